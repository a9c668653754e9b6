#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CoreText
import Typeset
import TypesetFont
import TypesetAppKit
import TypesetSnapshotSupport
import XCTest

/// AppKit parity with TypesetUIKit: installed fonts, a missing font, cap-height
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

    /// A wrapping text field's height is the core's lines in the cell's text area plus the cell's
    /// own margins, both read from AppKit: the text area is `drawingRect(forBounds:)`, the margins
    /// are a one-line string's height less one line. The line count must be the core's exactly
    /// and the rest the same margins at every width (to a pixel), not "within a line" as before.
    func testHeightForAWidthIsTheCores() throws {
        let style = TextStyle(font: try AppleFixtures.interFont(), pointSize: 17, lineHeight: .points(24))
        let stack = try AppleFixtures.interStack()
        let text = "The quick brown fox jumps over the lazy dog, again and again, until the line breaks twice."
        let plan = AppKitStyleMapping.plan(style, scale: scale)
        let cell = try XCTUnwrap(NSTextField(wrappingLabelWithString: "").cell)
        var margins: [Double] = []
        for width in [120.0, 200, 320] {
            let appKit = Double(NSTextField.typesetHeight(of: text, style: style, width: CGFloat(width), scale: scale))
            let oneLine = Double(NSTextField.typesetHeight(of: "x", style: style, width: CGFloat(width), scale: scale))
            let margin = oneLine - 24
            margins.append(margin)
            let textWidth = Double(cell.drawingRect(forBounds: NSRect(x: 0, y: 0, width: width, height: 10_000)).width)
            let core = plan.height(of: text, width: textWidth, stack: stack)
            XCTAssertEqual(appKit - margin, core, accuracy: 1 / Double(scale), "\(width): text area \(textWidth)")
            XCTAssertGreaterThanOrEqual(core, 48, "\(width)")
        }
        XCTAssertEqual(margins.max() ?? 0, margins.min() ?? 0, accuracy: 1 / Double(scale))
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
