// Known findings a team has accepted: a previous `typeset fit --json` output. A finding is the
// same when its key, locale, variant, content size category (on the web: text scale) and width are.

import Typeset
import TypesetSupport
import TypesetTokens

/// The findings accepted by an earlier run.
public struct Baseline: Sendable {
    /// ``Finding/identity`` of each accepted finding.
    public var identities: Set<String>

    /// A baseline of these identities.
    public init(identities: Set<String> = []) { self.identities = identities }

    /// The accepted findings of `findings`.
    public init(_ findings: [Finding]) { identities = Set(findings.map(\.identity)) }

    /// Whether `finding` was accepted.
    public func accepts(_ finding: Finding) -> Bool { !identities.isEmpty && identities.contains(finding.identity) }

    /// Reads a baseline: the JSON `typeset fit --json` prints (its `findings`).
    public static func read(file: String) -> Result<Baseline, BaselineError> {
        switch FileSystem.read(file, kind: .baseline) {
        case .failure(let failure):
            return .failure(BaselineError(Diagnostic(.error, at: SourceLocation(file: file, line: 1, column: 1), failure.reason)))
        case .success(let bytes):
            return parse(bytes, file: file)
        }
    }

    /// Reads a baseline from its bytes.
    public static func parse(_ bytes: [UInt8], file: String) -> Result<Baseline, BaselineError> {
        let document: JSONDocument
        do { document = try JSONParser().parse(bytes) } catch {
            return .failure(BaselineError(Diagnostic(.error, at: SourceLocation(file: file, error.position), error.message)))
        }
        func fail(_ node: JSONNode, _ message: String) -> Result<Baseline, BaselineError> {
            .failure(BaselineError(Diagnostic(.error, at: SourceLocation(file: file, node.position), message)))
        }
        guard let findings = document.root["findings"]?.value else {
            return fail(document.root, "a baseline is the JSON of `typeset fit --json`: expected an object with \"findings\"")
        }
        guard let items = findings.arrayValue else { return fail(findings, "\"findings\" must be an array, found \(findings.kindDescription)") }
        var identities = Set<String>()
        for item in items {
            guard item.members != nil else { return fail(item, "a finding must be an object, found \(item.kindDescription)") }
            guard let key = item["key"]?.value.stringValue else { return fail(item, "the finding has no \"key\" string") }
            guard let locale = item["locale"]?.value.stringValue else { return fail(item, "the finding has no \"locale\" string") }
            // iOS findings name a content size category, web findings a text scale.
            let textSize: String
            if let scale = item["scale"]?.value {
                guard let percent = scale.numberValue, percent == percent.rounded(), percent > 0, percent < 100_000 else {
                    return fail(scale, "\"scale\" must be a whole percentage (100, 200), found \(scale.kindDescription)")
                }
                textSize = "\(Int(percent))%"
            } else {
                guard let categoryName = item["category"]?.value.stringValue, let category = ContentSizeCategory(name: categoryName) else {
                    return fail(item, "the finding has no \"category\" (xS ... AX5) or \"scale\" (a percentage)")
                }
                textSize = category.rawValue
            }
            guard let width = item["width"]?.value.numberValue else { return fail(item, "the finding has no \"width\" number") }
            var variant: String? = nil
            if let value = item["variant"]?.value {
                if case .null = value.value {} else if let text = value.stringValue { variant = text } else {
                    return fail(value, "\"variant\" must be a string or null, found \(value.kindDescription)")
                }
            }
            identities.insert(Finding.identity(key: key, locale: locale, variant: variant, textSize: textSize, width: width))
        }
        return .success(Baseline(identities: identities))
    }
}

extension Finding {
    /// The identity of a finding with these fields (see ``identity``).
    static func identity(key: String, locale: String, variant: String?, textSize: String, width: Double) -> String {
        "\(key)\u{1F}\(locale)\u{1F}\(variant ?? "")\u{1F}\(textSize)\u{1F}\(NumberText.shortest(width))"
    }
}

/// A baseline file that cannot be read, with where.
public struct BaselineError: Error, Sendable, CustomStringConvertible {
    /// What is wrong and where.
    public var diagnostic: Diagnostic

    init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }

    /// `file:line:column: error: message`.
    public var description: String { diagnostic.description }
}
