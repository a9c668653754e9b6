#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A file or directory could not be read or written: the path and what the system said.
public struct FileFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path involved.
    public var path: String
    /// The reason, as the system or the check reported it.
    public var reason: String
    /// What kind of failure: the system's, a refusal to touch what is not Typeset's, or a signal.
    public var kind: Kind

    /// Kinds of failure.
    public enum Kind: Sendable, Hashable {
        /// The system refused or failed (permissions, missing folder, full disk, ...).
        case system
        /// Typeset refused, to protect files it did not write: a usage error (exit status 2).
        case refused
        /// A signal arrived while writing; nothing was written.
        case interrupted
    }

    /// A failure for `path`.
    public init(path: String, reason: String, kind: Kind = .system) {
        self.path = path
        self.reason = reason
        self.kind = kind
    }

    /// A failure for `path` with the reason the last system call left in `errno`.
    public static func system(_ path: String) -> FileFailure {
        FileFailure(path: path, reason: String(cString: strerror(errno)))
    }

    public var description: String { "\(path): \(reason)" }
}

/// File-system access without Foundation, shared by the command line, the token reader, the code
/// generator, the specimen and the picture writers. Writes are atomic: a reader never sees a
/// half-written file, and a failure leaves what was there before.
public enum FileSystem {
    /// The whole file, refusing files larger than `limit` bytes.
    public static func read(_ path: String, limit: Int = 256 << 20) -> Result<[UInt8], FileFailure> {
        guard let file = fopen(path, "rb") else { return .failure(.system(path)) }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
            if bytes.count > limit { return .failure(FileFailure(path: path, reason: "larger than \(limit >> 20) MB")) }
            if count < chunk.count {
                if ferror(file) != 0 { return .failure(FileFailure(path: path, reason: "read error")) }
                return .success(bytes)
            }
        }
    }

    /// Whether `path` names a directory.
    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether something exists at `path`.
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// The directory part of a path ("." when there is none).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// Joins a directory and a relative path; absolute paths are returned unchanged.
    public static func join(_ directory: String, _ path: String) -> String {
        if path.hasPrefix("/") { return path }
        if directory.isEmpty || directory == "." { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }

    /// Creates `directory` and its missing parents.
    public static func makeDirectories(_ directory: String) throws(FileFailure) {
        var current = directory.hasPrefix("/") ? "" : "."
        for component in directory.split(separator: "/") {
            current += "/" + component
            if isDirectory(current) { continue }
            guard mkdir(current, 0o755) == 0 || isDirectory(current) else {
                throw .system(current)
            }
        }
    }

    /// Writes `bytes` to `path` in place (no temporary file): for files inside a staging
    /// directory that is itself swapped in atomically.
    public static func writeInPlace(_ bytes: [UInt8], to path: String) throws(FileFailure) {
        guard let file = fopen(path, "wb") else { throw .system(path) }
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        let closed = fclose(file)
        guard written == bytes.count, closed == 0 else {
            throw FileFailure(path: path, reason: "could not write all \(bytes.count) bytes")
        }
    }

    /// Writes `bytes` to `path` atomically: to a temporary name beside it, then renamed over it.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileFailure) {
        try write([(path, bytes)])
    }

    /// Writes several files all or nothing: every file goes to a temporary name beside its
    /// destination first, and the temporaries are renamed over the destinations only once all of
    /// them are written, so a failure leaves every old file as it was.
    public static func write(_ files: [(path: String, bytes: [UInt8])]) throws(FileFailure) {
        var temporaries: [(String, String)] = []
        defer { for (temporary, _) in temporaries { unlink(temporary) } }
        for (path, bytes) in files {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let temporary = join(directory(of: path), ".\(name).\(getpid()).tmp")
            try writeInPlace(bytes, to: temporary)
            temporaries.append((temporary, path))
        }
        for (temporary, path) in temporaries {
            guard rename(temporary, path) == 0 else { throw .system(path) }
        }
        temporaries.removeAll()
    }

    /// Writes `files` (paths relative to it) as the report in the folder `target`: only files
    /// Typeset wrote there before are replaced or removed, a folder holding other files is refused
    /// unless `force` is set, and the report is complete or absent (``OutputDirectory``).
    public static func replaceDirectory(_ target: String, with files: [(path: String, bytes: [UInt8])], force: Bool = false) throws(FileFailure) {
        try OutputDirectory.write(target, files: files, force: force)
    }

    /// Removes a directory tree (files and subdirectories; symbolic links are removed, never
    /// followed). Depth is bounded by the file system's own path length limit.
    public static func removeTree(_ path: String) {
        guard let dir = opendir(path) else { unlink(path); return }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let child = path + "/" + name
            var info = stat()
            if lstat(child, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
                removeTree(child)
            } else {
                unlink(child)
            }
        }
        closedir(dir)
        rmdir(path)
    }
}
