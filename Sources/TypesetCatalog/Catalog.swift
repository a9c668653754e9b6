#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif
import TypesetSupport

/// Every string of the catalogues read, and every finding about them.
public struct CatalogReadResult: Sendable {
    /// The strings, file by file in path order, each file's in document order.
    public var strings: [CatalogString]
    /// Errors (a file or entry that could not be read) and warnings, `file:line:column`.
    public var diagnostics: [Diagnostic]
    /// Android strings that are `@string/name` references: index in `strings` → name.
    var references: [Int: String] = [:]
    /// The catalogue files read (or tried), in the order read.
    public var files: [CatalogFile] = []
    /// The paths given that hold no catalogue: a folder with none inside, a file of no catalogue
    /// format, or a path that does not exist (each also has an error diagnostic naming it).
    public var pathsWithoutCatalogues: [PathWithoutCatalogue] = []

    /// A catalogue file and its format.
    public struct CatalogFile: Sendable, Hashable {
        /// The path.
        public var path: String
        /// The format it was read as.
        public var format: Catalog.Format
    }

    /// A path given to read that holds no catalogue.
    public struct PathWithoutCatalogue: Sendable, Hashable {
        /// The path as given.
        public var path: String
        /// Whether anything exists at the path.
        public var exists: Bool
    }

    /// A result.
    public init(strings: [CatalogString] = [], diagnostics: [Diagnostic] = []) {
        self.strings = strings
        self.diagnostics = diagnostics
    }
}

/// The front door: string catalogues read from files and folders.
public enum Catalog {
    /// The kinds of catalogue file.
    public enum Format: String, Sendable, Hashable {
        case xcstrings, strings, stringsdict, android
        /// XLIFF 1.2 or 2.0 (`.xliff`, `.xlf`; an `.xcloc` bundle's `Localized Contents/*.xliff`).
        case xliff
    }

    /// Reads `paths`: files (`.xcstrings`, `.strings`, `.stringsdict`, Android `strings.xml` or any
    /// `.xml` in a `values*` folder) and folders (an `.lproj`, a `res` folder, or any folder: it is
    /// searched, 16 levels deep at most, skipping hidden folders, for those files inside `.lproj`
    /// and `values*` folders and for `.xcstrings` anywhere).
    ///
    /// A file that cannot be read gives an error diagnostic; every other file is still read. The
    /// order is deterministic: files sorted by path (bytewise; each read once), strings in document
    /// order, each file's diagnostics by position.
    ///
    /// - Parameter developmentLanguage: the locale of `Base.lproj`, of `.strings` files outside an
    ///   `.lproj` folder, and of Android's default `values` folder without `tools:locale`.
    public static func read(paths: [String], developmentLanguage: String = "en") -> CatalogReadResult {
        var files: [(path: String, format: Format)] = []
        var result = CatalogReadResult()
        for path in paths {
            let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            if FileSystem.isDirectory(trimmed) {
                let found = catalogueFiles(in: trimmed, diagnostics: &result.diagnostics)
                if found.isEmpty {
                    result.pathsWithoutCatalogues.append(.init(path: trimmed, exists: true))
                    result.diagnostics.append(Diagnostic(.error, at: SourceLocation(file: trimmed, line: 1, column: 1),
                                                         "the folder holds no string catalogue (.xcstrings, .strings or .stringsdict in an .lproj folder, strings.xml in a values folder, .xliff, .xlf or .xcloc)"))
                }
                files += found
            } else if let format = format(of: trimmed, explicit: true) {
                // A missing file is reported when it is read, in path order.
                if !FileSystem.exists(trimmed) { result.pathsWithoutCatalogues.append(.init(path: trimmed, exists: false)) }
                files.append((trimmed, format))
            } else if !FileSystem.exists(trimmed) {
                result.pathsWithoutCatalogues.append(.init(path: trimmed, exists: false))
                result.diagnostics.append(Diagnostic(.error, at: SourceLocation(file: trimmed, line: 1, column: 1), "no such file or folder"))
            } else {
                result.pathsWithoutCatalogues.append(.init(path: trimmed, exists: true))
                result.diagnostics.append(Diagnostic(.error, at: SourceLocation(file: trimmed, line: 1, column: 1),
                                                     "not a string catalogue; expected .xcstrings, .strings, .stringsdict, an Android strings.xml, .xliff, .xlf, an .xcloc bundle, or a folder of them"))
            }
        }
        var seen: Set<String> = []
        files = files.filter { seen.insert($0.path).inserted }.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        // Every XLIFF file of an export repeats the source language's text: a string (locale, key
        // and variant) read from one XLIFF file is not read again from another.
        var xliffStrings: Set<String> = []
        result.files = files.map { CatalogReadResult.CatalogFile(path: $0.path, format: $0.format) }
        for file in files {
            let bytes: [UInt8]
            switch FileSystem.read(file.path, kind: .catalogue) {
            case .success(let b): bytes = b
            case .failure(let failure):
                result.diagnostics.append(Diagnostic(.error, at: SourceLocation(file: file.path, line: 1, column: 1), failure.reason))
                continue
            }
            var read = read(bytes: bytes, path: file.path, format: file.format, developmentLanguage: developmentLanguage)
            if file.format == .xliff {
                read.strings = read.strings.filter { s in xliffStrings.insert("\(s.locale)\u{1F}\(s.key)\u{1F}\(s.variant ?? "")").inserted }
            }
            for (index, name) in read.references { result.references[result.strings.count + index] = name }
            result.strings += read.strings
            // A file's findings in the order of their positions (stable for equal positions).
            result.diagnostics += read.diagnostics.enumerated().sorted {
                ($0.element.location.line, $0.element.location.column, $0.offset) < ($1.element.location.line, $1.element.location.column, $1.offset)
            }.map(\.element)
        }
        resolveReferences(&result, developmentLanguage: developmentLanguage)
        checkLocales(&result)
        return result
    }

