#if canImport(SwiftUI)
import CoreText
import Foundation
import SwiftUI
import TypesetStyle
@_exported import TypesetPlatform
#if canImport(UIKit) && !os(watchOS)
import TypesetUIKit
#elseif canImport(AppKit)
import TypesetAppKit
#endif

// Value mapping only: every number comes from `SwiftUITextPlan` / `ReadableGuidePlan`
// (Sources/TypesetPlatform), tested on Linux.

extension PlatformVersion {
    /// The release this process runs on, as the UIKit or AppKit adapter reads it.
    static var runningForSwiftUI: PlatformVersion {
        #if canImport(UIKit) && !os(watchOS)
        return .running
        #elseif canImport(AppKit)
        return .runningMac
        #else
        // watchOS, which the core does not tell apart from iOS: its version, as an iOS release.
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return PlatformVersion(.iOS, version.majorVersion, version.minorVersion)
        #endif
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TypesetStyle.ContentSizeCategory {
    /// The category for SwiftUI's Dynamic Type size.
    public init(_ size: DynamicTypeSize) {
        self = switch size {
        case .xSmall: .xS
        case .small: .S
        case .medium: .M
        case .large: .L
        case .xLarge: .xL
        case .xxLarge: .xxL
        case .xxxLarge: .xxxL
        case .accessibility1: .AX1
        case .accessibility2: .AX2
        case .accessibility3: .AX3
        case .accessibility4: .AX4
        case .accessibility5: .AX5
        @unknown default: .default
        }
    }
}

/// The core's weights as SwiftUI's: `Font.Weight(weight)` (Sources/TypesetPlatform/PlatformValues.swift).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Font.Weight: SystemFontWeightValues {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Font {
    /// The font for a request, at the fixed size the core chose for the environment's category.
    ///
    /// With ``FontRequest/features``, ``FontRequest/variations`` or an optical size attribute
    /// (``FontRequest/hasDescriptorAttributes``) it is the UIKit or AppKit adapter's font, which carries them
    /// on its descriptor, as `Font(_: CTFont)` ("can bridge SwiftUI Font with NSFont or UIFont,
    /// both of which are toll-free bridged to CTFont"; SwiftUI's documentation of `Font.init(_:)`).
    /// SwiftUI's `Font` has no feature settings of its own.
    public init(_ request: FontRequest) {
        if request.hasDescriptorAttributes, let font = Font.platformFont(request) {
            self.init(font)
            return
        }
        switch request.face {
        case .system(let weight):
            self = .system(size: CGFloat(request.pointSize), weight: Font.Weight(weight))
        case .postScriptName(let name):
            self = .custom(name, fixedSize: CGFloat(request.pointSize))
        case .systemDesign(let design, let weight):
            self = .system(size: CGFloat(request.pointSize), weight: Font.Weight(weight), design: Font.Design(design))
        }
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Font {
    /// The platform font for `request`, features included, as Core Text's type; `nil` when the
    /// font is not available, and on watchOS (no adapter to make it).
    static func platformFont(_ request: FontRequest) -> CTFont? {
        #if canImport(UIKit) && !os(watchOS)
        return UIKitStyleMapping.baseFont(request, size: request.pointSize).map { $0 as CTFont }
        #elseif canImport(AppKit)
        return AppKitStyleMapping.font(request).map { $0 as CTFont }
        #else
        return nil
        #endif
    }
}

/// The core's designs as SwiftUI's: `Font.Design(design)` (Sources/TypesetPlatform/PlatformValues.swift).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Font.Design: SystemFontDesignValues {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension SwiftUI.TextAlignment {
    init(_ alignment: SwiftUITextAlignment) {
        switch alignment {
        case .leading: self = .leading
        case .center: self = .center
        case .trailing: self = .trailing
        }
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Text.Case {
    init(_ textCase: SwiftUITextCase) {
        switch textCase {
        case .uppercase: self = .uppercase
        case .lowercase: self = .lowercase
        }
    }
}

/// The plan for a style in a SwiftUI environment.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
func typesetPlan(_ style: TextStyle, dynamicTypeSize: DynamicTypeSize, displayScale: CGFloat) -> StylePlan {
    StylePlan(style, scale: Double(displayScale), category: TypesetStyle.ContentSizeCategory(dynamicTypeSize),
              platform: PlatformVersion.runningForSwiftUI)
}

/// Whether this build's SDK has SwiftUI's `lineHeight(_:)`: the 26 SDKs, which come with Swift 6.2
/// (Xcode 26). `#available` checks the running release, not the SDK, so an older Xcode needs the
/// compiler check to build at all.
let sdkHasSwiftUILineHeight: Bool = {
    #if compiler(>=6.2)
    return true
    #else
    return false
    #endif
}()

/// SwiftUI's plan for a style in an environment, for this build's SDK.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
func typesetSwiftUIPlan(_ style: TextStyle, dynamicTypeSize: DynamicTypeSize, displayScale: CGFloat) -> SwiftUITextPlan {
    let plan = typesetPlan(style, dynamicTypeSize: dynamicTypeSize, displayScale: displayScale)
    return SwiftUITextPlan(plan.resolved, platform: plan.platform, sdkHasLineHeight: sdkHasSwiftUILineHeight)
}

/// Applies a ``TextStyle``: font (at the size for the environment's Dynamic Type size), exact
/// line height where SwiftUI has it (26), otherwise the documented approximation
/// (``SwiftUITextPlan``), tracking, alignment and case.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TypesetTextStyleModifier: ViewModifier {
    let style: TextStyle
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.displayScale) private var displayScale

    /// Creates the modifier.
    public init(_ style: TextStyle) { self.style = style }

    public func body(content: Content) -> some View {
        let plan = typesetSwiftUIPlan(style, dynamicTypeSize: dynamicTypeSize, displayScale: displayScale)
        content
            .font(Font(plan.font))
            .modifier(TypesetTrackingModifier(tracking: CGFloat(plan.tracking)))
            .multilineTextAlignment(SwiftUI.TextAlignment(plan.alignment))
            .textCase(plan.textCase.map { Text.Case($0) })
            .modifier(TypesetLineHeightModifier(plan: plan))
    }
}

/// Applies the variant of a ``TextStyleVariants`` the environment chooses: its size classes
/// (none on macOS) and Bold Text (`legibilityWeight`).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TypesetStyleVariantsModifier: ViewModifier {
    let variants: TextStyleVariants
    @Environment(\.legibilityWeight) private var legibilityWeight
    #if !os(macOS)
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    #endif

    /// Creates the modifier.
    public init(_ variants: TextStyleVariants) { self.variants = variants }

    /// The environment's traits.
    var traits: StyleTraits {
        #if os(macOS)
        StyleTraits(isBoldText: legibilityWeight == .bold)
        #else
        StyleTraits(horizontalSizeClass: horizontalSizeClass.map(SizeClass.init), verticalSizeClass: verticalSizeClass.map(SizeClass.init),
                    isBoldText: legibilityWeight == .bold)
        #endif
    }

    public func body(content: Content) -> some View {
        content.modifier(TypesetTextStyleModifier(variants.style(for: traits)))
    }
}

#if !os(macOS)
@available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
extension SizeClass {
    /// The core's size class for SwiftUI's.
    public init(_ sizeClass: UserInterfaceSizeClass) {
        switch sizeClass {
        case .compact: self = .compact
        case .regular: self = .regular
        @unknown default: self = .regular
        }
    }
}
#endif

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
struct TypesetTrackingModifier: ViewModifier {
    let tracking: CGFloat

