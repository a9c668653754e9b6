// A face prepared for shaping: the tables shaping reads, parsed once.
// https://learn.microsoft.com/en-us/typography/opentype/spec/ttochap1

import TypesetFont

/// A font face prepared for shaping and measuring: its metrics as Core Text reports them and the
/// tables OpenType shaping reads (`cmap`, `hmtx`, `GDEF`, `GSUB`, `GPOS`, `kern`), each parsed
/// once; lookups are compiled once too (`CompiledLayout`), so shaping a run only walks them.
///
/// A layout table whose header cannot be read is reported by the initializer; a lookup or
/// subtable that cannot be read later is skipped when shaping, as HarfBuzz's sanitizer drops it.
public struct ShapingFont: Sendable {
    /// The tables, parsed once and shared by every copy of the font (a copy is one reference).
    final class Tables: Sendable {

        /// The face.
        let face: FontFace
        /// Its metrics as Core Text reports them.
        let metrics: FontMetrics
        /// Unicode to glyph.
        let characterMap: CharacterMap
        /// Unicode variation sequences (`cmap` format 14).
        let variationSequences: VariationSequences
        /// Advance widths.
        let horizontalMetrics: HorizontalMetrics
        /// Glyph classes, mark attachment classes and mark glyph sets.
        let definitions: GlyphDefinitionTable?
        /// The substitution table.
        let substitutions: LayoutTable?
        /// The positioning table.
        let positionings: LayoutTable?
        /// The legacy `kern` table (applied when `GPOS` has no `kern` feature).
        let kernTable: KernTable?
        /// Font units per em, as a Double for scaling.
        let unitsPerEm: Double
        /// Font units per em.
        let unitsPerEmInteger: Int
        /// Tells this face apart from others in caches: file length, revision, bounding box, face
        /// index, glyph count and a variable face's normalized coordinates.
        let fingerprint: UInt64
        /// The decoded lookups of `GSUB` and `GPOS`, by lookup index (`nil`: unreadable).
        let substitutionLookups: [DecodedLookup?]
        let positioningLookups: [DecodedLookup?]
        /// The same lookups compiled for shaping (`nil` without the table).
        let substitutionLayout: CompiledLayout?
        let positioningLayout: CompiledLayout?
        /// Whether `GPOS` has a `kern` feature in any script.
        let gposHasKern: Bool
        /// The glyph properties `GDEF` gives every glyph (see ``glyphProperties(_:)``); empty when
        /// the face has no glyph classes.
        let glyphPropertyTable: UnsafeStorage<UInt16>
        /// `GDEF`'s mark glyph sets as bits (64 glyphs per element), `markGlyphSetWords` words
        /// each, one after another.
        let markGlyphSets: UnsafeStorage<UInt64>
        let markGlyphSetCount: Int
        let markGlyphSetWords: Int
        /// The glyphs of U+0000...U+00FF (0: unmapped), the characters most text is made of.
        let latinGlyphs: UnsafeStorage<UInt16>
        /// At an instance of a variable face: `GDEF`'s variation deltas for the `GPOS` value
        /// records and anchors that have VariationIndex tables (`nil` otherwise, or when the
        /// store cannot be read: the default instance's values apply).
        let layoutVariations: LayoutVariations?

        /// The design axes of a variable face (`fvar` order; empty for a static face).
        let variationAxes: [VariationAxis]

        /// The tables of `base`'s face at another instance, `face`: what depends on the instance
        /// (metrics, advances, `GDEF`'s variation deltas, the fingerprint) is read again; the
        /// character map, glyph classes and compiled lookups, which do not vary, are shared.
        init(instanceOf base: Tables, face: FontFace) throws(FontError) {
            self.face = face
            metrics = try face.metrics()
            horizontalMetrics = try face.horizontalMetrics()
            characterMap = base.characterMap
            variationSequences = base.variationSequences
            definitions = base.definitions
            substitutions = base.substitutions
            positionings = base.positionings
            kernTable = base.kernTable
            unitsPerEm = base.unitsPerEm
            unitsPerEmInteger = base.unitsPerEmInteger
            fingerprint = Tables.fingerprint(of: face)
            substitutionLookups = base.substitutionLookups
            positioningLookups = base.positioningLookups
            substitutionLayout = base.substitutionLayout
            positioningLayout = base.positioningLayout
            gposHasKern = base.gposHasKern
            glyphPropertyTable = base.glyphPropertyTable
            markGlyphSets = base.markGlyphSets
            markGlyphSetCount = base.markGlyphSetCount
            markGlyphSetWords = base.markGlyphSetWords
            latinGlyphs = base.latinGlyphs
            layoutVariations = (try? face.layoutVariations()) ?? nil
            variationAxes = base.variationAxes
        }

