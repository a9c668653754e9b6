import TypesetShaping
import TypesetSupport
/// Reads typography tokens from a design token file and reports every problem in it.
///
/// Two dialects are read (``TokenFormat``); the dialect is detected per file:
/// a file is DTCG when any object in it has a `$value` member; otherwise it is a Tokens Studio
/// export when any object has both `value` and `type` members; a file with neither is read as
/// DTCG (and yields no tokens). Typeset's own settings live under `$extensions` →
/// ``TokenReader/extensionKey`` in either dialect (see `TypesetExtension.swift`).
public struct TokenReader: Sendable {
    /// The `$extensions` key for Typeset's settings (reverse domain name, as the DTCG format
    /// recommends for extension keys).
    public static let extensionKey = "com.typeset"

    /// Reading options.
    public struct Options: Sendable, Hashable {
        /// Points per `rem` (CSS root font size; 16 px by default, 1 px = 1 pt).
        public var remSize: Double
        /// Deepest nesting of JSON arrays and objects accepted.
        public var maximumDepth: Int

        /// Options.
        public init(remSize: Double = 16, maximumDepth: Int = 256) {
            self.remSize = remSize
            self.maximumDepth = maximumDepth
        }
    }

    /// The options.
    public var options: Options

    /// A reader.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Reads a token file. An unreadable file gives a document with one error at 1:1.
    public func read(contentsOfFile path: String) -> TokenDocument {
        switch FileSystem.read(path, kind: .tokens) {
        case .success(let bytes):
            return read(bytes: bytes, file: path)
        case .failure(let failure):
            let location = SourceLocation(file: path, line: 1, column: 1)
            return TokenDocument(file: path, format: .dtcg, tokens: [],
                                 diagnostics: [Diagnostic(.error, at: location, "cannot read the token file: \(failure.reason)")])
        }
    }

    /// Reads token JSON. `file` names the file in diagnostics.
    public func read(bytes: [UInt8], file: String) -> TokenDocument {
        let document: JSONDocument
        do {
            document = try JSONParser(maximumDepth: options.maximumDepth).parse(bytes)
        } catch {
            let diagnostic = Diagnostic(.error, at: SourceLocation(file: file, error.position), error.message)
            return TokenDocument(file: file, format: .dtcg, tokens: [], diagnostics: [diagnostic])
        }
        let format = TokenReader.detectFormat(document.root)
        var session = ReaderSession(file: file, options: options, format: format)
        for duplicate in document.duplicateKeys {
            session.report.error(duplicate.duplicate, "",
                                 "duplicate key \"\(duplicate.key)\" (first at \(duplicate.first)); expected each key once per object")
        }
        var tokens: [TypographyToken] = []
        switch format {
        case .dtcg: tokens = session.readDTCG(document.root)
        case .tokensStudio: tokens = session.readTokensStudio(document.root)
        }
        return TokenDocument(file: file, format: format, tokens: tokens, diagnostics: session.report.sorted())
    }

    /// The dialect of a parsed file (see the type's documentation).
    public static func detectFormat(_ root: JSONNode) -> TokenFormat {
        var stack = [root]
        var studio = false
        while let node = stack.popLast() {
            switch node.value {
            case .object(let members):
                var hasValue = false, hasType = false
                for member in members {
                    switch member.key {
                    case "$value": return .dtcg
                    case "value": hasValue = true
                    case "type": hasType = true
                    default: break
                    }
                    stack.append(member.value)
                }
                if hasValue && hasType { studio = true }
            case .array(let items):
                stack.append(contentsOf: items)
            default:
                break
            }
        }
        return studio ? .tokensStudio : .dtcg
    }
}

/// Collects diagnostics, dropping exact repeats (the same message at the same place, which
/// happens when a broken token is reached both directly and through aliases).
struct Reporter {
    let file: String
    private(set) var diagnostics: [(offset: Int, diagnostic: Diagnostic)] = []
    private var seen: Set<String> = []

    init(file: String) { self.file = file }

    mutating func add(_ severity: Diagnostic.Severity, _ position: SourcePosition, _ tokenPath: String, _ message: String, key: String? = nil) {
        let dedupe = key ?? "\(position.offset)|\(message)"
        guard seen.insert(dedupe).inserted else { return }
        diagnostics.append((position.offset, Diagnostic(severity, at: SourceLocation(file: file, position), tokenPath: tokenPath, message)))
    }

    mutating func error(_ position: SourcePosition, _ tokenPath: String, _ message: String, key: String? = nil) {
        add(.error, position, tokenPath, message, key: key)
    }

    mutating func warning(_ position: SourcePosition, _ tokenPath: String, _ message: String, key: String? = nil) {
        add(.warning, position, tokenPath, message, key: key)
    }

    /// In document order (stable for findings at the same place).
    func sorted() -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            a.element.offset != b.element.offset ? a.element.offset < b.element.offset : a.offset < b.offset
        }.map(\.element.diagnostic)
    }
}

/// A token found while walking the file, before its value is checked.
struct RawToken {
    /// Name path.
    var path: [String]
    /// Where its key is.
    var keyPosition: SourcePosition
    /// `$type` on the token or inherited from the nearest group (DTCG), `type` (Tokens Studio).
    var declaredType: String?
    /// `$value` / `value`.
    var value: JSONNode
    /// `$extensions`.
    var extensions: JSONNode?
    /// Whether the token's own or inherited `$type` was reported as invalid (the token is then
    /// not checked further, and not reported again for having no type).
    var typeInvalid = false

