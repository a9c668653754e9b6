import Foundation
import Testing
import Typeset
import TypesetShaping

/// The narrowest width a prepared text needs for a line or height limit, found by stepping from
/// one set of lines to the next, is the one a bisection over every width of the pixel grid
/// finds, on random texts of many scripts, sizes, letter spacings, grids and limits.
@Suite struct NarrowestWidthTests {
    /// The narrowest width in `1...high` grid steps at which `fits` holds, by bisection over the
    /// grid (starting below `guess` when it does not fit): the reference.
    static func bisected(high: Int, guess: Int?, fits: (Int) -> Bool) -> Int? {
        var high = high
        guard fits(high) else { return nil }
        var low = 0
        if let guess, guess > 0, guess < high, !fits(guess) { low = guess }
        while high - low > 1 {
            let middle = (low + high) / 2
            if fits(middle) { high = middle } else { low = middle }
        }
        return high
    }

    /// Words of every kind the line filler treats apart: spaces that hang, hard breaks, long
    /// words cut between graphemes, ligatures and kerning across line ends, CJK, Thai and
    /// Khmer dictionary breaks, Arabic and Hebrew.
    static func words() throws -> [String] {
        var words = ["OK", "Cancel", "office", "affinity", "fluffy", "AVAWAY", "Datenschutzeinstellungen", "Barrierefreiheit",
                     "—", "…", "12", "photos?", "a", "\n", "  ", "\t", "Überprüfen", "设置已保存", "保存されていない変更があります。",
                     "Supercalifragilisticexpialidocious", "x-y-z", "(parenthesis)", "e\u{301}te\u{301}", "👩‍👩‍👧"]
        for name in ["en", "de", "th", "km", "ar", "he", "ja"] {
            let paragraph = try String(contentsOfFile: StyleRepo.path("Fixtures/text/paragraphs/\(name).txt"), encoding: .utf8)
            words.append(contentsOf: paragraph.split(separator: " ").prefix(40).map(String.init))
        }
        return words
    }

    @Test(arguments: ["Fixtures/fonts/Inter-Regular-subset.otf", "Fixtures/fonts/Lato-Regular-subset.ttf",
                      "Fixtures/fonts/DejaVuSans-subset.ttf"])
    func steppingFindsTheWidthBisectionFinds(_ font: String) throws {
        let fallbacks = try ["Fixtures/fonts/NotoSansThai-Regular-subset.ttf", "Fixtures/fonts/NotoSansKhmer-Regular-subset.ttf",
                             "Fixtures/fonts/NotoSansArabic-Regular-subset.ttf", "Fixtures/fonts/NotoSansHebrew-Regular-subset.ttf"]
            .map { try ShapingFont(contentsOfFile: StyleRepo.path($0)) } + [try ShapingFont(contentsOfFile: LayoutTests.noto, index: 1)]
        let stack = FontStack(try ShapingFont(contentsOfFile: StyleRepo.path(font)), fallbacks: fallbacks)
        let words = try Self.words()
        var random = SplitMix64(seed: 0x5EED_0F_F17 &+ UInt64(font.count))
        var buffers = LayoutBuffers()
        var compared = 0, none = 0, multiLine = 0, fromZero = 0
        for round in 0..<300 {
            let count = 1 + Int(random.next() % 14)
            let joiner = round % 5 == 3 ? "" : " "
            let text = (0..<count).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: joiner)
            let sizes: [Double] = [11, 14, 17, 19.5, 23, 28, 33, 40, 47, 53]
            let size = sizes[Int(random.next() % UInt64(sizes.count))]
            let spacing = [0.0, 0.0, 0.3, -0.4, 1.2][Int(random.next() % 5)]
            let scale = [1.0, 2, 3][Int(random.next() % 3)]
            let typesetter = Typesetter(stack: stack, pointSize: size, lineHeight: size * 1.25, letterSpacing: spacing,
                                        paragraphSpacing: round % 4 == 0 ? 3 : 0, scale: scale, language: ["en", "th", "km", "ja"][round % 4])
            var preparer = TextPreparer(typesetter)
            let prepared = preparer.prepare(text)
            for (maxLines, maxHeight) in [(1, nil), (2, nil), (3, nil), (0, size * 3.2), (2, size * 1.3), (5, nil)] as [(Int, Double?)] {
                func fits(_ measured: TextMeasurement) -> Bool {
                    (maxLines == 0 || measured.lineCount <= maxLines) && (maxHeight.map { measured.height <= $0 + 1e-9 } ?? true)
                }
                let natural = prepared.naturalWidth(pointSize: size, letterSpacing: spacing)
                let high = Int((natural * scale).rounded(.up)) + 1
                let lines = maxLines > 0 ? maxLines : 3
                let guess = round % 7 == 0 ? nil : max(0, Int((natural * scale / Double(lines)).rounded(.down)) - 1 - (round % 3) * 5)
                let expected = Self.bisected(high: high, guess: guess) { ticks in
                    fits(typesetter.measure(prepared, width: Double(ticks) / scale, buffers: &buffers))
                }
                let found = typesetter.narrowestWidth(prepared, scale: scale, upperBound: high, guess: guess, buffers: &buffers, fits: fits)
                #expect(found == expected, "\(font) \(size) pt spacing \(spacing) @\(scale)x lines \(maxLines) height \(maxHeight ?? -1): '\(text)'")
                compared += 1
                if expected == nil { none += 1 }
                if let expected, typesetter.measure(prepared, width: Double(expected) / scale, buffers: &buffers).lineCount > 1 { multiLine += 1 }
                if let guess, guess > 0, let expected, expected <= guess { fromZero += 1 }
            }
        }
        // The comparison covers texts that never fit, that need several lines, and searches
        // whose first guess already fits.
        #expect(compared == 1_800)
        #expect(none > 10 && multiLine > 300 && fromZero > 5, "none \(none), several lines \(multiLine), guess fits \(fromZero)")
    }

    /// A text prepared for other fonts is measured from its text, and still gets the bisection's width.
    @Test func textPreparedForOtherFontsFallsBackToBisection() throws {
        let stack = try PreparedTextTests.stack("Fixtures/fonts/Lato-Regular-subset.ttf")
        var preparer = TextPreparer(Typesetter(stack: stack, pointSize: 10, features: [FeatureSetting("liga", value: 0)]))
        let prepared = preparer.prepare("office affinity fluffy office affinity")
        let typesetter = Typesetter(stack: stack, pointSize: 20)
        var buffers = LayoutBuffers()
        let high = Int((typesetter.measure(prepared.text, width: 0).usedWidth * 3).rounded(.up)) + 1
        let expected = Self.bisected(high: high, guess: nil) { typesetter.measure(prepared.text, width: Double($0) / 3).lineCount <= 2 }
        let found = typesetter.narrowestWidth(prepared, scale: 3, upperBound: high, buffers: &buffers) { $0.lineCount <= 2 }
        #expect(found != nil && found == expected)
    }
}
