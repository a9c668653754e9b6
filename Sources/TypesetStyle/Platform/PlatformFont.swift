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

extension FontRequest {
    /// Why the platform cannot make this request's font when it returned none: a face without a
    /// name, or a name nothing is installed under.
    public var unavailableError: PlatformFontError {
        switch face {
        case .system: .notInstalled(postScriptName: ".SFUI")  // The system font is always there.
        case .systemDesign(let design, _): .notInstalled(postScriptName: "system font, \(design.rawValue) design")
        case .postScriptName(let name): name.isEmpty ? .unnamedFace : .notInstalled(postScriptName: name)
        }
    }

    /// The request an adapter falls back to when the font is missing, so the text stays visible
    /// in the style's size, line height and spacing: the system font at ``fallbackWeight``.
    public var fallback: FontRequest {
        var request = self
        request.face = .system(fallbackWeight)
        return request
    }
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
    /// The style an adapter shows when its font is missing (``PlatformFontError``): the same
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