    var name: String { path.joined(separator: ".") }
}

/// State for reading one file.
struct ReaderSession {
    let file: String
    let options: TokenReader.Options
    let format: TokenFormat
    var report: Reporter
    /// Tokens by dotted name.
    var tokens: [String: RawToken] = [:]
    /// Tokens in document order.
    var order: [String] = []
    /// Dotted names of groups.
    var groups: Set<String> = []
    /// The Tokens Studio token set being read (multi-set exports), and the set each token
    /// came from.
    var currentSet: String?
    var tokenSets: [String: String] = [:]

    init(file: String, options: TokenReader.Options, format: TokenFormat) {
        self.file = file
        self.options = options
        self.format = format
        self.report = Reporter(file: file)
    }

    /// Registers a token. A token of a later Tokens Studio set overrides the same name from an
    /// earlier set, as the plugin applies active sets in order (with a warning, since which sets
    /// a theme activates is not in the tokens); any other second definition is an error.
    mutating func register(_ token: RawToken) {
        let name = token.name
        if let existing = tokens[name] {
            let at = "\(existing.keyPosition.line):\(existing.keyPosition.column)"
            if let set = currentSet, let earlier = tokenSets[name], earlier != set {
                report.warning(token.keyPosition, name, "token \(name) in set \"\(set)\" overrides its value in set \"\(earlier)\" (at \(at)), as Tokens Studio applies later sets over earlier ones")
                tokens[name] = token
                tokenSets[name] = set
                return
            }
            report.error(token.keyPosition, name, "token \(name) is defined twice (first at \(at)); expected unique token names")
            return
        }
        tokens[name] = token
        order.append(name)
        if let currentSet { tokenSets[name] = currentSet }
    }

    /// For each key, the offset of its last occurrence (the one that counts when keys repeat).
    static func lastOffsets(_ members: [JSONMember]) -> [String: Int] {
        var last: [String: Int] = [:]
        for member in members { last[member.key] = member.keyPosition.offset }
        return last
    }

    /// Where following a token's value ends, remembered per token so that each reference of the
    /// file is followed once: a chain of n aliases costs n steps, not n²/2.
    enum Followed {
        /// The value reached and the token it belongs to.
        case value(JSONNode, RawToken)
        /// The chain is broken (dangling, a group, a cycle): reported where it breaks, once.
        case broken
    }

    /// What ``follow(_:from:tokenPath:)`` found from each token's value, by token name.
    var followed: [String: Followed] = [:]
    /// Each token's type as ``effectiveType(_:)`` found it (`nil` inside: none), by token name.
    var effectiveTypes: [String: String?] = [:]

    /// Follows `{a.b}` references until a value that is not a reference.
    ///
    /// Returns the final value and the token it belongs to (`nil` when `start` was not a reference).
    /// Reports dangling references, references to groups, and cycles (with the chain) and then
    /// returns `nil`. `origin` is the token whose value `start` is, so a token that refers to
    /// itself is a cycle. Iterative, and each token's chain is followed once (``followed``): a
    /// broken chain is reported once, where it breaks, for the first token that reaches it.
    mutating func follow(_ start: JSONNode, from origin: String?, tokenPath: String) -> (node: JSONNode, token: RawToken?)? {
        var current = start
        var chain: [String] = origin.map { [$0] } ?? []
        var inChain = Set(chain)
        // The tokens stepped into, whose own chains end where this one does.
        var stepped: [String] = []
        func settle(_ outcome: Followed) {
            for name in stepped { followed[name] = outcome }
            if let origin, TokenReference.path(start) != nil, tokens[origin]?.value.position == start.position { followed[origin] = outcome }
        }
        while let name = TokenReference.path(current) {
            WorkCounter.add(1)
            if inChain.contains(name), let index = chain.firstIndex(of: name) {
                let cycle = Array(chain[index...]) + [name]
                let members = Set(cycle).sorted().joined(separator: ",")
                report.error(current.position, tokenPath,
                             "alias cycle: " + TokenReference.chain(cycle) + "; expected references to end at a value",
                             key: "cycle|" + members)
                for member in cycle { followed[member] = .broken }
                settle(.broken)
                return nil
            }
            if let known = followed[name] {
                settle(known)
                guard case .value(let node, let token) = known else { return nil }
                return (node, token)
            }
            guard let token = tokens[name] else {
                let via = chain.isEmpty ? "" : " (reference chain: " + TokenReference.chain(chain + [name]) + ")"
                if groups.contains(name) {
                    report.error(current.position, tokenPath, "reference {\(name)} names a group, not a token\(via); expected a reference to a token")
                } else {
                    var message = "dangling reference {\(name)}: no token has that name\(via)"
                    // Suggestions cost O(tokens); skip them in very large files.
                    if order.count <= 5_000, let suggestion = nearest(name, in: order) { message += "; did you mean {\(suggestion)}?" }
                    report.error(current.position, tokenPath, message)
                }
                settle(.broken)
                return nil
            }
            chain.append(name)
            inChain.insert(name)
            stepped.append(name)
            current = token.value
        }
        guard let last = stepped.last, let target = tokens[last] else { return (current, nil) }
        settle(.value(current, target))
        return (current, target)
    }
}
