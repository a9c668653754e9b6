import TypesetStyle

/// SwiftUI's horizontal text alignment (`TextAlignment`: leading, center, trailing).
public enum SwiftUITextAlignment: String, Sendable, Hashable, CaseIterable {
    case leading, center, trailing
}

/// SwiftUI's `Text.Case` (uppercase and lowercase only).
public enum SwiftUITextCase: String, Sendable, Hashable, CaseIterable {
    case uppercase, lowercase
}

/// What the `.textStyle(_:)` SwiftUI modifier sets, for one resolved style on one release.
///
/// ## Line height
///
/// From iOS/macOS/tvOS/visionOS 26, SwiftUI's `lineHeight(_:)` takes
/// `AttributedString.LineHeight.exact(points:)` (Apple's documentation: "the exact given total (in
/// points), regardless of the effective ascent and descent of the fonts in use"):
/// ``exactLineHeight`` is the style's line height and nothing else is needed.
///
/// Before, SwiftUI has only `lineSpacing(_:)`, which, like UIKit's, adds space between lines and
/// none above the first or below the last. The approximation: ``lineSpacing`` = L - F (F the
/// font's line height), never negative, plus ``verticalPadding`` = (L - F) / 2 above and below
/// the text (Typography.md, "Outer padding"). Its limits:
/// - for L ≥ F the baselines are L apart and the first baseline is where a design tool puts it;
///   SwiftUI's own rounding of line positions (which does not follow the HIG leadings; Apple
///   forums 650982) remains;
/// - for L < F SwiftUI cannot tighten lines: every line is F - L too tall
///   (``pitchError``), the first baseline sits (F - L) / 2 too low, and n lines are
///   n (F - L) too tall (``heightError(lines:)``).
public struct SwiftUITextPlan: Sendable, Hashable {
    /// The font: a fixed size (`Font.custom(_:fixedSize:)` or `Font.system(size:weight:)`) at
    /// the category, so that the line height below is computed for the same size. With
    /// ``FontRequest/features`` the adapter makes the platform font with them and passes it as
    /// `Font(_: CTFont)` (SwiftUI's `Font` has no feature settings of its own).
    public let font: FontRequest
    /// `tracking(_:)`, points (the style's kern).
    public let tracking: Double
    /// The line height for `lineHeight(.exact(points:))` on releases that have it; `nil` before.
    public let exactLineHeight: Double?
    /// `lineSpacing(_:)` of the approximation (0 when ``exactLineHeight`` is set).
    public let lineSpacing: Double
    /// Padding above and below the text of the approximation (0 when ``exactLineHeight`` is set).
    public let verticalPadding: Double
    /// How much taller than the style each line is under the approximation (0 when exact or L ≥ F).
    public let pitchError: Double
    /// `multilineTextAlignment(_:)`: natural and left map to leading, right to trailing; SwiftUI
    /// `Text` cannot justify, so justified maps to leading (``alignmentIsApproximate``).
    public let alignment: SwiftUITextAlignment
    /// Whether ``alignment`` does not express the style's (justified). Note also that SwiftUI
    /// mirrors leading and trailing in a right-to-left layout, where UIKit's left and right do not.
    public let alignmentIsApproximate: Bool
    /// `textCase(_:)`; `nil` for the original case, and for capitalized, which SwiftUI lacks:
    /// then the string itself must be transformed (``TextCase/apply(to:)``; ``transformsString``).
    public let textCase: SwiftUITextCase?
    /// Whether the modifier cannot express the case and the caller should transform the string.
    public let transformsString: Bool
    /// The text's language (BCP 47) for `AttributedString`'s `languageIdentifier` on a `Text`
    /// value; `nil` without one. A view modifier cannot set it on arbitrary content: SwiftUI has
    /// no view-level text language.
    public let language: String?

    /// The plan for `resolved` on `platform`, for an adapter built with an SDK that has SwiftUI's
    /// `lineHeight(_:)` (`sdkHasLineHeight`; the 26 SDKs, Xcode 26 and Swift 6.2). Built with an
    /// older SDK, the adapter cannot call it even on a release that has it, so the plan is the
    /// approximation there too.
    public init(_ resolved: ResolvedStyle, platform: PlatformVersion, sdkHasLineHeight: Bool = true) {
        var request = FontRequest(resolved)
        request.scaling = nil  // SwiftUI gets the size for the environment's category, fixed.
        font = request
        tracking = resolved.kern
        let difference = resolved.lineHeight - resolved.fontLineHeight
        if platform.hasSwiftUILineHeight && sdkHasLineHeight {
            exactLineHeight = resolved.lineHeight
            lineSpacing = 0
            verticalPadding = 0
            pitchError = 0
        } else {
            exactLineHeight = nil
            lineSpacing = max(0, difference)
            verticalPadding = max(0, BaselineOffsetBehaviour.halfLeading(lineHeight: resolved.lineHeight, fontLineHeight: resolved.fontLineHeight))
            pitchError = max(0, -difference)
        }
        switch resolved.style.alignment {
        case .natural, .left: alignment = .leading
        case .center: alignment = .center
        case .right: alignment = .trailing
        case .justified: alignment = .leading
        }
        alignmentIsApproximate = resolved.style.alignment == .justified
        switch resolved.style.textCase {
        case .original: textCase = nil; transformsString = false
        case .uppercase: textCase = .uppercase; transformsString = false
        case .lowercase: textCase = .lowercase; transformsString = false
        case .capitalized: textCase = nil; transformsString = true
        }
        language = resolved.style.language.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// How much taller than the style `lines` lines are under the approximation.
    public func heightError(lines: Int) -> Double { Double(max(0, lines)) * pitchError }

    /// How much lower than the design's the first baseline sits under the approximation.
    public var firstBaselineError: Double { pitchError / 2 }
}
