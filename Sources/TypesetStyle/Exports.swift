// Styles are resolved against a font's metrics and carry its feature and variation settings
// (FontFace, FontMetrics, ScaledMetrics, FeatureSetting, VariationSetting); code importing
// TypesetStyle, the Apple adapters among it, keeps seeing them.

@_exported import TypesetFont
