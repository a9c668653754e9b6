#if canImport(SwiftUI)
import Foundation
import SwiftUI
import Typeset
import TypesetFont

// Value mapping only: every number comes from `SwiftUITextPlan` / `ReadableGuidePlan`
// (Sources/Typeset/Platform), tested on Linux.

extension PlatformVersion {
    /// The release this process runs on.
    static var runningForSwiftUI: PlatformVersion {
        #if targetEnvironment(macCatalyst)
        if #available(iOS 26.0, *) { return PlatformVersion(.macCatalyst, 26) }
        if #available(iOS 17.0, *) { return PlatformVersion(.macCatalyst, 17) }
        if #available(iOS 16.4, *) { return PlatformVersion(.macCatalyst, 16, 4) }
        return PlatformVersion(.macCatalyst, 16)
        #else
        let version = ProcessInfo.processInfo.operatingSystemVersion
        #if os(macOS)
        return PlatformVersion(.macOS, version.majorVersion, version.minorVersion)
        #elseif os(tvOS)
        return PlatformVersion(.tvOS, version.majorVersion, version.minorVersion)
        #elseif os(visionOS)
        return PlatformVersion(.visionOS, version.majorVersion, version.minorVersion)
        #else
        return PlatformVersion(.iOS, version.majorVersion, version.minorVersion)
        #endif
        #endif
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Typeset.ContentSizeCategory {
    /// The category for SwiftUI's Dynamic Type size.
    public init(_ size: DynamicTypeSize) {
        switch size {
        case .xSmall: self = .xS
        case .small: self = .S
        case .medium: self = .M
        case .large: self = .L
        case .xLarge: self = .xL
        case .xxLarge: self = .xxL
        case .xxxLarge: self = .xxxL
        case .accessibility1: self = .AX1
        case .accessibility2: self = .AX2
        case .accessibility3: self = .AX3
        case .accessibility4: self = .AX4
        case .accessibility5: self = .AX5
        @unknown default: self = .default
        }
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Font.Weight {
    init(_ weight: SystemFontWeight) {
        switch weight {
        case .ultraLight: self = .ultraLight
        case .thin: self = .thin
        case .light: self = .light
        case .regular: self = .regular
        case .medium: self = .medium
        case .semibold: self = .semibold
        case .bold: self = .bold
        case .heavy: self = .heavy
        case .black: self = .black
        }
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Font {
    /// The font for a request, at the fixed size the core chose for the environment's category.
    public init(_ request: FontRequest) {
        switch request.face {
        case .system(let weight):
            self = .system(size: CGFloat(request.pointSize), weight: Font.Weight(weight))
        case .postScriptName(let name):
            self = .custom(name, fixedSize: CGFloat(request.pointSize))
        }
    }
}

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
    StylePlan(style, scale: Double(displayScale), category: Typeset.ContentSizeCategory(dynamicTypeSize),
              platform: PlatformVersion.runningForSwiftUI)
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
        let plan = typesetPlan(style, dynamicTypeSize: dynamicTypeSize, displayScale: displayScale).swiftUI
        content
            .font(Font(plan.font))
            .modifier(TypesetTrackingModifier(tracking: CGFloat(plan.tracking)))
            .multilineTextAlignment(SwiftUI.TextAlignment(plan.alignment))
            .textCase(plan.textCase.map { Text.Case($0) })
            .modifier(TypesetLineHeightModifier(plan: plan))
    }
}

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
        if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            if let exact = plan.exactLineHeight {
                content.lineHeight(.exact(points: CGFloat(exact)))
            } else {
                approximation(content)
            }
        } else {
            approximation(content)
        }
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

    /// Limits the view to the style's readable measure, centred (SwiftUI has no readable content
    /// guide; Typography.md, "Readable width"). The width follows the environment's Dynamic Type size.
    public func readableWidth(for style: TextStyle) -> some View {
        modifier(TypesetReadableWidthModifier(style))
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Text {
    /// The style's tracking and case applied to a `Text` value itself (needed for tracking before
    /// iOS 16, where the `View` modifier does not exist; and for capitalized, which
    /// `textCase(_:)` lacks). Apply ``SwiftUI/View/textStyle(_:)`` for the rest.
    public static func typeset(_ string: String, style: TextStyle, dynamicTypeSize: DynamicTypeSize,
                               displayScale: CGFloat) -> Text {
        let plan = typesetPlan(style, dynamicTypeSize: dynamicTypeSize, displayScale: displayScale)
        let shown = plan.swiftUI.transformsString ? plan.paragraph.textCase.apply(to: string) : string
        return Text(shown).tracking(CGFloat(plan.swiftUI.tracking))
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
