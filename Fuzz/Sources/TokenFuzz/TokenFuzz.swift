import TypesetTokens

/// libFuzzer entry point: any bytes must give diagnostics or tokens, never a trap or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func tokenFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let document = TokenReader().read(bytes: bytes, file: "fuzz.json")
    for diagnostic in document.diagnostics { _ = diagnostic.description }
    return 0
}

// SwiftPM links executables with `main` aliased to `<Target>_main`; defining that symbol to run
// libFuzzer's driver keeps `swift build -Xswiftc -sanitize=fuzzer,address` working.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32
) -> Int32

@_cdecl("TokenFuzz_main")
public func tokenFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, { data, size in tokenFuzz(data, size) })
}
