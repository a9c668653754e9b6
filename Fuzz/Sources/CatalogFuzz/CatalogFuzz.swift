import FuzzDriver
import TypesetCatalog

/// libFuzzer entry point: the first byte picks the reader (`.xcstrings`, `.strings`,
/// `.stringsdict`, Android XML), the rest is the file. Any bytes must give strings and
/// diagnostics, never a trap or a hang. Each string also goes through the format-specifier
/// substitution and every pseudolocale.
@_cdecl("LLVMFuzzerTestOneInput")
public func catalogFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let formats: [Catalog.Format] = [.xcstrings, .strings, .stringsdict, .android]
    let format = formats[Int(data[0]) % formats.count]
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let result = Catalog.read(bytes: bytes, path: "res/values-de/fuzz", format: format)
    for diagnostic in result.diagnostics { _ = diagnostic.description }
    for string in result.strings.prefix(64) {
        _ = FormatString.substituteReporting(string.text, arguments: ["1", "two"])
        for pseudo in Pseudolocale.allCases { _ = pseudo.transform(string.text) }
        _ = PluralRules(locale: string.locale).category(forDecimal: string.text)
    }
    return 0
}

/// SwiftPM's `main` for this target: libFuzzer's driver (see `runFuzzer`).
@_cdecl("CatalogFuzz_main")
public func catalogFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { data, size in catalogFuzz(data, size) }
}
