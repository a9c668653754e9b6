import Foundation
import Typeset
import TypesetFont
import TypesetShaping

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

    /// Inter Bold (the example style guide's Latin subset, CFF outlines).
    public static var interBoldURL: URL { repositoryRoot.appendingPathComponent("Examples/StyleGuide/fonts/Inter-Bold-subset.otf") }

    /// The Inter fixture as Typeset reads it.
    public static func interFont() throws -> StyleFont {
        try StyleFont(face: FontFace(contentsOfFile: interURL.path))
    }

    /// The Inter fixture as a shaping font, for Typeset's layout.
    public static func interStack() throws -> FontStack {
        FontStack(try ShapingFont(contentsOfFile: interURL.path))
    }

    /// The styles compared: the "Outer padding" article's card (SF 28/38 and 17/24), the HIG body (SF 17/22), and
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
