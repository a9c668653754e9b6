#if canImport(CoreText)
import CoreText
import Foundation
import TypesetPlatform

// The language attribute keys of a paragraph plan, shared by the UIKit and AppKit adapters: both
// set the language of attributed text with Core Text's key and Foundation's.

extension NSAttributedString.Key {
    /// The attribute key for a language key of the plan: `kCTLanguageAttributeName` or
    /// `.languageIdentifier` (which the plan names only from iOS 15 and macOS 12, where it exists).
    public init(_ key: LanguageAttributeKey) {
        switch key {
        case .coreText:
            self.init(kCTLanguageAttributeName as String)
        case .languageIdentifier:
            if #available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) {
                self = .languageIdentifier
            } else {
                self.init(kCTLanguageAttributeName as String)
            }
        }
    }
}
#endif
