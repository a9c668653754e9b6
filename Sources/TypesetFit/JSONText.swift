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

    /// Two spaces per level after a line break.
    mutating func newline(indent: Int) {
        buffer.append(0x0A)
        for _ in 0..<indent { buffer.append(0x20); buffer.append(0x20) }
    }

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

    /// Whether a UTF-8 byte is, or may begin, a character a JSON string escapes (see ``quoted(_:)``).
    @inline(__always) private static func mayNeedEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2
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
