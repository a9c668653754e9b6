#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CoreText
@_exported import TypesetCoreText
@_exported import TypesetPlatform
import TypesetStyle

// AppKit parity with TypesetUIKit: installed fonts, a missing font's error and fallback,
// cap-height alignment, display scale changes, height for a width, readable width and buttons.
// Value mapping only: every number comes from the core's plans, tested on Linux.

extension SystemFontWeight {
    /// The weight nearest `font`'s weight trait (`NSFontDescriptor.TraitKey.weight`), compared with
    /// AppKit's own `NSFont.Weight` values; regular when the descriptor has none.
    public init(_ font: NSFont) {
        let traits = font.fontDescriptor.object(forKey: .traits) as? [NSFontDescriptor.TraitKey: Any]
        guard let trait = traits?[.weight] as? NSNumber else {
            self = .regular
            return
        }
        self = SystemFontWeight.nearest(to: trait.doubleValue) { Double(NSFont.Weight($0).rawValue) }
    }
}

extension StyleFont {
    /// An installed or registered font as a style's font, its metrics read through Core Text.
    public init(_ font: NSFont) throws(PlatformFontError) {
        try self.init(coreText: font as CTFont, weight: SystemFontWeight(font))
    }

    /// The installed font with this PostScript name (`NSFont(name:size:)`).
    public init(postScriptName: String) throws(PlatformFontError) {
        guard let font = NSFont(name: postScriptName, size: CGFloat(InstalledFontMetrics.readingSize)) else {
            throw .notInstalled(postScriptName: postScriptName)
        }
        try self.init(font)
    }

    /// The system font in `design` (New York, SF Rounded, SF Mono) at `weight`.
    public init(systemDesign design: SystemFontDesign, weight: SystemFontWeight = .regular) throws(PlatformFontError) {
        let size = CGFloat(InstalledFontMetrics.readingSize)
        guard let descriptor = NSFont.systemFont(ofSize: size, weight: NSFont.Weight(weight)).fontDescriptor
            .withDesign(NSFontDescriptor.SystemDesign(design)),
            let font = NSFont(descriptor: descriptor, size: size)
        else { throw .notInstalled(postScriptName: "system font, \(design.rawValue) design") }
        try self.init(systemDesign: design, weight: weight, coreText: font as CTFont)
    }
}

extension TextStyle {
    /// A style in an installed font at the font's size (``StyleFont/init(_:)``).
    public init(_ font: NSFont, lineHeight: LineHeight = .font, letterSpacing: LetterSpacing = .none) throws(PlatformFontError) {
        self.init(font: try StyleFont(font), pointSize: Double(font.pointSize), lineHeight: lineHeight, letterSpacing: letterSpacing)
    }
}

extension NSEdgeInsets {
    /// Top and bottom insets from the core; left and right zero.
    public init(_ insets: VerticalInsets) {
        self.init(top: CGFloat(insets.top), left: 0, bottom: CGFloat(insets.bottom), right: 0)
    }
}

extension AppKitStyleMapping {
    /// The plan and font for `style` at `scale`, and why the style's font is missing when it is:
    /// then the plan and font are the core's fallback (``TextStyle/fallback``).
    public static func resolve(_ style: TextStyle, scale: CGFloat, technique: LineHeightTechnique = .exact)
        -> (plan: StylePlan, font: NSFont, error: PlatformFontError?)?
    {
        let planned = plan(style, scale: scale, technique: technique)
        if let font = font(planned.font) { return (planned, font, nil) }
        let fallback = plan(style.fallback, scale: scale, technique: technique)
        guard let font = font(fallback.font) else { return nil }
        return (fallback, font, planned.font.unavailableError)
    }

    /// `text` in `plan`'s case with `attributes`.
    public static func attributedString(_ text: String, _ plan: StylePlan, _ attributes: [NSAttributedString.Key: Any]) -> NSAttributedString {
        NSAttributedString(string: plan.paragraph.textCase.apply(to: text), attributes: attributes)
    }
}

/// An NSTextField that shows a ``TextStyle`` and keeps it: its alignment rectangle's top can be
/// the first line's cap line and its bottom the last baseline (Auto Layout aligns those), and it
/// re-applies the style when its window's backing scale changes (a window moved to another
/// display). The AppKit counterpart of `TypesetLabel`; AppKit reads `alignmentRectInsets` from an
/// override only.
open class TypesetTextField: NSTextField {
    /// The style; setting it shows ``typesetText`` (or the current string) in it.
    public var typesetStyle: TextStyle? {
        didSet { typesetApply() }
    }

    /// The text before the style's case transformation.
    public var typesetText: String? {
        didSet { typesetApply() }
    }

    /// How the line height is produced.
    public var typesetLineHeightTechnique: LineHeightTechnique = .exact {
        didSet { typesetApply() }
    }

