// GPOS lookups applied to the buffer: single and pair adjustment, cursive attachment,
// mark-to-base, mark-to-ligature and mark-to-mark attachment, contextual positioning; then the
// attachment offsets carried from each base to its marks.
// https://learn.microsoft.com/en-us/typography/opentype/spec/gpos

import TypesetFont

/// How a glyph is attached to the one `attachChain` points to.
enum AttachmentType {
    static let mark: UInt8 = 1
    static let cursive: UInt8 = 2
}

/// Applies `GPOS` subtables at the current glyph of a ``LookupContext``: value records added to
/// the glyphs' positions, cursive chains, and marks placed on their base, ligature component or
/// mark (their horizontal offsets carried from the base at the end, `propagateAttachments`).
struct PositioningApplier: SubtableApplier {
    /// The compiled lookups and the font's bytes.
    let layout: UnsafeLayoutView
    /// At an instance of a variable face, the deltas of VariationIndex tables.
    let variations: LayoutVariations?

    /// The applier for the lookups of `context`'s face.
    init(context: LookupContext) {
        layout = context.layout
        variations = context.isPositioning ? context.face.tables.layoutVariations : nil
    }

    /// Applies one `GPOS` subtable at the current glyph, `glyph`, which its coverage lists at
    /// `coverageIndex`.
    func apply(_ subtable: UnsafePointer<CompiledSubtable>, _ glyph: GlyphID, _ coverageIndex: Int, _ c: inout LookupContext) -> Bool {
        switch subtable.pointee.body {
        case .singleValue(let offset, let format):
            adjust(c.index, by: offset, format: format, base: subtable.pointee.start, &c)
            c.index += 1
            return true
        case .singleValues(let records, let format):
            guard coverageIndex < records.count else { return false }
            adjust(c.index, by: records.offset &+ coverageIndex &* ValueFormat(rawValue: format).size, format: format,
                   base: subtable.pointee.start, &c)
            c.index += 1
            return true
        case .pairClasses(let pair):
            return applyPair(pair, subtable.pointee.start, &c)
        case .pairGlyphs(let pair):
            return applyPair(pair, subtable.pointee.start, coverageIndex, &c)
        case .cursive(let records):
            return applyCursive(records, subtable.pointee.start, subtable.pointee.coverage, coverageIndex, &c)
        case .markToBase(let marks):
            guard let mark = markRecord(marks, coverageIndex),
                  let base = findBase(acceptingMultiplied: true, coverage: marks.targetCoverage, c),
                  let baseIndex = layout.index(of: c.buffer.infos[base].glyph, in: layout.coverages[marks.targetCoverage]) else { return false }
            return attachMark(mark, anchor: matrixAnchor(marks.targets.offset, rows: marks.targets.count, columns: marks.classCount,
                                                         row: baseIndex, column: mark.markClass), to: base, &c)
        case .markToLigature(let marks):
            guard let mark = markRecord(marks, coverageIndex), let base = findBase(acceptingMultiplied: false, coverage: nil, c),
                  let ligatureIndex = layout.index(of: c.buffer.infos[base].glyph, in: layout.coverages[marks.targetCoverage]),
                  ligatureIndex < marks.targets.count else { return false }
            // The ligature's anchors: one row per component (an unreadable table applies nowhere).
            let attach = marks.targets.offset &+ layout.int(marks.targets.offset &+ 2 &+ ligatureIndex &* 2)
            guard layout.contains(attach, 2) else { return false }
            let rows = layout.int(attach)
            guard rows > 0, layout.contains(attach &+ 2, rows &* marks.classCount &* 2) else { return false }
            // The component the mark belongs to when it came from the same ligature; else the last.
            let ligatureID = c.buffer.infos[base].ligatureID
            let current = c.buffer.infos[c.index]
            let component: Int
            if ligatureID != 0, ligatureID == current.ligatureID, current.ligatureComponent > 0 {
                component = min(rows, current.ligatureComponent) - 1
            } else {
                component = rows - 1
            }
            return attachMark(mark, anchor: matrixAnchor(attach, rows: rows, columns: marks.classCount, row: component, column: mark.markClass),
                              to: base, &c)
        case .markToMark(let marks):
            guard let mark = markRecord(marks, coverageIndex) else { return false }
            var skipping = c.inputSkipping()
            skipping.properties &= ~UInt32(GlyphProperties.classMask)
            let (found, _) = c.previous(from: c.index, skipping, nil, item: 0)
            guard let previousMark = found, c.buffer.infos[previousMark].isMark else { return false }
            let current = c.buffer.infos[c.index], other = c.buffer.infos[previousMark]
            let sameBase: Bool
            if current.ligatureID == other.ligatureID {
                sameBase = current.ligatureID == 0 || current.ligatureComponent == other.ligatureComponent
            } else {
                sameBase = (current.ligatureID > 0 && current.ligatureComponent == 0) || (other.ligatureID > 0 && other.ligatureComponent == 0)
            }
            guard sameBase, let mark2Index = layout.index(of: other.glyph, in: layout.coverages[marks.targetCoverage]) else { return false }
            return attachMark(mark, anchor: matrixAnchor(marks.targets.offset, rows: marks.targets.count, columns: marks.classCount,
                                                         row: mark2Index, column: mark.markClass), to: previousMark, &c)
        case .context(let context):
            return ContextMatcher.apply(context, subtable.pointee.start, glyph, coverageIndex, &c, self)
        default:
            return false
        }
    }

