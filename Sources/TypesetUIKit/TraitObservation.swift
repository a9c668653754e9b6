#if canImport(UIKit) && !os(watchOS)
import ObjectiveC
import UIKit
import TypesetStyle
import TypesetPlatform

/// An invisible, zero-size subview that reports its trait changes (the proxy view of Typography.md, "Dynamic Type"):
/// UIKit sends `traitCollectionDidChange(_:)` to every view in the hierarchy, rendered or not,
/// so the styled view itself needs no subclass. Used before iOS 17 only.
final class TypesetTraitProxyView: UIView {
    var onChange: (@MainActor () -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        isUserInteractionEnabled = false
        isAccessibilityElement = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
            || previousTraitCollection?.displayScale != traitCollection.displayScale
            || previousTraitCollection.map(StyleTraits.init) != StyleTraits(traitCollection)
        else { return }
        onChange?()
    }
}

/// What a trait-change handler on a view is for; one handler per key.
enum TraitHandlerKey: Hashable {
    /// Re-applying ``TypesetStyleable/typesetStyle``.
    case style
    /// Updating the readable-width guide.
    case readableGuide
}

/// What Typeset keeps on a view (an associated object, so the view needs no subclass).
@MainActor
final class TypesetViewState: NSObject {
    var style: TextStyle?
    var technique: LineHeightTechnique = .exact
    /// Why the style's font could not be made, when it could not (the view shows the fallback).
    var fontError: PlatformFontError?
    /// Key-value observation of a label's `text`, so that `label.text = ...` keeps the style.
    var textObservation: NSKeyValueObservation?
    /// Whether Typeset is setting the view's text now (observations then ignore it).
    var isApplying = false
    /// A generated UIKit style, used when ``style`` is nil.
    var generatedStyle: (any TypesetGeneratedUIKitStyle)?
    /// The text before the case transformation.
    var text: String?
    /// The string Typeset last set, to notice text set directly on the view.
    var lastSetString: String?
    var observing = false
    var registration: AnyObject?
    weak var proxy: TypesetTraitProxyView?
    var capHeightTop: NSLayoutConstraint?
    var capHeightBottom: NSLayoutConstraint?
    var lineBoxTop: NSLayoutConstraint?
    var lineBoxBottom: NSLayoutConstraint?
    var readableWidth: NSLayoutConstraint?
    var readableStyle: TextStyle?
    /// One handler per purpose (``TraitHandlerKey``): assigning a style again replaces its
    /// handler rather than adding another, so a reused cell re-applies its style once.
    var onTraitChange: [TraitHandlerKey: @MainActor () -> Void] = [:]
    /// A style with variants by size class and Bold Text; chosen from on every application.
    var variants: TextStyleVariants?
}

nonisolated(unsafe) private var typesetStateKey: UInt8 = 0

extension UIView {
    /// Typeset's state for this view, created on first use.
    @MainActor
    var typesetState: TypesetViewState {
        if let state = objc_getAssociatedObject(self, &typesetStateKey) as? TypesetViewState { return state }
        let state = TypesetViewState()
        objc_setAssociatedObject(self, &typesetStateKey, state, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return state
    }

    /// Calls `handler` whenever this view's content size category or display scale changes, with
    /// the mechanism the core chooses for the release (``TraitObservation``): the view's own
    /// `registerForTraitChanges(_:handler:)` from iOS 17, an invisible proxy subview before.
    /// A second call with the same `key` replaces the first handler (it does not add one).
    @MainActor
    func typesetObserveTraits(_ key: TraitHandlerKey, _ handler: @escaping @MainActor () -> Void) {
        let state = typesetState
        state.onTraitChange[key] = handler
        guard !state.observing else { return }
        state.observing = true
        switch TraitObservation(platform: PlatformVersion.running) {
        case .traitRegistration:
            if #available(iOS 17.0, tvOS 17.0, *) {
                // Size classes and Bold Text too, for styles with variants (TextStyleVariants).
                let traits: [UITrait] = [UITraitPreferredContentSizeCategory.self, UITraitDisplayScale.self,
                                         UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self,
                                         UITraitLegibilityWeight.self]
                let registration = registerForTraitChanges(traits) { (view: UIView, _: UITraitCollection) in
                    view.typesetTraitsChanged()
                }
                state.registration = registration as AnyObject
            }
        case .proxyView:
            let proxy = TypesetTraitProxyView(frame: .zero)
            proxy.onChange = { [weak self] in self?.typesetTraitsChanged() }
            addSubview(proxy)
            state.proxy = proxy
        case .none:
            break
        }
    }

    @MainActor
    func typesetTraitsChanged() {
        for handler in typesetState.onTraitChange.values { handler() }
    }
}
#endif
