@testable import LayoutEngine
import Testing

/// The Cassowary solver on its own, independent of layout.
@Suite struct SimplexSolverTests {
    let s = SimplexSolver()
    func e(_ v: Variable) -> LinearExpression { LinearExpression(v) }
    func k(_ c: Double) -> LinearExpression { LinearExpression(constant: c) }

    @Test func equalityChainIsSolvedWithoutPivots() throws {
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(e(x), .equal, k(10))
        try s.add(e(y), .equal, x + 5)
        #expect(s.value(x) == 10)
        #expect(s.value(y) == 10 + 5)
        #expect(s.pivotCount == 0)
    }

    @Test func requiredInequalityBeatsPreference() throws {
        let x = s.makeVariable("x")
        try s.add(e(x), .greaterOrEqual, k(10))
        try s.add(e(x), .lessOrEqual, k(100))
        try s.add(e(x), .equal, k(0), priority: Priority(500))
        #expect(s.value(x) == 10)
        try s.add(e(x), .equal, k(150), priority: Priority(750))
        #expect(s.value(x) == 100)
    }

    @Test func phaseOneFindsAFeasibleBasisWithOnePivot() throws {
        let x = s.makeVariable("x")
        try s.add(e(x), .greaterOrEqual, k(10))
        let before = s.pivotCount
        // x = 10 + slack; the equality has no external subject left: the artificial variable pivots out.
        try s.add(e(x), .equal, k(15))
        #expect(s.value(x) == 15)
        #expect(s.pivotCount == before + 1)
    }

    @Test func optimumOfTwoCompetingPreferences() throws {
        // Minimize |x - 0|·1 + |x - 10|·3 at one level: x = 10 (error 10 instead of 30).
        let x = s.makeVariable("x")
        try s.add(e(x), .equal, k(0), priority: Priority(500), weight: 1)
        try s.add(e(x), .equal, k(10), priority: Priority(500), weight: 3)
        #expect(s.value(x) == 10)
    }

    @Test func higherPriorityWinsWhateverTheWeightBelow() throws {
        // x = y + 10 required; x = 0 @251 against y = 0 @250 with weight 5: 251 wins outright.
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(e(x), .equal, y + 10)
        try s.add(e(y), .equal, k(0), priority: Priority(250), weight: 5)
        try s.add(e(x), .equal, k(0), priority: Priority(251))
        #expect(s.value(x) == 0)
        #expect(s.value(y) == 0 - 10)
    }

    @Test func nonRequiredInequalityHoldsWhenItCan() throws {
        let x = s.makeVariable("x")
        try s.add(e(x), .equal, k(40), priority: Priority(250))
        try s.add(e(x), .lessOrEqual, k(30), priority: Priority(750))
        #expect(s.value(x) == 30)
        try s.add(e(x), .greaterOrEqual, k(35), priority: Priority(1000))
        #expect(s.value(x) == 35)
    }

    @Test func removingConstraintsRestoresTheEarlierSolution() throws {
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(e(x), .equal, k(20), priority: Priority(500))
        try s.add(e(y), .equal, x * 2)
        let cap = try s.add(e(x), .lessOrEqual, k(5))
        let pull = try s.add(e(y), .equal, k(100), priority: Priority(750))
        #expect(s.value(x) == 5)
        #expect(s.value(y) == 5 * 2)
        try s.remove(cap)
        #expect(s.value(x) == 100 / 2)
        try s.remove(pull)
        #expect(s.value(x) == 20)
        #expect(s.value(y) == 20 * 2)
        #expect(throws: SolverError.unknownConstraint(pull)) { try s.remove(pull) }
    }

    @Test func removingARequiredEqualityFreesItsVariable() throws {
        let x = s.makeVariable("x")
        try s.add(e(x), .equal, k(7), priority: Priority(10))
        let fix = try s.add(e(x), .equal, k(3))
        #expect(s.value(x) == 3)
        try s.remove(fix)
        #expect(s.value(x) == 7)
        #expect(s.constraintCount == 1)
    }

