#if canImport(UIKit) && !os(watchOS)
import Foundation
import UIKit
import TypesetStyle
import TypesetPlatform

extension UIKitStyleMapping {
    /// Mixed runs (``AttributedTextBuilder``: bold, italic, links, another size) as one attributed
    /// string under the paragraph's exact line height, each run with its own font, kern and the
    /// baseline offset that centres its font in that height (``AttributedTextPlan``). A run whose
    /// font is missing is set in the core's fallback (the system font at the nearest weight).
    @MainActor
    public static func attributedString(_ builder: AttributedTextBuilder, traits: UITraitCollection,
                                        alignment: NSTextAlignment = .natural, lineBreakMode: NSLineBreakMode = .byWordWrapping,
                                        technique: LineHeightTechnique = .exact) -> NSAttributedString {
        let plan = builder.plan(scale: Double(traits.displayScale), category: TypesetStyle.ContentSizeCategory(traits.preferredContentSizeCategory),
                                platform: PlatformVersion.running, technique: technique)
        let result = NSMutableAttributedString(string: "")
        for run in plan.runs {
            guard var font = baseFont(run.font, size: run.font.pointSize) ?? baseFont(run.font.fallback, size: run.font.pointSize)
            else { continue }
            if run.isItalic, let italic = font.fontDescriptor.withSymbolicTraits(font.fontDescriptor.symbolicTraits.union(.traitItalic)) {
                font = UIFont(descriptor: italic, size: font.pointSize)
            }
            var dictionary = attributes(plan.paragraph.paragraph, font: font, alignment: alignment, lineBreakMode: lineBreakMode)
            dictionary[.kern] = NSNumber(value: run.kern)
            dictionary[.baselineOffset] = NSNumber(value: run.baselineOffset)
            if let link = run.link, let url = URL(string: link) { dictionary[.link] = url }
            result.append(NSAttributedString(string: run.text, attributes: dictionary))
        }
        return result
    }
}

extension UILabel {
    /// Shows mixed runs in the label's traits (``UIKitStyleMapping/attributedString(_:traits:alignment:lineBreakMode:technique:)``),
    /// keeping its alignment and line break mode. Set it again when the content size category changes.
    public func setText(_ builder: AttributedTextBuilder) {
        attributedText = UIKitStyleMapping.attributedString(builder, traits: traitCollection, alignment: textAlignment,
                                                            lineBreakMode: lineBreakMode)
    }
}
#endif
