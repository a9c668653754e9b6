// JSON written as it is made, in chunks: `fit --json` and SARIF output never hold a tree of
// values, so memory does not grow with the number of findings written (RFC 8259).

import TypesetSupport

/// A JSON writer that emits text as values are added, two-space indented, object keys in the
/// order given: the containers, commas and indentation. Its bytes go through a ``JSONText``, one
/// reusable buffer handed to a sink in chunks of about ``chunkSize`` bytes.
public struct JSONStream {
    /// The buffered bytes that make a chunk: large writes, few calls.
    public static let chunkSize = 1 << 20
    private var text: JSONText
    /// Per open container: whether it has a member yet.
    private var open: [Bool] = []
    /// A key was just written: the next value follows it on the same line.
    private var afterKey = false

    /// A writer sending its text to `sink` in chunks.
    public init(sink: @escaping ([UInt8]) -> Void) {
        text = JSONText(sink: sink)
    }

    /// A writer for members of a container another writer opened (``append(fragment:members:)``
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
        text.send(chunks)
        if members, !open.isEmpty { open[open.count - 1] = true }
    }

    /// Sends what is buffered to the sink.
    public mutating func flush() { text.flush() }

    /// Separator and indentation before a value or key in the current container.
    private mutating func prefix() {
        if afterKey {
            afterKey = false
            return
        }
        guard !open.isEmpty else { return }
        let comma = open[open.count - 1]
        open[open.count - 1] = true
        text.newline(indent: open.count, comma: comma)
    }

    /// Starts an object (`{`).
    public mutating func beginObject() {
        prefix()
        text.byte(0x7B)
        open.append(false)
    }

    /// Ends the innermost object.
    public mutating func endObject() { close(0x7D) }

    /// Starts an array (`[`).
    public mutating func beginArray() {
        prefix()
        text.byte(0x5B)
        open.append(false)
    }

    /// Ends the innermost array.
    public mutating func endArray() { close(0x5D) }

    private mutating func close(_ bracket: UInt8) {
        let hadMembers = open.popLast() ?? false
        if hadMembers { text.newline(indent: open.count) }
        text.byte(bracket)
        if open.isEmpty { text.byte(0x0A) }
        text.flushIfFull()
    }

    /// An object member's key; its value comes next.
    public mutating func key(_ name: String) {
        prefix()
        text.key(name)
        afterKey = true
    }

    /// A string value.
    public mutating func string(_ value: String) {
        prefix()
        text.quoted(value)
    }

    /// A string or `null`.
    public mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    /// A number (`null` when not finite), shortest round-trip text as ``NumberText/shortest(_:)``
    /// writes it: whole numbers below 10¹⁵ as integer digits, others as Swift's `description`.
    public mutating func number(_ value: Double) {
        prefix()
        text.number(value)
    }

    /// A number or `null`.
    public mutating func number(_ value: Double?) {
        if let value { number(value) } else { null() }
    }

    /// An integer.
    public mutating func int(_ value: Int) {
        prefix()
        text.digits(value)
        text.flushIfFull()
    }

    /// `true` or `false`.
    public mutating func bool(_ value: Bool) {
        prefix()
        if value { text.ascii("true") } else { text.ascii("false") }
    }

    /// `null`.
    public mutating func null() {
        prefix()
        text.ascii("null")
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
        text.location(location)
    }
}
