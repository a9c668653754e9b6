/// The Unicode `Line_Break` property of a scalar (UAX #14, Unicode 15.0), as listed in
/// `LineBreak.txt`, including the documented defaults for unassigned code points
/// (`ID` in the CJK ideograph blocks, in Planes 2–3 and in U+1F000–1FAFF / U+1FC00–1FFFD,
/// `PR` in the Currency Symbols block, `XX` elsewhere).
///
/// The case names are the property's long value aliases; ``abbreviation`` gives the
/// two- or three-letter alias (`AL`, `ID`, `ZWJ`, …) that UAX #14 uses in its rules.
///
/// These are the *unresolved* classes. ``LineBreaker`` resolves them as rule LB1 says:
/// `AI`, `SG` and `XX` become `AL`; `SA` becomes `CM` for nonspacing and spacing marks
/// (General_Category Mn/Mc) and `AL` otherwise; `CJ` becomes `NS`.
///
/// Raw values are the codes stored in the generated tables (`LineBreakTables.swift`); the
/// generator `Scripts/generate_linebreak_tables.py` reads them from this file, so keep
/// the `// XX` abbreviation comments. Codes 0–37 are classes that LB1 leaves unchanged.
public enum LineBreakClass: UInt8, Sendable, Hashable, CaseIterable {
    case mandatoryBreak = 0  // BK
    case carriageReturn = 1  // CR
    case lineFeed = 2  // LF
    case nextLine = 3  // NL
    case space = 4  // SP
    case zeroWidthSpace = 5  // ZW
    case zeroWidthJoiner = 6  // ZWJ
    case combiningMark = 7  // CM
    case wordJoiner = 8  // WJ
    case glue = 9  // GL
    case breakBoth = 10  // B2
    case breakAfter = 11  // BA
    case breakBefore = 12  // BB
    case hyphen = 13  // HY
    case contingentBreak = 14  // CB
    case closePunctuation = 15  // CL
    case closeParenthesis = 16  // CP
    case exclamation = 17  // EX
    case inseparable = 18  // IN
    case nonstarter = 19  // NS
    case openPunctuation = 20  // OP
    case quotation = 21  // QU
    case infixNumericSeparator = 22  // IS
    case numeric = 23  // NU
    case postfixNumeric = 24  // PO
    case prefixNumeric = 25  // PR
    case breakSymbols = 26  // SY
    case alphabetic = 27  // AL
    case emojiBase = 28  // EB
    case emojiModifier = 29  // EM
    case hangulLVSyllable = 30  // H2
    case hangulLVTSyllable = 31  // H3
    case hebrewLetter = 32  // HL
    case ideographic = 33  // ID
    case hangulLeadingJamo = 34  // JL
    case hangulVowelJamo = 35  // JV
    case hangulTrailingJamo = 36  // JT
    case regionalIndicator = 37  // RI
    case ambiguous = 38  // AI
    case surrogate = 39  // SG
    case unknown = 40  // XX
    case conditionalJapaneseStarter = 41  // CJ
    case complexContext = 42  // SA

    /// The `Line_Break` property of `scalar` (Unicode 15.0).
    public init(_ scalar: Unicode.Scalar) {
        self = LineBreakClass(tableCode: LineBreakTables.code(for: scalar.value))
    }

    /// Table codes above the raw values: a class plus the one extra property bit the
    /// Unicode 15.0 rules need for it (see `Scripts/generate_linebreak_tables.py`).
    enum TableCode {
        /// `OP` with East_Asian_Width F, W or H (excluded from LB30).
        static let eastAsianOpen: UInt8 = 43
        /// `CP` with East_Asian_Width F, W or H (excluded from LB30).
        static let eastAsianClose: UInt8 = 44
        /// `ID` that is Extended_Pictographic and unassigned (General_Category Cn), for LB30b.
        static let unassignedPictographic: UInt8 = 45
        /// `SA` with General_Category Mn or Mc (LB1 resolves it to `CM`).
        static let complexContextMark: UInt8 = 46
        /// `SA` letters (LB1 resolves them to `AL`): the raw value of ``LineBreakClass/complexContext``.
        static let complexContext: UInt8 = 42
    }

    /// The class for a code read from the generated tables.
    init(tableCode code: UInt8) {
        switch code {
        case TableCode.eastAsianOpen: self = .openPunctuation
        case TableCode.eastAsianClose: self = .closeParenthesis
        case TableCode.unassignedPictographic: self = .ideographic
        case TableCode.complexContextMark: self = .complexContext
        default: self = LineBreakClass(rawValue: code) ?? .unknown
        }
    }

    /// The short property value alias used in UAX #14 and `LineBreak.txt`, e.g. `"AL"`.
    public var abbreviation: String {
        switch self {
        case .mandatoryBreak: "BK"
        case .carriageReturn: "CR"
        case .lineFeed: "LF"
        case .nextLine: "NL"
        case .space: "SP"
        case .zeroWidthSpace: "ZW"
        case .zeroWidthJoiner: "ZWJ"
        case .combiningMark: "CM"
        case .wordJoiner: "WJ"
        case .glue: "GL"
        case .breakBoth: "B2"
        case .breakAfter: "BA"
        case .breakBefore: "BB"
        case .hyphen: "HY"
        case .contingentBreak: "CB"
        case .closePunctuation: "CL"
        case .closeParenthesis: "CP"
        case .exclamation: "EX"
        case .inseparable: "IN"
        case .nonstarter: "NS"
        case .openPunctuation: "OP"
        case .quotation: "QU"
        case .infixNumericSeparator: "IS"
        case .numeric: "NU"
        case .postfixNumeric: "PO"
        case .prefixNumeric: "PR"
        case .breakSymbols: "SY"
        case .alphabetic: "AL"
        case .emojiBase: "EB"
        case .emojiModifier: "EM"
        case .hangulLVSyllable: "H2"
        case .hangulLVTSyllable: "H3"
        case .hebrewLetter: "HL"
        case .ideographic: "ID"
        case .hangulLeadingJamo: "JL"
        case .hangulVowelJamo: "JV"
        case .hangulTrailingJamo: "JT"
        case .regionalIndicator: "RI"
        case .ambiguous: "AI"
        case .surrogate: "SG"
        case .unknown: "XX"
        case .conditionalJapaneseStarter: "CJ"
        case .complexContext: "SA"
        }
    }

    /// The class with the given short alias (`"AL"`, `"ZWJ"`, …), or `nil`.
    public init?(abbreviation: String) {
        guard let found = LineBreakClass.allCases.first(where: { $0.abbreviation == abbreviation }) else { return nil }
        self = found
    }
}

extension Unicode.Scalar {
    /// The Unicode `Line_Break` property of this scalar (UAX #14, Unicode 15.0).
    public var lineBreakClass: LineBreakClass { LineBreakClass(self) }
}
