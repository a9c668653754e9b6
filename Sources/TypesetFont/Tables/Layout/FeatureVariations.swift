// GSUB/GPOS FeatureVariations (layout table version 1.1): alternate feature tables chosen by
// conditions on the normalized coordinates.
// https://learn.microsoft.com/en-us/typography/opentype/spec/chapter2#featurevariations-table

/// The FeatureVariations table of a `GSUB` or `GPOS` table: records of a condition set and
/// feature table substitutions; at an instance, the first record whose conditions all hold
/// replaces the feature tables it names (for `rvrn` and any other feature).
///
/// Condition format 1 (an axis range, F2Dot14) is read; a set with a condition of another format
/// never holds (HarfBuzz's rule), and an empty set always does. Reads are checked: a record that
/// cannot be read is passed over.
public struct FeatureVariations: Sendable {
    let table: TableData
    /// The number of records.
    public let count: Int

    /// Largest number of records read.
    public static let maxRecordCount = 1 << 16

    init(_ table: TableData) throws(FontError) {
        let major = try table.u16(0)
        guard major == 1 else {
            throw table.error(.unsupportedFormat, at: 0, "FeatureVariations major version \(major) is not 1")
        }
        let count = Int(try table.u32(4))
        guard count <= FeatureVariations.maxRecordCount, table.contains(8, count * 8) else {
            throw table.error(.truncated, at: 4, "\(count) feature variation records run past the end of the table")
        }
        self.table = table
        self.count = count
    }

    /// Whether the condition set at `offset` holds at `coordinates` (F2Dot14, `fvar` order).
    func conditionsHold(at offset: Int, _ coordinates: [Int16]) -> Bool {
        guard offset != 0 else { return true }
        guard table.contains(offset, 2) else { return false }
        let conditions = Int(table.u16Unchecked(offset))
        guard table.contains(offset + 2, conditions * 4) else { return false }
        for index in 0..<conditions {
            let condition = offset + Int(table.u32Unchecked(offset + 2 + index * 4))
            guard table.contains(condition, 8), table.u16Unchecked(condition) == 1 else { return false }
            let axis = Int(table.u16Unchecked(condition + 2))
            let minimum = Int16(bitPattern: table.u16Unchecked(condition + 4))
            let maximum = Int16(bitPattern: table.u16Unchecked(condition + 6))
            let value = axis < coordinates.count ? coordinates[axis] : 0
            guard minimum <= value, value <= maximum else { return false }
        }
        return true
    }

    /// The alternate feature tables, by feature index, of the first record whose conditions hold
    /// at `coordinates` (F2Dot14, `fvar` order); empty when none does.
    public func substitutions(at coordinates: [Int16]) -> [Int: Feature] {
        for record in 0..<count {
            let conditionSet = Int(table.u32Unchecked(8 + record * 8))
            guard conditionsHold(at: conditionSet, coordinates) else { continue }
            let substitution = Int(table.u32Unchecked(12 + record * 8))
            guard substitution != 0, table.contains(substitution, 6) else { return [:] }
            let entries = Int(table.u16Unchecked(substitution + 4))
            guard table.contains(substitution + 6, entries * 6) else { return [:] }
            var features: [Int: Feature] = [:]
            for entry in 0..<entries {
                let at = substitution + 6 + entry * 6
                let featureIndex = Int(table.u16Unchecked(at))
                let alternate = substitution + Int(table.u32Unchecked(at + 2))
                guard let window = try? table.slice(from: alternate), let feature = try? Feature(window) else { continue }
                features[featureIndex] = feature
            }
            return features
        }
        return [:]
    }
}

extension LayoutTable {
    /// The FeatureVariations table (version 1.1), or `nil` when the table has none.
    public func featureVariations() throws(FontError) -> FeatureVariations? {
        guard featureVariationsOffset != 0 else { return nil }
        return try FeatureVariations(table.slice(from: featureVariationsOffset))
    }

    /// The feature tables that replace the FeatureList's at the instance of normalized
    /// `coordinates`, by feature index (empty at the default instance, without FeatureVariations,
    /// or when none of its records applies).
    public func featureSubstitutions(at coordinates: [Int16]) -> [Int: Feature] {
        guard !coordinates.isEmpty, let variations = (try? featureVariations()) ?? nil else { return [:] }
        return variations.substitutions(at: coordinates)
    }
}
