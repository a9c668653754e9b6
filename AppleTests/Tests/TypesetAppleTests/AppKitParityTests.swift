#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CoreText
import Typeset
import TypesetFont
import TypesetAppKit
import TypesetSnapshotSupport
import XCTest

/// AppKit parity with TypesetUIKit (issue 23): installed fonts, a missing font, cap-height
/// alignment, height for a width, buttons. Runs with `swift test` on macOS; not on Linux.
@MainActor
final class AppKitParityTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        CTFontManagerRegisterFontsForURL(AppleFixtures.interURL as CFURL, .process, nil)
    }

    var scale: CGFloat { NSScreen.main?.backingScaleFactor ?? 2 }

    func testInstalledFontsHaveAppKitsMetrics() throws {
        var cases: [(NSFont, TextStyle)] = []
        for name in ["Avenir-Book", "Inter-Regular"] {
            let font = try XCTUnwrap(NSFont(name: name, size: 17), name)
            cases.append((font, try TextStyle(font)))
        }
        let serif = try XCTUnwrap(NSFont.systemFont(ofSize: 17).fontDescriptor.withDesign(.serif))
        cases.append((try XCTUnwrap(NSFont(descriptor: serif, size: 17)), TextStyle(font: try StyleFont(systemDesign: .serif), pointSize: 17)))
        for (font, style) in cases {
            let resolved = ResolvedStyle(style, grid: PixelGrid(scale: Double(scale)), category: .L)
            XCTAssertEqual(resolved.metrics.ascender, Double(font.ascender), accuracy: 1e-3, font.fontName)
            XCTAssertEqual(resolved.metrics.descender, Double(font.descender), accuracy: 1e-3, font.fontName)
            XCTAssertEqual(resolved.metrics.capHeight, Double(font.capHeight), accuracy: 1e-3, font.fontName)
            let field = TypesetTextField(labelWithString: "Installed")
            field.typesetStyle = style
            XCTAssertNil(field.typesetFontError, font.fontName)
        }
    }

    func testMissingFontIsReportedAndFallsBack() throws {
        let missing = StyleFont(source: .installed(postScriptName: "NoSuchFont-Bold", weight: .bold), metrics: StyleFont.systemMetrics)
        let field = TypesetTextField(labelWithString: "Fallback")
        field.typesetStyle = TextStyle(font: missing, pointSize: 20, lineHeight: .points(26))
        XCTAssertEqual(field.typesetFontError, .notInstalled(postScriptName: "NoSuchFont-Bold"))
        let font = try XCTUnwrap(field.attributedStringValue.attribute(.font, at: 0, effectiveRange: nil) as? NSFont)
        XCTAssertEqual(font.pointSize, 20)
        XCTAssertThrowsError(try StyleFont(postScriptName: "NoSuchFont-Bold"))
    }

    func testCapHeightAlignmentRectIsThePlans() throws {
        let style = TextStyle(font: .system(), pointSize: 17, lineHeight: .points(24))
        let field = TypesetTextField(labelWithString: "Cap")
        field.typesetStyle = style
        field.alignsCapHeight = true
        field.alignsBaseline = true
        let plan = try XCTUnwrap(field.typesetPlan()).plan
        XCTAssertEqual(Double(field.alignmentRectInsets.top), plan.capHeight.insets.top)
        XCTAssertEqual(Double(field.alignmentRectInsets.bottom), plan.capHeight.insets.bottom)
    }

    func testHeightForAWidthIsTheCores() throws {
        let style = TextStyle(font: try AppleFixtures.interFont(), pointSize: 17, lineHeight: .points(24))
        let stack = try AppleFixtures.interStack()
        let text = "The quick brown fox jumps over the lazy dog, again and again, until the line breaks twice."
        for width in [120.0, 200, 320] {
            let appKit = NSTextField.typesetHeight(of: text, style: style, width: CGFloat(width), scale: scale)
            let plan = AppKitStyleMapping.plan(style, scale: scale)
            // NSTextField's cell adds its own text inset around the lines; compare line counts.
            let lines = (Double(appKit) / 24).rounded(.down)
            XCTAssertEqual(lines * 24, plan.height(of: text, width: width, stack: stack), accuracy: 24, "\(width)")
        }
    }

    func testButtonTitleIsStyled() throws {
        let button = NSButton(title: "Button", target: nil, action: nil)
        let style = TextStyle(font: .system(.semibold), pointSize: 15, lineHeight: .points(20), letterSpacing: .points(0.3), textCase: .uppercase)
        button.applyTypesetStyle(style)
        XCTAssertEqual(button.attributedTitle.string, "BUTTON")
        XCTAssertEqual((button.attributedTitle.attribute(.kern, at: 0, effectiveRange: nil) as? NSNumber)?.doubleValue, 0.3)
    }
}
#endif
