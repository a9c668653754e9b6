// Type 2 charstrings: https://adobe-type-tools.github.io/font-tech-notes/pdfs/5177.Type2.pdf; CFF2 charstrings: https://learn.microsoft.com/en-us/typography/opentype/spec/cff2charstr

extension CFFTable {
    /// Largest nesting of subroutine calls (the Type 2 limit).
    public static let maxSubroutineDepth = 10
    /// Largest number of operators and operands executed for one glyph, subroutines included.
    public static let maxCharstringWork = 1 << 20
    /// The operand stack limit of Type 2 charstrings.
    public static let maxStackDepth = 48
    /// The operand stack limit of CFF2 charstrings.
    public static let maxCFF2StackDepth = 513

    /// Runs the Type 2 charstring of `glyph`, sending its contours (cubic Béziers, every contour
    /// closed) to `sink`. Hints are parsed and skipped; a seac-style `endchar` draws the base
    /// and accent glyphs it names. `operands`, when given, is the operand stack to use (at least
    /// ``CFFOperandStorage/capacity`` slots); otherwise one is allocated for the glyph.
    func outline<S: OutlineSink>(glyph: Int, into sink: inout S,
                                 operands: UnsafeMutablePointer<Int>? = nil) throws(FontError) {
        guard glyph >= 0, glyph < charStrings.count else {
            throw table.error(.outOfRange, at: charStrings.offsetsStart,
                              "glyph \(glyph) is outside the \(charStrings.count) charstrings")
        }
        guard let base = table.data.storage.base.baseAddress else {
            throw table.error(.truncated, at: 0, "empty font data")
        }
        let bytes = base + table.start
        let range = try charStrings.range(of: glyph, in: table)
        let local = try localSubrs(for: glyph)
        let limit = isCFF2 ? CFFTable.maxCFF2StackDepth : CFFTable.maxStackDepth
        let vsindex = try defaultVariationIndex(for: glyph)
        let blendVectors = self.blendVectors
        func run(_ storage: UnsafeMutablePointer<Int>) -> Result<Void, FontError> {
            var machine = CharstringMachine(bytes: bytes, tableStart: table.start, global: globalSubrs,
                                            stack: storage, local: local, stackLimit: limit)
            if isCFF2 {
                machine.isCFF2 = true
                machine.sawWidth = true  // CFF2 charstrings carry no width
                machine.selectVariationData(vsindex, blendVectors)
            }
            do throws(FontError) {
                try machine.draw(range, cff: self, into: &sink)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        let result: Result<Void, FontError>
        if let operands {
            result = run(operands)
        } else {
            result = withUnsafeTemporaryAllocation(of: Int.self, capacity: limit + 32) { buffer in
                guard let storage = buffer.baseAddress else {
                    return .failure(table.error(.limitExceeded, at: 0, "no operand stack"))
                }
                return run(storage)
            }
        }
        withExtendedLifetime(blendVectors) {}
        try result.get()
    }
}

@inline(__always)
private func subroutineBias(_ count: Int) -> Int {
    count < 1240 ? 107 : (count < 33900 ? 1131 : 32768)
}

/// The largest magnitude an operand may have, in 16.16 (2^30 font units): results of `blend`
/// and the arithmetic operators are clamped to it, so that `blend`'s product of a scalar (at
/// most 1.0, 2^16) and an operand stays inside 64 bits. Real fonts never come near it (a
/// charstring number is at most 2^15 units).
private let operandLimit = 1 << 46

@inline(__always)
private func clampOperand(_ value: Int) -> Int { min(max(value, -operandLimit), operandLimit) }

/// A 16.16 value as a font-unit coordinate (exact: every 16.16 value is a `Double`).
@inline(__always)
private func units(_ value: Int) -> Double { Double(value) * 0x1p-16 }

/// The state of one Type 2 charstring run.
///
/// Operands and the current point are 16.16 fixed-point integers, as FreeType's interpreter
/// keeps them: charstring numbers are integers or 16.16 values, `blend` multiplies 16.16
/// deltas by 16.16 scalars (FT_MulFix), and a coordinate is a sum of operands, so every value
/// is exact in 16.16 and becomes a `Double` only as a point is sent.
///
/// It holds no references (the table's bytes are lent as a pointer, the ``CFFTable`` is passed
/// down where it is needed), so starting a glyph copies nothing counted.
struct CharstringMachine {
    /// The table's first byte.
    let bytes: UnsafeRawPointer
    /// The table's offset in the file, for errors.
    let tableStart: Int
    let global: CFFIndex
    /// `stackLimit` operand slots followed by the 32 slots of the transient array, 16.16.
    let stack: UnsafeMutablePointer<Int>
    /// 48 (Type 2) or 513 (CFF2).
    let stackLimit: Int
    /// CFF2: `blend` and `vsindex` are operators; there is no width and no `endchar`.
    var isCFF2 = false
    /// CFF2: the item variation data subtable `blend` uses.
    var vsindex = 0
    /// CFF2: the number of regions of `vsindex`'s subtable (-1: no such subtable).
    var blendRegionCount = -1
    /// CFF2: (region position, scalar) pairs of `vsindex`'s regions whose scalar is not 0 at the
    /// instance (`nil` at the default instance), and their number.
    var blendScalars: UnsafePointer<Int>? = nil
    var blendActiveCount = 0
    var local: CFFIndex
    var localBias: Int
    let globalBias: Int
    var sp = 0
    /// The current point, 16.16.
    var x = 0, y = 0
    var stems = 0
    var sawWidth = false
    var open = false
    var seacAllowed = true
    var budget = CFFTable.maxCharstringWork

    init(bytes: UnsafeRawPointer, tableStart: Int, global: CFFIndex, stack: UnsafeMutablePointer<Int>,
         local: CFFIndex, stackLimit: Int = CFFTable.maxStackDepth) {
        self.bytes = bytes
        self.tableStart = tableStart
        self.global = global
        self.stack = stack
        self.stackLimit = stackLimit
        self.local = local
        self.localBias = subroutineBias(local.count)
        self.globalBias = subroutineBias(global.count)
        (stack + stackLimit).initialize(repeating: 0, count: 32)
    }

    /// Makes `index` the item variation data subtable that `blend` uses: its region count and
    /// scalars are looked up here, once per `vsindex`, not per `blend`.
    mutating func selectVariationData(_ index: Int, _ vectors: CFFBlendVectors) {
        vsindex = index
        if index >= 0, index < vectors.regionCounts.count {
            blendRegionCount = vectors.regionCounts[index]
            let active = vectors.activeRegions(index)
            blendScalars = active?.pairs
            blendActiveCount = active?.count ?? 0
        } else {
            blendRegionCount = -1
            blendScalars = nil
            blendActiveCount = 0
        }
    }

    /// Runs a whole glyph program and closes the last contour.
    mutating func draw<S: OutlineSink>(_ range: Range<Int>, cff: CFFTable, into sink: inout S) throws(FontError) {
        _ = try run(range.lowerBound, range.upperBound, depth: 0, cff, &sink)
        closeContour(&sink)
    }

    /// An error at table offset `at`, as ``TableData/error(_:at:_:)`` makes it.
    private func error(_ reason: FontError.Reason, _ at: Int, _ detail: String) -> FontError {
        FontError(reason, table: "CFF ", tableStart: tableStart, at: at, detail)
    }

    @inline(__always)
    private func byte(_ p: Int) -> Int { Int(bytes.load(fromByteOffset: p, as: UInt8.self)) }

    @inline(__always)
    private mutating func push(_ value: Int, _ p: Int) throws(FontError) {
        guard sp < stackLimit else {
            throw error(.limitExceeded, p, "charstring operand stack exceeds \(stackLimit)")
        }
        stack[sp] = value
        sp &+= 1
    }

    @inline(__always)
    private func need(_ count: Int, _ p: Int, _ name: StaticString) throws(FontError) {
        guard sp >= count else {
            throw error(.invalidValue, p, "\(name) needs \(count) operands, has \(sp)")
        }
    }

    @inline(__always)
    private mutating func closeContour<S: OutlineSink>(_ sink: inout S) {
        if open {
            sink.close()
            open = false
        }
    }

    @inline(__always)
    private mutating func moveTo<S: OutlineSink>(_ dx: Int, _ dy: Int, _ sink: inout S) {
        closeContour(&sink)
        x &+= dx
        y &+= dy
    }

    @inline(__always)
    private mutating func lineTo<S: OutlineSink>(_ dx: Int, _ dy: Int, _ sink: inout S) {
        if !open {
            sink.move(to: Point(x: units(x), y: units(y)))
            open = true
        }
        x &+= dx
        y &+= dy
        sink.line(to: Point(x: units(x), y: units(y)))
    }

    @inline(__always)
    private mutating func curveTo<S: OutlineSink>(_ dx1: Int, _ dy1: Int, _ dx2: Int, _ dy2: Int,
                                                  _ dx3: Int, _ dy3: Int, _ sink: inout S) {
        if !open {
            sink.move(to: Point(x: units(x), y: units(y)))
            open = true
        }
        let x1 = x &+ dx1, y1 = y &+ dy1
        let x2 = x1 &+ dx2, y2 = y1 &+ dy2
        x = x2 &+ dx3
        y = y2 &+ dy3
        sink.cubic(to: Point(x: units(x), y: units(y)), control1: Point(x: units(x1), y: units(y1)),
                   control2: Point(x: units(x2), y: units(y2)))
    }

    /// Drops a leading width operand when this is the first stack-clearing operator and the
    /// operand count says a width is present. Returns the index of the first real operand.
    @inline(__always)
    private mutating func widthBase(hasWidth: Bool) -> Int {
        if sawWidth { return 0 }
        sawWidth = true
        return hasWidth && sp > 0 ? 1 : 0
    }

    /// The integer part of a 16.16 operand (truncated toward zero).
    @inline(__always)
    private func integer(_ value: Int) -> Int { value / 65536 }

    /// Pushes the numbers that start at `position` (up to the next operator or `end`), with the
    /// stack pointer and position in locals: most of a charstring's bytes are numbers (a CFF2
    /// glyph's blends push four per varied value). The work budget is charged once for the
    /// run of numbers (the stack limit bounds a run, so the budget still bounds the work).
    @inline(__always)
    private mutating func readOperands(_ position: inout Int, _ end: Int) throws(FontError) {
        var p = position, n = sp
        let s = stack, limit = stackLimit
        repeat {
            let b0 = byte(p)
            let value: Int
            if b0 <= 246 {
                if b0 >= 32 {
                    value = (b0 &- 139) << 16
                    p &+= 1
                } else if b0 == 28 {
                    guard p &+ 3 <= end else { throw error(.truncated, p, "charstring number cut off") }
                    value = Int(Int16(bitPattern: UInt16(bigEndian: bytes.loadUnaligned(fromByteOffset: p &+ 1, as: UInt16.self)))) << 16
                    p &+= 3
                } else {
                    break  // an operator
                }
            } else if b0 <= 254 {
                guard p &+ 2 <= end else { throw error(.truncated, p, "charstring number cut off") }
                let b1 = byte(p &+ 1)
                value = (b0 <= 250 ? (b0 &- 247) &* 256 &+ b1 &+ 108 : (251 &- b0) &* 256 &- b1 &- 108) << 16
                p &+= 2
            } else {
                guard p &+ 5 <= end else { throw error(.truncated, p, "charstring fixed number cut off") }
                value = Int(Int32(bitPattern: UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: p &+ 1, as: UInt32.self))))
                p &+= 5
            }
            guard n < limit else {
                throw error(.limitExceeded, p, "charstring operand stack exceeds \(limit)")
            }
            s[n] = value
            n &+= 1
        } while p < end
        budget &-= n &- sp
        guard budget >= 0 else {
            throw error(.limitExceeded, p, "charstring work budget of \(CFFTable.maxCharstringWork) exhausted")
        }
        position = p
        sp = n
    }

