#if canImport(UIKit) && !os(watchOS)
import UIKit
import TypesetStyle
import TypesetPlatform

extension TypesetStyleable {
    /// A layout guide from the first line's cap line to the last line's baseline (Typography.md, "Cap-height alignment"),
    /// pixel exact: constrain its top to an image's top to align the title's cap height, its
    /// bottom to align the last baseline. No subclass needed; the insets follow the style,
    /// the content size category and the display scale.
    public var typesetCapHeightGuide: UILayoutGuide {
        typesetGuide("Typeset.capHeight", \.capHeightTop, \.capHeightBottom)
    }

    /// The first line's cap line.
    public var typesetCapHeightAnchor: NSLayoutYAxisAnchor { typesetCapHeightGuide.topAnchor }

    /// A layout guide around the design's line boxes (Typography.md, "Outer padding", without a wrapper view): equal to
    /// the view's text area with ``LineHeightTechnique/exact``; with ``LineHeightTechnique/lineSpacing``
    /// it extends beyond it by the outer padding the first and last lines lack. Inside a text
    /// view's `textContainerInset`; centred on a text field's or button's one line.
    public var typesetLineBoxGuide: UILayoutGuide {
        typesetGuide("Typeset.lineBox", \.lineBoxTop, \.lineBoxBottom)
    }

    /// The guide named `identifier`, made on first use: pinned to the view's top and bottom, or
    /// to its vertical centre for a view that centres its line (``TextPlacement``), with the
    /// constants of ``ViewGuidePlan``.
    private func typesetGuide(_ identifier: String, _ top: ReferenceWritableKeyPath<TypesetViewState, NSLayoutConstraint?>,
                              _ bottom: ReferenceWritableKeyPath<TypesetViewState, NSLayoutConstraint?>) -> UILayoutGuide {
        if let guide = layoutGuides.first(where: { $0.identifier == identifier }) { return guide }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        let topConstraint: NSLayoutConstraint
        let bottomConstraint: NSLayoutConstraint
        switch typesetTextPlacement {
        case .fromTop:
            topConstraint = guide.topAnchor.constraint(equalTo: topAnchor)
            bottomConstraint = guide.bottomAnchor.constraint(equalTo: bottomAnchor)
        case .centred:
            topConstraint = guide.topAnchor.constraint(equalTo: centerYAnchor)
            bottomConstraint = guide.bottomAnchor.constraint(equalTo: centerYAnchor)
        }
        NSLayoutConstraint.activate([
            topConstraint, bottomConstraint,
            guide.leadingAnchor.constraint(equalTo: leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
        let state = typesetState
        state[keyPath: top] = topConstraint
        state[keyPath: bottom] = bottomConstraint
        if let planned = typesetPlan() { typesetUpdateGuides(planned.plan) }
        return guide
    }

    /// Sets the guides' constants for `plan`, the view's placement of its text and whether it
    /// shows any (an empty view's guides are the view itself).
    func typesetUpdateGuides(_ plan: StylePlan) {
        let state = typesetState
        let guides = ViewGuidePlan(plan, placement: typesetTextPlacement, hasText: ViewGuidePlan.hasText(state.text))
        state.capHeightTop?.constant = CGFloat(guides.capHeightConstants.top)
        state.capHeightBottom?.constant = CGFloat(guides.capHeightConstants.bottom)
        state.lineBoxTop?.constant = CGFloat(guides.lineBoxConstants.top)
        state.lineBoxBottom?.constant = CGFloat(guides.lineBoxConstants.bottom)
    }
}

/// Styles by name, for Interface Builder (``TypesetLabel/styleName``). Not named
/// `TypesetStyles`: that is the struct `typeset generate` writes into the app.
@MainActor
public enum TypesetStyleRegistry {
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

    /// The name of a style registered with ``TypesetStyleRegistry/register(_:named:)``.
    @IBInspectable public var styleName: String = "" {
        didSet {
            if let style = TypesetStyleRegistry.style(named: styleName) { typesetStyle = style }
        }
    }

    /// Plain text set on a styled label is shown in the style (it becomes ``TypesetStyleable/typesetText``);
    /// without a style the label behaves as a UILabel.
    open override var text: String? {
        get { super.text }
        set {
            guard typesetStyle != nil else {
                super.text = newValue
                return
            }
            typesetText = newValue
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
