/// The user's preferred text size (UIKit `UIContentSizeCategory`), smallest to largest.
///
/// The raw value is the short name the command line and design tokens use (`xS` ... `AX5`);
/// ``uiKitName`` is UIKit's constant. `large` is the default on every Apple platform.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    /// `.extraSmall`
    case xS
    /// `.small`
    case S
    /// `.medium`
    case M
    /// `.large`, the default.
    case L
    /// `.extraLarge`
    case xL
    /// `.extraExtraLarge`
    case xxL
    /// `.extraExtraExtraLarge`, the largest standard size.
    case xxxL
    /// `.accessibilityMedium`
    case AX1
    /// `.accessibilityLarge`
    case AX2
    /// `.accessibilityExtraLarge`
    case AX3
    /// `.accessibilityExtraExtraLarge`
    case AX4
    /// `.accessibilityExtraExtraExtraLarge`, the largest size.
    case AX5

    /// The default category (`.large`).
    public static let `default` = ContentSizeCategory.L

    /// Position from 0 (xS) to 11 (AX5); the column of the Dynamic Type table.
    public var ordinal: Int {
        switch self {
        case .xS: 0
        case .S: 1
        case .M: 2
        case .L: 3
        case .xL: 4
        case .xxL: 5
        case .xxxL: 6
        case .AX1: 7
        case .AX2: 8
        case .AX3: 9
        case .AX4: 10
        case .AX5: 11
        }
    }

    /// Whether this is one of the five accessibility sizes (`isAccessibilityCategory` in UIKit).
    public var isAccessibilityCategory: Bool { ordinal >= 7 }

    /// UIKit's name for the category (`UIContentSizeCategory.<name>`).
    public var uiKitName: String {
        switch self {
        case .xS: "extraSmall"
        case .S: "small"
        case .M: "medium"
        case .L: "large"
        case .xL: "extraLarge"
        case .xxL: "extraExtraLarge"
        case .xxxL: "extraExtraExtraLarge"
        case .AX1: "accessibilityMedium"
        case .AX2: "accessibilityLarge"
        case .AX3: "accessibilityExtraLarge"
        case .AX4: "accessibilityExtraExtraLarge"
        case .AX5: "accessibilityExtraExtraExtraLarge"
        }
    }

    /// The category for a short name (`xS` ... `AX5`, case-sensitive) or a UIKit name (`extraSmall`, ...).
    public init?(name: String) {
        if let category = ContentSizeCategory(rawValue: name) { self = category; return }
        guard let category = ContentSizeCategory.allCases.first(where: { $0.uiKitName == name }) else { return nil }
        self = category
    }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.ordinal < rhs.ordinal }
}
