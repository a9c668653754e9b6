// Conversions from floating-point numbers computed from any input to integers, without traps.

extension Int {
    /// `value` rounded toward zero and clamped to `Int`'s range (NaN is 0): a conversion that
    /// cannot trap, for pixel coordinates computed from any input.
    @inlinable
    public init(saturating value: Double) {
        if value.isNaN { self = 0 }
        else if value >= 9.223372036854775e18 { self = .max }
        else if value <= -9.223372036854775e18 { self = .min }
        else { self = Int(value) }
    }

    /// `value` clamped to `range` and converted (NaN is the lower bound).
    @inlinable
    public init(clamping value: Double, to range: ClosedRange<Int>) {
        if value.isNaN { self = range.lowerBound; return }
        self = Swift.min(Swift.max(Int(saturating: value), range.lowerBound), range.upperBound)
    }
}
