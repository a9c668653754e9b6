import FuzzDriver
import TypesetTokens

/// libFuzzer entry point: any bytes must give diagnostics or tokens, never a trap or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func tokenFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let document = TokenReader().read(bytes: bytes, file: "fuzz.json")
    for diagnostic in document.diagnostics { _ = diagnostic.description }
    return 0
}

/// SwiftPM's `main` for this target: libFuzzer's driver (see `runFuzzer`).
@_cdecl("TokenFuzz_main")
public func tokenFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { data, size in tokenFuzz(data, size) }
}