    @Test func editVariablesReSolveIncrementally() throws {
        // A row of two halves with a gap of 10 in a container of width w.
        let w = s.makeVariable("w"), a = s.makeVariable("a"), b = s.makeVariable("b"), bx = s.makeVariable("bx")
        try s.add(e(a), .equal, e(b))
        try s.add(e(bx), .equal, a + 10)
        try s.add(bx + b, .equal, e(w))
        try s.addEditVariable(w, priority: Priority(999))
        try s.suggestValue(w, 310)
        #expect(s.value(a) == (310 - 10) / 2)
        #expect(s.value(bx) == 150 + 10)
        try s.suggestValue(w, 110)
        #expect(s.value(a) == (110 - 10) / 2)
        try s.suggestValue(w, 0)
        #expect(s.value(a) == (0 - 10) / 2)
        #expect(throws: SolverError.badEditVariable(a, "not an edit variable")) { try s.suggestValue(a, 1) }
    }

    @Test func editAgainstARequiredLimitUsesTheDualSimplex() throws {
        let w = s.makeVariable("w"), x = s.makeVariable("x")
        try s.add(e(x), .lessOrEqual, e(w))
        try s.add(e(x), .lessOrEqual, k(200))
        try s.add(e(x), .equal, k(1000), priority: Priority(250))
        try s.addEditVariable(w, priority: Priority(999))
        try s.suggestValue(w, 150)
        #expect(s.value(x) == 150)
        try s.suggestValue(w, 500)
        #expect(s.value(x) == 200)
        try s.suggestValue(w, 120)
        #expect(s.value(x) == 120)
        // Without the edit, w is free: the preference for 1000 lifts x to its required cap.
        try s.removeEditVariable(w)
        #expect(s.value(x) == 200)
    }

    @Test func unsatisfiableEqualitiesNameTheConstraintsInvolved() throws {
        let x = s.makeVariable("x"), y = s.makeVariable("y"), z = s.makeVariable("z")
        let c1 = try s.add(e(x), .equal, k(10))
        try s.add(e(z), .equal, k(3))
        let c2 = try s.add(e(y), .equal, x + 5)
        let c3 = ConstraintID(id: 3)
        #expect(throws: SolverError.unsatisfiable(conflicting: [c1, c2, c3])) { try s.add(e(y), .equal, k(20)) }
        // The solver is unchanged and still accepts constraints.
        #expect(s.value(y) == 15)
        #expect(s.constraintCount == 3)
        try s.add(e(y), .equal, k(15))
    }

    @Test func unsatisfiableInequalitiesGoThroughPhaseOne() throws {
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let low = try s.add(e(x), .greaterOrEqual, k(10))
        try s.add(e(y), .lessOrEqual, k(0))
        try s.add(e(x), .equal, k(50), priority: Priority(250))
        let refused = ConstraintID(id: 3)
        #expect(throws: SolverError.unsatisfiable(conflicting: [low, refused])) { try s.add(e(x), .lessOrEqual, k(5)) }
        #expect(s.value(x) == 50)
        try s.add(e(x), .lessOrEqual, k(30))
        #expect(s.value(x) == 30)
    }

    @Test func ambiguityIsReportedForUndecidedVariablesOnly() throws {
        let x = s.makeVariable("x"), y = s.makeVariable("y"), z = s.makeVariable("z"), w = s.makeVariable("w")
        try s.add(e(x), .equal, k(10))
        try s.add(e(y), .greaterOrEqual, k(0))
        try s.add(e(z), .equal, k(0), priority: Priority(500))
        try s.add(e(z), .equal, k(20), priority: Priority(500))
        #expect(s.ambiguousVariables(among: [x, y, z, w]) == [y, z, w])
        try s.add(e(z), .equal, k(5), priority: Priority(600))
        try s.add(e(y), .lessOrEqual, k(0))
        try s.add(e(w), .equal, y + 1)
        #expect(s.ambiguousVariables(among: [x, y, z, w]) == [])
        #expect(s.value(z) == 5)
        #expect(s.value(w) == 1)
    }