    /// Executes `start..<end`; returns `true` when `endchar` ended the glyph.
    private mutating func run<S: OutlineSink>(_ start: Int, _ end: Int, depth: Int, _ cff: CFFTable,
                                              _ sink: inout S) throws(FontError) -> Bool {
        var p = start
        let s = stack
        while p < end {
            let b0 = byte(p)
            if b0 >= 32 || b0 == 28 {
                try readOperands(&p, end)
                continue
            }
            budget &-= 1
            guard budget >= 0 else {
                throw error(.limitExceeded, p, "charstring work budget of \(CFFTable.maxCharstringWork) exhausted")
            }
            p &+= 1
            switch b0 {
            case 1, 3, 18, 23:  // hstem, vstem, hstemhm, vstemhm
                let base = widthBase(hasWidth: sp & 1 == 1)
                stems &+= (sp &- base) >> 1
                sp = 0

            case 19, 20:  // hintmask, cntrmask (operands are an implied vstem)
                let base = widthBase(hasWidth: sp & 1 == 1)
                stems &+= (sp &- base) >> 1
                sp = 0
                let maskBytes = (stems &+ 7) >> 3
                guard p &+ maskBytes <= end else { throw error(.truncated, p, "hint mask cut off") }
                p &+= maskBytes

            case 21:  // rmoveto
                let base = widthBase(hasWidth: sp > 2)
                try need(base &+ 2, p, "rmoveto")
                moveTo(s[base], s[base &+ 1], &sink)
                sp = 0
            case 22:  // hmoveto
                let base = widthBase(hasWidth: sp > 1)
                try need(base &+ 1, p, "hmoveto")
                moveTo(s[base], 0, &sink)
                sp = 0
            case 4:  // vmoveto
                let base = widthBase(hasWidth: sp > 1)
                try need(base &+ 1, p, "vmoveto")
                moveTo(0, s[base], &sink)
                sp = 0

            case 5:  // rlineto
                try need(2, p, "rlineto")
                var i = 0
                while i &+ 2 <= sp {
                    lineTo(s[i], s[i &+ 1], &sink)
                    i &+= 2
                }
                sp = 0
            case 6, 7:  // hlineto, vlineto
                try need(1, p, "hlineto/vlineto")
                var horizontal = b0 == 6
                for i in 0..<sp {
                    if horizontal { lineTo(s[i], 0, &sink) } else { lineTo(0, s[i], &sink) }
                    horizontal.toggle()
                }
                sp = 0
            case 8:  // rrcurveto
                try need(6, p, "rrcurveto")
                var i = 0
                while i &+ 6 <= sp {
                    curveTo(s[i], s[i &+ 1], s[i &+ 2], s[i &+ 3], s[i &+ 4], s[i &+ 5], &sink)
                    i &+= 6
                }
                sp = 0
            case 24:  // rcurveline
                try need(8, p, "rcurveline")
                var i = 0
                while sp &- i >= 8 {
                    curveTo(s[i], s[i &+ 1], s[i &+ 2], s[i &+ 3], s[i &+ 4], s[i &+ 5], &sink)
                    i &+= 6
                }
                lineTo(s[i], s[i &+ 1], &sink)
                sp = 0
            case 25:  // rlinecurve
                try need(8, p, "rlinecurve")
                var i = 0
                while sp &- i >= 8 {
                    lineTo(s[i], s[i &+ 1], &sink)
                    i &+= 2
                }
                curveTo(s[i], s[i &+ 1], s[i &+ 2], s[i &+ 3], s[i &+ 4], s[i &+ 5], &sink)
                sp = 0
            case 26:  // vvcurveto
                try need(4, p, "vvcurveto")
                var i = 0
                var dx1 = 0
                if sp & 1 == 1 { dx1 = s[0]; i = 1 }
                while i &+ 4 <= sp {
                    curveTo(dx1, s[i], s[i &+ 1], s[i &+ 2], 0, s[i &+ 3], &sink)
                    dx1 = 0
                    i &+= 4
                }
                sp = 0
            case 27:  // hhcurveto
                try need(4, p, "hhcurveto")
                var i = 0
                var dy1 = 0
                if sp & 1 == 1 { dy1 = s[0]; i = 1 }
                while i &+ 4 <= sp {
                    curveTo(s[i], dy1, s[i &+ 1], s[i &+ 2], s[i &+ 3], 0, &sink)
                    dy1 = 0
                    i &+= 4
                }
                sp = 0
            case 30, 31:  // vhcurveto, hvcurveto
                try need(4, p, "vhcurveto/hvcurveto")
                var horizontal = b0 == 31
                var i = 0
                while i &+ 4 <= sp {
                    let last = sp &- i == 5 ? s[i &+ 4] : 0
                    if horizontal {
                        curveTo(s[i], 0, s[i &+ 1], s[i &+ 2], last, s[i &+ 3], &sink)
                    } else {
                        curveTo(0, s[i], s[i &+ 1], s[i &+ 2], s[i &+ 3], last, &sink)
                    }
                    horizontal.toggle()
                    i &+= 4
                }
                sp = 0

            case 10, 29:  // callsubr, callgsubr
                try need(1, p, "callsubr")
                sp &-= 1
                let isLocal = b0 == 10
                let index = integer(s[sp]) &+ (isLocal ? localBias : globalBias)
                guard depth < CFFTable.maxSubroutineDepth else {
                    throw error(.limitExceeded, p, "subroutines nested deeper than \(CFFTable.maxSubroutineDepth)")
                }
                let subrs = isLocal ? local : global
                guard index >= 0, index < subrs.count else {
                    throw error(.invalidValue, p, "\(isLocal ? "local" : "global") subroutine \(index) of \(subrs.count)")
                }
                let range = try subrs.range(of: index, bytes: bytes, error: error)
                if try run(range.lowerBound, range.upperBound, depth: depth &+ 1, cff, &sink) { return true }
            case 11:  // return
                return false

            case 14:  // endchar
                let base = widthBase(hasWidth: sp == 1 || sp == 5)
                if sp &- base == 4 {
                    try seac(s[base], s[base &+ 1], s[base &+ 2], s[base &+ 3], p, cff, &sink)
                }
                sp = 0
                closeContour(&sink)
                return true

            case 12:
                guard p < end else { throw error(.truncated, p, "charstring escape cut off") }
                let b1 = byte(p)
                p &+= 1
                try escape(b1, p, &sink)

            case 15 where isCFF2:  // vsindex
                try need(1, p, "vsindex")
                selectVariationData(integer(s[sp &- 1]), cff.blendVectors)
                sp = 0
            case 16 where isCFF2:  // blend
                try blend(p)

            default:  // reserved operators: ignored with their operands
                sp = 0
            }
        }
        return false
    }

