// Raw access for the shaper's compiled lookups (TypesetShaping): the address of a face's bytes
// and where a table ends, so lookups validated once can be read through one pointer.

extension FontData {
    /// The address of the first byte, valid as long as this value (or a copy of it) lives.
    ///
    /// Reads through it are not checked: the caller keeps them inside `count` bytes (a layout
    /// table's offsets are validated against ``TableData/end`` first).
    package var unsafeBaseAddress: UnsafeRawPointer? { storage.base.baseAddress }
}

extension TableData {
    /// The absolute file offset one past the table's last byte. Every window sliced from a
    /// table (``slice(from:length:)`` without a length) ends there too.
    package var end: Int { start &+ length }
}

extension HorizontalMetrics {
    /// The file's bytes and the absolute offset of the table, for reading advances through
    /// ``FontData/unsafeBaseAddress`` (the `numberOfHMetrics` full entries were checked to lie
    /// inside the table).
    package var data: FontData { table.data }
    package var tableStart: Int { table.start }

    /// At an instance of a variable face, every glyph's advance (`glyphCount` values), to be
    /// read instead of the table; `nil` for a static face. Valid while these metrics live.
    package var instanceAdvances: UnsafePointer<Int32>? { variedAdvances.map { UnsafePointer($0.values) } }
}
