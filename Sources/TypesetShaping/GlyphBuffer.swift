// The one buffer that flows through shaping: characters in, glyphs with clusters and positions
// out. Each stage (mapping, normalization, GSUB, GPOS) edits it in place.
// https://learn.microsoft.com/en-us/typography/opentype/spec/ttochap1

import TypesetFont

/// One glyph of a ``GlyphBuffer``: the glyph, the character it came from and the properties
/// the OpenType Layout lookups read and write.
public struct GlyphInfo: Sendable, Hashable {
    /// The Unicode scalar this glyph was mapped from (after normalization), or the first
    /// character of the ligature or sequence it came from.
    public var codepoint: UInt32
    /// The glyph in the font.
    public var glyph: GlyphID
    /// The index of the first Unicode scalar of the cluster this glyph belongs to.
    public var cluster: Int
    /// Which features apply to this glyph (bits allocated by the shape plan).
    var mask: UInt32 = 0
    /// General category of `codepoint`.
    var category: UnicodeGeneralCategory = .unassigned
    /// Combining class of `codepoint` as marks are ordered by (0 for non-marks): the canonical
    /// class with HarfBuzz's modifications (`UnicodeProperties.modifiedCombiningClass`).
    var combiningClass: UInt8 = 0
    /// ``CharacterFlags``.
    var characterFlags: UInt8 = 0
    /// ``GlyphProperties`` (GDEF class and what substitutions did to the glyph).
    var properties: UInt16 = 0
    /// Ligature id (high 3 bits) and component number or, for ligature glyphs, component count
    /// (low 4 bits), bit 4 set for ligature glyphs: which ligature component a mark belongs to.
    var ligatureProperties: UInt8 = 0
    /// The role a script's shaper gave the glyph (Hangul: which jamo feature it takes; Indic:
    /// its ``IndicCategory``).
    var shaperCategory: UInt8 = 0
    /// Where a script's shaper reorders the glyph (Indic: its ``IndicPosition``; Myanmar: its
    /// position class while it reorders a syllable).
    var shaperPosition: UInt8 = 0
    /// The syllable a syllabic shaper (Indic, Khmer, Myanmar, the USE) put the glyph in: serial (1...15)
    /// in the high four bits, the syllable's kind in the low four; 0 outside such runs. Lookups
    /// of per-syllable features match only inside the syllable of the glyph they start at.
    var syllable: UInt8 = 0
    /// The space a missing space character stands for (``SpaceFallback``), 0 otherwise.
    var spaceFallback: UInt8 = 0
    /// ``GlyphFlags``.
    public var flags: GlyphFlags = []

    /// A glyph for `codepoint` in `cluster`, not yet mapped.
    public init(codepoint: UInt32, cluster: Int) {
        self.codepoint = codepoint
        glyph = .notdef
        self.cluster = cluster
    }
}

/// Flags a shaped glyph carries out of the shaper.
public struct GlyphFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Breaking the text before this glyph's cluster and shaping both sides apart would give
    /// different glyphs or positions (a ligature, contextual form or kerning spans the break).
    public static let unsafeToBreak = GlyphFlags(rawValue: 1)
}

/// Character properties recorded while mapping.
struct CharacterFlags {
    static let ignorable: UInt8 = 1
    static let hidden: UInt8 = 2
    static let continuation: UInt8 = 4
    static let zwj: UInt8 = 8
    static let zwnj: UInt8 = 16
    static let variationSelector: UInt8 = 32
}

/// Glyph properties: the GDEF class bits share their values with the lookup flags that skip
/// them (`LookupFlags`), as the matching rules compare the two directly.
struct GlyphProperties {
    static let base: UInt16 = 0x02
    static let ligature: UInt16 = 0x04
    static let mark: UInt16 = 0x08
    static let classMask: UInt16 = 0x0E
    static let substituted: UInt16 = 0x10
    static let ligated: UInt16 = 0x20
    static let multiplied: UInt16 = 0x40
    static let preserve: UInt16 = 0x70
}

/// A glyph's position in font units: where the pen moves after it, and where the glyph is drawn
/// relative to the pen.
public struct GlyphPosition: Sendable, Hashable {
    /// Pen advance, font units.
    public var xAdvance: Int32 = 0
    public var yAdvance: Int32 = 0
    /// Offset of the glyph from the pen, font units, y up.
    public var xOffset: Int32 = 0
    public var yOffset: Int32 = 0
    /// Relative index of the glyph this one is attached to (0: none).
    var attachChain: Int16 = 0
    /// 1: mark attachment, 2: cursive attachment.
    var attachType: UInt8 = 0

    public init() {}
}

