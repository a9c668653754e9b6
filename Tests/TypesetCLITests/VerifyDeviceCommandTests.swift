import Foundation
import Testing
import TypesetTestSupport

/// `typeset verify-device`: the device check kit's results against Typeset's predictions. The
/// committed sample (`Scripts/make_device_sample.py`) is Typeset's predictions with three values
/// changed, so exactly those three must be reported.
@Suite("typeset verify-device")
struct VerifyDeviceCommandTests {
    static let root = Repository.root

    static func run(_ arguments: [String]) throws -> TestProcess.Output {
        try TestProcess.typeset(["verify-device"] + arguments, root: root)
    }

    static func scratch(_ name: String) -> String {
        NSTemporaryDirectory() + "typeset-device-\(UUID().uuidString)-\(name)"
    }

    @Test("the committed sample: exactly its three changed values differ, each printed with both numbers; exit 1")
    func sample() throws {
        let result = try Self.run(["Fixtures/device/sample-results.json"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains("432 cases") == true && lines.first?.contains("3 differ") == true, "\(lines.first ?? "")")
        #expect(lines.contains("typography.body L 320 pt \"paragraph\": height: device 154.333333, typeset 154 (+0.333)"), "\(result.stdout)")
        #expect(lines.contains("typography.body AX3 240 pt \"sentence\": lineCount: device 7, typeset 6 (+1)"))
        #expect(lines.contains { $0.hasPrefix("typography.caption1 S 160 pt \"word\": capHeightGuideTop: device 2, typeset 2.333") })
        let json = try Self.run(["Fixtures/device/sample-results.json", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["differences"] as? [Any])?.count == 3)
        #expect(object["compared"] as? Int == 432 * 8)
        #expect(object["passes"] as? Bool == false)
    }

    @Test("Typeset's own predictions pass; a missing case and an unknown one fail")
    func predictionsPass() throws {
        let file = Self.scratch("predictions.json")
        let written = try Self.run(["--write-predictions", file])
        #expect(written.status == 0, "\(written.stderr)")
        let passing = try Self.run([file])
        #expect(passing.status == 0, "\(passing.stdout)\(passing.stderr)")
        #expect(passing.stdout.contains("0 differ") && passing.stdout.contains("every value equals"))

        var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
        var cases = try #require(document["cases"] as? [[String: Any]])
        cases.removeLast()
        cases[0]["style"] = "typography.\u{202E}unknown"
        document["cases"] = cases
        try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: file))
        let failing = try Self.run([file])
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("typography.\\u{202E}unknown S 160 pt \"word\": not in the corpus"), "bidi controls from the file are escaped: \(failing.stdout)")
        #expect(failing.stdout.contains("2 cases of the corpus were not measured"))
    }

    @Test("broken results: file:line:column errors, exit 1", arguments: [
        ("{\"kit\": \"typeset-device-check 1\", \"cases\": [{\"style\": 3}]}", ":1:"),
        ("{\"kit\": \"typeset-device-check 9\", \"cases\": []}", ":1:9: results of \"typeset-device-check 9\""),
        ("{\"kit\": \"typeset-device-check 1\",\n \"cases\": [{\"style\": \"a\", \"category\": \"L\", \"width\": 1, \"text\": \"t\", \"height\": \"tall\"}]}", ":2:"),
        ("{\"kit\": ", ":1:"),
        ("[1]", ":1:1: expected an object"),
    ])
    func broken(contents: String, expected: String) throws {
        let file = Self.scratch("broken.json")
        try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
        let result = try Self.run([file])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("typeset: error: \(file)\(expected)"), "\(result.stderr)")
    }

    @Test("exactly one of RESULTS.json and --write-predictions")
    func usage() throws {
        #expect(try Self.run([]).status == 2)
        #expect(try Self.run(["a.json", "--write-predictions", "b.json"]).status == 2)
    }
}
