// `post` table glyph names: version 1.0 (the standard Macintosh order), 2.0 (an index per glyph
// into the standard order or into Pascal strings that follow), 2.5 (a signed offset per glyph into
// the standard order; deprecated) and 3.0 (no names).
// https://learn.microsoft.com/en-us/typography/opentype/spec/post
// Version 2.5: https://developer.apple.com/fonts/TrueType-Reference-Manual/RM06/Chap6post.html

/// The glyph names a `post` table stores, read in place.
///
/// Opening checks the per-glyph array and finds where each Pascal string starts (one pass over
/// the strings that the indices use); a name is decoded when asked for. Strings are read as
/// Latin-1, as fontTools reads them; an empty string is no name.
///
/// As fontTools reads version 2.0: a `numGlyphs` larger than the face's glyph count is taken
/// to be wrong and replaced by the face's count (the strings then follow that many indices);
/// an index past the strings names nothing. Indices 32768 and up are reserved by the
/// specification and name a string like any other index of 258 or more, as in fontTools.
struct PostGlyphNames: Sendable {
    enum Format: Sendable, Hashable {
        /// Version 1.0: glyph `g` is standard name `g` (for the first 258 glyphs).
        case standard
        /// Version 2.0: a 16-bit name index per glyph.
        case indexed
        /// Version 2.5: an 8-bit signed offset per glyph into the standard order.
        case offsets
        /// Version 3.0 (and Apple's 4.0, whose names are made from character codes): none stored.
        case none
    }

    /// Offset of the version 2.0 / 2.5 per-glyph array.
    static let arrayStart = 34

    let format: Format
    let table: TableData
    /// The number of glyphs with an entry: at most the face's glyph count.
    let count: Int
    /// Version 2.0: the table offset of the length byte of each Pascal string (name index 258 + i).
    let stringOffsets: [Int32]

    /// Reads the version and the per-glyph array of a `post` table for a face of `glyphCount` glyphs.
    init(_ table: TableData, glyphCount: Int) throws(FontError) {
        self.table = table
        let version = try table.u32(0)
        switch version {
        case 0x0001_0000:
            format = .standard
            count = min(glyphCount, PostGlyphNames.standardNames.count)
            stringOffsets = []
        case 0x0002_0000:
            format = .indexed
            let stored = Int(try table.u16(32))
            let n = min(stored, max(glyphCount, 0))
            guard table.contains(PostGlyphNames.arrayStart, 2 &* n) else {
                throw table.error(.truncated, at: PostGlyphNames.arrayStart,
                                  "\(n) glyph name indices need \(2 &* n) bytes, the table has \(table.length - PostGlyphNames.arrayStart)")
            }
            count = n
            var maxIndex = 0
            for glyph in 0..<n {
                maxIndex = max(maxIndex, Int(table.u16Unchecked(PostGlyphNames.arrayStart &+ 2 &* glyph)))
            }
            // The strings that the indices can reach, in order.
            let needed = maxIndex - (PostGlyphNames.standardNames.count - 1)
            var offsets: [Int32] = []
            if needed > 0 {
                offsets.reserveCapacity(needed)
                var cursor = PostGlyphNames.arrayStart &+ 2 &* n
                // A table that ends between two strings leaves the indices past its last string
                // without a name; one that ends inside a string is truncated.
                while offsets.count < needed, table.contains(cursor, 1) {
                    let length = Int(table.u8Unchecked(cursor))
                    guard table.contains(cursor &+ 1, length), let offset = Int32(exactly: cursor) else {
                        throw table.error(.truncated, at: cursor,
                                          "glyph name string \(offsets.count) of \(length) bytes runs past the end of the \(table.length)-byte table")
                    }
                    offsets.append(offset)
                    cursor = cursor &+ 1 &+ length
                }
            }
            stringOffsets = offsets
        case 0x0002_5000:
            format = .offsets
            let stored = Int(try table.u16(32))
            let n = min(stored, max(glyphCount, 0))
            guard table.contains(PostGlyphNames.arrayStart, n) else {
                throw table.error(.truncated, at: PostGlyphNames.arrayStart,
                                  "\(n) glyph name offsets need \(n) bytes, the table has \(table.length - PostGlyphNames.arrayStart)")
            }
            count = n
            stringOffsets = []
        case 0x0003_0000, 0x0004_0000:
            format = .none
            count = 0
            stringOffsets = []
        default:
            throw table.error(.unsupportedFormat, at: 0,
                              "post table version 0x\(String(version, radix: 16, uppercase: true)) has no known glyph name format")
        }
    }

