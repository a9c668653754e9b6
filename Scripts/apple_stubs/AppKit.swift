// Minimal stand-ins for Apple frameworks, written for Scripts/typecheck_apple_adapters.sh: only the
// declarations the adapters use, with Apple's names and signatures, so that the adapters' use of
// the core API and of these names type-checks on Linux. Not a model of the frameworks' behaviour.
@_exported import Foundation
@_exported import CoreText
@_exported import ObjectiveC
public enum NSTextAlignment: Int { case left, center, right, justified, natural }
public enum NSLineBreakMode: Int { case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle }
public final class NSFontDescriptor: @unchecked Sendable {
  public struct AttributeName: Hashable { let raw: String; public static let featureSettings = AttributeName(raw: "f"); public init(rawValue: String) { raw = rawValue }; init(raw: String) { self.raw = raw } }
  public init() {}
  public struct FeatureKey: Hashable { public let rawValue: String; public init(rawValue: String) { self.rawValue = rawValue } }
  public func addingAttributes(_ attributes: [AttributeName: Any]) -> NSFontDescriptor { self }
  public struct SystemDesign: Hashable { let raw: String; public static let `default` = SystemDesign(raw: "d"), serif = SystemDesign(raw: "s"), rounded = SystemDesign(raw: "r"), monospaced = SystemDesign(raw: "m") }
  public func withDesign(_ design: SystemDesign) -> NSFontDescriptor? { self }
}
open class NSFont: CTFont, @unchecked Sendable {
  public var fontDescriptor = NSFontDescriptor()
  public var pointSize: CGFloat = 0
  public init?(descriptor: NSFontDescriptor, size: CGFloat) {}
  public struct Weight: Hashable { public var rawValue: CGFloat; public init(rawValue: CGFloat) { self.rawValue = rawValue }; public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(0), thin = Weight(0), light = Weight(0), regular = Weight(0), medium = Weight(0), semibold = Weight(0), bold = Weight(0), heavy = Weight(0), black = Weight(0) }
  public init?(name: String, size: CGFloat) {}
  override init() {}
  public static func systemFont(ofSize: CGFloat, weight: Weight) -> NSFont { NSFont() }
  public class func systemFont(ofSize fontSize: CGFloat) -> NSFont { NSFont() }
  public var fontName: String { "" }; public var ascender: CGFloat { 0 }; public var descender: CGFloat { 0 }; public var capHeight: CGFloat { 0 }
}
// NSParagraphStyle's properties are read-only; NSMutableParagraphStyle's are settable.
public class NSParagraphStyle: NSObject { var lineHeights: (CGFloat, CGFloat) = (0, 0); var aligned: NSTextAlignment = .natural
  public var minimumLineHeight: CGFloat { lineHeights.0 }; public var maximumLineHeight: CGFloat { lineHeights.1 }; public var alignment: NSTextAlignment { aligned } }
public final class NSMutableParagraphStyle: NSParagraphStyle {
  public override var minimumLineHeight: CGFloat { get { lineHeights.0 } set { lineHeights.0 = newValue } }
  public override var maximumLineHeight: CGFloat { get { lineHeights.1 } set { lineHeights.1 = newValue } }
  public override var alignment: NSTextAlignment { get { aligned } set { aligned = newValue } }
  public var lineSpacing: CGFloat = 0, paragraphSpacing: CGFloat = 0; public var lineBreakMode: NSLineBreakMode = .byWordWrapping }
extension NSAttributedString.Key { public static let font = Self("f"), paragraphStyle = Self("p"), kern = Self("k"), baselineOffset = Self("b") }
@MainActor public final class NSWindow { public var backingScaleFactor: CGFloat = 2 }
@MainActor public final class NSScreen { public static var main: NSScreen? = nil; public var backingScaleFactor: CGFloat = 2 }
@MainActor open class NSView: NSObject { open var window: NSWindow?
  open var alignmentRectInsets: NSEdgeInsets { NSEdgeInsets() }
  open func viewDidChangeBackingProperties() {}
  open func invalidateIntrinsicContentSize() {}
  open var layoutGuides: [NSLayoutGuide] = []
  open func addLayoutGuide(_ guide: NSLayoutGuide) {}
  open var constraints: [NSLayoutConstraint] = []
  @available(macOS 11.0, *) public var layoutMarginsGuide: NSLayoutGuide { NSLayoutGuide() }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }; public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }; public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() } }
