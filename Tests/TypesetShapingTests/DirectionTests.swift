import Testing
@testable import TypesetShaping

@Suite("Text direction")
struct DirectionTests {
    @Test func backward() {
        #expect(TextDirection.rightToLeft.isBackward)
        #expect(!TextDirection.leftToRight.isBackward)
    }
}
