@_exported import TypesetFont
