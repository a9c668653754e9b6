#if canImport(UIKit) && !os(watchOS)
import UIKit
import TypesetStyle
import TypesetPlatform

extension UIView {
    /// A readable-width layout guide for text in `style` (Typography.md, "Readable width"): centred in the layout
    /// margins, as wide as the style's readable measure (``ReadableGuidePlan/readableWidth``,
    /// from the font's own advances) and never wider than the margins. Unlike
    /// `readableContentGuide` it works for any font, and it follows the content size category
    /// and display scale by itself.
    public func typesetReadableGuide(for style: TextStyle) -> UILayoutGuide {
        let identifier = "Typeset.readable"
        typesetState.readableStyle = style
        if let guide = layoutGuides.first(where: { $0.identifier == identifier }) {
            typesetUpdateReadableWidth()
            return guide
        }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        let margins = layoutMarginsGuide
        let readable = guide.widthAnchor.constraint(lessThanOrEqualToConstant: .zero)
        let fill = guide.widthAnchor.constraint(equalTo: margins.widthAnchor)
        fill.priority = .defaultHigh
        NSLayoutConstraint.activate([
            guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            guide.widthAnchor.constraint(lessThanOrEqualTo: margins.widthAnchor),
            readable, fill,
            guide.topAnchor.constraint(equalTo: margins.topAnchor),
            guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        typesetState.readableWidth = readable
        typesetObserveTraits(.readableGuide) { [weak self] in self?.typesetUpdateReadableWidth() }
        typesetUpdateReadableWidth()
        return guide
    }

    func typesetUpdateReadableWidth() {
        guard let style = typesetState.readableStyle,
              let planned = UIKitStyleMapping.plan(style, traits: traitCollection)
        else { return }
        typesetState.readableWidth?.constant = CGFloat(planned.plan.readable.readableWidth)
    }
}
#endif