// NSControl's cell and alignment, shared by NSTextField and NSButton here.
open class NSControlStandIn: NSView { open var cell: NSCell?; open var alignment: NSTextAlignment = .natural }
public final class NSCell { public var lineBreakMode: NSLineBreakMode = .byWordWrapping }
open class NSTextField: NSControlStandIn { open var stringValue = ""; open var attributedStringValue = NSAttributedString(string: "")
  public override init() {}
  public convenience init(wrappingLabelWithString stringValue: String) { self.init() }
  public convenience init(labelWithString stringValue: String) { self.init() } }
public final class NSTextContainer { public var lineBreakMode: NSLineBreakMode = .byWordWrapping; public var lineFragmentPadding: CGFloat = 5
  public init(size: NSSize) {} }
public final class NSTextStorage: NSMutableAttributedString { public convenience init() { self.init(string: "") }; public func addLayoutManager(_ aLayoutManager: NSLayoutManager) {} }
public final class NSLayoutManager { public init() {}; public func addTextContainer(_ container: NSTextContainer) {}
  public func ensureLayout(for container: NSTextContainer) {}; public func usedRect(for container: NSTextContainer) -> NSRect { .zero } }
open class NSTextView: NSView { open var alignment: NSTextAlignment = .natural; open var textContainer: NSTextContainer?; open var textStorage: NSTextStorage?; open var typingAttributes: [NSAttributedString.Key: Any] = [:]; open var defaultParagraphStyle: NSParagraphStyle?
  open var textContainerInset: NSSize = .zero; open var string: String = ""
  public init(frame frameRect: NSRect, textContainer container: NSTextContainer?) {}; public init(frame frameRect: NSRect) {} }
extension NSFontDescriptor {
  public struct TraitKey: Hashable { let raw: String; public static let weight = TraitKey(raw: "w") }
  public func object(forKey attribute: NSFontDescriptor.AttributeName) -> Any? { nil }
}
extension NSFontDescriptor.AttributeName { public static let traits = NSFontDescriptor.AttributeName(raw: "t") }
public struct NSUserInterfaceItemIdentifier: Hashable { public var rawValue: String; public init(_ rawValue: String) { self.rawValue = rawValue }; public init(rawValue: String) { self.rawValue = rawValue } }
public class NSLayoutAnchor<T> { public func constraint(equalTo: NSLayoutAnchor<T>) -> NSLayoutConstraint { NSLayoutConstraint() } }
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> { public func constraint(lessThanOrEqualToConstant: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }; public func constraint(lessThanOrEqualTo: NSLayoutDimension) -> NSLayoutConstraint { NSLayoutConstraint() } }
extension NSLayoutConstraint { public struct Priority { public static let defaultHigh = Priority() } }
@MainActor public final class NSLayoutConstraint { public var constant: CGFloat = 0; public var priority = Priority(); public var identifier: String?; nonisolated init() {}; public static func activate(_ c: [NSLayoutConstraint]) {} }
@MainActor public class NSLayoutGuide { public init() {}; public var identifier = NSUserInterfaceItemIdentifier(""); public let topAnchor = NSLayoutYAxisAnchor(), bottomAnchor = NSLayoutYAxisAnchor(), centerXAnchor = NSLayoutXAxisAnchor(), widthAnchor = NSLayoutDimension()
  public let leadingAnchor = NSLayoutXAxisAnchor(), trailingAnchor = NSLayoutXAxisAnchor() }
extension NSCell { public func cellSize(forBounds rect: NSRect) -> NSSize { rect.size }; public func drawingRect(forBounds rect: NSRect) -> NSRect { rect } }
extension NSFontDescriptor {
  public struct SymbolicTraits: OptionSet, Sendable { public let rawValue: UInt32; public init(rawValue: UInt32) { self.rawValue = rawValue }; public static let italic = SymbolicTraits(rawValue: 1), bold = SymbolicTraits(rawValue: 2) }
  public var symbolicTraits: SymbolicTraits { [] }
  public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> NSFontDescriptor { self }
}
extension NSAttributedString.Key { public static let link = Self("link") }
open class NSButton: NSControlStandIn { open var title = "", alternateTitle = ""; open var attributedTitle = NSAttributedString(string: ""), attributedAlternateTitle = NSAttributedString(string: "")
  override init() {}; public convenience init(title: String, target: Any?, action: Selector?) { self.init() } }
