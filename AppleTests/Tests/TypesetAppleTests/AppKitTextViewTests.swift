#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CoreText
import Typeset
import TypesetFont
import TypesetAppKit
import TypesetSnapshotSupport
import XCTest

/// NSTextView parity with UITextView: guides inside `textContainerInset`, height for a
/// width with the inset and the line fragment padding, mixed runs. Runs with `swift test` on
/// macOS; type-checked on Linux against the stand-ins (Scripts/typecheck_apple_adapters.sh).
@MainActor
final class AppKitTextViewTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        CTFontManagerRegisterFontsForURL(AppleFixtures.interURL as CFURL, .process, nil)
    }

    var scale: CGFloat { NSScreen.main?.backingScaleFactor ?? 2 }
    static let text = "The quick brown fox jumps over the lazy dog, again and again, until the line breaks twice."

    /// AppKit's text view height (TextKit 1's used rectangle plus the inset) equals the core's
    /// `textViewHeight`, with NSTextView's default container and with an inset one, to a pixel.
    func testTextViewHeightForAWidthIsTheCores() throws {
        let style = TextStyle(font: try AppleFixtures.interFont(), pointSize: 17, lineHeight: .points(24))
        let stack = try AppleFixtures.interStack()
        let plan = AppKitStyleMapping.plan(style, scale: scale)
        for container in [TextContainerGeometry.nsTextViewDefault, TextContainerGeometry(nsTextViewInset: 6, 4)] {
            for width in [120.0, 200, 320] {
                let appKit = NSTextView.typesetHeight(of: Self.text, style: style, width: CGFloat(width), scale: scale, container: container)
                let core = plan.textViewHeight(of: Self.text, width: width, stack: stack, container: container)
                XCTAssertEqual(Double(appKit), core, accuracy: 1 / Double(scale), "\(width) \(container)")
            }
        }
    }

    /// The cap-height and line-box guides sit inside the text container inset, with the core's
    /// constants; an empty text view's guides are the view.
    func testTextViewGuidesAreInsideTheInset() throws {
        let style = TextStyle(font: .system(), pointSize: 17, lineHeight: .points(24))
        let textView = NSTextView(frame: NSRect(x: 0, y: 0, width: 300, height: 200))
        textView.textContainerInset = NSSize(width: 6, height: 10)
        textView.string = "Guides"
        let guide = textView.typesetCapHeightGuide(for: style)
        let plan = AppKitStyleMapping.plan(style, scale: NSScreen.main?.backingScaleFactor ?? 0)
        let expected = ViewGuidePlan(plan, placement: .fromTop(inset: VerticalInsets(top: 10, bottom: 10)), hasText: true)
        let constraints = textView.constraints
        let top = try XCTUnwrap(constraints.first { $0.identifier == "Typeset.capHeight.top" })
        let bottom = try XCTUnwrap(constraints.first { $0.identifier == "Typeset.capHeight.bottom" })
        XCTAssertEqual(Double(top.constant), expected.capHeightConstants.top)
        XCTAssertEqual(Double(top.constant), 10 + plan.capHeight.insets.top)
        XCTAssertEqual(Double(bottom.constant), -(10 + plan.capHeight.insets.bottom))
        _ = textView.typesetLineBoxGuide(for: style)
        let all = textView.constraints
        let lineBoxTop = try XCTUnwrap(all.first { $0.identifier == "Typeset.lineBox.top" })
        XCTAssertEqual(lineBoxTop.constant, 10)
        textView.string = ""
        XCTAssertTrue(textView.typesetCapHeightGuide(for: style) === guide)
        XCTAssertEqual(top.constant, 0)
        XCTAssertEqual(bottom.constant, 0)
    }

    /// Mixed runs in AppKit: every run's font size, kern and baseline offset are the plan's (the
    /// paragraph's offset on every run), under the paragraph's exact line height.
    func testMixedRunsUseThePlansNumbers() throws {
        var text = AttributedTextBuilder(style: TextStyle(font: .system(), pointSize: 17, lineHeight: .points(24)))
        text.append("Read the ")
        text.append("terms", .link("https://example.com/terms"))
        text.append(" by ")
        text.append("Friday", .bold())
        text.append(" ok ", .italic)
        text.append("(small)", RunAttributes(pointSize: 13))
        let string = AppKitStyleMapping.attributedString(text, scale: scale)
        let plan = text.plan(scale: Double(scale), category: .default, platform: .runningMac)
        XCTAssertEqual(string.string, plan.text)
        for run in plan.runs {
            let attributes = string.attributes(at: run.utf16Offset, effectiveRange: nil)
            XCTAssertEqual((attributes[.baselineOffset] as? NSNumber)?.doubleValue, plan.runs[0].baselineOffset, run.text)
            XCTAssertEqual(Double((attributes[.font] as? NSFont)?.pointSize ?? 0), run.font.pointSize, run.text)
            let paragraph = try XCTUnwrap(attributes[.paragraphStyle] as? NSParagraphStyle)
            XCTAssertEqual(paragraph.minimumLineHeight, 24)
            XCTAssertEqual(paragraph.maximumLineHeight, 24)
        }
        XCTAssertEqual(string.attribute(.link, at: plan.runs[1].utf16Offset, effectiveRange: nil) as? URL, URL(string: "https://example.com/terms"))
    }
}
#endif
