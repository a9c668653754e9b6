import Foundation
import Testing
import Typeset
@testable import TypesetTokens
@testable import TypesetSupport

/// The adapters' defects in the generated Apple code, checked in the generated text (the files are
/// type-checked against the Apple stand-ins, with and without an SDK that has `lineHeight(_:)`,
/// by Scripts/typecheck_apple_adapters.sh).
@Suite struct AppleCodeGenTests {
    static func file(_ name: String) throws -> String {
        try #require(CodeGenTests.exampleFiles().first { $0.name == name }).contents
    }

    /// The lines of `text` with the `#if` conditions open at each.
    static func conditions(_ text: String) -> [(line: String, open: [String])] {
        var stack: [String] = []
        var out: [(String, [String])] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#if ") {
                stack.append(String(line.dropFirst(4)))
            } else if line.hasPrefix("#else") || line.hasPrefix("#elseif") {
                if let last = stack.popLast() { stack.append("!(\(last))") }
            } else if line.hasPrefix("#endif") {
                _ = stack.popLast()
            }
            out.append((line, stack))
        }
        return out
    }

    /// Defect: `lineHeight(.exact(points:))` is only in the 26 SDKs; `#available` does not hide it
    /// from an older compiler. Every use is inside `#if compiler(>=6.2)`.
    @Test func swiftUILineHeightIsBehindACompilerCheck() throws {
        let lines = Self.conditions(try Self.file(SwiftCodeGenerator.swiftUIFileName))
        let uses = lines.filter { !$0.line.hasPrefix("//") && $0.line.contains(".lineHeight(.exact") }
        #expect(!uses.isEmpty)
        for use in uses {
            #expect(use.open.contains("compiler(>=6.2)"), "\(use.line) under \(use.open)")
        }
        // The other branch builds the approximation.
        #expect(lines.contains { $0.line.hasPrefix("approximated(") && $0.open.contains("!(compiler(>=6.2))") })
    }

    /// Defect: before iOS 26 the generated modifier left out the outer padding the adapter adds:
    /// half of the line spacing above the first line and below the last.
    @Test func swiftUIApproximationPadsTheFirstAndLastLines() throws {
        let text = try Self.file(SwiftCodeGenerator.swiftUIFileName)
        let body = try #require(text.range(of: "private func approximated"))
        let function = text[body.lowerBound...].prefix(while: { $0 != "}" })
        #expect(function.contains(".lineSpacing(difference)"))
        #expect(function.contains(".padding(.vertical, difference / 2)"))
        #expect(function.contains("max(0, lineHeight - style.fontLineHeightPerPoint * size)"))
    }

    /// Defect: the generated `TypesetUIKitStyle` did not plug into TypesetUIKit's views.
    @Test func uiKitStyleConformsWhenTypesetUIKitIsThere() throws {
        let lines = Self.conditions(try Self.file(SwiftCodeGenerator.uiKitFileName))
        let conformance = try #require(lines.first { $0.line == "extension TypesetUIKitStyle: TypesetGeneratedUIKitStyle {}" })
        #expect(conformance.open.contains("canImport(TypesetUIKit)"))
        let imports = try #require(lines.first { $0.line == "import TypesetUIKit" })
        #expect(imports.open.contains("canImport(TypesetUIKit)"))
    }

    /// The example app (Examples/TypesetExample) runs on the committed generated files; they
    /// are what `typeset generate` writes now.
    @Test func exampleAppGeneratedFilesAreCurrent() {
        let directory = TokensRepo.path("Examples/TypesetExample/Sources/TypesetExample/Generated")
        #expect(GeneratedOutput.check(CodeGenTests.exampleFiles(), in: directory) == [],
                "regenerate with: typeset generate Examples/StyleGuide/tokens.json --out \(directory)")
    }

    /// The Pixel-perfect line height in UIKit article's `traitTightLeading` / `traitLooseLeading` in tokens (`"leading"` under
    /// `com.typeset`): the style's line height moves by Apple's documented 2 pt, and the generated
    /// code carries it. Inter 16 at 150 % is 24 pt; tight 22, loose 26.
    @Test func leadingTokensReachTheGeneratedCode() throws {
        let directory = try CodeGenTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tokens = directory + "/tokens.json"
        let px = { (value: Double) in "{ \"value\": \(value), \"unit\": \"px\" }" }
        try """
        { "type": { "$type": "typography",
          "tight": { "$value": { "fontFamily": "Inter", "fontSize": \(px(16)), "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": \(px(0)) },
            "$extensions": { "com.typeset": { "leading": "tight" } } },
          "loose": { "$value": { "fontFamily": "Inter", "fontSize": \(px(16)), "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": \(px(0)) },
            "$extensions": { "com.typeset": { "leading": "loose" } } },
          "plain": { "$value": { "fontFamily": "Inter", "fontSize": \(px(16)), "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": \(px(0)) } },
          "wrong": { "$value": { "fontFamily": "Inter", "fontSize": \(px(16)), "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": \(px(0)) },
            "$extensions": { "com.typeset": { "leading": "airy" } } }
        } }
        """.write(toFile: tokens, atomically: true, encoding: .utf8)
        let guide = StyleGuide.load(file: tokens, fontDirectory: TokensRepo.styleGuide + "/fonts")
        // An unknown value is an error naming the choices, at the value.
        let wrong = guide.diagnostics.filter { $0.message.contains("leading") }
        #expect(wrong.count == 1 && wrong.first?.message.contains("standard, tight, loose") == true, "\(guide.diagnostics)")
        let heights = Dictionary(uniqueKeysWithValues: guide.entries.map { entry in
            (entry.token.name, ResolvedStyle(entry.style, grid: .x3, category: .L).lineHeight)
        })
        #expect(heights["type.plain"] == 24 && heights["type.tight"] == 22 && heights["type.loose"] == 26, "\(heights)")
        let files = SwiftCodeGenerator(guide: guide, sourceName: "tokens.json").files()
        let neutral = try #require(files.first { $0.name == SwiftCodeGenerator.neutralFileName }).contents
        #expect(neutral.contains("leading: .tight") && neutral.contains("leading: .loose"))
        for name in [SwiftCodeGenerator.uiKitFileName, SwiftCodeGenerator.swiftUIFileName] {
            let text = try #require(files.first { $0.name == name }).contents
            #expect(text.contains("leadingAdjustment: -2,") && text.contains("leadingAdjustment: 2,") && text.contains("leadingAdjustment: 0,"), "\(name)")
            #expect(text.contains("return leadingAdjustment == 0 ? specified : max(0, specified + leadingAdjustment)"), "\(name)")
        }
    }
}
