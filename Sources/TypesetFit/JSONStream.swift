// JSON written as it is made, in chunks: `fit --json` and SARIF output never hold a tree of
// values, so memory does not grow with the number of findings written (RFC 8259).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif
import TypesetSupport

/// Where streamed output goes: a C stream (standard output or a file opened for writing).
public final class FitOutputFile: @unchecked Sendable {
    private let file: UnsafeMutablePointer<FILE>?
    private let closes: Bool
    /// The path written, for errors.
    public let path: String
    /// Whether a write failed (the disk is full, the pipe closed).
    public private(set) var failed = false

    /// Standard output.
    public static func standardOutput() -> FitOutputFile {
        // File descriptor 1, as its own stream (the C library's `stdout` is shared mutable state).
        FitOutputFile(file: fdopen(1, "wb"), closes: false, path: "standard output")
    }

    private init(file: UnsafeMutablePointer<FILE>?, closes: Bool, path: String) {
        self.file = file
        failed = file == nil
        self.closes = closes
        self.path = path
    }

    /// A file created (or emptied) for writing.
    public static func create(_ path: String) throws(FileFailure) -> FitOutputFile {
        guard let file = fopen(path, "wb") else { throw FileFailure.system(path) }
        return FitOutputFile(file: file, closes: true, path: path)
    }

    /// Writes `bytes`.
    public func write(_ bytes: [UInt8]) {
        guard !bytes.isEmpty, !failed, let file else { return }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        if written != bytes.count { failed = true }
    }

    /// Flushes and, for a file, closes it; throws when any write failed.
    public func finish() throws(FileFailure) {
        if let file {
            if fflush(file) != 0 { failed = true }
            if closes, fclose(file) != 0 { failed = true }
        }
        if failed { throw FileFailure(path: path, reason: "could not write everything (disk full or output closed)") }
    }
}

/// A JSON writer that emits text as values are added, two-space indented, object keys in the
/// order given. Text goes into one reusable byte buffer, handed to a sink in chunks of about
/// ``chunkSize`` bytes; numbers are written as digits straight into it.
public struct JSONStream {
    /// The buffered bytes that make a chunk: large writes, few calls.
    public static let chunkSize = 1 << 20
    private var buffer: [UInt8] = []
    private let sink: ([UInt8]) -> Void
    /// Per open container: whether it has a member yet.
    private var open: [Bool] = []
    /// A key was just written: the next value follows it on the same line.
    private var afterKey = false

    /// A writer sending its text to `sink` in chunks.
    public init(sink: @escaping ([UInt8]) -> Void) {
        self.sink = sink
        buffer.reserveCapacity(JSONStream.chunkSize + 4096)
    }

    /// A writer for members of a container another writer opened (``append(fragment:)``
    /// takes what it wrote): `depth` containers are open, the innermost already has members
    /// when `continues` (the first value then starts with a comma). Its text goes to `sink` as
    /// the main writer's would.
    public init(fragmentAt depth: Int, continues: Bool, sink: @escaping ([UInt8]) -> Void) {
        self.init(sink: sink)
        open = Array(repeating: true, count: depth)
        if depth > 0 { open[depth - 1] = continues }
    }

    /// The containers open (for ``init(fragmentAt:continues:sink:)``).
    public var depth: Int { open.count }

    /// Whether the innermost open container has a member yet.
    public var continues: Bool { open.last ?? false }

    /// Text a fragment writer made for the innermost open container, written after what is
    /// buffered; the container then has members when `members`.
    public mutating func append(fragment chunks: [[UInt8]], members: Bool) {
        flush()
        for chunk in chunks where !chunk.isEmpty { sink(chunk) }
        if members, !open.isEmpty { open[open.count - 1] = true }
    }

    /// Hands a full chunk to the sink.
    @inline(__always) private mutating func flushIfFull() {
        if buffer.count >= JSONStream.chunkSize { flush() }
    }

    /// Two spaces per level after a line break.
    private mutating func newline(indent: Int) {
        buffer.append(0x0A)
        for _ in 0..<indent { buffer.append(0x20); buffer.append(0x20) }
    }

    /// ASCII text the writer itself makes (`null`, `true`, a number's description).
    private mutating func ascii(_ text: StaticString) {
        text.withUTF8Buffer { buffer.append(contentsOf: $0) }
    }

