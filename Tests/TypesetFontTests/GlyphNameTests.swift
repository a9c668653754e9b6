import Foundation
import Testing
@testable import TypesetFont

/// Glyph names (`post` formats 1.0/2.0/2.5/3.0, CFF charsets) against fontTools' getGlyphOrder(),
/// from Scripts/expectations_glyphnames.py: full lists per face (`*.glyphnames.tsv`) and one digest
/// row per face (`*.glyphnames-digest.tsv`). CI's live run points TYPESET_GLYPHNAME_EXPECTATIONS
/// at lists written from the full Debian fonts.
@Suite struct GlyphNameTests {
    static var directory: String {
        ProcessInfo.processInfo.environment["TYPESET_GLYPHNAME_EXPECTATIONS"]
            ?? Repo.path("Tests/TypesetFontTests/Expectations/glyphnames")
    }

    static func files(_ suffix: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(suffix) }.sorted().map { directory + "/" + $0 }
    }

    /// The data lines of a file, and its `# key=value` header fields.
    static func read(_ path: String) throws -> (fields: [String: String], rows: [[Substring]]) {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var fields: [String: String] = [:]
        var rows: [[Substring]] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("#") {
                for word in line.dropFirst().split(separator: " ") {
                    let parts = word.split(separator: "=", maxSplits: 1)
                    if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
                }
            } else {
                rows.append(line.split(separator: "\t", omittingEmptySubsequences: false))
            }
        }
        return (fields, rows)
    }

    /// FNV-1a 64 of each name (UTF-8; nothing for none) followed by a newline, in glyph order.
    static func digest(_ names: GlyphNames, count: Int) -> (hash: UInt64, named: Int) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        var named = 0
        func add(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        for glyph in 0..<count {
            if let name = names.name(of: GlyphID(truncatingIfNeeded: glyph)) {
                named += 1
                for byte in name.utf8 { add(byte) }
            }
            add(0x0A)
        }
        return (hash, named)
    }

    @Test func everyGlyphOfEveryListedFaceMatchesFontTools() throws {
        let paths = try Self.files(".glyphnames.tsv")
        #expect(paths.count >= 4)
        var compared = 0, named = 0
        for path in paths {
            let (fields, rows) = try Self.read(path)
            let file = (path as NSString).lastPathComponent
            let font = try #require(fields["font"], "\(file)")
            let face = try FontFace(contentsOfFile: Repo.path(font), index: Int(fields["index"] ?? "0") ?? 0)
            let names = try face.glyphNames()
            #expect(names.source.rawValue == fields["source"], "\(file)")
            var mismatches = 0
            for row in rows {
                let glyph = try #require(row.first.flatMap { UInt16($0) }, "\(file): \(row)")
                let expected = row.count > 1 && !row[1].isEmpty ? String(row[1]) : nil
                let actual = names.name(of: GlyphID(glyph))
                if actual != expected {
                    mismatches += 1
                    if mismatches <= 5 { Issue.record("\(file): glyph \(glyph) is \(actual ?? "nil"), fontTools \(expected ?? "none")") }
                }
                compared += 1
                if expected != nil { named += 1 }
            }
            #expect(mismatches == 0, "\(file): \(mismatches) of \(rows.count) names differ")
            // Past the last glyph: no name.
            if rows.count < 0x10000 { #expect(names.name(of: GlyphID(truncatingIfNeeded: rows.count)) == nil, "\(file)") }
        }
        print("glyph names: \(compared) glyphs (\(named) named) equal to fontTools in \(paths.count) faces")
    }

    @Test func everyDigestedFaceMatchesFontTools() throws {
        let paths = try Self.files(".glyphnames-digest.tsv")
        #expect(!paths.isEmpty)
        var faces = 0, glyphs = 0, namedTotal = 0
        for path in paths {
            for row in try Self.read(path).rows {
                let where_ = "\(row[0]):\(row[1])"
                #expect(row.count == 8, "\(where_)")
                guard row.count == 8, let index = Int(row[1]), let count = Int(row[3]), let named = Int(row[4]),
                      let hash = UInt64(row[5], radix: 16) else { continue }
                let face = try FontFace(contentsOfFile: Repo.path(String(row[0])), index: index)
                let names = try face.glyphNames()
                #expect(names.source.rawValue == row[2], "\(where_)")
                let actual = Self.digest(names, count: count)
                #expect(actual.named == named, "\(where_): \(actual.named) named, fontTools \(named)")
                #expect(actual.hash == hash, "\(where_): names differ from fontTools")
                for sample in row[7].split(separator: " ") where sample != "-" {
                    let parts = sample.split(separator: "=", maxSplits: 1)
                    guard parts.count == 2, let glyph = UInt16(parts[0]) else { continue }
                    #expect(names.name(of: GlyphID(glyph)) == String(parts[1]), "\(where_): glyph \(glyph)")
                }
                faces += 1
                glyphs += count
                namedTotal += named
            }
        }
        print("glyph names: \(glyphs) glyphs (\(namedTotal) named) of \(faces) digested faces equal to fontTools")
    }

    /// The lists this reader writes out from the specifications, against fontTools' copies.
    @Test func standardListsMatchFontTools() throws {
        let rows = try Self.read(try #require(try Self.files("standard.glyphnames-lists.tsv").first)).rows
        var lists: [String: [String]] = [:]
        for row in rows where row.count == 3 { lists[String(row[0]), default: []].append(String(row[2])) }
        #expect(PostGlyphNames.standardNames == lists["mac"])
        #expect(PostGlyphNames.standardNames.count == 258)
        #expect(CFFTable.standardStrings == lists["cff"])
        #expect(CFFTable.standardStrings.count == CFFTable.standardStringCount)
        #expect(CFFCharset.expert.map { CFFTable.standardStrings[Int($0)] } == lists["expert"])
        #expect(CFFCharset.expertSubset.map { CFFTable.standardStrings[Int($0)] } == lists["expertSubset"])
        #expect(CFFCharset.isoAdobe.map { CFFTable.standardStrings[Int($0)] } == Array(CFFTable.standardStrings[0...228]))
    }
}

// MARK: Hand-built tables (layouts from the OpenType `post` and CFF specifications)

/// A `post` table: the 32-byte header with `version`, then `body`.
private func post(version: UInt32, _ body: (inout ByteBuilder) -> Void = { _ in }) -> TableData {
    var b = ByteBuilder()
    b.u32(version)
    for _ in 0..<7 { b.u32(0) }
    body(&b)
    return b.table("post")
}

private func pascal(_ text: String) -> [UInt8] { [UInt8(text.utf8.count)] + Array(text.utf8) }

@Suite struct PostGlyphNameTests {
    @Test func version1IsTheStandardOrder() throws {
        let names = try PostGlyphNames(post(version: 0x0001_0000), glyphCount: 300)
        #expect(names.name(of: 0) == ".notdef")
        #expect(names.name(of: 3) == "space")
        #expect(names.name(of: 257) == "dcroat")
        #expect(names.name(of: 258) == nil)
        #expect(names.name(of: -1) == nil)
        // A face with fewer glyphs names only those.
        #expect(try PostGlyphNames(post(version: 0x0001_0000), glyphCount: 3).name(of: 3) == nil)
    }

    @Test func version2IndicesAndStrings() throws {
        let table = post(version: 0x0002_0000) { b in
            b.u16(6)
            for index in [0, 259, 258, 36, 260, 40000] { b.u16(index) }
            b.append(pascal("second") + pascal("first") + pascal(""))
        }
        let names = try PostGlyphNames(table, glyphCount: 7)
        #expect(names.name(of: 0) == ".notdef")
        #expect(names.name(of: 1) == "first")
        #expect(names.name(of: 2) == "second")
        #expect(names.name(of: 3) == "A")
        #expect(names.name(of: 4) == nil)  // an empty string
        #expect(names.name(of: 5) == nil)  // past the strings (reserved index)
        #expect(names.name(of: 6) == nil)  // past numGlyphs
    }

    @Test func version2NumGlyphsLargerThanTheFaceIsClamped() throws {
        // As fontTools: the strings follow the face's count of indices.
        let table = post(version: 0x0002_0000) { b in
            b.u16(1000)
            b.u16(258); b.u16(0)
            b.append(pascal("x"))
        }
        let names = try PostGlyphNames(table, glyphCount: 2)
        #expect(names.name(of: 0) == "x")
        #expect(names.name(of: 1) == ".notdef")
    }

    @Test func version2LatinOneStrings() throws {
        let table = post(version: 0x0002_0000) { b in
            b.u16(1); b.u16(258)
            b.append([2, 0x41, 0xE9])
        }
        #expect(try PostGlyphNames(table, glyphCount: 1).name(of: 0) == "A\u{E9}")
    }

    @Test func version2TruncatedDataThrowsWithTheOffset() throws {
        let indices = post(version: 0x0002_0000) { b in b.u16(3); b.u16(0) }
        #expect { _ = try PostGlyphNames(indices, glyphCount: 3) } throws: { error in
            guard let error = error as? FontError else { return false }
            return error.reason == .truncated && error.table == "post" && error.offset == 34
        }
        let string = post(version: 0x0002_0000) { b in
            b.u16(1); b.u16(258)
            b.append([9, 0x41])
        }
        #expect { _ = try PostGlyphNames(string, glyphCount: 1) } throws: { error in
            (error as? FontError)?.reason == .truncated && (error as? FontError)?.offset == 36
        }
    }

    @Test func version25OffsetsIntoTheStandardOrder() throws {
        let table = post(version: 0x0002_5000) { b in
            b.u16(5)
            b.append([0, 2, UInt8(bitPattern: -2), 100, UInt8(bitPattern: -10)])
        }
        let names = try PostGlyphNames(table, glyphCount: 5)
        #expect(names.name(of: 0) == ".notdef")
        #expect(names.name(of: 1) == "space")      // 1 + 2
        #expect(names.name(of: 2) == ".notdef")    // 2 - 2
        #expect(names.name(of: 3) == "Odieresis")  // 3 + 100
        #expect(names.name(of: 4) == nil)          // 4 - 10: before the order
        let truncated = post(version: 0x0002_5000) { b in b.u16(9); b.append([0, 0]) }
        #expect { _ = try PostGlyphNames(truncated, glyphCount: 9) } throws: { error in
            (error as? FontError)?.reason == .truncated && (error as? FontError)?.offset == 34
        }
    }

    @Test func version3HasNoNamesAndUnknownVersionsThrow() throws {
        let names = try PostGlyphNames(post(version: 0x0003_0000), glyphCount: 10)
        #expect(names.format == .none && names.name(of: 0) == nil)
        #expect { _ = try PostGlyphNames(post(version: 0x0005_0000), glyphCount: 10) } throws: { error in
            (error as? FontError)?.reason == .unsupportedFormat && (error as? FontError)?.table == "post"
        }
    }
}

