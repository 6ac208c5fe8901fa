import Foundation
import LayoutSnap

// Times layout and rendering, release build: `swift run -c release layoutsnap-bench [Fixtures]`.
// Each figure is the median of repeated runs after one warm-up run; only the named step is timed.
// `layoutsnap-bench png [IMAGE.png...]` compares PNG filter sets and zlib levels (PNGBenchmark.swift).
// `layoutsnap-bench constraints [ROWS] [RUNS]` times the constraint solver (ConstraintBenchmark.swift).
// `layoutsnap-bench flex WORKLOADS.json [NAMES]` times flexbox layout (FlexBenchmark.swift).
// `layoutsnap-bench flex-scaling [--rounds N] [--cold]` times it per node from 1,365 to 177,156 nodes (FlexScalingBenchmark.swift).
// `layoutsnap-bench diff DIR [RUNS]` times the pixel comparator instead (see DiffBenchmark.swift).
// `layoutsnap-bench css [REPEATS] [WORKLOADS]` times CSS grid and block layout (CSSBenchmark.swift).
// `layoutsnap-bench systems [NODES] [RUNS]` times a 10,000-node tree of each layout system (SystemsBenchmark.swift).
// `layoutsnap-bench decode FIXTURE [RUNS]` times loading a fixture, and 1x, 2x, 4x copies (DecodeBenchmark.swift).
// `layoutsnap-bench render FIXTURE [RUNS]` times the steps of rendering a fixture to PNG (RenderBenchmark.swift).
// `layoutsnap-bench text [LEAVES] [RUNS]` times laying out mixed-script text leaves (TextBenchmark.swift).
// `layoutsnap-bench check [ROUNDS]` times `check`'s snapshots in one process, one job and two (CheckBenchmark.swift).

// Every benchmark fails (prints the error, exits non-zero) on a wrong checksum, probe or answer.

/// Runs `body` and exits: 0 when it returns, 2 after printing its error when it throws.
func runAndExit(_ body: () throws -> Void) -> Never {
    do { try body() } catch { print("error: \(error)"); exit(2) }
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "png" {
    runAndExit { try PNGBenchmark.run(Array(CommandLine.arguments.dropFirst(2))) }
}
if CommandLine.arguments.dropFirst().first == "constraints" {
    runAndExit { try ConstraintBenchmark.run(Array(CommandLine.arguments.dropFirst(2))) }
}
/// Runs `body` on a thread with 1 GiB of stack, then exits: deep workloads recurse further than
/// the main thread's 8 MiB allow ('flex' nests 1,000 containers; chains of anchored siblings in
/// 'systems' resolve recursively).
func runOnBigStack(_ body: @escaping @Sendable () throws -> Void) -> Never {
    let thread = Thread {
        do { try body() } catch { print("error: \(error)"); exit(2) }
        exit(0)
    }
    thread.stackSize = 1 << 30
    thread.start()
    while true { sleep(60) }
}
if CommandLine.arguments.dropFirst().first == "flex" {
    AllocatorTuning.oneArena()
    runOnBigStack { try FlexBenchmark.run(Array(CommandLine.arguments.dropFirst(2))) }
}
if CommandLine.arguments.dropFirst().first == "flex-scaling" {
    AllocatorTuning.oneArena()
    runOnBigStack { try FlexScalingBenchmark.run(Array(CommandLine.arguments.dropFirst(2))) }
}
if CommandLine.arguments.dropFirst().first == "css" {
    runOnBigStack { try CSSBenchmark.run(Array(CommandLine.arguments.dropFirst(2))) }
}
if CommandLine.arguments.dropFirst().first == "systems" {
    runOnBigStack { try SystemsBenchmark.run(Array(CommandLine.arguments.dropFirst(2))) }
}
if CommandLine.arguments.dropFirst().first == "decode" {
    runOnBigStack { try DecodeBenchmark.run(Array(CommandLine.arguments.dropFirst(2))) }
}
if CommandLine.arguments.dropFirst().first == "render" {
    runOnBigStack { try RenderBenchmark.run(Array(CommandLine.arguments.dropFirst(2))) }
}
if CommandLine.arguments.dropFirst().first == "text" {
    runOnBigStack { try TextBenchmark.run(Array(CommandLine.arguments.dropFirst(2))) }
}
if CommandLine.arguments.dropFirst().first == "check" {
    runAndExit { try CheckBenchmark.run(Array(CommandLine.arguments.dropFirst(2))) }
}
if CommandLine.arguments.dropFirst().first == "diff" {
    runAndExit { try DiffBenchmark.run(arguments: Array(CommandLine.arguments.dropFirst(2))) }
}

func median(_ runs: Int, _ body: () throws -> Void) rethrows -> Duration {
    try body()
    var samples: [Duration] = []
    for _ in 0..<runs {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        samples.append(clock.now - start)
    }
    return samples.sorted()[samples.count / 2]
}

func ms(_ d: Duration) -> String {
    let v = Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    return String(format: "%9.3f", v)
}

func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }

