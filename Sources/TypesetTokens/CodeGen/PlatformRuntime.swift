import Typeset

/// The run-time text the UIKit and SwiftUI files share, written once: the enums their style
/// types nest, the stored properties (each declared with the argument every style passes for
/// it), the per-style constants and `applyingTextCase`. A ``Framework`` names what differs; each
/// emitter adds only what is its own (fonts, line heights and attributes in the framework's terms).
///
/// The enums' cases come from the core's (`Typeset.DynamicTypeStyle`, `SystemFontWeight`,
/// `TextAlignment`, `TextCase`) and the token model's (`TextDecoration`), so the generated
/// types cannot fall behind them.
struct PlatformRuntime {
    /// A nested enum's mapping onto a framework type: a computed property with one `case` line
    /// per pattern.
    struct Mapping {
        /// The property's doc comment, one line each.
        var doc: [String]
        /// The framework type.
        var type: String
        /// `pattern: value` lines of the switch, in order.
        var cases: [(pattern: String, value: String)]

        /// Every case mapped to the framework's value of the same name, except `renamed` ones.
        static func sameNames(_ cases: [String], doc: [String], type: String, renamed: [String: String] = [:]) -> Mapping {
            Mapping(doc: doc, type: type, cases: cases.map { (".\($0)", ".\(renamed[$0] ?? $0)") })
        }
    }

    /// One stored property of the style type and the argument each style passes for it.
    struct Property {
        /// The doc comment.
        var doc: String
        /// `name: Type`.
        var declaration: String
        /// The argument's value for a style, as Swift source.
        var argument: (GuideModel.Style) -> String
    }

    /// What differs between the frameworks in the shared text.
    struct Framework {
        /// The generated style type (`TypesetUIKitStyle`).
        var typeName: String
        /// The name of every mapping property (`uiKit`, `swiftUI`).
        var mappingName: String
        /// Whether the text style and weight enums name the framework type they map onto.
        var namesMappedTypes: Bool
        /// How the mapping of text styles is documented and which framework type it returns.
        var textStyle: Mapping
        /// The mapping of system font weights.
        var weight: Mapping
        /// The end of the doc of a fixed line height: how it scales.
        var fixedLineHeightScaling: String
        /// What the framework calls the font's own line height, when it has a name for it.
        var fontLineHeightName: String?
        /// What the framework calls letter spacing, when it has its own name (`UIKit kern`).
        var letterSpacingName: String?
        /// The mapping of alignments.
        var alignment: Mapping
        /// The doc of the case transformation enum.
        var textCaseDoc: String
        /// The mapping of case transformations, when the framework has one.
        var textCase: Mapping?
        /// How the style's font is asked for by PostScript name (`UIFont(name:size:)`).
        var namedFont: String
        /// How the doc of the system font weight ends (when the named font is not used).
        var systemFontWeightUse: String
        /// What the letter spacing rule is called in its property's doc.
        var letterSpacingRuleName: String
        /// Properties after the letter spacing rule.
        var sizeProperties: [Property]
        /// Properties after the decoration: the resolved numbers for review.
        var resolvedProperties: [Property]
        /// The end of the doc of `applyingTextCase`.
        var applyingTextCaseNote: String
    }

    let model: GuideModel
    let framework: Framework

