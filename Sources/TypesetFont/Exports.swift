// The value types a face's metrics are described in (Tag, FontError, FontMetrics,
// VariationSetting, FeatureSetting, FaceMetrics, ...) live in TypesetFontMetrics, which the style
// layer links without the table readers; code importing TypesetFont keeps seeing them.

@_exported import TypesetFontMetrics
