// Minimal stand-ins for Apple frameworks, written for Scripts/typecheck_apple_adapters.sh: only the
// declarations the adapters use, with Apple's names and signatures, so that the adapters' use of
// the core API and of these names type-checks on Linux. Not a model of the frameworks' behaviour.
@_exported import Foundation
@_exported import CoreText
public enum NSTextAlignment: Int { case left, center, right, justified, natural }
public enum NSLineBreakMode: Int { case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle }
public final class NSFontDescriptor: @unchecked Sendable {
  public struct AttributeName: Hashable { let raw: String; public static let featureSettings = AttributeName(raw: "f") }
  public struct FeatureKey: Hashable { public let rawValue: String; public init(rawValue: String) { self.rawValue = rawValue } }
  public func addingAttributes(_ attributes: [AttributeName: Any]) -> NSFontDescriptor { self }
  public struct SystemDesign: Hashable { let raw: String; public static let `default` = SystemDesign(raw: "d"), serif = SystemDesign(raw: "s"), rounded = SystemDesign(raw: "r"), monospaced = SystemDesign(raw: "m") }
  public func withDesign(_ design: SystemDesign) -> NSFontDescriptor? { self }
}
open class NSFont: CTFont, @unchecked Sendable {
  public var fontDescriptor = NSFontDescriptor()
  public var pointSize: CGFloat = 0
  public init?(descriptor: NSFontDescriptor, size: CGFloat) {}
  public struct Weight { public static let ultraLight = Weight(), thin = Weight(), light = Weight(), regular = Weight(), medium = Weight(), semibold = Weight(), bold = Weight(), heavy = Weight(), black = Weight() }
  public init?(name: String, size: CGFloat) {}
  override init() {}
  public static func systemFont(ofSize: CGFloat, weight: Weight) -> NSFont { NSFont() }
}
public class NSParagraphStyle: NSObject {}
public final class NSMutableParagraphStyle: NSParagraphStyle { public var minimumLineHeight: CGFloat = 0, maximumLineHeight: CGFloat = 0, lineSpacing: CGFloat = 0, paragraphSpacing: CGFloat = 0; public var alignment: NSTextAlignment = .natural; public var lineBreakMode: NSLineBreakMode = .byWordWrapping }
extension NSAttributedString.Key { public static let font = Self("f"), paragraphStyle = Self("p"), kern = Self("k"), baselineOffset = Self("b") }
@available(macOS 12.0, *) extension NSAttributedString.Key { public static let languageIdentifier = Self("l") }
@MainActor public final class NSWindow { public var backingScaleFactor: CGFloat = 2 }
@MainActor public final class NSScreen { public static var main: NSScreen? = nil; public var backingScaleFactor: CGFloat = 2 }
@MainActor open class NSView: NSObject { open var window: NSWindow? }
public final class NSCell { public var lineBreakMode: NSLineBreakMode = .byWordWrapping }
open class NSTextField: NSView { open var cell: NSCell?; open var alignment: NSTextAlignment = .natural; open var stringValue = ""; open var attributedStringValue = NSAttributedString(string: "") }
public final class NSTextContainer { public var lineBreakMode: NSLineBreakMode = .byWordWrapping }
public final class NSTextStorage: NSMutableAttributedString {}
open class NSTextView: NSView { open var alignment: NSTextAlignment = .natural; open var textContainer: NSTextContainer?; open var textStorage: NSTextStorage?; open var typingAttributes: [NSAttributedString.Key: Any] = [:]; open var defaultParagraphStyle: NSParagraphStyle? }
