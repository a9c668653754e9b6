// CSS's `word-break` and `line-break` as Chromium (Blink) applies them: which break opportunities
// each value adds to or removes from UAX #14's. The character sets were measured in Chromium 156
// (Scripts/expectations_web_layout.py, "breaks"); Typography.md, "The web: line-break and word-break".

import TypesetUnicode

/// The CSS `word-break` property: whether lines may break inside words.
public enum CSSWordBreak: String, Sendable, Hashable, CaseIterable {
    /// UAX #14's opportunities (the initial value).
    case normal
    /// Letters and digits of every script break between any two of them, and before a hyphen,
    /// an opening bracket or a prefix sign after them (Blink as measured: ``CSSLineBreaking/breaksAll(after:before:)``).
    case breakAll = "break-all"
    /// No break between two letters or digits (General_Category L or N), so CJK and Korean text
    /// breaks only at spaces and punctuation; Thai, Lao, Khmer and Myanmar (Line_Break SA) keep
    /// their word breaks.
    case keepAll = "keep-all"
}

/// The CSS `line-break` property: how strictly Japanese and Chinese punctuation, small kana and
/// marks are kept from starting a line.
public enum CSSLineBreak: String, Sendable, Hashable, CaseIterable {
    /// The language's default: `normal`, except that in Japanese and Korean a line may not
    /// start with 〜 or ゠ (Blink as measured).
    case auto
    /// A line may start with a small kana or the prolonged sound mark ー (Line_Break CJ); in
    /// Chinese, Japanese and Korean also with 〜 or ゠.
    case normal
    /// No line starts with a small kana or ー (CJ is a non-starter, UAX #14's LB1 default).
    /// Korean text breaks before them still (Blink as measured).
    case strict
    /// As `normal`; also before iteration marks (々 〻 ゝ ゞ ヽ ヾ) in every language, and in
    /// Chinese, Japanese and Korean before hyphens, centred punctuation, ！ and ？, postfix
    /// signs (° ％ ‰ ℃ …) and after some prefix signs (€ ＄ № …).
    case loose
}

/// The break opportunities of a web layout: UAX #14 with ICU's dictionaries (``ScalarLineBreakIterator``),
/// changed as `word-break` and `line-break` say for the text's language.
struct CSSLineBreaking: Sendable {
    let wordBreak: CSSWordBreak
    let lineBreak: CSSLineBreak
    /// The language is Chinese, Japanese or Korean (the primary subtag `zh`, `ja` or `ko`).
    let isChinese: Bool
    let isJapanese: Bool
    let isKorean: Bool

    init(wordBreak: CSSWordBreak, lineBreak: CSSLineBreak, language: String?) {
        self.wordBreak = wordBreak
        self.lineBreak = lineBreak
        let primary = (language ?? "").lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        isChinese = primary == "zh"
        isJapanese = primary == "ja"
        isKorean = primary == "ko"
    }

    /// Characters that start a line under `line-break: loose` in Chinese, Japanese and Korean:
    /// hyphens, centred punctuation, exclamation and question marks, postfix signs.
    static let looseStarters: Set<UInt32> = [
        0x00B0, 0x058A, 0x05BE, 0x1400, 0x2010, 0x2012, 0x2013, 0x2030, 0x2032, 0x2033, 0x2035, 0x203C, 0x2047, 0x2048,
        0x2049, 0x2103, 0x2109, 0x2E17, 0x2E40, 0x2E5D, 0x30FB, 0xFE6A, 0xFF01, 0xFF05, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF65, 0xFFE0,
    ]
    /// Prefix signs a line may end after under `line-break: loose` in Chinese, Japanese and Korean.
    static let loosePrefixes: Set<UInt32> = [0x00A4, 0x00B1, 0x20AC, 0x2116, 0xFE69, 0xFF04, 0xFFE1, 0xFFE5, 0xFFE6]
    /// Iteration marks: a line may start with them under `line-break: loose`.
    static let iterationMarks: Set<UInt32> = [0x3005, 0x303B, 0x309D, 0x309E, 0x30FD, 0x30FE]
    /// WAVE DASH and KATAKANA-HIRAGANA DOUBLE HYPHEN.
    static let waveDashes: Set<UInt32> = [0x301C, 0x30A0]

    var isCJK: Bool { isChinese || isJapanese || isKorean }

    /// Small kana and ー may start a line.
    var breaksBeforeCJ: Bool { lineBreak != .strict || isKorean }
    /// 〜 and ゠ may start a line.
    var breaksBeforeWaveDash: Bool {
        switch lineBreak {
        case .auto: return isChinese
        case .normal, .loose: return isCJK
        case .strict: return false
        }
    }

    /// The class a scalar breaks as, or `nil` for its own.
    func replacement(_ scalar: Unicode.Scalar) -> LineBreakClass? {
        let value = scalar.value
        if LineBreakClass(scalar) == .conditionalJapaneseStarter { return breaksBeforeCJ ? .ideographic : nil }
        if value < 0xB0 && value != 0xA4 { return nil }
        if breaksBeforeWaveDash && Self.waveDashes.contains(value) { return .ideographic }
        if lineBreak == .loose {
            if Self.iterationMarks.contains(value) { return .ideographic }
            if isCJK && (Self.looseStarters.contains(value) || Self.loosePrefixes.contains(value)) { return .ideographic }
        }
        return nil
    }