    @Test func removalMatchesNeverAdding() throws {
        // The same chain of 30 rows solved twice: with extra constraints added then removed, and without.
        func build(_ solver: SimplexSolver, extras: Bool) throws -> [Variable] {
            let tops = (0..<30).map { solver.makeVariable("top\($0)") }
            let heights = (0..<30).map { solver.makeVariable("h\($0)") }
            var removable: [ConstraintID] = []
            try solver.add(LinearExpression(tops[0]), .equal, LinearExpression(constant: 0))
            for i in 0..<30 {
                if i > 0 { try solver.add(LinearExpression(tops[i]), .equal, tops[i - 1] + heights[i - 1] + 8) }
                try solver.add(LinearExpression(heights[i]), .equal, LinearExpression(constant: Double(20 + i)), priority: Priority(500))
                try solver.add(LinearExpression(heights[i]), .greaterOrEqual, LinearExpression(constant: 22))
                if extras && i % 3 == 0 {
                    removable.append(try solver.add(LinearExpression(heights[i]), .lessOrEqual, LinearExpression(constant: 21 + Double(i) / 2),
                                                    priority: Priority(750)))
                    removable.append(try solver.add(LinearExpression(tops[i]), .greaterOrEqual, LinearExpression(constant: 40 * Double(i))))
                }
            }
            for c in removable.reversed() where removable.firstIndex(of: c)! % 2 == 0 { try solver.remove(c) }
            for c in removable where removable.firstIndex(of: c)! % 2 == 1 { try solver.remove(c) }
            return tops + heights
        }
        let a = SimplexSolver(), b = SimplexSolver()
        let va = try build(a, extras: true), vb = try build(b, extras: false)
        for (x, y) in zip(va, vb) { #expect(abs(a.value(x) - b.value(y)) < 1e-9, "\(a.name(x))") }
        // top29 = Σ_{i<29} (max(22, 20 + i) + 8)
        let expected = (0..<29).reduce(0.0) { $0 + Double(max(22, 20 + $1)) + 8 }
        #expect(abs(b.value(vb[29]) - expected) < 1e-9)
    }

    /// The dual simplex after each suggestion lands on the same optimum as a fresh solve: a row of
    /// five items whose widths prefer 50 (@250), resist going under 30 (@500) and must stay 10 or
    /// more, in a width W that shrinks and grows; distinct weights make every optimum unique.
    @Test func incrementalResizeMatchesFreshSolves() throws {
        func build(_ solver: SimplexSolver) throws -> (w: Variable, xs: [Variable], ws: [Variable]) {
            let w = solver.makeVariable("W")
            let xs = (0..<5).map { solver.makeVariable("x\($0)") }, ws = (0..<5).map { solver.makeVariable("w\($0)") }
            try solver.add(LinearExpression(xs[0]), .equal, LinearExpression(constant: 0))
            for i in 0..<5 {
                let weight = Double(i + 1)
                try solver.add(LinearExpression(ws[i]), .greaterOrEqual, LinearExpression(constant: 10))
                try solver.add(LinearExpression(ws[i]), .equal, LinearExpression(constant: 50), priority: Priority(250), weight: weight)
                try solver.add(LinearExpression(ws[i]), .greaterOrEqual, LinearExpression(constant: 30), priority: Priority(500), weight: weight)
                if i < 4 { try solver.add(LinearExpression(xs[i + 1]), .equal, xs[i] + ws[i] + 5) }
            }
            try solver.add(xs[4] + ws[4], .lessOrEqual, LinearExpression(w))
            try solver.addEditVariable(w, priority: Priority(999))
            return (w, xs, ws)
        }
        let incremental = SimplexSolver()
        let a = try build(incremental)
        for width in [400.0, 250, 200, 150, 90, 70, 20, 120, 300, 95, 270] {
            try incremental.suggestValue(a.w, width)
            let fresh = SimplexSolver()
            let b = try build(fresh)
            try fresh.suggestValue(b.w, width)
            for (u, v) in zip(a.xs + a.ws + [a.w], b.xs + b.ws + [b.w]) {
                #expect(abs(incremental.value(u) - fresh.value(v)) < 1e-9, "W = \(width): \(incremental.name(u))")
            }
        }
        // At W = 200 the widths share 200 - 4 x 5 = 180 against a wish of 5 x 50 = 250. Level 500 holds
        // (5 x 30 = 150 fits); at level 250 the lightest give way first, each down to 30:
        // w0, w1, w2 = 30 (60 saved), then w3 = 50 - 10 = 40, and w4 keeps 50.
        try incremental.suggestValue(a.w, 200)
        let widths: [Double] = a.ws.map { incremental.value($0) }
        #expect(widths == [30, 30, 30, 50 - 10, 50])
    }
}

