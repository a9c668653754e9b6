import Foundation
import Testing
import Typeset
import TypesetShaping

/// A text shaped once and laid out at many sizes, letter spacings and widths measures exactly
/// as the typesetter measures the text itself at each of them.
@Suite struct PreparedTextTests {
    static func stack(_ font: String) throws -> FontStack {
        FontStack(try ShapingFont(contentsOfFile: StyleRepo.path(font)),
                  fallbacks: [try ShapingFont(contentsOfFile: LayoutTests.noto, index: 1)])
    }

    static func samples() throws -> [String] {
        var texts = ["", " ", "OK", "Cancel", "Delete all 12 photos?", "aaaa->bbbb -> cccc", "office affinity fluffy",
                     "Line one\nLine two\n\nafter a blank line", "tab\tseparated\tvalues", "Wait… what?  Trailing   ",
                     "Einstellungen für Barrierefreiheit", "Überprüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.",
                     "保存されていない変更があります。閉じてもよろしいですか？", "设置已保存", "Mixed 中文 and English text 混合"]
        for name in ["en", "de", "fr", "mixed", "ja", "zh"] {
            let paragraph = try String(contentsOfFile: StyleRepo.path("Fixtures/text/paragraphs/\(name).txt"), encoding: .utf8)
            texts.append(paragraph)
            texts.append(contentsOf: paragraph.split(separator: ".").prefix(6).map(String.init))
        }
        return texts
    }

    @Test(arguments: ["Fixtures/fonts/Inter-Regular-subset.otf", "Fixtures/fonts/Lato-Regular-subset.ttf",
                      "Fixtures/fonts/DejaVuSans-subset.ttf"])
    func preparedTextsMeasureAsTheirText(_ font: String) throws {
        let stack = try Self.stack(font)
        let texts = try Self.samples()
        var preparer = TextPreparer(Typesetter(stack: stack, pointSize: 17))
        let prepared = texts.map { preparer.prepare($0) }
        var buffers = LayoutBuffers()
        var results: [TextMeasurement] = []
        let widths = [40.0, 90, 157.5, 320, 0]
        var compared = 0, multiLine = 0, truncated = 0
        for (size, spacing, lineHeight) in [(11.0, 0.0, 13.0), (17, 0.4, 22), (23.5, -0.6, 30), (53, 1.5, 60)] {
            let typesetter = Typesetter(stack: stack, pointSize: size, lineHeight: lineHeight, letterSpacing: spacing, paragraphSpacing: 3)
            for maxLines in [0, 2] {
                for (text, ready) in zip(texts, prepared) {
                    typesetter.measure(ready, widths: widths, maxLines: maxLines, buffers: &buffers, into: &results)
                    for (width, fast) in zip(widths, results) {
                        let exact = typesetter.measure(text, width: width, maxLines: maxLines)
                        #expect(fast.lineCount == exact.lineCount && fast.truncated == exact.truncated,
                                "\(font) \(size)pt \(width) '\(text.prefix(30))': \(fast) vs \(exact)")
                        #expect(abs(fast.height - exact.height) < 1e-9 && abs(fast.usedWidth - exact.usedWidth) < 1e-6,
                                "\(font) \(size)pt \(width) '\(text.prefix(30))': \(fast) vs \(exact)")
                        let single = typesetter.measure(ready, width: width, maxLines: maxLines, buffers: &buffers)
                        #expect(single == fast)
                        compared += 1
                        if exact.lineCount > 2 { multiLine += 1 }
                        if exact.truncated { truncated += 1 }
                    }
                }
            }
        }
        // The comparison covers wrapping, truncation and single lines.
        #expect(compared == texts.count * widths.count * 8)
        #expect(multiLine > 100 && truncated > 100)
    }

    /// A prepared text's natural width is its one-line width at any size and spacing.
    @Test func naturalWidthScalesWithSizeAndSpacing() throws {
        let stack = try Self.stack("Fixtures/fonts/Lato-Regular-subset.ttf")
        var preparer = TextPreparer(Typesetter(stack: stack, pointSize: 10))
        let ready = preparer.prepare("Affluent office")
        for (size, spacing) in [(12.0, 0.0), (31, 2.5)] {
            let line = try #require(Typesetter(stack: stack, pointSize: size, letterSpacing: spacing).layout("Affluent office", width: 0).lines.first)
            #expect(abs(ready.naturalWidth(pointSize: size, letterSpacing: spacing) - line.width) < 1e-9)
        }
    }

    /// Prepared for other features, a text is measured from its text (with the measuring
    /// typesetter's features), not from the other shaping.
    @Test func textPreparedWithOtherFeaturesIsShapedAgain() throws {
        let stack = try Self.stack("Fixtures/fonts/Lato-Regular-subset.ttf")
        var preparer = TextPreparer(Typesetter(stack: stack, pointSize: 10, features: [FeatureSetting("liga", value: 0)]))
        let ready = preparer.prepare("office office office")
        let typesetter = Typesetter(stack: stack, pointSize: 20)
        var buffers = LayoutBuffers()
        #expect(typesetter.measure(ready, width: 100, buffers: &buffers) == typesetter.measure("office office office", width: 100))
    }
}

/// Fallbacks ordered per script: a character of the script tries its fonts before the others.
@Suite struct ScriptFallbackTests {
    @Test func aScriptsFontsComeBeforeTheGeneralFallbacks() throws {
        let latin = try ShapingFont(contentsOfFile: StyleRepo.path("Fixtures/fonts/DejaVuSans-subset.ttf"))
        let japanese = try ShapingFont(contentsOfFile: LayoutTests.noto, index: 0)
        let chinese = try ShapingFont(contentsOfFile: LayoutTests.noto, index: 1)
        let plain = FontStack(latin, fallbacks: [japanese, chinese])
        let ordered = FontStack(latin, fallbacks: [japanese, chinese], scriptFallbacks: [UnicodeScript(iso15924: "Hani")!: [chinese]])
        #expect(ordered.fonts.count == 3)
        let han: UInt32 = 0x6587  // 文, in both CJK faces
        let kana: UInt32 = 0x3042  // あ, Hiragana: no order of its own
        #expect(japanese.characterMap.glyph(for: han) != nil && chinese.characterMap.glyph(for: han) != nil)
        #expect(plain.font(for: han) == 1 && ordered.font(for: han) == 2)
        #expect(plain.font(for: kana) == 1 && ordered.font(for: kana) == 1)
        #expect(ordered.font(for: 0x41) == 0)
        // Layout follows: the Han character is shaped with the Chinese face, and the typesetters
        // of the two stacks keep separate caches.
        let glyphs = Typesetter(stack: ordered, pointSize: 17).shapedGlyphs("A文あ")
        #expect(glyphs.map(\.font) == [0, 2, 1])
        #expect(Typesetter(stack: plain, pointSize: 17).shapedGlyphs("A文あ").map(\.font) == [0, 1, 1])
    }
}
