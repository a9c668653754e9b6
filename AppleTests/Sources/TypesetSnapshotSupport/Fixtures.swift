import Foundation
import Typeset

/// Paths and styles shared by the Apple tests.
public enum AppleFixtures {
    /// The repository root (two folders above this package).
    public static let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }  // file, TypesetSnapshotSupport, Sources, AppleTests
        return url
    }()

    /// The Inter fixture (a subset of Inter Regular, CFF outlines).
    public static var interURL: URL { repositoryRoot.appendingPathComponent("Fixtures/fonts/Inter-Regular-subset.otf") }

    /// The Inter fixture as Typeset reads it.
    public static func interFont() throws -> StyleFont {
        try StyleFont(face: FontFace(contentsOfFile: interURL.path))
    }

    /// The Inter fixture as a shaping font, for Typeset's layout.
    public static func interStack() throws -> FontStack {
        FontStack(try ShapingFont(contentsOfFile: interURL.path))
    }

    /// The styles compared: seed 000's card (SF 28/38 and 17/24), the HIG body (SF 17/22), and
    /// Inter at 17/24 with 2% tracking.
    public static func styles() throws -> [(name: String, style: TextStyle, usesInter: Bool)] {
        [
            ("sf-28-38", TextStyle(font: .system(), pointSize: 28, lineHeight: .points(38)), false),
            ("sf-17-24", TextStyle(font: .system(), pointSize: 17, lineHeight: .points(24)), false),
            ("sf-body", TextStyle.system(.body), false),
            ("inter-17-24", TextStyle(font: try interFont(), pointSize: 17, lineHeight: .points(24),
                                      letterSpacing: .percentOfSize(2)), true),
        ]
    }
}

/// Rows of a rendered bitmap that hold ink: where glyphs actually landed.
public struct InkRows: Equatable {
    /// The first row (from the top) with a dark pixel, or nil.
    public var first: Int?
    /// The last row with a dark pixel, or nil.
    public var last: Int?
    /// Every row with a dark pixel.
    public var rows: [Int]

    /// Scans `width` x `height` RGBA8 pixels (premultiplied, opaque white background) for rows
    /// whose darkest pixel's luminance is below `threshold` (0-255).
    public init(rgba: [UInt8], width: Int, height: Int, threshold: UInt8 = 128) {
        var rows: [Int] = []
        for y in 0..<height {
            var dark = false
            var x = 0
            while x < width, !dark {
                let i = (y * width + x) * 4
                if i + 2 < rgba.count {
                    let luminance = (Int(rgba[i]) * 299 + Int(rgba[i + 1]) * 587 + Int(rgba[i + 2]) * 114) / 1000
                    dark = luminance < Int(threshold)
                }
                x += 1
            }
            if dark { rows.append(y) }
        }
        self.rows = rows
        first = rows.first
        last = rows.last
    }

    /// Bands of consecutive ink rows (one per line of "H" glyphs): (top row, bottom row).
    public var bands: [(top: Int, bottom: Int)] {
        var out: [(Int, Int)] = []
        for row in rows {
            if let last = out.last, last.1 == row - 1 { out[out.count - 1].1 = row } else { out.append((row, row)) }
        }
        return out
    }
}
