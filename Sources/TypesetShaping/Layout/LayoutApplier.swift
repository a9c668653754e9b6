// Applying OpenType Layout lookups to the glyph buffer: the walk over the run, glyph by glyph,
// forwards (or backwards for reverse chaining), that tries each lookup where it may start.
// https://learn.microsoft.com/en-us/typography/opentype/spec/chapter2#lookup-table
// Rules as HarfBuzz applies them: Documentation/Shaping.md.

import TypesetFont

/// Applies the lookups of one table (`GSUB` or `GPOS`) to a buffer, one lookup at a time over
/// the whole run. One value per table pass; the buffer is moved in and out so edits happen in
/// place.
///
/// The shared state is the ``LookupContext``; the subtables are applied by the table's
/// applier, ``SubstitutionApplier`` or ``PositioningApplier``.
struct LayoutApplier {
    var context: LookupContext
    let substitution: SubstitutionApplier
    let positioning: PositioningApplier

    /// The buffer the lookups edit.
    var buffer: GlyphBuffer {
        get { context.buffer }
        _modify { yield &context.buffer }
    }

    /// An applier for the face's `GSUB` or `GPOS` lookups, `nil` when the face has no such table.
    init?(buffer: GlyphBuffer, face: ShapingFont, isPositioning: Bool) {
        guard let context = LookupContext(buffer: buffer, face: face, isPositioning: isPositioning) else { return nil }
        self.context = context
        substitution = SubstitutionApplier(context: context)
        positioning = PositioningApplier(context: context)
    }

    /// Records the lookups that may start at `glyph`, which the run now holds (a glyph a
    /// shaper inserted between stages).
    mutating func addStartingLookups(_ glyph: GlyphID) {
        context.addStartingLookups(glyph)
    }

    /// Applies `planned` over the whole buffer.
    mutating func apply(_ planned: ShapePlan.PlannedLookup) {
        let layout = context.layout
        guard planned.index >= 0, planned.index < layout.lookupCount else { return }
        let lookup = layout.lookups[planned.index]
        guard lookup.isValid else { return }
        context.lookupMask = planned.mask
        context.autoZWJ = planned.autoZWJ
        context.autoZWNJ = planned.autoZWNJ
        context.random = planned.random
        context.perSyllable = planned.perSyllable
        context.passStartCount = context.buffer.count
        context.isReversePass = lookup.isReverse
        context.lookupProperties = lookup.properties
        context.nestingLeft = LookupContext.maximumNesting
        // No glyph the run has held can be one it starts at: the search would find none.
        if context.keepsStartingLookups,
           context.buffer.startingLookups[planned.index >> 6] & (1 << UInt64(planned.index & 63)) == 0 { return }
        let mayStartSomewhere = context.buffer.infos.withUnsafeBufferPointer { infos in
            infos.contains { layout.mayStart(lookup, at: $0.glyph) }
        }
        guard mayStartSomewhere else { return }
        if context.isPositioning {
            LayoutApplier.run(lookup, &context, positioning)
        } else {
            LayoutApplier.run(lookup, &context, substitution)
        }
    }

    /// Walks `lookup` over the run, applying it with `table` at each glyph where it may start.
    @inline(__always)
    static func run<Table: SubtableApplier>(_ lookup: CompiledLookup, _ context: inout LookupContext, _ table: Table) {
        let layout = context.layout
        if lookup.isReverse {
            context.index = context.buffer.count - 1
            while context.index >= 0, context.operationsLeft > 0 {
                context.operationsLeft -= 1
                let info = context.buffer.infos[context.index]
                if layout.mayStart(lookup, at: info.glyph), info.mask & context.lookupMask != 0,
                   context.matchesProperties(info, context.lookupProperties) {
                    _ = context.applyOnce(lookup, table)
                }
                context.index -= 1
            }
            return
        }
        context.index = 0
        while true {
            // The glyphs the lookup cannot start at cost one operation each, as trying them does.
            let (start, left) = nextStart(lookup, context, from: context.index)
            context.index = start
            context.operationsLeft = left
            guard context.index < context.buffer.count, context.operationsLeft > 0 else { return }
            context.operationsLeft -= 1
            if !context.applyOnce(lookup, table) { context.index += 1 }
        }
    }

    /// The first glyph from `from` where `lookup` may start (its first glyphs, mask and
    /// properties), and the operations left after passing the glyphs before it, one each; the
    /// search stops when none are left.
    @inline(__always)
    static func nextStart(_ lookup: CompiledLookup, _ context: LookupContext, from: Int) -> (Int, Int) {
        let layout = context.layout, mask = context.lookupMask, properties = context.lookupProperties
        let operationsLeft = context.operationsLeft
        return context.buffer.infos.withUnsafeBufferPointer { infos in
            // As far as the operations left reach.
            let limit = operationsLeft > infos.count &- from ? infos.count : from &+ max(operationsLeft, 0)
            var position = from
            while position < limit {
                let info = infos[position]
                if info.mask & mask != 0, layout.mayStart(lookup, at: info.glyph), context.matchesProperties(info, properties) { break }
                position &+= 1
            }
            return (position, operationsLeft &- (position &- from))
        }
    }
}
