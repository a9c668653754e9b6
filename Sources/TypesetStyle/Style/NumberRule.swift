/// The range a number given to Typeset must fall in, with one message for each way it can fail.
///
/// Every numeric option of every command and the same properties read from layout and token
/// files are checked by one of the rules in ``NumberRule`` (`NumberRule.pointSize`, ...), so the
/// caps are the same everywhere; Documentation/CLI.md ("Numbers") lists them. A number is
/// rejected when it is not finite, below the range (a quantity that must be positive says
/// "must be positive"), or above it.
public struct NumberRule: Sendable, Hashable {
    /// The smallest value allowed (``excludesLowerBound``: values must be greater).
    public var lowerBound: Double
    /// Whether the lower bound itself is refused (a size must be more than 0).
    public var excludesLowerBound: Bool
    /// The largest value allowed.
    public var upperBound: Double

    /// A rule for values in `lowerBound...upperBound`, or above `lowerBound` when `excludesLowerBound`.
    public init(_ lowerBound: Double, _ upperBound: Double, excludesLowerBound: Bool = false) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.excludesLowerBound = excludesLowerBound
    }

    /// What is wrong with `value` for the option or property `name` (`--size`, `"lineHeight"`),
    /// or `nil` when it is allowed.
    public func problem(_ value: Double, name: String) -> String? {
        guard value.isFinite else { return "\(name) must be a finite number" }
        if excludesLowerBound ? value <= lowerBound : value < lowerBound {
            if lowerBound == 0 { return excludesLowerBound ? "\(name) must be positive" : "\(name) must be 0 or more" }
            return "\(name) must be at least \(NumberRule.shortest(lowerBound))"
        }
        if value > upperBound { return "\(name) must be at most \(NumberRule.shortest(upperBound))" }
        return nil
    }

    /// What is wrong with the whole number `value`, or `nil`.
    public func problem(_ value: Int, name: String) -> String? {
        problem(Double(value), name: name)
    }

    /// `value` moved into the range (a non-finite value becomes `fallback`), for library callers
    /// that take any number and must not trap.
    public func clamped(_ value: Double, fallback: Double) -> Double {
        guard value.isFinite else { return fallback }
        return min(max(value, lowerBound), upperBound)
    }

    /// A point size (`--size`, `--maximum-point-size`, `size` in layout files): more than 0, at most 2,000 pt.
    public static let pointSize = NumberRule(0, 2000, excludesLowerBound: true)
    /// A length in points (`--line-height`, `--width`): more than 0, at most 100,000 pt.
    public static let length = NumberRule(0, 100_000, excludesLowerBound: true)
    /// A space in points (`--paragraph-spacing`): 0 to 100,000 pt.
    public static let spacing = NumberRule(0, 100_000)
    /// `--margin` of pictures: 0 to 1,000 pt.
    public static let margin = NumberRule(0, 1000)
    /// A multiple of the point size (`--line-height-multiple`): more than 0, at most 100.
    public static let multiple = NumberRule(0, 100, excludesLowerBound: true)
    /// Letter spacing in points: -1,000 to 1,000 pt.
    public static let letterSpacing = NumberRule(-1000, 1000)
    /// Letter spacing in percent of the point size: -1,000 to 1,000 %.
    public static let letterSpacingPercent = NumberRule(-1000, 1000)
    /// Letter spacing in thousandths of an em: -10,000 to 10,000.
    public static let letterSpacingPerMille = NumberRule(-10_000, 10_000)
    /// A display scale (`--scale`, device pixels per point): 1 to 16.
    public static let scale = NumberRule(1, 16)
    /// A number of lines (`--lines`, 0: no limit): 0 to 1,000,000.
    public static let lines = NumberRule(0, 1_000_000)
    /// `measure --repeat`: 1 to 10,000 runs.
    public static let repeatCount = NumberRule(1, 10_000)
    /// A face index in a collection (`--index`): 0 to 65,535 (a `ttcf` header's count is 32-bit, but no collection holds more).
    public static let faceIndex = NumberRule(0, 65_535)
    /// A readable measure in characters (`style --measure`): 1 to 1,000.
    public static let characters = NumberRule(1, 1000)
    /// Worker threads (`fit --workers`): 1 to 256.
    public static let workers = NumberRule(1, 256)
    /// A coverage difference (`render --threshold`): 0 to 255.
    public static let threshold = NumberRule(0, 255)

    /// A bound as the messages write it: whole numbers without a decimal point.
    static func shortest(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
