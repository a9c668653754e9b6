// Shaping works on the Unicode layer's scripts, directions and properties; code importing
// TypesetShaping keeps seeing them.

@_exported import TypesetUnicode
