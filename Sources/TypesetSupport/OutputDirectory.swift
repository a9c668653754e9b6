#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A report folder (`specimen --out`, `fit --out`) that belongs to its owner.
///
/// Typeset replaces only what it wrote itself. Each folder it writes holds a manifest,
/// ``manifestName``, listing the files of that report; the next run replaces and removes those
/// files and nothing else:
/// - a new or empty folder, or one holding only the files its manifest lists, is replaced whole
///   and atomically: the new report is written to a hidden sibling staging folder which then takes
///   the folder's place, and the previous report is removed file by file from the manifest;
/// - a folder that also holds files Typeset did not write (a manifest exists, or `force` is set)
///   keeps them byte for byte: the new files are staged inside the folder and renamed over the old
///   report's files one by one, and old report files the new report no longer has are removed;
/// - a folder Typeset did not write (no manifest) that holds anything is refused unless `force`
///   is set; with or without `force`, a file Typeset would write over that it did not write
///   itself is refused and nothing is touched.
///
/// A symbolic link given as the folder is resolved once; the folder it points to is written, and
/// the link is never renamed, replaced or deleted through. SIGINT, SIGTERM and SIGHUP are held
/// while the report is written: a pending one stops the write, the staging folder is removed, and
/// the signal then takes effect. Staging folders left by a killed process
/// (`.NAME.typeset-staging-PID` beside the folder, `.typeset-staging-PID` inside it) are removed
/// by the next run once that process is gone.
public enum OutputDirectory {
    /// The manifest's file name inside a report folder.
    public static let manifestName = ".typeset-manifest"

    /// The first line of every manifest.
    static let manifestHeader = "# typeset report manifest: the files below were written by typeset and are replaced or removed by its next run; everything else here is left alone."

    /// The most entries a folder may hold for Typeset to check it before writing.
    static let entryLimit = 200_000

    /// Writes `files` (paths relative to `target`) as the report in `target`; see the type's
    /// documentation for what is replaced, kept and refused.
    public static func write(_ target: String, files: [(path: String, bytes: [UInt8])], force: Bool = false) throws(FileFailure) {
        var display = target
        while display.count > 1, display.hasSuffix("/") { display.removeLast() }
        guard !display.isEmpty else { throw FileFailure(path: target, reason: "no folder named", kind: .refused) }
        for file in files { try checkRelativePath(file.path, in: display) }

        let signals = SignalHold()
        defer { signals.release() }

        var info = stat()
        guard lstat(display, &info) == 0 else {
            guard errno == ENOENT else { throw .system(display) }
            try writeNew(display, files: files, signals: signals, display: display)
            return
        }
        var real = display
        if (info.st_mode & S_IFMT) == S_IFLNK {
            guard let resolved = realpath(display, nil) else {
                throw FileFailure(path: display, reason: "is a symbolic link to nothing that exists", kind: .refused)
            }
            real = String(cString: resolved)
            free(resolved)
            guard stat(real, &info) == 0 else { throw .system(display) }
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw FileFailure(path: display, reason: "exists and is not a folder", kind: .refused)
        }
        removeStaleStaging(besides: real)
        let previous = try readManifest(in: real, display: display)
        if previous == nil, FileSystem.exists(FileSystem.join(real, manifestName)) {
            throw FileFailure(path: FileSystem.join(display, manifestName), reason: "is not a manifest typeset wrote; nothing was written", kind: .refused)
        }
        let foreign = try foreignEntries(in: real, owned: previous ?? [], display: display)
        if foreign.isEmpty {
            try swapWhole(real, files: files, previous: previous ?? [], signals: signals, display: display)
            return
        }
        guard previous != nil || force else {
            let example = foreign.sorted().prefix(3).joined(separator: ", ")
            throw FileFailure(path: display, reason: "holds \(foreign.count) \(foreign.count == 1 ? "entry" : "entries") typeset did not write (\(example)\(foreign.count > 3 ? ", ..." : "")); choose a new or empty folder, or pass --force to write beside them (only typeset's own files are ever replaced or removed)", kind: .refused)
        }
        try writeBeside(real, files: files, previous: previous ?? [], signals: signals, display: display)
    }

    // MARK: - The three ways of writing

    /// `target` does not exist: staged beside it, then renamed into place.
    static func writeNew(_ target: String, files: [(path: String, bytes: [UInt8])], signals: SignalHold, display: String) throws(FileFailure) {
        let parent = FileSystem.directory(of: target)
        guard FileSystem.isDirectory(parent) else {
            throw FileFailure(path: display, reason: "the folder \(parent) does not exist", kind: .system)
        }
        removeStaleStaging(besides: target)
        let staging = stagingPath(besides: target)
        try stage(files, into: staging, signals: signals, display: display)
        guard rename(staging, target) == 0 else {
            let failure = FileFailure.system(display)
            FileSystem.removeTree(staging)
            throw failure
        }
    }

