#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CoreText
import Typeset
import TypesetFont
import TypesetAppKit
import TypesetSnapshotSupport
import XCTest

/// NSTextField styled by TypesetAppKit, and AppKit's font metrics, against Typeset's numbers.
/// Runs with `swift test` on macOS; not on Linux.
@MainActor
final class AppKitComparisonTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        CTFontManagerRegisterFontsForURL(AppleFixtures.interURL as CFURL, .process, nil)
    }

    func testInterMetricsMatchTheCore() throws {
        let inter = try AppleFixtures.interFont()
        let font = try XCTUnwrap(NSFont(name: "Inter-Regular", size: 17))
        let core = inter.metrics.scaled(to: 17)
        XCTAssertEqual(Double(font.ascender), core.ascender, accuracy: 1e-3)
        XCTAssertEqual(Double(font.descender), core.descender, accuracy: 1e-3)
        XCTAssertEqual(Double(font.capHeight), core.capHeight, accuracy: 1e-3)
    }

    func testTextFieldAttributesAreThePlans() throws {
        for (name, style, _) in try AppleFixtures.styles() {
            let field = NSTextField(labelWithString: "Keep")
            field.alignment = .right
            field.applyTypesetStyle(style)
            let plan = AppKitStyleMapping.plan(style, scale: field.window?.backingScaleFactor ?? NSScreen.main?.backingScaleFactor ?? 0)
            let attributes = field.attributedStringValue.attributes(at: 0, effectiveRange: nil)
            let paragraph = try XCTUnwrap(attributes[.paragraphStyle] as? NSParagraphStyle)
            XCTAssertEqual(Double(paragraph.minimumLineHeight), plan.paragraph.minimumLineHeight, name)
            XCTAssertEqual(Double(paragraph.maximumLineHeight), plan.paragraph.maximumLineHeight, name)
            XCTAssertEqual(paragraph.alignment, .right, name)
            XCTAssertEqual((attributes[.kern] as? NSNumber)?.doubleValue, plan.paragraph.kern, name)
            XCTAssertEqual((attributes[.baselineOffset] as? NSNumber)?.doubleValue, plan.paragraph.baselineOffset, name)
        }
    }
}
#endif
