import Testing
import TypesetTestSupport
import Typeset
import TypesetFont
import TypesetShaping
@testable import TypesetRender

/// ``InkProfile`` and ``InkComparison``: what the Apple tests hold a `UILabel`'s rendering
/// against Typeset's with (AppleTests/), checked here on Typeset's own pictures.
@Suite("Ink comparison")
struct InkComparisonTests {
    static let text = "Typeset sets type\nexactly as designed,\nline after line."

    static func picture(letterSpacing: Double = 0.34, scale: Double = 3) throws -> ParagraphPicture {
        let inter = FontStack(try ShapingFont(contentsOfFile: RenderRepo.path("Fixtures/fonts/Inter-Regular-subset.otf")))
        return ParagraphPicture(text: text, stack: inter, pointSize: 17, lineHeight: 24, letterSpacing: letterSpacing,
                                model: .uikitExact, width: 320, scale: scale, guides: [], margin: 0)
    }

    /// `bitmap` moved `dy` rows down (rows entering at the top are empty).
    static func shifted(_ bitmap: GrayBitmap, down dy: Int) -> GrayBitmap {
        var out = GrayBitmap(width: bitmap.width, height: bitmap.height)
        for y in dy..<bitmap.height {
            for x in 0..<bitmap.width { out.pixels[y * bitmap.width + x] = bitmap.pixels[(y - dy) * bitmap.width + x] }
        }
        return out
    }

    @Test("One band per line, between each line's cap line and its descender line")
    func bandsFollowTheLines() throws {
        let picture = try Self.picture()
        let mask = picture.textMask()
        let profile = InkProfile(mask)
        let lines = picture.pixelLines
        #expect(profile.bands.count == 3 && lines.count == 3)
        for (band, line) in zip(profile.bands, lines) {
            // Ascenders (T, l, d, f) rise above the cap line; nothing rises above the line box.
            #expect(band.top >= line.top && band.top <= line.capTop)
            // Descenders (y, p, g) reach the descender line, not past it.
            #expect(band.bottom >= line.baseline && band.bottom < line.descenderBottom)
            // Each line starts at the frame's left edge plus its first glyph's side bearing (under 0.12 em).
            #expect(band.left >= 0 && band.left <= 6 && band.right < mask.width)
        }
        var ink = 0
        for value in mask.pixels where value >= 128 { ink += 1 }
        #expect(profile.inkPixels == ink && ink > 1000)
    }

    @Test("A rendering against itself: the same bands, nothing differs")
    func identical() throws {
        let mask = try Self.picture().textMask()
        let comparison = InkComparison(reference: mask, compared: mask)
        #expect(comparison.sameSize && comparison.sameBandCount)
        #expect(comparison.maxEdgeOffset == 0 && comparison.differingPixels == 0)
        #expect(comparison.description == "3 bands each, edges within 0 px, 0.0 % of the ink differs")
    }

    @Test("One row lower: every band's top and bottom move by 1 px, and the moved edges differ")
    func shiftedByOneRow() throws {
        let mask = try Self.picture().textMask()
        let comparison = InkComparison(reference: mask, compared: Self.shifted(mask, down: 1))
        #expect(comparison.sameBandCount && comparison.maxEdgeOffset == 1)
        for (a, b) in zip(comparison.reference.bands, comparison.compared.bands) {
            #expect(b.top == a.top + 1 && b.bottom == a.bottom + 1 && b.left == a.left && b.right == a.right)
        }
        #expect(comparison.differingPixels > 0 && comparison.differingFraction < 1)
    }

    @Test("Other letter spacing: the lines end elsewhere")
    func letterSpacingMovesTheRightEdge() throws {
        let tracked = try Self.picture(letterSpacing: 0.34).textMask()
        let plain = try Self.picture(letterSpacing: 0).textMask()
        let comparison = InkComparison(reference: tracked, compared: plain)
        #expect(comparison.sameBandCount)
        // 0.34 pt after each of the 17 characters of the first line, at 3x: about 17 px shorter.
        let first = try #require(comparison.reference.bands.first), other = try #require(comparison.compared.bands.first)
        #expect(first.right - other.right >= 15 && first.right - other.right <= 19)
        #expect(comparison.differingFraction > 0.1)
    }

    @Test("Different sizes: reported, and ink outside the shared area counts as differing")
    func differentSizes() throws {
        let large = try Self.picture().textMask()
        var small = GrayBitmap(width: large.width, height: large.height / 2)
        for i in 0..<small.pixels.count { small.pixels[i] = large.pixels[i] }
        let comparison = InkComparison(reference: large, compared: small)
        #expect(!comparison.sameSize)
        var below = 0
        for y in small.height..<large.height { for x in 0..<large.width where large[x, y] >= 128 { below += 1 } }
        #expect(comparison.differingPixels == below && below > 0)
        #expect(comparison.description.hasSuffix(", sizes differ"))
    }
}
