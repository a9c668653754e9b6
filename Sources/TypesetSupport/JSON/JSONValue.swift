/// A position in a text file: 1-based line and column.
///
/// Columns count Unicode scalars from the start of the line (a tab is one column, "é" is one
/// column, "😀" is one column), which is what Xcode and most terminals show; `offset` is the
/// 0-based UTF-8 byte offset from the start of the file. A line ends at LF, CR or CR LF.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 1-based line.
    public var line: Int
    /// 1-based column in Unicode scalars.
    public var column: Int
    /// 0-based UTF-8 byte offset.
    public var offset: Int

    /// A position.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    public static func < (a: SourcePosition, b: SourcePosition) -> Bool { a.offset < b.offset }
}

/// A parsed JSON value with the position of its first character.
public struct JSONNode: Sendable, Hashable {
    /// The kinds of JSON values. Objects keep their members in document order, duplicates included.
    public indirect enum Value: Sendable, Hashable {
        case null
        case bool(Bool)
        /// A number as a `Double`, with the literal text as written (for messages).
        case number(Double, text: String)
        case string(String)
        case array([JSONNode])
        case object([JSONMember])
    }

    /// The value.
    public var value: Value
    /// Where the value starts (its first character: `{`, `[`, `"`, a digit, `-`, `t`, `f`, `n`).
    public var position: SourcePosition

    /// A node.
    public init(_ value: Value, at position: SourcePosition) {
        self.value = value
        self.position = position
    }

    /// The members of an object, or `nil` for other kinds.
    public var members: [JSONMember]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The last member named `key` in an object (the value a JavaScript reader would keep), or `nil`.
    public subscript(key: String) -> JSONMember? {
        guard case .object(let members) = value else { return nil }
        return members.last { $0.key == key }
    }

    /// The string value, or `nil`.
    public var stringValue: String? {
        if case .string(let s) = value { return s }
        return nil
    }

    /// The number value, or `nil`.
    public var numberValue: Double? {
        if case .number(let d, _) = value { return d }
        return nil
    }

    /// The items of an array, or `nil`.
    public var arrayValue: [JSONNode]? {
        if case .array(let items) = value { return items }
        return nil
    }

    /// A short name for the kind of value, for messages: "an object", "a string", ...
    public var kindDescription: String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(_, let text): return "the number \(text)"
        case .string(let s): return "the string \"\(s.count > 40 ? String(s.prefix(40)) + "…" : s)\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// One `"key": value` pair of an object, with the position of the key's opening quote.
public struct JSONMember: Sendable, Hashable {
    /// The key, unescaped.
    public var key: String
    /// Where the key's opening quote is.
    public var keyPosition: SourcePosition
    /// The value.
    public var value: JSONNode

    /// A member.
    public init(key: String, keyPosition: SourcePosition, value: JSONNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}

/// A key that appears twice in one object. JSON (RFC 8259 §4) says names SHOULD be unique and
/// that readers disagree on duplicates, so the token reader reports them.
public struct JSONDuplicateKey: Sendable, Hashable {
    /// The key.
    public var key: String
    /// Where it first appears.
    public var first: SourcePosition
    /// Where it appears again.
    public var duplicate: SourcePosition
}

/// The result of parsing a JSON text.
public struct JSONDocument: Sendable {
    /// The top-level value.
    public var root: JSONNode
    /// Keys repeated within one object, in document order.
    public var duplicateKeys: [JSONDuplicateKey]
}