/// The glyphs of one run being shaped: infos and, once positioned, positions (same count).
///
/// The buffer starts as one entry per Unicode scalar (``add(_:cluster:)``) and is edited in
/// place by every stage; it is a value, reused across runs without allocation once grown.
public struct GlyphBuffer: Sendable {
    /// The glyphs.
    public internal(set) var infos: [GlyphInfo] = []
    /// Their positions (valid after positioning).
    public internal(set) var positions: [GlyphPosition] = []
    /// The direction of the run.
    public var direction: TextDirection = .leftToRight
    /// Whether the run starts the text (a mark first in the text then gets a dotted circle to
    /// sit on, as HarfBuzz does with its beginning-of-text flag).
    public var isStartOfText = false
    /// Characters just before the run in the text, in text order (the last one touches the
    /// run): they are not shaped, but joining scripts join the run's first letter to them, as
    /// HarfBuzz's pre-context does. Up to five are read.
    public var precedingContext: [UInt32] = []
    /// Characters just after the run, in text order (the first one touches the run).
    public var followingContext: [UInt32] = []
    /// Whether `stch` split a glyph into pieces to stretch after positioning.
    var hasStretch = false
    /// The next ligature id to hand out (1...7, wrapping).
    var nextLigatureID: UInt8 = 1
    /// Matched positions of contextual rules and ligatures, one list per nesting depth, kept
    /// between runs so matching allocates nothing once they have grown.
    var matchPositions: [[Int]] = []
    /// The lookups that may start in the run (see `LookupContext`), kept between runs too.
    var startingLookups: [UInt64] = []

    /// An empty buffer.
    public init() {}

    /// The number of glyphs.
    public var count: Int { infos.count }

    /// Empties the buffer, keeping its storage.
    public mutating func clear() {
        infos.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
        precedingContext.removeAll(keepingCapacity: true)
        followingContext.removeAll(keepingCapacity: true)
        nextLigatureID = 1
    }

    /// Makes room for `count` characters, so that a long run's glyphs are allocated once
    /// rather than copied each time the storage doubles.
    public mutating func reserve(_ count: Int) {
        infos.reserveCapacity(count)
    }

    /// Adds one character with its cluster value (usually its scalar index in the text).
    public mutating func add(_ scalar: UInt32, cluster: Int) {
        infos.append(GlyphInfo(codepoint: scalar, cluster: cluster))
    }

    /// Adds every scalar of `text`, clusters counted in Unicode scalars from `clusterStart`.
    public mutating func add(_ text: String, clusterStart: Int = 0) {
        var cluster = clusterStart
        for scalar in text.unicodeScalars {
            add(scalar.value, cluster: cluster)
            cluster &+= 1
        }
    }

    /// A new ligature id.
    mutating func allocateLigatureID() -> UInt8 {
        let id = nextLigatureID
        nextLigatureID = nextLigatureID &+ 1
        if nextLigatureID == 0 || nextLigatureID > 7 { nextLigatureID = 1 }
        return id
    }

    /// Sets every glyph in `start..<end` to the smallest cluster among them.
    mutating func mergeClusters(_ start: Int, _ end: Int) {
        guard end - start > 1 else { return }
        infos.withUnsafeMutableBufferPointer { GlyphBuffer.mergeClusters($0, start, end) }
    }

    /// ``mergeClusters(_:_:)`` on the glyphs themselves (`start..<end` inside them).
    static func mergeClusters(_ infos: UnsafeMutableBufferPointer<GlyphInfo>, _ start: Int, _ end: Int) {
        guard end - start > 1 else { return }
        var cluster = infos[start].cluster
        for index in start..<end { cluster = min(cluster, infos[index].cluster) }
        // Glyphs of the same clusters just outside the range join too (clusters stay contiguous).
        var lower = start
        while lower > 0, infos[lower - 1].cluster == infos[start].cluster { lower -= 1 }
        var upper = end
        while upper < infos.count, infos[upper].cluster == infos[end - 1].cluster { upper += 1 }
        for index in lower..<upper { infos[index].cluster = cluster }
    }

    /// Before the glyph at `index` is removed: its cluster joins a neighbour's unless the glyph
    /// after it keeps it — the run of kept glyphs ending before `keptEnd` takes it when it is
    /// smaller, else (nothing kept before) the glyph after it does.
    mutating func giveAwayCluster(of index: Int, keptEnd: Int) {
        let cluster = infos[index].cluster
        let next = index + 1
        if next < infos.count, infos[next].cluster == cluster { return }
        if keptEnd > 0 {
            let old = infos[keptEnd - 1].cluster
            guard cluster < old else { return }
            var position = keptEnd - 1
            while position >= 0, infos[position].cluster == old {
                infos[position].cluster = cluster
                position -= 1
            }
        } else if next < infos.count {
            mergeClusters(index, next + 1)
        }
    }