    /// The enums nested in the style type, from the text style's to the decoration's.
    var nestedTypes: String {
        let f = framework
        let fontLineHeight = f.fontLineHeightName.map { " (\($0))" } ?? ""
        let letterSpacing = f.letterSpacingName.map { " (\($0))" } ?? ""
        return [
            PlatformRuntime.stringEnum(doc: "A Dynamic Type text style" + (f.namesMappedTypes ? " (`\(f.textStyle.type)`)." : "."), name: "TextStyle",
                                       cases: Typeset.DynamicTypeStyle.allCases.map(\.rawValue), mapping: f.textStyle, mappingName: f.mappingName),
            PlatformRuntime.stringEnum(doc: "A system font weight" + (f.namesMappedTypes ? " (`\(f.weight.type)`)." : "."), name: "SystemFontWeight",
                                       cases: Typeset.SystemFontWeight.allCases.map(\.rawValue), mapping: f.weight, mappingName: f.mappingName),
            """
                /// How the line height follows the size.
                public enum LineHeightRule: Sendable, Hashable {
                    /// A fixed height in points at the default category; \(f.fixedLineHeightScaling).
                    case points(CGFloat)
                    /// A multiple of the (scaled) point size.
                    case multipleOfSize(CGFloat)
                    /// A multiple of the font's own line height\(fontLineHeight).
                    case multipleOfFontLineHeight(CGFloat)
                }

                /// How the letter spacing\(letterSpacing) follows the size.
                public enum LetterSpacingRule: Sendable, Hashable {
                    /// Points, at every size.
                    case points(CGFloat)
                    /// A fraction of the (scaled) point size.
                    case multipleOfSize(CGFloat)
                }


            """,
            PlatformRuntime.stringEnum(doc: "Paragraph alignment.", name: "Alignment", cases: Typeset.TextAlignment.allCases.map(\.rawValue),
                                       mapping: f.alignment, mappingName: f.mappingName),
            PlatformRuntime.stringEnum(doc: f.textCaseDoc, name: "TextCase", cases: Typeset.TextCase.allCases.map(\.rawValue),
                                       mapping: f.textCase, mappingName: f.mappingName),
            PlatformRuntime.stringEnum(doc: "Underline or strikethrough.", name: "Decoration",
                                       cases: TextDecoration.allCases.map(\.rawValue), mapping: nil, mappingName: f.mappingName),
            PlatformRuntime.stringEnum(doc: "A size class (the core's `SizeClass`).", name: "SizeClass",
                                       cases: Typeset.SizeClass.allCases.map(\.rawValue), mapping: nil, mappingName: f.mappingName),
            """
                /// When a variant applies: every trait it names must match, a trait it does not name
                /// matches anything (the core's `TraitCondition`).
                public struct TraitCondition: Sendable, Hashable {
                    /// The horizontal size class required, if any.
                    public var horizontalSizeClass: SizeClass?
                    /// The vertical size class required, if any.
                    public var verticalSizeClass: SizeClass?
                    /// Bold Text on (legibility weight bold) or off, if required.
                    public var isBoldText: Bool?

                    /// A condition.
                    public init(horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil, isBoldText: Bool? = nil) {
                        self.horizontalSizeClass = horizontalSizeClass
                        self.verticalSizeClass = verticalSizeClass
                        self.isBoldText = isBoldText
                    }

                    /// Whether traits with these size classes (`nil` for unspecified) and Bold Text match.
                    public func matches(horizontalSizeClass: SizeClass?, verticalSizeClass: SizeClass?, isBoldText: Bool) -> Bool {
                        if let required = self.horizontalSizeClass, horizontalSizeClass != required { return false }
                        if let required = self.verticalSizeClass, verticalSizeClass != required { return false }
                        if let required = self.isBoldText, isBoldText != required { return false }
                        return true
                    }
                }

                /// A trait variant: the style chosen when its condition matches.
                public struct Variant: Sendable {
                    /// When it applies.
                    public let condition: TraitCondition
                    /// The style then.
                    public let style: \(f.typeName)

                    /// A variant.
                    public init(_ condition: TraitCondition, _ style: \(f.typeName)) {
                        self.condition = condition
                        self.style = style
                    }
                }


            """,
        ].joined()
    }

    /// `resolved(horizontalSizeClass:verticalSizeClass:isBoldText:)`: the core's
    /// `TextStyleVariants.style(for:)` rule, the first matching variant or the style itself.
    var resolvedVariant: String {
        """
            /// The variant traits with these size classes (`nil` for unspecified) and Bold Text
            /// choose: the first of ``variants`` whose condition matches, else this style.
            public func resolved(horizontalSizeClass: SizeClass?, verticalSizeClass: SizeClass?, isBoldText: Bool) -> \(framework.typeName) {
                variants.first {
                    $0.condition.matches(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass, isBoldText: isBoldText)
                }?.style ?? self
            }


        """
    }

    /// A variant's condition as Swift source: `TraitCondition(isBoldText: true)`.
    static func condition(_ condition: Typeset.TraitCondition) -> String {
        var arguments: [String] = []
        if let h = condition.horizontalSizeClass { arguments.append("horizontalSizeClass: .\(h.rawValue)") }
        if let v = condition.verticalSizeClass { arguments.append("verticalSizeClass: .\(v.rawValue)") }
        if let bold = condition.isBoldText { arguments.append("isBoldText: \(bold)") }
        return "TraitCondition(" + arguments.joined(separator: ", ") + ")"
    }

