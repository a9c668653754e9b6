// The file `fit --json`, `--sarif` and baselines stream into: standard output or a file,
// written in chunks, with write failures reported at the end.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif
import TypesetSupport

/// Where streamed output goes: a C stream (standard output or a file opened for writing).
public final class FitOutputFile: @unchecked Sendable {
    private let file: UnsafeMutablePointer<FILE>?
    private let closes: Bool
    /// The path written, for errors.
    public let path: String
    /// Whether a write failed (the disk is full, the pipe closed).
    public private(set) var failed = false

    /// Standard output.
    public static func standardOutput() -> FitOutputFile {
        // File descriptor 1, as its own stream (the C library's `stdout` is shared mutable state).
        FitOutputFile(file: fdopen(1, "wb"), closes: false, path: "standard output")
    }

    private init(file: UnsafeMutablePointer<FILE>?, closes: Bool, path: String) {
        self.file = file
        failed = file == nil
        self.closes = closes
        self.path = path
    }

    /// A file created (or emptied) for writing.
    public static func create(_ path: String) throws(FileFailure) -> FitOutputFile {
        guard let file = fopen(path, "wb") else { throw FileFailure.system(path) }
        return FitOutputFile(file: file, closes: true, path: path)
    }

    /// Writes `bytes`.
    public func write(_ bytes: [UInt8]) {
        guard !bytes.isEmpty, !failed, let file else { return }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        if written != bytes.count { failed = true }
    }

    /// Flushes and, for a file, closes it; throws when any write failed.
    public func finish() throws(FileFailure) {
        if let file {
            if fflush(file) != 0 { failed = true }
            if closes, fclose(file) != 0 { failed = true }
        }
        if failed { throw FileFailure(path: path, reason: "could not write everything (disk full or output closed)") }
    }
}