    /// The value record of `format` at `offset` (in the font): x and y placement, x advance
    /// (y advance is read past: vertical advances are ignored in horizontal text). At an instance
    /// of a variable face, the deltas of its VariationIndex tables (offsets from `base`, the
    /// subtable's start) are added.
    @inline(__always)
    func valueRecord(_ offset: Int, format: UInt16, base: Int) -> (xPlacement: Int32, yPlacement: Int32, xAdvance: Int32, yAdvance: Int32) {
        var position = offset
        var xPlacement: Int32 = 0, yPlacement: Int32 = 0, xAdvance: Int32 = 0, yAdvance: Int32 = 0
        if format & 0x1 != 0 { xPlacement = layout.i16(position); position &+= 2 }
        if format & 0x2 != 0 { yPlacement = layout.i16(position); position &+= 2 }
        if format & 0x4 != 0 { xAdvance = layout.i16(position); position &+= 2 }
        if format & 0x8 != 0 { yAdvance = layout.i16(position); position &+= 2 }
        if format & 0xF0 != 0, let variations {
            // Device offsets follow, in the order of their bits.
            @inline(__always) func delta() -> Int32 {
                let device = layout.int(position)
                position &+= 2
                return device == 0 ? 0 : variations.delta(atFileOffset: base &+ device)
            }
            if format & 0x10 != 0 { xPlacement &+= delta() }
            if format & 0x20 != 0 { yPlacement &+= delta() }
            if format & 0x40 != 0 { xAdvance &+= delta() }
            if format & 0x80 != 0 { yAdvance &+= delta() }
        }
        return (xPlacement, yPlacement, xAdvance, yAdvance)
    }

    /// Adds the value record at `offset` to the glyph at `position`.
    @inline(__always)
    func adjust(_ position: Int, by offset: Int, format: UInt16, base: Int, _ c: inout LookupContext) {
        guard format & 0x7 != 0 || (format & 0x70 != 0 && variations != nil) else { return }
        let value = valueRecord(offset, format: format, base: base)
        c.buffer.positions[position].xOffset &+= value.xPlacement
        c.buffer.positions[position].yOffset &+= value.yPlacement
        c.buffer.positions[position].xAdvance &+= value.xAdvance
    }

    /// Whether the value record at `offset` changes anything (y advance included).
    @inline(__always)
    func isNonzero(_ offset: Int, format: UInt16, base: Int) -> Bool {
        guard format & 0xF != 0 || (format & 0xF0 != 0 && variations != nil) else { return false }
        let value = valueRecord(offset, format: format, base: base)
        return value.xPlacement != 0 || value.yPlacement != 0 || value.xAdvance != 0 || value.yAdvance != 0
    }

    /// Applies the two value records at `record` to the current glyph and `second`, and moves
    /// past the pair.
    @inline(__always)
    func adjustPair(_ second: Int, _ record: Int, _ format1: UInt16, _ format2: UInt16, _ size1: Int, base: Int, _ c: inout LookupContext) {
        if isNonzero(record, format: format1, base: base) || isNonzero(record &+ size1, format: format2, base: base) {
            c.buffer.unsafeToBreak(c.index, second + 1)
        }
        adjust(c.index, by: record, format: format1, base: base, &c)
        adjust(second, by: record &+ size1, format: format2, base: base, &c)
        // Past the second glyph when it was adjusted too (its own pairs start after it).
        c.index = format2 & 0xFF != 0 ? second + 1 : second
    }

