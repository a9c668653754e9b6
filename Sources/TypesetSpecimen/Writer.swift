import TypesetSupport

/// A report could not be written.
public struct SpecimenWriteError: Error, Sendable, CustomStringConvertible {
    /// The path involved.
    public var path: String
    /// What the system said.
    public var detail: String
    /// Whether Typeset refused to write, to protect files it did not write (the folder holds
    /// other files and `force` was not given, or a file it would write is someone else's).
    public var refused: Bool = false
    public var description: String { "\(path): \(detail)" }
}

extension Specimen {
    /// Writes `files` into `directory` all or nothing, replacing only what Typeset wrote there
    /// before: a folder that holds other files is refused unless `force` is set, and even then
    /// nothing but Typeset's own files is replaced or removed (`OutputDirectory` in
    /// TypesetSupport).
    public static func write(_ files: [SpecimenFile], to directory: String, force: Bool = false) throws(SpecimenWriteError) {
        do {
            try FileSystem.replaceDirectory(directory, with: files.map { ($0.path, $0.bytes) }, force: force)
        } catch {
            throw SpecimenWriteError(path: error.path, detail: error.reason, refused: error.kind == .refused)
        }
    }
}