    /// A JSON string straight into the buffer, as ``QuotedText/json(_:)`` writes it (RFC 8259,
    /// section 7, with the characters ``TerminalText`` escapes as `\u` escapes). Most strings
    /// need no escape and are copied whole from their contiguous UTF-8: those without `"`, `\\`,
    /// C0 controls, DEL and the lead bytes of the escaped characters above U+007F (0xC2: C1
    /// controls; 0xD8: U+061C; 0xE2: U+200E, U+200F, U+2028–U+202E, U+2066–U+2069).
    private mutating func quoted(_ text: String) {
        if opened(text) {
            buffer.append(0x22)
        } else {
            buffer.append(contentsOf: QuotedText.json(text).utf8)
        }
        flushIfFull()
    }

    /// The opening quote and `text` copied whole when it needs no escape (the string is left open
    /// for more to follow); `false`, with nothing written, when it does.
    private mutating func opened(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes -> Bool in
            for byte in bytes where JSONStream.mayNeedEscape(byte) { return false }
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
    private mutating func digits(_ value: Int) {
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

    /// Sends what is buffered to the sink.
    public mutating func flush() {
        guard !buffer.isEmpty else { return }
        sink(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Separator and indentation before a value or key in the current container.
    private mutating func prefix() {
        if afterKey {
            afterKey = false
            return
        }
        guard !open.isEmpty else { return }
        if open[open.count - 1] { buffer.append(0x2C) }
        open[open.count - 1] = true
        newline(indent: open.count)
    }

    /// Starts an object (`{`).
    public mutating func beginObject() {
        prefix()
        buffer.append(0x7B)
        open.append(false)
    }

    /// Ends the innermost object.
    public mutating func endObject() { close(0x7D) }

    /// Starts an array (`[`).
    public mutating func beginArray() {
        prefix()
        buffer.append(0x5B)
        open.append(false)
    }

    /// Ends the innermost array.
    public mutating func endArray() { close(0x5D) }

    private mutating func close(_ bracket: UInt8) {
        let hadMembers = open.popLast() ?? false
        if hadMembers { newline(indent: open.count) }
        buffer.append(bracket)
        if open.isEmpty { buffer.append(0x0A) }
        flushIfFull()
    }

    /// An object member's key; its value comes next.
    public mutating func key(_ name: String) {
        prefix()
        quoted(name)
        buffer.append(0x3A)
        buffer.append(0x20)
        afterKey = true
    }

    /// A string value.
    public mutating func string(_ value: String) {
        prefix()
        quoted(value)
    }

    /// A string or `null`.
    public mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    /// A number (`null` when not finite), shortest round-trip text as ``NumberText/shortest(_:)``
    /// writes it: whole numbers below 10¹⁵ as integer digits, others as Swift's `description`.
    public mutating func number(_ value: Double) {
        prefix()
        if !value.isFinite {
            ascii("null")
        } else if value == value.rounded(), abs(value) < 1e15 {
            digits(Int(value))
        } else {
            buffer.append(contentsOf: value.description.utf8)
        }
        flushIfFull()
    }

    /// A number or `null`.
    public mutating func number(_ value: Double?) {
        if let value { number(value) } else { null() }
    }

    /// An integer.
    public mutating func int(_ value: Int) {
        prefix()
        digits(value)
        flushIfFull()
    }

    /// `true` or `false`.
    public mutating func bool(_ value: Bool) {
        prefix()
        if value { ascii("true") } else { ascii("false") }
    }

    /// `null`.
    public mutating func null() {
        prefix()
        ascii("null")
    }

    /// `"name": "value"`.
    public mutating func member(_ name: String, _ value: String?) { key(name); string(value) }
    /// `"name": number`.
    public mutating func member(_ name: String, _ value: Double?) { key(name); number(value) }
    /// `"name": integer`.
    public mutating func member(_ name: String, _ value: Int) { key(name); int(value) }
    /// `"name": true|false`.
    public mutating func member(_ name: String, _ value: Bool) { key(name); bool(value) }

    /// `"name": [...]`, each element written by `write` (`json.member("scales", array: scales) { $0.int($1) }`).
    public mutating func member<Elements: Sequence>(_ name: String, array elements: Elements,
                                                   _ write: (inout JSONStream, Elements.Element) -> Void) {
        key(name)
        beginArray()
        for element in elements { write(&self, element) }
        endArray()
    }

    /// `"name": "file:line:column"` (``SourceLocation/description``), written in place.
    public mutating func member(_ name: String, _ location: SourceLocation) {
        key(name)
        prefix()
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
