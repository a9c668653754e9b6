import Testing
@testable import TypesetTokens

/// The path from the guide's font folder to a font file that `url()`s of fonts used where they
/// are follow ``CSSGenerator/fontURLPrefix`` with.
@Suite struct CSSFontURLTests {
    @Test func pathsFromTheFontFolder() {
        #expect(CSSGenerator.path(of: "fonts/Inter.otf", from: "fonts") == "Inter.otf")
        #expect(CSSGenerator.path(of: "./fonts/sub/Inter.otf", from: "fonts/") == "sub/Inter.otf")
        #expect(CSSGenerator.path(of: "tokens/../other/Inter.otf", from: "fonts") == "../other/Inter.otf")
        #expect(CSSGenerator.path(of: "/a/b/other/Inter.otf", from: "/a/b/c/fonts") == "../../other/Inter.otf")
        #expect(CSSGenerator.path(of: "Inter.otf", from: ".") == "Inter.otf")
        #expect(CSSGenerator.path(of: "../Inter.otf", from: ".") == "../Inter.otf")
        // One absolute and one relative path, or a folder above the working one: no path.
        #expect(CSSGenerator.path(of: "/a/Inter.otf", from: "fonts") == nil)
        #expect(CSSGenerator.path(of: "fonts/Inter.otf", from: "/a/fonts") == nil)
        #expect(CSSGenerator.path(of: "other/Inter.otf", from: "../fonts") == nil)
    }
}
