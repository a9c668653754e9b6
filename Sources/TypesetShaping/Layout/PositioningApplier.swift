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

extension LayoutApplier {
    /// Applies one `GPOS` subtable at the current glyph.
    mutating func applyPositioning(_ subtable: PositioningSubtable) -> Bool {
        let glyph = buffer.infos[index].glyph
        switch subtable {
        case .single(let single):
            guard let value = single.value(for: glyph) else { return false }
            adjust(index, by: value)
            index += 1
            return true
        case .pair(let pair):
            return applyPair(pair, glyph: glyph)
        case .cursive(let cursive):
            return applyCursive(cursive, glyph: glyph)
        case .markToBase(let markToBase):
            guard let markIndex = markToBase.markCoverage.index(of: glyph) else { return false }
            guard let base = findBase(acceptingMultiplied: true, coverage: markToBase.baseCoverage),
                  let baseIndex = markToBase.baseCoverage.index(of: buffer.infos[base].glyph) else { return false }
            return attachMark(markIndex, marks: markToBase.marks, anchor: try? markToBase.bases.anchor(row: baseIndex, column: markClass(markToBase.marks, markIndex)),
                              to: base)
        case .markToLigature(let markToLigature):
            guard let markIndex = markToLigature.markCoverage.index(of: glyph) else { return false }
            guard let base = findBase(acceptingMultiplied: false, coverage: nil),
                  let ligatureIndex = markToLigature.ligatureCoverage.index(of: buffer.infos[base].glyph),
                  let components = try? markToLigature.components(ofLigature: ligatureIndex), components.rows > 0 else { return false }
            // The component the mark belongs to when it came from the same ligature; else the last.
            let ligatureID = buffer.infos[base].ligatureID
            let mark = buffer.infos[index]
            let component: Int
            if ligatureID != 0, ligatureID == mark.ligatureID, mark.ligatureComponent > 0 {
                component = min(components.rows, mark.ligatureComponent) - 1
            } else {
                component = components.rows - 1
            }
            return attachMark(markIndex, marks: markToLigature.marks,
                              anchor: try? components.anchor(row: component, column: markClass(markToLigature.marks, markIndex)), to: base)
        case .markToMark(let markToMark):
            guard let markIndex = markToMark.mark1Coverage.index(of: glyph) else { return false }
            var skipping = inputSkipping()
            skipping.properties &= ~UInt32(GlyphProperties.classMask)
            let (found, _) = previous(from: index, skipping, nil, item: 0)
            guard let previousMark = found, buffer.infos[previousMark].isMark else { return false }
            let current = buffer.infos[index], other = buffer.infos[previousMark]
            let sameBase: Bool
            if current.ligatureID == other.ligatureID {
                sameBase = current.ligatureID == 0 || current.ligatureComponent == other.ligatureComponent
            } else {
                sameBase = (current.ligatureID > 0 && current.ligatureComponent == 0) || (other.ligatureID > 0 && other.ligatureComponent == 0)
            }
            guard sameBase, let mark2Index = markToMark.mark2Coverage.index(of: other.glyph) else { return false }
            return attachMark(markIndex, marks: markToMark.marks,
                              anchor: try? markToMark.mark2Anchors.anchor(row: mark2Index, column: markClass(markToMark.marks, markIndex)),
                              to: previousMark)
        case .context(let context):
            return applyContext(context)
        case .chainedContext(let context):
            return applyChainedContext(context)
        }
    }

    /// Adds a value record to the glyph at `position` (vertical advances ignored in horizontal text).
    mutating func adjust(_ position: Int, by value: ValueRecord) {
        buffer.positions[position].xOffset &+= Int32(truncatingIfNeeded: value.xPlacement)
        buffer.positions[position].yOffset &+= Int32(truncatingIfNeeded: value.yPlacement)
        buffer.positions[position].xAdvance &+= Int32(truncatingIfNeeded: value.xAdvance)
    }

    mutating func applyPair(_ pair: PairPositioning, glyph: GlyphID) -> Bool {
        guard pair.coverage.contains(glyph) else { return false }
        let (found, unsafeTo) = next(from: index, inputSkipping(), nil, item: 0)
        guard let second = found else {
            _ = unsafeTo
            return false
        }
        guard let value = try? pair.value(first: glyph, second: buffer.infos[second].glyph) else { return false }
        if !value.first.isZero || !value.second.isZero { buffer.unsafeToBreak(index, second + 1) }
        adjust(index, by: value.first)
        adjust(second, by: value.second)
        // Past the second glyph when it was adjusted too (its own pairs start after it).
        index = pair.valueFormat2.rawValue & 0xFF != 0 ? second + 1 : second
        return true
    }