/// A CFF INDEX with 2-byte offsets.
private func cffIndex(_ objects: [[UInt8]]) -> [UInt8] {
    var b = ByteBuilder()
    b.u16(objects.count)
    if objects.isEmpty { return b.bytes }
    b.u8(2)
    var offset = 1
    b.u16(offset)
    for object in objects { offset += object.count; b.u16(offset) }
    for object in objects { b.append(object) }
    return b.bytes
}

/// A DICT integer operand in the fixed 5-byte form.
private func dictInt(_ v: Int) -> [UInt8] { [29] + (0..<4).map { UInt8(truncatingIfNeeded: v >> (24 - 8 * $0)) } }

/// A `CFF ` table with `glyphCount` empty charstrings, the given String INDEX entries and charset
/// (bytes at the end of the table, or a predefined charset id 0 to 2), CID-keyed when `cid`.
private func cffBytes(glyphCount: Int, strings: [String] = [], charset: [UInt8]? = nil, predefined: Int = 0,
                      cid: Bool = false) -> (bytes: [UInt8], charsetOffset: Int) {
    let header: [UInt8] = [1, 0, 4, 2]
    let names = cffIndex([Array("T".utf8)])
    let topSize = 12 + (cid ? 17 : 0)
    let topIndexSize = cffIndex([[UInt8](repeating: 0, count: topSize)]).count
    let stringIndex = cffIndex(strings.map { Array($0.utf8) })
    let globals = cffIndex([])
    let charStringsOffset = header.count + names.count + topIndexSize + stringIndex.count + globals.count
    let charStrings = cffIndex([[UInt8]](repeating: [14], count: glyphCount))
    let charsetOffset = charStringsOffset + charStrings.count
    var top = dictInt(charset == nil ? predefined : charsetOffset) + [15] + dictInt(charStringsOffset) + [17]
    if cid { top = dictInt(391) + dictInt(392) + dictInt(0) + [12, 30] + top }
    let bytes = header + names + cffIndex([top]) + stringIndex + globals + charStrings + (charset ?? [])
    return (bytes, charsetOffset)
}

