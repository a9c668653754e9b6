import CoreText
import Foundation
import Typeset

/// The bundled style guide: its font files, read from the repository checkout. The iOS
/// Simulator reads the Mac's files, so the example needs no bundle resources; an app ships the
/// files in its bundle instead (`TypesetUIKitStyle.fontFiles`, `registerFonts(in:)`).
enum StyleGuide {
    /// Examples/StyleGuide, found from this file's location in the checkout.
    static let directory: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }  // file, TypesetExample, Sources, TypesetExample
        return url.appendingPathComponent("StyleGuide").path
    }()

    /// The generated platform-neutral styles (Typeset `TextStyle` values), `nil` when the font
    /// files cannot be read.
    static let styles: TypesetStyles? = try? TypesetStyles(fontDirectory: directory)

    /// Registers the style guide's fonts for this process, so UIKit and SwiftUI find them by name.
    static func registerFonts() {
        for file in TypesetStyles.fontFiles {
            let url = URL(fileURLWithPath: directory).appendingPathComponent(file)
            CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
        }
    }
}
