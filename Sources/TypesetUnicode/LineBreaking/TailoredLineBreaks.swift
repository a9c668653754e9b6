// UAX #14's rules with some characters given another class: the tailoring UAX #14 section 4
// allows, and what CSS's `line-break` and `word-break` values ask of a line breaker.
// Documentation/Typography.md, "The web: line-break and word-break".

/// The decision UAX #14's rules take before each scalar of a text when each scalar's class is
/// first passed through `replacement` (`nil` keeps the scalar's own class; LB1 then resolves
/// `AI`, `SG`, `XX` and `SA` letters to `AL`, `SA` marks to `CM` and `CJ` to `NS` as usual).
///
/// Element `i` (for `1..<scalars.count`) is the decision before `scalars[i]`: 0 no break, 1 a
/// break opportunity, 2 a mandatory break; element 0 is 0 (LB2) and the last element, at
/// `scalars.count`, is 2 (LB3). Dictionary breaks of Thai, Lao, Khmer and Myanmar are not
/// included: compare two runs (with and without a replacement) to find the positions a
/// tailoring changes, and keep ``ScalarLineBreakIterator``'s breaks elsewhere.
public func lineBreakDecisions(in scalars: UnsafeBufferPointer<Unicode.Scalar>,
                               replacement: (Unicode.Scalar) -> LineBreakClass?) -> [UInt8] {
    let count = scalars.count
    var classes = [BreakClass](repeating: .AL, count: count)
    for index in 0..<count {
        let scalar = scalars[index]
        let code = LineBreakTables.code(for: scalar.value)
        if let replaced = replacement(scalar) {
            classes[index] = BreakClass(replacing: replaced, code: code)
        } else {
            classes[index] = BreakClass(tableCode: code)
        }
    }
    var decisions = [UInt8](repeating: 0, count: count + 1)
    var state = LineBreakState()
    for index in 0..<count {
        let decision = state.advance(classes[index]) {
            var next = index + 1
            while next < count, classes[next] == .CM || classes[next] == .ZWJ { next += 1 }
            return next < count ? classes[next] : nil
        }
        decisions[index] = decision.rawValue
    }
    if count > 0 { decisions[count] = BreakDecision.mandatory.rawValue }
    return decisions
}

extension BreakClass {
    /// The resolved class of a replacement class, keeping the table's East Asian refinement of
    /// `OP` and `CP` when the replacement leaves the class as it was.
    init(replacing replaced: LineBreakClass, code: UInt8) {
        let own = BreakClass(tableCode: code)
        switch replaced {
        case .openPunctuation where own == .OPea, .closeParenthesis where own == .CPea: self = own
        case .ambiguous, .surrogate, .unknown, .complexContext: self = .AL
        case .conditionalJapaneseStarter: self = .NS
        default: self = BreakClass(rawValue: replaced.rawValue) ?? .AL
        }
    }
}