    /// Whether ``isDefault(for:)`` holds for every ASCII text (`line-break` changes no ASCII class).
    var keepsASCIIDefaults: Bool { wordBreak == .normal }

    /// Whether the rules as UAX #14 states them (Typeset's default breaks) already hold for `scalars`:
    /// `word-break: normal` and no character whose class `line-break` changes.
    func isDefault(for scalars: UnsafeBufferPointer<Unicode.Scalar>) -> Bool {
        guard wordBreak == .normal else { return false }
        for scalar in scalars where scalar.value >= 0xA4 && replacement(scalar) != nil { return false }
        return true
    }

    /// The opportunities of `scalars` (offsets are indices), or `nil` when they are UAX #14's
    /// with ICU's dictionaries unchanged.
    func opportunities(_ scalars: UnsafeBufferPointer<Unicode.Scalar>, dictionaries: LineBreakDictionaries) -> [LineBreakOpportunity]? {
        guard !isDefault(for: scalars) else { return nil }
        let count = scalars.count
        // 0 none, 1 opportunity, 2 mandatory, before each scalar and at the end.
        var decisions = [UInt8](repeating: 0, count: count + 1)
        var walker = ScalarLineBreakIterator(Array(scalars), dictionaries: dictionaries)
        while let opportunity = walker.next() { decisions[opportunity.offset] = opportunity.isMandatory ? 2 : 1 }
        // Where the replaced classes decide otherwise than the scalars' own, they win; elsewhere
        // the dictionaries' breaks stay.
        if scalars.contains(where: { $0.value >= 0xA4 && replacement($0) != nil }) {
            let own = lineBreakDecisions(in: scalars) { _ in nil }
            let tailored = lineBreakDecisions(in: scalars) { replacement($0) }
            for index in 1..<(count + 1) where own[index] != tailored[index] { decisions[index] = tailored[index] }
        }
        if wordBreak == .breakAll {
            // Breaks added between letters and digits and around them; none is taken away.
            var previous = LineBreakClass.space, previousIsMark = false
            for index in 0..<count {
                let own = LineBreakClass(scalars[index])
                let isMark = Self.isMark(scalars[index])
                // Two marks in a row stay together.
                if index > 0 && decisions[index] == 0 && !(isMark && previousIsMark) && Self.breaksAll(after: previous, before: own) {
                    decisions[index] = 1
                }
                previousIsMark = isMark
                // Combining marks and joiners belong to the character before (UAX #14 LB9); a mark
                // of a complex-context script is a letter here.
                if own != .combiningMark && own != .zeroWidthJoiner { previous = own }
                if own == .zeroWidthJoiner { previous = .wordJoiner }
            }
        }
        if wordBreak == .keepAll {
            var previous: Int? = nil  // the last scalar that is not a mark
            for index in 0..<count {
                let scalar = scalars[index]
                if Self.isMark(scalar) { continue }
                if let previous, decisions[index] == 1, Self.isLetterOrDigit(scalars[previous]), Self.isLetterOrDigit(scalar) {
                    decisions[index] = 0
                }
                previous = index
            }
        }
        var result: [LineBreakOpportunity] = []
        var utf8 = 0
        for index in 0...count {
            if index > 0 && decisions[index] != 0 {
                result.append(LineBreakOpportunity(offset: index, utf8Offset: utf8, isMandatory: decisions[index] == 2))
            }
            if index < count { utf8 += UTF8.width(scalars[index]) }
        }
        return result
    }

    /// `word-break: break-all`: whether a line may break between a character of class `first` and
    /// one of `second` where UAX #14 has no opportunity (Blink 156 as measured on every pair of 44
    /// characters standing for the classes: Scripts/expectations_web_layout.py, "word-break" rules).
    /// Letters: AL, HL, NU, AI and SA (letters and marks).
    static func breaksAll(after first: LineBreakClass, before second: LineBreakClass) -> Bool {
        func isLetter(_ c: LineBreakClass) -> Bool {
            c == .alphabetic || c == .hebrewLetter || c == .numeric || c == .ambiguous || c == .complexContext
        }
        switch first {
        case .alphabetic, .hebrewLetter, .numeric, .ambiguous, .complexContext:
            return isLetter(second) || second == .hyphen || second == .openPunctuation || second == .prefixNumeric
        case .closeParenthesis:
            return isLetter(second) || second == .hyphen || second == .prefixNumeric
        case .infixNumericSeparator, .postfixNumeric:
            return (isLetter(second) && second != .complexContext) || second == .hyphen
        case .breakSymbols:
            return isLetter(second) || second == .hyphen || second == .openPunctuation || second == .prefixNumeric
        case .closePunctuation, .exclamation:
            return second == .hyphen
        case .hyphen:
            return second == .numeric
        default:
            return false
        }
    }

    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// A letter or digit for `keep-all`: General_Category L or N, not of a complex-context script.
    static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber:
            return LineBreakClass(scalar) != .complexContext
        default:
            return false
        }
    }
}