    /// Whether the alignment rectangle's top is the first line's cap line.
    public var alignsCapHeight = false {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Whether the alignment rectangle's bottom is the last line's baseline.
    public var alignsBaseline = false {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Why the style's font could not be made, when it could not (the field shows the fallback).
    public private(set) var typesetFontError: PlatformFontError?

    /// The plan for the style at the field's backing scale, and its font.
    public func typesetPlan() -> (plan: StylePlan, font: NSFont)? {
        guard let style = typesetStyle,
              let resolved = AppKitStyleMapping.resolve(style, scale: typesetBackingScale, technique: typesetLineHeightTechnique)
        else { return nil }
        return (resolved.plan, resolved.font)
    }

    open override var alignmentRectInsets: NSEdgeInsets {
        guard let planned = typesetPlan(), ViewGuidePlan.hasText(typesetText ?? stringValue) else { return super.alignmentRectInsets }
        return NSEdgeInsets(planned.plan.alignmentRectInsets(capHeight: alignsCapHeight, baseline: alignsBaseline))
    }

    open override func viewDidChangeBackingProperties() {
        super.viewDidChangeBackingProperties()
        typesetApply()
    }

    private func typesetApply() {
        guard let style = typesetStyle,
              let resolved = AppKitStyleMapping.resolve(style, scale: typesetBackingScale, technique: typesetLineHeightTechnique)
        else { return }
        typesetFontError = resolved.error
        let attributes = AppKitStyleMapping.attributes(resolved.plan, font: resolved.font, alignment: alignment,
                                                       lineBreakMode: cell?.lineBreakMode ?? .byWordWrapping)
        attributedStringValue = AppKitStyleMapping.attributedString(typesetText ?? stringValue, resolved.plan, attributes)
        invalidateIntrinsicContentSize()
    }
}

extension NSTextField {
    /// Height for a width: the height a wrapping text field styled with `style` reports for
    /// `text` in `width` at display scale `scale` (AppKit's own `cellSize(forBounds:)`), plus the
    /// technique's outer padding when `includingOuterPadding` is set.
    @MainActor
    public static func typesetHeight(of text: String, style: TextStyle, width: CGFloat, scale: CGFloat,
                                     technique: LineHeightTechnique = .exact, includingOuterPadding: Bool = false) -> CGFloat {
        guard let resolved = AppKitStyleMapping.resolve(style, scale: scale, technique: technique) else { return .zero }
        let field = NSTextField(wrappingLabelWithString: "")
        let attributes = AppKitStyleMapping.attributes(resolved.plan, font: resolved.font, alignment: field.alignment,
                                                       lineBreakMode: .byWordWrapping)
        field.attributedStringValue = AppKitStyleMapping.attributedString(text, resolved.plan, attributes)
        guard let cell = field.cell else { return .zero }
        let size = cell.cellSize(forBounds: NSRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude))
        guard includingOuterPadding else { return size.height }
        return CGFloat(resolved.plan.label.padded(labelHeight: Double(size.height)))
    }
}

extension NSButton {
    /// Shows the button's title (and alternate title, the one shown in its on state) in `style`:
    /// font, exact line height, kern, case; AppKit draws every state from these two.
    @MainActor
    public func applyTypesetStyle(_ style: TextStyle) {
        guard let resolved = AppKitStyleMapping.resolve(style, scale: typesetBackingScale) else { return }
        let attributes = AppKitStyleMapping.attributes(resolved.plan, font: resolved.font, alignment: alignment,
                                                       lineBreakMode: cell?.lineBreakMode ?? .byTruncatingMiddle)
        attributedTitle = AppKitStyleMapping.attributedString(title, resolved.plan, attributes)
        if !alternateTitle.isEmpty {
            attributedAlternateTitle = AppKitStyleMapping.attributedString(alternateTitle, resolved.plan, attributes)
        }
    }
}

extension NSView {
    /// A readable-width layout guide for text in `style` (Typography.md, "Readable width"): centred
    /// in the layout margins, at most the style's readable measure wide, never wider than the
    /// margins. Call again after the window's backing scale changes to update its width.
    @available(macOS 11.0, *)
    @MainActor
    public func typesetReadableGuide(for style: TextStyle) -> NSLayoutGuide {
        let identifier = NSUserInterfaceItemIdentifier("Typeset.readable")
        let width = CGFloat(AppKitStyleMapping.plan(style, scale: typesetBackingScale).readable.readableWidth)
        if let guide = layoutGuides.first(where: { $0.identifier == identifier }) {
            constraints.first { $0.identifier == identifier.rawValue }?.constant = width
            return guide
        }
        let guide = NSLayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        let margins = layoutMarginsGuide
        let readable = guide.widthAnchor.constraint(lessThanOrEqualToConstant: width)
        readable.identifier = identifier.rawValue
        let fill = guide.widthAnchor.constraint(equalTo: margins.widthAnchor)
        fill.priority = .defaultHigh
        NSLayoutConstraint.activate([
            guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            guide.widthAnchor.constraint(lessThanOrEqualTo: margins.widthAnchor),
            readable, fill,
            guide.topAnchor.constraint(equalTo: margins.topAnchor),
            guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        return guide
    }
}
#endif
