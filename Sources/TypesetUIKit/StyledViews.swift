#if canImport(UIKit) && !os(watchOS)
import UIKit
import TypesetStyle
import TypesetPlatform

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
    /// Starts noticing plain text set on the view directly (`text = ...`), to show it in the style.
    func typesetObserveText()
    /// Where the view puts its text, for the cap-height and line-box guides (``TextPlacement``).
    var typesetTextPlacement: TextPlacement { get }
}

/// A style that makes its UIKit attributes itself: the `TypesetUIKitStyle` that `typeset generate`
/// writes conforms when the app also imports TypesetUIKit, so a generated style plugs into a view
/// with ``TypesetStyleable/typesetGeneratedStyle`` or ``TypesetStyleable/setText(_:generatedStyle:)``.
/// (For the cap-height and line-box guides, which need the core's plan, use the generated
/// platform-neutral `TypesetStyles` value with ``TypesetStyleable/typesetStyle``.)
public protocol TypesetGeneratedUIKitStyle {
    /// Font, paragraph style, kern, baseline offset and language for `traits`' content size category.
    func attributes(compatibleWith traits: UITraitCollection?) -> [NSAttributedString.Key: Any]
    /// `text` in the style's case.
    func applyingTextCase(_ text: String, locale: Locale?) -> String
    /// The trait variant `traits` choose (size classes, Bold Text: the tokens' `variants`), or the
    /// style itself; generated files from before variants get the default, the style itself.
    func resolved(for traits: UITraitCollection) -> Self
}

extension TypesetGeneratedUIKitStyle {
    /// A style without trait variants is its own choice.
    public func resolved(for traits: UITraitCollection) -> Self { self }
}

extension TypesetStyleable {
    /// A generated UIKit style the view shows its text in, re-applied on trait changes like
    /// ``typesetStyle`` (setting one clears the other): the content size category, and the size
    /// classes and Bold Text that choose among the style's variants (``TypesetGeneratedUIKitStyle/resolved(for:)``).
    public var typesetGeneratedStyle: (any TypesetGeneratedUIKitStyle)? {
        get { typesetState.generatedStyle }
        set {
            let state = typesetState
            state.generatedStyle = newValue
            if newValue != nil { state.style = nil }
            if state.text == nil { state.text = typesetCurrentText }
            typesetObserveTraits(.style) { [weak self] in self?.typesetReapply() }
            typesetObserveText()
            typesetApply()
        }
    }

    /// Sets the text and a generated UIKit style at once.
    public func setText(_ text: String?, generatedStyle: any TypesetGeneratedUIKitStyle) {
        typesetState.text = text
        typesetGeneratedStyle = generatedStyle
    }

    /// A style that varies by size class and Bold Text: the view shows the variant its traits
    /// choose (``TextStyleVariants/style(for:)``) and chooses again when they change. Setting it
    /// sets ``typesetStyle`` to the current choice; setting ``typesetStyle`` clears it.
    public var typesetStyleVariants: TextStyleVariants? {
        get { typesetState.variants }
        set {
            let chosen = newValue?.style(for: StyleTraits(traitCollection))
            typesetStyle = chosen
            typesetState.variants = newValue
        }
    }

    /// The style the view shows its text in; `nil` leaves the view as it is.
    public var typesetStyle: TextStyle? {
        get { typesetState.style }
        set {
            let state = typesetState
            state.style = newValue
            state.variants = nil
            if newValue != nil { state.generatedStyle = nil }
            if state.text == nil { state.text = typesetCurrentText }
            typesetObserveTraits(.style) { [weak self] in self?.typesetReapply() }
            typesetObserveText()
            typesetApply()
        }
    }

