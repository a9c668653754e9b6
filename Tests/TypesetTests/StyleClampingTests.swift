import Testing
import TypesetFont
import TypesetShaping
@testable import Typeset
@testable import TypesetLayout

/// A library caller's hostile numbers (1e308, -1, NaN, infinity) in a ``TextStyle``: resolving
/// clamps them to the command line's ranges (``TextStyle/clamped()``), so nothing traps and every
/// resolved number is finite; ``TextStyle/validated()`` refuses them, naming the property.
@Suite("text styles: hostile numbers clamped or refused")
struct StyleClampingTests {
    static let hostile: [Double] = [1e308, -1e308, -1, 0, .nan, .infinity, -.infinity, 1e-300]

    /// Every style with one hostile number in one property.
    static func styles(font: StyleFont) -> [(String, TextStyle)] {
        let base = TextStyle(font: font, pointSize: 17, lineHeight: .points(22), dynamicType: .body)
        var styles: [(String, TextStyle)] = []
        for value in hostile {
            func with(_ property: String, _ change: (inout TextStyle) -> Void) {
                var style = base
                change(&style)
                styles.append(("\(property) \(value)", style))
            }
            with("pointSize") { $0.pointSize = value }
            with("maximumPointSize") { $0.maximumPointSize = value }
            with("lineHeight") { $0.lineHeight = .points(value) }
            with("lineHeight") { $0.lineHeight = .multipleOfSize(value) }
            with("lineHeight") { $0.lineHeight = .percentOfSize(value) }
            with("lineHeight") { $0.lineHeight = .multipleOfFontLineHeight(value) }
            with("letterSpacing") { $0.letterSpacing = .points(value) }
            with("letterSpacing") { $0.letterSpacing = .percentOfSize(value) }
            with("letterSpacing") { $0.letterSpacing = .perMille(value) }
            with("paragraphSpacing") { $0.paragraphSpacing = value }
            with("measure") { $0.measure = Int(saturating: value) }
        }
        return styles
    }

    static func finiteNumbers(_ r: ResolvedStyle) -> [Double] {
        let u = r.uikit
        return [r.pointSize, r.lineHeight, r.kern, r.paragraphSpacing, r.metrics.ascender, r.metrics.descender, r.metrics.lineHeight,
                u.lineSpacing, u.minimumLineHeight, u.maximumLineHeight, u.lineHeightMultiple, u.kern, u.paragraphSpacing,
                r.readable.width, r.lines.uikitExact.totalHeight(lines: 3), r.lines.design.totalHeight(lines: 3)]
    }

    @Test func resolvingNeverTrapsNorGivesNaN() throws {
        let font = try StyleFont(face: FontFace(contentsOfFile: StyleRepo.path("Fixtures/fonts/Inter-Regular-subset.otf")))
        let stack = FontStack(try ShapingFont(contentsOfFile: StyleRepo.path("Fixtures/fonts/Inter-Regular-subset.otf")))
        for (label, style) in Self.styles(font: font) {
            for category in [ContentSizeCategory.default, .AX5] {
                for scale in [3.0, .nan, 1e308, -2] {
                    let resolved = style.resolved(scale: scale, category: category)
                    let numbers = Self.finiteNumbers(resolved)
                    let finite = numbers.allSatisfy { $0.isFinite }
                    #expect(finite, "\(label) at \(category.rawValue), scale \(scale): \(numbers)")
                    // Dynamic Type scales the largest size (2,000 pt) up to about 2.8 times at AX5.
                    #expect(resolved.pointSize >= 1 && resolved.pointSize <= 2000 * 3, "\(label): \(resolved.pointSize)")
                }
            }
            let layout = Typesetter(stack: stack, style: style.resolved()).layout("Hostile numbers, clamped.", width: 200)
            #expect(layout.height.isFinite && layout.lineCount >= 1, "\(label)")
        }
    }

    static func problem(_ style: TextStyle) -> TextStyleError? {
        do {
            _ = try style.validated()
            return nil
        } catch {
            return error
        }
    }

    @Test func validatedRefusesWhatIsOutOfRange() throws {
        let font = try StyleFont(face: FontFace(contentsOfFile: StyleRepo.path("Fixtures/fonts/Inter-Regular-subset.otf")))
        let good = TextStyle(font: font, pointSize: 17, lineHeight: .points(22), letterSpacing: .percentOfSize(-2), paragraphSpacing: 8,
                             maximumPointSize: 40)
        #expect(Self.problem(good) == nil)
        for (label, style) in Self.styles(font: font) {
            let property = String(label.split(separator: " ")[0])
            let value = Double(label.split(separator: " ")[1]) ?? .nan
            // In range for the property: a letter spacing of -1 or 0, a paragraph spacing of 0,
            // a tiny positive size or spacing.
            let allowed = (property == "letterSpacing" && (value == -1 || value == 0 || value == 1e-300))
                || (property == "paragraphSpacing" && (value == 0 || value == 1e-300))
                || (property != "measure" && value == 1e-300)
            if allowed {
                #expect(Self.problem(style) == nil, "\(label)")
            } else {
                do {
                    _ = try style.validated()
                    Issue.record("\(label) was accepted")
                } catch {
                    #expect(error.property == property, "\(label): \(error)")
                    #expect(error.description.hasPrefix(property + " must be"), "\(label): \(error)")
                }
            }
        }
        // Clamping keeps what is in range and moves the rest to the range's ends.
        #expect(good.clamped().pointSize == 17 && good.clamped().lineHeight == .points(22) && good.clamped().maximumPointSize == 40)
        var huge = good
        huge.pointSize = 1e308
        huge.lineHeight = .multipleOfSize(.infinity)
        huge.letterSpacing = .points(-5000)
        #expect(huge.clamped().pointSize == 2000 && huge.clamped().lineHeight == .font && huge.clamped().letterSpacing == .points(-1000))
        huge.pointSize = -1
        #expect(huge.clamped().pointSize == TextStyle.smallestSize)
    }
}
