/// A typed failure while reading a font file.
///
/// Every error names the table being read (`sfnt` for the container itself, `ttcf` for a
/// collection header) and the absolute byte offset in the file where the problem was found,
/// so a malformed font can be diagnosed with a hex viewer.
public struct FontError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: String, Sendable, Hashable {
        /// A read ran past the end of the table or the file.
        case truncated
        /// A magic number, version or format that this reader does not know.
        case unsupportedFormat
        /// The file is a WOFF or WOFF2 web font, which is not read yet.
        case webFontNotSupported
        /// A table that the operation needs is absent.
        case missingTable
        /// A value that contradicts the specification or another table.
        case invalidValue
        /// A nesting depth or work budget was exhausted (composite glyphs, CFF subroutines).
        case limitExceeded
        /// A face index outside the collection, or a glyph id outside the font.
        case outOfRange
    }

    /// What went wrong.
    public let reason: Reason
    /// The table being read: a tag such as `cmap`, or `sfnt` / `ttcf` for the container.
    public let table: Tag
    /// Absolute byte offset in the file.
    public let offset: Int
    /// A short human-readable explanation.
    public let detail: String

    /// Creates an error.
    public init(_ reason: Reason, table: Tag, offset: Int, _ detail: String) {
        self.reason = reason
        self.table = table
        self.offset = offset
        self.detail = detail
    }

    /// An error `at` bytes into the table `table` that starts at `tableStart` in the file. A
    /// negative or overflowing relative offset (from corrupt data) is reported at the table start.
    package init(_ reason: Reason, table: Tag, tableStart: Int, at: Int, _ detail: String) {
        let (absolute, overflow) = tableStart.addingReportingOverflow(at)
        self.init(reason, table: table, offset: overflow || at < 0 ? tableStart : absolute, detail)
    }

    public var description: String {
        "\(table) table at offset \(offset): \(detail)"
    }
}