/// A synthetic screen of `rows` rows, each a weighted row of a label and eight boxes (10 nodes a row).
func syntheticTree(rows: Int) -> LayoutNode {
    let children = (0..<rows).map { r in
        LayoutNode(name: "row\(r)",
                   kind: .container(.linear(LinearLayout(orientation: .horizontal, spacing: 2, verticalGravity: .center)),
                                    children: [LayoutNode(name: "label\(r)", kind: .leaf(.text(TextContent("Row \(r) title text"))),
                                                          width: .fixed(120))]
                                        + (0..<8).map { c in LayoutNode(name: "b\(r).\(c)", kind: .leaf(.empty), width: .weight(1), height: .fixed(16)) }),
                   width: .fill, height: .wrap, padding: EdgeInsets(all: 2))
    }
    return LayoutNode(name: "root", kind: .container(.linear(LinearLayout(orientation: .vertical, spacing: 1)), children: children),
                      width: .fixed(800), height: .wrap)
}

let args = CommandLine.arguments.dropFirst()
let folder = args.first ?? "Fixtures"
let renderer = try FixtureRenderer()
var fixtures = try Fixture.findFixtures(in: folder).map { try FixtureLoader.load(contentsOf: $0) }
let big = Fixture(description: "synthetic", viewport: Viewport(width: 800, height: 600, scale: 1), root: syntheticTree(rows: 1000),
                  file: "synthetic-10001-nodes")
fixtures.append(big)

print(pad("fixture", 44) + "   nodes   layout ms   png ms (2x)   svg ms")
for fixture in fixtures.sorted(by: { $0.root.allNodes().count < $1.root.allNodes().count }) {
    let name = fixture.file.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "?"
    let runs = fixture.root.allNodes().count > 1000 ? 5 : 50
    let layout = try median(runs) { _ = try renderer.frames(fixture, scale: 2) }
    let png = try median(runs) { _ = try renderer.png(fixture, scale: 2) }
    let svg = try median(runs) { _ = try renderer.svg(fixture, scale: 2) }
    print(pad(name, 44) + String(format: "%8d", fixture.root.allNodes().count) + "   " + ms(layout) + "   " + ms(png) + "   " + ms(svg))
}
print("png and svg times include layout; the synthetic tree's PNG is 800 x its height, at 2x.")

// The layout engine alone on the synthetic tree, with the Ahem text model (no font work), so the
// engine's own cost per node is visible.
let ahemLayout = try median(5) { _ = try LayoutEngine(textMeasurer: AhemTextMeasurer()).layout(big.root, in: big.viewport) }
print("synthetic tree, Ahem text model: layout " + ms(ahemLayout) + " ms = "
      + String(format: "%.0f", Double(ahemLayout.components.attoseconds) / 1e9 / 10001 + Double(ahemLayout.components.seconds) * 1e9 / 10001)
      + " ns/node")
let validate = try median(5) { try big.root.validate() }
print("  of which validating the tree (unique names, references, cycles): " + ms(validate) + " ms")