    /// `target` holds nothing but the previous report: the new one takes its place whole.
    static func swapWhole(_ target: String, files: [(path: String, bytes: [UInt8])], previous: Set<String>, signals: SignalHold, display: String) throws(FileFailure) {
        let staging = stagingPath(besides: target)
        try stage(files, into: staging, signals: signals, display: display)
        let old = FileSystem.join(FileSystem.directory(of: target), ".\(lastComponent(target)).typeset-old-\(getpid())")
        guard rename(target, old) == 0 else {
            let failure = FileFailure.system(display)
            FileSystem.removeTree(staging)
            throw failure
        }
        guard rename(staging, target) == 0 else {
            let failure = FileFailure.system(display)
            _ = rename(old, target)
            FileSystem.removeTree(staging)
            throw failure
        }
        // The old folder held only the files its manifest lists (checked just before), so only
        // those are removed; anything that appeared since stays, and so does the folder then.
        removeOwned(previous.union([manifestName]), in: old)
        rmdir(old)
    }

    /// `target` also holds files Typeset did not write: the report's files are replaced one by one
    /// and nothing else is touched.
    static func writeBeside(_ target: String, files: [(path: String, bytes: [UInt8])], previous: Set<String>, signals: SignalHold, display: String) throws(FileFailure) {
        for file in files {
            var existing = stat()
            if lstat(FileSystem.join(target, file.path), &existing) == 0, !(previous.contains(file.path) && (existing.st_mode & S_IFMT) == S_IFREG) {
                throw FileFailure(path: FileSystem.join(display, file.path), reason: "exists and was not written by typeset; nothing was written", kind: .refused)
            }
            var prefix = ""
            for component in file.path.split(separator: "/").dropLast() {
                prefix += (prefix.isEmpty ? "" : "/") + component
                var info = stat()
                if lstat(FileSystem.join(target, prefix), &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR {
                    throw FileFailure(path: FileSystem.join(display, prefix), reason: "exists and is not a folder; nothing was written", kind: .refused)
                }
            }
        }
        let staging = FileSystem.join(target, ".typeset-staging-\(getpid())")
        try stage(files, into: staging, signals: signals, display: display)
        var written = Set<String>()
        for file in files {
            let destination = FileSystem.join(target, file.path)
            do { try FileSystem.makeDirectories(FileSystem.directory(of: destination)) } catch {
                FileSystem.removeTree(staging)
                throw FileFailure(path: FileSystem.join(display, file.path), reason: error.reason, kind: .system)
            }
            guard rename(FileSystem.join(staging, file.path), destination) == 0 else {
                let failure = FileFailure.system(FileSystem.join(display, file.path))
                FileSystem.removeTree(staging)
                throw failure
            }
            written.insert(file.path)
        }
        // The manifest goes last: until then the previous one still lists every file written.
        let manifest = FileSystem.join(target, manifestName)
        guard rename(FileSystem.join(staging, manifestName), manifest) == 0 else {
            let failure = FileFailure.system(FileSystem.join(display, manifestName))
            FileSystem.removeTree(staging)
            throw failure
        }
        FileSystem.removeTree(staging)
        removeOwned(previous.subtracting(written), in: target)
    }

    // MARK: - Staging

    static func stagingPath(besides target: String) -> String {
        FileSystem.join(FileSystem.directory(of: target), ".\(lastComponent(target)).typeset-staging-\(getpid())")
    }

    /// Writes `files` and the manifest into a new folder `staging`; on any failure or pending
    /// signal, `staging` is removed and nothing else was touched.
    static func stage(_ files: [(path: String, bytes: [UInt8])], into staging: String, signals: SignalHold, display: String) throws(FileFailure) {
        FileSystem.removeTree(staging)
        guard mkdir(staging, 0o755) == 0 else {
            throw FileFailure(path: display, reason: "cannot create a folder beside it: \(String(cString: strerror(errno)))", kind: .system)
        }
        let manifest = manifestHeader + "\n" + files.map(\.path).joined(separator: "\n") + "\n"
        do throws(FileFailure) {
            for file in files + [(manifestName, Array(manifest.utf8))] {
                if signals.pending {
                    throw FileFailure(path: display, reason: "interrupted; nothing was written", kind: .interrupted)
                }
                let path = FileSystem.join(staging, file.0)
                try FileSystem.makeDirectories(FileSystem.directory(of: path))
                do { try FileSystem.writeInPlace(file.1, to: path) } catch {
                    throw FileFailure(path: FileSystem.join(display, file.0), reason: error.reason, kind: .system)
                }
            }
        } catch {
            FileSystem.removeTree(staging)
            throw FileFailure(path: error.path.hasPrefix(staging) ? display : error.path, reason: error.reason, kind: error.kind)
        }
    }

    /// Removes staging and old folders left beside (and inside) `target` by processes that no
    /// longer run.
    static func removeStaleStaging(besides target: String) {
        let name = lastComponent(target)
        let parent = FileSystem.directory(of: target)
        for (folder, prefixes) in [(parent, [".\(name).typeset-staging-", ".\(name).typeset-old-"]), (target, [".typeset-staging-"])] {
            guard let dir = opendir(folder) else { continue }
            var stale: [String] = []
            while let entry = readdir(dir) {
                let entryName = entryName(entry)
                for prefix in prefixes where entryName.hasPrefix(prefix) {
                    guard let pid = Int32(entryName.dropFirst(prefix.count)), pid != getpid(),
                          kill(pid, 0) != 0, errno == ESRCH else { continue }
                    stale.append(FileSystem.join(folder, entryName))
                }
            }
            closedir(dir)
            for path in stale { FileSystem.removeTree(path) }
        }
    }

    // MARK: - What the folder holds

    /// The files the folder's manifest lists, or nil when it has none (Typeset did not write it).
    static func readManifest(in target: String, display: String) throws(FileFailure) -> Set<String>? {
        let path = FileSystem.join(target, manifestName)
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        guard case .success(let bytes) = FileSystem.read(path, kind: .document) else { return nil }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
        guard lines.first.map(String.init) == manifestHeader else { return nil }
        var owned = Set<String>()
        for line in lines.dropFirst() {
            let entry = String(line)
            // A manifest edited to reach outside the folder owns nothing there.
            if (try? checkRelativePath(entry, in: display)) != nil { owned.insert(entry) }
        }
        return owned
    }

    /// Every entry under `target` (files, links, other nodes, and folders that hold no file of
    /// `owned`) that is not one of `owned`, as paths relative to `target`. Links are never
    /// followed.
    static func foreignEntries(in target: String, owned: Set<String>, display: String) throws(FileFailure) -> Set<String> {
        var ownedFolders = Set<String>()
        for path in owned {
            var prefix = ""
            for component in path.split(separator: "/").dropLast() {
                prefix += (prefix.isEmpty ? "" : "/") + component
                ownedFolders.insert(prefix)
            }
        }
        var foreign = Set<String>()
        var count = 0
        var pending: [(relative: String, depth: Int)] = [("", 0)]
        while let (relative, depth) = pending.popLast() {
            let folder = relative.isEmpty ? target : FileSystem.join(target, relative)
            guard let dir = opendir(folder) else { throw .system(relative.isEmpty ? display : FileSystem.join(display, relative)) }
            defer { closedir(dir) }
            while let entry = readdir(dir) {
                let name = entryName(entry)
                if name == "." || name == ".." { continue }
                count += 1
                guard count <= entryLimit else {
                    throw FileFailure(path: display, reason: "holds more than \(entryLimit) entries; choose a new or empty folder", kind: .refused)
                }
                let child = relative.isEmpty ? name : relative + "/" + name
                if relative.isEmpty, name == manifestName { continue }
                var info = stat()
                guard lstat(FileSystem.join(target, child), &info) == 0 else { continue }
                let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
                if isFolder, ownedFolders.contains(child), depth < 64 {
                    pending.append((child, depth + 1))
                } else if !(isFolder == false && (info.st_mode & S_IFMT) == S_IFREG && owned.contains(child)) {
                    foreign.insert(child)
                }
            }
        }
        return foreign
    }

    /// Removes the regular files `owned` lists under `folder`, then the folders they leave empty.
    static func removeOwned(_ owned: Set<String>, in folder: String) {
        var parents = Set<String>()
        for path in owned {
            let full = FileSystem.join(folder, path)
            var info = stat()
            if lstat(full, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { unlink(full) }
            var prefix = ""
            for component in path.split(separator: "/").dropLast() {
                prefix += (prefix.isEmpty ? "" : "/") + component
                parents.insert(prefix)
            }
        }
        // Deepest first; rmdir removes only empty folders.
        for parent in parents.sorted(by: { $0.count > $1.count }) { rmdir(FileSystem.join(folder, parent)) }
    }

    // MARK: - Helpers

    static func checkRelativePath(_ path: String, in display: String) throws(FileFailure) {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !path.hasPrefix("/"), path != manifestName,
              !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }),
              !path.utf8.contains(where: { $0 < 0x20 }) else {
            throw FileFailure(path: display, reason: "a report file has an unusable name: \(QuotedText.json(path))", kind: .refused)
        }
    }

    static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    static func entryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
        withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
    }
}

/// SIGINT, SIGTERM and SIGHUP held while a report is written, so that an interrupt stops the
/// write at a file boundary, after which the staging folder is removed and the signal delivered.
struct SignalHold {
    private var previous = sigset_t()
    private var held = sigset_t()

    init() {
        sigemptyset(&held)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&held, signal) }
        sigprocmask(SIG_BLOCK, &held, &previous)
    }

    /// Whether one of the held signals arrived.
    var pending: Bool {
        var set = sigset_t()
        sigpending(&set)
        return [SIGINT, SIGTERM, SIGHUP].contains { sigismember(&set, $0) == 1 }
    }

    /// Restores the signal mask; a held signal is delivered now.
    func release() {
        var previous = previous
        sigprocmask(SIG_SETMASK, &previous, nil)
    }
}
