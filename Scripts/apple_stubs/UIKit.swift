// Minimal stand-ins for Apple frameworks, written for Scripts/typecheck_apple_adapters.sh: only the
// declarations the adapters use, with Apple's names and signatures, so that the adapters' use of
// the core API and of these names type-checks on Linux. Not a model of the frameworks' behaviour.
@_exported import Foundation
@_exported import CoreText
public struct UIEdgeInsets { public var top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0; public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {}; public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
public enum NSTextAlignment: Int { case left, center, right, justified, natural }
public enum NSLineBreakMode: Int { case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle }
public struct UIContentSizeCategory: Equatable {
  let raw: String
  public static let extraSmall = Self(raw: "a"), small = Self(raw: "b"), medium = Self(raw: "c"), large = Self(raw: "d"), extraLarge = Self(raw: "e"), extraExtraLarge = Self(raw: "f"), extraExtraExtraLarge = Self(raw: "g"), accessibilityMedium = Self(raw: "h"), accessibilityLarge = Self(raw: "i"), accessibilityExtraLarge = Self(raw: "j"), accessibilityExtraExtraLarge = Self(raw: "k"), accessibilityExtraExtraExtraLarge = Self(raw: "l"), unspecified = Self(raw: "m")
}
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified = 0, compact = 1, regular = 2 }
public enum UILegibilityWeight: Int, Sendable { case unspecified = -1, regular = 0, bold = 1 }
public final class UITraitCollection: @unchecked Sendable { public var displayScale: CGFloat = 1; public var preferredContentSizeCategory: UIContentSizeCategory = .large
  public var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified, verticalSizeClass: UIUserInterfaceSizeClass = .unspecified, legibilityWeight: UILegibilityWeight = .unspecified
  /// Apple: `class var current: UITraitCollection { get set }` (iOS 13), the current thread's traits.
  public static var current: UITraitCollection { get { UITraitCollection() } set {} }
  init() {}; public convenience init(displayScale scale: CGFloat) { self.init() } }
@MainActor open class UIDevice { public class var current: UIDevice { UIDevice() }; open var model: String { "" }; open var systemName: String { "" }; open var systemVersion: String { "" }; nonisolated init() {} }
@MainActor open class UIScreen { public class var main: UIScreen { UIScreen() }; open var scale: CGFloat { 1 }; nonisolated init() {} }
public final class UIFontDescriptor: @unchecked Sendable {
  public struct AttributeName: Hashable { let raw: String; public static let featureSettings = AttributeName(raw: "f"), traits = AttributeName(raw: "t"); public init(rawValue: String) { raw = rawValue }; init(raw: String) { self.raw = raw } }
  public struct FeatureKey: Hashable { public let rawValue: String; public init(rawValue: String) { self.rawValue = rawValue } }
  public struct TraitKey: Hashable { let raw: String; public static let weight = TraitKey(raw: "w") }
  public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor { self }
  public func object(forKey anAttribute: AttributeName) -> Any? { nil }
  public struct SystemDesign: Hashable { let raw: String; public static let `default` = SystemDesign(raw: "d"), serif = SystemDesign(raw: "s"), rounded = SystemDesign(raw: "r"), monospaced = SystemDesign(raw: "m") }
  public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? { self }
  public struct SymbolicTraits: OptionSet, Sendable { public let rawValue: UInt32; public init(rawValue: UInt32) { self.rawValue = rawValue }; public static let traitItalic = SymbolicTraits(rawValue: 1), traitBold = SymbolicTraits(rawValue: 2) }
  public var symbolicTraits: SymbolicTraits { [] }
  public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? { self }
}
open class UIFont: CTFont, @unchecked Sendable {
  public var fontDescriptor = UIFontDescriptor()
  public init(descriptor: UIFontDescriptor, size: CGFloat) {}
  public struct Weight: Hashable { public var rawValue: CGFloat; public init(rawValue: CGFloat) { self.rawValue = rawValue }; public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(0), thin = Weight(0), light = Weight(0), regular = Weight(0), medium = Weight(0), semibold = Weight(0), bold = Weight(0), heavy = Weight(0), black = Weight(0) }
  public struct TextStyle { public static let largeTitle = TextStyle(), title1 = TextStyle(), title2 = TextStyle(), title3 = TextStyle(), headline = TextStyle(), body = TextStyle(), callout = TextStyle(), subheadline = TextStyle(), footnote = TextStyle(), caption1 = TextStyle(), caption2 = TextStyle() }
  public var fontName: String { "" }; public var familyName: String { "" }
  public var pointSize: CGFloat = 0, ascender: CGFloat = 0, descender: CGFloat = 0, leading: CGFloat = 0, capHeight: CGFloat = 0, xHeight: CGFloat = 0, lineHeight: CGFloat = 0
  public init?(name: String, size: CGFloat) {}
  override init() {}
  public static func systemFont(ofSize: CGFloat, weight: Weight) -> UIFont { UIFont() }
  public static func preferredFont(forTextStyle: TextStyle) -> UIFont { UIFont() }
}
public final class UIFontMetrics { public init(forTextStyle: UIFont.TextStyle) {}; public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith: UITraitCollection?) -> UIFont { font }
  public func scaledFont(for font: UIFont, compatibleWith: UITraitCollection?) -> UIFont { font }
  public func scaledValue(for value: CGFloat, compatibleWith: UITraitCollection?) -> CGFloat { value } }
