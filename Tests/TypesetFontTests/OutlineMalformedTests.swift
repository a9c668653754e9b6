import Foundation
import Testing
@testable import TypesetFont

/// Reads a fixture's bytes.
private func fixtureBytes(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
}

private let syntheticTrueType = Repo.path("Fixtures/fonts/OutlineTest-TrueType.ttf")
private let syntheticCFF = Repo.path("Fixtures/fonts/OutlineTest-CFF.otf")

/// The byte offset of the table record for `tag` in a single-face sfnt.
private func recordOffset(_ bytes: [UInt8], _ tag: String) -> Int? {
    let count = Int(bytes[4]) << 8 | Int(bytes[5])
    let wanted = Array(tag.utf8)
    for i in 0..<count {
        let at = 12 + 16 * i
        if Array(bytes[at..<at + 4]) == wanted { return at }
    }
    return nil
}

private func be32(_ bytes: [UInt8], _ at: Int) -> Int {
    Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
}

private func setBE32(_ bytes: inout [UInt8], _ at: Int, _ value: Int) {
    for k in 0..<4 { bytes[at + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * k)) }
}

/// Outlines every glyph; returns the errors (typed: nothing but `FontError` can come out).
private func outlineAll(_ bytes: [UInt8]) -> [FontError] {
    var errors: [FontError] = []
    do {
        let face = try FontFace(data: FontData(bytes))
        var outliner = try face.outliner()
        for glyph in 0..<face.numGlyphs {
            do {
                var box = ControlBoxSink()
                try outliner.outline(glyph: GlyphID(truncatingIfNeeded: glyph), into: &box)
                _ = try outliner.controlBox(of: GlyphID(truncatingIfNeeded: glyph))
            } catch {
                errors.append(error)
            }
        }
    } catch {
        errors.append(error)
    }
    return errors
}

// MARK: A minimal CFF table builder for charstring tests

private func index(_ objects: [[UInt8]]) -> [UInt8] {
    if objects.isEmpty { return [0, 0] }
    var out: [UInt8] = [UInt8(objects.count >> 8), UInt8(objects.count & 0xFF), 4]
    var offset = 1
    func put(_ v: Int) { for k in 0..<4 { out.append(UInt8(truncatingIfNeeded: v >> (24 - 8 * k))) } }
    put(offset)
    for object in objects { offset += object.count; put(offset) }
    for object in objects { out += object }
    return out
}

private func dictInt(_ v: Int) -> [UInt8] {
    [29] + (0..<4).map { UInt8(truncatingIfNeeded: v >> (24 - 8 * $0)) }
}

/// A CFF table with the given charstrings, local and global subroutines.
private func makeCFF(charStrings: [[UInt8]], locals: [[UInt8]] = [], globals: [[UInt8]] = []) -> CFFTable? {
    let header: [UInt8] = [1, 0, 4, 4]
    let names = index([Array("T".utf8)])
    // Top DICT: CharStrings (17) and Private (18), with fixed-size operands.
    let topSize = 5 + 1 + 5 + 5 + 1
    let topIndexSize = index([[UInt8](repeating: 0, count: topSize)]).count
    let strings = index([])
    let globalIndex = index(globals)
    let charStringsOffset = header.count + names.count + topIndexSize + strings.count + globalIndex.count
    let charStringIndex = index(charStrings)
    let privateOffset = charStringsOffset + charStringIndex.count
    let privateDict = dictInt(6) + [19]  // Subrs right after the 6-byte Private DICT
    let top = dictInt(charStringsOffset) + [17] + dictInt(privateDict.count) + dictInt(privateOffset) + [18]
    var bytes = header + names + index([top]) + strings + globalIndex + charStringIndex + privateDict
    bytes += index(locals)
    let data = FontData(bytes)
    return try? CFFTable(TableData(data: data, tag: "CFF ", start: 0, length: bytes.count))
}

private func run(_ cff: CFFTable, glyph: Int = 0) -> FontError? {
    var path = GlyphPath()
    do {
        try cff.outline(glyph: glyph, into: &path)
        return nil
    } catch {
        return error
    }
}

