// The tags of the tables this module reads.

extension Tag {
    /// The `head` table.
    public static let head: Tag = "head"
    /// The `hhea` table.
    public static let hhea: Tag = "hhea"
    /// The `maxp` table.
    public static let maxp: Tag = "maxp"
    /// The `OS/2` table.
    public static let os2: Tag = "OS/2"
    /// The `name` table.
    public static let name: Tag = "name"
    /// The `post` table.
    public static let post: Tag = "post"
    /// The `cmap` table.
    public static let cmap: Tag = "cmap"
    /// The `hmtx` table.
    public static let hmtx: Tag = "hmtx"
    /// The `kern` table.
    public static let kern: Tag = "kern"
    /// The `GPOS` table.
    public static let gpos: Tag = "GPOS"
    /// The `GSUB` table.
    public static let gsub: Tag = "GSUB"
    /// The `GDEF` table.
    public static let gdef: Tag = "GDEF"
    /// The `glyf` table.
    public static let glyf: Tag = "glyf"
    /// The `loca` table.
    public static let loca: Tag = "loca"
    /// The `CFF ` table.
    public static let cff: Tag = "CFF "
    /// The `CFF2` table.
    public static let cff2: Tag = "CFF2"
    /// The `STAT` table.
    public static let stat: Tag = "STAT"
}