        /// File length, revision, bounding box, face index, glyph count and a variable face's
        /// normalized coordinates, hashed.
        static func fingerprint(of face: FontFace) -> UInt64 {
            var print = UInt64(truncatingIfNeeded: face.data.count) &* 0x9E37_79B9_7F4A_7C15
            print ^= UInt64(bitPattern: Int64(face.head.fontRevision * 65536)) &<< 17
            print ^= UInt64(truncatingIfNeeded: face.head.xMin &* 31 &+ face.head.yMax) &<< 33
            print ^= UInt64(truncatingIfNeeded: face.index) &<< 49 ^ UInt64(truncatingIfNeeded: face.numGlyphs)
            // Each instance of a variable face is a face of its own to caches.
            for coordinate in face.normalizedCoordinates {
                print = (print ^ UInt64(UInt16(bitPattern: coordinate))) &* 0x100_0000_01B3
            }
            return print
        }

        init(face: FontFace) throws(FontError) {
            self.face = face
            variationAxes = (try? face.fontVariations()?.axes) ?? []
            metrics = try face.metrics()
            characterMap = try face.characterMap()
            variationSequences = (try? face.variationSequences()) ?? .empty
            horizontalMetrics = try face.horizontalMetrics()
            definitions = try face.glyphDefinitions()
            substitutions = try face.substitutions()
            positionings = try face.positionings()
            kernTable = try face.kernTable()
            unitsPerEmInteger = max(1, face.unitsPerEm)
            unitsPerEm = Double(unitsPerEmInteger)
            fingerprint = Tables.fingerprint(of: face)
            let glyphCount = face.numGlyphs
            let substitution = substitutions.map { LayoutCompiler.compile($0, isSubstitution: true, glyphCount: glyphCount) }
            let positioning = positionings.map { LayoutCompiler.compile($0, isSubstitution: false, glyphCount: glyphCount) }
            substitutionLookups = substitution?.decoded ?? []
            positioningLookups = positioning?.decoded ?? []
            substitutionLayout = substitution?.compiled
            positioningLayout = positioning?.compiled
            var kern = false
            if let positionings {
                for index in 0..<positionings.features.count where positionings.features.tag(at: index) == "kern" {
                    kern = true
                    break
                }
            }
            gposHasKern = kern
            if let definitions, definitions.hasGlyphClasses {
                let classes = definitions.glyphClasses.classes(glyphCount: glyphCount)
                let attachment = definitions.markAttachmentClasses.classes(glyphCount: glyphCount)
                glyphPropertyTable = UnsafeStorage((0..<glyphCount).map { glyph in
                    ShapingFont.glyphProperties(glyphClass: Int(classes[glyph]), attachmentClass: Int(attachment[glyph]))
                })
            } else {
                glyphPropertyTable = UnsafeStorage([])
            }
            var sets: [UInt64] = []
            let words = (glyphCount + 63) / 64
            let setCount = definitions?.markGlyphSetCount ?? 0
            for index in 0..<setCount {
                var bits = [UInt64](repeating: 0, count: words)
                if let set = try? definitions?.markGlyphSet(at: index) { set.markCovered(in: &bits) }
                sets.append(contentsOf: bits)
            }
            markGlyphSets = UnsafeStorage(sets)
            markGlyphSetCount = setCount
            markGlyphSetWords = words
            let characterMap = self.characterMap
            latinGlyphs = UnsafeStorage((0..<256).map { characterMap.glyph(for: UInt32($0))?.rawValue ?? 0 })
            layoutVariations = (try? face.layoutVariations()) ?? nil
        }

        /// The glyph of `scalar`, or `nil` when the face does not map it.
        @inline(__always)
        func glyph(for scalar: UInt32) -> GlyphID? {
            guard scalar < 256 else { return characterMap.glyph(for: scalar) }
            let glyph = latinGlyphs.pointer[Int(scalar)]
            return glyph == 0 ? nil : GlyphID(glyph)
        }

