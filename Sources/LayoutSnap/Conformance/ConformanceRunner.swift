import Foundation

/// Runs browser-computed layout cases (see `ConformanceCase`) through the engine with the Ahem text
/// model and compares every node's x, y, width and height: after `BrowserOffsetSnapping` within
/// 0.01 when the case uses rounding, unrounded within 0.1 otherwise.
public enum ConformanceRunner {
    /// The outcome of one case.
    public struct CaseResult: Sendable, Codable {
        public var name: String
        public var passed: Bool
        /// The first differing node, or the reason the case could not run.
        public var message: String?
    }

    /// The outcome of one folder.
    public struct FolderResult: Sendable, Codable {
        public var folder: String
        public var total: Int
        public var passed: Int
        public var failures: [CaseResult]
        public var rate: Double { total == 0 ? 1 : Double(passed) / Double(total) }
    }

    /// Runs one case file.
    public static func run(file path: String) -> CaseResult {
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        guard let source = try? String(contentsOfFile: path, encoding: .utf8) else {
            return CaseResult(name: name, passed: false, message: "cannot read \(path)")
        }
        do {
            let c = try ConformanceCase(xml: source)
            return run(c, name: name)
        } catch {
            return CaseResult(name: name, passed: false, message: "\(error)")
        }
    }

    /// Lays out a case and compares it with its expectations.
    public static func run(_ c: ConformanceCase, name: String) -> CaseResult {
        let engine = LayoutEngine(textMeasurer: AhemTextMeasurer())
        do {
            // The page the expectations were computed in places its root absolutely
            // (`body > * { position: absolute }`), so the root shrinks to fit a definite viewport.
            var frames = try engine.layoutUnrounded(cssRoot: c.root, available: c.available, sizing: .shrinkToFit)
            if c.useRounding { frames = BrowserOffsetSnapping.snap(frames) }
            let tolerance = c.useRounding ? 0.01 : 0.1
            if let diff = firstDifference(frames, c.expected, path: "root", tolerance: tolerance) {
                let note = c.unsupported.map { " (uses unsupported \($0))" } ?? ""
                return CaseResult(name: name, passed: false, message: diff + note)
            }
            return CaseResult(name: name, passed: true, message: nil)
        } catch {
            return CaseResult(name: name, passed: false, message: "layout failed: \(error)")
        }
    }

    /// Runs every `*.xml` file of `folder`, in name order; a path to one `.xml` case runs that case.
    public static func run(folder: String) throws -> FolderResult {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), !isDirectory.boolValue, folder.hasSuffix(".xml") {
            let r = run(file: folder)
            return FolderResult(folder: folder, total: 1, passed: r.passed ? 1 : 0, failures: r.passed ? [] : [r])
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".xml") }.sorted()
        var passed = 0
        var failures: [CaseResult] = []
        for f in files {
            let r = run(file: (folder as NSString).appendingPathComponent(f))
            if r.passed { passed += 1 } else { failures.append(r) }
        }
        return FolderResult(folder: folder, total: files.count, passed: passed, failures: failures)
    }

    /// The name suffix of the text leaf a `text` element holds as its anonymous flex item.
    static let anonymousSuffix = "#anonymous-text"

    static func firstDifference(_ actual: FrameNode, _ expected: ConformanceCase.Expected, path: String, tolerance: Double) -> String? {
        var actual = actual
        if actual.children.count == 1, actual.children[0].name.hasSuffix(anonymousSuffix) { actual.updateChildren { $0 = [] } }
        let a = actual.frame, e = expected.frame
        let pairs = [(a.x, e.x), (a.y, e.y), (a.width, e.width), (a.height, e.height)]
        if pairs.contains(where: { abs($0.0 - $0.1) > tolerance }) {
            return "\(path): expected \(describe(e)), actual \(describe(a))"
        }
        if actual.children.count != expected.children.count {
            return "\(path): expected \(expected.children.count) children, actual \(actual.children.count)"
        }
        for (k, (ac, ec)) in zip(actual.children, expected.children).enumerated() {
            if let d = firstDifference(ac, ec, path: "\(path).children[\(k)]", tolerance: tolerance) { return d }
        }
        return nil
    }

    static func describe(_ r: Rect) -> String {
        func f(_ v: Double) -> String {
            let rounded = (v * 1000).rounded() / 1000
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        return "x=\(f(r.x)) y=\(f(r.y)) w=\(f(r.width)) h=\(f(r.height))"
    }
}

/// Snaps a frame tree the way browsers report it through element offsets (CSSOM View
/// `offsetLeft`/`offsetTop`/`offsetWidth`/`offsetHeight`), which is how browser-computed
/// conformance expectations are recorded:
/// - a node's position is its unsnapped offset from its parent's border box, rounded on its own
///   (not the difference of two rounded absolute edges), so a child keeps its rounded distance
///   to the parent edge it is placed against, on either side;
/// - a node's size is the distance between its rounded absolute near and far edges, so sizes
///   span the snapped edges they cover.
/// Rounding is to the nearest whole pixel with halves rounded up (towards positive infinity),
/// as browser fixed-point layout units round. Only `frame` is snapped; `absolute` keeps the
/// unsnapped rect the sizes are computed from.
enum BrowserOffsetSnapping {
    static func snap(_ root: consuming FrameNode) -> FrameNode {
        var out = root
        snap(&out)
        return out
    }

    /// Nearest whole pixel, halves up: 1.5 gives 2, -0.5 gives 0.
    static func round(_ value: Double) -> Double { (value + 0.5).rounded(.down) }

    private static func snap(_ node: inout FrameNode) {
        let a = node.absolute, f = node.frame
        let width = round(a.maxX) - round(a.x), height = round(a.maxY) - round(a.y)
        node.frame = Rect(x: round(f.x), y: round(f.y), width: width, height: height)
        node.updateChildren { children in for k in children.indices { snap(&children[k]) } }
    }
}
