import Foundation
import Testing
@testable import Typeset
@testable import TypesetUnicode
@testable import TypesetStyle
@testable import TypesetLayout

/// The batch measuring API's promise: one set of ``LayoutBuffers`` serves every string without
/// growing again once it holds the longest one, so measuring many strings allocates nothing per
/// string (the buffers are the engine's only storage).
@Suite struct LayoutBufferReuseTests {
    /// Where each buffer's storage lives and how large it is.
    static func storage(_ b: LayoutBuffers) -> [String] {
        func describe<T>(_ name: String, _ array: [T]) -> String {
            array.withUnsafeBufferPointer { "\(name)@\(String(describing: $0.baseAddress)) capacity \(array.capacity)" }
        }
        return [describe("scalars", b.scalars), describe("x", b.x), describe("flags", b.flags), describe("scripts", b.scripts),
                describe("glyphs", b.glyphs), describe("firstGlyph", b.firstGlyph), describe("spans", b.spans)]
    }

    @Test func buffersAreReusedWithoutGrowing() throws {
        let stack = try LayoutTests.stack()
        let typesetter = Typesetter(stack: stack, pointSize: 17, lineHeight: 24, model: .uikitExact, scale: 3)
        let paragraphs = try ["en", "de", "fr", "zh", "ja", "mixed"].map {
            try String(contentsOfFile: StyleRepo.path("Fixtures/text/paragraphs/\($0).txt"), encoding: .utf8)
        }
        // Every word and every sentence of the corpus, then the paragraphs themselves.
        var texts = paragraphs.flatMap { $0.split(separator: " ").map(String.init) }
        texts += paragraphs.flatMap { $0.split(separator: ".").map(String.init) }
        texts += paragraphs
        let longest = try #require(texts.max { $0.unicodeScalars.count < $1.unicodeScalars.count })
        var buffers = LayoutBuffers()
        // The longest text, laid out as narrow as the corpus needs, grows the buffers once.
        _ = typesetter.measure(longest, width: 40, buffers: &buffers)
        let grown = Self.storage(buffers)
        var lines = 0
        for text in texts {
            for width in [40.0, 120, 320] {
                let reused = typesetter.measure(text, width: width, buffers: &buffers)
                // The same numbers as with fresh buffers ...
                #expect(reused == typesetter.measure(text, width: width), "\(text.prefix(20)) in \(width)")
                lines += reused.lineCount
            }
        }
        // ... from the same storage, never reallocated.
        #expect(Self.storage(buffers) == grown)
        #expect(texts.count > 200 && lines > texts.count * 3)
    }
}
