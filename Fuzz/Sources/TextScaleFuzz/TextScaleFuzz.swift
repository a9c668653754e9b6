import FuzzDriver
import Typeset
import TypesetFont
import TypesetShaping

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libFuzzer entry point for work in proportion to the text: the input (UTF-8, repaired) is laid
/// out as one paragraph in 320 pt, and again as many paragraphs (each space a line feed), with the
/// fixture fonts (DejaVu Sans, the CJK subset behind it). ``WorkCounter`` counts the steps of the
/// loops whose length depends on the input (glyphs copied as the glyph array grows, a line's
/// search for its visible end, a mark's search for its base, at most 256 glyphs back); more than
/// ``stepsPerByte`` per input byte (plus a constant) aborts, so a loop that grows faster than the
/// text is a finding, not just a slow input. Run with a large `-max_len` (Scripts/fuzz.sh gives
/// 65,536) so that quadratic work shows.
@_cdecl("LLVMFuzzerTestOneInput")
public func textScaleFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let paragraphs = String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == " " ? "\n" : $0 }))
    for (name, input) in [("one paragraph", text), ("paragraphs", paragraphs)] {
        let counter = WorkCounter()
        let lines = WorkCounter.$current.withValue(counter) { typesetter.layout(input, width: 320).lines.count }
        let bytes = input.utf8.count
        let limit = stepsPerByte * (bytes + 1) + 4096
        if counter.steps > limit {
            report("TextScaleFuzz: \(name): \(counter.steps) steps for \(bytes) bytes (\(lines) lines), more than \(limit)\n")
            abort()
        }
    }
    return 0
}

/// The most steps per input byte: a combining mark may look back 256 glyphs for its base, and a
/// scalar may decompose into a few (Unicode's canonical decompositions are at most 4 long).
let stepsPerByte = 1024

/// The repository, from this file's path (Fuzz/Sources/TextScaleFuzz/TextScaleFuzz.swift), or
/// `TYPESET_ROOT`.
let repositoryRoot: String = {
    if let root = getenv("TYPESET_ROOT") { return String(cString: root) }
    var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(4)
    return parts.joined(separator: "/")
}()

/// DejaVu Sans with the CJK subset as fallback, 17 pt on a 24 pt line, loaded once.
let typesetter: Typesetter = {
    do {
        let main = try ShapingFont(contentsOfFile: repositoryRoot + "/Fixtures/fonts/DejaVuSans-subset.ttf")
        let cjk = try ShapingFont(contentsOfFile: repositoryRoot + "/Fixtures/fonts/NotoSansCJK-Regular-subset.ttc", index: 1)
        return Typesetter(stack: FontStack(main, fallbacks: [cjk]), pointSize: 17, lineHeight: 24, model: .uikitExact, scale: 3)
    } catch {
        report("TextScaleFuzz: cannot read the fixture fonts under \(repositoryRoot): \(error)\n")
        abort()
    }
}()

/// Writes `message` to standard error.
func report(_ message: String) {
    var message = message
    message.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

/// SwiftPM's `main` for this target: libFuzzer's driver (see `runFuzzer`).
@_cdecl("TextScaleFuzz_main")
public func textScaleFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { data, size in textScaleFuzz(data, size) }
}
