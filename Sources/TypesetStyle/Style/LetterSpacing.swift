/// Letter spacing (tracking) as design tools write it, and the UIKit `kern` it becomes.
///
/// UIKit's `NSAttributedString.Key.kern` is a number of points added after every character.
/// Figma writes letter spacing in percent of the font size; Adobe apps (InDesign, Illustrator,
/// Photoshop, XD) and BonMot's `tracking` in thousandths of an em.
public enum LetterSpacing: Sendable, Hashable {
    /// Points added after each character: UIKit's `kern` as is.
    case points(Double)
    /// Percent of the point size (Figma): kern = percent / 100 * pointSize.
    case percentOfSize(Double)
    /// Thousandths of an em (Adobe tracking, BonMot): kern = perMille / 1000 * pointSize.
    case perMille(Double)

    /// No letter spacing.
    public static let none = LetterSpacing.points(0)

    /// The UIKit `kern` in points at `pointSize`.
    public func kern(pointSize: Double) -> Double {
        switch self {
        case .points(let value): value
        case .percentOfSize(let percent): percent / 100 * pointSize
        case .perMille(let units): units / 1000 * pointSize
        }
    }

    /// Whether the spacing is relative to the point size (and so follows Dynamic Type by itself).
    public var isRelative: Bool {
        if case .points = self { return false }
        return true
    }

    /// The raw number as written.
    public var value: Double {
        switch self {
        case .points(let v), .percentOfSize(let v), .perMille(let v): v
        }
    }
}