private func cff(glyphCount: Int, strings: [String] = [], charset: [UInt8]? = nil, predefined: Int = 0,
                 cid: Bool = false) throws -> CFFGlyphNames {
    let bytes = cffBytes(glyphCount: glyphCount, strings: strings, charset: charset, predefined: predefined, cid: cid).bytes
    return try CFFGlyphNames(TableData(data: FontData(bytes), tag: "CFF ", start: 0, length: bytes.count))
}

private func u16s(_ values: [Int]) -> [UInt8] {
    var b = ByteBuilder()
    for v in values { b.u16(v) }
    return b.bytes
}

@Suite struct CFFGlyphNameTests {
    @Test func format0StandardAndCustomStrings() throws {
        let names = try cff(glyphCount: 5, strings: ["alpha", "beta"], charset: [0] + u16s([391, 1, 392, 5000]))
        #expect(names.name(of: 0) == ".notdef")
        #expect(names.name(of: 1) == "alpha")
        #expect(names.name(of: 2) == "space")
        #expect(names.name(of: 3) == "beta")
        #expect(names.name(of: 4) == nil)  // SID past the String INDEX
        #expect(names.name(of: 5) == nil)  // past the glyphs
    }

    @Test func format1And2Ranges() throws {
        let one = try cff(glyphCount: 5, strings: ["custom"], charset: [1] + u16s([34]) + [2] + u16s([391]) + [0])
        #expect((0..<5).map { one.name(of: $0) } == [".notdef", "A", "B", "C", "custom"])
        // A range may run past the last glyph.
        let two = try cff(glyphCount: 5, charset: [2] + u16s([66, 300]))
        #expect((0..<6).map { two.name(of: $0) } == [".notdef", "a", "b", "c", "d", nil])
        #expect(two.charset.glyph(for: 68) == 3)
        #expect(two.charset.glyph(for: 65) == nil)
    }