    /// Text was set on the view directly: adopt it and show it in the style, unless what the
    /// view shows is still Typeset's own string (marked with ``NSAttributedString/Key/typesetStyled``).
    func typesetTextWasSet(_ attributedText: NSAttributedString?, plainText: String?) {
        let state = typesetState
        guard !state.isApplying, state.style != nil || state.generatedStyle != nil else { return }
        if let attributedText, attributedText.length > 0,
           attributedText.attribute(.typesetStyled, at: 0, effectiveRange: nil) != nil { return }
        // Nothing shown and nothing to show: applying would set the same empty string again.
        if !ViewGuidePlan.hasText(plainText) && !ViewGuidePlan.hasText(state.text) { return }
        state.text = plainText
        typesetApply()
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

    /// The plan for the view's style in its current traits, and the font made for it (the
    /// fallback's when the style's font is missing: ``typesetFontError``).
    public func typesetPlan() -> (plan: StylePlan, font: UIFont)? {
        guard let style = typesetState.style,
              let resolved = UIKitStyleMapping.resolve(style, traits: traitCollection, technique: typesetState.technique)
        else { return nil }
        typesetState.fontError = resolved.error
        return (resolved.plan, resolved.font)
    }

    /// Why the style's font could not be made (not installed, no PostScript name), or `nil`.
    /// The view then shows the style in the system font at the nearest weight (``TextStyle/fallback``)
    /// rather than nothing.
    public var typesetFontError: PlatformFontError? { typesetState.fontError }

    /// Applies the style again, first adopting text that was set directly on the view (`text`,
    /// `attributedText`) since Typeset last set it. Called on trait changes.
    public func typesetReapply() {
        let state = typesetState
        if let shown = state.lastSetString, let current = typesetCurrentText, current != shown { state.text = current }
        if let variants = state.variants { state.style = variants.style(for: StyleTraits(traitCollection)) }
        typesetApply()
    }

    func typesetApply() {
        let state = typesetState
        if state.style == nil, let style = state.generatedStyle {
            // The variant the view's traits choose (its case too); re-chosen on every trait change.
            let generated = style.resolved(for: traitCollection)
            var attributes = generated.attributes(compatibleWith: traitCollection)
            attributes[.typesetStyled] = true
            let string = NSAttributedString(string: generated.applyingTextCase(state.text ?? "", locale: nil), attributes: attributes)
            state.lastSetString = string.string
            state.isApplying = true
            typesetShow(string, attributes: attributes)
            state.isApplying = false
            invalidateIntrinsicContentSize()
            return
        }
        guard let planned = typesetPlan() else { return }
        let plan = planned.plan
        var attributes = UIKitStyleMapping.attributes(plan.paragraph, font: planned.font, alignment: typesetCurrentAlignment,
                                                      lineBreakMode: typesetCurrentLineBreakMode)
        attributes[.typesetStyled] = true
        let string = UIKitStyleMapping.attributedString(state.text ?? "", plan.paragraph, attributes)
        state.lastSetString = string.string
        state.isApplying = true
        typesetShow(string, attributes: attributes)
        state.isApplying = false
        typesetUpdateGuides(plan)
        invalidateIntrinsicContentSize()
    }
}

extension NSAttributedString.Key {
    /// Marks text Typeset styled, so that text set on the view directly (which drops it) is noticed.
    public static let typesetStyled = NSAttributedString.Key("Typeset.styled")
}

extension TypesetStyleable {
    /// Views other than UILabel notice directly set text on the next trait change (``typesetReapply()``).
    public func typesetObserveText() {}
}

extension UILabel: TypesetStyleable {
    /// Observes `text` (key-value observing; UIKit sets it through its setter), so that
    /// `label.text = ...` keeps the style immediately.
    public func typesetObserveText() {
        let state = typesetState
        guard state.textObservation == nil else { return }
        state.textObservation = observe(\.text, options: [.new]) { label, _ in
            MainActor.assumeIsolated {
                label.typesetTextWasSet(label.attributedText, plainText: label.text)
            }
        }
    }

    public var typesetCurrentText: String? { attributedText?.string ?? text }
    public var typesetCurrentAlignment: NSTextAlignment { textAlignment }
    public var typesetCurrentLineBreakMode: NSLineBreakMode { lineBreakMode }
    public func typesetShow(_ string: NSAttributedString, attributes: [NSAttributedString.Key: Any]) {
        // The font first, so that text later set with `text =` keeps at least the style's font
        // (`TypesetLabel` keeps the whole style: it routes `text` to ``typesetText``).
        if let font = attributes[.font] as? UIFont { self.font = font }
        attributedText = string
    }
    public var typesetTextPlacement: TextPlacement { .fromTop(inset: .zero) }
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
    /// The first line starts below `textContainerInset.top` (the inset at the time the style is
    /// applied or the guides are made; set the inset before the style).
    public var typesetTextPlacement: TextPlacement {
        .fromTop(inset: VerticalInsets(top: Double(textContainerInset.top), bottom: Double(textContainerInset.bottom)))
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
    /// A field centres its one line vertically (`contentVerticalAlignment` `.center`, the default).
    public var typesetTextPlacement: TextPlacement { .centred }
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
            // Every state the button draws, each in its own title colour (an attributed title
            // replaces the state's plain title and colour, so the colour is carried over).
            for state in [UIControl.State.normal, .highlighted, .disabled, .selected, .focused] {
                let shown = NSMutableAttributedString(attributedString: string)
                if let color = titleColor(for: state) {
                    shown.addAttribute(.foregroundColor, value: color, range: NSRange(location: 0, length: shown.length))
                }
                setAttributedTitle(shown, for: state)
            }
        }
    }
    /// A button centres its title vertically (`contentVerticalAlignment` `.center`, the default).
    public var typesetTextPlacement: TextPlacement { .centred }
}
#endif
