// How wide a font sets each character, for measuring line length without shaping.

/// Horizontal advances of characters, in font units, for measuring line length.
///
/// A value wrapping a lookup so it works with a face's `cmap` + `hmtx` (TypesetFont's
/// `CharacterAdvances(unitsPerEm:characterMap:horizontalMetrics:)`) and with synthetic advances alike. Unmapped characters return `nil` and are left out of averages.
public struct CharacterAdvances: Sendable {
    /// Font units per em of the advances.
    public let unitsPerEm: Int
    private let lookup: @Sendable (UInt32) -> Int?

    /// Advances from a lookup of a Unicode scalar to its advance in font units (`nil` when unmapped).
    public init(unitsPerEm: Int, _ lookup: @escaping @Sendable (UInt32) -> Int?) {
        self.unitsPerEm = max(1, unitsPerEm)
        self.lookup = lookup
    }

    /// Advances from a table of scalar -> advance in font units.
    public init(unitsPerEm: Int, table: [UInt32: Int]) {
        self.init(unitsPerEm: unitsPerEm) { table[$0] }
    }

    /// The advance of `scalar` in font units, or `nil` when the font does not map it.
    public func advance(of scalar: UInt32) -> Int? { lookup(scalar) }
}
