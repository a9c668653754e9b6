import Foundation
import Testing
import TypesetFont

/// GDEF, GSUB and GPOS read by Sources/TypesetFont/Tables/Layout, compared row by row with
/// fontTools (Tests/TypesetFontTests/Expectations/*.layout.tsv, written by
/// Scripts/expectations_layout.py; the row format is described there).
@Suite struct LayoutTableTests {
    @Test func everyLayoutExpectationMatchesFontTools() throws {
        let files = try ExpectationFile.all(aspect: "layout")
        #expect(files.count >= 3)  // the fixture faces, or the three full Debian fonts (CI)
        try compare(files)
    }

    /// The Adobe OpenType test suite's fonts (Fixtures/conformance/harfbuzz/aots): every GSUB and
    /// GPOS lookup type and format, lookup flags, mark filtering sets and extension lookups.
    @Test func adobeTestSuiteFontsMatchFontTools() throws {
        let directory = Repo.path("Tests/TypesetFontTests/Expectations/aots-layout")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".layout.tsv") }.sorted()
        #expect(names.count >= 180)
        try compare(try names.map { try ExpectationFile(path: directory + "/" + $0) })
    }

    func compare(_ files: [ExpectationFile]) throws {
        for file in files {
            let face = try file.openFace()
            let expected = file.rows.map { $0.joined(separator: "\t") }
            let actual = try LayoutDump(face).rows
            var mismatches = 0
            for index in 0..<max(expected.count, actual.count) {
                let want = index < expected.count ? expected[index] : "<none>"
                let got = index < actual.count ? actual[index] : "<none>"
                if want != got {
                    mismatches += 1
                    if mismatches <= 5 { Issue.record("\(file.name) row \(index + 1): expected \(want), read \(got)") }
                }
            }
            #expect(mismatches == 0, "\(file.name): \(mismatches) rows differ")
            #expect(expected.count == actual.count, "\(file.name): \(expected.count) rows expected, \(actual.count) read")
        }
    }
}

/// The rows of Scripts/expectations_layout.py, made from Typeset's readers.
struct LayoutDump {
    let face: FontFace
    let glyphCount: Int
    var rows: [String] = []

    init(_ face: FontFace) throws {
        self.face = face
        // Every glyph id: coverages may list ids past the glyph count (AOTS gsub1_1_modulo).
        glyphCount = 0x1_0000
        try gdef()
        if let gsub = try face.substitutions() { try layout(gsub, tag: "GSUB") }
        if let gpos = try face.positionings() { try layout(gpos, tag: "GPOS") }
    }

    mutating func add(_ fields: Any...) { rows.append(fields.map { "\($0)" }.joined(separator: "\t")) }

    /// The glyphs of a coverage table in coverage-index order.
    func glyphs(_ coverage: CoverageTable) -> [GlyphID] {
        var found: [(Int, GlyphID)] = []
        for g in 0..<glyphCount {
            let glyph = GlyphID(truncatingIfNeeded: g)
            if let index = coverage.index(of: glyph) { found.append((index, glyph)) }
        }
        return found.sorted { $0.0 < $1.0 }.map { $0.1 }
    }

    func list<C: Collection>(_ values: C) -> String where C.Element: CustomStringConvertible {
        values.isEmpty ? "-" : values.map { "\($0)" }.joined(separator: ",")
    }

    func cov(_ coverage: CoverageTable) -> String { list(glyphs(coverage).map { $0.index }) }

    func covs(_ coverages: CoverageList?) throws -> String {
        guard let coverages, !coverages.isEmpty else { return "-" }
        return try coverages.indices.map { index throws(FontError) in cov(try coverages.coverage(at: index)) }.joined(separator: ";")
    }

    func records(_ records: SequenceLookupRecords?) -> String {
        guard let records, !records.isEmpty else { return "-" }
        return records.map { "\($0.sequenceIndex):\($0.lookupIndex)" }.joined(separator: ",")
    }

    func value(_ v: ValueRecord) -> String { "\(v.xPlacement),\(v.yPlacement),\(v.xAdvance),\(v.yAdvance)" }

    func anchor(_ a: Anchor?) -> String {
        guard let a else { return "-" }
        return "\(a.x),\(a.y)" + (a.contourPoint.map { ",\($0)" } ?? "")
    }

