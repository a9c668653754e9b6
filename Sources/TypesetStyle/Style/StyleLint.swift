/// How serious a finding is.
public enum FindingSeverity: String, Sendable, Hashable {
    case error, warning, info
}

/// The checks a resolved style is put through.
public enum StyleLintRule: String, Sendable, Hashable, CaseIterable {
    /// The line height is below the font's own line height: UIKit's `maximumLineHeight` clips
    /// glyphs, `lineSpacing` cannot go negative, and from iOS 16.4 a negative `baselineOffset`
    /// is ignored.
    case lineHeightClips
    /// Body text line spacing outside Practical Typography's 120-145% of the point size.
    case bodyLineSpacing
    /// The line height is not a whole number of pixels at 2x or 3x, so UIKit's baselines (always
    /// on the pixel grid) cannot all fall where the spec puts them: line gaps alternate by a pixel.
    case baselinesOffPixelGrid
    /// Characters per line outside Practical Typography's 45-90.
    case measureOutOfRange
    /// Letter spacing UIKit cannot represent: not a finite number, or a kern that makes
    /// characters overlap entirely (at or below minus the average character width).
    case letterSpacingNotRepresentable
    /// A fixed (points) letter spacing on a style that follows Dynamic Type: UIKit's `kern` is
    /// absolute, so it must be recomputed for every category to keep the spec's proportion.
    case letterSpacingDoesNotScale
}

/// One lint finding.
public struct StyleFinding: Sendable, Hashable {
    /// The rule.
    public var rule: StyleLintRule
    /// Severity.
    public var severity: FindingSeverity
    /// What a designer or developer should know, with the numbers.
    public var message: String

    /// Creates a finding.
    public init(rule: StyleLintRule, severity: FindingSeverity, message: String) {
        self.rule = rule
        self.severity = severity
        self.message = message
    }
}

/// The style checks.
public enum StyleLint {
    /// Practical Typography's body line spacing range, as a fraction of the point size.
    public static let bodyLineSpacing: ClosedRange<Double> = 1.20...1.45

    /// Point sizes up to which a style that follows no text style counts as body text.
    public static let bodyTextMaximumPointSize = 20.0

    /// The findings for a resolved style.
    public static func findings(_ r: ResolvedStyle) -> [StyleFinding] {
        var out: [StyleFinding] = []
        let L = r.lineHeight, F = r.fontLineHeight
        if L < F - 1e-9 {
            out.append(StyleFinding(rule: .lineHeightClips, severity: .warning, message:
                "line height \(text(L)) pt is below the font's own line height \(text(F)) pt: maximumLineHeight clips ascenders and descenders, a negative lineSpacing is ignored, and from iOS 16.4 so is the negative baselineOffset that would centre the glyphs"))
        }
        let isBody = r.style.dynamicType?.isBodyText ?? (r.pointSize <= bodyTextMaximumPointSize)
        if isBody, r.pointSize > 0 {
            let ratio = L / r.pointSize
            if !bodyLineSpacing.contains(ratio) {
                out.append(StyleFinding(rule: .bodyLineSpacing, severity: .warning, message:
                    "body line spacing is \(text(ratio * 100))% of the point size (\(text(L)) / \(text(r.pointSize)) pt); Practical Typography recommends 120-145%"))
            }
        }
        let offGrid = [2.0, 3.0].filter { !PixelGrid(scale: $0).isOnGrid(L) }
        if !offGrid.isEmpty {
            let scales = offGrid.map { "\(Int($0))x" }.joined(separator: " and ")
            out.append(StyleFinding(rule: .baselinesOffPixelGrid, severity: .warning, message:
                "line height \(text(L)) pt is not a whole number of pixels at \(scales): baselines snap to the pixel grid, so the gaps between lines alternate by a pixel; use a whole number of points, which lies on both grids (for example \(text(L.rounded())))"))
        }
        let measure = r.readable.charactersPerLine
        if !ReadableMeasure.recommendedCharactersPerLine.contains(measure) {
            out.append(StyleFinding(rule: .measureOutOfRange, severity: .warning, message:
                "measure of \(measure) characters per line is outside Practical Typography's 45-90"))
        }
        let averageWidth = r.readable.averageCharacterWidth.em * r.pointSize
        if !r.kern.isFinite || !r.style.letterSpacing.value.isFinite {
            out.append(StyleFinding(rule: .letterSpacingNotRepresentable, severity: .error, message:
                "letter spacing \(r.style.letterSpacing.value) is not a finite number"))
        } else if r.kern <= -averageWidth {
            out.append(StyleFinding(rule: .letterSpacingNotRepresentable, severity: .error, message:
                "kern \(text(r.kern)) pt is at or below minus the average character width (\(text(averageWidth)) pt): characters would stack or run backwards"))
        }
        if r.style.dynamicType != nil, !r.style.letterSpacing.isRelative, r.style.letterSpacing.value != 0 {
            out.append(StyleFinding(rule: .letterSpacingDoesNotScale, severity: .info, message:
                "letter spacing of \(text(r.style.letterSpacing.value)) pt stays fixed while the size follows Dynamic Type; write it in percent of the size to keep its proportion"))
        }
        return out
    }

    /// A number in a message: up to three decimals, or up to nine where three would hide
    /// the difference the message is about (34.0004 must not print as 34).
    static func text(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        var rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(value - rounded) > 1e-9 { rounded = (value * 1e9).rounded() / 1e9 }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return "\(rounded)"
    }
}