@Suite("Malformed outline data")
struct OutlineMalformedTests {
    @Test("a glyf table cut short gives truncated errors, not crashes")
    func truncatedGlyf() throws {
        var bytes = try fixtureBytes(Repo.dejaVu)
        let record = try #require(recordOffset(bytes, "glyf"))
        let length = be32(bytes, record + 12)
        setBE32(&bytes, record + 12, length / 2)
        let errors = outlineAll(bytes)
        #expect(!errors.isEmpty)
        #expect(errors.allSatisfy { $0.reason == .truncated && $0.table == "glyf" })
    }

    @Test("every truncation of loca, glyf and CFF of the synthetic fonts fails cleanly")
    func truncationSweep() throws {
        for (path, tags) in [(syntheticTrueType, ["glyf", "loca"]), (syntheticCFF, ["CFF "])] {
            let original = try fixtureBytes(path)
            for tag in tags {
                let record = try #require(recordOffset(original, tag))
                let length = be32(original, record + 12)
                var failures = 0
                for cut in 0..<length {
                    var bytes = original
                    setBE32(&bytes, record + 12, cut)
                    if !outlineAll(bytes).isEmpty { failures += 1 }
                }
                // Nearly every cut must be noticed (a cut inside trailing padding may not be).
                #expect(failures >= length - 4, "\(tag): only \(failures) of \(length) cuts failed")
            }
        }
    }

