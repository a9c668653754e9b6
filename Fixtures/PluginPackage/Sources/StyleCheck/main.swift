import Typeset

// Prints the generated styles resolved at a scale and content size category as JSON lines, for
// Scripts/check_plugins.sh to compare with `typeset style --json`.
// Usage: StyleCheck FONT_DIRECTORY
let arguments = CommandLine.arguments
let styles = try TypesetStyles(fontDirectory: arguments.count == 2 ? arguments[1] : "")
for (tokenPath, style) in styles.all {
    for category in [ContentSizeCategory.S, .L, .AX5] {
        let resolved = style.resolved(scale: 3, category: category)
        let values: [(String, Double)] = [
            ("pointSize", resolved.pointSize), ("lineHeight", resolved.lineHeight), ("fontLineHeight", resolved.fontLineHeight),
            ("uikit.lineSpacing", resolved.uikit.lineSpacing), ("uikit.kern", resolved.uikit.kern),
            ("uikit.minimumLineHeight", resolved.uikit.minimumLineHeight), ("uikit.capHeightInset.top", resolved.uikit.capHeightInset.top),
        ]
        print("{\"token\": \"\(tokenPath)\", \"category\": \"\(category.rawValue)\", " + values.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
    }
}
