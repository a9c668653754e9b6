import TypesetStyle

/// Where a view puts its text, for the layout guides an adapter pins to it: a label and a text
/// view start their first line at the top (a text view after its `textContainerInset`); a text
/// field and a button centre one line vertically.
public enum TextPlacement: Sendable, Hashable {
    /// The first line box starts `inset.top` below the view's top and the last ends
    /// `inset.bottom` above its bottom (`UILabel`: zero; `UITextView`, `NSTextView`: the text
    /// container inset, as `textContainerInset.top` / `.bottom`).
    case fromTop(inset: VerticalInsets)
    /// One line box centred on the view's vertical centre (`UITextField` and `UIButton` with the
    /// default `contentVerticalAlignment` `.center`, `NSTextField` in a single-line cell).
    case centred
}

/// The constants of a styled view's cap-height and line-box guides (Typography.md,
/// "Cap-height alignment" and "Outer padding"), for the view's placement of its text and for
/// whether it shows any text.
///
/// Every constant is a distance *into* the view from the edge or point the guide is pinned to,
/// so a negative value puts the guide outside the view (the outer padding of
/// ``LineHeightTechnique/lineSpacing``):
/// - ``TextPlacement/fromTop(inset:)``: ``capHeight`` `.top` below the view's top and `.bottom`
///   above its bottom; ``lineBox`` likewise.
/// - ``TextPlacement/centred``: ``isCentred``; `.top` is the distance from the view's centre up
///   to the guide's top (the guide's top is at centre - top) and `.bottom` from the centre down
///   to its bottom (at centre + bottom).
///
/// An empty view (no text, or an empty string) has no line: every constant is 0, so its guides
/// are the view itself, or its centre line for a centred placement (a view whose text was
/// removed keeps no padding or cap offsets).
public struct ViewGuidePlan: Sendable, Hashable {
    /// Whether the constants are measured from the view's vertical centre.
    public let isCentred: Bool
    /// The cap-height guide: from the first line's cap line to the last line's baseline.
    public let capHeight: VerticalInsets
    /// The line-box guide: the design's line boxes.
    public let lineBox: VerticalInsets

    /// The constants for `plan` in a view that places its text by `placement`, showing text when `hasText`.
    public init(_ plan: StylePlan, placement: TextPlacement, hasText: Bool) {
        guard hasText else {
            isCentred = placement == .centred
            capHeight = .zero
            lineBox = .zero
            return
        }
        let cap = plan.capHeight.insets
        let padding = plan.label.outerPadding
        switch placement {
        case .fromTop(let inset):
            isCentred = false
            capHeight = VerticalInsets(top: inset.top + cap.top, bottom: inset.bottom + cap.bottom)
            lineBox = VerticalInsets(top: inset.top - padding.top, bottom: inset.bottom - padding.bottom)
        case .centred:
            // One line as the view draws it: the label's height for one line, centred; the
            // centre may fall between pixels, so the halves are not snapped again.
            let half = plan.label.labelHeight(lines: 1) / 2
            isCentred = true
            capHeight = VerticalInsets(top: half - cap.top, bottom: half - cap.bottom)
            lineBox = VerticalInsets(top: half + padding.top, bottom: half + padding.bottom)
        }
    }

    /// The Auto Layout constants of the cap-height guide: `guide.top == anchor + top` and
    /// `guide.bottom == anchor + bottom`, the anchors being the view's top and bottom, or its
    /// vertical centre for both when ``isCentred`` (a constant is added downwards).
    public var capHeightConstants: VerticalInsets { constants(capHeight) }

    /// The Auto Layout constants of the line-box guide, as ``capHeightConstants``.
    public var lineBoxConstants: VerticalInsets { constants(lineBox) }

    private func constants(_ insets: VerticalInsets) -> VerticalInsets {
        isCentred ? VerticalInsets(top: -insets.top, bottom: insets.bottom) : VerticalInsets(top: insets.top, bottom: -insets.bottom)
    }

    /// Whether a view showing `text` has a line to align to (`nil` and `""` have none).
    public static func hasText(_ text: String?) -> Bool { !(text ?? "").isEmpty }
}

/// A text view's frame around its text (`UITextView`, `NSTextView`): the text container inset
/// on each side and the line fragment padding inside the container at the left and right.
public struct TextContainerGeometry: Sendable, Hashable {
    /// `textContainerInset`, points (top, left, bottom, right).
    public var top: Double, left: Double, bottom: Double, right: Double
    /// `textContainer.lineFragmentPadding`, points, at each end of every line.
    public var lineFragmentPadding: Double

    /// Creates the geometry.
    public init(top: Double, left: Double, bottom: Double, right: Double, lineFragmentPadding: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
        self.lineFragmentPadding = lineFragmentPadding
    }

    /// UITextView's defaults: `textContainerInset` (8, 0, 8, 0) and `lineFragmentPadding` 5
    /// (UIKit's documentation of `UITextView.textContainerInset` and
    /// `NSTextContainer.lineFragmentPadding`, "The default value is 5.0").
    public static let uiTextViewDefault = TextContainerGeometry(top: 8, left: 0, bottom: 8, right: 0, lineFragmentPadding: 5)

    /// NSTextView's defaults: no `textContainerInset` ("By default, a text container covers its
    /// text view exactly", Apple's *Text System User Interface Layer Programming Guide*, "Setting
    /// Text Margins") and `lineFragmentPadding` 5 (`NSTextContainer.lineFragmentPadding`).
    public static let nsTextViewDefault = TextContainerGeometry(top: 0, left: 0, bottom: 0, right: 0, lineFragmentPadding: 5)

    /// NSTextView's geometry: its `textContainerInset` is an `NSSize` that offsets the container's
    /// top-left corner by `width` and `height` and insets its right and bottom edges "by an equal
    /// amount" ("Setting Text Margins"), so `width` on the left and right, `height` on top and bottom.
    public init(nsTextViewInset width: Double, _ height: Double, lineFragmentPadding: Double = 5) {
        self.init(top: height, left: width, bottom: height, right: width, lineFragmentPadding: lineFragmentPadding)
    }

    /// The width the lines are broken in for a view `width` wide: the view less the insets and
    /// twice the padding, never negative.
    public func lineWidth(viewWidth width: Double) -> Double { max(0, width - left - right - 2 * lineFragmentPadding) }

    /// The text container's width in a view `width` wide: the view less the left and right
    /// insets, never negative (the line fragment padding is inside the container).
    public func containerWidth(viewWidth width: Double) -> Double { max(0, width - left - right) }

    /// A text view's height around text whose lines take `usedHeight` (TextKit's used rectangle):
    /// the insets above and below added.
    public func viewHeight(usedHeight: Double) -> Double { usedHeight + top + bottom }

    /// The vertical insets, for ``TextPlacement/fromTop(inset:)``.
    public var verticalInsets: VerticalInsets { VerticalInsets(top: top, bottom: bottom) }
}