    @Test("composites that reference themselves or each other hit the depth limit")
    func recursiveComposites() throws {
        let original = try fixtureBytes(syntheticTrueType)
        let face = try FontFace(data: FontData(original))
        let glyfStart = be32(original, try #require(recordOffset(original, "glyf")) + 8)
        let locaTable = try #require(try face.table("loca"))
        let loca = try LocaTable(locaTable, isLong: face.head.indexToLocFormat == 1, numGlyphs: face.numGlyphs)
        // Glyphs 5 ("scaled") and 6 ("xyscale") are composites; patch their first component.
        func componentIndexOffset(_ glyph: GlyphID) throws -> Int {
            glyfStart + (try #require(try loca.range(of: glyph))).lowerBound + 12
        }
        var selfReference = original
        let at5 = try componentIndexOffset(5)
        selfReference[at5] = 0; selfReference[at5 + 1] = 5
        var outliner = try FontFace(data: FontData(selfReference)).outliner()
        #expect(throws: FontError.self) { try outliner.path(for: 5) }
        do { _ = try outliner.path(for: 5) } catch { #expect(error.reason == .limitExceeded) }
        #expect((try? outliner.path(for: 1)) != nil, "other glyphs still work")

        var mutual = selfReference
        mutual[at5 + 1] = 6
        let at6 = try componentIndexOffset(6)
        mutual[at6] = 0; mutual[at6 + 1] = 5
        var mutualOutliner = try FontFace(data: FontData(mutual)).outliner()
        for glyph: GlyphID in [5, 6] {
            do { _ = try mutualOutliner.controlBox(of: glyph); Issue.record("glyph \(glyph) should fail") } catch {
                #expect(error.reason == .limitExceeded)
            }
        }
    }

    @Test("composite transforms are applied to component points")
    func compositeTransforms() throws {
        // Glyph 5 is glyph 1 (the square 100...400) scaled by 0.5 and moved by (100, 50);
        // glyph 7 is glyph 3 turned by the matrix (0 1 / -1 0) and moved by (600, 0).
        var outliner = try FontFace(contentsOfFile: syntheticTrueType).outliner()
        let square = try #require(try outliner.trueTypePoints(of: 1))
        let scaled = try #require(try outliner.trueTypePoints(of: 5))
        #expect(scaled.points == square.points.map { Point(x: $0.x * 0.5 + 100, y: $0.y * 0.5 + 50) })
        #expect(scaled.onCurve == square.onCurve && scaled.contourEnds == square.contourEnds)
        let alloff = try #require(try outliner.trueTypePoints(of: 3))
        let turned = try #require(try outliner.trueTypePoints(of: 7))
        #expect(turned.points == alloff.points.map { Point(x: -$0.y + 600, y: $0.x) })
        // Transformed components leave fractions: the view says the points are not whole numbers.
        #expect(try outliner.withTrueTypePoints(of: 5) { $0.integral } == false)
        #expect(try outliner.withTrueTypePoints(of: 7) { $0.integral } == false)
        #expect(try outliner.withTrueTypePoints(of: 1) { $0.integral } == true)
    }

    @Test("DejaVu's accented letters are composites of their base and accent glyphs")
    func dejaVuComposites() throws {
        let face = try FontFace(contentsOfFile: Repo.dejaVu)
        var outliner = try face.outliner()
        // Adieresis (glyph 132) = A (34) + Dieresis (759) moved by (1212, 373) (from fontTools).
        let a = try #require(try outliner.trueTypePoints(of: 34))
        let dieresis = try #require(try outliner.trueTypePoints(of: 759))
        let composite = try #require(try outliner.trueTypePoints(of: 132))
        #expect(composite.points == a.points + dieresis.points.map { Point(x: $0.x + 1212, y: $0.y + 373) })
        #expect(composite.contourEnds.count == a.contourEnds.count + dieresis.contourEnds.count)
        // Moved, not transformed: still whole numbers.
        #expect(try outliner.withTrueTypePoints(of: 132) { $0.integral } == true)
    }

    @Test("charstring subroutine recursion, stack overflow and bad operands give typed errors")
    func charstringLimits() throws {
        // Local subroutine 0 calls itself (-107 + bias 107 = 0).
        let selfCalling = try #require(makeCFF(charStrings: [[32, 10, 14]], locals: [[32, 10, 11]]))
        #expect(run(selfCalling)?.reason == .limitExceeded)
        let globalSelf = try #require(makeCFF(charStrings: [[32, 29, 14]], globals: [[32, 29, 11]]))
        #expect(run(globalSelf)?.reason == .limitExceeded)

        // 49 operands overflow the 48-entry stack.
        let overflow = try #require(makeCFF(charStrings: [[UInt8](repeating: 139, count: 49) + [14]]))
        #expect(run(overflow)?.reason == .limitExceeded)
        let full = try #require(makeCFF(charStrings: [[UInt8](repeating: 139, count: 48) + [8, 14]]))
        #expect(run(full) == nil, "48 operands are allowed")

        // A fan-out of subroutine calls nested 9 deep exhausts the work budget.
        var fanOut: [[UInt8]] = []
        for level in 0..<9 {
            fanOut.append(Array(repeating: [UInt8(level + 1 + 32), 10], count: 40).flatMap { $0 } + [11])
        }
        fanOut.append([11])
        let budget = try #require(makeCFF(charStrings: [[32, 10, 14]], locals: fanOut))
        #expect(run(budget)?.reason == .limitExceeded)

        // Missing subroutine, missing operands, cut-off numbers and masks, random.
        #expect(run(try #require(makeCFF(charStrings: [[139, 10, 14]])))?.reason == .invalidValue)
        #expect(run(try #require(makeCFF(charStrings: [[5, 14]])))?.reason == .invalidValue)
        #expect(run(try #require(makeCFF(charStrings: [[28, 0]])))?.reason == .truncated)
        #expect(run(try #require(makeCFF(charStrings: [[255, 0, 0]])))?.reason == .truncated)
        #expect(run(try #require(makeCFF(charStrings: [[139, 139, 1, 19]])))?.reason == .truncated)
        #expect(run(try #require(makeCFF(charStrings: [[12, 23, 14]])))?.reason == .unsupportedFormat)
        // seac in a font without the base glyph.
        #expect(run(try #require(makeCFF(charStrings: [[139, 139, 139 + 65, 139 + 100, 14]])))?.reason == .invalidValue)
        // A glyph outside the charstrings.
        #expect(run(try #require(makeCFF(charStrings: [[14]])), glyph: 1)?.reason == .outOfRange)
    }

    @Test("a charstring without endchar still closes its contour")
    func missingEndchar() throws {
        // 100 100 rmoveto 50 0 rlineto 0 50 rlineto (no endchar).
        let cff = try #require(makeCFF(charStrings: [[239, 239, 21, 189, 139, 5, 139, 189, 5]]))
        var path = GlyphPath()
        try cff.outline(glyph: 0, into: &path)
        #expect(path.elements == [.move(Point(x: 100, y: 100)), .line(Point(x: 150, y: 100)),
                                  .line(Point(x: 150, y: 150)), .close])
    }

    /// A hand-made CFF2 table: one axis, one region (0, 1, 1), one glyph whose charstring
    /// blends its first point's x (100, delta 10) and its line's dx (50, delta 20).
    static func cff2Table() -> [UInt8] {
        var b = ByteBuilder()
        func offset(_ value: Int, _ op: [UInt8]) { b.u8(29); b.u32(UInt32(value)); b.append(op) }
        b.append([2, 0, 5, 0, 19])                                  // header, Top DICT of 19 bytes
        offset(60, [17]); offset(79, [12, 36]); offset(28, [24])     // CharStrings, FDArray, vstore
        b.u32(0)                                                    // Global Subr INDEX (empty)
        b.u16(30)                                                   // vstore length
        b.u16(1); b.u32(12); b.u16(1); b.u32(22)                     // item variation store
        b.u16(1); b.u16(1); b.i16(0); b.i16(16384); b.i16(16384)     // region list
        b.u16(0); b.u16(0); b.u16(1); b.u16(0)                       // item variation data
        let charstring: [UInt8] = [239, 149, 140, 16, 239, 21, 189, 159, 140, 16, 139, 5]
        b.u32(1); b.u8(1); b.u8(1); b.u8(UInt8(charstring.count + 1)); b.append(charstring)
        b.u32(1); b.u8(1); b.u8(1); b.u8(4); b.append([139, 139, 18])  // FDArray: Private 0 at 0
        return b.bytes
    }

    @Test("CFF2: blend adds the instance's deltas; the default instance keeps the defaults")
    func cff2Blend() throws {
        let bytes = Self.cff2Table()
        let table = TableData(data: FontData(bytes), tag: "CFF2", start: 0, length: bytes.count)
        var path = GlyphPath()
        try CFFTable(table).outline(glyph: 0, into: &path)
        #expect(path.elements == [.move(Point(x: 100, y: 100)), .line(Point(x: 150, y: 100)), .close])
        path = GlyphPath()
        let varied = try CFFTable(table, coordinates: [8192])
        #expect(varied.isCFF2)
        try varied.outline(glyph: 0, into: &path)
        #expect(path.elements == [.move(Point(x: 105, y: 100)), .line(Point(x: 165, y: 100)), .close])
        // Every truncation is a typed error, never a trap.
        for cut in 0..<bytes.count {
            let short = TableData(data: FontData(Array(bytes[0..<cut])), tag: "CFF2", start: 0, length: cut)
            do {
                var sink = ControlBoxSink()
                try CFFTable(short, coordinates: [8192]).outline(glyph: 0, into: &sink)
            } catch {
                #expect(error.offset >= 0)
            }
        }
    }

    @Test("random byte damage to outline tables never crashes or hangs")
    func randomDamage() throws {
        var seed: UInt64 = 0x5EED_F0E7
        func next() -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: seed >> 33)
        }
        for (path, tag) in [(Repo.dejaVu, "glyf"), (Repo.inter, "CFF "), (syntheticTrueType, "glyf"),
                            (syntheticCFF, "CFF ")] {
            let original = try fixtureBytes(path)
            let record = try #require(recordOffset(original, tag))
            let start = be32(original, record + 8), length = be32(original, record + 12)
            var failures = 0
            for _ in 0..<12 {
                var bytes = original
                for _ in 0..<max(4, length / 200) {
                    bytes[start + next() % length] = UInt8(truncatingIfNeeded: next())
                }
                failures += outlineAll(bytes).isEmpty ? 0 : 1
            }
            #expect(failures > 0, "\(tag) of \(path): the damage should be noticed at least once")
        }
    }
}
