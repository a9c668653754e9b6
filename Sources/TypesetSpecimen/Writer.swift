#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A report could not be written.
public struct SpecimenWriteError: Error, Sendable, CustomStringConvertible {
    /// The path involved.
    public var path: String
    /// What the system said.
    public var detail: String
    public var description: String { "\(path): \(detail)" }
}

extension Specimen {
    /// Writes `files` into `directory` all or nothing: everything goes to a sibling staging
    /// directory first, which then replaces `directory` (a previous report is removed only once
    /// the new one is complete).
    public static func write(_ files: [SpecimenFile], to directory: String) throws(SpecimenWriteError) {
        var target = directory
        while target.count > 1, target.hasSuffix("/") { target.removeLast() }
        let staging = target + ".typeset-staging-\(getpid())"
        let old = target + ".typeset-old-\(getpid())"
        removeTree(staging)
        try makeDirectory(staging)
        do {
            for file in files {
                let path = staging + "/" + file.path
                if let slash = path.lastIndex(of: "/") { try makeDirectories(String(path[..<slash])) }
                try writeFile(path, file.bytes)
            }
        } catch {
            removeTree(staging)
            throw error
        }
        var hadOld = false
        if isDirectory(target) {
            guard rename(target, old) == 0 else {
                removeTree(staging)
                throw SpecimenWriteError(path: target, detail: String(cString: strerror(errno)))
            }
            hadOld = true
        }
        guard rename(staging, target) == 0 else {
            let detail = String(cString: strerror(errno))
            if hadOld { _ = rename(old, target) }
            removeTree(staging)
            throw SpecimenWriteError(path: target, detail: detail)
        }
        if hadOld { removeTree(old) }
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    static func makeDirectory(_ path: String) throws(SpecimenWriteError) {
        if mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw SpecimenWriteError(path: path, detail: String(cString: strerror(errno)))
        }
    }

    static func makeDirectories(_ path: String) throws(SpecimenWriteError) {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if !isDirectory(current) { try makeDirectory(current) }
        }
    }

    static func writeFile(_ path: String, _ bytes: [UInt8]) throws(SpecimenWriteError) {
        guard let file = fopen(path, "wb") else {
            throw SpecimenWriteError(path: path, detail: String(cString: strerror(errno)))
        }
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        let closed = fclose(file)
        guard written == bytes.count, closed == 0 else {
            throw SpecimenWriteError(path: path, detail: "could not write all \(bytes.count) bytes")
        }
    }

    /// Removes a directory tree this writer made (files and subdirectories; no symlinks are followed).
    static func removeTree(_ path: String) {
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