    /// Every stored property, in the initialiser's order.
    var properties: [Property] {
        let f = framework
        let model = self.model
        return [
            Property(doc: "The token the style comes from.", declaration: "tokenPath: String") { SwiftSource.string($0.tokenPath) },
            Property(doc: "The PostScript name of the font (`\(f.namedFont)`); `nil` for the system font.", declaration: "postScriptName: String?") {
                $0.font.map { SwiftSource.string(model.fonts[$0].postScriptName) } ?? "nil"
            },
            Property(doc: "The system font weight, used when ``postScriptName`` is `nil`\(f.systemFontWeightUse).",
                     declaration: "systemFontWeight: SystemFontWeight") { ".\($0.entry.systemWeight.rawValue)" },
            Property(doc: "The point size at the default content size category (L).", declaration: "pointSize: CGFloat") {
                SwiftSource.number($0.style.pointSize)
            },
            Property(doc: "The Dynamic Type text style the size follows; `nil` for a fixed size.", declaration: "textStyle: TextStyle?") {
                $0.style.dynamicType.map { ".\($0.rawValue)" } ?? "nil"
            },
            Property(doc: "The largest point size Dynamic Type may scale to.", declaration: "maximumPointSize: CGFloat?") {
                SwiftSource.number($0.style.maximumPointSize)
            },
            Property(doc: "How the line height follows the size.", declaration: "lineHeightRule: LineHeightRule") {
                GuideModel.lineHeightRule($0.style).swift
            },
            Property(doc: "How the \(f.letterSpacingRuleName) follows the size.", declaration: "letterSpacingRule: LetterSpacingRule") {
                GuideModel.letterSpacingRule($0.style).swift
            },
            Property(doc: "Points added to the line height for tight (-2) or loose (+2) leading (Apple's documented amounts); 0 for standard.",
                     declaration: "leadingAdjustment: CGFloat") { SwiftSource.number($0.style.leading.lineHeightAdjustment) },
        ] + f.sizeProperties + [
            Property(doc: "Paragraph alignment.", declaration: "alignment: Alignment") { ".\($0.style.alignment.rawValue)" },
            Property(doc: "Case transformation.", declaration: "textCase: TextCase") { ".\($0.style.textCase.rawValue)" },
            Property(doc: "Underline or strikethrough.", declaration: "decoration: Decoration") { ".\($0.entry.token.textDecoration.rawValue)" },
            Property(doc: "OpenType feature settings on the font's descriptor (0 off, 1 on, more an alternate); empty for the font's defaults.",
                     declaration: "features: [(tag: String, value: Int)]") { GuideModel.features($0.style) },
            Property(doc: "The text's language (BCP 47), for the fonts' localized forms; `nil` for their defaults.",
                     declaration: "language: String?") { $0.style.language.map(SwiftSource.string) ?? "nil" },
            Property(doc: "Variable font axis values on the font's descriptor (kCTFontVariationAttribute: the axis identifier, its tag as a four-character code integer, to the value); empty for the font's default instance.",
                     declaration: "variations: [(axis: UInt32, value: CGFloat)]") { GuideModel.variations($0.style) },
            Property(doc: "Core Text's optical size attribute (kCTFontOpticalSizeAttribute): \"auto\" (opsz follows the point size, as Typeset resolves it) or \"none\"; `nil` leaves the font's own.",
                     declaration: "opticalSize: String?") { FontDescriptorVariation.opticalSizeAttribute($0.style).map(SwiftSource.string) ?? "nil" },
            Property(doc: "Trait variants (size classes, Bold Text), the first matching one chosen; empty for none.",
                     declaration: "variants: [Variant]") { style in
                let items = style.variants.map { "Variant(\(PlatformRuntime.condition($0.condition)), \(f.typeName).\(SwiftSource.escaped(model.styles[$0.target].name)))" }
                return items.isEmpty ? "[]" : "[\n" + items.map { "            " + $0 + ",\n" }.joined() + "        ]"
            },
        ] + f.resolvedProperties
    }

    /// The stored properties' declarations.
    var propertyDeclarations: String {
        properties.map { "    /// \($0.doc)\n    public let \($0.declaration)\n" }.joined()
    }

    /// One constant per style and `all`, the body of an extension of the style type.
    var constants: String {
        var out = ""
        let properties = self.properties
        for style in model.styles {
            out += "    /// `\(SwiftSource.comment(style.tokenPath))`: \(SwiftSource.comment(model.summary(style))).\n"
            out += "    public static let \(SwiftSource.escaped(style.name)) = \(framework.typeName)(\n"
            out += properties.map { property in
                "        " + property.declaration.prefix { $0 != ":" } + ": " + property.argument(style)
            }.joined(separator: ",\n")
            out += "\n    )\n\n"
        }
        out += "    /// Every style, in the token file's order.\n"
        out += "    public static let all: [\(framework.typeName)] = "
        out += GuideModel.list(model.styles.map { SwiftSource.escaped($0.name) }, indent: "    ") + "\n"
        return out
    }

    /// `applyingTextCase(_:locale:)`.
    var applyingTextCase: String {
        """
            /// `text` with the style's case transformation\(framework.applyingTextCaseNote).
            public func applyingTextCase(_ text: String, locale: Locale? = nil) -> String {
                switch textCase {
                case .original: text
                case .uppercase: text.uppercased(with: locale)
                case .lowercase: text.lowercased(with: locale)
                case .capitalized: text.capitalized(with: locale)
                }
            }

        """
    }

    /// `public enum name: String, Sendable` nested in the style type, with its cases on one line
    /// and, when given, the property mapping them onto the framework's type.
    static func stringEnum(doc: String, name: String, cases: [String], mapping: Mapping?, mappingName: String) -> String {
        var out = "    /// \(doc)\n    public enum \(name): String, Sendable {\n"
        out += "        case " + cases.joined(separator: ", ") + "\n"
        if let mapping {
            out += "\n" + mapping.doc.map { "        /// \($0)\n" }.joined()
            out += "        public var \(mappingName): \(mapping.type) {\n            switch self {\n"
            out += mapping.cases.map { "            case \($0.pattern): \($0.value)\n" }.joined()
            out += "            }\n        }\n"
        }
        return out + "    }\n\n"
    }
}
