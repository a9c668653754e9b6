#if canImport(UIKit) && !os(watchOS)
import CoreText
import UIKit
@_exported import TypesetCoreText
@_exported import TypesetPlatform
import TypesetStyle

// Styles from installed fonts: Core Text reads the metrics (TypesetCoreText), the core converts them
// (`StyleFont(installed:)`, `InstalledFontMetrics`), tested on Linux.

extension SystemFontWeight {
    /// The weight nearest `font`'s weight trait (`UIFontDescriptor.TraitKey.weight`), compared
    /// with UIKit's own `UIFont.Weight` values; regular when the descriptor has none.
    public init(_ font: UIFont) {
        let traits = font.fontDescriptor.object(forKey: .traits) as? [UIFontDescriptor.TraitKey: Any]
        guard let trait = traits?[.weight] as? NSNumber else {
            self = .regular
            return
        }
        self = SystemFontWeight.nearest(to: trait.doubleValue) { Double(UIFont.Weight($0).rawValue) }
    }
}

extension StyleFont {
    /// An installed or registered font (New York, SF Rounded, SF Mono, Avenir, an app font) as a
    /// style's font: its metrics and advances as Core Text reports them, converted by the core
    /// (``StyleFont/init(installed:)``). The style asks UIKit for it again by its PostScript name.
    public init(_ font: UIFont) throws(PlatformFontError) {
        try self.init(coreText: font as CTFont, weight: SystemFontWeight(font))
    }

    /// The installed font with this PostScript name (`UIFont(name:size:)`); throws
    /// ``PlatformFontError/notInstalled(postScriptName:)`` when there is none.
    public init(postScriptName: String) throws(PlatformFontError) {
        guard let font = UIFont(name: postScriptName, size: CGFloat(InstalledFontMetrics.readingSize)) else {
            throw .notInstalled(postScriptName: postScriptName)
        }
        try self.init(font)
    }

    /// The system font in `design` (New York, SF Rounded, SF Mono) at `weight`, its metrics read
    /// through Core Text; the style asks UIKit for it by design again (``FontRequest/Face/systemDesign(_:_:)``).
    public init(systemDesign design: SystemFontDesign, weight: SystemFontWeight = .regular) throws(PlatformFontError) {
        let size = CGFloat(InstalledFontMetrics.readingSize)
        guard let descriptor = UIFont.systemFont(ofSize: size, weight: UIFont.Weight(weight)).fontDescriptor
            .withDesign(UIFontDescriptor.SystemDesign(design))
        else { throw .notInstalled(postScriptName: "system font, \(design.rawValue) design") }
        let font = UIFont(descriptor: descriptor, size: size)
        try self.init(systemDesign: design, weight: weight, coreText: font as CTFont)
    }

    /// The font a descriptor matches (`UIFont(descriptor:size:)`), asked for again by its
    /// PostScript name; for the system font's designs use ``init(systemDesign:weight:)``.
    public init(descriptor: UIFontDescriptor) throws(PlatformFontError) {
        try self.init(UIFont(descriptor: descriptor, size: CGFloat(InstalledFontMetrics.readingSize)))
    }
}

extension TextStyle {
    /// A style in an installed font at the font's size (``StyleFont/init(_:)``): for example
    /// `try TextStyle(UIFont(name: "Avenir-Book", size: 17)!, lineHeight: .points(24), dynamicType: .body)`.
    public init(_ font: UIFont, lineHeight: LineHeight = .font, letterSpacing: LetterSpacing = .none,
                dynamicType: DynamicTypeStyle? = nil, maximumPointSize: Double? = nil) throws(PlatformFontError) {
        self.init(font: try StyleFont(font), pointSize: Double(font.pointSize), lineHeight: lineHeight,
                  letterSpacing: letterSpacing, dynamicType: dynamicType, maximumPointSize: maximumPointSize)
    }
}
#endif
