// The umbrella module: `import Typeset` brings in every layer a layout needs.

@_exported import TypesetFont
@_exported import TypesetUnicode
@_exported import TypesetShaping
@_exported import TypesetStyle
@_exported import TypesetPlatform
@_exported import TypesetLayout
