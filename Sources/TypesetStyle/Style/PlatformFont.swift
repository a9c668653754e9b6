import TypesetFontMetrics

/// A design of the system font (`UIFontDescriptor.SystemDesign`, `NSFontDescriptor.SystemDesign`,
/// SwiftUI's `Font.Design`; iOS 13, macOS 10.15): SF, New York, SF Rounded, SF Mono.
public enum SystemFontDesign: String, Sendable, Hashable, CaseIterable {
    /// SF.
    case `default`
    /// New York.
    case serif
    /// SF Rounded.
    case rounded
    /// SF Mono.
    case monospaced
}

extension StyleFont {
    /// The system font weight nearest this font's: its own for the system font, the OS/2 weight
    /// class's for a face from a file (regular without an OS/2 table), the platform's for an
    /// installed font.
    public var fallbackWeight: SystemFontWeight {
        switch source {
        case .system(let weight): weight
        case .face(let face): face.weightClass.map { SystemFontWeight(weightClass: $0) } ?? .regular
        case .installed(_, let weight): weight
        case .systemDesign(_, let weight): weight
        }
    }
}

extension TextStyle {
    /// The style an adapter shows when its font is missing (`PlatformFontError`): the same
    /// style in the system font at ``StyleFont/fallbackWeight``, so the text stays visible at the
    /// style's size, line height rule, spacing and case (numbers that depend on the font's own
    /// metrics, such as a line height of ``LineHeight/font``, follow the system font's).
    public var fallback: TextStyle {
        var style = self
        style.font = .system(font.fallbackWeight)
        return style
    }
}

extension SystemFontWeight {
    /// The weight nearest an OS/2 `usWeightClass` (100 ... 900; halfway rounds up, as CSS's
    /// font matching prefers the heavier weight above 500).
    public init(weightClass: Int) {
        let clamped = min(900, max(100, weightClass))
        let index = (clamped - 100 + 50) / 100
        self = SystemFontWeight.allCases[min(SystemFontWeight.allCases.count - 1, index)]
    }
}

extension SystemFontWeight {
    /// The weight whose platform value (`valueOf`, for example `UIFont.Weight(weight).rawValue`)
    /// is nearest `value`; the lighter one on a tie.
    public static func nearest(to value: Double, valueOf: (SystemFontWeight) -> Double) -> SystemFontWeight {
        var best = SystemFontWeight.regular, distance = Double.infinity
        for weight in allCases {
            let d = abs(valueOf(weight) - value)
            if d < distance {
                best = weight
                distance = d
            }
        }
        return best
    }
}
