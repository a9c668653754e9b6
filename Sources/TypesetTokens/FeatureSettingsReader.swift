import TypesetFont
import TypesetShaping
import TypesetSupport

// `fontFeatureSettings` and `language` under $extensions → com.typeset (Documentation/Tokens.md).
//
// Neither the DTCG typography type (2025.10 draft: fontFamily, fontSize, fontWeight, letterSpacing,
// lineHeight) nor Tokens Studio's typography token (nine properties, none for features; the
// request tokens-studio/figma-plugin#1804 was closed as blocked by Figma's plugin API, #2540 for
// font-variant-numeric moved to their feedback board) has OpenType feature settings, so they
// are a Typeset extension. Its value is
// written as the web writes it, CSS `font-feature-settings`
// (https://www.w3.org/TR/css-fonts-4/#font-feature-settings-prop): `"tnum" 1, "liga" 0`, `"ss01"`,
// `"smcp" on`, `normal`; the HarfBuzz list `typeset shape --features` takes (`tnum,-liga,aalt=2`)
// is read too, and so is an object `{"tnum": 1, "liga": 0, "ss01": true}`.

/// How a feature settings value is written, for messages.
let featureSettingsShape = "a CSS font-feature-settings string (\"tnum\" 1, \"liga\" 0), a HarfBuzz list (tnum,-liga) or an object ({\"tnum\": 1, \"liga\": 0})"

/// Reads `fontFeatureSettings` and `language` values, reporting what is wrong where.
enum FeatureSettingsReader {
    /// The largest feature value: values above 1 pick an alternate, and OpenType's alternate sets
    /// count their glyphs in 16 bits (GSUB AlternateSet.glyphCount).
    static let maximumFeatureValue = 65_535

    /// The feature settings of a `fontFeatureSettings` value, in order, each tag once (the last
    /// setting of a tag wins, as in CSS); `nil` after an error. Warns about tags the OpenType
    /// registry does not list and about tags set twice.
    static func featureSettings(_ node: JSONNode, tokenPath: String, report: inout Reporter) -> [FeatureSetting]? {
        var settings: [(setting: FeatureSetting, position: SourcePosition)] = []
        var ok = true
        switch node.value {
        case .string(let text):
            ok = parseFeatureSettings(text, at: node.position, tokenPath: tokenPath, into: &settings, report: &report)
        case .array(let items):
            for item in items {
                guard let text = item.stringValue else {
                    report.error(item.position, tokenPath, "found \(item.kindDescription) in the fontFeatureSettings list; expected a feature setting string such as \"tnum\" or \"-liga\"")
                    ok = false
                    continue
                }
                ok = parseFeatureSettings(text, at: item.position, tokenPath: tokenPath, into: &settings, report: &report) && ok
            }
        case .object(let members):
            for member in members {
                guard let tag = checkedFeatureTag(member.key, at: member.keyPosition, tokenPath: tokenPath, report: &report) else { ok = false; continue }
                let value: Int?
                switch member.value.value {
                case .bool(let on): value = on ? 1 : 0
                case .number(let number, let text):
                    if number != number.rounded() {
                        report.error(member.value.position, tokenPath, "feature value \(text) for \"\(member.key)\" is not a whole number; expected 0 (off), 1 (on) or an alternate number up to \(FeatureSettingsReader.maximumFeatureValue)")
                        value = nil
                    } else if number >= 0, number <= Double(FeatureSettingsReader.maximumFeatureValue) {
                        value = Int(number)
                    } else {
                        report.error(member.value.position, tokenPath, "feature value \(text) for \"\(member.key)\" is out of range; expected 0 (off), 1 (on) or an alternate number up to \(FeatureSettingsReader.maximumFeatureValue)")
                        value = nil
                    }
                default:
                    report.error(member.value.position, tokenPath, "found \(member.value.kindDescription) for the feature \"\(member.key)\"; expected 0 (off), 1 (on), an alternate number, true or false")
                    value = nil
                }
                guard let value else { ok = false; continue }
                settings.append((FeatureSetting(tag, value: UInt32(value)), member.keyPosition))
            }
        default:
            report.error(node.position, tokenPath, "found \(node.kindDescription) for fontFeatureSettings; expected \(featureSettingsShape)")
            return nil
        }
        guard ok else { return nil }
        return checkedFeatureList(settings, tokenPath: tokenPath, report: &report)
    }

