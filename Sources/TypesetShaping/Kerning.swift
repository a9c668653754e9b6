// Pair kerning read through the shaper's own compiled `GPOS` lookups: two glyphs shaped with
// the `kern` feature alone, as HarfBuzz shapes them, or the legacy `kern` table.
// https://learn.microsoft.com/en-us/typography/opentype/spec/gpos

import TypesetFont

/// Pair kerning as the shaper applies it: the lookups of the `GPOS` `kern` feature when the face
/// has one, otherwise the legacy `kern` table (HarfBuzz and Core Text both let `GPOS` win).
///
/// The `GPOS` lookups are the ones ``OpenTypeShaper`` applies, compiled once with the face:
/// ``adjustment(_:_:)`` positions the two glyphs with them and reports the first glyph's
/// advance change. Lookup flags are honoured with `GDEF` glyph classes (without them no glyph is
/// skipped); a lookup that would skip either glyph contributes nothing to the pair.
///
/// - Script and language system: the requested script (by default `latn`), then `DFLT`,
///   `dflt`, then the scripts in the order of the list, taking the first whose language
///   system has a `kern` feature. The language system is the script's default one (or its
///   first, when it has no default); the lookups of all its `kern` features (and of a required
///   `kern` feature) apply in lookup-list order.
public struct Kerning: Sendable {
    /// Where the kerning comes from.
    public enum Source: String, Sendable, Hashable {
        /// The lookups of the `GPOS` `kern` feature.
        case gpos
        /// The legacy `kern` table.
        case kern
        /// The face has no kerning.
        case none
    }

    /// Where the kerning comes from.
    public let source: Source
    /// The `GPOS` script whose `kern` feature is used (`nil` unless ``source`` is `gpos`).
    public let script: Tag?
    /// The `GPOS` lookups applied, in order (empty unless ``source`` is `gpos`).
    public var lookupIndices: [Int] { lookups.map(\.index) }
    let face: ShapingFont?
    let lookups: [ShapePlan.PlannedLookup]
    let kern: KernTable?

    /// No kerning.
    public static let none = Kerning(source: .none, script: nil, face: nil, lookups: [], kern: nil)

    init(source: Source, script: Tag?, face: ShapingFont?, lookups: [ShapePlan.PlannedLookup], kern: KernTable?) {
        self.source = source
        self.script = script
        self.face = face
        self.lookups = lookups
        self.kern = kern
    }

    /// The kerning of `face`: its `GPOS` `kern` feature for `script` when it has one, else its
    /// legacy `kern` table.
    public init(face: ShapingFont, script: Tag = "latn") {
        if let (tag, lookups) = Kerning.kernLookups(face.positionings, script: script) {
            self.init(source: .gpos, script: tag, face: face, lookups: lookups, kern: nil)
        } else if let kern = face.kernTable {
            self.init(source: .kern, script: nil, face: nil, lookups: [], kern: kern)
        } else {
            self = .none
        }
    }

    /// The change to the advance of `left` when `right` follows it, in font units (negative
    /// brings the glyphs closer).
    public func adjustment(_ left: GlyphID, _ right: GlyphID) -> Int {
        var buffer = GlyphBuffer()
        return adjustment(left, right, reusing: &buffer)
    }

    /// ``adjustment(_:_:)`` with a buffer kept between calls (no allocation once it has grown).
    public func adjustment(_ left: GlyphID, _ right: GlyphID, reusing buffer: inout GlyphBuffer) -> Int {
        switch source {
        case .none: return 0
        case .kern: return kern?.value(left, right) ?? 0
        case .gpos: break
        }
        guard let face else { return 0 }
        buffer.clear()
        for glyph in [left, right] {
            var info = GlyphInfo(codepoint: 0, cluster: buffer.count)
            info.glyph = glyph
            info.mask = 1
            buffer.infos.append(info)
        }
        OpenTypeShaper.setGlyphProperties(&buffer, face: face)
        buffer.positions.removeAll(keepingCapacity: true)
        buffer.positions.append(contentsOf: repeatElement(GlyphPosition(), count: 2))
        guard var applier = LayoutApplier(buffer: buffer, face: face, isPositioning: true) else { return 0 }
        buffer = GlyphBuffer()
        for lookup in lookups { applier.apply(lookup) }
        buffer = applier.buffer
        return Int(buffer.positions[0].xAdvance)
    }

    /// The script and lookups of the `kern` feature of `table` (`nil` when no script has one).
    static func kernLookups(_ table: LayoutTable?, script: Tag) -> (Tag, [ShapePlan.PlannedLookup])? {
        guard let table else { return nil }
        var order: [Int] = []
        for wanted in [script, "DFLT", "dflt"] as [Tag] {
            if let index = table.scripts.index(of: wanted), !order.contains(index) { order.append(index) }
        }
        for index in 0..<table.scripts.count where !order.contains(index) { order.append(index) }
        for index in order {
            guard let found = try? table.scripts.script(at: index) else { continue }
            var system = (try? found.defaultLanguageSystem()) ?? nil
            if system == nil, found.languageSystemCount > 0 { system = try? found.languageSystem(at: 0) }
            guard let system else { continue }
            var featureIndices = system.featureIndices.map { Int($0) }
            if let required = system.requiredFeatureIndex { featureIndices.append(required) }
            var lookups: [ShapePlan.PlannedLookup] = []
            for featureIndex in featureIndices where featureIndex < table.features.count && table.features.tag(at: featureIndex) == "kern" {
                guard let feature = try? table.features.feature(at: featureIndex) else { continue }
                for lookup in feature.lookupIndices where Int(lookup) < table.lookups.count {
                    lookups.append(ShapePlan.PlannedLookup(index: Int(lookup), mask: 1, autoZWJ: true, autoZWNJ: true, random: false))
                }
            }
            if !lookups.isEmpty { return (table.scripts.tag(at: index), FeaturePlanner.ordered(lookups)) }
        }
        return nil
    }
}

extension ShapingFont {
    /// The face's pair kerning for `script` (see ``Kerning``).
    public func kerning(script: Tag = "latn") -> Kerning { Kerning(face: self, script: script) }
}
