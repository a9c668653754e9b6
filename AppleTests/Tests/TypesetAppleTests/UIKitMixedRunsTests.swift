#if canImport(UIKit) && !os(watchOS)
import CoreText
import Typeset
import TypesetFont
import TypesetShaping
import TypesetSnapshotSupport
import TypesetUIKit
import UIKit
import XCTest

/// Mixed runs measured by the core against UIKit's own layout of the attributed string the
/// adapter exports. Runs in the iOS Simulator; not on Linux.
@MainActor
final class UIKitMixedRunsTests: XCTestCase {
    var scale: Double { Double(UIScreen.main.scale) }

    override class func setUp() {
        super.setUp()
        CTFontManagerRegisterFontsForURL(AppleFixtures.interURL as CFURL, .process, nil)
        CTFontManagerRegisterFontsForURL(AppleFixtures.interBoldURL as CFURL, .process, nil)
    }

    /// Inter regular, an Inter Bold run and a 13 pt run under 17/24: a label's height for each
    /// width is the core's (`AttributedTextPlan.height(width:fonts:)`: each run shaped in its
    /// font, lines broken across the runs, n lines of 24 pt), to a pixel.
    func testMixedRunsHeightForAWidthIsTheCores() throws {
        let regular = try AppleFixtures.interFont()
        let bold = try StyleFont(face: FontFace(contentsOfFile: AppleFixtures.interBoldURL.path))
        let regularStack = try AppleFixtures.interStack()
        let boldStack = FontStack(try ShapingFont(contentsOfFile: AppleFixtures.interBoldURL.path))
        var text = AttributedTextBuilder(style: TextStyle(font: regular, pointSize: 17, lineHeight: .points(24)))
        text.append("Mixed runs keep one line height: ")
        text.append("bold words", .bold(bold))
        text.append(" and ")
        text.append("smaller text inside", RunAttributes(pointSize: 13))
        text.append(" one paragraph, broken across their boundaries.")
        let traits = UITraitCollection(displayScale: CGFloat(scale))
        let plan = text.plan(scale: scale, category: .L, platform: .running)
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = UIKitStyleMapping.attributedString(text, traits: traits)
        for width in [120.0, 200, 320] {
            let uiKit = Double(label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
            let core = plan.height(width: width) { $0.text == "bold words" ? boldStack : regularStack }
            XCTAssertEqual(uiKit, core, accuracy: 1 / scale, "\(width)")
            XCTAssertEqual(core.truncatingRemainder(dividingBy: 24), 0, "\(width)")
        }
    }
}
#endif
