import Foundation
import Testing
@testable import TypesetFont

/// A face written as a font file of its own (`StandaloneFaceWriter.file(of:)`, what a web page loads
/// for a later face of a collection): its table directory against fontTools' reading of the
/// face (tag, length and checksum of every table, `Scripts/expectations_faces.py`), the file's
/// checksum, and the face read back.
@Suite struct StandaloneFaceTests {
    @Test(arguments: try ExpectationFile.all(aspect: "tables").map(\.name))
    func tablesAreTheFacesAsFontToolsReadsThem(_ name: String) throws {
        let expected = try ExpectationFile(path: ExpectationFile.directory + "/" + name)
        let face = try expected.openFace()
        let bytes = try StandaloneFaceWriter.file(of: face)
        let file = try FontFile(data: FontData(bytes))
        #expect(!file.isCollection && file.faceCount == 1)
        let alone = try file.face(at: 0)
        let records = alone.directory.records
        #expect(records.map { [Substring($0.tag.description), Substring(String($0.length)), Substring(Self.hex($0.checksum))] }
                == expected.rows, "\(name)")
        // Tables 4-byte aligned, one after another, and the same bytes as the face's.
        for record in records {
            #expect(record.offset % 4 == 0)
            let original = try #require(face.directory.record(for: record.tag))
            var want = face.data.bytes(in: original.offset..<(original.offset + original.length))
            var got = alone.data.bytes(in: record.offset..<(record.offset + record.length))
            if record.tag == "head" {
                want.replaceSubrange(8..<12, with: [0, 0, 0, 0])
                got.replaceSubrange(8..<12, with: [0, 0, 0, 0])
            }
            #expect(got == want, "\(name) \(record.tag)")
        }
        // head.checkSumAdjustment makes the whole file sum to 0xB1B0AFBA.
        #expect(StandaloneFaceWriter.checksum(bytes) == 0xB1B0_AFBA)
        // Read back: the same face.
        #expect(try alone.metrics() == (try face.metrics()))
        #expect(try alone.names().postScriptName == (try face.names().postScriptName))
    }

    @Test func laterFaceOfACollectionIsThatFace() throws {
        let collection = try FontFile(contentsOfFile: Repo.notoCJK)
        #expect(collection.faceCount == 2)
        let sc = try collection.face(at: 1)
        let alone = try FontFile(data: FontData(try StandaloneFaceWriter.file(of: sc))).face(at: 0)
        #expect(try alone.names().postScriptName == "NotoSansCJKsc-Regular")
        #expect(try collection.face(at: 0).names().postScriptName != "NotoSansCJKsc-Regular")
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
