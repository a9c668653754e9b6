import FuzzDriver
import TypesetCatalog

/// libFuzzer entry point: the bytes are an XLIFF file (1.2 or 2.0). Any bytes must give strings
/// and diagnostics with positions, never a trap, a hang or an entity expanded; each string's
/// plural categories are read too.
@_cdecl("LLVMFuzzerTestOneInput")
public func xliffFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let result = Catalog.read(bytes: bytes, path: "de.xcloc/Localized Contents/de.xliff", format: .xliff)
    for diagnostic in result.diagnostics { _ = diagnostic.description }
    for string in result.strings.prefix(64) {
        _ = string.pluralCategories
        _ = FormatString.substituteReporting(string.text, arguments: ["1", "two"])
    }
    return 0
}

/// SwiftPM's `main` for this target: libFuzzer's driver (see `runFuzzer`).
@_cdecl("XLIFFFuzz_main")
public func xliffFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { data, size in xliffFuzz(data, size) }
}
