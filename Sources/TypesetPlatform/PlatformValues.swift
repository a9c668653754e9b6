import TypesetStyle

// The framework types the adapters map the core's values onto, described by the members they
// share. UIKit and AppKit both have `NSTextAlignment`, `NSLineBreakMode` and
// `NSMutableParagraphStyle`; UIKit, AppKit and SwiftUI all have a font weight type with the
// same nine weights and a system font design type with the same four designs. Each mapping is
// written once here, for any type with those members, and tested on Linux with stand-ins; an
// adapter only declares that its framework's type conforms
// (`extension NSTextAlignment: TextAlignmentValues {}`), and the compiler checks the names. Each
// mapping is a table from the core's cases to the framework's values (PlatformValuesTests checks
// that every case maps to the value of its name); the way back is its inverse
// (``PlatformMapped/init(_:)``), also for a framework type only one adapter maps
// (`UIContentSizeCategory: PlatformValues`).

/// One of the core's enums that adapters map onto a framework type both ways (``PlatformValues``).
public protocol PlatformMapped: CaseIterable, Equatable {
    /// The case for a framework value that no case maps to (UIKit's `.unspecified` category, a
    /// value added in a later release).
    static var unknownPlatformValue: Self { get }
}

/// A framework type with a value for every case of one of the core's enums.
public protocol PlatformValues: Equatable {
    /// The core's enum.
    associatedtype Core: PlatformMapped
    /// The framework's value for the core's.
    init(_ value: Core)
}

extension PlatformMapped {
    /// The core's case for a framework's value: the case that maps to it, else
    /// ``unknownPlatformValue``. Each mapping is written one way only; this is its inverse.
    public init<Value: PlatformValues>(_ value: Value) where Value.Core == Self {
        self = Self.allCases.first { Value($0) == value } ?? Self.unknownPlatformValue
    }
}

extension TextAlignment: PlatformMapped {
    /// `natural`.
    public static var unknownPlatformValue: TextAlignment { .natural }
}

extension LineBreakMode: PlatformMapped {
    /// `byWordWrapping`.
    public static var unknownPlatformValue: LineBreakMode { .byWordWrapping }
}

extension ContentSizeCategory: PlatformMapped {
    /// The default, `L`.
    public static var unknownPlatformValue: ContentSizeCategory { .default }
}

/// A framework's system font weights: `UIFont.Weight`, `NSFont.Weight`, SwiftUI's `Font.Weight`.
public protocol SystemFontWeightValues {
    /// The thinnest weight.
    static var ultraLight: Self { get }
    /// Thin.
    static var thin: Self { get }
    /// Light.
    static var light: Self { get }
    /// Regular.
    static var regular: Self { get }
    /// Medium.
    static var medium: Self { get }
    /// Semibold.
    static var semibold: Self { get }
    /// Bold.
    static var bold: Self { get }
    /// Heavy.
    static var heavy: Self { get }
    /// The heaviest weight.
    static var black: Self { get }
}

extension SystemFontWeightValues {
    /// The framework's weight for the core's.
    public init(_ weight: SystemFontWeight) {
        let values: [SystemFontWeight: Self] = [
            .ultraLight: .ultraLight, .thin: .thin, .light: .light, .regular: .regular, .medium: .medium,
            .semibold: .semibold, .bold: .bold, .heavy: .heavy, .black: .black,
        ]
        self = values[weight] ?? .regular
    }
}

/// A framework's system font designs: `UIFontDescriptor.SystemDesign`, `NSFontDescriptor.SystemDesign`,
/// SwiftUI's `Font.Design`.
public protocol SystemFontDesignValues {
    /// SF.
    static var `default`: Self { get }
    /// New York.
    static var serif: Self { get }
    /// SF Rounded.
    static var rounded: Self { get }
    /// SF Mono.
    static var monospaced: Self { get }
}

