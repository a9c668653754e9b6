import TypesetSupport

// Tokens Studio for Figma's value strings (the plugin's JSON, "legacy" format): a value as text
// ("17", "17px", "140%", "AUTO"), split into a number and a unit, and a font weight written as a
// Figma style name ("Semi Bold", "Bold Italic"). Math ("{size.base} * 2") is not evaluated.

/// Reads Tokens Studio value strings, reporting what is wrong where.
enum StudioValueReader {
    /// The value as text: strings as written (without surrounding spaces), numbers as written;
    /// `nil` after an error (not a string or a number, a math expression or an embedded reference).
    static func text(_ node: JSONNode, _ property: String, _ tokenPath: String, report: inout Reporter) -> String? {
        let text: String
        switch node.value {
        case .string(let s): text = s.trimmingSpaces
        case .number(_, let written): text = written
        default:
            report.error(node.position, tokenPath, "found \(node.kindDescription) for \(property); expected a string or a number")
            return nil
        }
        if text.contains("{") || text.contains("*") || text.contains("/") || text.contains("+") || text.contains("(")
            || text.dropFirst().contains(" - ") {
            report.error(node.position, tokenPath, "math expressions and embedded references are not supported: found \"\(text)\" for \(property); expected a value or a single {reference}")
            return nil
        }
        return text
    }

    /// Splits "17px" into 17 and "px" (unit lower-cased; "" when none).
    static func numberAndUnit(_ text: String) -> (Double, String)? {
        let scalars = Array(text.unicodeScalars)
        var end = 0
        if end < scalars.count, scalars[end] == "-" || scalars[end] == "+" { end += 1 }
        while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == "." { end += 1 }
        var numberText = String(String.UnicodeScalarView(scalars[0..<end]))
        if numberText.hasPrefix("+") { numberText.removeFirst() }
        guard let number = Double(numberText) else { return nil }
        let unit = String(String.UnicodeScalarView(scalars[end...])).trimmingSpaces.lowercased()
        return (number, unit)
    }

    /// A number with one of `units` ("" for none), within ±``ReaderSession/maximumPoints`` points
    /// (a rem is `remSize` points); `nil` after an error.
    static func length(_ node: JSONNode, _ property: String, _ tokenPath: String, units: [String], remSize: Double,
                       report: inout Reporter) -> (Double, String)? {
        guard let text = Self.text(node, property, tokenPath, report: &report) else { return nil }
        guard let (number, unit) = Self.numberAndUnit(text) else {
            report.error(node.position, tokenPath, "found \"\(text)\" for \(property); expected a number with an optional unit (\(units.filter { !$0.isEmpty }.joined(separator: ", ")))")
            return nil
        }
        // Bounded in points as DTCG dimensions are (a rem is `remSize` points), so conversions
        // cannot overflow.
        guard ReaderSession.isInRange(points: unit == "rem" ? number * remSize : number) else {
            report.error(node.position, tokenPath, "\(property) \"\(text)\" is out of range; expected a value within ±\(NumberText.shortest(ReaderSession.maximumPoints)) points")
            return nil
        }
        guard units.contains(unit) else {
            report.error(node.position, tokenPath, "unknown unit \"\(unit)\" in \(property) \"\(text)\"; expected \(units.map { $0.isEmpty ? "no unit" : $0 }.joined(separator: ", "))")
            return nil
        }
        return (number, unit)
    }

    /// A font weight written as a number (1...1000) or a Figma style name ("Semi Bold",
    /// "Bold Italic", which also says italic); `nil` after an error.
    static func weight(_ text: String, _ node: JSONNode, _ tokenPath: String, report: inout Reporter) -> (weight: Int, italic: Bool)? {
        if let number = Double(text), !(number >= 1 && number <= 1000) {
            report.error(node.position, tokenPath, "font weight \(text) is out of range; expected 1...1000")
            return nil
        }
        guard let result = WeightNames.studioWeight(text) else {
            report.error(node.position, tokenPath, "unknown font weight \"\(text)\"; expected \(WeightNames.studioList)")
            return nil
        }
        return result
    }
}
