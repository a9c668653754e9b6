import Testing
import TypesetFont

/// Malformed fonts give a typed error or a valid result: never a crash, a trap or a hang.
///
/// Every fixture is truncated at every table boundary (start, middle, end of each table) and
/// at random offsets, and mutated with random byte flips; each variant is opened and fully
/// validated (`FontFace.validate`).
@Suite struct MalformedInputTests {
    /// A small deterministic PRNG (SplitMix64) so failures reproduce.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    enum Outcome { case valid, fontError }

    /// Opens every face of `bytes` and validates it.
    @discardableResult
    static func exercise(_ bytes: [UInt8], glyphLimit: Int = 400) -> Outcome {
        do {
            let file = try FontFile(data: FontData(bytes))
            for index in 0..<min(file.faceCount, 4) {
                let face = try file.face(at: index)
                _ = try FaceValidationReport(validating: face, glyphLimit: glyphLimit)
            }
            return .valid
        } catch {
            // Typed: the compiler guarantees FontError; check it names a table and an offset.
            #expect(error.offset >= 0, "\(error.table) \(error.detail)")
            #expect(!error.detail.isEmpty)
            return .fontError
        }
    }

    static func load(_ path: String) throws -> [UInt8] {
        let data = try FontData(contentsOfFile: path)
        return data.bytes(in: 0..<data.count)
    }

    @Test(arguments: Repo.allFixtures)
    func fixturesAreValid(path: String) throws {
        #expect(Self.exercise(try Self.load(path), glyphLimit: .max) == .valid)
    }

    @Test(arguments: Repo.allFixtures)
    func truncatedAtEveryTableBoundary(path: String) throws {
        let bytes = try Self.load(path)
        let file = try FontFile(data: FontData(bytes))
        var cuts: Set<Int> = [0, 1, 4, 11, 12, 13, 27, 28]
        for index in 0..<file.faceCount {
            for record in try file.face(at: index).directory.records {
                cuts.insert(record.offset)
                cuts.insert(record.offset + 1)
                cuts.insert(record.offset + record.length / 2)
                cuts.insert(record.offset + record.length - 1)
                cuts.insert(record.offset + record.length)
            }
        }
        var errors = 0
        for cut in cuts.sorted() where cut >= 0 && cut < bytes.count {
            if Self.exercise(Array(bytes[0..<cut]), glyphLimit: 200) == .fontError { errors += 1 }
        }
        // Cutting inside the directory or a header table must be reported, not ignored.
        #expect(errors > 0)
    }

    @Test(arguments: Repo.allFixtures)
    func truncatedAtRandomOffsets(path: String) throws {
        let bytes = try Self.load(path)
        var rng = SplitMix64(state: 0x5EED_0001)
        for _ in 0..<60 {
            let cut = Int.random(in: 0..<bytes.count, using: &rng)
            Self.exercise(Array(bytes[0..<cut]), glyphLimit: 150)
        }
    }

    @Test(arguments: Repo.allFixtures)
    func randomByteFlips(path: String) throws {
        let original = try Self.load(path)
        var rng = SplitMix64(state: 0x5EED_0002)
        for round in 0..<120 {
            var bytes = original
            let flips = Int.random(in: 1...16, using: &rng)
            for _ in 0..<flips {
                // Half the time aim at the first 4 KB (directory and header tables).
                let limit = round % 2 == 0 ? min(4096, bytes.count) : bytes.count
                let at = Int.random(in: 0..<limit, using: &rng)
                bytes[at] = UInt8.random(in: 0...255, using: &rng)
            }
            Self.exercise(bytes, glyphLimit: 150)
        }
    }

    /// Random bytes inside each variation table (fvar, avar, HVAR, VVAR, MVAR, gvar, STAT, CFF2)
    /// and the vertical tables (vhea, vmtx, VORG) of the variable fixtures: every instance the
    /// validation makes is read with them.
    @Test(arguments: [Repo.interVariable, Repo.variableSynthetic, Repo.variableCFF2, Repo.variableVVAR, Repo.variableAvar2])
    func variationTablesFlipped(path: String) throws {
        let original = try Self.load(path)
        let face = try FontFace(data: FontData(original))
        var rng = SplitMix64(state: 0x5EED_0003)
        var tables = 0
        for tag: TypesetFont.Tag in ["fvar", "avar", "HVAR", "VVAR", "MVAR", "gvar", "STAT", "CFF2", "vhea", "vmtx", "VORG"] {
            guard let record = face.directory.record(for: tag), record.length > 0 else { continue }
            tables += 1
            for round in 0..<80 {
                var bytes = original
                let flips = Int.random(in: 1...8, using: &rng)
                for _ in 0..<flips {
                    // Half the time aim at the table's first 64 bytes (headers, offsets, counts).
                    let span = round % 2 == 0 ? min(64, record.length) : record.length
                    let at = record.offset + Int.random(in: 0..<span, using: &rng)
                    if at < bytes.count { bytes[at] = UInt8.random(in: 0...255, using: &rng) }
                }
                Self.exercise(bytes, glyphLimit: 120)
            }
        }
        #expect(tables >= 3)
    }

    @Test func hostileDirectories() {
        // Directory claiming 65535 tables in a 12-byte file.
        Self.exercise([0, 1, 0, 0, 0xFF, 0xFF, 0, 0, 0, 0, 0, 0])
        // Collection claiming 2^32-1 faces.
        Self.exercise(Array("ttcf".utf8) + [0, 1, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF])
        // A table record pointing past the end of the file with a length that overflows.
        var bytes: [UInt8] = [0, 1, 0, 0, 0, 1, 0, 16, 0, 0, 0, 0]
        bytes += Array("head".utf8) + [0, 0, 0, 0, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
        #expect(Self.exercise(bytes) == .fontError)
        Self.exercise([])
        Self.exercise([0x4F, 0x54, 0x54])
    }
}