    /// Each locale the strings name, once, at its first string: a warning when it is not a BCP 47
    /// language tag (RFC 5646 syntax; the `_` of Apple's older folder names reads as `-`), or
    /// when CLDR has no plural rules for its language, so that its plurals would use `other` only
    /// (a misspelt or unknown language).
    static func checkLocales(_ result: inout CatalogReadResult) {
        var seen = Set<String>()
        for s in result.strings where seen.insert(s.locale).inserted {
            let tag = s.locale.replacingOccurrences(of: "_", with: "-")
            if let problem = LanguageTagSyntax.problem(tag) {
                result.diagnostics.append(Diagnostic(.warning, at: s.location, "the locale \"\(s.locale)\" is not a BCP 47 language tag: \(problem)"))
            } else if PluralRules(locale: tag).locale == "root", !tag.lowercased().hasPrefix("x-"), !["und", "root", "mul", "zxx"].contains(tag.lowercased()) {
                result.diagnostics.append(Diagnostic(.warning, at: s.location, "unknown locale \"\(s.locale)\": CLDR has no plural rules for its language, so its plurals would use \"other\" only"))
            }
        }
    }

    /// Replaces Android `@string/name` values by the string they name: same locale first, then
    /// the development language. References to references are followed up to 8 steps.
    private static func resolveReferences(_ result: inout CatalogReadResult, developmentLanguage: String) {
        guard !result.references.isEmpty else { return }
        var table: [String: Int] = [:]
        for (index, s) in result.strings.enumerated() where s.variant == nil {
            table[s.locale + "\u{0}" + s.key] = index
        }
        for index in result.references.keys.sorted() {
            guard let name = result.references[index] else { continue }
            let locale = result.strings[index].locale
            var target = name
            var resolved: String?
            for _ in 0..<8 {
                guard let hit = table[locale + "\u{0}" + target] ?? table[developmentLanguage + "\u{0}" + target] else { break }
                if let next = result.references[hit] {
                    target = next
                    continue
                }
                resolved = result.strings[hit].text
                break
            }
            if let resolved {
                result.strings[index].text = resolved
            } else {
                let s = result.strings[index]
                let locales = s.locale == developmentLanguage ? s.locale : "\(s.locale) or \(developmentLanguage)"
                result.diagnostics.append(Diagnostic(.warning, at: s.location, "\"\(s.key)\" refers to @string/\(name), which no catalogue read defines for \(locales)"))
            }
        }
        result.references = [:]
    }

