#if canImport(UIKit) && !os(watchOS)
import CoreText
import SnapshotTesting
import SwiftUI
import Typeset
import TypesetFont
import TypesetSnapshotSupport
import TypesetSwiftUI
import TypesetRender
import TypesetTestSupport
import TypesetUIKit
import UIKit
import XCTest

/// UILabel, styled by TypesetUIKit, measured and rendered, against Typeset's own numbers.
///
/// Runs in the iOS Simulator (`xcodebuild test`, .github/workflows/apple.yml); not on Linux.
/// Image snapshots are recorded on the first run (`record: .missing`) and then compared.
@MainActor
final class UILabelComparisonTests: XCTestCase {
    var scale: Double { Double(UIScreen.main.scale) }
    var pixel: CGFloat { 1 / UIScreen.main.scale }

    override class func setUp() {
        super.setUp()
        CTFontManagerRegisterFontsForURL(AppleFixtures.interURL as CFURL, .process, nil)
    }

    func hosted(_ label: UILabel, width: CGFloat = 320) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width + 40, height: 800))
        window.isHidden = false
        label.numberOfLines = 0
        label.backgroundColor = .white
        label.textColor = .black
        label.frame = CGRect(x: 0, y: 0, width: width, height: 10)
        window.addSubview(label)
        return window
    }

    /// The system font's metrics are the ones the core models (Documentation/Typography.md: 17 pt -> 20.287109375).
    func testSystemFontMetricsMatchTheCore() {
        for size in [12.0, 17, 28, 34] {
            let font = UIFont.systemFont(ofSize: CGFloat(size))
            let core = StyleFont.systemMetrics.scaled(to: size)
            XCTAssertEqual(Double(font.lineHeight), core.lineHeight, accuracy: 1e-3, "\(size)")
            XCTAssertEqual(Double(font.capHeight), core.capHeight, accuracy: 1e-3, "\(size)")
            XCTAssertEqual(Double(font.descender), core.descender, accuracy: 1e-3, "\(size)")
        }
    }

    /// Inter, read by Typeset, has the metrics UIKit reports for it.
    func testInterMetricsMatchTheCore() throws {
        let inter = try AppleFixtures.interFont()
        let font = try XCTUnwrap(UIFont(name: "Inter-Regular", size: 17))
        let core = inter.metrics.scaled(to: 17)
        XCTAssertEqual(Double(font.ascender), core.ascender, accuracy: 1e-3)
        XCTAssertEqual(Double(font.descender), core.descender, accuracy: 1e-3)
        XCTAssertEqual(Double(font.lineHeight), core.lineHeight, accuracy: 1e-3)
        XCTAssertEqual(Double(font.capHeight), core.capHeight, accuracy: 1e-3)
    }

    /// UIFontMetrics against Typeset's documented model (DynamicType): pixel exact, or the model is wrong.
    func testUIFontMetricsMatchesTheModel() {
        let grid = PixelGrid(scale: scale)
        for (style, base) in [(DynamicTypeStyle.body, 17.0), (.title1, 28), (.caption1, 12), (.largeTitle, 34)] {
            for category in Typeset.ContentSizeCategory.allCases {
                let traits = UITraitCollection(preferredContentSizeCategory: category.uiContentSizeCategory)
                let uikit = UIFontMetrics(forTextStyle: UIFont.TextStyle(style))
                    .scaledFont(for: UIFont.systemFont(ofSize: CGFloat(base)), maximumPointSize: 0, compatibleWith: traits)
                let model = DynamicType.scaledPointSize(base, style: style, category: category, grid: grid)
                XCTAssertEqual(Double(uikit.pointSize), model, accuracy: 1e-6, "\(style) \(base) at \(category)")
            }
        }
    }

    /// The label's height for n lines is the plan's (exact technique: n * L on the pixel grid).
    func testLabelHeightsMatchThePlan() throws {
        for (name, style, _) in try AppleFixtures.styles() {
            for technique in LineHeightTechnique.allCases {
                for lines in 1...4 {
                    let label = UILabel()
                    let window = hosted(label)
                    label.typesetLineHeightTechnique = technique
                    label.setText(Array(repeating: "Hxg", count: lines).joined(separator: "\n"), style: style)
                    let size = label.sizeThatFits(CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude))
                    let plan = try XCTUnwrap(label.typesetPlan()).plan
                    XCTAssertEqual(Double(size.height), plan.label.labelHeight(lines: lines), accuracy: Double(pixel) + 1e-6,
                                   "\(name) \(technique) \(lines) lines")
                    let height = UILabel.typesetHeight(of: label.typesetText ?? "", style: style, width: 320,
                                                       traits: label.traitCollection, technique: technique)
                    XCTAssertEqual(height, size.height, "\(name) \(technique) \(lines) lines")
                    _ = window
                }
            }
        }
    }

    /// Where UIKit draws "H": its top row is the cap line, its bottom row the baseline; both
    /// against the plan's cap-height insets and Typeset's own layout of the same text.
    func testRenderedCapLineAndBaselinesMatchTypeset() throws {
        for (name, style, usesInter) in try AppleFixtures.styles() {
            let label = UILabel()
            let window = hosted(label)
            label.setText("HHHH\nHHHH\nHHHH", style: style)
            label.sizeToFit()
            let plan = try XCTUnwrap(label.typesetPlan()).plan
            let ink = InkProfile(try XCTUnwrap(Self.coverage(of: label)))
            let bands = ink.bands
            XCTAssertEqual(bands.count, 3, name)
            guard bands.count == 3 else { continue }
            // Cap line of the first line (top of H, in pixels from the label's top).
            XCTAssertEqual(Double(bands[0].top), plan.capHeight.insets.top * scale, accuracy: 1, "\(name) cap line")
            // Baselines: the row below the bottom of each H.
            var typesetBaselines: [Double] = []
            if usesInter {
                let layout = plan.typesetter(try AppleFixtures.interStack()).layout("HHHH\nHHHH\nHHHH", width: 320)
                typesetBaselines = layout.lines.map(\.baseline)
            } else {
                typesetBaselines = (0..<3).map { plan.label.geometry.line($0).baseline }
            }
            for (index, band) in bands.enumerated() {
                XCTAssertEqual(Double(band.bottom + 1), typesetBaselines[index] * scale, accuracy: 1, "\(name) baseline \(index)")
            }
            _ = window
        }
    }

    /// The Adaptive text styles article: a content size category change re-applies the style with no code in the app.
    func testFollowsContentSizeCategory() throws {
        guard #available(iOS 17.0, tvOS 17.0, *) else { throw XCTSkip("trait overrides need iOS 17") }
        let inter = try AppleFixtures.interFont()
        let style = TextStyle(font: inter, pointSize: 17, lineHeight: .points(24), dynamicType: .body,
                              dynamicTypeScaling: .fontMetrics, maximumPointSize: 28)
        let label = UILabel()
        let window = hosted(label)
        label.setText("Dynamic", style: style)
        label.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        label.updateTraitsIfNeeded()
        let font = try XCTUnwrap(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
        let expected = StylePlan(style, scale: scale, category: .AX5, platform: .running)
        XCTAssertEqual(Double(font.pointSize), expected.dynamicType.pointSize, accuracy: 1e-6)
        let paragraph = try XCTUnwrap(label.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)
        XCTAssertEqual(Double(paragraph.minimumLineHeight), expected.paragraph.minimumLineHeight, accuracy: 1e-6)
        _ = window
    }

    /// The applied attributes are the plan's, and the label's alignment and line break mode survive.
    func testAttributesAreThePlansAndKeepTheLabelsOwn() throws {
        for (name, style, _) in try AppleFixtures.styles() {
            let label = UILabel()
            let window = hosted(label)
            label.textAlignment = .center
            label.lineBreakMode = .byTruncatingMiddle
            label.setText("Keep", style: style)
            let plan = try XCTUnwrap(label.typesetPlan()).plan
            let attributes = try XCTUnwrap(label.attributedText?.attributes(at: 0, effectiveRange: nil))
            let paragraph = try XCTUnwrap(attributes[.paragraphStyle] as? NSParagraphStyle)
            XCTAssertEqual(Double(paragraph.minimumLineHeight), plan.paragraph.minimumLineHeight, name)
            XCTAssertEqual(Double(paragraph.maximumLineHeight), plan.paragraph.maximumLineHeight, name)
            XCTAssertEqual(paragraph.alignment, .center, name)
            XCTAssertEqual(paragraph.lineBreakMode, .byTruncatingMiddle, name)
            XCTAssertEqual((attributes[.kern] as? NSNumber)?.doubleValue, plan.paragraph.kern, name)
            XCTAssertEqual((attributes[.baselineOffset] as? NSNumber)?.doubleValue, plan.paragraph.baselineOffset, name)
            _ = window
        }
    }

    /// UILabel's rendering against Typeset's own rendering of the same style and text: Inter,
    /// which Typeset reads from the file UIKit registered, 17/24 pt with 2 % tracking, laid out
    /// by the label's plan. Both are reduced to their ink (``InkComparison``, tested on Linux):
    /// the same lines, each line's top, bottom, left and right edge within a pixel, and under 5 %
    /// of the ink differing (the two anti-aliasing filters disagree only at glyph edges). Both
    /// images are attached to the result, and the label's is kept as a snapshot.
    func testUILabelRendersAsTypesetDoes() throws {
        let (name, style, _) = try XCTUnwrap(try AppleFixtures.styles().first { $0.usesInter })
        let text = "Typeset sets type\nexactly as designed,\nline after line."
        let label = UILabel()
        let window = hosted(label)
        label.setText(text, style: style)
        label.sizeToFit()
        let plan = try XCTUnwrap(label.typesetPlan()).plan
        let uikit = try XCTUnwrap(Self.coverage(of: label))
        let picture = ParagraphPicture(text: text, typesetter: plan.typesetter(try AppleFixtures.interStack()),
                                       width: Double(label.bounds.width), scale: scale, guides: [], margin: 0)
        let typeset = picture.textMask()
        let comparison = InkComparison(reference: typeset, compared: uikit)
        for (title, bitmap) in [("Typeset", typeset), ("UILabel", uikit)] {
            if let image = Self.image(bitmap) {
                let attachment = XCTAttachment(image: image)
                attachment.name = "\(name) \(title)"
                attachment.lifetime = .keepAlways
                add(attachment)
            }
        }
        XCTAssertTrue(comparison.sameBandCount, "\(comparison)")
        XCTAssertLessThanOrEqual(comparison.maxEdgeOffset, 1, "\(comparison)")
        XCTAssertLessThan(comparison.differingFraction, 0.05, "\(comparison)")
        XCTAssertEqual(Double(label.bounds.height), picture.layout.height, accuracy: Double(pixel), "\(name) height")
        withSnapshotTesting(record: .missing) {
            assertSnapshot(of: label, as: .image, named: "\(name)-as-typeset-draws-it")
        }
        _ = window
    }

    /// What `view` draws, at the screen's scale, on an opaque background.
    static func snapshot(of view: UIView) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = UIScreen.main.scale
        format.opaque = true
        return UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { context in
            view.layer.render(in: context.cgContext)
        }
    }

    /// `image` as premultiplied RGBA8 pixels, row by row from the top, with its size in pixels.
    static func rgba(_ image: UIImage) -> (pixels: [UInt8], width: Int, height: Int)? {
        guard let cgImage = image.cgImage else { return nil }
        let width = cgImage.width, height = cgImage.height
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let drawn: Bool = pixels.withUnsafeMutableBytes { buffer in
            guard let context = CGContext(data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8,
                                          bytesPerRow: width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
            else { return false }
            context.draw(cgImage, in: CGRect(x: 0, y: 0, width: width, height: height))
            return true
        }
        return drawn ? (pixels, width, height) : nil
    }

    /// The coverage of what `view` draws in black on white, at the screen's scale (255 = ink).
    static func coverage(of view: UIView) -> GrayBitmap? {
        guard let image = Self.rgba(Self.snapshot(of: view)) else { return nil }
        let rgba = image.pixels
        var bitmap = GrayBitmap(width: image.width, height: image.height)
        for i in 0..<(image.width * image.height) {
            let luminance = (Int(rgba[4 * i]) * 299 + Int(rgba[4 * i + 1]) * 587 + Int(rgba[4 * i + 2]) * 114) / 1000
            bitmap.pixels[i] = UInt8(255 - min(255, luminance))
        }
        return bitmap
    }

    /// A coverage bitmap as black on white, for attachments.
    static func image(_ bitmap: GrayBitmap) -> UIImage? {
        let gray = bitmap.pixels.map { 255 - $0 }
        guard bitmap.width > 0, bitmap.height > 0,
              let provider = CGDataProvider(data: Data(gray) as CFData),
              let cgImage = CGImage(width: bitmap.width, height: bitmap.height, bitsPerComponent: 8, bitsPerPixel: 8,
                                    bytesPerRow: bitmap.width, space: CGColorSpaceCreateDeviceGray(),
                                    bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.none.rawValue), provider: provider,
                                    decode: nil, shouldInterpolate: false, intent: .defaultIntent)
        else { return nil }
        return UIImage(cgImage: cgImage, scale: UIScreen.main.scale, orientation: .up)
    }

    /// Image snapshots of the "Outer padding" article's card styles (recorded on the first run).
    func testImageSnapshots() throws {
        withSnapshotTesting(record: .missing) {
            for (name, style, _) in (try? AppleFixtures.styles()) ?? [] {
                let label = UILabel()
                let window = hosted(label)
                label.setText("Typeset sets type\nexactly as designed,\nline after line.", style: style)
                label.sizeToFit()
                assertSnapshot(of: label, as: .image, named: name)
                _ = window
            }
            let text = Text("Typeset sets type exactly as designed, line after line.")
                .textStyle(TextStyle(font: .system(), pointSize: 17, lineHeight: .points(24)))
                .frame(width: 320)
            assertSnapshot(of: UIHostingController(rootView: text), as: .image(size: CGSize(width: 320, height: 120)), named: "swiftui-17-24")
        }
    }
}
#endif