    /// Pair adjustment format 2: the record of the two glyphs' classes.
    func applyPair(_ pair: CompiledPairClasses, _ start: Int, _ c: inout LookupContext) -> Bool {
        let (found, _) = c.next(from: c.index, c.inputSkipping(), nil, item: 0)
        guard let second = found else { return false }
        let class1 = layout.classOf(c.buffer.infos[c.index].glyph, in: pair.classes1)
        guard class1 < pair.class1Count else { return false }
        let class2 = layout.classOf(c.buffer.infos[second].glyph, in: pair.classes2)
        guard class2 < pair.class2Count else { return false }
        let record = pair.records &+ (class1 &* pair.class2Count &+ class2) &* (pair.size1 &+ pair.size2)
        if pair.isKerningOnly {
            let value = layout.i16(record)
            if value != 0 {
                c.buffer.unsafeToBreak(c.index, second + 1)
                c.buffer.positions[c.index].xAdvance &+= value
            }
            c.index = second
            return true
        }
        adjustPair(second, record, pair.valueFormat1, pair.valueFormat2, pair.size1, base: start, &c)
        return true
    }

    /// Pair adjustment format 1: the second glyph searched in the first's pair set.
    func applyPair(_ pair: CompiledPairGlyphs, _ start: Int, _ coverageIndex: Int, _ c: inout LookupContext) -> Bool {
        let (found, _) = c.next(from: c.index, c.inputSkipping(), nil, item: 0)
        guard let second = found, coverageIndex < pair.pairSets.count else { return false }
        // The pair set (its records must lie inside the table).
        let set = start &+ layout.int(pair.pairSets.offset &+ coverageIndex &* 2)
        guard layout.contains(set, 2) else { return false }
        let count = layout.int(set)
        let stride = 2 &+ pair.size1 &+ pair.size2
        guard layout.contains(set &+ 2, count &* stride) else { return false }
        let glyph = c.buffer.infos[second].glyph.rawValue
        var low = 0, high = count
        while low < high {
            let middle = (low &+ high) >> 1
            let position = set &+ 2 &+ middle &* stride
            let value = layout.u16(position)
            if value < glyph {
                low = middle &+ 1
            } else if value > glyph {
                high = middle
            } else {
                // Device offsets of a pair set's records are from the pair set (HarfBuzz's PairSet).
                adjustPair(second, position &+ 2, pair.valueFormat1, pair.valueFormat2, pair.size1, base: set, &c)
                return true
            }
        }
        return false
    }

    /// The entry and exit anchors of the glyph at `coverageIndex` of a cursive subtable (each
    /// `nil` when absent), or `nil` when it has no record or an anchor cannot be read.
    func cursiveAnchors(_ records: RawArray, _ start: Int, _ coverageIndex: Int) -> (entry: (x: Int32, y: Int32)?, exit: (x: Int32, y: Int32)?)? {
        guard coverageIndex < records.count else { return nil }
        let record = records.offset &+ coverageIndex &* 4
        guard let entry = layout.anchor(layout.int(record), from: start, variations: variations), let exit = layout.anchor(layout.int(record &+ 2), from: start, variations: variations) else {
            return nil
        }
        return (entry, exit)
    }

