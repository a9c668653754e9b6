#if canImport(UIKit) && !os(watchOS)
import CoreText
import Typeset
import TypesetFont
import TypesetSnapshotSupport
import TypesetUIKit
import UIKit
import XCTest

/// The UIKit adapter's defects, each as a new user meets it; these failed before the fix (the
/// first by re-applying once per assignment, the others by the behaviour named).
///
/// Runs in the iOS Simulator (`xcodebuild test`, .github/workflows/apple.yml); not on Linux.
@MainActor
final class UIKitAdapterDefectTests: XCTestCase {
    var scale: Double { Double(UIScreen.main.scale) }

    override class func setUp() {
        super.setUp()
        CTFontManagerRegisterFontsForURL(AppleFixtures.interURL as CFURL, .process, nil)
    }

    func hosted(_ view: UIView, width: CGFloat = 320) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width + 40, height: 800))
        window.isHidden = false
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            view.widthAnchor.constraint(equalToConstant: width),
        ])
        return window
    }

    /// A label that counts how often its attributed text is set.
    final class CountingLabel: UILabel {
        var sets = 0
        override var attributedText: NSAttributedString? {
            didSet { sets += 1 }
        }
    }

    /// Defect: every `typesetStyle =` appended a trait handler, so a reused cell re-applied its
    /// style once per assignment on each trait change. Now once.
    func testReassigningAStyleKeepsOneTraitHandler() throws {
        guard #available(iOS 17.0, tvOS 17.0, *) else { throw XCTSkip("trait overrides need iOS 17") }
        let style = TextStyle(font: .system(), pointSize: 17, lineHeight: .points(24), dynamicType: .body)
        let label = CountingLabel()
        let window = hosted(label)
        for index in 0..<5 { label.setText("Cell \(index)", style: style) }
        label.typesetStyle = style
        // What one application sets (UIKit may set the attributed text more than once per font change).
        label.sets = 0
        label.typesetReapply()
        let perApplication = label.sets
        XCTAssertGreaterThan(perApplication, 0)
        label.sets = 0
        label.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        label.updateTraitsIfNeeded()
        XCTAssertEqual(label.sets, perApplication, "the style is re-applied once per trait change, not once per assignment")
        _ = window
    }

    /// Defect: `label.text = ...` dropped the style until the next trait change.
    func testTypesetLabelKeepsTheStyleWhenTextIsSet() throws {
        let style = TextStyle(font: .system(), pointSize: 17, lineHeight: .points(24), letterSpacing: .points(0.5))
        let label = TypesetLabel()
        let window = hosted(label)
        label.typesetStyle = style
        label.text = "Set directly"
        XCTAssertEqual(label.attributedText?.string, "Set directly")
        let plan = try XCTUnwrap(label.typesetPlan()).plan
        let paragraph = try XCTUnwrap(label.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)
        XCTAssertEqual(Double(paragraph.minimumLineHeight), plan.paragraph.minimumLineHeight)
        XCTAssertEqual((label.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) as? NSNumber)?.doubleValue, 0.5)
        // A plain UILabel too (it observes `text`).
        let plain = UILabel()
        plain.typesetStyle = style
        plain.text = "Plain"
        XCTAssertEqual(plain.attributedText?.string, "Plain")
        XCTAssertEqual((plain.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) as? NSNumber)?.doubleValue, 0.5)
        XCTAssertEqual(plain.typesetText, "Plain")
        plain.text = nil
        XCTAssertNil(plain.typesetText)
        _ = window
    }

    /// Defect: guides kept their padding when the text was nil.
    func testGuidesOfAnEmptyLabelAreTheLabel() throws {
        let label = UILabel()
        label.numberOfLines = 0
        let window = hosted(label)
        label.typesetLineHeightTechnique = .lineSpacing
        label.setText("Padded", style: TextStyle(font: .system(), pointSize: 17, lineHeight: .points(24)))
        let guide = label.typesetLineBoxGuide
        let cap = label.typesetCapHeightGuide
        window.layoutIfNeeded()
        XCTAssertLessThan(guide.layoutFrame.minY, 0, "with text the line box reaches above the label")
        label.typesetText = nil
        window.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame, label.bounds)
        XCTAssertEqual(cap.layoutFrame, label.bounds)
    }

    /// Defect: cap-height guides ignored `UITextView.textContainerInset`.
    func testTextViewCapHeightGuideIsInsideTheContainerInset() throws {
        let textView = UITextView()
        textView.isScrollEnabled = false
        textView.textContainerInset = UIEdgeInsets(top: 10, left: 0, bottom: 6, right: 0)
        let window = hosted(textView)
        textView.setText("Inset", style: TextStyle(font: .system(), pointSize: 17, lineHeight: .points(24)))
        let guide = textView.typesetCapHeightGuide
        window.layoutIfNeeded()
        let plan = try XCTUnwrap(textView.typesetPlan()).plan
        XCTAssertEqual(Double(guide.layoutFrame.minY), 10 + plan.capHeight.insets.top, accuracy: 1e-6)
        XCTAssertEqual(Double(textView.bounds.maxY - guide.layoutFrame.maxY), 6 + plan.capHeight.insets.bottom, accuracy: 1e-6)
    }

    /// Defect: cap-height guides ignored `UITextField`'s vertical centring.
    func testTextFieldCapHeightGuideIsCentred() throws {
        let field = UITextField()
        let window = hosted(field)
        field.heightAnchor.constraint(equalToConstant: 60).isActive = true
        field.setText("Field", style: TextStyle(font: .system(), pointSize: 17, lineHeight: .points(24)))
        let guide = field.typesetCapHeightGuide
        window.layoutIfNeeded()
        let plan = try XCTUnwrap(field.typesetPlan()).plan
        let expected = ViewGuidePlan(plan, placement: .centred, hasText: true)
        XCTAssertEqual(Double(guide.layoutFrame.minY), 30 - expected.capHeight.top, accuracy: 1e-6)
        XCTAssertEqual(Double(guide.layoutFrame.maxY), 30 + expected.capHeight.bottom, accuracy: 1e-6)
    }

    /// Defect: when `UIFont(name:)` failed the view silently showed nothing of the style.
    func testMissingFontIsReportedAndFallsBack() throws {
        let missing = StyleFont(source: .installed(postScriptName: "NoSuchFont-Bold", weight: .bold), metrics: StyleFont.systemMetrics)
        let label = UILabel()
        label.setText("Fallback", style: TextStyle(font: missing, pointSize: 20, lineHeight: .points(26)))
        XCTAssertEqual(label.typesetFontError, .notInstalled(postScriptName: "NoSuchFont-Bold"))
        let font = try XCTUnwrap(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
        XCTAssertEqual(font.pointSize, 20)
        XCTAssertEqual(font.familyName, UIFont.systemFont(ofSize: 20, weight: .bold).familyName)
        let paragraph = try XCTUnwrap(label.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)
        XCTAssertEqual(paragraph.minimumLineHeight, 26)
        XCTAssertThrowsError(try StyleFont(postScriptName: "NoSuchFont-Bold"))
    }

    /// Installed fonts (only font files could be used before): Core Text's metrics, through the
    /// core, give the numbers UIKit reports for the same font, and the view shows that font.
    func testInstalledFontsHaveUIKitsMetrics() throws {
        var cases: [(font: UIFont, style: TextStyle)] = []
        for name in ["Avenir-Book", "Inter-Regular"] {
            let font = try XCTUnwrap(UIFont(name: name, size: 17), name)
            cases.append((font, try TextStyle(font)))
            XCTAssertEqual(try StyleFont(postScriptName: name).metrics, try StyleFont(font).metrics, name)
        }
        for (design, systemDesign) in [(SystemFontDesign.serif, UIFontDescriptor.SystemDesign.serif), (.rounded, .rounded), (.monospaced, .monospaced)] {
            let descriptor = try XCTUnwrap(UIFont.systemFont(ofSize: 17, weight: .semibold).fontDescriptor.withDesign(systemDesign))
            let font = UIFont(descriptor: descriptor, size: 17)
            cases.append((font, TextStyle(font: try StyleFont(systemDesign: design, weight: .semibold), pointSize: 17)))
        }
        for (font, style) in cases {
            let resolved = ResolvedStyle(style, grid: PixelGrid(scale: scale), category: .L)
            XCTAssertEqual(resolved.fontLineHeight, Double(font.lineHeight), accuracy: 1e-3, font.fontName)
            XCTAssertEqual(resolved.metrics.capHeight, Double(font.capHeight), accuracy: 1e-3, font.fontName)
            XCTAssertEqual(resolved.metrics.descender, Double(font.descender), accuracy: 1e-3, font.fontName)
            let label = UILabel()
            label.setText("Installed", style: style)
            XCTAssertNil(label.typesetFontError, font.fontName)
            let shown = try XCTUnwrap(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
            XCTAssertEqual(shown.fontName, font.fontName)
        }
    }
}
#endif

#if canImport(UIKit) && !os(watchOS)
extension UIKitAdapterDefectTests {
    /// Defect: no height for a width for text views. UIKit's number (a non-scrolling UITextView's
    /// `sizeThatFits`) against the core's (Inter, which Typeset lays out from the registered file).
    func testTextViewHeightForAWidthIsTheCores() throws {
        let style = TextStyle(font: try AppleFixtures.interFont(), pointSize: 17, lineHeight: .points(24))
        let stack = try AppleFixtures.interStack()
        let traits = UITraitCollection(displayScale: UIScreen.main.scale)
        let text = "The quick brown fox jumps over the lazy dog, again and again, until the line breaks twice."
        for width in [120.0, 200, 320] {
            let uiKit = UITextView.typesetHeight(of: text, style: style, width: CGFloat(width), traits: traits)
            let plan = StylePlan(style, scale: scale, category: .L, platform: .running)
            XCTAssertEqual(Double(uiKit), plan.textViewHeight(of: text, width: width, stack: stack), accuracy: 1 / scale, "\(width)")
        }
    }
}
#endif

#if canImport(UIKit) && !os(watchOS)
extension UIKitAdapterDefectTests {
    /// The Adaptive text styles article's Bold Text and size class variants, followed by the view by itself.
    func testStyleVariantsFollowBoldTextAndSizeClass() throws {
        guard #available(iOS 17.0, tvOS 17.0, *) else { throw XCTSkip("trait overrides need iOS 17") }
        let base = TextStyle(font: .system(), pointSize: 17, lineHeight: .points(22))
        let bold = TextStyle(font: .system(.bold), pointSize: 17, lineHeight: .points(22))
        let wide = TextStyle(font: .system(), pointSize: 20, lineHeight: .points(26))
        let label = UILabel()
        let window = hosted(label)
        label.typesetText = "Variants"
        label.traitOverrides.horizontalSizeClass = .compact
        label.updateTraitsIfNeeded()
        label.typesetStyleVariants = TextStyleVariants(base: base, variants: [
            .init(TraitCondition(isBoldText: true), bold),
            .init(TraitCondition(horizontalSizeClass: .regular), wide),
        ])
        func shownFont() throws -> UIFont {
            try XCTUnwrap(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
        }
        XCTAssertEqual(try shownFont().pointSize, 17)
        label.traitOverrides.legibilityWeight = .bold
        label.updateTraitsIfNeeded()
        XCTAssertTrue(try shownFont().fontDescriptor.symbolicTraits.contains(.traitBold))
        label.traitOverrides.legibilityWeight = .regular
        label.traitOverrides.horizontalSizeClass = .regular
        label.updateTraitsIfNeeded()
        XCTAssertEqual(try shownFont().pointSize, 20)
        let paragraph = try XCTUnwrap(label.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)
        XCTAssertEqual(paragraph.minimumLineHeight, 26)
        _ = window
    }
}
#endif

#if canImport(UIKit) && !os(watchOS)
extension UIKitAdapterDefectTests {
    /// Mixed runs under one exact line height: the attributes are the plan's, and a label shows
    /// one line 24 pt tall whatever the runs' sizes (the core's rule: n lines are n * L).
    func testMixedRunsKeepOneLineHeight() throws {
        var text = AttributedTextBuilder(style: TextStyle(font: .system(), pointSize: 17, lineHeight: .points(24)))
        text.append("Read the ")
        text.append("terms", .link("https://example.com/terms"))
        text.append(" by ")
        text.append("Friday", .bold())
        text.append(" ok ", .italic)
        text.append("(small)", RunAttributes(pointSize: 13))
        let traits = UITraitCollection(displayScale: UIScreen.main.scale)
        let string = UIKitStyleMapping.attributedString(text, traits: traits)
        let plan = text.plan(scale: scale, category: .L, platform: .running)
        XCTAssertEqual(string.string, plan.text)
        for run in plan.runs {
            let attributes = string.attributes(at: run.utf16Offset, effectiveRange: nil)
            XCTAssertEqual((attributes[.baselineOffset] as? NSNumber)?.doubleValue, run.baselineOffset, run.text)
            XCTAssertEqual(Double((attributes[.font] as? UIFont)?.pointSize ?? 0), run.font.pointSize, run.text)
            let paragraph = try XCTUnwrap(attributes[.paragraphStyle] as? NSParagraphStyle)
            XCTAssertEqual(paragraph.minimumLineHeight, 24)
            XCTAssertEqual(paragraph.maximumLineHeight, 24)
        }
        XCTAssertEqual(string.attribute(.link, at: plan.runs[1].utf16Offset, effectiveRange: nil) as? URL, URL(string: "https://example.com/terms"))
        let italic = try XCTUnwrap(string.attribute(.font, at: plan.runs[4].utf16Offset, effectiveRange: nil) as? UIFont)
        XCTAssertTrue(italic.fontDescriptor.symbolicTraits.contains(.traitItalic))
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = string
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 1000, height: 1000)).height, 24)
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 90, height: 1000)).height.truncatingRemainder(dividingBy: 24), 0)
    }
}
#endif

#if canImport(UIKit) && !os(watchOS)
extension UIKitAdapterDefectTests {
    /// A button without a configuration is styled in every state, in each state's title colour.
    func testButtonIsStyledInEveryState() throws {
        let button = UIButton(type: .custom)
        button.setTitleColor(.red, for: .highlighted)
        button.setTitleColor(.gray, for: .disabled)
        button.setText("Go", style: TextStyle(font: .system(.semibold), pointSize: 15, lineHeight: .points(20), letterSpacing: .points(0.3)))
        for state in [UIControl.State.normal, .highlighted, .disabled, .selected] {
            let title = try XCTUnwrap(button.attributedTitle(for: state), "\(state)")
            XCTAssertEqual((title.attribute(.kern, at: 0, effectiveRange: nil) as? NSNumber)?.doubleValue, 0.3, "\(state)")
        }
        XCTAssertEqual(button.attributedTitle(for: .highlighted)?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .red)
        XCTAssertEqual(button.attributedTitle(for: .disabled)?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .gray)
    }
}
#endif
