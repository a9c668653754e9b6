/// The PostScript names of a face's glyphs, from its `CFF ` charset or its `post` table.
///
/// Chosen as fontTools' `TTFont.getGlyphOrder()` chooses: a face with a `CFF ` table is named by
/// its charset (a CID-keyed font's glyphs as `cid00123`, its CID in five digits), any other face
/// by its `post` table (versions 1.0, 2.0 and 2.5). A face with neither, or with a version 3.0
/// `post` table, has no names: ``name(of:)`` gives `nil` for every glyph (fontTools makes names up
/// from the character map there; this reader does not).
///
/// Names are the font's own: where fontTools makes a duplicate name unique (`a.1`) or names an
/// empty entry `glyph00012`, ``name(of:)`` gives the stored name, or `nil` for an empty one.
///
/// Read in place, like the other tables: ``FontFace/glyphNames()`` checks the arrays and notes
/// where the `post` strings and charset ranges start; each name is decoded when asked for.
public struct GlyphNames: Sendable {
    /// Where the names come from.
    public enum Source: String, Sendable, Hashable {
        /// The `post` table (version 1.0, 2.0 or 2.5).
        case post
        /// The `CFF ` charset: SIDs naming standard strings or String INDEX entries.
        case cffCharset
        /// The `CFF ` charset of a CID-keyed font: CIDs, named `cid00123`.
        case cffCID
        /// None: no `post` names (version 3.0, or no table) and no `CFF ` table.
        case none
    }

    enum Storage: Sendable {
        case post(PostGlyphNames)
        case cff(CFFGlyphNames)
        case none
    }

    let storage: Storage

    /// Where the names come from.
    public var source: Source {
        switch storage {
        case .post(let post): return post.format == .none ? .none : .post
        case .cff(let cff): return cff.isCIDKeyed ? .cffCID : .cffCharset
        case .none: return .none
        }
    }

    /// A face without glyph names.
    public static let none = GlyphNames(storage: .none)

    init(storage: Storage) { self.storage = storage }

    /// The name of `glyph`, or `nil` when the font gives it none: no names at all, an empty name,
    /// a glyph past the names the table holds, or outside the font.
    public func name(of glyph: GlyphID) -> String? {
        switch storage {
        case .post(let post): return post.name(of: glyph.index)
        case .cff(let cff): return cff.name(of: glyph.index)
        case .none: return nil
        }
    }
}

extension FontFace {
    /// The glyph names of this face (see ``GlyphNames``).
    ///
    /// - Throws: ``FontError`` when the `CFF ` table's header, Top DICT, CharStrings INDEX or
    ///   charset, or the `post` table's header, per-glyph array or strings are malformed or
    ///   truncated, or the `post` version is not 1.0, 2.0, 2.5, 3.0 or 4.0.
    public func glyphNames() throws(FontError) -> GlyphNames {
        if let cff = try directory.table(.cff) {
            return GlyphNames(storage: .cff(try CFFGlyphNames(cff)))
        }
        if let post = try directory.table(.post) {
            return GlyphNames(storage: .post(try PostGlyphNames(post, glyphCount: numGlyphs)))
        }
        return .none
    }
}
