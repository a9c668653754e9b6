/// The outline format of a face.
public enum OutlineFormat: String, Sendable, Hashable {
    /// Quadratic outlines in `glyf`/`loca`.
    case trueType = "truetype"
    /// Cubic Type 2 charstrings in `CFF ` (or `CFF2`, a variable font's).
    case cff
}

/// One face of a font file, opened lazily.
///
/// Opening a face reads the table directory and the small header tables (`head`, `hhea`,
/// `maxp`, `OS/2`); everything else is read when asked for. A face is a value and `Sendable`.
public struct FontFace: Sendable {
    /// The whole file's bytes.
    public let data: FontData
    /// This face's index in its file (0 for a single-face file).
    public let index: Int
    /// The number of faces in the file.
    public let faceCount: Int
    /// The table directory.
    public let directory: TableDirectory
    /// Outline format, from the sfnt version and the tables present.
    public let outlineFormat: OutlineFormat
    /// The `head` table.
    public let head: HeadTable
    /// The `hhea` table (at an instance, with ascender, descender and line gap following
    /// OS/2's when the font has them equal; see ``instance(_:)``).
    public internal(set) var hhea: HheaTable
    /// The `maxp` table.
    public let maxp: MaxpTable
    /// The `OS/2` table, when present (at an instance, with the `MVAR` deltas applied).
    public internal(set) var os2: OS2Table?
    /// The instance of a variable face (`nil` for a static face and an unvaried one).
    var variation: VariationInstance?
    /// Whether the face has a `STAT` table (part of CoreText's metric selection).
    public let hasSTAT: Bool

    /// Opens the face whose table directory starts at `directoryOffset`.
    init(data: FontData, directoryOffset: Int, index: Int, faceCount: Int) throws(FontError) {
        self.data = data
        self.index = index
        self.faceCount = faceCount
        let directory = try TableDirectory(data: data, offset: directoryOffset)
        self.directory = directory
        // One pass over the directory for the tables read at open.
        var headRecord: TableRecord?, hheaRecord: TableRecord?, maxpRecord: TableRecord?, os2Record: TableRecord?
        var hasSTAT = false, hasCFF = false
        for position in 0..<directory.count {
            guard let record = directory.record(at: position) else { continue }
            switch record.tag {
            case .head: headRecord = record
            case .hhea: hheaRecord = record
            case .maxp: maxpRecord = record
            case .os2: os2Record = record
            case .stat: hasSTAT = true
            case .cff, .cff2: hasCFF = true
            default: break
            }
        }
        head = try HeadTable(directory.required(headRecord, .head))
        hhea = try HheaTable(directory.required(hheaRecord, .hhea))
        maxp = try MaxpTable(directory.required(maxpRecord, .maxp))
        if let os2Record {
            os2 = try OS2Table(directory.window(os2Record))
        } else {
            os2 = nil
        }
        self.hasSTAT = hasSTAT
        outlineFormat = hasCFF ? .cff : .trueType
        variation = nil
    }

    /// Opens face `index` of the font file at `path`.
    public init(contentsOfFile path: String, index: Int = 0) throws(FontLoadError) {
        let file = try FontFile(contentsOfFile: path)
        do { self = try file.face(at: index) } catch { throw .font(error) }
    }

    /// Opens face `index` of a font file already in memory.
    public init(data: FontData, index: Int = 0) throws(FontError) {
        self = try FontFile(data: data).face(at: index)
    }

    /// Font units per em.
    public var unitsPerEm: Int { head.unitsPerEm }
    /// The number of glyphs.
    public var numGlyphs: Int { maxp.numGlyphs }

    /// A window on table `tag`, or `nil` when the face lacks it.
    public func table(_ tag: Tag) throws(FontError) -> TableData? { try directory.table(tag) }

    /// The `name` table, parsed now.
    public func names() throws(FontError) -> NameTable {
        try NameTable(directory.requiredTable("name"))
    }

    /// The `post` table header, parsed now, or `nil` when absent.
    public func post() throws(FontError) -> PostTable? {
        let post = try directory.table("post").map { table throws(FontError) in try PostTable(table) }
        guard let post, let variation else { return post }
        return PostTable(varying: post, italicAngle: variation.italicAngle,
                         underlinePosition: variation.underlinePositionDelta, underlineThickness: variation.underlineThicknessDelta)
    }
}
