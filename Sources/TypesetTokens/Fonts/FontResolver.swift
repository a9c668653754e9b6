#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif
import TypesetSupport
import TypesetFont

/// Finds the font file and face for a family, weight and style among the fonts in a directory.
///
/// The directory (and its subdirectories, 4 levels deep) is scanned once when the resolver is
/// made: every `.ttf`, `.otf`, `.ttc` and `.otc` face is read for its typographic family and
/// subfamily (name IDs 16/17, falling back to 1/2), OS/2 `usWeightClass` (400 when there is no
/// OS/2 table) and italic (OS/2 `fsSelection` bit 0 ITALIC or bit 9 OBLIQUE). Families compare
/// case-insensitively.
///
/// Matching follows the CSS Fonts Level 4 font matching algorithm (§5.2), style before weight:
/// - style: an italic request prefers italic faces, then upright ones; an upright request prefers
///   upright faces, then italic ones;
/// - weight: the exact weight if present; otherwise for a desired weight between 400 and 500,
///   weights above it up to 500 in ascending order, then weights below it in descending order,
///   then weights above 500 ascending; for a desired weight below 400, lighter weights descending,
///   then heavier ascending; above 500, heavier ascending, then lighter descending.
public struct FontResolver: Sendable {
    /// One face found in the directory.
    public struct Face: Sendable, Hashable {
        /// The file path.
        public var path: String
        /// The face index in the file.
        public var index: Int
        /// Typographic family.
        public var family: String
        /// Typographic subfamily ("Regular", "Semi Bold Italic").
        public var style: String
        /// OS/2 weight class.
        public var weight: Int
        /// Whether the face is italic or oblique.
        public var italic: Bool
        /// A variable face's weights (its `wght` axis, rounded): every weight in it matches
        /// exactly, as a variable face's `font-weight` range does in CSS font matching; `nil`
        /// for a static face.
        public var weightRange: ClosedRange<Int>? = nil
        /// Whether a variable face can be set italic or oblique (an `ital` or `slnt` axis).
        public var slants: Bool = false
    }

    /// The result of a lookup.
    public struct Match: Sendable, Hashable {
        /// The face chosen.
        public var face: Face
        /// Which entry of the family list matched (0 = first choice).
        public var familyIndex: Int
        /// Whether the weight and style are the ones asked for.
        public var isExact: Bool
    }

    /// Every face found, in path order then face order.
    public let faces: [Face]
    /// Files that could not be read as fonts, with the reason.
    public let unreadable: [(path: String, reason: String)]

    /// Scans `directory` for font files.
    public init(directory: String) {
        var paths: [String] = []
        FontResolver.collect(directory, depth: 0, into: &paths)
        paths.sort()
        var faces: [Face] = []
        var unreadable: [(String, String)] = []
        for path in paths {
            switch FontResolver.readFaces(path) {
            case .success(let found): faces.append(contentsOf: found)
            case .failure(let failure): unreadable.append((path, failure.reason))
            }
        }
        self.faces = faces
        self.unreadable = unreadable
    }

    /// A resolver over a known list of faces (for tests and callers with their own catalogue).
    public init(faces: [Face]) {
        self.faces = faces
        self.unreadable = []
    }

    /// The family names found, sorted, without repeats.
    public var families: [String] {
        Array(Set(faces.map(\.family))).sorted()
    }

    /// The best face for the first family in `families` that is present, or `nil` if none is.
    public func match(families wanted: [String], weight: Int, italic: Bool) -> Match? {
        for (familyIndex, family) in wanted.enumerated() {
            let key = family.lowercased()
            let candidates = faces.filter { $0.family.lowercased() == key }
            guard !candidates.isEmpty else { continue }
            let sameStyle = candidates.filter { $0.italic == italic }
            // An italic request takes a variable face that slants when no face is italic.
            let slanting = italic ? candidates.filter(\.slants) : []
            let pool = !sameStyle.isEmpty ? sameStyle : !slanting.isEmpty ? slanting : candidates
            guard let face = FontResolver.closestWeight(weight, in: pool) else { continue }
            let styleMatches = face.italic == italic || (italic && face.slants)
            return Match(face: face, familyIndex: familyIndex,
                         isExact: FontResolver.effectiveWeight(of: face, for: weight) == weight && styleMatches)
        }
        return nil
    }

