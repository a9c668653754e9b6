#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Foundation
import TypesetStyle
import TypesetPlatform

// NSTextView parity with UITextView (guides inside the text container inset, height for a
// width with the inset and the line fragment padding) and mixed runs as an attributed string.
// Value mapping only: every number comes from the core (`ViewGuidePlan`, `TextContainerGeometry`,
// `AttributedTextPlan`), tested on Linux.

extension NSTextView {
    /// The text view's container geometry: `textContainerInset` (an NSSize: width left and right,
    /// height top and bottom) and the container's `lineFragmentPadding`.
    @MainActor
    public var typesetContainerGeometry: TextContainerGeometry {
        TextContainerGeometry(nsTextViewInset: Double(textContainerInset.width), Double(textContainerInset.height),
                              lineFragmentPadding: Double(textContainer?.lineFragmentPadding ?? 0))
    }

    /// A layout guide from the first line's cap line to the last line's baseline of text in
    /// `style` (Typography.md, "Cap-height alignment"), inside `textContainerInset`; call again
    /// after changing the style, the inset, the text or the backing scale to update it.
    @MainActor
    public func typesetCapHeightGuide(for style: TextStyle, technique: LineHeightTechnique = .exact) -> NSLayoutGuide {
        typesetGuide("Typeset.capHeight", style: style, technique: technique) { $0.capHeightConstants }
    }

    /// A layout guide around the design's line boxes of text in `style` (Typography.md, "Outer
    /// padding"), inside `textContainerInset`; extends beyond the text by the outer padding with
    /// ``LineHeightTechnique/lineSpacing``.
    @MainActor
    public func typesetLineBoxGuide(for style: TextStyle, technique: LineHeightTechnique = .exact) -> NSLayoutGuide {
        typesetGuide("Typeset.lineBox", style: style, technique: technique) { $0.lineBoxConstants }
    }

    /// The guide named `identifier`, made on first use and pinned to the view's top and bottom
    /// with the constants of ``ViewGuidePlan`` for the view's inset and text.
    @MainActor
    private func typesetGuide(_ identifier: String, style: TextStyle, technique: LineHeightTechnique,
                              _ constants: (ViewGuidePlan) -> VerticalInsets) -> NSLayoutGuide {
        let plan = AppKitStyleMapping.plan(style, scale: typesetBackingScale, technique: technique)
        let guides = ViewGuidePlan(plan, placement: .fromTop(inset: typesetContainerGeometry.verticalInsets),
                                   hasText: ViewGuidePlan.hasText(string))
        let values = constants(guides)
        let name = NSUserInterfaceItemIdentifier(identifier)
        if let guide = layoutGuides.first(where: { $0.identifier == name }) {
            constraints.first { $0.identifier == identifier + ".top" }?.constant = CGFloat(values.top)
            constraints.first { $0.identifier == identifier + ".bottom" }?.constant = CGFloat(values.bottom)
            return guide
        }
        let guide = NSLayoutGuide()
        guide.identifier = name
        addLayoutGuide(guide)
        let top = guide.topAnchor.constraint(equalTo: topAnchor)
        top.constant = CGFloat(values.top)
        top.identifier = identifier + ".top"
        let bottom = guide.bottomAnchor.constraint(equalTo: bottomAnchor)
        bottom.constant = CGFloat(values.bottom)
        bottom.identifier = identifier + ".bottom"
        NSLayoutConstraint.activate([
            top, bottom,
            guide.leadingAnchor.constraint(equalTo: leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
        return guide
    }

    /// The UILabel/UITextView line spacing helpers article's height for a width for text views: the height a text view styled with `style`
    /// shows `text` in for a view `width` wide — TextKit 1's used rectangle for the text
    /// (`NSLayoutManager.usedRect(for:)`, lines broken in the width less `container`'s insets and
    /// line fragment padding) plus the inset above and below — and the technique's outer padding
    /// when `includingOuterPadding` is set. ``StylePlan/textViewHeight(of:width:stack:container:)``
    /// with ``TextContainerGeometry/nsTextViewDefault`` is the same number from the core.
    @MainActor
    public static func typesetHeight(of text: String, style: TextStyle, width: CGFloat, scale: CGFloat,
                                     container geometry: TextContainerGeometry = .nsTextViewDefault,
                                     technique: LineHeightTechnique = .exact, includingOuterPadding: Bool = false) -> CGFloat {
        guard let resolved = AppKitStyleMapping.resolve(style, scale: scale, technique: technique) else { return .zero }
        let storage = NSTextStorage()
        let layoutManager = NSLayoutManager()
        storage.addLayoutManager(layoutManager)
        let container = NSTextContainer(size: NSSize(width: CGFloat(geometry.containerWidth(viewWidth: Double(width))),
                                                     height: .greatestFiniteMagnitude))
        container.lineFragmentPadding = CGFloat(geometry.lineFragmentPadding)
        layoutManager.addTextContainer(container)
        let textView = NSTextView(frame: NSRect(x: 0, y: 0, width: width, height: 0), textContainer: container)
        textView.textContainerInset = NSSize(width: CGFloat(geometry.left), height: CGFloat(geometry.top))
        let attributes = AppKitStyleMapping.attributes(resolved.plan, font: resolved.font, alignment: textView.alignment,
                                                       lineBreakMode: container.lineBreakMode)
        storage.setAttributedString(AppKitStyleMapping.attributedString(text, resolved.plan, attributes))
        textView.typingAttributes = attributes
        layoutManager.ensureLayout(for: container)
        let height = CGFloat(geometry.viewHeight(usedHeight: Double(layoutManager.usedRect(for: container).height)))
        guard includingOuterPadding else { return height }
        return CGFloat(resolved.plan.label.padded(labelHeight: Double(height)))
    }
}

extension AppKitStyleMapping {
    /// Mixed runs (``AttributedTextBuilder``: bold, italic, links, another size) as one attributed
    /// string under the paragraph's exact line height, each run with its own font and kern and the
    /// paragraph's baseline offset (``AttributedTextPlan``), at backing scale `scale`. A run whose
    /// font is missing is set in the core's fallback (the system font at the nearest weight).
    public static func attributedString(_ builder: AttributedTextBuilder, scale: CGFloat, alignment: NSTextAlignment = .natural,
                                        lineBreakMode: NSLineBreakMode = .byWordWrapping,
                                        technique: LineHeightTechnique = .exact) -> NSAttributedString {
        let plan = builder.plan(scale: Double(scale), category: .default, platform: .runningMac, technique: technique)
        let result = NSMutableAttributedString(string: "")
        for run in plan.runs {
            guard var font = self.font(run.font) ?? self.font(run.font.fallback) else { continue }
            if run.isItalic {
                let descriptor = font.fontDescriptor.withSymbolicTraits(font.fontDescriptor.symbolicTraits.union(.italic))
                font = NSFont(descriptor: descriptor, size: font.pointSize) ?? font
            }
            var dictionary = attributes(plan.paragraph, font: font, alignment: alignment, lineBreakMode: lineBreakMode)
            dictionary[.kern] = NSNumber(value: run.kern)
            dictionary[.baselineOffset] = NSNumber(value: run.baselineOffset)
            if let link = run.link, let url = URL(string: link) { dictionary[.link] = url }
            result.append(NSAttributedString(string: run.text, attributes: dictionary))
        }
        return result
    }
}
#endif
