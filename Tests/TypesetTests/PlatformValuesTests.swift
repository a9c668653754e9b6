import Testing
import Typeset

/// The mappings the adapters get by declaring conformances (Sources/TypesetPlatform/PlatformValues.swift),
/// checked with stand-ins shaped like the frameworks' types: an enum of cases with the names (as
/// `NSTextAlignment` and `NSLineBreakMode` are imported) with one value the core does not know, a
/// struct of static constants (as `UIFont.Weight`), a struct with its own mapping (as
/// `UIContentSizeCategory`) and a class with settable lengths (as `NSMutableParagraphStyle`).
@Suite struct PlatformValuesTests {
    enum AlignmentStandIn: Equatable, TextAlignmentValues {
        case left, center, right, justified, natural, unknown
    }

    enum LineBreakStandIn: Equatable, LineBreakModeValues {
        case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle, unknown
    }

    struct Weight: Equatable, SystemFontWeightValues {
        var name: String
        static let ultraLight = Weight(name: "ultraLight"), thin = Weight(name: "thin"), light = Weight(name: "light")
        static let regular = Weight(name: "regular"), medium = Weight(name: "medium"), semibold = Weight(name: "semibold")
        static let bold = Weight(name: "bold"), heavy = Weight(name: "heavy"), black = Weight(name: "black")
    }

    /// As SwiftUI's `Font.Design` (an enum); `UIFontDescriptor.SystemDesign` is a struct of static constants.
    enum DesignStandIn: SystemFontDesignValues {
        case `default`, serif, rounded, monospaced, unknown
    }

    /// A framework type only one adapter maps (as `UIContentSizeCategory`): its own table.
    struct Category: PlatformValues {
        var name: String
        static let unspecified = Category(name: "unspecified")
        init(name: String) { self.name = name }
        init(_ category: ContentSizeCategory) { name = category.uiKitName }
    }

    final class ParagraphStyle: ParagraphStyleValues {
        var minimumLineHeight: Float = -1, maximumLineHeight: Float = -1, lineSpacing: Float = -1, paragraphSpacing: Float = -1
        var alignment = AlignmentStandIn.unknown
        var lineBreakMode = LineBreakStandIn.unknown
    }

    @Test func weightsByName() {
        for weight in SystemFontWeight.allCases { #expect(Weight(weight).name == weight.rawValue) }
    }

    @Test func designsByName() {
        for design in SystemFontDesign.allCases { #expect("\(DesignStandIn(design))" == design.rawValue) }
    }

    @Test func alignmentsBothWays() {
        for alignment in TextAlignment.allCases {
            #expect("\(AlignmentStandIn(alignment))" == alignment.rawValue)
            #expect(TextAlignment(AlignmentStandIn(alignment)) == alignment)
        }
        #expect(TextAlignment(AlignmentStandIn.unknown) == .natural)
    }

    @Test func lineBreakModesBothWays() {
        for mode in LineBreakMode.allCases {
            #expect("\(LineBreakStandIn(mode))" == mode.rawValue)
            #expect(LineBreakMode(LineBreakStandIn(mode)) == mode)
        }
        #expect(LineBreakMode(LineBreakStandIn.unknown) == .byWordWrapping)
    }

    /// The inverse of a mapping an adapter writes itself; its unknown values are the default.
    @Test func contentSizeCategoriesBack() {
        for category in ContentSizeCategory.allCases {
            #expect(Category(category).name == category.uiKitName)
            #expect(ContentSizeCategory(Category(category)) == category)
        }
        #expect(ContentSizeCategory(Category.unspecified) == .default)
    }

    @Test func paragraphStyleTakesEveryField() throws {
        let font = StyleFont.system()
        var style = TextStyle(font: font, pointSize: 17, lineHeight: .points(24), paragraphSpacing: 6, alignment: .center)
        let exact = ParagraphAttributes(style.resolved(scale: 3), platform: .iOS(17))
        let paragraph = ParagraphStyle()
        exact.apply(to: paragraph, alignment: .right, lineBreakMode: .byTruncatingTail)
        #expect(paragraph.minimumLineHeight == 24 && paragraph.maximumLineHeight == 24)
        #expect(paragraph.lineSpacing == 0 && paragraph.paragraphSpacing == 6)
        // The style's alignment wins; the view's line break mode is kept.
        #expect(paragraph.alignment == .center && paragraph.lineBreakMode == .byTruncatingTail)

        style.alignment = .natural
        let spacing = ParagraphAttributes(style.resolved(scale: 3), platform: .iOS(17), technique: .lineSpacing)
        spacing.apply(to: paragraph, alignment: .justified, lineBreakMode: .byCharWrapping)
        #expect(paragraph.minimumLineHeight == 0 && paragraph.maximumLineHeight == 0)
        #expect(paragraph.lineSpacing == Float(spacing.lineSpacing) && paragraph.lineSpacing > 0)
        // A natural style keeps the view's alignment.
        #expect(paragraph.alignment == .justified && paragraph.lineBreakMode == .byCharWrapping)
    }
}
