#if canImport(UIKit) && !os(watchOS)
import UIKit
import Typeset
import TypesetFont

/// A UIKit view that shows text Typeset can style: UILabel, UITextView, UITextField, UIButton.
///
/// Conforming views get ``typesetStyle`` and ``typesetText``: assign a ``TextStyle`` once and
/// the view shows its exact line height, letter spacing and case, keeps its own alignment and
/// line break mode, and follows content size category and display scale changes by itself — no
/// subclass, no `traitCollectionDidChange(_:)` in a view controller (Typography.md, "Dynamic Type").
@MainActor
public protocol TypesetStyleable: UIView {
    /// The view's plain text now.
    var typesetCurrentText: String? { get }
    /// The view's own alignment.
    var typesetCurrentAlignment: NSTextAlignment { get }
    /// The view's own line break mode.
    var typesetCurrentLineBreakMode: NSLineBreakMode { get }
    /// Shows `string` (already transformed) with `attributes`.
    func typesetShow(_ string: NSAttributedString, attributes: [NSAttributedString.Key: Any])
}

extension TypesetStyleable {
    /// The style the view shows its text in; `nil` leaves the view as it is.
    public var typesetStyle: TextStyle? {
        get { typesetState.style }
        set {
            let state = typesetState
            state.style = newValue
            if state.text == nil { state.text = typesetCurrentText }
            typesetObserveTraits { [weak self] in self?.typesetReapply() }
            typesetApply()
        }
    }

    /// How the line height is produced (``LineHeightTechnique/exact`` by default).
    public var typesetLineHeightTechnique: LineHeightTechnique {
        get { typesetState.technique }
        set {
            typesetState.technique = newValue
            typesetApply()
        }
    }

    /// The text, shown in ``typesetStyle`` (set this rather than `text`, which drops attributes).
    public var typesetText: String? {
        get { typesetState.text }
        set {
            typesetState.text = newValue
            typesetApply()
        }
    }

    /// Sets the text and the style at once.
    public func setText(_ text: String?, style: TextStyle) {
        typesetState.text = text
        typesetStyle = style
    }

    /// The plan for the view's style in its current traits, and the font made for it.
    public func typesetPlan() -> (plan: StylePlan, font: UIFont)? {
        guard let style = typesetState.style else { return nil }
        return UIKitStyleMapping.plan(style, traits: traitCollection, technique: typesetState.technique)
    }

    /// Applies the style again, first adopting text that was set directly on the view (`text`,
    /// `attributedText`) since Typeset last set it. Called on trait changes.
    public func typesetReapply() {
        let state = typesetState
        if let shown = state.lastSetString, let current = typesetCurrentText, current != shown { state.text = current }
        typesetApply()
    }

    func typesetApply() {
        let state = typesetState
        guard let planned = typesetPlan() else { return }
        let plan = planned.plan
        let attributes = UIKitStyleMapping.attributes(plan.paragraph, font: planned.font, alignment: typesetCurrentAlignment,
                                                 lineBreakMode: typesetCurrentLineBreakMode)
        let string = UIKitStyleMapping.attributedString(state.text ?? "", plan.paragraph, attributes)
        state.lastSetString = string.string
        typesetShow(string, attributes: attributes)
        typesetUpdateGuides(plan)
        invalidateIntrinsicContentSize()
    }
}

extension UILabel: TypesetStyleable {
    public var typesetCurrentText: String? { attributedText?.string ?? text }
    public var typesetCurrentAlignment: NSTextAlignment { textAlignment }
    public var typesetCurrentLineBreakMode: NSLineBreakMode { lineBreakMode }
    public func typesetShow(_ string: NSAttributedString, attributes: [NSAttributedString.Key: Any]) {
        attributedText = string
    }
}

extension UITextView: TypesetStyleable {
    public var typesetCurrentText: String? { attributedText?.string ?? text }
    public var typesetCurrentAlignment: NSTextAlignment { textAlignment }
    public var typesetCurrentLineBreakMode: NSLineBreakMode { textContainer.lineBreakMode }
    public func typesetShow(_ string: NSAttributedString, attributes: [NSAttributedString.Key: Any]) {
        let selection = selectedRange
        attributedText = string
        typingAttributes = attributes
        selectedRange = selection
    }
}

extension UITextField: TypesetStyleable {
    public var typesetCurrentText: String? { attributedText?.string ?? text }
    public var typesetCurrentAlignment: NSTextAlignment { textAlignment }
    public var typesetCurrentLineBreakMode: NSLineBreakMode { .byTruncatingTail }
    public func typesetShow(_ string: NSAttributedString, attributes: [NSAttributedString.Key: Any]) {
        defaultTextAttributes = attributes
        attributedText = string
    }
}

extension UIButton: TypesetStyleable {
    public var typesetCurrentText: String? { currentAttributedTitle?.string ?? currentTitle }
    public var typesetCurrentAlignment: NSTextAlignment { titleLabel?.textAlignment ?? .natural }
    public var typesetCurrentLineBreakMode: NSLineBreakMode { titleLabel?.lineBreakMode ?? .byTruncatingMiddle }
    public func typesetShow(_ string: NSAttributedString, attributes: [NSAttributedString.Key: Any]) {
        if #available(iOS 15.0, tvOS 15.0, *), var configuration = configuration {
            configuration.attributedTitle = try? AttributedString(string, including: \.uiKit)
            self.configuration = configuration
        } else {
            setAttributedTitle(string, for: .normal)
        }
    }
}
#endif
