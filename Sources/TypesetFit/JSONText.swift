// The bytes of streamed JSON: strings, digits and punctuation into one reusable buffer, handed
// to a sink in chunks (RFC 8259, section 7 for strings).

import TypesetSupport

/// The byte side of ``JSONStream``: one reusable buffer that strings (escaped where needed),
/// digits and punctuation are written into, handed to a sink in chunks of about
/// ``JSONStream/chunkSize`` bytes. It knows nothing of containers or commas.
struct JSONText {
    private var buffer: [UInt8] = []
    private let sink: ([UInt8]) -> Void

    init(sink: @escaping ([UInt8]) -> Void) {
        self.sink = sink
        buffer.reserveCapacity(JSONStream.chunkSize + 4096)
    }

    /// One byte of punctuation.
    @inline(__always) mutating func byte(_ byte: UInt8) { buffer.append(byte) }

    /// Hands a full chunk to the sink.
    @inline(__always) mutating func flushIfFull() {
        if buffer.count >= JSONStream.chunkSize { flush() }
    }

    /// Sends what is buffered to the sink.
    mutating func flush() {
        guard !buffer.isEmpty else { return }
        sink(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Chunks written elsewhere, sent after what is buffered.
    mutating func send(_ chunks: [[UInt8]]) {
        flush()
        for chunk in chunks where !chunk.isEmpty { sink(chunk) }
    }

    /// A line break and two spaces per level of `indent`, after a comma when `comma`: one append.
    mutating func newline(indent: Int, comma: Bool = false) {
        let start = comma ? 0 : 1, end = 2 &+ 2 &* indent
        if end <= JSONText.breaks.count {
            JSONText.breaks.withUnsafeBufferPointer { buffer.append(contentsOf: UnsafeBufferPointer(rebasing: $0[start..<end])) }
            return
        }
        if comma { buffer.append(0x2C) }
        buffer.append(0x0A)
        for _ in 0..<indent { buffer.append(0x20); buffer.append(0x20) }
    }

    /// A comma, a line break and the spaces of 31 levels: every separator up to that depth is a slice of it.
    private static let breaks: [UInt8] = [0x2C, 0x0A] + [UInt8](repeating: 0x20, count: 62)

    /// ASCII text the writer itself makes (`null`, `true`).
    mutating func ascii(_ text: StaticString) {
        text.withUTF8Buffer { buffer.append(contentsOf: $0) }
    }

    /// A JSON string, as ``QuotedText/json(_:)`` writes it (RFC 8259, section 7, with the
    /// characters ``TerminalText`` escapes as `\u` escapes). Most strings need no escape and are
    /// copied whole from their contiguous UTF-8: those without `"`, `\\`, C0 controls, DEL and the
    /// lead bytes of the escaped characters above U+007F (0xC2: C1 controls; 0xD8: U+061C; 0xE2:
    /// U+200E, U+200F, U+2028–U+202E, U+2066–U+2069).
    mutating func quoted(_ text: String) {
        if opened(text) {
            buffer.append(0x22)
        } else {
            buffer.append(contentsOf: QuotedText.json(text).utf8)
        }
        flushIfFull()
    }

    /// The opening quote and `text` copied whole when it needs no escape (the string is left open
    /// for more to follow); `false`, with nothing written, when it does.
    mutating func opened(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes -> Bool in
            for byte in bytes where JSONText.mayNeedEscape(byte) { return false }
            buffer.append(0x22)
            buffer.append(contentsOf: bytes)
            return true
        }
    }

    /// Whether a UTF-8 byte is, or may begin, a character a JSON string escapes (see ``quoted(_:)``):
    /// C0 controls, `"`, `\\`, DEL, 0xC2, 0xD8 and 0xE2, as a bit in one of four 64-bit words.
    @inline(__always) private static func mayNeedEscape(_ byte: UInt8) -> Bool {
        let word: UInt64
        switch byte >> 6 {
        case 0: word = 0x0000_0004_FFFF_FFFF            // 0x00-0x1F, 0x22
        case 1: word = 1 << (0x5C - 64) | 1 << (0x7F - 64)
        case 2: word = 0
        default: word = 1 << (0xC2 - 192) | 1 << (0xD8 - 192) | 1 << (0xE2 - 192)
        }
        return (word >> UInt64(byte & 63)) & 1 != 0
    }

    /// `"name": ` for an object member's key: copied whole with its quotes, colon and space in one
    /// append when it needs no escape.
    mutating func key(_ name: String) {
        var name = name
        let plain = name.withUTF8 { bytes -> Bool in
            for byte in bytes where JSONText.mayNeedEscape(byte) { return false }
            let count = bytes.count
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count &+ 4) { out in
                out[0] = 0x22
                if count > 0 { (out.baseAddress! + 1).initialize(from: bytes.baseAddress!, count: count) }
                out[count &+ 1] = 0x22
                out[count &+ 2] = 0x3A
                out[count &+ 3] = 0x20
                buffer.append(contentsOf: UnsafeBufferPointer(out))
            }
            return true
        }
        if !plain {
            quoted(name)
            buffer.append(0x3A)
            buffer.append(0x20)
        }
    }

    /// The decimal digits of `value`, with a minus sign when negative.
    mutating func digits(_ value: Int) {
        if value < 0 { buffer.append(0x2D) }
        var magnitude = value.magnitude
        if magnitude < 10 {
            buffer.append(0x30 &+ UInt8(magnitude))
            return
        }
        // At most 20 digits, written backwards into a stack buffer.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { scratch in
            var at = 20
            while magnitude > 0 {
                at -= 1
                scratch[at] = 0x30 &+ UInt8(magnitude % 10)
                magnitude /= 10
            }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[at..<20]))
        }
    }

    /// A finite number, shortest round-trip text as ``NumberText/shortest(_:)`` writes it: whole
    /// numbers below 10¹⁵ as integer digits, others as Swift's `description`; `null` otherwise.
    mutating func number(_ value: Double) {
        if !value.isFinite {
            ascii("null")
        } else if value == value.rounded(), abs(value) < 1e15 {
            digits(Int(value))
        } else {
            buffer.append(contentsOf: value.description.utf8)
        }
        flushIfFull()
    }

    /// `"file:line:column"` (``SourceLocation/description``), written in place.
    mutating func location(_ location: SourceLocation) {
        guard opened(location.file) else {
            quoted(location.description)
            return
        }
        buffer.append(0x3A)
        digits(location.line)
        buffer.append(0x3A)
        digits(location.column)
        buffer.append(0x22)
        flushIfFull()
    }
}
