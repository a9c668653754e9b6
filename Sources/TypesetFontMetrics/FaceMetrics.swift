// A font face as text style resolution reads it: what the header, metrics and variation tables
// say, read once by the module that decodes the file (TypesetFont's `FontFace`), so that the
// style layer needs no table reader of its own.

/// A face described by the numbers text style resolution reads: its vertical metrics as Core
/// Text reports them, its character advances for the readable measure, the OS/2 weight, italic
/// flag and average character width, its PostScript name and its design axes.
///
/// TypesetFont's `FontFace` makes one with `faceMetrics(advances:)` (it conforms to
/// ``FaceMetricsSource``), so `StyleFont(face: FontFace(contentsOfFile: path))` reads the file
/// once. A variable face's description can be moved to another instance (``instance(_:)``),
/// which the face that made it computes.
public struct FaceMetrics: Sendable {
    /// The PostScript name (`name` ID 6), when the face has one: what UIKit and AppKit load it by.
    public var postScriptName: String?
    /// Vertical metrics in font units, as Core Text picks them.
    public var metrics: FontMetrics
    /// Character advances for the readable measure, when known.
    public var advances: CharacterAdvances?
    /// OS/2 `usWeightClass` (100 ... 900), or `nil` without an OS/2 table.
    public var weightClass: Int?
    /// Whether OS/2 `fsSelection` marks the face italic or oblique (bits 0 and 9).
    public var isItalic: Bool
    /// OS/2 `xAvgCharWidth` in font units, kept only where it is a letter-frequency weighted
    /// average of lowercase letters and space (table versions 0-2, non-zero); from version 3 it
    /// averages every glyph, which says nothing of running Latin text.
    public var averageCharacterWidth: Int?
    /// Whether the face is a variable font (it has an `fvar` table).
    public var isVariable: Bool
    /// The design axes, in `fvar` order (empty for a static face).
    public var variationAxes: [VariationAxis]
    /// The instance's user coordinates, one per axis (empty when the face was not varied).
    public var variationSettings: [VariationSetting]
    /// Makes the description of another instance of the same face.
    private let instancer: (@Sendable ([VariationSetting]) throws(FontError) -> FaceMetrics)?

    /// A description from its numbers. `instance` makes the description of the same face at
    /// other user coordinates (`nil`: the face has one instance only, and ``instance(_:)``
    /// returns this description).
    public init(postScriptName: String?, metrics: FontMetrics, advances: CharacterAdvances? = nil,
                weightClass: Int? = nil, isItalic: Bool = false, averageCharacterWidth: Int? = nil,
                isVariable: Bool = false, variationAxes: [VariationAxis] = [], variationSettings: [VariationSetting] = [],
                instance: (@Sendable ([VariationSetting]) throws(FontError) -> FaceMetrics)? = nil) {
        self.postScriptName = postScriptName
        self.metrics = metrics
        self.advances = advances
        self.weightClass = weightClass
        self.isItalic = isItalic
        self.averageCharacterWidth = averageCharacterWidth
        self.isVariable = isVariable
        self.variationAxes = variationAxes
        self.variationSettings = variationSettings
        self.instancer = instance
    }

    /// The same face at the instance `settings` describe (user coordinates such as `wght=650`),
    /// with the metrics and advances of that instance; this description when the face has no
    /// other instance.
    public func instance(_ settings: [VariationSetting]) throws(FontError) -> FaceMetrics {
        guard let instancer else { return self }
        return try instancer(settings)
    }
}

/// A face that can describe itself for text style resolution (TypesetFont's `FontFace`).
public protocol FaceMetricsSource: Sendable {
    /// The face's description; its advances are `advances` when given, else read from the face.
    func faceMetrics(advances: CharacterAdvances?) throws(FontError) -> FaceMetrics
}

extension FaceMetrics: FaceMetricsSource {
    /// This description, with `advances` when given.
    public func faceMetrics(advances: CharacterAdvances?) -> FaceMetrics {
        guard let advances else { return self }
        var face = self
        face.advances = advances
        return face
    }
}
