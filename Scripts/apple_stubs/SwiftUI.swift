// Minimal stand-ins for Apple frameworks, written for Scripts/typecheck_apple_adapters.sh: only the
// declarations the adapters use, with Apple's names and signatures, so that the adapters' use of
// the core API and of these names type-checks on Linux. Not a model of the frameworks' behaviour.
@_exported import Foundation
@_exported import CoreText
public protocol View { associatedtype Body: View; @ViewBuilder @MainActor var body: Body { get } }
public struct _Empty: View { public var body: _Empty { self } }
extension Optional: View where Wrapped: View { public var body: _Empty { _Empty() } }
public struct _Any: View { public init<V: View>(_ v: V) {}; public var body: _Empty { _Empty() } }
@resultBuilder public enum ViewBuilder {
  public static func buildBlock<V: View>(_ v: V) -> V { v }
  public static func buildBlock<A: View, B: View>(_ a: A, _ b: B) -> _Empty { _Empty() }
  public static func buildBlock<A: View, B: View, C: View>(_ a: A, _ b: B, _ c: C) -> _Empty { _Empty() }
  public static func buildBlock<A: View, B: View, C: View, D: View>(_ a: A, _ b: B, _ c: C, _ d: D) -> _Empty { _Empty() }
  public static func buildExpression<V: View>(_ v: V) -> V { v }
  public static func buildEither<A: View>(first: A) -> _Any { _Any(first) }
  public static func buildEither<A: View>(second: A) -> _Any { _Any(second) }
  public static func buildLimitedAvailability<A: View>(_ a: A) -> _Any { _Any(a) }
}
public struct _ViewModifier_Content<M>: View { public var body: _Empty { _Empty() } }
public protocol ViewModifier { associatedtype Body: View; typealias Content = _ViewModifier_Content<Self>; @ViewBuilder @MainActor func body(content: Content) -> Body }
public struct HorizontalAlignment { public static let leading = HorizontalAlignment(), center = HorizontalAlignment(), trailing = HorizontalAlignment() }
public struct VStack<Content: View>: View { public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}; public var body: _Empty { _Empty() } }
public protocol Scene { associatedtype Body: Scene; @SceneBuilder @MainActor var body: Body { get } }
@resultBuilder public enum SceneBuilder { public static func buildBlock<S: Scene>(_ s: S) -> S { s } }
public struct WindowGroup<Content: View>: Scene { public init(@ViewBuilder content: () -> Content) {}; public var body: WindowGroup<Content> { self } }
public protocol App { associatedtype Body: Scene; @SceneBuilder @MainActor var body: Body { get }; @MainActor init() }
extension App { @MainActor public static func main() {} }
#if canImport(UIKit)
import UIKit
public struct UIViewControllerRepresentableContext<Representable> {}
public protocol UIViewControllerRepresentable: View {
  associatedtype UIViewControllerType: UIViewController
  typealias Context = UIViewControllerRepresentableContext<Self>
  @MainActor func makeUIViewController(context: Context) -> UIViewControllerType
  @MainActor func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
}
extension UIViewControllerRepresentable { public var body: _Empty { _Empty() } }
#endif
public enum Edge { public struct Set { public static let vertical = Set() } }
public enum TextAlignment { case leading, center, trailing }
public struct Font: Sendable, Hashable { public enum TextStyle: Sendable { case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2 }
  public struct Weight: Sendable { public static let ultraLight = Weight(), thin = Weight(), light = Weight(), regular = Weight(), medium = Weight(), semibold = Weight(), bold = Weight(), heavy = Weight(), black = Weight() }
  public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
  public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font { Font() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font { Font() }
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font() }
  public static func custom(_ name: String, size: CGFloat, relativeTo: TextStyle) -> Font { Font() }
  public init(_ font: CTFont) {}
  public func italic() -> Font { self }
  init() {}
  public static func == (a: Font, b: Font) -> Bool { true }; public func hash(into h: inout Hasher) {} }
extension AttributeScopes {
  public struct SwiftUIAttributes: AttributeScope {
    public enum FontAttribute: AttributedStringKey { public typealias Value = Font; public static let name = "SwiftUI.Font" }
    public enum KernAttribute: AttributedStringKey { public typealias Value = CGFloat; public static let name = "SwiftUI.Kern" }
    public let font: FontAttribute
    public let kern: KernAttribute
    public typealias DecodingConfiguration = AttributeScopeCodableConfiguration
    public typealias EncodingConfiguration = AttributeScopeCodableConfiguration
  }
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}
extension AttributeDynamicLookup {
  public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T { self[T.self] }
}
public enum DynamicTypeSize { case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5 }
public enum LegibilityWeight: Hashable, Sendable { case regular, bold }
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }
public struct EnvironmentValues { public var dynamicTypeSize: DynamicTypeSize = .large; public var displayScale: CGFloat = 1
  public var legibilityWeight: LegibilityWeight? = nil; public var horizontalSizeClass: UserInterfaceSizeClass? = nil; public var verticalSizeClass: UserInterfaceSizeClass? = nil }
public protocol DynamicProperty {}
@propertyWrapper public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty { public init(wrappedValue: Value, relativeTo: Font.TextStyle) { self.wrappedValue = wrappedValue }; public var wrappedValue: Value }
@propertyWrapper public struct Environment<V> { public init(_ k: KeyPath<EnvironmentValues, V>) {}; public var wrappedValue: V { fatalError() } }
public struct Text: View { public enum Case { case uppercase, lowercase }; public init(_ s: String) {}; public init(_ a: AttributedString) {}; public func tracking(_ t: CGFloat) -> Text { self }; public var body: _Empty { _Empty() }
  public func font(_ font: Font?) -> Text { self }; public func kerning(_ kerning: CGFloat) -> Text { self }; public func italic() -> Text { self }
  public static func + (lhs: Text, rhs: Text) -> Text { lhs } }
// Built with -D TYPESET_SDK_BEFORE_26 these stand-ins are an SDK before 26 (Xcode 16), which has
// no `AttributedString.LineHeight` and no `lineHeight(_:)`.
#if !TYPESET_SDK_BEFORE_26
extension AttributedString { public struct LineHeight { public static func exact(points: CGFloat) -> LineHeight { LineHeight() } } }
#endif
extension View {
  public func font(_ f: Font?) -> _Any { _Any(self) }
  public func modifier<M: ViewModifier>(_ m: M) -> _Any { _Any(self) }
  public func multilineTextAlignment(_ a: TextAlignment) -> _Any { _Any(self) }
  public func textCase(_ c: Text.Case?) -> _Any { _Any(self) }
  public func lineSpacing(_ s: CGFloat) -> _Any { _Any(self) }
  public func padding(_ e: Edge.Set, _ l: CGFloat?) -> _Any { _Any(self) }
  public func frame(maxWidth: CGFloat?) -> _Any { _Any(self) }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) public func tracking(_ t: CGFloat) -> _Any { _Any(self) }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) public func kerning(_ k: CGFloat) -> _Any { _Any(self) }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) public func underline(_ active: Bool) -> _Any { _Any(self) }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) public func strikethrough(_ active: Bool) -> _Any { _Any(self) }
  #if !TYPESET_SDK_BEFORE_26
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) public func lineHeight(_ h: AttributedString.LineHeight?) -> _Any { _Any(self) }
  #endif
}
