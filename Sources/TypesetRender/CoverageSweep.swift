/// The sweep of a ``Rasterizer``'s accumulation buffer into coverage bytes, as FreeType's smooth
/// rasterizer sweeps its cells (`gray_sweep` in `ftgrays.c`) and converts areas to coverage.
///
/// Each row's running sum gives every pixel FreeType's `area − 512·(cover through it)` (minus
/// its accumulated area, FreeType's sign); eight pixels at a time, the sums inside a vector
/// computed by two shifted additions and the last lane carried to the next. The buffer is
/// zeroed as it is read.
enum CoverageSweep {
    /// Writes the coverage of the `width × grid.height` pixels of `grid` into `base` (rows
    /// `rowBytes` apart, `rowBytes ≥ width`, holding `rowBytes × (height − 1) + width` bytes)
    /// and zeroes the cells it read.
    static func sweep(_ grid: CellGrid, width: Int, into base: UnsafeMutablePointer<UInt8>, rowBytes: Int) {
        let w = width, height = grid.height, stride = grid.stride, cells = grid.cells
        // Rows without padding after them may be written in whole blocks of eight: the bytes past
        // a row's end land in the rows after it, which are written later. Only blocks that would
        // pass the picture's last byte are stored byte by byte.
        let blockEnd = (w &+ 7) & ~7, pictureEnd = w &* height
        for row in 0..<height {
            let dst = base + row &* rowBytes
            let line = cells + row &* stride
            let spills = rowBytes == w && row &* w &+ blockEnd <= pictureEnd
            var x = 0
            var carry = SIMD4<Int32>(repeating: 0)
            while x < w {
                // Eight accumulators (inside the row's stride, a multiple of 8), read and zeroed.
                let p = UnsafeMutableRawPointer(line + x)
                let low = p.loadUnaligned(as: SIMD4<Int32>.self)
                let high = p.loadUnaligned(fromByteOffset: 16, as: SIMD4<Int32>.self)
                p.storeBytes(of: SIMD8<Int32>(repeating: 0), as: SIMD8<Int32>.self)
                let sumsLow = Self.runningSums(low, carry)
                let sumsHigh = Self.runningSums(high, SIMD4(repeating: sumsLow[3]))
                carry = SIMD4(repeating: sumsHigh[3])
                let bytes = Self.coverage(SIMD8(lowHalf: sumsLow, highHalf: sumsHigh))
                let left = w &- x
                if left >= 8 || spills {
                    UnsafeMutableRawPointer(dst + x).storeBytes(of: bytes, as: SIMD8<UInt8>.self)
                } else {
                    // The row's last pixels: 4, 2 and 1 bytes as the count's bits say.
                    var word = unsafeBitCast(bytes, to: UInt64.self)
                    var q = UnsafeMutableRawPointer(dst + x)
                    if left & 4 != 0 {
                        q.storeBytes(of: UInt32(truncatingIfNeeded: word), as: UInt32.self)
                        word &>>= 32; q += 4
                    }
                    if left & 2 != 0 {
                        q.storeBytes(of: UInt16(truncatingIfNeeded: word), as: UInt16.self)
                        word &>>= 16; q += 2
                    }
                    if left & 1 != 0 { q.storeBytes(of: UInt8(truncatingIfNeeded: word), as: UInt8.self) }
                }
                x &+= 8
            }
            // The two columns right of the grid, when the last block stopped short of them.
            line[w] = 0
            line[w &+ 1] = 0
        }
    }

    /// Running sums of four accumulators, plus `carry` (the sum before them in every lane):
    /// lanes shifted up by one inside 64-bit halves and added, then the second lane's sum added
    /// to the upper half.
    @inline(__always)
    private static func runningSums(_ v: SIMD4<Int32>, _ carry: SIMD4<Int32>) -> SIMD4<Int32> {
        var sums = v
        sums &+= unsafeBitCast(unsafeBitCast(v, to: SIMD2<UInt64>.self) &<< 32, to: SIMD4<Int32>.self)
        sums &+= SIMD4(lowHalf: SIMD2(repeating: 0), highHalf: SIMD2(repeating: sums[1]))
        return sums &+ carry
    }

    /// FreeType's conversion of accumulated areas to coverage bytes. The buffer holds FreeType's
    /// sign (its y axis points up: `v = −A`, in 1/131072 px²): `⌊v / 512⌋` when `v ≥ 0`, else
    /// `⌈−v / 512⌉ − 1` (the one's complement of `⌊v / 512⌋`), capped at 255 by the two saturating
    /// narrowings (32 → 16 → 8 bits) the clamps below compile to.
    @inline(__always)
    static func coverage(_ v: SIMD8<Int32>) -> SIMD8<UInt8> {
        let m = (v ^ (v &>> 31)) &>> 9
        let halves = SIMD8<Int16>(truncatingIfNeeded: pointwiseMax(pointwiseMin(m, SIMD8(repeating: 32767)), SIMD8(repeating: -32768)))
        return SIMD8<UInt8>(truncatingIfNeeded: pointwiseMax(pointwiseMin(halves, SIMD8(repeating: 255)), SIMD8(repeating: 0)))
    }
}