// NSParagraphStyle's properties are read-only; NSMutableParagraphStyle's are settable.
public class NSParagraphStyle: NSObject { var lineHeights: (CGFloat, CGFloat) = (0, 0); var aligned: NSTextAlignment = .natural
  public var minimumLineHeight: CGFloat { lineHeights.0 }; public var maximumLineHeight: CGFloat { lineHeights.1 }; public var alignment: NSTextAlignment { aligned } }
public final class NSMutableParagraphStyle: NSParagraphStyle {
  public override var minimumLineHeight: CGFloat { get { lineHeights.0 } set { lineHeights.0 = newValue } }
  public override var maximumLineHeight: CGFloat { get { lineHeights.1 } set { lineHeights.1 = newValue } }
  public override var alignment: NSTextAlignment { get { aligned } set { aligned = newValue } }
  public var lineSpacing: CGFloat = 0, paragraphSpacing: CGFloat = 0; public var lineBreakMode: NSLineBreakMode = .byWordWrapping }
extension NSAttributedString.Key { public static let font = Self("f"), paragraphStyle = Self("p"), kern = Self("k"), baselineOffset = Self("b") }
extension NSAttributedString.Key { public static let underlineStyle = Self("u"), strikethroughStyle = Self("s"), link = Self("link"), foregroundColor = Self("fg") }
public struct NSUnderlineStyle: OptionSet, Sendable { public let rawValue: Int; public init(rawValue: Int) { self.rawValue = rawValue }; public static let single = NSUnderlineStyle(rawValue: 1) }
public protocol UITraitDefinition {}
public typealias UITrait = any UITraitDefinition.Type
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}
public enum UITraitDisplayScale: UITraitDefinition {}
public enum UITraitHorizontalSizeClass: UITraitDefinition {}
public enum UITraitVerticalSizeClass: UITraitDefinition {}
public enum UITraitLegibilityWeight: UITraitDefinition {}
public protocol UITraitChangeRegistration {}
struct Reg: UITraitChangeRegistration {}
public class NSLayoutAnchor<T> { public func constraint(equalTo: NSLayoutAnchor<T>) -> NSLayoutConstraint { NSLayoutConstraint() }
  public func constraint(equalTo anchor: NSLayoutAnchor<T>, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() } }
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> { public func constraint(lessThanOrEqualToConstant: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }; public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }; public func constraint(lessThanOrEqualTo: NSLayoutDimension) -> NSLayoutConstraint { NSLayoutConstraint() } }
public struct UILayoutPriority { public static let defaultHigh = UILayoutPriority() }
@MainActor public final class NSLayoutConstraint { public var constant: CGFloat = 0; public var priority = UILayoutPriority(); public var isActive = false; nonisolated init() {}; public static func activate(_ c: [NSLayoutConstraint]) {} }
@MainActor public class UILayoutGuide { public init() {}; public var identifier = ""; public var layoutFrame: CGRect { .zero }; public let topAnchor = NSLayoutYAxisAnchor(), bottomAnchor = NSLayoutYAxisAnchor(), leadingAnchor = NSLayoutXAxisAnchor(), trailingAnchor = NSLayoutXAxisAnchor(), centerXAnchor = NSLayoutXAxisAnchor(), widthAnchor = NSLayoutDimension() }
@MainActor open class UIView: NSObject {
  public override init() {}
  public init(frame: CGRect) {}
  public required init?(coder: NSCoder) {}
  open var isHidden = false, isUserInteractionEnabled = true, isAccessibilityElement = false
  open var traitCollection = UITraitCollection()
  open var superview: UIView?
  open func addSubview(_ v: UIView) {}
  open var layoutGuides: [UILayoutGuide] = []
  open func addLayoutGuide(_ g: UILayoutGuide) {}
  open var translatesAutoresizingMaskIntoConstraints = true
  public let widthAnchor = NSLayoutDimension(), heightAnchor = NSLayoutDimension()
  public let topAnchor = NSLayoutYAxisAnchor(), bottomAnchor = NSLayoutYAxisAnchor(), centerYAnchor = NSLayoutYAxisAnchor(), leadingAnchor = NSLayoutXAxisAnchor(), trailingAnchor = NSLayoutXAxisAnchor()
  public let layoutMarginsGuide = UILayoutGuide()
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  open func invalidateIntrinsicContentSize() {}
  open func setNeedsLayout() {}
  open var alignmentRectInsets: UIEdgeInsets { .zero }
  open func sizeThatFits(_ size: CGSize) -> CGSize { size }
  open var bounds = CGRect.zero, frame = CGRect.zero
  open func layoutIfNeeded() {}
  @available(iOS 17.0, tvOS 17.0, *) open var traitOverrides: UITraitOverrides { get { UITraitOverrides() } set {} }
  @available(iOS 17.0, tvOS 17.0, *) open func updateTraitsIfNeeded() {}
  @available(iOS 17.0, tvOS 17.0, *)
  public func registerForTraitChanges<S>(_ traits: [UITrait], handler: @escaping (S, UITraitCollection) -> Void) -> any UITraitChangeRegistration { Reg() }
}
@MainActor open class UIViewController: NSObject {
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
  public convenience override init() { self.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) {}
  open var view: UIView! = UIView()
  open func viewDidLoad() {}
}
open class UILabel: UIView {
  open var text: String?, attributedText: NSAttributedString?
  open var font: UIFont!
  open var textAlignment: NSTextAlignment = .natural, lineBreakMode: NSLineBreakMode = .byTruncatingTail
  open var numberOfLines = 1
  open override func sizeThatFits(_ s: CGSize) -> CGSize { s }
}
public final class NSTextContainer { public var lineBreakMode: NSLineBreakMode = .byWordWrapping; public var lineFragmentPadding: CGFloat = 0; public init(size: CGSize = .zero) {} }
// TextKit 1 and string drawing, as the device check kit uses them.
public final class NSTextStorage: NSMutableAttributedString { public func addLayoutManager(_ aLayoutManager: NSLayoutManager) {} }
public final class NSLayoutManager { public init() {}; public func addTextContainer(_ container: NSTextContainer) {}
  public func ensureLayout(for container: NSTextContainer) {}
  public func glyphRange(for container: NSTextContainer) -> NSRange { NSRange(location: 0, length: 0) }
  public func location(forGlyphAt glyphIndex: Int) -> CGPoint { .zero }
  public func enumerateLineFragments(forGlyphRange glyphsToShow: NSRange, using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {} }
public struct NSStringDrawingOptions: OptionSet, Sendable { public let rawValue: Int; public init(rawValue: Int) { self.rawValue = rawValue }; public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1), usesFontLeading = NSStringDrawingOptions(rawValue: 2) }
public final class NSStringDrawingContext {}
extension NSAttributedString { public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect { .zero } }
open class UITextView: UIView {
  open var isScrollEnabled = true
  open var text: String?, attributedText: NSAttributedString?, font: UIFont?
  open var textAlignment: NSTextAlignment = .natural
  public let textContainer = NSTextContainer()
  open var textContainerInset = UIEdgeInsets.zero
  open var typingAttributes: [NSAttributedString.Key: Any] = [:]
  open var selectedRange = NSRange(location: 0, length: 0)
}
open class UITextField: UIView {
  open var text: String?, attributedText: NSAttributedString?
  open var textAlignment: NSTextAlignment = .natural
  open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
}
open class UIColor: NSObject, @unchecked Sendable { open class var red: UIColor { UIColor() }; open class var gray: UIColor { UIColor() } }
@MainActor open class UIWindow: UIView {}
/// Apple: `struct UITraitOverrides: UIMutableTraits` (iOS 17), the traits a view overrides.
public struct UITraitOverrides { public var preferredContentSizeCategory = UIContentSizeCategory.unspecified
  public var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified, verticalSizeClass = UIUserInterfaceSizeClass.unspecified
  public var legibilityWeight = UILegibilityWeight.unspecified, displayScale: CGFloat = 0 }
