import Foundation
import Testing
import TypesetFont
@testable import TypesetShaping
@testable import TypesetUnicode
import TypesetTestSupport

/// The Universal Shaping Engine's pieces that the HarfBuzz comparisons (InHouseConformanceTests,
/// OTLExpectationTests) do not reach: which runs it takes, and bounded work on hostile text.
@Suite("Universal Shaping Engine")
struct UniversalShaperTests {
    static let sinhala = ConformanceRunner.face(Repository.path("Fixtures/fonts/NotoSansSinhala-Regular-subset.ttf"))

    /// The USE takes a run of one of its scripts when the font has that script (not when it
    /// falls back to `DFLT` or `latn`, as HarfBuzz picks its default shaper then).
    @Test func runsItTakes() throws {
        let face = try #require(UniversalShaperTests.sinhala)
        #expect(ShapePlan(face: face, scriptTags: ["sinh"]).shaper == .universal)
        #expect(ShapePlan(face: face, scriptTags: ["latn"]).shaper == .standard)
        let plan = ShapePlan(face: face, scriptTags: ["tibt"])
        #expect(plan.shaper == (plan.substitutionScript == "DFLT" || plan.substitutionScript == "latn" ? .standard : .universal))
    }

    /// Thousands of hieroglyph segment marks (which keep the cluster automaton looking for a
    /// hieroglyph) and of pre-base vowel signs: every character keeps a glyph and a cluster, and
    /// the work stays bounded.
    @Test func hostileText() throws {
        let face = try #require(UniversalShaperTests.sinhala)
        let plan = ShapePlan(face: face, scriptTags: ["sinh"])
        for text in [String(repeating: "[", count: 20_000), "\u{0D9A}" + String(repeating: "\u{0DD9}", count: 5_000),
                     String(repeating: "\u{0DD9}\u{034F}\u{200C}", count: 3_000)] {
            var buffer = GlyphBuffer()
            buffer.add(text)
            let scalars = buffer.count
            let start = Date()
            OpenTypeShaper.shape(&buffer, face: face, plan: plan)
            #expect(buffer.count >= scalars)
            #expect(buffer.positions.count == buffer.count)
            #expect(buffer.infos.allSatisfy { $0.cluster >= 0 && $0.cluster < scalars })
            #expect(Date().timeIntervalSince(start) < 20, "\(scalars) characters")
        }
    }
}
