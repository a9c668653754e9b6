#if canImport(UIKit) && !os(watchOS)
import CoreText
import Foundation
import Typeset
import TypesetSnapshotSupport
import TypesetTokens
import TypesetUIKit
import UIKit
import XCTest

/// The device check kit: lays the committed corpus (Fixtures/device/corpus.json: every style of
/// the example style guide at 3 content size categories, 4 widths and 3 texts) out with UIKit,
/// styled by TypesetUIKit, and writes what UIKit measured as JSON for `typeset verify-device`,
/// which prints every value that differs from Typeset's prediction (Documentation/DeviceCheck.md).
///
/// Runs in the iOS Simulator or on a device (`xcodebuild test`, .github/workflows/apple.yml). The
/// results go to the path in the environment variable `TYPESET_DEVICE_RESULTS` (from
/// `xcodebuild`, set `TEST_RUNNER_TYPESET_DEVICE_RESULTS`), else to the temporary folder; the
/// path is printed.
@MainActor
final class DeviceCheckKit: XCTestCase {
    func testMeasureTheCorpus() throws {
        guard #available(iOS 17.0, tvOS 17.0, *) else { throw XCTSkip("the kit sets the content size category with traitOverrides (iOS 17)") }
        let corpusURL = AppleFixtures.repositoryRoot.appendingPathComponent("Fixtures/device/corpus.json")
        let corpus = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: corpusURL)) as? [String: Any])
        let base = corpusURL.deletingLastPathComponent()
        let tokens = base.appendingPathComponent(try XCTUnwrap(corpus["tokens"] as? String)).standardizedFileURL.path
        let fonts = base.appendingPathComponent(try XCTUnwrap(corpus["fonts"] as? String)).standardizedFileURL.path
        let categories = try XCTUnwrap(corpus["categories"] as? [String]).map { try XCTUnwrap(Typeset.ContentSizeCategory(rawValue: $0), $0) }
        let widths = try XCTUnwrap(corpus["widths"] as? [Double])
        let texts = try XCTUnwrap(corpus["texts"] as? [[String: String]]).map { (try XCTUnwrap($0["id"]), try XCTUnwrap($0["text"])) }

        let guide = StyleGuide.load(file: tokens, fontDirectory: fonts)
        XCTAssertTrue(guide.diagnostics.filter { $0.severity == .error }.isEmpty, "\(guide.diagnostics)")
        var registered = Set<String>()
        for entry in guide.entries {
            guard let path = entry.face?.path, registered.insert(path).inserted else { continue }
            CTFontManagerRegisterFontsForURL(URL(fileURLWithPath: path) as CFURL, .process, nil)
        }

        var cases: [[String: Any]] = []
        for entry in guide.entries {
            for category in categories {
                for width in widths {
                    for (id, text) in texts {
                        var measured = try measure(text, style: entry.style, category: category, width: CGFloat(width))
                        measured["style"] = entry.token.name
                        measured["category"] = category.rawValue
                        measured["width"] = width
                        measured["text"] = id
                        cases.append(measured)
                    }
                }
            }
        }
        let results: [String: Any] = [
            "kit": "typeset-device-check 1",
            "device": "\(UIDevice.current.model) (\(ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"].map { "simulator \($0)" } ?? "device"))",
            "system": "\(UIDevice.current.systemName) \(UIDevice.current.systemVersion)",
            "scale": Double(UIScreen.main.scale),
            "cases": cases,
        ]
        let path = ProcessInfo.processInfo.environment["TYPESET_DEVICE_RESULTS"]
            ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("typeset-device-results.json")
        let data = try JSONSerialization.data(withJSONObject: results, options: [.prettyPrinted, .sortedKeys])
        try data.write(to: URL(fileURLWithPath: path))
        print("typeset device check kit: \(cases.count) cases written to \(path)")
        XCTAssertEqual(cases.count, guide.entries.count * categories.count * widths.count * texts.count)
    }

    /// One case as UIKit lays it out: a UILabel styled by TypesetUIKit in a window, its string
    /// measured again by TextKit 1 for the lines and the first baseline.
    @available(iOS 17.0, tvOS 17.0, *)
    func measure(_ text: String, style: Typeset.TextStyle, category: Typeset.ContentSizeCategory, width: CGFloat) throws -> [String: Any] {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width + 40, height: 4000))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 10))
        label.numberOfLines = 0
        window.addSubview(label)
        window.isHidden = false
        label.traitOverrides.preferredContentSizeCategory = UIContentSizeCategory(category)
        label.updateTraitsIfNeeded()
        label.setText(text, style: style)
        let font = try XCTUnwrap(label.typesetPlan()?.font, "the style's font is installed")
        XCTAssertNil(label.typesetFontError)
        let string = try XCTUnwrap(label.attributedText)
        let unbounded = CGSize(width: width, height: .greatestFiniteMagnitude)
        let size = label.sizeThatFits(unbounded)
        let bounding = string.boundingRect(with: unbounded, options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)

        let storage = NSTextStorage(attributedString: string)
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: unbounded)
        container.lineFragmentPadding = 0
        container.lineBreakMode = .byWordWrapping
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        manager.ensureLayout(for: container)
        var lines = 0
        var firstBaseline: CGFloat = 0
        manager.enumerateLineFragments(forGlyphRange: manager.glyphRange(for: container)) { rect, _, _, range, _ in
            if lines == 0 { firstBaseline = rect.minY + manager.location(forGlyphAt: range.location).y }
            lines += 1
        }

        label.frame = CGRect(x: 0, y: 0, width: width, height: size.height)
        window.layoutIfNeeded()
        let guideTop = label.typesetCapHeightGuide.layoutFrame.minY

        return [
            "pointSize": Double(font.pointSize),
            "fontLineHeight": Double(font.lineHeight),
            "lineCount": lines,
            "height": Double(size.height),
            "boundingHeight": Double(bounding.height),
            "firstBaseline": Double(firstBaseline),
            "capTop": Double(firstBaseline - font.capHeight),
            "capHeightGuideTop": Double(guideTop),
        ]
    }
}
#endif
