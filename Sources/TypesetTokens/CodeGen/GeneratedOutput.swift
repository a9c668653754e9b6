#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif
import TypesetSupport

/// Writing generated files into a directory, and checking a directory against them.
public enum GeneratedOutput {
    /// A failure writing the files.
    public struct WriteError: Error, CustomStringConvertible, Sendable {
        /// What failed.
        public var description: String
    }

    /// How one file in the directory compares with what would be generated.
    public enum Difference: Sendable, Hashable {
        /// The file does not exist (or cannot be read).
        case missing(String)
        /// The file exists with other contents; `line` is the first line that differs (1-based).
        case differs(String, line: Int)
    }

    /// The files of `files` whose copy in `directory` is missing or different. Reads only.
    public static func check(_ files: [GeneratedFile], in directory: String) -> [Difference] {
        var out: [Difference] = []
        for file in files {
            let path = FileSystem.join(directory, file.name)
            // A generated file may be a font face larger than a document: read up to its own size.
            switch FileSystem.read(path, kind: ReadKind(limit: max(ReadKind.document.limit, file.data.count), name: "a generated file")) {
            case .failure:
                out.append(.missing(path))
            case .success(let bytes):
                let expected = file.data
                if bytes != expected { out.append(.differs(path, line: firstDifferentLine(bytes, expected))) }
            }
        }
        return out
    }

    /// Writes every file into `directory` (created, with its parents, if needed). Each file is
    /// written to a temporary name in the directory first and renamed over the old one only
    /// once every file has been written, so a failure leaves the old files as they were.
    public static func write(_ files: [GeneratedFile], to directory: String) throws(WriteError) {
        do {
            try FileSystem.makeDirectories(directory)
        } catch {
            throw WriteError(description: "cannot create the directory \(error.path): \(error.reason)")
        }
        do {
            try FileSystem.write(files.map { (FileSystem.join(directory, $0.name), $0.data) })
        } catch {
            throw WriteError(description: "cannot write \(error.path): \(error.reason)")
        }
    }

    static func firstDifferentLine(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var line = 1
        for index in 0..<min(a.count, b.count) {
            if a[index] != b[index] { return line }
            if a[index] == 0x0A { line += 1 }
        }
        return line
    }
}
