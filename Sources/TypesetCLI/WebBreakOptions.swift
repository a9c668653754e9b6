import ArgumentParser
import Typeset

/// The CSS break properties of `--platform web`, each defaulting to CSS's initial value.
struct WebBreakOptions: ParsableArguments {
    @Option(help: "With --platform web: CSS overflow-wrap: normal (a word wider than the line overflows it; the default), break-word or anywhere (the word is cut; the two break alike in a fixed width).")
    var overflowWrap: String?

    @Option(help: "With --platform web: CSS word-break: normal (the default), break-all (letters of every script break as ideographs) or keep-all (no break between CJK or Korean letters).")
    var wordBreak: String?

    @Option(help: "With --platform web: CSS line-break: auto (the default: the language's, as Chromium applies it), normal, strict (no line starts with a small kana or ー) or loose.")
    var lineBreak: String?

    var overflow: CSSOverflowWrap { overflowWrap.flatMap(CSSOverflowWrap.init(rawValue:)) ?? .normal }
    var words: CSSWordBreak { wordBreak.flatMap(CSSWordBreak.init(rawValue:)) ?? .normal }
    var lines: CSSLineBreak { lineBreak.flatMap(CSSLineBreak.init(rawValue:)) ?? .auto }

    /// The values given, as CSS writes them (property, value).
    var given: [(String, String)] {
        [("overflow-wrap", overflowWrap), ("word-break", wordBreak), ("line-break", lineBreak)].compactMap { name, value in value.map { (name, $0) } }
    }

    func validate(platform: String) throws {
        for (option, value, allowed) in [("--overflow-wrap", overflowWrap, CSSOverflowWrap.allCases.map(\.rawValue)),
                                         ("--word-break", wordBreak, CSSWordBreak.allCases.map(\.rawValue)),
                                         ("--line-break", lineBreak, CSSLineBreak.allCases.map(\.rawValue))] {
            guard let value else { continue }
            guard platform == "web" else { throw ValidationError("\(option) needs --platform web") }
            guard allowed.contains(value) else {
                throw ValidationError("\(option) must be \(allowed.dropLast().joined(separator: ", ")) or \(allowed.last ?? "") (got '\(value)')")
            }
        }
    }
}
