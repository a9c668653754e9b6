import Testing
import TypesetShaping
@testable import TypesetTokens
@testable import TypesetSupport

/// Alias chains are followed once per token: the steps of the reference-following loops
/// (``WorkCounter``) grow about 4 times from n to 4n aliases, where following every token's
/// chain to its end grew 16 times (n²/2 steps). Counting, not timing.
@Suite("token aliases: linear work and no recursion")
struct TokensAliasChainTests {
    /// A DTCG file: `s0` a dimension, `s1` ... `sN` each an alias of the one before, and a
    /// typography token whose size is the last alias. `typed`: the group gives `$type`; else
    /// only `s0` has a type and the others take it through their references.
    static func chain(_ n: Int, typed: Bool) -> [UInt8] {
        var text = "{\"size\": {" + (typed ? "\"$type\": \"dimension\", " : "")
        text += "\"s0\": {\"$type\": \"dimension\", \"$value\": {\"value\": 17, \"unit\": \"px\"}}"
        for index in 1...n { text += ",\n\"s\(index)\": {\"$value\": \"{size.s\(index - 1)}\"}" }
        text += "},\n\"typography\": {\"$type\": \"typography\", \"body\": {\"$value\": {\"fontFamily\": \"Inter\", \"fontSize\": \"{size.s\(n)}\","
        text += " \"fontWeight\": 400, \"lineHeight\": 1.2, \"letterSpacing\": {\"value\": 0, \"unit\": \"px\"}}}}}"
        return Array(text.utf8)
    }

    /// The steps counted reading `bytes`, and the document.
    static func read(_ bytes: [UInt8]) -> (steps: Int, document: TokenDocument) {
        let counter = WorkCounter()
        let document = WorkCounter.$current.withValue(counter) { TokenReader().read(bytes: bytes, file: "chain.json") }
        return (counter.steps, document)
    }

    @Test("typed and untyped chains: steps at 4n at most 5 times those at n", arguments: [true, false])
    func linear(typed: Bool) {
        let n = 1_000
        let small = Self.read(Self.chain(n, typed: typed)), large = Self.read(Self.chain(4 * n, typed: typed))
        for read in [small, large] {
            #expect(read.document.diagnostics.isEmpty, "\(read.document.diagnostics.prefix(3))")
            #expect(read.document.tokens.map(\.name) == ["typography.body"])
            #expect(read.document.tokens.first?.fontSize == 17)
        }
        #expect(small.steps >= n, "every alias is followed at least once: \(small.steps)")
        #expect(large.steps <= 5 * small.steps, "\(small.steps) steps at n = \(n), \(large.steps) at 4n (linear: about 4 times)")
    }

    /// 100,000 aliases: no recursion to overflow the stack, and the size arrives at the end.
    @Test func aHundredThousandAliases() {
        let read = Self.read(Self.chain(100_000, typed: false))
        #expect(read.document.diagnostics.isEmpty, "\(read.document.diagnostics.prefix(3))")
        #expect(read.document.tokens.first?.fontSize == 17)
        #expect(read.steps < 10 * 100_000)
    }

    /// A cycle at the end of a long chain is one error at the reference that closes it, with the
    /// long cycle shortened in the message; a dangling end is one error where it dangles.
    @Test func brokenLongChainsAreReportedOnceWhereTheyBreak() throws {
        let n = 2_000
        var text = "{\"size\": {\"$type\": \"dimension\", \"s0\": {\"$value\": \"{size.s\(n)}\"}"
        for index in 1...n { text += ",\n\"s\(index)\": {\"$value\": \"{size.s\(index - 1)}\"}" }
        text += ",\n\"d0\": {\"$value\": \"{size.missing}\"}"
        for index in 1...n { text += ",\n\"d\(index)\": {\"$value\": \"{size.d\(index - 1)}\"}" }
        text += "}}"
        let read = Self.read(Array(text.utf8))
        let messages = read.document.diagnostics.map(\.description)
        #expect(messages.count == 2, "\(messages.prefix(4))")
        let cycle = try #require(read.document.diagnostics.first)
        // Found from s0, the first token: the reference that closes the cycle is s1's, at 2:18.
        #expect(cycle.location.line == 2 && cycle.location.column == 18, "\(cycle)")
        #expect(cycle.message.hasPrefix("alias cycle: {size.s0} → {size.s\(n)} → {size.s\(n - 1)}"), "\(cycle.message)")
        #expect(cycle.message.contains("… \(n + 2 - 12) more …"))
        let dangling = try #require(read.document.diagnostics.last)
        #expect(dangling.location.line == n + 2 && dangling.message.hasPrefix("dangling reference {size.missing}"), "\(dangling)")
        #expect(read.steps <= 4 * (2 * n + 2), "\(read.steps)")
    }
}
