// A face's metrics as Core Text reports them, and the face described for style resolution.

extension FontFace {
    /// The line metrics source CoreText would use for this face.
    public var lineMetricsSource: LineMetricsSource {
        if let os2, os2.useTypoMetrics, hasSTAT { return .typo }
        return .hhea
    }

    /// The face's metrics as CoreText reports them.
    ///
    /// Reads `cmap` and one glyph outline only when OS/2 lacks a cap height or x-height.
    public func metrics() throws(FontError) -> FontMetrics {
        try FontMetrics(face: self)
    }
}

extension FontMetrics {
    /// The metrics of `face` as CoreText reports them (see ``FontFace/metrics()``): line metrics
    /// from OS/2's typographic values or `hhea`, cap height and x-height from OS/2 version 2 and
    /// later, else from the tops of the outlines of "H" and "x".
    init(face: FontFace) throws(FontError) {
        let source = face.lineMetricsSource
        let os2 = face.os2, hhea = face.hhea
        let ascender: Int, descender: Int, leading: Int
        if source == .typo, let os2 {
            ascender = os2.typoAscender
            descender = os2.typoDescender
            leading = os2.typoLineGap
        } else {
            ascender = hhea.ascender
            descender = hhea.descender
            leading = hhea.lineGap
        }
        var capHeight = 0, xHeight = 0
        var capSource = HeightSource.none, xSource = HeightSource.none
        if let os2, os2.version >= 2 {
            if os2.capHeight != 0 { capHeight = os2.capHeight; capSource = .os2 }
            if os2.xHeight != 0 { xHeight = os2.xHeight; xSource = .os2 }
        }
        if capSource == .none, let top = try Self.glyphTop(for: 0x48, in: face) { capHeight = top; capSource = .glyph }
        if xSource == .none, let top = try Self.glyphTop(for: 0x78, in: face) { xHeight = top; xSource = .glyph }
        self.init(unitsPerEm: face.unitsPerEm, ascender: ascender, descender: descender, leading: leading,
                  capHeight: capHeight, xHeight: xHeight,
                  lineMetricsSource: source, capHeightSource: capSource, xHeightSource: xSource)
    }

    /// The top (yMax) of the outline of the glyph `face` maps `scalar` to, or `nil` when
    /// unmapped or empty.
    private static func glyphTop(for scalar: UInt32, in face: FontFace) throws(FontError) -> Int? {
        guard let glyph = try face.characterMap().glyph(for: scalar) else { return nil }
        var outliner = try face.outliner()
        guard let bounds = try outliner.controlBox(of: glyph) else { return nil }
        return Int((bounds.yMax).rounded(.up))
    }
}

extension FontFace: FaceMetricsSource {
    /// The face described for text style resolution (``FaceMetrics``): its ``metrics()``, its
    /// advances from `cmap` and `hmtx` unless `advances` is given, the OS/2 weight class, italic
    /// flag and (versions 0-2) average character width, its PostScript name, and for a variable
    /// face its axes, with ``instance(_:)`` to move the description to another instance.
    public func faceMetrics(advances: CharacterAdvances?) throws(FontError) -> FaceMetrics {
        let metrics = try metrics()
        if let advances { return FaceMetrics(face: self, metrics: metrics, advances: advances) }
        let characterMap = try characterMap()
        let horizontalMetrics = try horizontalMetrics()
        return FaceMetrics(face: self, metrics: metrics, advances: CharacterAdvances(
            unitsPerEm: unitsPerEm, characterMap: characterMap, horizontalMetrics: horizontalMetrics))
    }
}

extension FaceMetrics {
    /// `face` described for text style resolution from metrics and advances already read
    /// (a shaping font's), so the file is not read twice (see ``FontFace/faceMetrics(advances:)``).
    public init(face: FontFace, metrics: FontMetrics, advances: CharacterAdvances?) {
        let variable = face.isVariable
        let os2 = face.os2
        let averageWidth = os2.flatMap { $0.version <= 2 && $0.xAvgCharWidth > 0 ? $0.xAvgCharWidth : nil }
        let instance: (@Sendable ([VariationSetting]) throws(FontError) -> FaceMetrics)?
        if variable {
            instance = { (settings: [VariationSetting]) throws(FontError) -> FaceMetrics in
                try face.instance(settings).faceMetrics(advances: nil)
            }
        } else {
            instance = nil
        }
        self.init(
            postScriptName: (try? face.names().postScriptName) ?? nil, metrics: metrics, advances: advances,
            weightClass: os2?.weightClass, isItalic: (os2?.fsSelection ?? 0) & 0x0201 != 0,
            averageCharacterWidth: averageWidth, isVariable: variable,
            variationAxes: variable ? ((try? face.fontVariations()?.axes ?? []) ?? []) : [],
            variationSettings: face.variationSettings, instance: instance)
    }
}
