import Foundation
import Testing
@testable import TypesetTokens
@testable import TypesetSupport

/// A style set in a later face of a collection on the web: browsers load a collection's first
/// face and `@font-face` cannot name another, so the specimen serves that face from a file of
/// its own and `generate --css` says so where it cannot.
@Suite struct CSSCollectionFaceTests {
    @Test func faceFileNames() {
        #expect(CSSGenerator.faceFile("NotoSansCJK-Regular.ttc", index: 2) == "NotoSansCJK-Regular-2.otf")
        #expect(CSSGenerator.faceFile("fonts/v1.2/Font", index: 1) == "fonts/v1.2/Font-1.otf")
        #expect(CSSGenerator.faceFile("Inter.otf", index: 0) == "Inter.otf")
    }

    @Test func laterFaceIsServedAlone() throws {
        let directory = try CodeGenTools.temporaryDirectory()
        let font = TokensRepo.path("Fixtures/fonts/NotoSansCJK-Regular-subset.ttc")
        try writeFile(directory + "/tokens.json", """
            { "body": { "$type": "typography", "$value": { "fontFamily": "Noto Sans CJK SC", "fontSize": { "value": 17, "unit": "px" },
              "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.25 },
              "$extensions": { "com.typeset": { "fontFile": "\(font)", "fontIndex": 1 } } } }
            """)
        let guide = StyleGuide.load(file: directory + "/tokens.json", fontDirectory: directory)
        #expect(guide.diagnostics.filter { $0.severity == .error }.isEmpty, "\(guide.diagnostics)")
        let plain = try #require(CSSGenerator(guide: guide).files().first?.contents)
        #expect(plain.contains("/* NotoSansCJK-Regular-subset.ttc face 1: browsers load a collection's first face"))
        #expect(plain.contains("src: url(\"NotoSansCJK-Regular-subset.ttc\")"))
        let split = try #require(CSSGenerator(guide: guide, fontURLPrefix: "fonts/", splitsCollections: true).files().first?.contents)
        #expect(split.contains("src: url(\"fonts/NotoSansCJK-Regular-subset-1.otf\")"))
        #expect(!split.contains("browsers load a collection's first face"))
    }
}