    /// CFF2's `blend`: n default values, then n times k deltas (k regions of the current
    /// `vsindex`), then n. Each default becomes default + Σ delta × scalar, in 16.16 as FreeType's
    /// `cf2_doBlend` computes it (FT_MulFix of each delta by its region's scalar).
    @inline(__always)
    private mutating func blend(_ p: Int) throws(FontError) {
        try need(1, p, "blend")
        let n = integer(stack[sp &- 1])
        sp &-= 1
        let k = blendRegionCount
        guard k >= 0 else {
            throw error(.invalidValue, p, "blend with vsindex \(vsindex), which names no item variation data")
        }
        let (total, overflow) = n.multipliedReportingOverflow(by: k &+ 1)
        guard n >= 0, !overflow, total <= sp else {
            throw error(.invalidValue, p, "blend of \(n) values needs \(n) × \(k + 1) operands, has \(sp)")
        }
        let base = sp &- total
        if let pairs = blendScalars {
            let s = stack, active = blendActiveCount
            // FT_MulFix: the product's magnitude rounded, then the sign; for a negative product
            // that is floor((p + 0x7FFF) / 65536), so p >> 63 (-1 or 0) picks the rounding
            // without a branch. |scalar| <= 2^16 and |delta| <= 2^46, so p fits 64 bits.
            @inline(__always) func term(_ j: Int, _ deltas: Int) -> Int {
                let product = pairs[2 &* j &+ 1] &* s[deltas &+ pairs[2 &* j]]
                return (product &+ 0x8000 &+ (product >> 63)) >> 16
            }
            var deltas = base &+ n
            // One, two or three regions at work (the usual case: an instance inside one
            // region per axis) without the inner loop.
            switch active {
            case 1:
                for i in base..<(base &+ n) {
                    s[i] = clampOperand(s[i] &+ term(0, deltas))
                    deltas &+= k
                }
            case 2:
                for i in base..<(base &+ n) {
                    s[i] = clampOperand(s[i] &+ term(0, deltas) &+ term(1, deltas))
                    deltas &+= k
                }
            case 3:
                for i in base..<(base &+ n) {
                    s[i] = clampOperand(s[i] &+ term(0, deltas) &+ term(1, deltas) &+ term(2, deltas))
                    deltas &+= k
                }
            default:
                for i in base..<(base &+ n) {
                    var sum = s[i]
                    var j = 0
                    while j < active {
                        sum &+= term(j, deltas)
                        j &+= 1
                    }
                    s[i] = clampOperand(sum)
                    deltas &+= k
                }
            }
        }
        sp = base &+ n
    }

