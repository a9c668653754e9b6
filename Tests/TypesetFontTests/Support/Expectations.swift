import Foundation
import TypesetTestSupport
import TypesetFont

/// Paths inside the repository, found from this file's location so tests run from any directory.
enum Repo {
    static let root = Repository.root

    static func path(_ relative: String) -> String { Repository.path(relative) }

    /// The committed font fixtures.
    static let dejaVu = path("Fixtures/fonts/DejaVuSans-subset.ttf")
    static let inter = path("Fixtures/fonts/Inter-Regular-subset.otf")
    static let notoCJK = path("Fixtures/fonts/NotoSansCJK-Regular-subset.ttc")
    /// Inter's variable font (fvar, gvar, HVAR) and the small synthetic one with avar and MVAR.
    static let interVariable = path("Fixtures/fonts/Inter-Variable-subset.ttf")
    static let variableSynthetic = path("Fixtures/fonts/synthetic/InterVariable-avar-MVAR.ttf")
    /// A CFF2 variable font built from Inter's (Scripts/make_fixtures.py --cff2).
    static let variableCFF2 = path("Fixtures/fonts/synthetic/InterVariable-CFF2.otf")
    /// That font with vhea, vmtx, VORG and a VVAR with all four maps (make_fixtures.py --vvar).
    static let variableVVAR = path("Fixtures/fonts/synthetic/InterVariable-CFF2-VVAR.otf")
    /// The avar/MVAR font with an avar version 2 (make_fixtures.py --avar2).
    static let variableAvar2 = path("Fixtures/fonts/synthetic/InterVariable-avar2.ttf")
    static let allFixtures = [dejaVu, inter, notoCJK, interVariable, variableSynthetic, variableCFF2, variableVVAR, variableAvar2]
}

/// One expectation file written by a script in Scripts/ from an independent reference.
///
/// Format: a header line `# font=PATH index=N` (PATH relative to the repository or absolute),
/// further `#` comment lines, then tab-separated data lines whose meaning the aspect defines.
struct ExpectationFile {
    let name: String
    let fontPath: String
    let faceIndex: Int
    let rows: [[Substring]]

    /// The directory to read: `TYPESET_EXPECTATIONS` when set (CI's live run against the full
    /// Debian fonts), otherwise the committed expectations.
    static var directory: String {
        ProcessInfo.processInfo.environment["TYPESET_EXPECTATIONS"] ?? Repo.path("Tests/TypesetFontTests/Expectations")
    }

    /// Every file named `*.ASPECT.tsv` in the expectation directory.
    static func all(aspect: String) throws -> [ExpectationFile] {
        let dir = directory
        let names = try FileManager.default.contentsOfDirectory(atPath: dir)
            .filter { $0.hasSuffix(".\(aspect).tsv") }
            .sorted()
        return try names.map { try ExpectationFile(path: dir + "/" + $0) }
    }

    init(path: String) throws {
        name = (path as NSString).lastPathComponent
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var font = ""
        var index = 0
        var rows: [[Substring]] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("# font=") {
                for field in line.dropFirst(2).split(separator: " ") {
                    if field.hasPrefix("font=") { font = String(field.dropFirst(5)) }
                    if field.hasPrefix("index=") { index = Int(field.dropFirst(6)) ?? 0 }
                }
            } else if !line.hasPrefix("#") {
                rows.append(line.split(separator: "\t", omittingEmptySubsequences: false))
            }
        }
        fontPath = Repo.path(font)
        faceIndex = index
        self.rows = rows
    }

    func openFace() throws -> FontFace {
        try FontFace(contentsOfFile: fontPath, index: faceIndex)
    }
}
