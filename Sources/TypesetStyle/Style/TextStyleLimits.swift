import TypesetFontMetrics

/// A number of a ``TextStyle`` outside the range Typeset lays text out in (``NumberRule``, the
/// same caps as the command line's options and the layout files: Documentation/CLI.md, "Numbers").
public struct TextStyleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The property (`pointSize`, `lineHeight`, ...).
    public var property: String
    /// What is wrong, naming the property and the range (`pointSize must be positive`).
    public var description: String
}

extension TextStyle {
    /// The style itself when every number is in its ``NumberRule`` range, else an error naming
    /// the first property that is not: `pointSize` and `maximumPointSize` (``NumberRule/pointSize``),
    /// a line height in points (``NumberRule/length``) or as a multiple (``NumberRule/multiple``;
    /// percent: 100 times that), letter spacing (``NumberRule/letterSpacing``,
    /// ``NumberRule/letterSpacingPercent``, ``NumberRule/letterSpacingPerMille``),
    /// `paragraphSpacing` (``NumberRule/spacing``), `measure` (``NumberRule/characters``) and
    /// variation values (finite). Use it where a style comes from outside the program.
    public func validated() throws(TextStyleError) -> TextStyle {
        func check(_ rule: NumberRule, _ value: Double, _ property: String) throws(TextStyleError) {
            if let problem = rule.problem(value, name: property) { throw TextStyleError(property: property, description: problem) }
        }
        try check(.pointSize, pointSize, "pointSize")
        if let maximumPointSize { try check(.pointSize, maximumPointSize, "maximumPointSize") }
        switch lineHeight {
        case .points(let value): try check(.length, value, "lineHeight")
        case .multipleOfSize(let value), .multipleOfFontLineHeight(let value): try check(.multiple, value, "lineHeight")
        case .percentOfSize(let value): try check(TextStyle.percentRule, value, "lineHeight")
        case .font, .dynamicTypeLeading: break
        }
        switch letterSpacing {
        case .points(let value): try check(.letterSpacing, value, "letterSpacing")
        case .percentOfSize(let value): try check(.letterSpacingPercent, value, "letterSpacing")
        case .perMille(let value): try check(.letterSpacingPerMille, value, "letterSpacing")
        }
        try check(.spacing, paragraphSpacing, "paragraphSpacing")
        try check(.characters, Double(measure), "measure")
        for setting in variations where !setting.value.isFinite {
            throw TextStyleError(property: "variations", description: "variations: \(setting.tag) must be a finite number")
        }
        return self
    }

    /// The style with every number moved into its ``NumberRule`` range (see ``validated()``), so
    /// that resolving and laying it out never traps nor gives NaN: a number above the range
    /// becomes its upper end, one below becomes its lower end (a size, length or multiple that
    /// must be positive is at least ``smallestSize``), and a number that is not finite becomes the default (17 pt, the
    /// font's line height, no letter spacing, no paragraph spacing, no maximum size, the axis's
    /// default). ``resolved(scale:category:)`` resolves the clamped style.
    public func clamped() -> TextStyle {
        var style = self
        style.pointSize = TextStyle.positive(.pointSize, pointSize, fallback: 17)
        if let maximumPointSize {
            style.maximumPointSize = maximumPointSize.isFinite && maximumPointSize > 0 ? TextStyle.positive(.pointSize, maximumPointSize, fallback: 17) : nil
        }
        switch lineHeight {
        case .points(let value): style.lineHeight = value.isFinite ? .points(TextStyle.positive(.length, value, fallback: 0)) : .font
        case .multipleOfSize(let value): style.lineHeight = value.isFinite ? .multipleOfSize(TextStyle.positive(.multiple, value, fallback: 0)) : .font
        case .multipleOfFontLineHeight(let value):
            style.lineHeight = value.isFinite ? .multipleOfFontLineHeight(TextStyle.positive(.multiple, value, fallback: 0)) : .font
        case .percentOfSize(let value): style.lineHeight = value.isFinite ? .percentOfSize(TextStyle.positive(TextStyle.percentRule, value, fallback: 0)) : .font
        case .font, .dynamicTypeLeading: break
        }
        switch letterSpacing {
        case .points(let value): style.letterSpacing = value.isFinite ? .points(NumberRule.letterSpacing.clamped(value, fallback: 0)) : .none
        case .percentOfSize(let value): style.letterSpacing = value.isFinite ? .percentOfSize(NumberRule.letterSpacingPercent.clamped(value, fallback: 0)) : .none
        case .perMille(let value): style.letterSpacing = value.isFinite ? .perMille(NumberRule.letterSpacingPerMille.clamped(value, fallback: 0)) : .none
        }
        style.paragraphSpacing = NumberRule.spacing.clamped(paragraphSpacing, fallback: 0)
        style.measure = Int(NumberRule.characters.clamped(Double(measure), fallback: Double(ReadableMeasure.defaultCharactersPerLine)))
        style.variations = variations.filter { $0.value.isFinite }
        return style
    }

    /// The least a size, length or multiple that must be positive becomes when clamped: 1 (1 pt
    /// lies on every pixel grid, so a size does not round to 0).
    public static let smallestSize = 1.0

    /// A line height in percent of the size: more than 0, at most 100 times the size.
    static let percentRule = NumberRule(0, NumberRule.multiple.upperBound * 100, excludesLowerBound: true)

    /// `value` in `rule`, whose lower bound is excluded: at least ``smallestSize``.
    static func positive(_ rule: NumberRule, _ value: Double, fallback: Double) -> Double {
        guard value.isFinite else { return fallback }
        return min(max(value, rule.lowerBound + smallestSize), rule.upperBound)
    }
}
