import Testing
import TypesetFont

/// Header tables, CoreText metric selection and names, row by row against fontTools
/// (Scripts/expectations_metrics.py).
@Suite struct MetricsTests {
    @Test func metricsMatchFontTools() throws {
        let files = try ExpectationFile.all(aspect: "metrics")
        #expect(files.count >= 3)
        for file in files {
            let face = try file.openFace()
            let m = try face.metrics()
            let post = try face.post()
            var actual: [String: String] = [
                "unitsPerEm": "\(face.unitsPerEm)",
                "numGlyphs": "\(face.numGlyphs)",
                "outlines": face.outlineFormat.rawValue,
                "hhea.ascender": "\(face.hhea.ascender)",
                "hhea.descender": "\(face.hhea.descender)",
                "hhea.lineGap": "\(face.hhea.lineGap)",
                "hhea.numberOfHMetrics": "\(face.hhea.numberOfHMetrics)",
                "head.indexToLocFormat": "\(face.head.indexToLocFormat)",
                "head.macStyle": "\(face.head.macStyle)",
                "head.bbox": "\(face.head.xMin),\(face.head.yMin),\(face.head.xMax),\(face.head.yMax)",
                "hasSTAT": "\(face.hasSTAT)",
                "ascender": "\(m.ascender)", "descender": "\(m.descender)", "leading": "\(m.leading)",
                "lineMetricsSource": m.lineMetricsSource.rawValue,
                "capHeight": "\(m.capHeight)", "capHeightSource": m.capHeightSource.rawValue,
                "xHeight": "\(m.xHeight)", "xHeightSource": m.xHeightSource.rawValue,
            ]
            if let os2 = face.os2 {
                actual["os2.version"] = "\(os2.version)"
                actual["os2.weightClass"] = "\(os2.weightClass)"
                actual["os2.widthClass"] = "\(os2.widthClass)"
                actual["os2.fsSelection"] = "\(os2.fsSelection)"
                actual["os2.typoAscender"] = "\(os2.typoAscender)"
                actual["os2.typoDescender"] = "\(os2.typoDescender)"
                actual["os2.typoLineGap"] = "\(os2.typoLineGap)"
                actual["os2.winAscent"] = "\(os2.winAscent)"
                actual["os2.winDescent"] = "\(os2.winDescent)"
                actual["os2.xAvgCharWidth"] = "\(os2.xAvgCharWidth)"
                actual["os2.vendorID"] = os2.vendorID.description
                actual["os2.capHeight"] = "\(os2.capHeight)"
                actual["os2.xHeight"] = "\(os2.xHeight)"
            }
            if let post {
                actual["post.italicAngle"] = "\(post.italicAngle)"
                actual["post.underlinePosition"] = "\(post.underlinePosition)"
                actual["post.underlineThickness"] = "\(post.underlineThickness)"
                actual["post.isFixedPitch"] = "\(post.isFixedPitch)"
            }
            #expect(file.rows.count >= 19, "\(file.name)")
            for row in file.rows {
                let key = String(row[0])
                let expected = row.count > 1 ? String(row[1]) : ""
                #expect(actual[key] == expected, "\(file.name): \(key)")
            }
        }
    }

    @Test func namesMatchFontTools() throws {
        let files = try ExpectationFile.all(aspect: "names")
        #expect(files.count >= 3)
        for file in files {
            let names = try file.openFace().names()
            var records = 0
            for row in file.rows {
                let key = String(row[0])
                let expected = String(row[1]).replacingOccurrences(of: "\\n", with: "\n")
                    .replacingOccurrences(of: "\\t", with: "\t").replacingOccurrences(of: "\\r", with: "\r")
                switch key {
                case "family": #expect(names.familyName == expected, "\(file.name)")
                case "style": #expect(names.styleName == expected, "\(file.name)")
                case "fullName": #expect(names.fullName == expected, "\(file.name)")
                case "postScriptName": #expect(names.postScriptName == expected, "\(file.name)")
                default:
                    let parts = key.split(separator: ":").compactMap { Int($0) }
                    try #require(parts.count == 4, "\(file.name): \(key)")
                    let match = names.records.first {
                        $0.platformID == parts[0] && $0.encodingID == parts[1] && $0.languageID == parts[2] && $0.nameID == parts[3]
                    }
                    #expect(match?.value == expected, "\(file.name): \(key)")
                    records += 1
                }
            }
            #expect(records > 0, "\(file.name) checks no name records")
        }
    }

    /// Documentation/Typography.md: SF's published metrics (upm 2048, hhea 1950 / -494 / 0, cap height 1443)
    /// give systemFont(17).lineHeight = 20.287109375 and capHeight 11.97802734375.
    @Test func systemFontPublishedMetrics() {
        let sf = FontMetrics(unitsPerEm: 2048, ascender: 1950, descender: -494, leading: 0, capHeight: 1443, xHeight: 0)
        let scaled = sf.scaled(to: 17)
        #expect(scaled.lineHeight == 20.287109375)
        #expect(scaled.capHeight == 11.97802734375)
    }

    @Test func collectionFaceSelection() throws {
        let file = try FontFile(contentsOfFile: Repo.notoCJK)
        #expect(file.isCollection)
        #expect(file.faceCount == 2)
        #expect(try file.face(at: 0).names().familyName == "Noto Sans CJK JP")
        #expect(try file.face(at: 1).names().familyName == "Noto Sans CJK SC")
        #expect(throws: FontError.self) { try file.face(at: 2) }
        do {
            _ = try file.face(at: -1)
            Issue.record("negative face index accepted")
        } catch {
            #expect(error.reason == .outOfRange)
            #expect(error.table == "ttcf")
        }
    }

    @Test func webFontsAreRejectedClearly() {
        for magic in ["wOFF", "wOF2"] {
            var bytes = Array(magic.utf8)
            bytes += [UInt8](repeating: 0, count: 60)
            do {
                _ = try FontFile(data: FontData(bytes))
                Issue.record("\(magic) accepted")
            } catch {
                #expect(error.reason == .webFontNotSupported)
                #expect(error.offset == 0)
                #expect(error.description.contains("WOFF"))
            }
        }
    }

    @Test func missingRequiredTableNamesTheTable() throws {
        // A directory with one table ('head') and nothing else.
        var bytes: [UInt8] = [0, 1, 0, 0, 0, 1, 0, 16, 0, 0, 0, 0]
        bytes += Array("head".utf8) + [0, 0, 0, 0, 0, 0, 0, 28, 0, 0, 0, 54]
        var head = [UInt8](repeating: 0, count: 54)
        head[12] = 0x5F; head[13] = 0x0F; head[14] = 0x3C; head[15] = 0xF5
        head[18] = 0x08; head[19] = 0x00
        bytes += head
        do {
            _ = try FontFace(data: FontData(bytes))
            Issue.record("face without hhea accepted")
        } catch {
            #expect(error.reason == .missingTable)
            #expect(error.table == "hhea")
        }
    }
}