    /// Each tag once, at the place of its last setting, with warnings for repeats and unregistered tags.
    static func checkedFeatureList(_ settings: [(setting: FeatureSetting, position: SourcePosition)], tokenPath: String, report: inout Reporter) -> [FeatureSetting] {
        var last: [Tag: Int] = [:]
        for (index, item) in settings.enumerated() { last[item.setting.tag] = index }
        var warned: Set<Tag> = []
        for (index, item) in settings.enumerated() {
            let tag = item.setting.tag
            let name = tag.description
            if last[tag] != index, warned.insert(tag).inserted, let final = last[tag] {
                report.warning(settings[final].position, tokenPath, "feature \"\(name)\" is set more than once; the last setting, \(name)=\(settings[final].setting.value), wins")
            }
            if last[tag] == index, !FeatureSetting.isRegistered(tag) {
                var message = "feature tag \"\(name)\" is not a registered OpenType feature"
                if let suggestion = nearest(name, in: FeatureSetting.registeredTags) { message += " (did you mean \"\(suggestion)\"?)" }
                report.warning(item.position, tokenPath, message + "; it applies only in fonts that define it")
            }
        }
        return settings.enumerated().filter { last[$0.element.setting.tag] == $0.offset }.map(\.element.setting)
    }

    /// A tag as written in a style guide: exactly four characters U+0020 ... U+007E (CSS
    /// `font-feature-settings`: "tags longer or shorter than four characters, or containing
    /// characters outside the U+20–7E codepoint range are invalid").
    static func checkedFeatureTag(_ text: String, at position: SourcePosition, tokenPath: String, report: inout Reporter) -> Tag? {
        let scalars = text.unicodeScalars
        guard scalars.allSatisfy({ $0.value >= 0x20 && $0.value <= 0x7E }) else {
            report.error(position, tokenPath, "feature tag \"\(text)\" has a character outside U+0020...U+007E; expected four ASCII characters such as \"tnum\"")
            return nil
        }
        guard scalars.count == 4 else {
            report.error(position, tokenPath, "feature tag \"\(text)\" has \(scalars.count) character\(scalars.count == 1 ? "" : "s"); expected 4, as OpenType tags such as \"tnum\" and \"cv01\" have")
            return nil
        }
        return Tag(text)
    }

