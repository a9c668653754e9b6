// A face's character advances for the readable measure: its `cmap` and `hmtx`.

extension CharacterAdvances {
    /// Advances read from a face's `cmap` and `hmtx`.
    public init(unitsPerEm: Int, characterMap: CharacterMap, horizontalMetrics: HorizontalMetrics) {
        self.init(unitsPerEm: unitsPerEm) { scalar in
            characterMap.glyph(for: scalar).map { horizontalMetrics.advance(of: $0) }
        }
    }
}