    func applyCursive(_ records: RawArray, _ start: Int, _ coverage: CompiledCoverage, _ coverageIndex: Int, _ c: inout LookupContext) -> Bool {
        guard let anchors = cursiveAnchors(records, start, coverageIndex), let entry = anchors.entry else { return false }
        let (found, _) = c.previous(from: c.index, c.inputSkipping(), nil, item: 0)
        guard let previousGlyph = found, let previousIndex = layout.index(of: c.buffer.infos[previousGlyph].glyph, in: coverage),
              let previousAnchors = cursiveAnchors(records, start, previousIndex), let exit = previousAnchors.exit else { return false }
        let i = previousGlyph, j = c.index
        c.buffer.unsafeToBreak(i, j + 1)
        let exitX = exit.x, exitY = exit.y
        let entryX = entry.x, entryY = entry.y
        switch c.buffer.direction {
        case .leftToRight:
            c.buffer.positions[i].xAdvance = exitX &+ c.buffer.positions[i].xOffset
            let d = entryX &+ c.buffer.positions[j].xOffset
            c.buffer.positions[j].xAdvance &-= d
            c.buffer.positions[j].xOffset &-= d
        case .rightToLeft:
            let d = exitX &+ c.buffer.positions[i].xOffset
            c.buffer.positions[i].xAdvance &-= d
            c.buffer.positions[i].xOffset &-= d
            c.buffer.positions[j].xAdvance = entryX &+ c.buffer.positions[j].xOffset
        }
        // The child hangs off its parent; the root of a chain stays on the baseline.
        var child = i, parent = j
        var yOffset = entryY &- exitY
        if c.lookupProperties & UInt32(LookupFlags.rightToLeft.rawValue) == 0 {
            swap(&child, &parent)
            yOffset = 0 &- yOffset
        }
        reverseCursiveChain(child, newParent: parent, &c)
        let chain = parent - child
        guard let link = Int16(exactly: chain) else { return false }
        c.buffer.positions[child].attachType = AttachmentType.cursive
        c.buffer.positions[child].attachChain = link
        c.buffer.positions[child].yOffset = yOffset
        if c.buffer.positions[parent].attachChain == 0 &- link {
            c.buffer.positions[parent].attachChain = 0
            c.buffer.positions[parent].yOffset = 0
        }
        c.index += 1
        return true
    }

    /// The vertical offset of the glyph at `position` with those of the glyphs its cursive
    /// chain hangs from (cursive offsets are relative to the parent until the end of `GPOS`).
    func resolvedVerticalOffset(_ position: Int, _ c: LookupContext) -> Int32 {
        var total: Int32 = 0
        var current = position
        for _ in 0..<LookupContext.maximumNesting {
            let value = c.buffer.positions[current]
            total &+= value.yOffset
            guard value.attachChain != 0, value.attachType & AttachmentType.cursive != 0 else { break }
            let parent = current + Int(value.attachChain)
            guard parent >= 0, parent < c.buffer.count else { break }
            current = parent
        }
        return total
    }

    /// A glyph joining a new cursive parent takes its old chain along, reversed: each glyph it
    /// hung off now hangs off it.
    func reverseCursiveChain(_ start: Int, newParent: Int, _ c: inout LookupContext) {
        var links: [(from: Int, to: Int, chain: Int16, type: UInt8)] = []
        var position = start
        while links.count < c.buffer.count {
            let chain = c.buffer.positions[position].attachChain, type = c.buffer.positions[position].attachType
            guard chain != 0, type & AttachmentType.cursive != 0 else { break }
            c.buffer.positions[position].attachChain = 0
            let next = position + Int(chain)
            guard next != newParent, next >= 0, next < c.buffer.count else { break }
            links.append((position, next, chain, type))
            position = next
        }
        for link in links.reversed() {
            c.buffer.positions[link.to].yOffset = 0 &- c.buffer.positions[link.from].yOffset
            c.buffer.positions[link.to].attachChain = 0 &- link.chain
            c.buffer.positions[link.to].attachType = link.type
        }
    }

    /// How far back a mark looks for its base, in glyphs: 256, far more than the 30 combining
    /// marks in a row that Unicode's Stream-Safe Text Format (UAX #15) allows.
    static let maximumBaseDistance = 256

    /// The base a mark attaches to: the nearest earlier glyph that is not a mark (and, for
    /// mark-to-base, not the second or later glyph of a multiple substitution unless covered by
    /// `coverage`, an index of the coverage store).
    ///
    /// The search looks back at most ``maximumBaseDistance`` glyphs, so a base followed by
    /// thousands of marks costs time in proportion to the marks, not to their square (as
    /// HarfBuzz bounds its work per c.buffer with `max_ops`); a mark further from its base stays
    /// unattached.
    func findBase(acceptingMultiplied: Bool, coverage: Int?, _ c: LookupContext) -> Int? {
        var skipping = c.inputSkipping()
        skipping.properties = UInt32(LookupFlags.ignoreMarks.rawValue)
        var position = c.index
        let floor = Swift.max(0, c.index &- PositioningApplier.maximumBaseDistance)
        defer { WorkCounter.add(c.index &- position) }
        while position > floor {
            position -= 1
            let info = c.buffer.infos[position]
            guard c.step(info, skipping, nil, item: 0) == .match else { continue }
            if acceptingMultiplied, let coverage, !acceptsAsBase(position, c), !layout.covers(coverage, info.glyph) { continue }
            return position
        }
        return nil
    }