    mutating func applyCursive(_ cursive: CursivePositioning, glyph: GlyphID) -> Bool {
        guard let anchors = try? cursive.anchors(for: glyph), let entry = anchors.entry else { return false }
        let (found, _) = previous(from: index, inputSkipping(), nil, item: 0)
        guard let previousGlyph = found, let previousAnchors = try? cursive.anchors(for: buffer.infos[previousGlyph].glyph),
              let exit = previousAnchors.exit else { return false }
        let i = previousGlyph, j = index
        buffer.unsafeToBreak(i, j + 1)
        let exitX = Int32(truncatingIfNeeded: exit.x), exitY = Int32(truncatingIfNeeded: exit.y)
        let entryX = Int32(truncatingIfNeeded: entry.x), entryY = Int32(truncatingIfNeeded: entry.y)
        switch buffer.direction {
        case .leftToRight:
            buffer.positions[i].xAdvance = exitX &+ buffer.positions[i].xOffset
            let d = entryX &+ buffer.positions[j].xOffset
            buffer.positions[j].xAdvance &-= d
            buffer.positions[j].xOffset &-= d
        case .rightToLeft:
            let d = exitX &+ buffer.positions[i].xOffset
            buffer.positions[i].xAdvance &-= d
            buffer.positions[i].xOffset &-= d
            buffer.positions[j].xAdvance = entryX &+ buffer.positions[j].xOffset
        }
        // The child hangs off its parent; the root of a chain stays on the baseline.
        var child = i, parent = j
        var yOffset = entryY &- exitY
        if lookupProperties & UInt32(LookupFlags.rightToLeft.rawValue) == 0 {
            swap(&child, &parent)
            yOffset = 0 &- yOffset
        }
        reverseCursiveChain(child, newParent: parent)
        let chain = parent - child
        guard let link = Int16(exactly: chain) else { return false }
        buffer.positions[child].attachType = AttachmentType.cursive
        buffer.positions[child].attachChain = link
        buffer.positions[child].yOffset = yOffset
        if buffer.positions[parent].attachChain == 0 &- link {
            buffer.positions[parent].attachChain = 0
            buffer.positions[parent].yOffset = 0
        }
        index += 1
        return true
    }

    /// A glyph joining a new cursive parent takes its old chain along, reversed: each glyph it
    /// hung off now hangs off it.
    mutating func reverseCursiveChain(_ start: Int, newParent: Int) {
        var links: [(from: Int, to: Int, chain: Int16, type: UInt8)] = []
        var position = start
        while links.count < buffer.count {
            let chain = buffer.positions[position].attachChain, type = buffer.positions[position].attachType
            guard chain != 0, type & AttachmentType.cursive != 0 else { break }
            buffer.positions[position].attachChain = 0
            let next = position + Int(chain)
            guard next != newParent, next >= 0, next < buffer.count else { break }
            links.append((position, next, chain, type))
            position = next
        }
        for link in links.reversed() {
            buffer.positions[link.to].yOffset = 0 &- buffer.positions[link.from].yOffset
            buffer.positions[link.to].attachChain = 0 &- link.chain
            buffer.positions[link.to].attachType = link.type
        }
    }

    /// The base a mark attaches to: the nearest earlier glyph that is not a mark (and, for
    /// mark-to-base, not the second or later glyph of a multiple substitution unless covered).
    func findBase(acceptingMultiplied: Bool, coverage: CoverageTable?) -> Int? {
        var skipping = inputSkipping()
        skipping.properties = UInt32(LookupFlags.ignoreMarks.rawValue)
        var position = index
        while position > 0 {
            position -= 1
            let info = buffer.infos[position]
            guard step(info, skipping, nil) == .match else { continue }
            if acceptingMultiplied, let coverage, !acceptsAsBase(position), !coverage.contains(info.glyph) { continue }
            return position
        }
        return nil
    }

    /// Marks attach to the first glyph of a multiple substitution's sequence, not the others.
    func acceptsAsBase(_ position: Int) -> Bool {
        let info = buffer.infos[position]
        guard info.isMultiplied, info.ligatureComponent != 0, position > 0 else { return true }
        let previous = buffer.infos[position - 1]
        return previous.isMark || !previous.isMultiplied || info.ligatureID != previous.ligatureID
            || info.ligatureComponent != previous.ligatureComponent + 1
    }

    func markClass(_ marks: MarkArray, _ markIndex: Int) -> Int {
        ((try? marks.mark(at: markIndex)) ?? nil)?.markClass ?? -1
    }

    /// Places the current mark so its anchor meets `anchor` of the glyph at `target`.
    mutating func attachMark(_ markIndex: Int, marks: MarkArray, anchor: Anchor??, to target: Int) -> Bool {
        guard let record = (try? marks.mark(at: markIndex)) ?? nil, let found = anchor, let targetAnchor = found else { return false }
        buffer.unsafeToBreak(target, index + 1)
        buffer.positions[index].xOffset = Int32(truncatingIfNeeded: targetAnchor.x - record.anchor.x)
        buffer.positions[index].yOffset = Int32(truncatingIfNeeded: targetAnchor.y - record.anchor.y)
        buffer.positions[index].attachType = AttachmentType.mark
        buffer.positions[index].attachChain = Int16(clamping: target - index)
        index += 1
        return true
    }
}

extension GlyphBuffer {
    /// Carries attachment offsets down each chain: a mark moves with its base (less the advances
    /// between them), a cursive glyph with the glyph it hangs off.
    mutating func propagateAttachments() {
        let count = positions.count
        for start in 0..<count where positions[start].attachChain != 0 {
            // Follow the chain to its root (at most the nesting limit), then place each glyph
            // after the one it hangs off has been placed.
            var links: [(glyph: Int, target: Int, type: UInt8)] = []
            var position = start
            while links.count < LayoutApplier.maximumNesting {
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
                    positions[i].xOffset &+= positions[j].xOffset
                    positions[i].yOffset &+= positions[j].yOffset
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
