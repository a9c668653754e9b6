// Fonts the platform has installed, described by the numbers Core Text reports for them, and why
// an adapter could not make the font a style asks for.

import TypesetStyle

/// Why an adapter could not make the platform font a style asks for.
public enum PlatformFontError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No installed or registered font has this PostScript name (`UIFont(name:size:)`,
    /// `NSFont(name:size:)` and `CTFontCreateWithName` returned nothing or another font).
    case notInstalled(postScriptName: String)
    /// The style's face has no PostScript name (`name` table ID 6), so the platform cannot be asked for it.
    case unnamedFace
    /// The metrics Core Text reported for an installed font cannot describe it (`field` is
    /// not finite, or units per em or the point size is out of range).
    case invalidMetrics(postScriptName: String, field: String)

    public var description: String {
        switch self {
        case .notInstalled(let name):
            "the font \"\(name)\" is not installed or registered: register its file (CTFontManagerRegisterFontsForURL, "
                + "or UIAppFonts in Info.plist) or use a PostScript name the system has"
        case .unnamedFace:
            "the style's font has no PostScript name (name table ID 6), so UIKit and AppKit cannot load it by name"
        case .invalidMetrics(let name, let field):
            "the metrics reported for the font \"\(name)\" are unusable: \(field)"
        }
    }
}

/// An installed font (the system's, such as New York, SF Rounded, SF Mono or Avenir, or one the
/// app registered) as Core Text reports it at one point size: what an adapter reads with
/// `CTFontGetUnitsPerEm`, `CTFontGetAscent`, `CTFontGetDescent`, `CTFontGetLeading`,
/// `CTFontGetCapHeight`, `CTFontGetXHeight` and the advances of ``sampleScalars``
/// (`CTFontGetGlyphsForCharacters`, `CTFontGetAdvancesForGlyphs`), handed to the core unchanged.
/// ``StyleFont/init(installed:)`` turns it into the font units every other number is computed from.
public struct InstalledFontMetrics: Sendable, Hashable {
    /// The font's PostScript name (`CTFontCopyPostScriptName`), asked for again by name when the style is set.
    public var postScriptName: String
    /// The size the values below were read at, points.
    public var pointSize: Double
    /// Font units per em (`CTFontGetUnitsPerEm`).
    public var unitsPerEm: Int
    /// `CTFontGetAscent`, points (positive).
    public var ascent: Double
    /// `CTFontGetDescent`, points (positive, as Core Text reports it; UIFont's `descender` is its negative).
    public var descent: Double
    /// `CTFontGetLeading`, points.
    public var leading: Double
    /// `CTFontGetCapHeight`, points.
    public var capHeight: Double
    /// `CTFontGetXHeight`, points.
    public var xHeight: Double
    /// The nearest system weight (`UIFont.Weight` from the descriptor's traits), for the fallback.
    public var weight: SystemFontWeight
    /// Advances of the characters of ``sampleScalars`` the font maps, points; unmapped ones left out.
    public var advances: [UInt32: Double]

    /// Creates metrics as an adapter read them.
    public init(postScriptName: String, pointSize: Double, unitsPerEm: Int, ascent: Double, descent: Double, leading: Double,
                capHeight: Double, xHeight: Double, weight: SystemFontWeight = .regular, advances: [UInt32: Double] = [:]) {
        self.postScriptName = postScriptName
        self.pointSize = pointSize
        self.unitsPerEm = unitsPerEm
        self.ascent = ascent
        self.descent = descent
        self.leading = leading
        self.capHeight = capHeight
        self.xHeight = xHeight
        self.weight = weight
        self.advances = advances
    }

    /// The characters whose advances the readable measure weighs (``LetterFrequency/sample``).
    public static var sampleScalars: [UInt32] { LetterFrequency.sample.map(\.scalar) }
}

extension StyleFont {
    /// An installed font, from the values Core Text reported for it (``InstalledFontMetrics``):
    /// each length converted back to font units, `points * unitsPerEm / pointSize` rounded to
    /// the nearest unit (Core Text computes points as `units * pointSize / unitsPerEm`, so the
    /// round trip is exact for a font's integer metrics).
    public init(installed font: InstalledFontMetrics) throws(PlatformFontError) {
        let name = font.postScriptName
        guard !name.isEmpty else { throw .unnamedFace }
        guard font.pointSize.isFinite, font.pointSize > 0 else { throw .invalidMetrics(postScriptName: name, field: "point size \(font.pointSize)") }
        // OpenType's head.unitsPerEm range.
        guard (16...16384).contains(font.unitsPerEm) else {
            throw .invalidMetrics(postScriptName: name, field: "units per em \(font.unitsPerEm)")
        }
        let perPoint = Double(font.unitsPerEm) / font.pointSize
        func units(_ points: Double, _ field: String) throws(PlatformFontError) -> Int {
            let value = (points * perPoint).rounded()
            // Font metrics are 16-bit values; anything beyond is not a font's.
            guard value.isFinite, abs(value) <= 65_535 else { throw .invalidMetrics(postScriptName: name, field: "\(field) \(points)") }
            return Int(value)
        }
        let metrics = FontMetrics(unitsPerEm: font.unitsPerEm, ascender: try units(font.ascent, "ascent"),
                                  descender: -(try units(font.descent, "descent")), leading: try units(font.leading, "leading"),
                                  capHeight: try units(font.capHeight, "cap height"), xHeight: try units(font.xHeight, "x-height"))
        var table: [UInt32: Int] = [:]
        for (scalar, advance) in font.advances {
            if let value = try? units(advance, "advance") { table[scalar] = value }
        }
        self.init(source: .installed(postScriptName: name, weight: font.weight), metrics: metrics,
                  advances: table.isEmpty ? nil : CharacterAdvances(unitsPerEm: font.unitsPerEm, table: table))
    }

    /// The system font in `design` at `weight`, from the values Core Text reported for it (as
    /// ``init(installed:)``); the platform is asked for it by design, not by name.
    public init(systemDesign design: SystemFontDesign, weight: SystemFontWeight, installed font: InstalledFontMetrics) throws(PlatformFontError) {
        var named = font
        if named.postScriptName.isEmpty { named.postScriptName = "system-\(design.rawValue)" }
        let read = try StyleFont(installed: named)
        self.init(source: .systemDesign(design, weight), metrics: read.metrics, advances: read.advances)
    }
}

extension InstalledFontMetrics {
    /// The size adapters read an installed font's metrics at: its units per em are recovered
    /// exactly at any size (``StyleFont/init(installed:)``); 100 pt keeps the points readable.
    public static let readingSize: Double = 100
}