    /// Marks glyphs `start..<end` unsafe to break (all but the first cluster of the range).
    mutating func unsafeToBreak(_ start: Int, _ end: Int) {
        let lower = max(start, 0), upper = min(end, infos.count)
        guard upper - lower > 1 else { return }
        var cluster = Int.max
        for index in lower..<upper { cluster = min(cluster, infos[index].cluster) }
        for index in lower..<upper where infos[index].cluster != cluster { infos[index].flags.insert(.unsafeToBreak) }
    }

    /// Reverses the order of the graphemes (a character and its continuations), keeping each
    /// grapheme's characters in order.
    mutating func reverseGraphemes() {
        reverse(0, infos.count)
        var start = 0
        while start < infos.count {
            // Reversed, a grapheme ends with its first character (the one that is no continuation).
            var end = start
            while end < infos.count, infos[end].isContinuation { end += 1 }
            end = min(end + 1, infos.count)
            reverse(start, end)
            start = end
        }
    }

    /// Reverses glyphs `start..<end`.
    mutating func reverse(_ start: Int, _ end: Int) {
        infos[start..<end].reverse()
        if positions.count == infos.count { positions[start..<end].reverse() }
    }
}

// MARK: Ligature properties (which ligature and which of its components a glyph belongs to)

extension GlyphInfo {
    @inline(__always) var ligatureID: UInt8 { ligatureProperties >> 5 }
    @inline(__always) var isLigatureBase: Bool { ligatureProperties & 0x10 != 0 }
    /// The component a mark belongs to (0 for ligature glyphs themselves and unattached glyphs).
    @inline(__always) var ligatureComponent: Int { isLigatureBase ? 0 : Int(ligatureProperties & 0x0F) }
    /// The number of components (1 for anything but a ligature).
    @inline(__always) var ligatureComponentCount: Int { isLigatureBase ? Int(ligatureProperties & 0x0F) : 1 }

    mutating func setLigatureForLigature(id: UInt8, components: Int) {
        ligatureProperties = (id << 5) | 0x10 | UInt8(truncatingIfNeeded: min(components, 15))
    }

    mutating func setLigatureForMark(id: UInt8, component: Int) {
        ligatureProperties = (id << 5) | UInt8(truncatingIfNeeded: min(component, 15))
    }

    @inline(__always) var isMark: Bool { properties & GlyphProperties.mark != 0 }
    @inline(__always) var isBaseGlyph: Bool { properties & GlyphProperties.base != 0 }
    @inline(__always) var isLigature: Bool { properties & GlyphProperties.ligature != 0 }
    @inline(__always) var isMultiplied: Bool { properties & GlyphProperties.multiplied != 0 }
    @inline(__always) var isLigated: Bool { properties & GlyphProperties.ligated != 0 }
    @inline(__always) var isSubstituted: Bool { properties & GlyphProperties.substituted != 0 }

    /// Default-ignorable and not replaced by a substitution.
    @inline(__always) var isDefaultIgnorable: Bool {
        characterFlags & CharacterFlags.ignorable != 0 && !isSubstituted
    }
    @inline(__always) var isZWJ: Bool { characterFlags & CharacterFlags.zwj != 0 }
    @inline(__always) var isZWNJ: Bool { characterFlags & CharacterFlags.zwnj != 0 }
    @inline(__always) var isHidden: Bool { characterFlags & CharacterFlags.hidden != 0 }
    @inline(__always) var isContinuation: Bool { characterFlags & CharacterFlags.continuation != 0 }
    @inline(__always) var isUnicodeMark: Bool { category.isMark }

    /// Records the Unicode properties of `codepoint`.
    mutating func setUnicodeProperties() {
        let scalar = codepoint
        category = UnicodeProperties.generalCategory(scalar)
        var flags: UInt8 = 0
        combiningClass = 0
        if category.isMark {
            flags |= CharacterFlags.continuation
            combiningClass = UnicodeProperties.modifiedCombiningClass(scalar)
        }
        if UnicodeProperties.isDefaultIgnorable(scalar) {
            flags |= CharacterFlags.ignorable
            switch scalar {
            case 0x200C: flags |= CharacterFlags.zwnj
            case 0x200D: flags |= CharacterFlags.zwj
            // Mongolian free variation selectors, tags and the combining grapheme joiner are
            // skipped only when positioning (normalization lets a CGJ that kept no marks apart
            // be skipped everywhere).
            case 0x034F, 0x180B...0x180D, 0x180F, 0xE0020...0xE007F: flags |= CharacterFlags.hidden
            default: break
            }
        }
        characterFlags = flags
    }
}
