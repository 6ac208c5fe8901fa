import Foundation
import LayoutSnap

/// `layoutsnap-bench render FIXTURE [RUNS]`: the steps of `layoutsnap render FIXTURE -o x.png` in
/// one process, each timed alone: loading the fixture, layout (text measured with Pango), the
/// display list, drawing with Cairo (text drawn from the shaped layouts) and PNG encoding. Runs are
/// interleaved step by step; each figure is the median of RUNS runs after one warm-up. For the
/// render scene: `python3 benchmarks/render_scene_fixture.py /tmp/scene.json`.
enum RenderBenchmark {
    static func run(_ arguments: [String]) throws {
        guard let path = arguments.first else {
            print("usage: layoutsnap-bench render FIXTURE.json [RUNS]   (RUNS defaults to 21)"); exit(2)
        }
        let runs = max(1, arguments.dropFirst().first.flatMap { Int($0) } ?? 21)
        let registry = try FontRegistry.standard()
        var samples: [String: [Double]] = [:]
        func time<T>(_ step: String, _ run: Int, _ body: () throws -> T) rethrows -> T {
            let clock = ContinuousClock(), start = clock.now
            let result = try body()
            let elapsed = clock.now - start
            if run > 0 { samples[step, default: []].append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15) }
            return result
        }
        var bytes = 0
        for run in 0...runs {
            // A new measurer each run (made untimed): its layout cache starts empty, as in a new process.
            let renderer = try FixtureRenderer(measurer: PangoTextMeasurer(registry: registry))
            let fixture = try time("load", run) { try FixtureLoader.load(contentsOf: path) }
            let scale = fixture.viewport.scale
            let frames = try time("layout", run) { try renderer.frames(fixture, scale: scale) }
            let list = time("display list", run) { renderer.displayList(fixture, frames: frames) }
            let image = try time("draw", run) { try CairoRenderer(text: renderer.measurer).render(list, scale: scale) }
            let png = try time("png encode", run) { try PNGCodec.encode(image) }
            bytes = png.count
        }
        print("render \(path), \(runs) interleaved runs, median ms (PNG \(bytes) bytes)")
        var total = 0.0
        for step in ["load", "layout", "display list", "draw", "png encode"] {
            let sorted = samples[step]!.sorted()
            total += sorted[sorted.count / 2]
            print(String(format: "%@ %9.3f", step.padding(toLength: 14, withPad: " ", startingAt: 0) as NSString, sorted[sorted.count / 2]))
        }
        print(String(format: "sum of medians %9.3f", total))
    }
}