        /// Pointers to the glyph properties and mark glyph sets, valid while these tables live.
        func unsafeGlyphDefinitions() -> UnsafeGlyphDefinitions {
            UnsafeGlyphDefinitions(properties: UnsafePointer(glyphPropertyTable.pointer), propertyCount: glyphPropertyTable.count,
                                   markSets: UnsafePointer(markGlyphSets.pointer), markSetCount: markGlyphSetCount,
                                   markSetWords: markGlyphSetWords)
        }
    }

    let tables: Tables

    /// The face.
    public var face: FontFace { tables.face }
    /// Its metrics as Core Text reports them.
    public var metrics: FontMetrics { tables.metrics }
    /// Unicode to glyph.
    public var characterMap: CharacterMap { tables.characterMap }

    /// The glyph `scalar` maps to, or `nil`: ``characterMap``'s lookup without copying the map
    /// (font fallback asks this for every character).
    @inline(__always)
    public func glyph(for scalar: UInt32) -> GlyphID? { tables.characterMap.glyph(for: scalar) }
    /// Unicode variation sequences (`cmap` format 14).
    public var variationSequences: VariationSequences { tables.variationSequences }
    /// Advance widths.
    public var horizontalMetrics: HorizontalMetrics { tables.horizontalMetrics }
    /// Glyph classes, mark attachment classes and mark glyph sets.
    public var definitions: GlyphDefinitionTable? { tables.definitions }
    /// The substitution table.
    public var substitutions: LayoutTable? { tables.substitutions }
    /// The positioning table.
    public var positionings: LayoutTable? { tables.positionings }
    /// The legacy `kern` table (applied when `GPOS` has no `kern` feature).
    public var kernTable: KernTable? { tables.kernTable }
    /// Font units per em, as a Double for scaling.
    public var unitsPerEm: Double { tables.unitsPerEm }
    /// Font units per em.
    var unitsPerEmInteger: Int { tables.unitsPerEmInteger }
    /// Tells this face apart from others in caches: file length, revision, bounding box, face
    /// index and glyph count.
    public var fingerprint: UInt64 { tables.fingerprint }
    /// The decoded lookups of `GSUB` and `GPOS`, by lookup index (`nil`: unreadable).
    var substitutionLookups: [DecodedLookup?] { tables.substitutionLookups }
    var positioningLookups: [DecodedLookup?] { tables.positioningLookups }
    /// The compiled lookups of `GSUB` and `GPOS`.
    var substitutionLayout: CompiledLayout? { tables.substitutionLayout }
    var positioningLayout: CompiledLayout? { tables.positioningLayout }
    /// Whether `GPOS` has a `kern` feature in any script.
    var gposHasKern: Bool { tables.gposHasKern }

    /// Reads the tables shaping needs.
    public init(face: FontFace) throws(FontError) {
        tables = try Tables(face: face)
    }

    /// Opens face `index` of the file at `path` and prepares it.
    public init(contentsOfFile path: String, index: Int = 0) throws(FontLoadError) {
        let face = try FontFace(contentsOfFile: path, index: index)
        do { try self.init(face: face) } catch { throw .font(error) }
    }

    /// Opens face `index` of the file at `path` at the instance `variations` give (user
    /// coordinates such as `wght=650`; see ``FontFace/instance(_:)``) and prepares it. A static
    /// face ignores them.
    public init(contentsOfFile path: String, index: Int = 0, variations: [VariationSetting]) throws(FontLoadError) {
        let face = try FontFace(contentsOfFile: path, index: index)
        do { try self.init(face: face.instance(variations)) } catch { throw .font(error) }
    }

    /// The design axes of a variable face, `fvar` order (empty for a static face), read once.
    public var variationAxes: [VariationAxis] { tables.variationAxes }

    /// This font at the instance `settings` describe (user coordinates, one per axis or fewer;
    /// see ``FontFace/instance(_:)``). The character map, glyph classes and compiled lookups are
    /// shared with this font, so an instance costs the instance's advances and metrics only.
    /// A static font, and settings that name the instance this font already is, give this font.
    public func instance(_ settings: [VariationSetting]) throws(FontError) -> ShapingFont {
        let axes = tables.variationAxes
        guard !axes.isEmpty else { return self }
        // The user coordinates the settings give every axis, clamped as the instance clamps them.
        let wanted = axes.map { axis in
            let value = settings.last(where: { $0.tag == axis.tag })?.value ?? axis.defaultValue
            return VariationSetting(axis.tag, min(max(value, axis.minValue), axis.maxValue))
        }
        let current = face.variationSettings
        if current == wanted { return self }
        if current.isEmpty, zip(wanted, axes).allSatisfy({ $0.value == $1.defaultValue }) { return self }
        // FontFace.instance reads the default instance's tables, whichever instance it is given.
        let varied = try face.instance(wanted)
        return ShapingFont(tables: try Tables(instanceOf: tables, face: varied))
    }

