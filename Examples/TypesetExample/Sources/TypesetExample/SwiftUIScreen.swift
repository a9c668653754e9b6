#if canImport(SwiftUI)
import SwiftUI
import Typeset
import TypesetSwiftUI

/// SwiftUI, two ways: the generated `TypesetSwiftUIStyle` values (no Typeset module needed at run
/// time), and the generated Typeset `TextStyle` values through TypesetSwiftUI, with mixed runs and
/// the style guide's Bold Text variant of body.
struct SwiftUIScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Generated SwiftUI styles").typesetStyle(.title2)
            // title1 is set as title2 when the vertical size class is compact (tokens' variants).
            Text("Title one, title two in landscape").typesetStyle(.title1)
            TypesetSwiftUIStyle.caption2.text("Caption two").typesetStyle(.caption2)
            StyleGuide.styles.map { TypesetSection(styles: $0) }
        }
    }

    /// A paragraph of mixed runs in `style`.
    static func mixed(_ style: TextStyle) -> AttributedTextBuilder {
        var text = AttributedTextBuilder(style: style)
        text.append("Mixed runs keep one line height: ")
        text.append("bold", .bold())
        text.append(", ")
        text.append("italic", .italic)
        text.append(", a ")
        text.append("link", .link("https://github.com"))
        text.append(" and ")
        text.append("smaller text", RunAttributes(pointSize: 13))
        text.append(".")
        return text
    }
}

/// The generated Typeset `TextStyle` values through TypesetSwiftUI: a heading, mixed runs, and a
/// style with the style guide's Bold Text variant.
struct TypesetSection: View {
    let styles: TypesetStyles
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Typeset styles in SwiftUI").textStyle(styles.headline)
            Text.typeset(SwiftUIScreen.mixed(styles.body), dynamicTypeSize: dynamicTypeSize, displayScale: displayScale)
                .textStyle(styles.body)
            // The style guide's own variant (tokens: body is set as headline with Bold Text).
            Text("Bold Text picks the bold variant").textStyle(styles.bodyVariants)
        }
    }
}
#endif
