import Foundation
import Testing
import TypesetShaping
@testable import TypesetLayout

/// Measuring adds a cached word by its pen record (the advance of each cluster and where it is
/// unsafe to break), not by its glyphs; the full layout adds the glyphs. For random texts in
/// fonts with kerning, ligatures, joining, conjuncts and clusters of several glyphs, laid out
/// again and again with one set of buffers (so that almost every word comes from the cache),
/// the lines measured from pen records equal the full layout's to the bit.
@Suite struct PenRecordTests {
    static let cases: [(font: String, paragraph: String)] = [
        ("Fixtures/fonts/Lato-Regular-subset.ttf", "en"),
        ("Fixtures/fonts/Inter-Regular-subset.otf", "en"),
        ("Fixtures/fonts/DejaVuSans-subset.ttf", "fr"),
        ("Fixtures/fonts/NotoSansArabic-Regular-subset.ttf", "ar"),
        ("Fixtures/fonts/NotoSansDevanagari-Regular-subset.ttf", "hi"),
        ("Fixtures/fonts/NotoSansThai-Regular-subset.ttf", "th"),
        ("Fixtures/fonts/NotoSansKhmer-Regular-subset.ttf", "km"),
    ]

    @Test(arguments: 0..<cases.count)
    func measuredLinesEqualTheFullLayout(index: Int) throws {
        let (file, name) = Self.cases[index]
        let font = try ShapingFont(contentsOfFile: StyleRepo.path(file))
        let words = try String(contentsOfFile: StyleRepo.path("Fixtures/text/paragraphs/\(name).txt"), encoding: .utf8)
            .split(whereSeparator: \.isWhitespace).map(String.init)
        try #require(words.count >= 8)  // Thai and Khmer: phrases between spaces
        var random = SplitMix64(seed: UInt64(index) &+ 0x5EED)
        let typesetter = Typesetter(stack: FontStack(font), pointSize: 17, lineHeight: 24)
        var measuring = LayoutBuffers(), laying = LayoutBuffers()
        var lines = 0
        for round in 0..<120 {
            let count = Int.random(in: 1...40, using: &random)
            let text = (0..<count).map { _ in words[Int.random(in: 0..<words.count, using: &random)] }.joined(separator: " ")
            let width = [60.0, 120, 200, 320, .infinity][round % 5]
            let measured = typesetter.layoutLines(text, width: width, buffers: &measuring)
            let full = typesetter.layout(text, width: width, buffers: &laying)
            #expect(measured.lines.map(\.range) == full.lines.map(\.range), "\(name) round \(round)")
            #expect(measured.lines.map(\.width) == full.lines.map(\.width), "\(name) round \(round)")
            #expect(measured.exactHeight == full.exactHeight && measured.exactUsedWidth == full.exactUsedWidth, "\(name) round \(round)")
            // A fresh layout (nothing cached) agrees too.
            if round % 10 == 0 {
                var empty = LayoutBuffers()
                let fresh = typesetter.layoutLines(text, width: width, buffers: &empty)
                #expect(fresh.lines.map(\.width) == measured.lines.map(\.width), "\(name) round \(round)")
            }
            lines += full.lines.count
        }
        #expect(lines > 300)
    }
}
