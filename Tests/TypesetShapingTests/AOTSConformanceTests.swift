import Testing
import TypesetShaping

/// The Adobe OpenType test suite as HarfBuzz runs it (Fixtures/conformance/harfbuzz/aots):
/// every lookup type and format, lookup flags, context rules at the edges of the text.
@Suite("AOTS conformance (HarfBuzz's expectations)")
struct AOTSConformanceTests {
    static let cases = ConformanceCase.load("Fixtures/conformance/harfbuzz/aots/tests")

    @Test func everyCaseIsRead() {
        #expect(AOTSConformanceTests.cases.count > 250)
    }

    @Test(arguments: AOTSConformanceTests.cases)
    func shapesAsHarfBuzz(_ test: ConformanceCase) {
        #expect(ConformanceRunner.run(test) == test.expected, "\(test)")
    }
}

