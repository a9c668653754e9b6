import FuzzDriver
import TypesetFit

/// libFuzzer entry point: any bytes as a `typeset fit` layout file must give a layout or
/// diagnostics, never a trap or a hang; each rule's key pattern is then matched against keys
/// made from the input (patterns and keys of any shape).
@_cdecl("LLVMFuzzerTestOneInput")
public func fitFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let (layout, diagnostics) = FitLayout.parse(bytes, file: "/fuzz/layout.json")
    for diagnostic in diagnostics { _ = diagnostic.description }
    let text = String(decoding: bytes.prefix(256), as: UTF8.self)
    let pattern = KeyPattern(text)
    _ = pattern.matches(String(text.reversed()))
    _ = pattern.matches("settings.privacy.footer")
    if let layout {
        for rule in layout.rules.prefix(16) {
            _ = rule.keys.matches(text)
            _ = layout.rule(for: text)
        }
    }
    return 0
}

/// SwiftPM's `main` for this target: libFuzzer's driver (see `runFuzzer`).
@_cdecl("FitFuzz_main")
public func fitFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { data, size in fitFuzz(data, size) }
}
