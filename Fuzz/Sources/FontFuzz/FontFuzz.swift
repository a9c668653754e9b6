import FuzzDriver
import TypesetFont

/// libFuzzer entry point: any bytes must give a typed error or a valid result.
@_cdecl("LLVMFuzzerTestOneInput")
public func fontFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = FontData(bytes: UnsafeRawBufferPointer(start: data, count: size))
    guard let file = try? FontFile(data: bytes) else { return 0 }
    for index in 0..<min(file.faceCount, 4) {
        guard let face = try? file.face(at: index) else { continue }
        _ = try? FaceValidationReport(validating: face, glyphLimit: 2000)
        // The face written as a file of its own reads back as one face.
        if let alone = try? StandaloneFaceWriter.file(of: face) { _ = try? FontFile(data: FontData(alone)).face(at: 0) }
    }
    return 0
}

/// SwiftPM's `main` for this target: libFuzzer's driver (see `runFuzzer`).
@_cdecl("FontFuzz_main")
public func fontFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { data, size in fontFuzz(data, size) }
}
