/// A JSON text that does not follow RFC 8259, with the position of the offending character.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Sendable, Hashable {
        case unexpectedEndOfFile
        case unexpectedCharacter
        case unterminatedString
        case invalidEscape
        case invalidUnicodeEscape
        case controlCharacter
        case trailingComma
        case invalidNumber
        case numberOutOfRange
        case nestingTooDeep
        case invalidUTF8
        case trailingContent
    }

    /// The kind of error.
    public var kind: Kind
    /// Where it is.
    public var position: SourcePosition
    /// A message naming what was found and what was expected.
    public var message: String

    /// An error.
    public init(_ kind: Kind, at position: SourcePosition, _ message: String) {
        self.kind = kind
        self.position = position
        self.message = message
    }

    /// `line:column: message`.
    public var description: String { "\(position): \(message)" }
}