    mutating func classes(_ definition: ClassDefinitionTable, _ prefix: String) {
        for g in 0..<glyphCount {
            let c = definition.classOf(GlyphID(truncatingIfNeeded: g))
            if c != 0 { rows.append("\(prefix)\t\(g)\t\(c)") }
        }
    }

    mutating func gdef() throws {
        guard let gdef = try face.glyphDefinitions() else { return }
        classes(gdef.glyphClasses, "gdef-class")
        classes(gdef.markAttachmentClasses, "gdef-attach-class")
        for set in 0..<gdef.markGlyphSetCount { add("gdef-mark-set", set, cov(try gdef.markGlyphSet(at: set))) }
        for g in 0..<glyphCount {
            let carets = try gdef.ligatureCarets(of: GlyphID(truncatingIfNeeded: g))
            guard !carets.isEmpty else { continue }
            let text = carets.map { caret -> String in
                switch caret {
                case .coordinate(let x): return "\(x)"
                case .contourPoint(let p): return "p\(p)"
                }
            }
            add("gdef-carets", g, text.joined(separator: ","))
        }
    }

    mutating func layout(_ table: LayoutTable, tag: String) throws {
        for s in 0..<table.scripts.count {
            let script = try table.scripts.script(at: s)
            var systems: [(String, LanguageSystem)] = []
            if let system = try script.defaultLanguageSystem() { systems.append(("default", system)) }
            for l in 0..<script.languageSystemCount {
                systems.append((script.languageSystemTag(at: l).description, try script.languageSystem(at: l)))
            }
            for (name, system) in systems {
                add(tag, "script", table.scripts.tag(at: s), name, system.requiredFeatureIndex.map { "\($0)" } ?? "-", list(system.featureIndices))
            }
        }
        for f in 0..<table.features.count {
            add(tag, "feature", f, table.features.tag(at: f), list(try table.features.feature(at: f).lookupIndices))
        }
        let extensionType = tag == "GSUB" ? SubstitutionSubtable.extensionType : PositioningSubtable.extensionType
        for l in 0..<table.lookups.count {
            let lookup = try table.lookups.lookup(at: l)
            let subtables = try (0..<lookup.subtableCount).map { try lookup.subtable(at: $0, extensionType: extensionType) }
            add(tag, "lookup", l, subtables.first?.type ?? lookup.type, lookup.flags.rawValue,
                lookup.markFilteringSet.map { "\($0)" } ?? "-", subtables.count)
            for (s, subtable) in subtables.enumerated() {
                add(tag, "subtable", l, s, subtable.type, tag == "GSUB" && subtable.type <= 4 ? "-" : "\(subtable.format)")
                if tag == "GSUB" {
                    try substitution(try SubstitutionSubtable(subtable))
                } else {
                    try positioning(try PositioningSubtable(subtable))
                }
            }
        }
    }

    mutating func substitution(_ subtable: SubstitutionSubtable) throws {
        let t = "GSUB"
        switch subtable {
        case .single(let single):
            for g in 0..<glyphCount {
                if let sub = single.substitute(for: GlyphID(truncatingIfNeeded: g)) { add(t, "single", g, sub.index) }
            }
        case .multiple(let multiple):
            for g in 0..<glyphCount {
                if let sequence = try multiple.sequence(for: GlyphID(truncatingIfNeeded: g)) { add(t, "multiple", g, list(sequence.map { $0.index })) }
            }
        case .alternate(let alternate):
            for g in 0..<glyphCount {
                if let set = try alternate.alternates(for: GlyphID(truncatingIfNeeded: g)) { add(t, "alternate", g, list(set.map { $0.index })) }
            }
        case .ligature(let ligature):
            for g in 0..<glyphCount {
                let set = try ligature.ligatures(startingWith: GlyphID(truncatingIfNeeded: g))
                for i in 0..<set.count {
                    let lig = try set.ligature(at: i)
                    add(t, "ligature", g, list(lig.components.map { $0.index }), lig.glyph.index)
                }
            }
        case .context(let context): try self.context(context, t)
        case .chainedContext(let context): try chained(context, t)
        case .reverseChainSingle(let reverse):
            add(t, "reverse", cov(reverse.coverage), try covs(reverse.backtrack), try covs(reverse.lookahead), list(reverse.substitutes.map { $0.index }))
        }
    }

