/// A summary of reading every part of a face that this reader understands.
public struct FaceValidationReport: Sendable, Hashable {
    /// The number of glyphs whose outline was decoded.
    public var glyphsOutlined = 0
    /// The number of name records.
    public var nameRecords = 0
    /// The number of decoded glyphs that have a glyph name.
    public var glyphsNamed = 0
    /// The number of variation axes (0 for a static face).
    public var axes = 0
    /// The number of instances of a variable face whose metrics, advances and outlines were
    /// read (every axis at its minimum, at its maximum, and at a point between).
    public var instancesRead = 0
    /// The number of `STAT` axis values read (0 without the table or when it cannot be read:
    /// `STAT` names styles and does not change any number, so it does not fail validation).
    public var styleAxisValues = 0
}

extension FaceValidationReport {
    /// Reads every table of `face` this reader supports and decodes glyph outlines, throwing the
    /// first problem found. Used by the malformed-input tests and the font fuzzer.
    ///
    /// - Parameters:
    ///   - face: the face to read.
    ///   - glyphLimit: decode at most this many glyphs (from glyph 0), to bound the work.
    public init(validating face: FontFace, glyphLimit: Int = .max) throws(FontError) {
        self.init()
        _ = try face.metrics()
        nameRecords = try face.names().records.count
        _ = try face.post()
        let cmap = try face.characterMap()
        for scalar: UInt32 in [0x20, 0x41, 0x61, 0xE9, 0x4E00, 0x1F600, 0x10FFFF] {
            _ = cmap.glyph(for: scalar)
        }
        let advances = try face.horizontalMetrics()
        let vertical = try face.verticalMetrics()
        let origins = try face.verticalOrigins()
        let kern = try face.kernTable()
        // The layout tables' script, feature and lookup lists (the shaper compiles their
        // subtables, dropping the ones it cannot read).
        _ = try face.glyphDefinitions()
        for table in [try face.substitutions(), try face.positionings()] {
            guard let table else { continue }
            for index in 0..<table.lookups.count { _ = try table.lookups.lookup(at: index) }
        }
        let glyphNames = try face.glyphNames()
        var outliner = try face.outliner()
        let count = min(face.numGlyphs, max(glyphLimit, 0))
        var glyph = 0
        var sink = ControlBoxSink()
        while glyph < count {
            let id = GlyphID(truncatingIfNeeded: glyph)
            _ = advances.advance(of: id)
            _ = vertical?.advanceHeight(of: id)
            _ = vertical?.topSideBearing(of: id)
            _ = origins?.origin(of: id)
            _ = kern?.value(id, GlyphID(truncatingIfNeeded: glyph &+ 1))
            if glyphNames.name(of: id) != nil { glyphsNamed += 1 }
            try outliner.outline(glyph: id, into: &sink)
            glyphsOutlined += 1
            glyph += 1
        }
        try readVariations(of: face, glyphLimit: count)
        if let stat = try? face.styleAttributes() {
            styleAxisValues = stat.values.count
            _ = stat.names(at: stat.axes.map { VariationSetting($0.tag, 400) })
        }
    }

    /// A variable face's `fvar`, `avar`, `HVAR`, `VVAR`, `MVAR`, `gvar` and `CFF2`: instances at every axis's
    /// minimum, maximum and a point between, with their metrics, advances and outlines.
    private mutating func readVariations(of face: FontFace, glyphLimit: Int) throws(FontError) {
        guard let fvar = try face.fontVariations(), !fvar.axes.isEmpty else { return }
        axes = fvar.axes.count
        let locations: [[VariationSetting]] = [
            fvar.axes.map { VariationSetting($0.tag, $0.minValue) },
            fvar.axes.map { VariationSetting($0.tag, $0.maxValue) },
            fvar.axes.map { VariationSetting($0.tag, $0.minValue * 0.3 + $0.maxValue * 0.7) },
        ]
        for settings in locations {
            let instance = try face.instance(settings)
            _ = try instance.metrics()
            _ = try instance.post()
            let advances = try instance.horizontalMetrics()
            let vertical = try instance.verticalMetrics()
            let origins = try instance.verticalOrigins()
            var outliner = try instance.outliner()
            var sink = ControlBoxSink()
            for glyph in 0..<glyphLimit {
                let id = GlyphID(truncatingIfNeeded: glyph)
                _ = advances.advance(of: id)
                _ = vertical?.advanceHeight(of: id)
                _ = vertical?.topSideBearing(of: id)
                _ = vertical?.bottomSideBearingDelta(of: id)
                _ = origins?.origin(of: id)
                try outliner.outline(glyph: id, into: &sink)
            }
            instancesRead += 1
        }
    }
}
