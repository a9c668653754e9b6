import Testing
@testable import TypesetFont

/// `STAT` design axes and axis values against fontTools (Scripts/expectations_stat.py), and the
/// style names they compose for an instance.
@Suite struct StatTests {
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    @Test func axesAndValuesMatchFontTools() throws {
        let files = try ExpectationFile.all(aspect: "stat")
        #expect(files.count >= 4)
        var values = 0
        for file in files {
            let stat = try #require(try file.openFace().styleAttributes(), "\(file.name)")
            let axisRows = file.rows.filter { $0[0] == "axis" }
            let valueRows = file.rows.filter { $0[0] == "value" }
            #expect(stat.axes.count == axisRows.count, "\(file.name)")
            for (axis, row) in zip(stat.axes, axisRows) {
                #expect(axis.tag == Tag(String(row[1])) && axis.nameID == Int(row[2]), "\(file.name)")
                #expect((axis.name ?? "") == String(row[3]) && axis.ordering == Int(row[4]), "\(file.name)")
            }
            #expect(stat.values.count == valueRows.count, "\(file.name)")
            for (value, row) in zip(stat.values, valueRows) {
                #expect(value.format == Int(row[1]), "\(file.name)")
                #expect(value.values.map { String($0.axis) }.joined(separator: ",") == String(row[2]), "\(file.name)")
                #expect(value.values.map { StatTests.number($0.value) }.joined(separator: ",") == String(row[3]), "\(file.name)")
                #expect((value.range.map { StatTests.number($0.lowerBound) } ?? "") == String(row[4]), "\(file.name)")
                #expect((value.range.map { StatTests.number($0.upperBound) } ?? "") == String(row[5]), "\(file.name)")
                #expect((value.linkedValue.map(StatTests.number) ?? "") == String(row[6]), "\(file.name)")
                #expect(Int(value.flags) == Int(row[7]) && value.nameID == Int(row[8]) && (value.name ?? "") == String(row[9]), "\(file.name)")
                values += 1
            }
        }
        #expect(values > 20)
    }

    @Test func namesOfAnInstance() throws {
        let stat = try #require(try FontFace(contentsOfFile: Repo.interVariable).styleAttributes())
        #expect(stat.names(at: [VariationSetting("wght", 600), VariationSetting("slnt", -10)]) == ["Semi Bold", "Italic"])
        // Regular is elidable on both axes.
        #expect(stat.names(at: [VariationSetting("wght", 400), VariationSetting("slnt", 0)]) == [])
        #expect(stat.names(at: [VariationSetting("wght", 650)]) == [])
        #expect(stat.elidedFallbackNameID > 0)
        #expect(try FontFace(contentsOfFile: Repo.dejaVu).styleAttributes() == nil)
    }

    static func table(_ bytes: [UInt8]) -> TableData {
        TableData(data: FontData(bytes), tag: "STAT", start: 0, length: bytes.count)
    }

    @Test func malformedTablesAreTypedErrors() throws {
        // Version 2, truncated axis records, an unknown axis value format (dropped).
        let bad: [[UInt8]] = [
            [0, 2, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            [0, 1, 0, 1, 0, 8, 0, 3, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 2, 0x77, 0x67],
        ]
        for bytes in bad {
            #expect(throws: FontError.self) { try StyleAttributesTable(StatTests.table(bytes)) }
        }
        let unknownFormat: [UInt8] = [0, 1, 0, 1, 0, 8, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 20, 0, 2,
                                      0, 2, 0, 9, 0, 0, 0, 0]
        let table = try StyleAttributesTable(StatTests.table(unknownFormat))
        #expect(table.values.isEmpty && table.axes.isEmpty)
    }
}
