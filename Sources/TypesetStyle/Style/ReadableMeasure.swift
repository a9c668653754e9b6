/// Where an average character width came from.
public enum AverageCharacterWidthSource: String, Sendable, Hashable {
    /// The font's advances over ``LetterFrequency/sample``.
    case advances
    /// The system font model (``ReadableMeasure/systemFontAverageCharacterWidth``).
    case systemFontModel
    /// OS/2 `xAvgCharWidth` of a version 0-2 table, where it is itself a letter-frequency
    /// weighted average of lowercase letters and space (an approximation used until the face's
    /// advances are read; DejaVu Sans: 0.5068 em against 0.5056 em from its advances over
    /// ``LetterFrequency/sample``).
    case os2AverageCharWidth
    /// Nothing known (no advances, OS/2 version 3 or later); half an em assumed.
    case assumedHalfEm
}

/// The average width of a character of running text, in em.
public struct AverageCharacterWidth: Sendable, Hashable {
    /// Width in em (multiply by the point size for points).
    public var em: Double
    /// Where it came from.
    public var source: AverageCharacterWidthSource

    /// Creates a width.
    public init(em: Double, source: AverageCharacterWidthSource) {
        self.em = em
        self.source = source
    }
}

/// The readable measure: the line length that holds a comfortable number of characters.
///
/// UIKit's `readableContentGuide` does this for the system font only and publishes no formula
/// (Typography.md, "Readable width"). Typeset computes it from the font's real advances: width = characters x
/// (average character width + kern), kern being added after every character as UIKit does.
public enum ReadableMeasure {
    /// Default characters per line (Practical Typography: 45-90; 66 is the classic ideal).
    public static let defaultCharactersPerLine = 66
    /// Practical Typography's range of characters per line for body text.
    public static let recommendedCharactersPerLine: ClosedRange<Int> = 45...90

    /// The system font's average character width in em: the readable guide measures 672 pt holding about
    /// 87 characters of 17 pt body text (landscape iPad, default size), so 672 / 87 / 17 =
    /// 0.45436 em. (Capsize's `xWidthAvg` for the macOS system font, 853/2048 = 0.4165 em, is a
    /// narrower estimate from a different sample; the guide's counts are iOS's own.)
    public static let systemFontAverageCharacterWidth = 672.0 / 87.0 / 17.0

    /// The width in points that holds `characters` characters.
    public static func width(characters: Double, averageCharacterWidth em: Double, pointSize: Double,
                             kern: Double = 0) -> Double {
        characters * (em * pointSize + kern)
    }

    /// Characters per line (unrounded) that fit `width` points.
    public static func charactersPerLine(width: Double, averageCharacterWidth em: Double, pointSize: Double,
                                         kern: Double = 0) -> Double {
        let perCharacter = em * pointSize + kern
        return perCharacter > 0 ? width / perCharacter : .infinity
    }

    /// A readable frame inside a container: at most `readableWidth` wide, never beyond the
    /// container's margins, centred between them. With a grid, the origin and width are rounded
    /// to whole pixels (the width down, so the frame still fits).
    public static func frame(containerWidth: Double, leadingMargin: Double, trailingMargin: Double,
                             readableWidth: Double, grid: PixelGrid? = nil) -> (x: Double, width: Double) {
        let available = max(0, containerWidth - max(0, leadingMargin) - max(0, trailingMargin))
        var width = min(max(0, readableWidth), available)
        if let grid { width = grid.floor(width) }
        var x = max(0, leadingMargin) + (available - width) / 2
        if let grid { x = grid.round(x) }
        x = min(max(x, max(0, leadingMargin)), max(0, leadingMargin) + available - width)
        return (x, width)
    }
}

/// The readable measure of a resolved style.
public struct ReadableWidth: Sendable, Hashable {
    /// Target characters per line.
    public var charactersPerLine: Int
    /// Width in points that holds them.
    public var width: Double
    /// The average character width used.
    public var averageCharacterWidth: AverageCharacterWidth

    /// Creates a readable width.
    public init(charactersPerLine: Int, width: Double, averageCharacterWidth: AverageCharacterWidth) {
        self.charactersPerLine = charactersPerLine
        self.width = width
        self.averageCharacterWidth = averageCharacterWidth
    }
}