    @Test func cidKeyedFontsAreNamedByCID() throws {
        let names = try cff(glyphCount: 4, strings: ["Adobe", "Identity"], charset: [2] + u16s([1000, 1, 7, 0]), cid: true)
        #expect((0..<4).map { names.name(of: $0) } == [".notdef", "cid01000", "cid01001", "cid00007"])
        // A CID-keyed font with a predefined charset offset has no CIDs.
        let predefined = try cff(glyphCount: 3, strings: ["Adobe", "Identity"], predefined: 0, cid: true)
        #expect(predefined.name(of: 0) == ".notdef" && predefined.name(of: 1) == nil)
    }

    @Test func predefinedCharsets() throws {
        let iso = try cff(glyphCount: 300, predefined: 0)
        #expect(iso.name(of: 5) == "dollar" && iso.name(of: 228) == "zcaron" && iso.name(of: 229) == nil)
        let expert = try cff(glyphCount: 200, predefined: 1)
        #expect(expert.name(of: 2) == "exclamsmall" && expert.name(of: 165) == "Ydieresissmall" && expert.name(of: 166) == nil)
        let subset = try cff(glyphCount: 87, predefined: 2)
        #expect(subset.name(of: 2) == "dollaroldstyle" && subset.name(of: 86) == "commainferior")
    }

    @Test func malformedCharsetsThrowWithTheOffset() throws {
        /// "reason table@offset" of the error reading `charset`, or nil.
        func error(_ charset: [UInt8], glyphs: Int = 4) -> String? {
            do {
                _ = try cff(glyphCount: glyphs, charset: charset)
                return nil
            } catch let error as FontError {
                return "\(error.reason) \(error.table)@\(error.offset)"
            } catch {
                return "\(error)"
            }
        }
        let at = cffBytes(glyphCount: 4, charset: []).charsetOffset
        // Format 0 with entries for 2 of 3 glyphs.
        #expect(error([0] + u16s([1, 2])) == "truncated CFF @\(at)")
        // Ranges that end at glyph 3 of 4: the missing range's offset.
        #expect(error([1] + u16s([34]) + [1]) == "truncated CFF @\(at + 4)")
        #expect(error([2] + u16s([34, 1])) == "truncated CFF @\(at + 5)")
        #expect(error([3]) == "unsupportedFormat CFF @\(at)")
        // No charset byte at all.
        #expect(error([]) == "truncated CFF @\(at)")
        // One glyph needs no entries.
        #expect(error([0], glyphs: 1) == nil)
    }
}
