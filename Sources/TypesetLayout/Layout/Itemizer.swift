// The itemizer: UTF-8 decoded into scalars, each with its script (UAX #24) and, when the text
// may be right to left, its bidi embedding level (UAX #9), in a ``LayoutBuffers``. Font fallback
// splits runs further while they are shaped (``RunShaper``).

import TypesetShaping
import TypesetUnicode

/// Decodes a paragraph and resolves its scripts and bidi levels.
struct Itemizer: Sendable {
    /// The paragraphs' base direction: from the first strong character, or set (UAX #9 HL1).
    let paragraphDirection: BidiParagraph.Direction

    /// Decodes `text` into `buffers.scalars` and resolves the script of every character;
    /// returns the number of scalars.
    func decode(_ text: String, into buffers: inout LayoutBuffers) -> Int {
        var text = text
        let byteCount = text.utf8.count
        buffers.grow(to: byteCount)
        // Whether a character may make a run right to left (found while decoding: the bidi
        // algorithm runs only then, or for a right-to-left paragraph).
        var mayBeRightToLeft = false
        let count: Int = text.withUTF8 { utf8 in
            buffers.scalars.withUnsafeMutableBufferPointer { out in
                var n = 0
                var i = 0
                let end = utf8.count
                while i < end, n < out.count {
                    let lead = UInt32(utf8[i])
                    if lead < 0x80 {
                        out[n] = Unicode.Scalar(UInt8(truncatingIfNeeded: lead))
                        i &+= 1
                        n &+= 1
                        continue
                    }
                    // Swift strings hold valid UTF-8: a 2-, 3- or 4-byte sequence.
                    let value: UInt32
                    if lead < 0xE0, i &+ 1 < end {
                        value = (lead & 0x1F) << 6 | UInt32(utf8[i &+ 1] & 0x3F)
                        i &+= 2
                    } else if lead < 0xF0, i &+ 2 < end {
                        value = (lead & 0x0F) << 12 | UInt32(utf8[i &+ 1] & 0x3F) << 6 | UInt32(utf8[i &+ 2] & 0x3F)
                        i &+= 3
                    } else if i &+ 3 < end {
                        value = (lead & 0x07) << 18 | UInt32(utf8[i &+ 1] & 0x3F) << 12 | UInt32(utf8[i &+ 2] & 0x3F) << 6
                            | UInt32(utf8[i &+ 3] & 0x3F)
                        i &+= 4
                    } else {
                        value = 0xFFFD
                        i = end
                    }
                    if !mayBeRightToLeft, CharacterClass.mayBeRightToLeft(value) { mayBeRightToLeft = true }
                    out[n] = Unicode.Scalar(value) ?? "\u{FFFD}"
                    n &+= 1
                }
                return n
            }
        }
        buffers.bidi.removeAll(keepingCapacity: true)
        // ASCII only: Latin throughout when there is a letter (Common characters take the
        // script around them), Common otherwise.
        if count == byteCount {
            var hasLetter = false
            for index in 0..<count {
                let value = buffers.scalars[index].value | 0x20
                if value >= 0x61, value <= 0x7A { hasLetter = true; break }
            }
            let script: UnicodeScript = hasLetter ? .latin : .common
            buffers.scripts.withUnsafeMutableBufferPointer { $0[0..<count].update(repeating: script) }
            if paragraphDirection == .rightToLeft { resolveBidi(count: count, buffers: &buffers, mayBeRightToLeft: false) }
            return count
        }
        resolveBidi(count: count, buffers: &buffers, mayBeRightToLeft: mayBeRightToLeft)
        // One script throughout (Common and Inherited characters take it): no itemizing.
        if let single = buffers.scalars.withUnsafeBufferPointer({ ScriptRuns.singleScript($0, range: 0..<count) }) {
            buffers.scripts.withUnsafeMutableBufferPointer { $0[0..<count].update(repeating: single) }
            return count
        }
        buffers.cache.runs.removeAll(keepingCapacity: true)
        buffers.scalars.withUnsafeBufferPointer { scalars in
            ScriptRuns.append(scalars, range: 0..<count, to: &buffers.cache.runs)
        }
        for run in buffers.cache.runs {
            for index in run.range { buffers.scripts[index] = run.script }
        }
        return count
    }

    /// Resolves the embedding levels of the decoded text (UAX #9, each paragraph's direction
    /// from ``paragraphDirection``) when it has a character that can make a run right to left
    /// (`mayBeRightToLeft`, found while decoding) or the paragraphs are right to left; other
    /// text is left to right throughout.
    func resolveBidi(count: Int, buffers: inout LayoutBuffers, mayBeRightToLeft: Bool) {
        guard mayBeRightToLeft || paragraphDirection == .rightToLeft else { return }
        var paragraphs: [BidiParagraph] = []
        buffers.scalars.withUnsafeBufferPointer { all in
            let text = UnsafeBufferPointer(rebasing: all[0..<count])
            for range in BidiParagraph.paragraphRanges(scalars: text) {
                paragraphs.append(BidiParagraph(scalars: text, range: range, direction: paragraphDirection))
            }
        }
        buffers.levels.withUnsafeMutableBufferPointer { out in
            for paragraph in paragraphs {
                let start = paragraph.range.lowerBound
                paragraph.levels.withUnsafeBufferPointer { levels in
                    for offset in 0..<max(0, min(levels.count, count - start, out.count - start)) { out[start &+ offset] = levels[offset] }
                }
            }
        }
        buffers.bidi = paragraphs
    }
}
