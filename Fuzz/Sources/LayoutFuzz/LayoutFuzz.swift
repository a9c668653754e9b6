import FuzzDriver
import TypesetFont

/// libFuzzer entry point for the OpenType Layout readers (Sources/TypesetFont/Tables/Layout)
/// and the legacy `kern` table (formats 0 and 2): any bytes must give a typed error or a value;
/// every list entry and subtable accessor is called with a few glyphs, and the `kern` table with
/// every pair of them.
@_cdecl("LLVMFuzzerTestOneInput")
public func layoutFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = FontData(bytes: UnsafeRawBufferPointer(start: data, count: size))
    guard let file = try? FontFile(data: bytes), let face = try? file.face(at: 0) else { return 0 }
    let probes: [GlyphID] = [0, 1, 2, 3, 17, 18, 100, 0xFFFF]
    if let gdef = try? face.glyphDefinitions() {
        for glyph in probes {
            _ = gdef.glyphClass(of: glyph)
            _ = gdef.markAttachmentClass(of: glyph)
            _ = try? gdef.ligatureCarets(of: glyph)
            for set in 0..<min(gdef.markGlyphSetCount, 8) { _ = gdef.markGlyphSet(set, contains: glyph) }
        }
    }
    if let kern = try? face.kernTable() {
        for left in probes {
            for right in probes { _ = kern.value(left, right) }
        }
    }
    for (table, extensionType) in [(try? face.substitutions(), 7), (try? face.positionings(), 9)] {
        guard let table = table ?? nil else { continue }
        walk(table, extensionType: extensionType, probes: probes)
    }
    return 0
}

func walk(_ table: LayoutTable, extensionType: Int, probes: [GlyphID]) {
    for s in 0..<min(table.scripts.count, 16) {
        guard let script = try? table.scripts.script(at: s) else { continue }
        _ = try? script.defaultLanguageSystem()
        for l in 0..<min(script.languageSystemCount, 16) { _ = try? script.languageSystem(at: l) }
    }
    for f in 0..<min(table.features.count, 64) { _ = try? table.features.feature(at: f) }
    for l in 0..<min(table.lookups.count, 64) {
        guard let lookup = try? table.lookups.lookup(at: l) else { continue }
        for s in 0..<min(lookup.subtableCount, 16) {
            guard let subtable = try? lookup.subtable(at: s, extensionType: extensionType) else { continue }
            if extensionType == 7 {
                if let decoded = try? SubstitutionSubtable(subtable) { probe(decoded, probes) }
            } else if let decoded = try? PositioningSubtable(subtable) {
                probe(decoded, probes)
            }
        }
    }
}

func probe(_ context: SequenceContext) {
    for s in 0..<min(context.ruleSetCount, 16) {
        guard let set = try? context.ruleSet(at: s) else { continue }
        for r in 0..<min(set.count, 16) { _ = try? set.rule(at: r) }
    }
    if let coverages = context.inputCoverages { for i in coverages.indices.prefix(16) { _ = coverages[i] } }
}

func probe(_ context: ChainedSequenceContext) {
    for s in 0..<min(context.ruleSetCount, 16) {
        guard let set = try? context.ruleSet(at: s) else { continue }
        for r in 0..<min(set.count, 16) { _ = try? set.rule(at: r) }
    }
    for list in [context.backtrackCoverages, context.inputCoverages, context.lookaheadCoverages] {
        if let list { for i in list.indices.prefix(16) { _ = list[i] } }
    }
}

func probe(_ subtable: SubstitutionSubtable, _ probes: [GlyphID]) {
    for glyph in probes {
        switch subtable {
        case .single(let s): _ = s.substitute(for: glyph)
        case .multiple(let s): _ = try? s.sequence(for: glyph)
        case .alternate(let s): _ = try? s.alternates(for: glyph)
        case .ligature(let s):
            if let set = try? s.ligatures(startingWith: glyph) {
                for i in 0..<min(set.count, 16) { _ = try? set.ligature(at: i) }
            }
        case .context(let c): probe(c)
        case .chainedContext(let c): probe(c)
        case .reverseChainSingle(let r):
            _ = r.coverage.index(of: glyph)
            _ = r.substitutes.first
        }
    }
}

func probe(_ subtable: PositioningSubtable, _ probes: [GlyphID]) {
    for glyph in probes {
        switch subtable {
        case .single(let s): _ = s.value(for: glyph)
        case .pair(let p):
            for second in probes { _ = try? p.value(first: glyph, second: second) }
            _ = try? p.secondGlyphs(first: glyph)
        case .cursive(let c): _ = try? c.anchors(for: glyph)
        case .markToBase(let m):
            _ = try? m.marks.mark(at: m.markCoverage.index(of: glyph) ?? 0)
            _ = try? m.bases.anchor(row: m.baseCoverage.index(of: glyph) ?? 0, column: 0)
        case .markToLigature(let m):
            _ = try? m.marks.mark(at: 0)
            if let matrix = try? m.components(ofLigature: m.ligatureCoverage.index(of: glyph) ?? 0) {
                _ = try? matrix.anchor(row: 0, column: 0)
            }
        case .markToMark(let m):
            _ = try? m.marks.mark(at: 0)
            _ = try? m.mark2Anchors.anchor(row: m.mark2Coverage.index(of: glyph) ?? 0, column: 0)
        case .context(let c): probe(c)
        case .chainedContext(let c): probe(c)
        }
    }
}

/// SwiftPM's `main` for this target: libFuzzer's driver (see `runFuzzer`).
@_cdecl("LayoutFuzz_main")
public func layoutFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { data, size in layoutFuzz(data, size) }
}