open class UIControl: UIView {
  public struct State: OptionSet, Hashable, Sendable { public let rawValue: UInt; public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([]), highlighted = State(rawValue: 1), disabled = State(rawValue: 2), selected = State(rawValue: 4), focused = State(rawValue: 8) }
}
open class UIButton: UIControl {
  public struct Configuration { public var attributedTitle: AttributedString? }
  open var configuration: Configuration?
  open var currentTitle: String?, currentAttributedTitle: NSAttributedString?
  open var titleLabel: UILabel?
  open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {}
  open func titleColor(for state: UIControl.State) -> UIColor? { nil }
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
  open func attributedTitle(for state: UIControl.State) -> NSAttributedString? { nil }
  public enum ButtonType: Int { case custom = 0, system = 1 }
  public convenience init(type buttonType: UIButton.ButtonType) { self.init() }
}
public enum UIKitAttributes: AttributeScope { public typealias DecodingConfiguration = AttributeScopeCodableConfiguration; public typealias EncodingConfiguration = AttributeScopeCodableConfiguration }
extension AttributeScopes { public var uiKit: UIKitAttributes.Type { UIKitAttributes.self } }
// Darwin's Foundation converts NSAttributedString with a scope; Linux's does not.
extension AttributedString { public init<S: AttributeScope>(_ string: NSAttributedString, including scope: KeyPath<AttributeScopes, S.Type>) throws { self.init(string.string) } }
// Darwin's Foundation has key-value observing; Linux's does not.
public struct NSKeyValueObservingOptions: OptionSet, Sendable { public let rawValue: UInt; public init(rawValue: UInt) { self.rawValue = rawValue }; public static let new = NSKeyValueObservingOptions(rawValue: 1), old = NSKeyValueObservingOptions(rawValue: 2) }
public struct NSKeyValueObservedChange<Value> { public let newValue: Value?; public let oldValue: Value? }
public class NSKeyValueObservation: NSObject, @unchecked Sendable { public func invalidate() {} }
public protocol _KeyValueCodingAndObserving {}
extension NSObject: _KeyValueCodingAndObserving {}
extension _KeyValueCodingAndObserving {
  @preconcurrency public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [], changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation { NSKeyValueObservation() }
}