    /// Marks attach to the first glyph of a multiple substitution's sequence, not the others.
    func acceptsAsBase(_ position: Int, _ c: LookupContext) -> Bool {
        let info = c.buffer.infos[position]
        guard info.isMultiplied, info.ligatureComponent != 0, position > 0 else { return true }
        let previous = c.buffer.infos[position - 1]
        return previous.isMark || !previous.isMultiplied || info.ligatureID != previous.ligatureID
            || info.ligatureComponent != previous.ligatureComponent + 1
    }

    /// The class and anchor of the mark at `coverageIndex` of a mark attachment subtable, or
    /// `nil` when it has no record, or no anchor, or one that cannot be read.
    func markRecord(_ marks: CompiledMarks, _ coverageIndex: Int) -> (markClass: Int, x: Int32, y: Int32)? {
        guard coverageIndex < marks.marks.count else { return nil }
        let record = marks.marks.offset &+ 2 &+ coverageIndex &* 4
        guard let found = layout.anchor(layout.int(record &+ 2), from: marks.marks.offset, variations: variations), let anchor = found else { return nil }
        return (layout.int(record), anchor.x, anchor.y)
    }

    /// The anchor at (`row`, `column`) of the anchor matrix at `matrix` (validated: `rows` rows
    /// of `columns` offsets), or `nil` when there is none or it cannot be read.
    func matrixAnchor(_ matrix: Int, rows: Int, columns: Int, row: Int, column: Int) -> (x: Int32, y: Int32)? {
        guard row >= 0, row < rows, column >= 0, column < columns else { return nil }
        return layout.anchor(layout.int(matrix &+ 2 &+ (row &* columns &+ column) &* 2), from: matrix, variations: variations) ?? nil
    }

    /// Places the current mark so its anchor meets `anchor` of the glyph at `target`. The
    /// vertical offset is final at once: it takes the target's vertical offset as it stands
    /// now (through its cursive chain), as HarfBuzz does since 14.3; the horizontal one is
    /// carried from the base at the end (`propagateAttachments`).
    func attachMark(_ mark: (markClass: Int, x: Int32, y: Int32), anchor: (x: Int32, y: Int32)?, to target: Int, _ c: inout LookupContext) -> Bool {
        guard let anchor else { return false }
        c.buffer.unsafeToBreak(target, c.index + 1)
        c.buffer.positions[c.index].xOffset = anchor.x &- mark.x
        c.buffer.positions[c.index].yOffset = anchor.y &- mark.y &+ resolvedVerticalOffset(target, c)
        c.buffer.positions[c.index].attachType = AttachmentType.mark
        c.buffer.positions[c.index].attachChain = Int16(clamping: target - c.index)
        c.index += 1
        return true
    }
}

extension GlyphBuffer {
    /// Carries attachment offsets down each chain: a mark moves sideways with its base (less
    /// the advances between them), a cursive glyph up and down with the glyph it hangs off.
    mutating func propagateAttachments() {
        let count = positions.count
        var links: [(glyph: Int, target: Int, type: UInt8)] = []
        for start in 0..<count where positions[start].attachChain != 0 {
            // Follow the chain to its root (at most the nesting limit), then place each glyph
            // after the one it hangs off has been placed.
            links.removeAll(keepingCapacity: true)
            var position = start
            while links.count < LookupContext.maximumNesting {
                let link = Int(positions[position].attachChain)
                guard link != 0 else { break }
                positions[position].attachChain = 0
                let target = position + link
                guard target >= 0, target < count else { break }
                links.append((position, target, positions[position].attachType))
                position = target
            }
            for (i, j, type) in links.reversed() {
                if type & AttachmentType.cursive != 0 {
                    positions[i].yOffset &+= positions[j].yOffset
                } else {
                    // A mark's vertical offset was made final when it was attached.
                    positions[i].xOffset &+= positions[j].xOffset
                    guard j < i else { continue }
                    if direction == .leftToRight {
                        for k in j..<i { positions[i].xOffset &-= positions[k].xAdvance }
                    } else {
                        for k in (j + 1)...i { positions[i].xOffset &+= positions[k].xAdvance }
                    }
                }
            }
        }
    }
}