    mutating func positioning(_ subtable: PositioningSubtable) throws {
        let t = "GPOS"
        switch subtable {
        case .single(let single):
            for glyph in glyphs(single.coverage) {
                add(t, "single", glyph.index, single.value(for: glyph).map(value) ?? "missing")
            }
        case .pair(let pair):
            if pair.format == 1 {
                for first in glyphs(pair.coverage) {
                    for second in try pair.secondGlyphs(first: first) {
                        let v = try pair.value(first: first, second: second)
                        add(t, "pair", first.index, second.index, v.map { value($0.first) } ?? "missing", v.map { value($0.second) } ?? "missing")
                    }
                }
            } else {
                add(t, "coverage", cov(pair.coverage))
                classes(pair.classes1, "\(t)\tclass1")
                classes(pair.classes2, "\(t)\tclass2")
                for c1 in 0..<pair.class1Count {
                    for c2 in 0..<pair.class2Count {
                        guard let v = try pair.value(class1: c1, class2: c2), !(v.first.isZero && v.second.isZero) else { continue }
                        add(t, "class-pair", c1, c2, value(v.first), value(v.second))
                    }
                }
            }
        case .cursive(let cursive):
            for glyph in glyphs(cursive.coverage) {
                let anchors = try cursive.anchors(for: glyph)
                add(t, "cursive", glyph.index, anchor(anchors?.entry), anchor(anchors?.exit))
            }
        case .markToBase(let subtable):
            try marks(subtable.markCoverage, subtable.marks)
            for (i, glyph) in glyphs(subtable.baseCoverage).enumerated() {
                add(t, "base", glyph.index, 0, try row(subtable.bases, i))
            }
        case .markToMark(let subtable):
            try marks(subtable.mark1Coverage, subtable.marks)
            for (i, glyph) in glyphs(subtable.mark2Coverage).enumerated() {
                add(t, "base", glyph.index, 0, try row(subtable.mark2Anchors, i))
            }
        case .markToLigature(let subtable):
            try marks(subtable.markCoverage, subtable.marks)
            for (i, glyph) in glyphs(subtable.ligatureCoverage).enumerated() {
                guard let components = try subtable.components(ofLigature: i) else { continue }
                for c in 0..<components.rows { add(t, "base", glyph.index, c, try row(components, c)) }
            }
        case .context(let context): try self.context(context, t)
        case .chainedContext(let context): try chained(context, t)
        }
    }

    func row(_ matrix: AnchorMatrix, _ r: Int) throws -> String {
        try (0..<matrix.columns).map { anchor(try matrix.anchor(row: r, column: $0)) }.joined(separator: ";")
    }

    mutating func marks(_ coverage: CoverageTable, _ marks: MarkArray) throws {
        for (i, glyph) in glyphs(coverage).enumerated() {
            let mark = try marks.mark(at: i)
            add("GPOS", "mark", glyph.index, mark.map { "\($0.markClass)" } ?? "-", anchor(mark?.anchor))
        }
    }

    mutating func context(_ context: SequenceContext, _ t: String) throws {
        if context.format == 3 {
            add(t, "context3", try covs(context.inputCoverages), records(context.lookupRecords))
            return
        }
        if let coverage = context.coverage { add(t, "coverage", cov(coverage)) }
        if context.format == 2 { classes(context.classes, "\(t)\tclass-input") }
        for s in 0..<context.ruleSetCount {
            let set = try context.ruleSet(at: s)
            for r in 0..<set.count {
                let rule = try set.rule(at: r)
                add(t, "rule", s, r, list(rule.input), records(rule.lookupRecords))
            }
        }
    }

    mutating func chained(_ context: ChainedSequenceContext, _ t: String) throws {
        if context.format == 3 {
            add(t, "chain3", try covs(context.backtrackCoverages), try covs(context.inputCoverages),
                try covs(context.lookaheadCoverages), records(context.lookupRecords))
            return
        }
        if let coverage = context.coverage { add(t, "coverage", cov(coverage)) }
        if context.format == 2 {
            classes(context.backtrackClasses, "\(t)\tclass-backtrack")
            classes(context.inputClasses, "\(t)\tclass-input")
            classes(context.lookaheadClasses, "\(t)\tclass-lookahead")
        }
        for s in 0..<context.ruleSetCount {
            let set = try context.ruleSet(at: s)
            for r in 0..<set.count {
                let rule = try set.rule(at: r)
                add(t, "chain-rule", s, r, list(rule.backtrack), list(rule.input), list(rule.lookahead), records(rule.lookupRecords))
            }
        }
    }
}
