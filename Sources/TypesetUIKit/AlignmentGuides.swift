#if canImport(UIKit) && !os(watchOS)
import UIKit
import Typeset
import TypesetFont

extension TypesetStyleable {
    /// A layout guide from the first line's cap line to the last line's baseline (Typography.md, "Cap-height alignment"),
    /// pixel exact: constrain its top to an image's top to align the title's cap height, its
    /// bottom to align the last baseline. No subclass needed; the insets follow the style,
    /// the content size category and the display scale.
    public var typesetCapHeightGuide: UILayoutGuide {
        let identifier = "Typeset.capHeight"
        if let guide = layoutGuides.first(where: { $0.identifier == identifier }) { return guide }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        let top = guide.topAnchor.constraint(equalTo: topAnchor)
        let bottom = bottomAnchor.constraint(equalTo: guide.bottomAnchor)
        NSLayoutConstraint.activate([
            top, bottom,
            guide.leadingAnchor.constraint(equalTo: leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
        let state = typesetState
        state.capHeightTop = top
        state.capHeightBottom = bottom
        if let planned = typesetPlan() { typesetUpdateGuides(planned.plan) }
        return guide
    }

    /// The first line's cap line.
    public var typesetCapHeightAnchor: NSLayoutYAxisAnchor { typesetCapHeightGuide.topAnchor }

    /// A layout guide around the design's line boxes (Typography.md, "Outer padding", without a wrapper view): equal to
    /// the view with ``LineHeightTechnique/exact``; with ``LineHeightTechnique/lineSpacing`` it
    /// extends beyond the view by the outer padding the first and last lines lack.
    public var typesetLineBoxGuide: UILayoutGuide {
        let identifier = "Typeset.lineBox"
        if let guide = layoutGuides.first(where: { $0.identifier == identifier }) { return guide }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        let top = topAnchor.constraint(equalTo: guide.topAnchor)
        let bottom = guide.bottomAnchor.constraint(equalTo: bottomAnchor)
        NSLayoutConstraint.activate([
            top, bottom,
            guide.leadingAnchor.constraint(equalTo: leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
        let state = typesetState
        state.lineBoxTop = top
        state.lineBoxBottom = bottom
        if let planned = typesetPlan() { typesetUpdateGuides(planned.plan) }
        return guide
    }

    func typesetUpdateGuides(_ plan: StylePlan) {
        let state = typesetState
        state.capHeightTop?.constant = CGFloat(plan.capHeight.insets.top)
        state.capHeightBottom?.constant = CGFloat(plan.capHeight.insets.bottom)
        state.lineBoxTop?.constant = CGFloat(plan.label.outerPadding.top)
        state.lineBoxBottom?.constant = CGFloat(plan.label.outerPadding.bottom)
    }
}

/// Styles by name, for Interface Builder (``TypesetLabel/styleName``).
@MainActor
public enum TypesetStyles {
    private static var styles: [String: TextStyle] = [:]

    /// Registers `style` under `name` (for example at launch, from the app's style guide).
    public static func register(_ style: TextStyle, named name: String) { styles[name] = style }

    /// The style registered under `name`.
    public static func style(named name: String) -> TextStyle? { styles[name] }
}

/// A UILabel whose Auto Layout top can be its cap line and whose bottom can be its last
/// baseline (Typography.md, "Cap-height alignment"), switchable in Interface Builder's attributes inspector.
///
/// The only subclass in TypesetUIKit: UIKit reads `alignmentRectInsets` from an override only.
/// Without a ``TextStyle`` it uses the label's font as UIKit reports its metrics (the cap-height formula's
/// formula); with one (``styleName`` or ``TypesetStyleable/typesetStyle``) the style's plan,
/// which also accounts for an exact line height.
@IBDesignable
open class TypesetLabel: UILabel {
    /// Whether the alignment rectangle's top is the first line's cap line.
    @IBInspectable public var alignsCapHeight: Bool = false {
        didSet { typesetAlignmentChanged() }
    }

    /// Whether the alignment rectangle's bottom is the last line's baseline.
    @IBInspectable public var alignsBaseline: Bool = false {
        didSet { typesetAlignmentChanged() }
    }

    /// The name of a style registered with ``TypesetStyles/register(_:named:)``.
    @IBInspectable public var styleName: String = "" {
        didSet {
            if let style = TypesetStyles.style(named: styleName) { typesetStyle = style }
        }
    }

    open override var alignmentRectInsets: UIEdgeInsets {
        if let planned = typesetPlan() {
            return UIEdgeInsets(planned.plan.alignmentRectInsets(capHeight: alignsCapHeight, baseline: alignsBaseline))
        }
        guard let font = self.font else { return .zero }
        let plan = CapHeightAlignmentPlan(fontMetrics: ScaledMetrics(font), scale: Double(traitCollection.displayScale))
        return UIEdgeInsets(plan.alignmentRectInsets(capHeight: alignsCapHeight, baseline: alignsBaseline))
    }

    private func typesetAlignmentChanged() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }
}
#endif
