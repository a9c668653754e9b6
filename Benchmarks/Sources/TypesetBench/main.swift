import CReference
import TypesetFont

// Typeset vs. the references, measured in the same run (the machines are shared and noisy:
// compare the ratios, not the absolute numbers). Prints a Markdown table for README.md.

let quick = CommandLine.arguments.contains("--quick")
let repeats = quick ? 1 : 3

struct Row {
    let benchmark: String
    let typeset: Double
    let reference: Double
    let referenceName: String
    let unit: String
    var ratio: Double { reference / typeset }
}
var rows: [Row] = []

/// Best of `repeats` runs of `body`, which returns nanoseconds per operation.
func best(_ body: () -> Double) -> Double {
    var result = Double.infinity
    for _ in 0..<repeats { result = min(result, body()) }
    return result
}

@inline(never)
func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

struct Font {
    let name: String
    let path: String
    let index: Int
    let bytes: [UInt8]
    let data: FontData
}

let fonts: [Font] = [
    ("DejaVu Sans", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 0),
    ("Inter Regular", "/usr/share/fonts/opentype/inter/Inter-Regular.otf", 0),
    ("Noto Sans CJK JP", "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 0),
].compactMap { name, path, index in
    guard let data = try? FontData(contentsOfFile: path) else {
        print("skipping \(name): \(path) not found (run Scripts/install_references.sh)")
        return nil
    }
    return Font(name: name, path: path, index: index, bytes: data.bytes(in: 0..<data.count), data: data)
}

for font in fonts {
    guard let face = try? FontFace(data: font.data, index: font.index) else {
        print("cannot open \(font.path)")
        continue
    }

    // Opening a face: table directory and header tables.
    let openIterations = quick ? 2_000 : 20_000
    let typesetOpen = best {
        let start = ref_now_ns()
        for _ in 0..<openIterations { blackHole(try? FontFace(data: font.data, index: font.index)) }
        return Double(ref_now_ns() - start) / Double(openIterations)
    }
    let ftOpen = best {
        font.bytes.withUnsafeBufferPointer { ref_ft_open($0.baseAddress, $0.count, font.index, Int32(openIterations / 10)) }
    }
    rows.append(Row(benchmark: "\(font.name): open face", typeset: typesetOpen, reference: ftOpen, referenceName: "FreeType", unit: "ns"))
    _ = face
}

// MARK: - Report

func fmt(_ value: Double) -> String {
    if value >= 100 { return String(Int(value.rounded())) }
    let scaled = (value * 100).rounded() / 100
    return "\(scaled)"
}
print("| benchmark | Typeset | reference | ratio (reference / Typeset) |")
print("|---|---:|---:|---:|")
for row in rows {
    print("| \(row.benchmark) | \(fmt(row.typeset)) \(row.unit) | \(fmt(row.reference)) \(row.unit) (\(row.referenceName)) | \(fmt(row.ratio))x |")
}
