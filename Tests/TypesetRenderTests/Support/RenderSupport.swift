import Foundation
import TypesetTestSupport
import TypesetFont
@testable import TypesetRender

/// Paths inside the repository, found from this file's location.
enum RenderRepo {
    static let root = Repository.root

    static func path(_ relative: String) -> String { Repository.path(relative) }

    /// The directory named by `variable` when set (CI regenerates references from the full
    /// Debian fonts and runs the tests live), otherwise the committed expectations.
    static func referenceDirectory(_ variable: String) -> String {
        ProcessInfo.processInfo.environment[variable] ?? path("Tests/TypesetRenderTests/Expectations")
    }

    /// The `PREFIX*.txt` reference files in `directory`, sorted.
    static func referenceFiles(in directory: String, prefix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".txt") }.sorted()
    }
}

/// Exact geometry, computed independently of the rasterizer: the area of a simple polygon
/// inside each pixel, by clipping the polygon to the pixel square (Sutherland–Hodgman) and
/// taking the shoelace area.
enum ExactCoverage {
    static func area(_ polygon: [Point]) -> Double {
        var s = 0.0
        for i in polygon.indices {
            let p = polygon[i], q = polygon[(i + 1) % polygon.count]
            s += p.x * q.y - q.x * p.y
        }
        return s / 2
    }

    /// Clips `polygon` to the half-plane where `inside` holds; `cross` gives the boundary point.
    static func clip(_ polygon: [Point], inside: (Point) -> Bool, cross: (Point, Point) -> Point) -> [Point] {
        var out: [Point] = []
        for i in polygon.indices {
            let p = polygon[i], q = polygon[(i + 1) % polygon.count]
            let pin = inside(p), qin = inside(q)
            if pin { out.append(p) }
            if pin != qin { out.append(cross(p, q)) }
        }
        return out
    }

    static func areaInPixel(_ polygon: [Point], x: Int, y: Int) -> Double {
        let x0 = Double(x), x1 = Double(x + 1), y0 = Double(y), y1 = Double(y + 1)
        func atX(_ c: Double) -> (Point, Point) -> Point {
            { p, q in let t = (c - p.x) / (q.x - p.x); return Point(x: c, y: p.y + t * (q.y - p.y)) }
        }
        func atY(_ c: Double) -> (Point, Point) -> Point {
            { p, q in let t = (c - p.y) / (q.y - p.y); return Point(x: p.x + t * (q.x - p.x), y: c) }
        }
        var poly = polygon
        poly = clip(poly, inside: { $0.x >= x0 }, cross: atX(x0)); if poly.isEmpty { return 0 }
        poly = clip(poly, inside: { $0.x <= x1 }, cross: atX(x1)); if poly.isEmpty { return 0 }
        poly = clip(poly, inside: { $0.y >= y0 }, cross: atY(y0)); if poly.isEmpty { return 0 }
        poly = clip(poly, inside: { $0.y <= y1 }, cross: atY(y1)); if poly.isEmpty { return 0 }
        return abs(area(poly))
    }

    /// The coverage bytes an exact rasterizer would produce for a simple polygon.
    static func bitmap(_ polygon: [Point], width: Int, height: Int) -> [Double] {
        var out = [Double](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width { out[y * width + x] = min(1, areaInPixel(polygon, x: x, y: y)) * 255 }
        }
        return out
    }
}

extension Rasterizer {
    /// Rasterizes a closed polygon on a fresh grid.
    func polygon(_ points: [Point], width: Int, height: Int) -> GrayBitmap {
        reset(width: width, height: height)
        var path = RenderPath()
        path.move(to: points[0])
        for p in points.dropFirst() { path.line(to: p) }
        path.close()
        fill(path)
        return makeBitmap()
    }
}

/// The largest difference between a coverage bitmap and exact expected values (0…255).
func maxDifference(_ bitmap: GrayBitmap, _ expected: [Double]) -> Double {
    var worst = 0.0
    for (a, b) in zip(bitmap.pixels, expected) { worst = max(worst, abs(Double(a) - b)) }
    return worst
}
