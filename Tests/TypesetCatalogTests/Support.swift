import Foundation
import TypesetCatalog
import TypesetTestSupport
import TypesetTokens

/// Paths inside the checkout.
enum CatalogRepo {
    static func path(_ relative: String) -> String { Repository.path(relative) }
    static let fixtures = path("Tests/TypesetCatalogTests/Fixtures")
    static func fixture(_ name: String) -> String { fixtures + "/" + name }
}

/// `key|locale|variant|text|line:column`, the checkout's path left out, for comparisons.
func summary(_ s: CatalogString) -> String {
    "\(s.key)|\(s.locale)|\(s.variant ?? "-")|\(s.text)|\(s.location.line):\(s.location.column)"
}

/// `file-name:line:column: severity: message`, with the fixture folder left out.
func summary(_ d: Diagnostic) -> String {
    let file = d.location.file.replacingOccurrences(of: CatalogRepo.fixtures + "/", with: "")
    return "\(file):\(d.location.line):\(d.location.column): \(d.severity.rawValue): \(d.message)"
}

import TypesetSupport

/// File bytes for the tests.
enum FileSystemBytes {
    static func read(_ path: String) -> Result<[UInt8], FileFailure> { FileSystem.read(path) }
}
