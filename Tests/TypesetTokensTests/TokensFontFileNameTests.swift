import Foundation
import Testing
@testable import TypesetTokens
@testable import TypesetSupport

/// Generated code, the CSS and the specimen name a style's font by its file (`Entry.fontFile`):
/// two different font files outside the font folder with one file name must not both become
/// that name (the second style would be drawn, loaded and registered in the first's font).
@Suite struct TokensFontFileNameTests {
    static func token(_ name: String, family: String, file: String) -> String {
        """
        "\(name)": { "$type": "typography", "$value": { "fontFamily": "\(family)", "fontSize": { "value": 17, "unit": "px" },
          "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.25 },
          "$extensions": { "com.typeset": { "fontFile": "\(file)" } } }
        """
    }

    /// A guide in a fresh folder whose tokens use `files` (absolute paths), fonts looked up in
    /// an empty folder of their own.
    static func load(_ files: [(family: String, path: String)]) throws -> StyleGuide {
        let directory = try CodeGenTools.temporaryDirectory()
        let tokens = files.enumerated().map { token("style\($0.offset)", family: $0.element.family, file: $0.element.path) }
        try FileManager.default.createDirectory(atPath: directory + "/fonts", withIntermediateDirectories: true)
        try writeFile(directory + "/tokens.json", "{ " + tokens.joined(separator: ",\n") + " }")
        return StyleGuide.load(file: directory + "/tokens.json", fontDirectory: directory + "/fonts")
    }

    /// Copies the fixture `fixture` to `folder/name` and returns the copy's path.
    static func copy(_ fixture: String, to folder: String, as name: String) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let target = folder + "/" + name
        try? FileManager.default.removeItem(atPath: target)
        try FileManager.default.copyItem(atPath: TokensRepo.path("Fixtures/fonts/" + fixture), toPath: target)
        return target
    }

    static func errors(_ guide: StyleGuide) -> [String] {
        guide.diagnostics.filter { $0.severity == .error }.map(\.description)
    }

    @Test func twoFontsWithOneFileNameAreAnError() throws {
        let root = try CodeGenTools.temporaryDirectory()
        let dejaVu = try Self.copy("DejaVuSans-subset.ttf", to: root + "/a", as: "Body.ttf")
        let lato = try Self.copy("Lato-Regular-subset.ttf", to: root + "/b", as: "Body.ttf")
        let guide = try Self.load([("DejaVu Sans", dejaVu), ("Lato", lato)])
        let errors = Self.errors(guide)
        #expect(errors.count == 1, "\(guide.diagnostics)")
        #expect(errors.first?.contains("the font \(lato) has the file name Body.ttf of another font of this guide (\(dejaVu))") == true,
                "\(errors)")
        // The first keeps the name; the second is not built in the first's font.
        #expect(guide.entries.map(\.fontFile) == ["Body.ttf"])
        #expect(guide.entries.first?.face?.path == dejaVu)
    }

    @Test func oneFontUnderTwoSpellingsOrTwoNamesIsFine() throws {
        let root = try CodeGenTools.temporaryDirectory()
        let dejaVu = try Self.copy("DejaVuSans-subset.ttf", to: root + "/a", as: "Body.ttf")
        let lato = try Self.copy("Lato-Regular-subset.ttf", to: root + "/b", as: "Text.ttf")
        let respelled = root + "/b/../a/./Body.ttf"
        let guide = try Self.load([("DejaVu Sans", dejaVu), ("DejaVu Sans", respelled), ("Lato", lato)])
        #expect(Self.errors(guide).isEmpty, "\(guide.diagnostics)")
        #expect(guide.entries.map(\.fontFile) == ["Body.ttf", "Body.ttf", "Text.ttf"])
    }
}
