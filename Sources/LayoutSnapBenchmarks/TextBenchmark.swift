import Foundation
import LayoutSnap

/// `layoutsnap-bench text [LEAVES] [RUNS]`: text measurement throughput. A vertical linear container
/// of LEAVES (default 10,000) text leaves, 200 pt wide, cycling through eight strings in Latin,
/// French, Greek, Cyrillic, Chinese, Arabic, Hebrew and emoji, each long enough to wrap once or twice
/// and each made unique by its number (so no leaf is a repeat of another);
/// times the whole layout with the Pango measurer over the pinned fonts and with the Ahem model
/// (no font work), interleaved, and prints each median per leaf. Fails when a leaf has no lines.
enum TextBenchmark {
    static let strings = [
        "The quick brown fox jumps over the lazy dog near the river bank",
        "Anticonstitutionnellement, les élèves ont répondu à la dernière question",
        "Η γρήγορη καφέ αλεπού πηδά πάνω από τον τεμπέλικο σκύλο",
        "Съешь же ещё этих мягких французских булок да выпей чаю",
        "TangramKit是iOS系统下用Swift编写的第三方界面布局框架。",
        "أعمل على تطبيقات تدعم العربية والإنجليزية كل يوم",
        "שלום עולם, זהו משפט בעברית לבדיקת שבירת שורות",
        "Party tonight 🎉🍕 bring snacks 👍🏽 and music 🎶",
    ]

    static func run(_ arguments: [String]) throws {
        let leaves = max(1, arguments.first.flatMap { Int($0) } ?? 10_000)
        let runs = max(1, arguments.dropFirst().first.flatMap { Int($0) } ?? 7)
        let children = (0..<leaves).map { i in
            LayoutNode(name: "t\(i)", kind: .leaf(.text(TextContent("\(i) " + strings[i % strings.count], font: Font(size: 13)))),
                       width: .fixed(200))
        }
        let root = LayoutNode(name: "root", kind: .container(.linear(LinearLayout(orientation: .vertical)), children: children),
                              width: .fixed(220), height: .wrap)
        let viewport = Viewport(width: 220, height: 800, scale: 2)
        // A new measurer for each run: its layout cache starts empty, as in a new process.
        let engines: [(String, () throws -> LayoutEngine)] = [
            ("pango", { LayoutEngine(textMeasurer: try PangoTextMeasurer(registry: FontRegistry.standard())) }),
            ("ahem", { LayoutEngine(textMeasurer: AhemTextMeasurer()) })]
        var samples = Array(repeating: [Double](), count: engines.count)
        for run in 0...runs {
            for (k, engine) in engines.enumerated() {
                let made = try engine.1()
                let clock = ContinuousClock(), start = clock.now
                let frames = try made.layout(root, in: viewport)
                let elapsed = clock.now - start
                if run == 0 {
                    guard frames.children.allSatisfy({ ($0.text?.lines.count ?? 0) > 0 }) else {
                        print("MISMATCH: \(engine.0): a leaf has no lines"); exit(1)
                    }
                    continue
                }
                samples[k].append(Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12)
            }
        }
        print("text layout, \(leaves) mixed-script leaves, \(runs) interleaved runs, median")
        for (k, engine) in engines.enumerated() {
            let median = samples[k].sorted()[samples[k].count / 2]
            print(String(format: "%@  %10.1f ms  %8.2f µs/leaf", engine.0.padding(toLength: 6, withPad: " ", startingAt: 0) as NSString,
                         median / 1000, median / Double(leaves)))
        }
    }
}
