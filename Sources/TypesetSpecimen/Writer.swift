import TypesetSupport

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
        do {
            try FileSystem.replaceDirectory(directory, with: files.map { ($0.path, $0.bytes) })
        } catch {
            throw SpecimenWriteError(path: error.path, detail: error.reason)
        }
    }
}