    private mutating func escape<S: OutlineSink>(_ op: Int, _ p: Int, _ sink: inout S) throws(FontError) {
        let s = stack
        switch op {
        case 35:  // flex
            try need(13, p, "flex")
            curveTo(s[0], s[1], s[2], s[3], s[4], s[5], &sink)
            curveTo(s[6], s[7], s[8], s[9], s[10], s[11], &sink)
            sp = 0
        case 34:  // hflex
            try need(7, p, "hflex")
            curveTo(s[0], 0, s[1], s[2], s[3], 0, &sink)
            curveTo(s[4], 0, s[5], 0 &- s[2], s[6], 0, &sink)
            sp = 0
        case 36:  // hflex1
            try need(9, p, "hflex1")
            curveTo(s[0], s[1], s[2], s[3], s[4], 0, &sink)
            curveTo(s[5], 0, s[6], s[7], s[8], 0 &- (s[1] &+ s[3] &+ s[7]), &sink)
            sp = 0
        case 37:  // flex1
            try need(11, p, "flex1")
            let dx = s[0] &+ s[2] &+ s[4] &+ s[6] &+ s[8]
            let dy = s[1] &+ s[3] &+ s[5] &+ s[7] &+ s[9]
            curveTo(s[0], s[1], s[2], s[3], s[4], s[5], &sink)
            if dx.magnitude > dy.magnitude {
                curveTo(s[6], s[7], s[8], s[9], s[10], 0 &- dy, &sink)
            } else {
                curveTo(s[6], s[7], s[8], s[9], 0 &- dx, s[10], &sink)
            }
            sp = 0

        // Arithmetic and storage operators (Type 2 section 4.4 and 4.5), in 16.16 as FreeType
        // computes them (FT_MulFix, FT_DivFix); results are clamped to the operand limit.
        case 9:  // abs
            try need(1, p, "abs"); s[sp &- 1] = Int(s[sp &- 1].magnitude)
        case 10:  // add
            try need(2, p, "add"); sp &-= 1; s[sp &- 1] = clampOperand(s[sp &- 1] &+ s[sp])
        case 11:  // sub
            try need(2, p, "sub"); sp &-= 1; s[sp &- 1] = clampOperand(s[sp &- 1] &- s[sp])
        case 12:  // div
            try need(2, p, "div"); sp &-= 1
            s[sp &- 1] = s[sp] == 0 ? 0 : clampOperand(FixedPoint.divFix(s[sp &- 1], s[sp]))
        case 14:  // neg
            try need(1, p, "neg"); s[sp &- 1] = 0 &- s[sp &- 1]
        case 24:  // mul
            try need(2, p, "mul"); sp &-= 1; s[sp &- 1] = clampOperand(FixedPoint.mulFix(s[sp &- 1], s[sp]))
        case 26:  // sqrt
            try need(1, p, "sqrt")
            s[sp &- 1] = Int((units(max(s[sp &- 1], 0)).squareRoot() * 65536).rounded())
        case 3:  // and
            try need(2, p, "and"); sp &-= 1; s[sp &- 1] = (s[sp &- 1] != 0 && s[sp] != 0) ? 0x10000 : 0
        case 4:  // or
            try need(2, p, "or"); sp &-= 1; s[sp &- 1] = (s[sp &- 1] != 0 || s[sp] != 0) ? 0x10000 : 0
        case 5:  // not
            try need(1, p, "not"); s[sp &- 1] = s[sp &- 1] == 0 ? 0x10000 : 0
        case 15:  // eq
            try need(2, p, "eq"); sp &-= 1; s[sp &- 1] = s[sp &- 1] == s[sp] ? 0x10000 : 0
        case 22:  // ifelse
            try need(4, p, "ifelse")
            sp &-= 3
            if s[sp &+ 1] > s[sp &+ 2] { s[sp &- 1] = s[sp] }
        case 18:  // drop
            try need(1, p, "drop"); sp &-= 1
        case 27:  // dup
            try need(1, p, "dup"); try push(s[sp &- 1], p)
        case 28:  // exch
            try need(2, p, "exch")
            let top = s[sp &- 1]; s[sp &- 1] = s[sp &- 2]; s[sp &- 2] = top
        case 29:  // index
            try need(1, p, "index")
            let i = integer(s[sp &- 1])
            let from = i < 0 ? sp &- 2 : sp &- 2 &- i
            guard from >= 0 else { throw error(.invalidValue, p, "index \(i) below the stack") }
            s[sp &- 1] = s[from]
        case 30:  // roll
            try need(2, p, "roll")
            let count = integer(s[sp &- 2])
            let shift = integer(s[sp &- 1])
            sp &-= 2
            guard count >= 0, count <= sp else { throw error(.invalidValue, p, "roll of \(count) values") }
            if count > 0 {
                let base = sp &- count
                let k = ((shift % count) + count) % count
                if k != 0 {
                    let slice = UnsafeMutableBufferPointer(start: s + base, count: count)
                    slice[0..<count].reverse()
                    slice[0..<k].reverse()
                    slice[k..<count].reverse()
                }
            }
        case 20:  // put
            try need(2, p, "put")
            let i = integer(s[sp &- 1])
            guard i >= 0, i < 32 else { throw error(.invalidValue, p, "transient array index \(i)") }
            s[stackLimit &+ i] = s[sp &- 2]
            sp &-= 2
        case 21:  // get
            try need(1, p, "get")
            let i = integer(s[sp &- 1])
            guard i >= 0, i < 32 else { throw error(.invalidValue, p, "transient array index \(i)") }
            s[sp &- 1] = s[stackLimit &+ i]
        case 23:  // random: unpredictable by definition, so not reproducible
            throw error(.unsupportedFormat, p, "the random charstring operator is not supported")
        default:  // dotsection and reserved operators
            sp = 0
        }
    }

    /// Draws the base and accent glyphs of a seac-style `endchar` (Standard Encoding codes).
    private mutating func seac<S: OutlineSink>(_ adx: Int, _ ady: Int, _ bchar: Int, _ achar: Int,
                                               _ p: Int, _ cff: CFFTable, _ sink: inout S) throws(FontError) {
        guard seacAllowed else { throw error(.invalidValue, p, "seac inside a seac component") }
        let baseGlyph = try cff.glyph(forStandardCode: integer(bchar))
        let accentGlyph = try cff.glyph(forStandardCode: integer(achar))
        closeContour(&sink)
        for (glyph, dx, dy) in [(baseGlyph, 0, 0), (accentGlyph, adx, ady)] {
            let range = try cff.charStrings.range(of: glyph, in: cff.table)
            local = try cff.localSubrs(for: glyph)
            localBias = subroutineBias(local.count)
            sp = 0; x = dx; y = dy; stems = 0; sawWidth = false; seacAllowed = false
            _ = try run(range.lowerBound, range.upperBound, depth: 0, cff, &sink)
            closeContour(&sink)
        }
    }
}
