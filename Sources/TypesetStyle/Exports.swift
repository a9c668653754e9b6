// Styles are resolved against a face's metrics and carry its feature and variation settings
// (FaceMetrics, FontMetrics, ScaledMetrics, FeatureSetting, VariationSetting); code importing
// TypesetStyle, the Apple adapters among it, keeps seeing them. Reading a font file is
// TypesetFont's (`FontFace`), which this module does not link.

@_exported import TypesetFontMetrics
