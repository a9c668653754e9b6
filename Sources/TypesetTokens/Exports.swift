// Diagnostics, source locations and the JSON reader live in TypesetSupport (so that the
// catalogue readers need not depend on this module); code importing TypesetTokens keeps seeing them.

@_exported import TypesetSupport
