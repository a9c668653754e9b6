/// Where something is in a token file: path, 1-based line and column (Unicode scalars).
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file path as given to the reader.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in Unicode scalars (see ``SourcePosition``).
    public var column: Int

    /// A location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// A location from a parser position.
    public init(file: String, _ position: SourcePosition) {
        self.init(file: file, line: position.line, column: position.column)
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
}

/// One finding about a token file.
///
/// Printed as `file:line:column: error|warning: message` (the `typeset lint` contract).
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How bad it is: errors make `typeset lint` fail; warnings do not.
    public enum Severity: String, Sendable, Hashable {
        case error
        case warning
    }

    /// Error or warning.
    public var severity: Severity
    /// Where the problem is.
    public var location: SourceLocation
    /// The dotted path of the token concerned (`typography.body`), or "" for file-level findings.
    public var tokenPath: String
    /// What was found and what was expected.
    public var message: String

    /// A diagnostic.
    public init(_ severity: Severity, at location: SourceLocation, tokenPath: String = "", _ message: String) {
        self.severity = severity
        self.location = location
        self.tokenPath = tokenPath
        self.message = message
    }

    /// `file:line:column: error|warning: message`.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }
}