    /// The name of `glyph`, or `nil` when the table gives it none (or an empty one).
    func name(of glyph: Int) -> String? {
        guard glyph >= 0, glyph < count else { return nil }
        let standard = PostGlyphNames.standardNames
        switch format {
        case .standard:
            return standard[glyph]
        case .indexed:
            let index = Int(table.u16Unchecked(PostGlyphNames.arrayStart &+ 2 &* glyph))
            if index < standard.count { return standard[index] }
            let string = index &- standard.count
            guard string < stringOffsets.count else { return nil }
            let at = Int(stringOffsets[string])
            let length = Int(table.u8Unchecked(at))
            guard length > 0 else { return nil }
            return try? table.latin1String(at &+ 1, count: length)
        case .offsets:
            let offset = Int(Int8(bitPattern: table.u8Unchecked(PostGlyphNames.arrayStart &+ glyph)))
            let index = glyph &+ offset
            guard index >= 0, index < standard.count else { return nil }
            return standard[index]
        case .none:
            return nil
        }
    }

    /// The 258 glyph names of the standard Macintosh order (name indices 0 to 257).
    static let standardNames: [String] = """
        .notdef .null nonmarkingreturn space exclam quotedbl numbersign dollar percent ampersand
        quotesingle parenleft parenright asterisk plus comma hyphen period slash zero one two three four
        five six seven eight nine colon semicolon less equal greater question at A B C D E F G H I J K L
        M N O P Q R S T U V W X Y Z bracketleft backslash bracketright asciicircum underscore grave a b
        c d e f g h i j k l m n o p q r s t u v w x y z braceleft bar braceright asciitilde Adieresis
        Aring Ccedilla Eacute Ntilde Odieresis Udieresis aacute agrave acircumflex adieresis atilde
        aring ccedilla eacute egrave ecircumflex edieresis iacute igrave icircumflex idieresis ntilde
        oacute ograve ocircumflex odieresis otilde uacute ugrave ucircumflex udieresis dagger degree
        cent sterling section bullet paragraph germandbls registered copyright trademark acute dieresis
        notequal AE Oslash infinity plusminus lessequal greaterequal yen mu partialdiff summation
        product pi integral ordfeminine ordmasculine Omega ae oslash questiondown exclamdown logicalnot
        radical florin approxequal Delta guillemotleft guillemotright ellipsis nonbreakingspace Agrave
        Atilde Otilde OE oe endash emdash quotedblleft quotedblright quoteleft quoteright divide lozenge
        ydieresis Ydieresis fraction currency guilsinglleft guilsinglright fi fl daggerdbl
        periodcentered quotesinglbase quotedblbase perthousand Acircumflex Ecircumflex Aacute Edieresis
        Egrave Iacute Icircumflex Idieresis Igrave Oacute Ocircumflex apple Ograve Uacute Ucircumflex
        Ugrave dotlessi circumflex tilde macron breve dotaccent ring cedilla hungarumlaut ogonek caron
        Lslash lslash Scaron scaron Zcaron zcaron brokenbar Eth eth Yacute yacute Thorn thorn minus
        multiply onesuperior twosuperior threesuperior onehalf onequarter threequarters franc Gbreve
        gbreve Idotaccent Scedilla scedilla Cacute cacute Ccaron ccaron dcroat
        """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
}
