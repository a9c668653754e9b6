// Stores a layout hands to its lines (glyphs, carets) are written in place into memory
// allocated for them, with no uniqueness or capacity test per element; a store that proves too
// small is made again twice as large.

/// Writes elements into a store allocated for them, counting what did not fit.
struct StoreWriter<Element> {
    let buffer: UnsafeMutableBufferPointer<Element>
    var count = 0
    /// An element did not fit (the store is made again larger).
    var overflowed = false

    @inline(__always)
    mutating func append(_ element: Element) {
        guard count < buffer.count else { overflowed = true; return }
        (buffer.baseAddress! + count).initialize(to: element)
        count &+= 1
    }
}

extension Array {
    /// An array of what `fill` writes into a store of `capacity` elements, made again with
    /// twice the capacity (`fill` run again from the start) while what it writes does not fit.
    static func written(capacity: Int, _ fill: (inout StoreWriter<Element>) -> Void) -> [Element] {
        var capacity = Swift.max(capacity, 1)
        while true {
            var overflowed = false
            let store = [Element](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                var writer = StoreWriter(buffer: buffer)
                fill(&writer)
                initialized = writer.count
                overflowed = writer.overflowed
            }
            if !overflowed { return store }
            capacity *= 2
        }
    }
}