    func body(content: Content) -> some View {
        if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
            content.tracking(tracking)
        } else {
            // Before iOS 16 only `Text` has `tracking(_:)`; apply the style to `Text` values
            // with `Text.typesetStyle(_:)` there.
            content
        }
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
struct TypesetLineHeightModifier: ViewModifier {
    let plan: SwiftUITextPlan

    func body(content: Content) -> some View {
        // `lineHeight(_:)` is only in the 26 SDKs (Swift 6.2, Xcode 26); older compilers build the
        // approximation only, and the plan knows it (`sdkHasSwiftUILineHeight`).
        #if compiler(>=6.2)
        if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            if let exact = plan.exactLineHeight {
                content.lineHeight(.exact(points: CGFloat(exact)))
            } else {
                approximation(content)
            }
        } else {
            approximation(content)
        }
        #else
        approximation(content)
        #endif
    }

    private func approximation(_ content: Content) -> some View {
        content
            .lineSpacing(CGFloat(plan.lineSpacing))
            .padding(.vertical, CGFloat(plan.verticalPadding))
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Applies a Typeset ``TextStyle`` to the text in this view.
    public func textStyle(_ style: TextStyle) -> some View {
        modifier(TypesetTextStyleModifier(style))
    }

    /// Applies the variant of `variants` that the environment's size classes and Bold Text choose.
    public func textStyle(_ variants: TextStyleVariants) -> some View {
        modifier(TypesetStyleVariantsModifier(variants))
    }

    /// Limits the view to the style's readable measure, centred (SwiftUI has no readable content
    /// guide; Typography.md, "Readable width"). The width follows the environment's Dynamic Type size.
    public func readableWidth(for style: TextStyle) -> some View {
        modifier(TypesetReadableWidthModifier(style))
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Text {
    /// The style's tracking, case and language applied to a `Text` value itself (needed for
    /// tracking before iOS 16, where the `View` modifier does not exist; for capitalized, which
    /// `textCase(_:)` lacks; and for the language, which only the text's own `AttributedString`
    /// carries: `languageIdentifier`, ``SwiftUITextPlan/language``). Apply
    /// ``SwiftUI/View/textStyle(_:)`` for the rest.
    public static func typeset(_ string: String, style: TextStyle, dynamicTypeSize: DynamicTypeSize,
                               displayScale: CGFloat) -> Text {
        let plan = typesetPlan(style, dynamicTypeSize: dynamicTypeSize, displayScale: displayScale)
        let shown = plan.swiftUI.transformsString ? plan.paragraph.textCase.apply(to: string) : string
        guard let language = plan.swiftUI.language else { return Text(shown).tracking(CGFloat(plan.swiftUI.tracking)) }
        var attributed = AttributedString(shown)
        attributed.languageIdentifier = language
        return Text(attributed).tracking(CGFloat(plan.swiftUI.tracking))
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension AttributedString {
    /// Mixed runs (``AttributedTextBuilder``: bold, italic, links, another size) as SwiftUI's
    /// attributed string: each run in its font (fixed at the size the core chose for the Dynamic
    /// Type size; italic with `Font.italic()`), kern, link and language. Show it with
    /// `Text(_:)` and ``SwiftUI/View/textStyle(_:)`` with the builder's style for the paragraph's
    /// line height, alignment and case. SwiftUI sets every run on the line's common baseline
    /// itself, so the UIKit string's baseline offset (the paragraph's, on every run) is not needed.
    public init(typeset builder: AttributedTextBuilder, dynamicTypeSize: DynamicTypeSize, displayScale: CGFloat) {
        let plan = builder.plan(scale: Double(displayScale), category: TypesetStyle.ContentSizeCategory(dynamicTypeSize),
                                platform: PlatformVersion.runningForSwiftUI)
        self.init()
        for run in plan.runs {
            var piece = AttributedString(run.text)
            let font = Font(run.font)
            // SwiftUI's keys by type: UIKit's scope has a `font` and a `kern` too.
            piece[AttributeScopes.SwiftUIAttributes.FontAttribute.self] = run.isItalic ? font.italic() : font
            piece[AttributeScopes.SwiftUIAttributes.KernAttribute.self] = CGFloat(run.kern)
            if let link = run.link, let url = URL(string: link) { piece.link = url }
            if let language = plan.paragraph.swiftUI.language { piece.languageIdentifier = language }
            append(piece)
        }
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Text {
    /// Mixed runs as one `Text` (``Foundation/AttributedString/init(typeset:dynamicTypeSize:displayScale:)``).
    public static func typeset(_ builder: AttributedTextBuilder, dynamicTypeSize: DynamicTypeSize, displayScale: CGFloat) -> Text {
        Text(AttributedString(typeset: builder, dynamicTypeSize: dynamicTypeSize, displayScale: displayScale))
    }
}

/// Centres the content in at most the style's readable width.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TypesetReadableWidthModifier: ViewModifier {
    let style: TextStyle
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.displayScale) private var displayScale

    /// Creates the modifier.
    public init(_ style: TextStyle) { self.style = style }

    public func body(content: Content) -> some View {
        let plan = typesetPlan(style, dynamicTypeSize: dynamicTypeSize, displayScale: displayScale).readable
        content
            .frame(maxWidth: CGFloat(plan.readableWidth))
            .frame(maxWidth: .infinity)
    }
}
#endif
