import TypesetFont
import TypesetShaping
import TypesetUnicode
import TypesetStyle

/// A primary font followed by fallbacks, tried in order for each character.
///
/// A Latin style with a CJK fallback measures Chinese text with the CJK face, as Core Text's
/// cascade list does. A style guide may also order fallbacks per script (Urdu text in Noto
/// Nastaliq before Noto Naskh, Japanese kanji in a Japanese face before a Chinese one): a
/// character of such a script tries the primary font, then its script's fonts, then the other
/// fallbacks. Characters no font maps are drawn with the primary font's `.notdef`.
public struct FontStack: Sendable {
    /// Primary font first, then every fallback (general and per script), each once.
    public let fonts: [ShapingFont]
    /// For scripts with their own fallback order: the indices into ``fonts`` to try, in order
    /// (primary first, then the script's fonts, then the general fallbacks).
    let scriptOrders: [UnicodeScript: [Int]]

    /// A stack of one primary font and optional fallbacks.
    public init(_ primary: ShapingFont, fallbacks: [ShapingFont] = []) {
        fonts = [primary] + fallbacks
        scriptOrders = [:]
    }

    /// A stack with fallbacks ordered per script: characters of a script in `scriptFallbacks`
    /// try the primary font, then that script's fonts in order, then `fallbacks`.
    public init(_ primary: ShapingFont, fallbacks: [ShapingFont], scriptFallbacks: [UnicodeScript: [ShapingFont]]) {
        var fonts = [primary]
        func index(of font: ShapingFont) -> Int {
            if let known = fonts.firstIndex(where: { $0.fingerprint == font.fingerprint }) { return known }
            fonts.append(font)
            return fonts.count - 1
        }
        let general = fallbacks.map(index(of:))
        var orders: [UnicodeScript: [Int]] = [:]
        for (script, list) in scriptFallbacks.sorted(by: { $0.key < $1.key }) where !list.isEmpty {
            var order = [0]
            for font in list {
                let i = index(of: font)
                if !order.contains(i) { order.append(i) }
            }
            for i in general where !order.contains(i) { order.append(i) }
            orders[script] = order
        }
        self.fonts = fonts
        scriptOrders = orders
    }

    /// The primary font.
    public var primary: ShapingFont { fonts[0] }

    /// The same stack with each font replaced by the one at its index in `fonts` (instances of
    /// the same faces: the fallback orders stay).
    func replacingFonts(_ fonts: [ShapingFont]) -> FontStack {
        FontStack(fonts: fonts.count == self.fonts.count ? fonts : self.fonts, scriptOrders: scriptOrders)
    }

    private init(fonts: [ShapingFont], scriptOrders: [UnicodeScript: [Int]]) {
        self.fonts = fonts
        self.scriptOrders = scriptOrders
    }

    /// The index of the first font that maps `scalar`, or 0 (the primary's `.notdef`) when none does.
    @inline(__always)
    public func font(for scalar: UInt32) -> Int {
        if !scriptOrders.isEmpty, scalar >= 0x80, let order = scriptOrders[UnicodeScript.of(scalar)] {
            for index in order where fonts[index].glyph(for: scalar) != nil { return index }
            return 0
        }
        var index = 0
        while index < fonts.count {
            if fonts[index].glyph(for: scalar) != nil { return index }
            index &+= 1
        }
        return 0
    }
}