    /// CSS Fonts 4 §5.2 weight matching over faces of one style.
    /// A face's weight for a desired one: a static face's weight class; for a variable face the
    /// desired weight clamped to its range (CSS Fonts 4 matches a range by its nearest value).
    static func effectiveWeight(of face: Face, for desired: Int) -> Int {
        guard let range = face.weightRange else { return face.weight }
        return min(max(desired, range.lowerBound), range.upperBound)
    }

    static func closestWeight(_ desired: Int, in faces: [Face]) -> Face? {
        // A static face of the weight first, then a variable face whose range holds it.
        if let exact = faces.first(where: { $0.weightRange == nil && $0.weight == desired }) { return exact }
        if let exact = faces.first(where: { effectiveWeight(of: $0, for: desired) == desired }) { return exact }
        let weighed = faces.map { (face: $0, weight: effectiveWeight(of: $0, for: desired)) }
        let lighter = weighed.filter { $0.weight < desired }.sorted { $0.weight > $1.weight }.map(\.face)
        let heavier = weighed.filter { $0.weight > desired }.sorted { $0.weight < $1.weight }.map(\.face)
        if desired >= 400 && desired <= 500 {
            let upTo500 = heavier.filter { effectiveWeight(of: $0, for: desired) <= 500 }
            let above500 = heavier.filter { effectiveWeight(of: $0, for: desired) > 500 }
            return (upTo500 + lighter + above500).first
        } else if desired < 400 {
            return (lighter + heavier).first
        } else {
            return (heavier + lighter).first
        }
    }

    /// Reads the faces of one font file.
    static func readFaces(_ path: String) -> Result<[Face], FileFailure> {
        let file: FontFile
        do { file = try FontFile(contentsOfFile: path) } catch {
            // The reason without the path, which the caller names.
            switch error {
            case .file(let failure): return .failure(FileFailure(path: path, reason: failure.detail))
            case .font(let failure): return .failure(FileFailure(path: path, reason: failure.description))
            }
        }
        var faces: [Face] = []
        for index in 0..<min(file.faceCount, 256) {
            do {
                let face = try file.face(at: index)
                let names = try face.names()
                let selection = face.os2?.fsSelection ?? 0
                var found = Face(path: path, index: index, family: names.familyName ?? "", style: names.styleName ?? "",
                                 weight: face.os2?.weightClass ?? 400, italic: selection & 0x0201 != 0)
                if face.isVariable, let axes = try? face.fontVariations()?.axes ?? [] {
                    if let wght = axes.first(where: { $0.tag == "wght" }), wght.minValue.isFinite, wght.maxValue.isFinite {
                        let low = Int(min(max(wght.minValue, 1), 1000).rounded()), high = Int(min(max(wght.maxValue, 1), 1000).rounded())
                        found.weightRange = low...max(low, high)
                    }
                    found.slants = axes.contains { $0.tag == "ital" || $0.tag == "slnt" }
                }
                faces.append(found)
            } catch {
                return .failure(FileFailure(path: path, reason: "face \(index): \(error)"))
            }
        }
        return .success(faces)
    }

    static let fontExtensions = [".ttf", ".otf", ".ttc", ".otc"]

    static func collect(_ directory: String, depth: Int, into paths: inout [String]) {
        guard depth <= 4, paths.count < 10_000, let handle = opendir(directory) else { return }
        defer { closedir(handle) }
        var subdirectories: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            let path = FileSystem.join(directory, name)
            let lower = name.lowercased()
            if fontExtensions.contains(where: { lower.hasSuffix($0) }) {
                paths.append(path)
            } else if FileSystem.isDirectory(path) {
                subdirectories.append(path)
            }
        }
        for subdirectory in subdirectories.sorted() { collect(subdirectory, depth: depth + 1, into: &paths) }
    }
}

extension FileSystem {
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        return (info.st_mode & S_IFMT) == S_IFDIR
    }
}