    init(tables: Tables) {
        self.tables = tables
    }

    /// Whether `GDEF` classifies glyphs (otherwise classes come from Unicode general categories).
    var hasGlyphClasses: Bool { definitions?.hasGlyphClasses ?? false }

    /// The glyph properties `GDEF` gives `glyph` (class bits, and the mark attachment class in
    /// the high byte for marks).
    @inline(__always)
    func glyphProperties(_ glyph: GlyphID) -> UInt16 {
        let index = glyph.index
        let table = tables.glyphPropertyTable
        if index < table.count { return table.pointer[index] }
        // Past the glyph count: read the table itself.
        guard let definitions else { return 0 }
        return ShapingFont.glyphProperties(glyphClass: definitions.glyphClass(of: glyph).rawValue,
                                           attachmentClass: definitions.markAttachmentClass(of: glyph))
    }

    /// The glyph properties of a `GDEF` glyph class (1 base, 2 ligature, 3 mark with its mark
    /// attachment class in the high byte; 0 and 4 none).
    static func glyphProperties(glyphClass: Int, attachmentClass: Int) -> UInt16 {
        switch glyphClass {
        case 1: return GlyphProperties.base
        case 2: return GlyphProperties.ligature
        case 3: return GlyphProperties.mark | UInt16(truncatingIfNeeded: attachmentClass & 0xFF) << 8
        default: return 0
        }
    }
}

/// The glyph properties of `GDEF` and its mark glyph sets as pointers, for one shaping call.
struct UnsafeGlyphDefinitions {
    let properties: UnsafePointer<UInt16>
    let propertyCount: Int
    let markSets: UnsafePointer<UInt64>
    let markSetCount: Int
    let markSetWords: Int

    /// Whether `glyph` is in mark glyph set `index` (`false` when there is no such set).
    @inline(__always)
    func markGlyphSet(_ index: Int, contains glyph: GlyphID) -> Bool {
        guard index >= 0, index < markSetCount else { return false }
        let word = glyph.index >> 6
        return word < markSetWords && markSets[index &* markSetWords &+ word] & (1 << UInt64(glyph.index & 63)) != 0
    }
}

/// A lookup with its subtables decoded (for plan-time analysis; shaping applies the compiled
/// lookups of ``CompiledLayout``).
struct DecodedLookup: Sendable {
    enum Subtables: Sendable {
        case substitution([SubstitutionSubtable])
        case positioning([PositioningSubtable])
    }
    let flags: LookupFlags
    let markFilteringSet: Int?
    let subtables: Subtables

    /// The lookup properties the matching rules compare with glyph properties: the flags, and
    /// the mark filtering set in the high 16 bits.
    var properties: UInt32 { UInt32(flags.rawValue) | UInt32(truncatingIfNeeded: markFilteringSet ?? 0) << 16 }

    static func all(in table: LayoutTable, isSubstitution: Bool) -> [DecodedLookup?] {
        var lookups: [DecodedLookup?] = []
        lookups.reserveCapacity(table.lookups.count)
        for index in 0..<table.lookups.count {
            guard let lookup = try? table.lookups.lookup(at: index) else {
                lookups.append(nil)
                continue
            }
            if isSubstitution {
                var subtables: [SubstitutionSubtable] = []
                for position in 0..<lookup.subtableCount {
                    if let subtable = try? lookup.substitution(at: position) { subtables.append(subtable) }
                }
                lookups.append(DecodedLookup(flags: lookup.flags, markFilteringSet: lookup.markFilteringSet, subtables: .substitution(subtables)))
            } else {
                var subtables: [PositioningSubtable] = []
                for position in 0..<lookup.subtableCount {
                    if let subtable = try? lookup.positioning(at: position) { subtables.append(subtable) }
                }
                lookups.append(DecodedLookup(flags: lookup.flags, markFilteringSet: lookup.markFilteringSet, subtables: .positioning(subtables)))
            }
        }
        return lookups
    }
}