    /// Reads the settings of one string: comma-separated items, each CSS (`"tnum" 1`, quoted)
    /// or HarfBuzz (`tnum`, `-liga`, `aalt=2`); `normal` alone is no settings. Returns whether
    /// it read without errors.
    static func parseFeatureSettings(_ text: String, at position: SourcePosition, tokenPath: String,
                                       into settings: inout [(setting: FeatureSetting, position: SourcePosition)], report: inout Reporter) -> Bool {
        let trimmed = text.trimmingSpaces
        if trimmed == "normal" { return true }
        if trimmed.isEmpty {
            report.error(position, tokenPath, "found an empty string for fontFeatureSettings; expected \(featureSettingsShape), or \"normal\" for none")
            return false
        }
        if TokenReference.path(trimmed) != nil {
            report.error(position, tokenPath, "references are not read in $extensions: found \"\(trimmed)\" for fontFeatureSettings; expected the settings themselves")
            return false
        }
        // Split at commas outside quotes.
        var items: [String] = []
        var current = ""
        var quote: Character? = nil
        for character in trimmed {
            if let open = quote {
                if character == open { quote = nil }
                current.append(character)
            } else if character == "\"" || character == "'" {
                quote = character
                current.append(character)
            } else if character == "," {
                items.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        items.append(current)
        var ok = true
        for raw in items {
            let item = raw.trimmingSpaces
            if item.isEmpty {
                report.error(position, tokenPath, "fontFeatureSettings \"\(trimmed)\" has an empty setting between commas; expected one setting per comma")
                ok = false
                continue
            }
            guard let setting = parseFeatureSetting(item, at: position, tokenPath: tokenPath, report: &report) else { ok = false; continue }
            settings.append((setting, position))
        }
        return ok
    }

    /// One CSS or HarfBuzz setting.
    static func parseFeatureSetting(_ item: String, at position: SourcePosition, tokenPath: String, report: inout Reporter) -> FeatureSetting? {
        let expected = "expected \"tag\" with an optional value 0, 1, on or off (CSS), or tag, -tag, tag=value (HarfBuzz)"
        if let open = item.first, open == "\"" || open == "'" {
            // CSS: <string> [ <integer [0,∞]> | on | off ]?
            let afterOpen = item.dropFirst()
            guard let close = afterOpen.firstIndex(of: open) else {
                report.error(position, tokenPath, "feature setting '\(item)' has no closing quote; \(expected)")
                return nil
            }
            guard let tag = checkedFeatureTag(String(afterOpen[..<close]), at: position, tokenPath: tokenPath, report: &report) else { return nil }
            let valueText = String(afterOpen[afterOpen.index(after: close)...]).trimmingSpaces
            switch valueText {
            case "", "on": return FeatureSetting(tag, value: 1)
            case "off": return FeatureSetting(tag, value: 0)
            default:
                let digits = valueText.hasPrefix("+") ? String(valueText.dropFirst()) : valueText
                guard !digits.isEmpty, digits.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) else {
                    report.error(position, tokenPath, "feature setting '\(item)' has the value \"\(valueText)\"; expected a whole number 0 or more, on or off")
                    return nil
                }
                let value = digits.count > 9 ? Int.max : Int(digits) ?? Int.max
                guard value <= FeatureSettingsReader.maximumFeatureValue else {
                    report.error(position, tokenPath, "feature value \(valueText) for \"\(tag.description)\" is out of range; expected 0 (off), 1 (on) or an alternate number up to \(FeatureSettingsReader.maximumFeatureValue)")
                    return nil
                }
                return FeatureSetting(tag, value: UInt32(value))
            }
        }
        // HarfBuzz: tag, +tag, -tag, tag=value, tag=on|off, with an optional [range].
        guard let setting = FeatureSetting(parsing: item) else {
            report.error(position, tokenPath, "'\(item)' is not a feature setting; \(expected)")
            return nil
        }
        guard setting.isGlobal else {
            report.error(position, tokenPath, "feature setting '\(item)' applies to a range of the text; expected a setting for the whole text, without [start:end]")
            return nil
        }
        var tagText = Substring(item)
        if tagText.hasPrefix("-") || tagText.hasPrefix("+") { tagText = tagText.dropFirst() }
        let name = String(tagText.prefix { $0 != "=" && $0 != "[" }).trimmingSpaces
        guard checkedFeatureTag(name, at: position, tokenPath: tokenPath, report: &report) != nil else { return nil }
        guard setting.value <= UInt32(FeatureSettingsReader.maximumFeatureValue) else {
            report.error(position, tokenPath, "feature value \(setting.value) for \"\(name)\" is out of range; expected 0 (off), 1 (on) or an alternate number up to \(FeatureSettingsReader.maximumFeatureValue)")
            return nil
        }
        return setting
    }

    /// A `language` value: a well-formed BCP 47 tag (RFC 5646); `nil` after an error. Warns when
    /// the tag maps to no OpenType language system (HarfBuzz's mapping,
    /// `OpenTypeLanguage.tags(forBCP47:)`), where fonts keep their default forms.
    static func languageTag(_ node: JSONNode, tokenPath: String, report: inout Reporter) -> String? {
        let example = "expected a tag such as \"en\", \"de-CH\" or \"zh-Hant\""
        guard let tag = node.stringValue else {
            report.error(node.position, tokenPath, "found \(node.kindDescription) for language; expected a BCP 47 language tag such as \"en\", \"de-CH\" or \"zh-Hant\"")
            return nil
        }
        if let problem = LanguageTagSyntax.problem(tag) {
            var message = "language \"\(tag)\" is not a well-formed BCP 47 tag (\(problem))"
            let hyphenated = tag.replacingUnderscores
            if hyphenated != tag, LanguageTagSyntax.problem(hyphenated) == nil { message += "; did you mean \"\(hyphenated)\"?" } else {
                message += "; " + example
            }
            report.error(node.position, tokenPath, message)
            return nil
        }
        if OpenTypeLanguage.tags(forBCP47: tag).isEmpty {
            report.warning(node.position, tokenPath, "language \"\(tag)\" maps to no OpenType language system; fonts set it with their default forms")
        }
        return tag
    }
}

extension String {
    /// With every `_` replaced by `-`.
    var replacingUnderscores: String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "_" ? "-" : $0 }))
    }
}
