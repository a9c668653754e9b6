/// A summary of reading every part of a face that this reader understands.
public struct FaceValidationReport: Sendable, Hashable {
    /// The number of glyphs whose outline was decoded.
    public var glyphsOutlined = 0
    /// The number of name records.
    public var nameRecords = 0
    /// The number of decoded glyphs that have a glyph name.
    public var glyphsNamed = 0
}

extension FontFace {
    /// Reads every table this reader supports and decodes glyph outlines, throwing the first
    /// problem found. Used by `typeset inspect --validate`, the malformed-input tests and the fuzzer.
    ///
    /// - Parameter glyphLimit: decode at most this many glyphs (from glyph 0), to bound the work.
    public func validate(glyphLimit: Int = .max) throws(FontError) -> FaceValidationReport {
        var report = FaceValidationReport()
        _ = try metrics()
        report.nameRecords = try names().records.count
        _ = try post()
        let cmap = try characterMap()
        for scalar: UInt32 in [0x20, 0x41, 0x61, 0xE9, 0x4E00, 0x1F600, 0x10FFFF] {
            _ = cmap.glyph(for: scalar)
        }
        let advances = try horizontalMetrics()
        let kerning = try kerning()
        let glyphNames = try glyphNames()
        var outliner = try outliner()
        let count = min(numGlyphs, max(glyphLimit, 0))
        var glyph = 0
        var sink = ControlBoxSink()
        while glyph < count {
            let id = GlyphID(truncatingIfNeeded: glyph)
            _ = advances.advance(of: id)
            _ = kerning.adjustment(id, GlyphID(truncatingIfNeeded: glyph &+ 1))
            if glyphNames.name(of: id) != nil { report.glyphsNamed += 1 }
            try outliner.outline(glyph: id, into: &sink)
            report.glyphsOutlined += 1
            glyph += 1
        }
        return report
    }
}
