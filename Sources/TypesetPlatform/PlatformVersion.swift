import TypesetStyle

/// An Apple operating system, as far as text behaviour differs between them.
public enum ApplePlatform: String, Sendable, Hashable, CaseIterable {
    case iOS
    case tvOS
    /// UIKit on the Mac; versions are numbered like iOS (Mac Catalyst 16.4 ships with iOS 16.4).
    case macCatalyst
    case macOS
    case visionOS
}

/// An operating system release: the input that selects between UIKit's behaviours.
///
/// The adapters read the running release (`#available` / `ProcessInfo`) and hand it to the
/// core; every decision that depends on it is made here and unit-tested on Linux.
public struct PlatformVersion: Sendable, Hashable, CustomStringConvertible {
    /// The operating system.
    public var platform: ApplePlatform
    /// Major version (iOS 16, macOS 13, ... 26).
    public var major: Int
    /// Minor version.
    public var minor: Int

    /// Creates a version.
    public init(_ platform: ApplePlatform, _ major: Int, _ minor: Int = 0) {
        self.platform = platform
        self.major = major
        self.minor = minor
    }

    /// An iOS release.
    public static func iOS(_ major: Int, _ minor: Int = 0) -> PlatformVersion { PlatformVersion(.iOS, major, minor) }
    /// A macOS release.
    public static func macOS(_ major: Int, _ minor: Int = 0) -> PlatformVersion { PlatformVersion(.macOS, major, minor) }

    /// "iOS 16.4".
    public var description: String { "\(platform.rawValue) \(major).\(minor)" }

    /// Whether this release is at least `major.minor`.
    public func isAtLeast(_ major: Int, _ minor: Int = 0) -> Bool {
        self.major > major || (self.major == major && self.minor >= minor)
    }

    /// The release from which `baselineOffset` moves text by the amount asked (not twice as far),
    /// and a negative offset is ignored when min/max line height are set.
    ///
    /// iOS 16.4 (Apple developer forums 124799, Stack Overflow 76655003; a single source).
    /// tvOS and Mac Catalyst share iOS's TextKit and numbering. macOS 13.3 shipped with iOS 16.4
    /// and is assumed to have changed with it (not measured). visionOS 1.0 came later than all of
    /// them.
    public var baselineOffsetBehaviour: BaselineOffsetBehaviour {
        let changed: Bool
        switch platform {
        case .iOS, .tvOS, .macCatalyst: changed = isAtLeast(16, 4)
        case .macOS: changed = isAtLeast(13, 3)
        case .visionOS: changed = true
        }
        return changed ? .fromiOS16_4 : .centred
    }

    /// Whether `UITraitChangeObservable.registerForTraitChanges(_:handler:)` exists (iOS, tvOS and
    /// Mac Catalyst 17, visionOS 1). Earlier releases observe trait changes through an invisible
    /// proxy subview's `traitCollectionDidChange(_:)` (Typography.md, "Dynamic Type"). Always false on macOS (AppKit).
    public var hasTraitChangeRegistration: Bool {
        switch platform {
        case .iOS, .tvOS, .macCatalyst: isAtLeast(17)
        case .visionOS: true
        case .macOS: false
        }
    }

    /// Whether SwiftUI's `lineHeight(_:)` modifier with `AttributedString.LineHeight` exists
    /// (iOS, iPadOS, Mac Catalyst, macOS, tvOS, visionOS 26; Apple's SwiftUI documentation).
    public var hasSwiftUILineHeight: Bool { isAtLeast(26) }

    /// Whether Foundation's `NSAttributedString.Key.languageIdentifier` exists (iOS, tvOS and Mac
    /// Catalyst 15, macOS 12, visionOS 1; Apple's Foundation documentation). Core Text's
    /// `kCTLanguageAttributeName` exists on every release the adapters support (iOS 7, macOS 10.9).
    public var hasLanguageIdentifierAttribute: Bool {
        switch platform {
        case .iOS, .tvOS, .macCatalyst: isAtLeast(15)
        case .macOS: isAtLeast(12)
        case .visionOS: true
        }
    }

    /// Whether the platform has a user content size category (UIKit platforms); on macOS
    /// (AppKit) text does not follow Dynamic Type and styles resolve at the default category.
    public var hasContentSizeCategory: Bool { platform != .macOS }
}