extension SystemFontDesignValues {
    /// The framework's design for the core's.
    public init(_ design: SystemFontDesign) {
        switch design {
        case .default: self = .default
        case .serif: self = .serif
        case .rounded: self = .rounded
        case .monospaced: self = .monospaced
        }
    }
}

/// A framework's paragraph alignments: `NSTextAlignment` (UIKit, AppKit).
public protocol TextAlignmentValues: PlatformValues where Core == TextAlignment {
    /// The writing direction's natural alignment.
    static var natural: Self { get }
    /// Left.
    static var left: Self { get }
    /// Centred.
    static var center: Self { get }
    /// Right.
    static var right: Self { get }
    /// Justified.
    static var justified: Self { get }
}

extension TextAlignmentValues {
    /// The framework's alignment for the core's.
    public init(_ alignment: TextAlignment) {
        let values: [TextAlignment: Self] = [.natural: .natural, .left: .left, .center: .center, .right: .right, .justified: .justified]
        self = values[alignment] ?? .natural
    }
}

/// A framework's line break modes: `NSLineBreakMode` (UIKit, AppKit).
public protocol LineBreakModeValues: PlatformValues where Core == LineBreakMode {
    /// Wrap at word boundaries.
    static var byWordWrapping: Self { get }
    /// Wrap at character boundaries.
    static var byCharWrapping: Self { get }
    /// Cut off at the edge.
    static var byClipping: Self { get }
    /// Truncate at the start with an ellipsis.
    static var byTruncatingHead: Self { get }
    /// Truncate at the end with an ellipsis.
    static var byTruncatingTail: Self { get }
    /// Truncate in the middle with an ellipsis.
    static var byTruncatingMiddle: Self { get }
}

extension LineBreakModeValues {
    /// The framework's line break mode for the core's.
    public init(_ mode: LineBreakMode) {
        let values: [LineBreakMode: Self] = [
            .byWordWrapping: .byWordWrapping, .byCharWrapping: .byCharWrapping, .byClipping: .byClipping,
            .byTruncatingHead: .byTruncatingHead, .byTruncatingTail: .byTruncatingTail, .byTruncatingMiddle: .byTruncatingMiddle,
        ]
        self = values[mode] ?? .byWordWrapping
    }
}

/// A framework's mutable paragraph style: `NSMutableParagraphStyle` (UIKit, AppKit).
public protocol ParagraphStyleValues: AnyObject {
    /// The number type of its lengths (`CGFloat`).
    associatedtype Length: BinaryFloatingPoint
    /// Its alignment type (`NSTextAlignment`).
    associatedtype Alignment: TextAlignmentValues
    /// Its line break mode type (`NSLineBreakMode`).
    associatedtype LineBreak: LineBreakModeValues
    /// The smallest line height (0: none).
    var minimumLineHeight: Length { get set }
    /// The largest line height (0: none).
    var maximumLineHeight: Length { get set }
    /// Space added between lines.
    var lineSpacing: Length { get set }
    /// Space added after the paragraph.
    var paragraphSpacing: Length { get set }
    /// The alignment.
    var alignment: Alignment { get set }
    /// The line break mode.
    var lineBreakMode: LineBreak { get set }
}

extension ParagraphAttributes {
    /// Sets every paragraph field of `style` as it is (line heights, line spacing, paragraph
    /// spacing), and the alignment and line break mode that keep the view's own
    /// (``alignment(keeping:)``, ``lineBreakMode(keeping:)``).
    public func apply<Style: ParagraphStyleValues>(to style: Style, alignment: Style.Alignment, lineBreakMode: Style.LineBreak) {
        style.minimumLineHeight = Style.Length(minimumLineHeight)
        style.maximumLineHeight = Style.Length(maximumLineHeight)
        style.lineSpacing = Style.Length(lineSpacing)
        style.paragraphSpacing = Style.Length(paragraphSpacing)
        style.alignment = Style.Alignment(self.alignment(keeping: TextAlignment(alignment)))
        style.lineBreakMode = Style.LineBreak(self.lineBreakMode(keeping: LineBreakMode(lineBreakMode)))
    }
}
