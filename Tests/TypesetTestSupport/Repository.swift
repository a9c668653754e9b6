/// Paths inside the repository, found from this file's location, so tests run from any directory.
public enum Repository {
    /// The repository's root directory.
    public static let root: String = {
        var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/TypesetTestSupport/<file>
        return parts.joined(separator: "/")
    }()

    /// `relative` inside the repository; absolute paths are returned unchanged.
    public static func path(_ relative: String) -> String { relative.hasPrefix("/") ? relative : root + "/" + relative }
}
