/// Numbers as text, written the same way in every output (JSON, messages, generated Swift, SVG).
public enum NumberText {
    /// The shortest text that reads back as the same `Double` (Swift's `description`), whole
    /// numbers without a fraction ("24", not "24.0"). Non-finite values print as Swift does.
    public static func shortest(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// `value` rounded to at most `places` decimals (0 to 6), trailing zeros and a trailing point
    /// removed, no exponent and no negative zero; non-finite values give "0" and magnitudes are
    /// capped at 10¹².
    public static func decimals(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return "0" }
        let places = min(max(places, 0), 6)
        var unit: Int64 = 1
        for _ in 0..<places { unit *= 10 }
        let v = min(max(value, -1e12), 1e12)
        let scaled = Int64((v * Double(unit)).rounded())
        if scaled == 0 { return "0" }
        let magnitude = scaled.magnitude
        var s = scaled < 0 ? "-" : ""
        s += String(magnitude / UInt64(unit))
        var fraction = magnitude % UInt64(unit)
        if fraction != 0 {
            var digits = places
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            let f = String(fraction)
            s += "." + String(repeating: "0", count: digits - f.count) + f
        }
        return s
    }
}
