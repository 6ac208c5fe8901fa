import Foundation
import LayoutSnap

/// `layoutsnap-bench constraints [ROWS] [RUNS]`: the Cassowary solver on the problem of issue 5,
/// the same as `benchmarks/constraints/kiwi_bench.py` builds for kiwisolver:
///
/// a form of ROWS rows (default 1000); per row the variables left, width, top and height;
/// required `left = 0`, `width = W` (the container's width, an edit variable), `top0 = 0` and
/// `top[i] = top[i-1] + height[i-1] + 8`, `height >= 20`; and one non-required preferred height
/// `height = 44` per row.
///
/// - solve: a new solver, every constraint added (the expressions are built before the clock
///   starts, as the Python side does), the edit variable added and suggested 320, every value read.
/// - re-solve: on a solved form, suggest W = 640 (then back to 320, alternating) and read every value.
/// - suggest: the same `suggestValue` alone (kiwi's figure then leaves out `updateVariables` and the
///   Python loop that reads 4,000 values).
/// Each figure is the median of RUNS runs (default 21) after one warm-up run.
enum ConstraintBenchmark {
    struct Problem {
        let solver = SimplexSolver()
        var variables: [Variable] = []
        var constraints: [(LinearExpression, Relation, LinearExpression, Priority)] = []
        var width: Variable
        init(rows: Int) {
            width = solver.makeVariable("W")
            var previous: (top: Variable, height: Variable)?
            for i in 0..<rows {
                let left = solver.makeVariable(), w = solver.makeVariable(), top = solver.makeVariable(), h = solver.makeVariable()
                variables += [left, w, top, h]
                constraints.append((LinearExpression(left), .equal, LinearExpression(constant: 0), .required))
                constraints.append((LinearExpression(w), .equal, LinearExpression(width), .required))
                if let previous {
                    constraints.append((LinearExpression(top), .equal, previous.top + previous.height + 8, .required))
                } else {
                    constraints.append((LinearExpression(top), .equal, LinearExpression(constant: 0), .required))
                }
                constraints.append((LinearExpression(h), .greaterOrEqual, LinearExpression(constant: 20), .required))
                constraints.append((LinearExpression(h), .equal, LinearExpression(constant: 44), Priority(750)))
                previous = (top, h)
                _ = i
            }
        }
        func solve() throws -> Double {
            for (l, r, rhs, p) in constraints { try solver.add(l, r, rhs, priority: p) }
            try solver.addEditVariable(width, priority: Priority(999))
            try solver.suggestValue(width, 320)
            return readAll()
        }
        func readAll() -> Double { variables.reduce(0) { $0 + solver.value($1) } }
    }

    static func run(_ arguments: [String]) throws {
        let rows = arguments.first.flatMap { Int($0) } ?? 1000
        let runs = arguments.count > 1 ? Int(arguments[1]) ?? 21 : 21
        var check = 0.0
        let solve = try median(runs) {
            let problem = Problem(rows: rows)
            let clock = ContinuousClock(), start = clock.now
            check = try problem.solve()
            return clock.now - start
        }
        let problem = Problem(rows: rows)
        _ = try problem.solve()
        var flip = false
        var resolveCheck = 0.0
        let resolve = try median(runs) {
            flip.toggle()
            let clock = ContinuousClock(), start = clock.now
            try problem.solver.suggestValue(problem.width, flip ? 640 : 320)
            resolveCheck = problem.readAll()
            return clock.now - start
        }
        let suggestOnly = try median(runs) {
            flip.toggle()
            let clock = ContinuousClock(), start = clock.now
            try problem.solver.suggestValue(problem.width, flip ? 640 : 320)
            return clock.now - start
        }
        // Σ over rows of left + width + top + height, at W = 320: the last top is (rows - 1) · 52.
        let r = Double(rows)
        let expected = r * 320 + 52 * r * (r - 1) / 2 + 44 * r
        guard abs(check - expected) < 1e-6 * expected else { throw BenchError.wrongAnswer(check, expected) }
        print("constraints: \(rows) rows, \(problem.solver.constraintCount) constraints, median of \(runs)")
        print("  solve     \(ms(solve)) ms")
        print("  re-solve  \(ms(resolve)) ms   (width 320 <-> 640, every value read; checksum \(NumberFormat.short(resolveCheck)))")
        print("  suggest   \(ms(suggestOnly)) ms   (suggestValue alone)")
    }

    enum BenchError: Error { case wrongAnswer(Double, Double) }

    /// Median of `runs` timings returned by `body`, after one warm-up call.
    static func median(_ runs: Int, _ body: () throws -> Duration) rethrows -> Duration {
        _ = try body()
        var samples: [Duration] = []
        for _ in 0..<runs { samples.append(try body()) }
        return samples.sorted()[samples.count / 2]
    }
}
