import Foundation
import Testing
@testable import TypesetTokens
@testable import TypesetSupport
import TypesetFont

/// A style set in a later face of a collection on the web: browsers load a collection's first
/// face and `@font-face` cannot name another, so the specimen serves that face from a file of
/// its own in its font folder, `generate --css` writes it beside the CSS, and the plain generator
/// says so in a comment.
@Suite struct CSSCollectionFaceTests {
    @Test func faceFileNames() {
        #expect(CSSGenerator.faceFile("NotoSansCJK-Regular.ttc", index: 2) == "NotoSansCJK-Regular-2.otf")
        #expect(CSSGenerator.faceFile("fonts/v1.2/Font", index: 1) == "fonts/v1.2/Font-1.otf")
        #expect(CSSGenerator.faceFile("Inter.otf", index: 0) == "Inter.otf")
    }

    /// A guide with one style in face 1 of the CJK fixture collection, and the guide's folder.
    static func collectionGuide() throws -> (StyleGuide, String) {
        let directory = try CodeGenTools.temporaryDirectory()
        let font = TokensRepo.path("Fixtures/fonts/NotoSansCJK-Regular-subset.ttc")
        try writeFile(directory + "/tokens.json", """
            { "body": { "$type": "typography", "$value": { "fontFamily": "Noto Sans CJK SC", "fontSize": { "value": 17, "unit": "px" },
              "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.25 },
              "$extensions": { "com.typeset": { "fontFile": "\(font)", "fontIndex": 1 } } } }
            """)
        let guide = StyleGuide.load(file: directory + "/tokens.json", fontDirectory: directory)
        #expect(guide.diagnostics.filter { $0.severity == .error }.isEmpty, "\(guide.diagnostics)")
        return (guide, directory)
    }

    @Test func laterFaceIsServedAlone() throws {
        let (guide, directory) = try Self.collectionGuide()
        let plain = try #require(CSSGenerator(guide: guide).files().first?.contents)
        #expect(plain.contains("/* NotoSansCJK-Regular-subset.ttc face 1: browsers load a collection's first face"))
        // The collection is used where it is, outside the font folder (the CSS's folder here).
        let src = try #require(plain.split(separator: "\n").first { $0.hasPrefix("  src: url(\"") })
        let url = String(src.dropFirst("  src: url(\"".count).dropLast("\");".count))
        #expect(url.hasSuffix("/NotoSansCJK-Regular-subset.ttc"), "\(url)")
        #expect(FileManager.default.contentsEqual(atPath: directory + "/" + url, andPath: TokensRepo.path("Fixtures/fonts/NotoSansCJK-Regular-subset.ttc")), "\(url)")
        let split = try #require(CSSGenerator(guide: guide, fontURLPrefix: "fonts/", splitsCollections: true).files().first?.contents)
        #expect(split.contains("src: url(\"fonts/NotoSansCJK-Regular-subset-1.otf\")"))
        #expect(!split.contains("browsers load a collection's first face"))
    }

    @Test func besideTheCSSTheFaceIsAFileOfItsOwn() throws {
        let (guide, _) = try Self.collectionGuide()
        let files = CSSGenerator(guide: guide, fontURLPrefix: "../fonts/", collectionFaces: .besideCSS).files()
        #expect(files.map(\.name) == [CSSGenerator.fileName, "NotoSansCJK-Regular-subset-1.otf"])
        let css = files[0].contents
        // Loaded from beside the CSS, not from the font folder, and no comment.
        #expect(css.contains("src: url(\"NotoSansCJK-Regular-subset-1.otf\")"))
        #expect(!css.contains("browsers load a collection's first face"))
        // The file is the face alone: StandaloneFaceWriter.file(of:)'s bytes, read back as the same face.
        let collection = try FontFile(data: FontData(Array(try Data(contentsOf: URL(fileURLWithPath:
            TokensRepo.path("Fixtures/fonts/NotoSansCJK-Regular-subset.ttc"))))))
        let face = try collection.face(at: 1)
        #expect(files[1].data == (try StandaloneFaceWriter.file(of: face)))
        let alone = try FontFile(data: FontData(files[1].data)).face(at: 0)
        #expect(try alone.names().postScriptName == (try face.names().postScriptName))
        #expect(try alone.names().postScriptName != (try collection.face(at: 0).names().postScriptName))
    }

    @Test func generateWritesAndChecksTheFaceBesideTheCSS() throws {
        let (guide, directory) = try Self.collectionGuide()
        let files = CSSGenerator(guide: guide, collectionFaces: .besideCSS).files()
        let out = directory + "/web"
        try GeneratedOutput.write(files, to: out)
        let written = try Data(contentsOf: URL(fileURLWithPath: out + "/NotoSansCJK-Regular-subset-1.otf"))
        #expect(Array(written) == files[1].data)
        #expect(GeneratedOutput.check(files, in: out).isEmpty)
        // A changed face file is told, as a changed source is.
        var changed = Array(written)
        changed[changed.count / 2] ^= 0xFF
        try Data(changed).write(to: URL(fileURLWithPath: out + "/NotoSansCJK-Regular-subset-1.otf"))
        let differences = GeneratedOutput.check(files, in: out)
        #expect(differences.count == 1)
        if case .differs(let path, _) = differences.first { #expect(path.hasSuffix("NotoSansCJK-Regular-subset-1.otf")) } else {
            Issue.record("expected a difference, got \(differences)")
        }
    }

    @Test func textFromFilesCannotCloseACSSComment() {
        // "*/" inside one Swift character (a combining mark after the slash, a prepended
        // character before the star) still ends a CSS comment, which reads code points.
        for text in ["a*/b", "*/\u{301}x", "\u{600}*/y", "**//", "*\u{301}/"] {
            let scalars = Array(CSSGenerator.comment(text).unicodeScalars)
            let closes = zip(scalars, scalars.dropFirst()).contains { $0 == "*" && $1 == "/" }
            #expect(!closes, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        #expect(CSSGenerator.comment("a*/b") == "a* /b")
        #expect(CSSGenerator.comment("plain / text * here") == "plain / text * here")
    }
}