    /// Reads one catalogue file's bytes; `path` names it in diagnostics and gives `.lproj` and
    /// `values*` locales.
    public static func read(bytes: [UInt8], path: String, format: Format, developmentLanguage: String = "en") -> CatalogReadResult {
        switch format {
        case .xcstrings:
            let r = XCStringsReader.read(bytes: bytes, file: path)
            return CatalogReadResult(strings: r.strings, diagnostics: r.diagnostics)
        case .strings:
            let locale = lprojLocale(of: path, developmentLanguage: developmentLanguage)
            let r = StringsReader.read(bytes: bytes, file: path)
            return CatalogReadResult(strings: r.entries.map {
                CatalogString(key: $0.key, locale: locale, text: $0.value, location: $0.valueLocation)
            }, diagnostics: r.diagnostics)
        case .stringsdict:
            let r = StringsdictReader.read(bytes: bytes, file: path, locale: lprojLocale(of: path, developmentLanguage: developmentLanguage))
            return CatalogReadResult(strings: r.strings, diagnostics: r.diagnostics)
        case .xliff:
            let r = XLIFFReader.read(bytes: bytes, file: path)
            return CatalogReadResult(strings: r.strings, diagnostics: r.diagnostics)
        case .android:
            let folder = lastComponent(FileSystem.directory(of: path))
            let (_, locale) = AndroidStringsReader.locale(ofValuesFolder: folder)
            let r = AndroidStringsReader.read(bytes: bytes, file: path, locale: locale, defaultLocale: developmentLanguage)
            var result = CatalogReadResult(strings: r.strings, diagnostics: r.diagnostics)
            result.references = r.references
            return result
        }
    }

    /// The locale an `.lproj` folder names: `de.lproj` → `de`, `pt-BR.lproj` / `pt_BR.lproj` →
    /// `pt-BR`, `zh-Hans.lproj` → `zh-Hans`, `Base.lproj` → the development language, the old
    /// English names (`English.lproj`, `German.lproj`, ...) → their codes. A file outside an `.lproj`
    /// folder is in the development language.
    public static func lprojLocale(of path: String, developmentLanguage: String) -> String {
        let folder = lastComponent(FileSystem.directory(of: path))
        guard folder.hasSuffix(".lproj") else { return developmentLanguage }
        let name = String(folder.dropLast(6))
        if name == "Base" || name.isEmpty { return developmentLanguage }
        let legacy = ["English": "en", "French": "fr", "German": "de", "Italian": "it", "Japanese": "ja", "Spanish": "es", "Dutch": "nl"]
        if let code = legacy[name] { return code }
        return name.replacingUnderscores()
    }

    static func lastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The format of a file by its name and folder; `explicit` accepts `.strings` and `.xml`
    /// files outside `.lproj` and `values*` folders (a path given on its own).
    static func format(of path: String, explicit: Bool) -> Format? {
        let name = lastComponent(path)
        let folder = lastComponent(FileSystem.directory(of: path))
        if name.hasSuffix(".xcstrings") { return .xcstrings }
        if name.hasSuffix(".xliff") || name.hasSuffix(".xlf") { return .xliff }
        if name.hasSuffix(".stringsdict") && (explicit || folder.hasSuffix(".lproj")) { return .stringsdict }
        if name.hasSuffix(".strings") && (explicit || folder.hasSuffix(".lproj")) { return .strings }
        if name.hasSuffix(".xml") && (AndroidStringsReader.locale(ofValuesFolder: folder).isValues || (explicit && name == "strings.xml")) {
            return .android
        }
        return nil
    }

    /// The catalogue files under `root`, walked with an explicit stack.
    private static func catalogueFiles(in root: String, diagnostics: inout [Diagnostic]) -> [(path: String, format: Format)] {
        var found: [(path: String, format: Format)] = []
        var stack: [(path: String, depth: Int)] = [(root, 0)]
        var visited = 0
        while let (folder, depth) = stack.popLast() {
            visited += 1
            guard visited <= 100_000 else {
                diagnostics.append(Diagnostic(.warning, at: SourceLocation(file: root, line: 1, column: 1), "more than 100,000 folders; the rest are not searched"))
                break
            }
            // An Xcode localization bundle: its translations are Localized Contents/*.xliff
            // (Source Contents holds copies of the project's own files).
            if folder.hasSuffix(".xcloc") {
                let contents = folder + "/Localized Contents"
                for name in listDirectory(contents) where !name.hasPrefix(".") && format(of: name, explicit: false) == .xliff {
                    found.append((contents + "/" + name, .xliff))
                }
                continue
            }
            for name in listDirectory(folder) where !name.hasPrefix(".") {
                let path = folder == "/" ? "/" + name : folder + "/" + name
                if FileSystem.isDirectory(path) {
                    if depth < 16 && name != "node_modules" && name != "build" { stack.append((path, depth + 1)) }
                } else if let format = format(of: path, explicit: false) {
                    found.append((path, format))
                }
            }
        }
        return found
    }

    /// The names in a folder (not `.` and `..`), or none when it cannot be opened.
    private static func listDirectory(_ path: String) -> [String] {
        guard let dir = opendir(path) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}

extension String {
    func replacingUnderscores() -> String { String(map { $0 == "_" ? "-" : $0 }) }
}
