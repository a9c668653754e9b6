import TypesetRender

/// Where ink landed in a coverage bitmap: one band per run of rows that hold ink (a line of
/// text, when lines do not touch), with its horizontal extent.
///
/// This is how a platform's own rendering (a `UILabel` drawn by UIKit, a screenshot) is held
/// against Typeset's (``ParagraphPicture/textMask()``): both reduce to the rows where each line's
/// ink begins and ends and the columns where it starts and stops, which must agree to a pixel,
/// whatever the two anti-aliasing filters do to the edge pixels in between.
public struct InkProfile: Sendable, Hashable {
    /// A run of consecutive rows with ink.
    public struct Band: Sendable, Hashable {
        /// First row with ink.
        public var top: Int
        /// Last row with ink.
        public var bottom: Int
        /// First column with ink in any of the band's rows.
        public var left: Int
        /// Last column with ink in any of the band's rows.
        public var right: Int

        /// Creates a band.
        public init(top: Int, bottom: Int, left: Int, right: Int) {
            self.top = top
            self.bottom = bottom
            self.left = left
            self.right = right
        }
    }

    /// The bands from top to bottom.
    public var bands: [Band]
    /// Pixels whose coverage is at least the threshold.
    public var inkPixels: Int

    /// The ink of `bitmap` (coverage, 0 = none, 255 = full): a pixel is ink when its coverage is
    /// at least `threshold`.
    public init(_ bitmap: GrayBitmap, threshold: UInt8 = 128) {
        var bands: [Band] = []
        var ink = 0
        var current: Band?
        for y in 0..<bitmap.height {
            var left = Int.max, right = Int.min
            let row = y * bitmap.width
            for x in 0..<bitmap.width where bitmap.pixels[row + x] >= threshold {
                left = min(left, x)
                right = max(right, x)
                ink += 1
            }
            if left <= right {
                if var band = current {
                    band.bottom = y
                    band.left = min(band.left, left)
                    band.right = max(band.right, right)
                    current = band
                } else {
                    current = Band(top: y, bottom: y, left: left, right: right)
                }
            } else if let band = current {
                bands.append(band)
                current = nil
            }
        }
        if let band = current { bands.append(band) }
        self.bands = bands
        inkPixels = ink
    }
}

/// Two renderings of the same text held against each other: their ink bands, how far each
/// band's edges moved, and how many pixels are ink in one and not in the other.
public struct InkComparison: Sendable, Hashable, CustomStringConvertible {
    /// The reference rendering's ink (Typeset's, say).
    public var reference: InkProfile
    /// The compared rendering's ink (the platform's).
    public var compared: InkProfile
    /// Pixels (over the area both bitmaps cover) that are ink in exactly one of the two.
    public var differingPixels: Int
    /// Whether the two bitmaps have the same size.
    public var sameSize: Bool

    /// Compares `compared` with `reference`, both coverage bitmaps, ink at `threshold`.
    public init(reference: GrayBitmap, compared: GrayBitmap, threshold: UInt8 = 128) {
        self.reference = InkProfile(reference, threshold: threshold)
        self.compared = InkProfile(compared, threshold: threshold)
        sameSize = reference.width == compared.width && reference.height == compared.height
        var differing = 0
        for y in 0..<min(reference.height, compared.height) {
            for x in 0..<min(reference.width, compared.width) {
                let a = reference.pixels[y * reference.width + x] >= threshold
                let b = compared.pixels[y * compared.width + x] >= threshold
                if a != b { differing += 1 }
            }
        }
        // Ink outside the shared area differs too.
        differing += InkComparison.ink(of: reference, outsideWidth: compared.width, height: compared.height, threshold)
        differing += InkComparison.ink(of: compared, outsideWidth: reference.width, height: reference.height, threshold)
        differingPixels = differing
    }

    private static func ink(of bitmap: GrayBitmap, outsideWidth width: Int, height: Int, _ threshold: UInt8) -> Int {
        var count = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where (x >= width || y >= height) && bitmap.pixels[y * bitmap.width + x] >= threshold {
                count += 1
            }
        }
        return count
    }

    /// Whether both have the same number of bands (lines of ink).
    public var sameBandCount: Bool { reference.bands.count == compared.bands.count }

    /// The largest distance, in pixels, between corresponding band edges (top, bottom, left,
    /// right), over the bands both have.
    public var maxEdgeOffset: Int {
        zip(reference.bands, compared.bands).map { a, b in
            max(abs(a.top - b.top), abs(a.bottom - b.bottom), abs(a.left - b.left), abs(a.right - b.right))
        }.max() ?? 0
    }

    /// ``differingPixels`` as a fraction of the reference's ink.
    public var differingFraction: Double { Double(differingPixels) / Double(max(1, reference.inkPixels)) }

    /// "3 bands each, edges within 1 px, 2.1 % of the ink differs".
    public var description: String {
        let bands = sameBandCount ? "\(reference.bands.count) bands each" : "\(reference.bands.count) bands against \(compared.bands.count)"
        let percent = (differingFraction * 1000).rounded() / 10
        return "\(bands), edges within \(maxEdgeOffset) px, \(percent) % of the ink differs\(sameSize ? "" : ", sizes differ")"
    }
}
