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

/// The read() system call, named apart from ``FileSystem/read(_:kind:)``.
@inline(__always)
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(descriptor, buffer, count)
    #elseif canImport(Darwin)
    return Darwin.read(descriptor, buffer, count)
    #else
    return Musl.read(descriptor, buffer, count)
    #endif
}

/// A kind of input file and the largest such file Typeset reads, so that a wrong path (a disk
/// image, a log, `/dev/zero` behind a link) is a clear error instead of gigabytes of memory.
/// The limits are documented in Documentation/CLI.md ("Input files").
public struct ReadKind: Sendable, Hashable {
    /// The largest size read, in bytes.
    public var limit: Int
    /// What the file is, for messages ("a font file").
    public var name: String

    /// A kind with its limit.
    public init(limit: Int, name: String) {
        self.limit = limit
        self.name = name
    }

    /// A font file (.ttf, .otf, .ttc, .otc): 256 MB, above the largest CJK collections.
    public static let font = ReadKind(limit: 256 << 20, name: "a font file")
    /// A text to lay out (`--file`): 64 MB.
    public static let text = ReadKind(limit: 64 << 20, name: "a text file")
    /// A design token file: 64 MB.
    public static let tokens = ReadKind(limit: 64 << 20, name: "a token file")
    /// A string catalogue (.xcstrings, .strings, .stringsdict, strings.xml): 64 MB.
    public static let catalogue = ReadKind(limit: 64 << 20, name: "a catalogue")
    /// A layout file of `fit`: 16 MB.
    public static let layout = ReadKind(limit: 16 << 20, name: "a layout file")
    /// A baseline of `fit`: 512 MB.
    public static let baseline = ReadKind(limit: 512 << 20, name: "a baseline")
    /// Any other document Typeset reads back (device results, manifests, generated files): 64 MB.
    public static let document = ReadKind(limit: 64 << 20, name: "a document")

    /// "64 MB", or bytes below one megabyte.
    static func describe(_ bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MB" : "\(bytes) bytes"
    }
}

/// File-system access without Foundation, shared by the command line, the token reader, the code
/// generator, the specimen and the picture writers. Writes are atomic: a reader never sees a
/// half-written file, and a failure leaves what was there before.
public enum FileSystem {
    /// The whole file, refusing files larger than `limit` bytes (``read(_:kind:)`` with a limit of
    /// its own).
    public static func read(_ path: String, limit: Int = ReadKind.document.limit) -> Result<[UInt8], FileFailure> {
        read(path, kind: ReadKind(limit: limit, name: "file"))
    }

    /// The whole file at `path`, checked before a byte is read: it must be a regular file (a
    /// directory, device, FIFO or socket is a ``FileFailure`` naming the path and what it is), no
    /// larger than `kind`'s limit. The file is opened without blocking (`O_NONBLOCK`), so a FIFO
    /// never waits for a writer, and its kind is taken from the open descriptor (`fstat`), so a
    /// symbolic link to `/dev/zero` is seen for what it points to. The size `fstat` reports is
    /// only a hint: reading stops one byte past the limit whatever the file grows to.
    public static func read(_ path: String, kind: ReadKind) -> Result<[UInt8], FileFailure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.system(path)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.system(path)) }
        if let what = nonRegularKind(info.st_mode) {
            return .failure(FileFailure(path: path, reason: "is \(what), not a regular file"))
        }
        let limit = max(kind.limit, 0)
        if Int(info.st_size) > limit { return .failure(tooLarge(path, kind)) }
        // One byte more than the expected size, so the end of the file is seen without growing.
        var bytes = [UInt8](repeating: 0, count: min(max(Int(info.st_size), 0), limit) + 1)
        var used = 0
        while true {
            if used == bytes.count {
                if used > limit { return .failure(tooLarge(path, kind)) }
                bytes.append(contentsOf: repeatElement(0, count: min(max(bytes.count, 1 << 16), limit + 1 - used)))
            }
            let count = bytes.withUnsafeMutableBytes { raw in
                systemRead(descriptor, raw.baseAddress! + used, raw.count - used)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.system(path))
            }
            if count == 0 { break }
            used += count
            if used > limit { return .failure(tooLarge(path, kind)) }
        }
        bytes.removeLast(bytes.count - used)
        return .success(bytes)
    }

    /// The whole file as UTF-8 text (invalid sequences become U+FFFD), checked as ``read(_:kind:)``.
    public static func readText(_ path: String, kind: ReadKind = .text) -> Result<String, FileFailure> {
        read(path, kind: kind).map { String(decoding: $0, as: UTF8.self) }
    }

    /// What a file mode names when it is not a regular file (`nil` for a regular file).
    static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFSOCK: return "a socket"
        default: return "not a file"
        }
    }

    static func tooLarge(_ path: String, _ kind: ReadKind) -> FileFailure {
        FileFailure(path: path, reason: "larger than \(ReadKind.describe(kind.limit)), the limit for \(kind.name)")
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

    /// Whether `a` and `b` name the same file (its device and inode: through links and any
    /// spelling of the path); paths that cannot be read are compared as strings.
    public static func sameFile(_ a: String, _ b: String) -> Bool {
        var first = stat(), second = stat()
        guard stat(a, &first) == 0, stat(b, &second) == 0 else { return a == b }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
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
