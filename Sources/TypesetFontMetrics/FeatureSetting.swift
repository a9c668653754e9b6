// OpenType feature settings as a style or a command line gives them: `liga=0`, `-liga`,
// `+kern`, `ss01`, `aalt=2`, `liga[3:5]` (HarfBuzz's and CSS's syntax).
// https://learn.microsoft.com/en-us/typography/opentype/spec/featurelist

/// One OpenType feature turned on (with a value) or off, over the whole run or a range of its
/// Unicode scalars.
public struct FeatureSetting: Sendable, Hashable, CustomStringConvertible {
    /// The feature tag (`liga`, `tnum`, `ss01`, ...).
    public var tag: Tag
    /// 0 turns the feature off; 1 on; larger values pick an alternate (`aalt=2`).
    public var value: UInt32
    /// The scalars (clusters) it applies to; the whole run by default.
    public var start: Int, end: Int

    /// A feature over the whole run.
    public init(_ tag: Tag, value: UInt32 = 1) {
        self.tag = tag
        self.value = value
        start = 0
        end = Int.max
    }

    /// A feature over scalars `range`.
    public init(_ tag: Tag, value: UInt32 = 1, range: Range<Int>) {
        self.tag = tag
        self.value = value
        start = range.lowerBound
        end = range.upperBound
    }

    /// Whether it applies to the whole run.
    public var isGlobal: Bool { start == 0 && end == Int.max }

    /// A setting from its fields as read (the parser's; `start` may exceed `end`, an empty range).
    package init(tag: Tag, value: UInt32, start: Int, end: Int) {
        self.tag = tag
        self.value = value
        self.start = start
        self.end = end
    }

    public var description: String {
        var text = tag.description.trimmingWhitespace
        if !isGlobal { text += end == Int.max ? "[\(start):]" : "[\(start):\(end)]" }
        return value == 1 ? text : value == 0 ? "-" + text : text + "=\(value)"
    }
}

extension StringProtocol {
    var trimmingWhitespace: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars = scalars.dropFirst() }
        while let last = scalars.last, last.isWhitespace { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
