import Testing
@testable import TypesetShaping
@testable import TypesetUnicode

@Suite("Text direction")
struct DirectionTests {
    @Test func backward() {
        #expect(TextDirection.rightToLeft.isBackward)
        #expect(!TextDirection.leftToRight.isBackward)
    }
}
