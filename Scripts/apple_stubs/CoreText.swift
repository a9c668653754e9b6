// Minimal stand-ins for Apple frameworks, written for Scripts/typecheck_apple_adapters.sh: only the
// declarations the adapters use, with Apple's names and signatures, so that the adapters' use of
// the core API and of these names type-checks on Linux. Not a model of the frameworks' behaviour.
// CFString stands in as String and CFURL as URL (the code only casts to them); UIFont and
// NSFont derive from CTFont here, as they are toll-free bridged to it on Apple platforms.
@_exported import Foundation
public typealias CFString = String
open class CTFont: @unchecked Sendable { public init() {} }
public let kCTFontOpenTypeFeatureTag: CFString = "CTFeatureOpenTypeTag"
public let kCTFontOpenTypeFeatureValue: CFString = "CTFeatureOpenTypeValue"
public let kCTLanguageAttributeName: CFString = "NSLanguage"
/// Apple: Foundation's (declared here, the stand-in every framework stand-in imports).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) extension NSAttributedString.Key { public static let languageIdentifier = Self("l") }
public let kCTFontVariationAttribute: CFString = "NSCTFontVariationAttribute"
public let kCTFontOpticalSizeAttribute: CFString = "NSCTFontOpticalSizeAttribute"
public typealias CFURL = URL
public final class CFError {}
public enum CTFontManagerScope { case none, process, persistent, session }
@discardableResult public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool { true }
public typealias UniChar = UInt16
public typealias CGGlyph = UInt16
public typealias CFIndex = Int
public enum CTFontOrientation: UInt32 { case `default` = 0, horizontal = 1, vertical = 2 }
public func CTFontGetUnitsPerEm(_ font: CTFont) -> UInt32 { 2048 }
public func CTFontGetSize(_ font: CTFont) -> CGFloat { 12 }
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { 0 }
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { 0 }
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { 0 }
public func CTFontGetCapHeight(_ font: CTFont) -> CGFloat { 0 }
public func CTFontGetXHeight(_ font: CTFont) -> CGFloat { 0 }
public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString { "" }
public func CTFontGetGlyphsForCharacters(_ font: CTFont, _ characters: UnsafePointer<UniChar>, _ glyphs: UnsafeMutablePointer<CGGlyph>, _ count: CFIndex) -> Bool { false }
public func CTFontGetAdvancesForGlyphs(_ font: CTFont, _ orientation: CTFontOrientation, _ glyphs: UnsafePointer<CGGlyph>, _ advances: UnsafeMutablePointer<CGSize>?, _ count: CFIndex) -> Double { 0 }
