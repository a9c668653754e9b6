#if canImport(UIKit) && !os(watchOS)
import UIKit
import TypesetStyle
import TypesetPlatform

extension UILabel {
    /// The UILabel/UITextView line spacing helpers article: the text with `lineSpacing` between lines, keeping the label's font, alignment
    /// and line break mode; `nil` text or a spacing below 0.01 pt sets plain text.
    public func setText(_ text: String?, lineSpacing: CGFloat) {
        let paragraph = ParagraphAttributes(lineSpacing: Double(lineSpacing))
        guard let text, paragraph.needsParagraphStyle else {
            self.text = text
            return
        }
        let font: UIFont = self.font ?? UIFont.preferredFont(forTextStyle: .body)
        let attributes = UIKitStyleMapping.attributes(paragraph, font: font, alignment: textAlignment, lineBreakMode: lineBreakMode)
        attributedText = NSAttributedString(string: text, attributes: attributes)
    }

    /// The UILabel/UITextView line spacing helpers article's point: a gap measured in the design between two lines' glyphs is not the
    /// `lineSpacing` to pass; this subtracts what the font already puts there
    /// (font.lineHeight - pointSize, ``ParagraphAttributes/lineSpacing(forDesignGap:fontLineHeight:pointSize:)``).
    public func setText(_ text: String?, designGap: CGFloat) {
        let font: UIFont = self.font ?? UIFont.preferredFont(forTextStyle: .body)
        let spacing = ParagraphAttributes.lineSpacing(forDesignGap: Double(designGap), fontLineHeight: Double(font.lineHeight),
                                                      pointSize: Double(font.pointSize))
        setText(text, lineSpacing: CGFloat(spacing))
    }

    /// The UILabel/UITextView line spacing helpers article's height for a width: the height a label styled with `style` reports for `text`
    /// in `width` (UIKit's own `sizeThatFits`), plus the technique's outer padding when
    /// `includingOuterPadding` is set (the design's box, ``LabelPlan/padded(labelHeight:)``).
    public static func typesetHeight(of text: String, style: TextStyle, width: CGFloat, traits: UITraitCollection,
                                     numberOfLines: Int = 0, technique: LineHeightTechnique = .exact,
                                     includingOuterPadding: Bool = false) -> CGFloat {
        guard let planned = UIKitStyleMapping.plan(style, traits: traits, technique: technique) else { return .zero }
        let label = UILabel()
        label.numberOfLines = numberOfLines
        let attributes = UIKitStyleMapping.attributes(planned.plan.paragraph, font: planned.font, alignment: label.textAlignment,
                                                 lineBreakMode: label.lineBreakMode)
        label.attributedText = UIKitStyleMapping.attributedString(text, planned.plan.paragraph, attributes)
        let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        guard includingOuterPadding else { return size.height }
        return CGFloat(planned.plan.label.padded(labelHeight: Double(size.height)))
    }
}

extension UITextView {
    /// The UILabel/UITextView line spacing helpers article's height for a width for text views: the height a non-scrolling text view styled
    /// with `style` reports for `text` in `width` (UIKit's own `sizeThatFits`, with `container`'s
    /// insets and line fragment padding), plus the technique's outer padding when
    /// `includingOuterPadding` is set. ``StylePlan/textViewHeight(of:width:stack:container:)``
    /// is the same number from the core, for fonts it has the file of.
    public static func typesetHeight(of text: String, style: TextStyle, width: CGFloat, traits: UITraitCollection,
                                     container: TextContainerGeometry = .uiTextViewDefault,
                                     technique: LineHeightTechnique = .exact, includingOuterPadding: Bool = false) -> CGFloat {
        guard let planned = UIKitStyleMapping.resolve(style, traits: traits, technique: technique) else { return .zero }
        let textView = UITextView()
        textView.isScrollEnabled = false
        textView.textContainerInset = UIEdgeInsets(top: CGFloat(container.top), left: CGFloat(container.left),
                                                   bottom: CGFloat(container.bottom), right: CGFloat(container.right))
        textView.textContainer.lineFragmentPadding = CGFloat(container.lineFragmentPadding)
        let attributes = UIKitStyleMapping.attributes(planned.plan.paragraph, font: planned.font, alignment: textView.textAlignment,
                                                      lineBreakMode: textView.textContainer.lineBreakMode)
        textView.attributedText = UIKitStyleMapping.attributedString(text, planned.plan.paragraph, attributes)
        textView.typingAttributes = attributes
        let size = textView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        guard includingOuterPadding else { return size.height }
        return CGFloat(planned.plan.label.padded(labelHeight: Double(size.height)))
    }

    /// The UILabel/UITextView line spacing helpers article for text views: the text with `lineSpacing`, keeping font, alignment and the
    /// text container's line break mode.
    public func setText(_ text: String?, lineSpacing: CGFloat) {
        let paragraph = ParagraphAttributes(lineSpacing: Double(lineSpacing))
        guard let text, paragraph.needsParagraphStyle else {
            self.text = text
            return
        }
        let font: UIFont = self.font ?? UIFont.preferredFont(forTextStyle: .body)
        let attributes = UIKitStyleMapping.attributes(paragraph, font: font, alignment: textAlignment,
                                                 lineBreakMode: textContainer.lineBreakMode)
        attributedText = NSAttributedString(string: text, attributes: attributes)
        typingAttributes = attributes
    }
}
#endif
