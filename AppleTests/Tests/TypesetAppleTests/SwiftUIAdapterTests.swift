#if canImport(SwiftUI)
import SwiftUI
import Typeset
import TypesetSwiftUI
import XCTest

/// The SwiftUI adapter: mixed runs as SwiftUI's `AttributedString`. Runs with the
/// Apple tests (macOS and the iOS Simulator); not on Linux.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, *)
final class SwiftUIAdapterTests: XCTestCase {
    func testMixedRunsAsAttributedString() throws {
        var text = AttributedTextBuilder(style: TextStyle(font: .system(), pointSize: 17, lineHeight: .points(24), letterSpacing: .points(0.2)))
        text.append("Read the ")
        text.append("terms", .link("https://example.com/terms"))
        text.append(" now", .bold())
        let attributed = AttributedString(typeset: text, dynamicTypeSize: .large, displayScale: 2)
        XCTAssertEqual(String(attributed.characters), "Read the terms now")
        let runs = Array(attributed.runs)
        XCTAssertEqual(runs.count, 3)
        XCTAssertEqual(runs[1].link, URL(string: "https://example.com/terms"))
        for run in runs {
            XCTAssertNotNil(run[AttributeScopes.SwiftUIAttributes.FontAttribute.self])
            XCTAssertEqual(run[AttributeScopes.SwiftUIAttributes.KernAttribute.self], 0.2)
        }
        XCTAssertNotEqual(runs[0][AttributeScopes.SwiftUIAttributes.FontAttribute.self],
                          runs[2][AttributeScopes.SwiftUIAttributes.FontAttribute.self])
    }
}
#endif
