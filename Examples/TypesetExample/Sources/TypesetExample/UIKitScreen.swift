#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import Typeset
import TypesetUIKit
import UIKit

/// The UIKit screen in the SwiftUI app.
struct UIKitScreen: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIKitStyleGuideViewController { UIKitStyleGuideViewController() }
    func updateUIViewController(_ uiViewController: UIKitStyleGuideViewController, context: Context) {}
}

/// UIKit: labels in the generated styles (`TypesetStyles` values with `setText(_:style:)`, a
/// generated `TypesetUIKitStyle` with `setText(_:generatedStyle:)`), a title whose cap line is
/// aligned with the top of a square, a text view and a field with their guides, mixed runs, and
/// an installed font (New York).
final class UIKitStyleGuideViewController: UIViewController {
    let title1 = TypesetLabel()
    let body = UILabel()
    let generated = UILabel()
    let mixed = UILabel()
    let serif = UILabel()
    let textView = UITextView()
    let field = UITextField()
    let square = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let views: [UIView] = [title1, body, generated, mixed, serif, textView, field, square]
        for item in views {
            item.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(item)
        }
        body.numberOfLines = 0
        mixed.numberOfLines = 0
        textView.isScrollEnabled = false
        // A generated style with a variant: title1, or title2 when the vertical size class is compact.
        generated.setText("Generated UIKit style", generatedStyle: TypesetUIKitStyle.title1)
        if let styles = StyleGuide.styles {
            title1.setText("Cap-height aligned", style: styles.title1)
            body.typesetText = "Body text in the style guide's exact line height, following Dynamic Type and Bold Text by itself."
            body.typesetStyleVariants = styles.bodyVariants   // headline when Bold Text is on (tokens' variants)
            textView.setText("A text view whose guides sit inside its container inset.", style: styles.body)
            field.setText("A field", style: styles.body)
            mixed.setText(SwiftUIScreen.mixed(styles.body))
        }
        if let newYork = try? StyleFont(systemDesign: .serif) {
            serif.setText("New York, read through Core Text", style: TextStyle(font: newYork, pointSize: 17, lineHeight: .points(24)))
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            square.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            square.widthAnchor.constraint(equalToConstant: 40),
            square.heightAnchor.constraint(equalToConstant: 40),
            square.topAnchor.constraint(equalTo: title1.typesetCapHeightAnchor),
            title1.leadingAnchor.constraint(equalTo: square.trailingAnchor, constant: 12),
            title1.topAnchor.constraint(equalTo: margins.topAnchor),
            body.topAnchor.constraint(equalTo: title1.bottomAnchor, constant: 16),
            generated.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 16),
            mixed.topAnchor.constraint(equalTo: generated.bottomAnchor, constant: 16),
            serif.topAnchor.constraint(equalTo: mixed.bottomAnchor, constant: 16),
            textView.topAnchor.constraint(equalTo: serif.bottomAnchor, constant: 16),
            field.topAnchor.constraint(equalTo: textView.bottomAnchor, constant: 16),
        ])
        let readable = view.typesetReadableGuide(for: StyleGuide.styles?.body ?? .system(.body))
        for item in [body, generated, mixed, serif, textView, field] as [UIView] {
            NSLayoutConstraint.activate([
                item.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
                item.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            ])
        }
    }
}
#endif
