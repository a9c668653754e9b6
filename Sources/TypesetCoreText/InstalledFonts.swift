#if canImport(CoreText)
import CoreText
import TypesetStyle
@_exported import TypesetPlatform

// Installed fonts through Core Text, shared by the UIKit and AppKit adapters: Core Text reads the
// metrics, the style layer converts them (`StyleFont(installed:)`, `InstalledFontMetrics`, tested
// on Linux). UIFont and NSFont are toll-free bridged to CTFont, so both adapters pass theirs here.

extension InstalledFontMetrics {
    /// What Core Text reports for `font` at its size: units per em, ascent, descent, leading,
    /// cap height, x-height, the PostScript name and the advances of ``sampleScalars``.
    ///
    /// - Parameters:
    ///   - font: the font, at the size its values are read at (``readingSize`` for a style's font).
    ///   - weight: the nearest system weight, for the fallback when the font is missing.
    public init(coreText font: CTFont, weight: SystemFontWeight) {
        let scalars = InstalledFontMetrics.sampleScalars
        // Every sample character is in the Basic Latin block: one UTF-16 unit each.
        let characters = scalars.map { UniChar(truncatingIfNeeded: $0) }
        var glyphs = [CGGlyph](repeating: 0, count: characters.count)
        _ = CTFontGetGlyphsForCharacters(font, characters, &glyphs, characters.count)
        var sizes = [CGSize](repeating: .zero, count: glyphs.count)
        _ = CTFontGetAdvancesForGlyphs(font, .horizontal, glyphs, &sizes, glyphs.count)
        var advances: [UInt32: Double] = [:]
        for (index, scalar) in scalars.enumerated() where glyphs[index] != 0 {
            advances[scalar] = Double(sizes[index].width)
        }
        self.init(postScriptName: CTFontCopyPostScriptName(font) as String, pointSize: Double(CTFontGetSize(font)),
                  unitsPerEm: Int(CTFontGetUnitsPerEm(font)), ascent: Double(CTFontGetAscent(font)),
                  descent: Double(CTFontGetDescent(font)), leading: Double(CTFontGetLeading(font)),
                  capHeight: Double(CTFontGetCapHeight(font)), xHeight: Double(CTFontGetXHeight(font)),
                  weight: weight, advances: advances)
    }
}

extension StyleFont {
    /// An installed or registered font as a style's font: its metrics and advances as Core Text
    /// reports them (``InstalledFontMetrics/init(coreText:weight:)``), converted by the style layer
    /// (``StyleFont/init(installed:)``). The style asks the platform for it again by its PostScript name.
    ///
    /// - Parameters:
    ///   - font: the font (a `UIFont` or `NSFont` bridged to `CTFont`).
    ///   - weight: the nearest system weight, for the fallback when the font is missing.
    public init(coreText font: CTFont, weight: SystemFontWeight) throws(PlatformFontError) {
        try self.init(installed: InstalledFontMetrics(coreText: font, weight: weight))
    }

    /// The system font in `design` (New York, SF Rounded, SF Mono) at `weight`, its metrics read
    /// from `font` (the platform's system font in that design) through Core Text; the style asks
    /// the platform for it by design again (``FontRequest/Face/systemDesign(_:_:)``).
    public init(systemDesign design: SystemFontDesign, weight: SystemFontWeight, coreText font: CTFont) throws(PlatformFontError) {
        try self.init(systemDesign: design, weight: weight, installed: InstalledFontMetrics(coreText: font, weight: weight))
    }
}
#endif
