/// An incremental simplex solver of the Cassowary family, written from Badros, Borning and Stuckey,
/// "The Cassowary linear arithmetic constraint solving algorithm" (ACM TOCHI, 2001).
///
/// It keeps a tableau in augmented simplex form that is feasible and optimal after every call:
/// - `add` (§ "Incremental addition"): substitutes the basic variables into the new constraint, adds
///   a slack (inequality), errors (non-required) or a dummy (required equality) as its marker, then
///   makes one symbol basic: an external variable if there is one, else a new restricted symbol with a
///   negative coefficient, else it runs phase one with an artificial variable. Then it optimizes.
/// - `remove` (§ "Incremental deletion"): takes the errors out of the objective, pivots the marker
///   into the basis with the paper's choice of row, and drops that row.
/// - `suggestValue` (§ "Handling edit variables" and "re-optimization"): moves the edit constraint's
///   constant through the error symbols' column, then restores feasibility with the dual simplex.
///
/// Symbol choices break ties by the lowest symbol number, so a run is deterministic whatever the
/// hashing seed. The objective is lexicographic over priority levels (see `Priority`).
public final class SimplexSolver {
    struct Record {
        let priority: Priority
        let weight: Double
        /// The symbol that identifies the constraint in the tableau.
        let marker: Int
        /// The second error of a non-required equality, or the error of a non-required inequality.
        let other: Int?
    }
    struct Edit {
        let constraint: ConstraintID
        let plus: Int
        let minus: Int
        var value: Double
    }

    var tableau = Tableau()
    var records: [ConstraintID: Record] = [:]
    var owners: [Int: ConstraintID] = [:]
    var edits: [Variable: Edit] = [:]
    /// The non-required priorities in use, highest first; `tableau.objective[i]` belongs to `levels[i]`.
    var levels: [Priority] = []
    private var nextConstraint = 0
    /// Names given to variables, for diagnostics.
    public private(set) var names: [Variable: String] = [:]

    public init() {}

    /// A new variable (value 0 until constrained).
    public func makeVariable(_ name: String = "") -> Variable {
        let v = Variable(id: tableau.newSymbol(.external))
        if !name.isEmpty { names[v] = name }
        return v
    }

    /// The variable's value in the current optimal solution.
    public func value(_ v: Variable) -> Double { tableau.rows[v.id]?.constant ?? 0 }

    public var constraintCount: Int { records.count }
    /// Pivots made since the solver was created.
    public var pivotCount: Int { tableau.pivotCount }
    public func contains(_ c: ConstraintID) -> Bool { records[c] != nil }

    /// Adds `lhs relation rhs` at `priority`; a non-required constraint's error is scaled by `weight`.
    @discardableResult
    public func add(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
                    priority: Priority = .required, weight: Double = 1) throws(SolverError) -> ConstraintID {
        try add(relation == .lessOrEqual ? rhs - lhs : lhs - rhs, relation == .equal ? .equal : .greaterOrEqual,
                priority: priority, weight: weight)
    }

    /// Adds `expression = 0` or `expression >= 0`.
    private func add(_ expression: LinearExpression, _ relation: Relation, priority: Priority,
                     weight: Double) throws(SolverError) -> ConstraintID {
        let id = ConstraintID(id: nextConstraint)
        nextConstraint += 1
        // STEP 1: the expression over parametric symbols only.
        var row = Row(constant: expression.constant)
        for (v, c) in expression.terms {
            if let basic = tableau.rows[v.id] { row.add(basic, times: c) } else { row.add(v.id, c) }
        }
        // STEP 2: the marker, and errors in the objective for a preference.
        var fresh: [Int] = []
        let marker: Int, other: Int?
        if priority.isRequired {
            marker = tableau.newSymbol(relation == .equal ? .dummy : .slack)
            row.add(marker, relation == .equal ? 1 : -1)
            other = nil
            fresh = relation == .equal ? [] : [marker]
        } else {
            let level = levelIndex(priority)
            if relation == .equal {
                let plus = tableau.newSymbol(.error), minus = tableau.newSymbol(.error)
                row.add(plus, -1); row.add(minus, 1)
                tableau.objective[level].add(plus, weight); tableau.objective[level].add(minus, weight)
                marker = plus; other = minus; fresh = [plus, minus]
            } else {
                let slack = tableau.newSymbol(.slack), error = tableau.newSymbol(.error)
                row.add(slack, -1); row.add(error, 1)
                tableau.objective[level].add(error, weight)
                marker = slack; other = error; fresh = [slack, error]
            }
        }
        if row.constant < 0 { row.negate() }
        let record = Record(priority: priority, weight: weight, marker: marker, other: other)

        // STEP 3: a subject to make basic, or phase one.
        if let subject = chooseSubject(row, fresh: fresh) {
            row.solve(for: subject)
            tableau.substitute(subject, row)
            tableau.setRow(subject, row)
        } else if row.terms.keys.allSatisfy({ tableau.kinds[$0] == .dummy }) {
            if !Row.nearZero(row.constant) {
                throw .unsatisfiable(conflicting: conflicts(in: row, excluding: marker) + [id])
            }
            // Redundant: implied by required equalities already present. Kept as a record only.
        } else {
            try addWithArtificial(row, id: id, marker: marker)
        }
        store(id, record)
        optimize()
        return id
    }

    private func store(_ id: ConstraintID, _ record: Record) {
        records[id] = record
        owners[record.marker] = id
        if let other = record.other { owners[other] = id }
    }

    /// An external variable (preferring one that appears in no row, lowest number first), else a new
    /// restricted symbol with a negative coefficient.
    private func chooseSubject(_ row: Row, fresh: [Int]) -> Int? {
        var best: Int?, bestUnused = false
        for s in row.terms.keys where tableau.kinds[s] == .external {
            let unused = !tableau.hasUsers(s)
            if best == nil || (unused && !bestUnused) || (unused == bestUnused && s < best!) {
                best = s; bestUnused = unused
            }
        }
        if let best { return best }
        return fresh.filter { row.coefficient($0) < 0 }.min()
    }

    /// Phase one: a = row, minimize a. Zero means feasible; otherwise the row of `a` is a certificate
    /// whose markers name the required constraints in conflict.
    private func addWithArtificial(_ row: Row, id: ConstraintID, marker: Int) throws(SolverError) {
        let a = tableau.newSymbol(.artificial)
        tableau.setRow(a, row)
        tableau.phaseOne = row
        defer { tableau.phaseOne = nil }
        optimize(phaseOne: true)
        let feasible = Row.nearZero(tableau.phaseOne!.constant)
        if let final = tableau.rows[a] {
            if !feasible {
                tableau.removeRow(a)
                tableau.eliminate(marker)
                optimize()
                throw .unsatisfiable(conflicting: conflicts(in: final, excluding: marker) + [id])
            }
            let candidates = final.terms.keys
            if let entering = candidates.filter({ tableau.kinds[$0] != .dummy }).min() ?? candidates.min() {
                tableau.pivot(entering: entering, leaving: a)
            } else {
                tableau.removeRow(a)
                return
            }
        }
        tableau.eliminate(a)
    }

    /// The required constraints whose markers appear in `row`, in order.
    private func conflicts(in row: Row, excluding marker: Int) -> [ConstraintID] {
        row.terms.keys.filter { $0 != marker }.compactMap { owners[$0] }
            .filter { records[$0]?.priority.isRequired == true }.sorted()
    }

    /// The objective row index of `priority`, inserting an empty level when it is new.
    func levelIndex(_ priority: Priority) -> Int {
        if let i = levels.firstIndex(of: priority) { return i }
        let i = levels.firstIndex(where: { $0 < priority }) ?? levels.count
        levels.insert(priority, at: i)
        tableau.objective.insert(Row(), at: i)
        return i
    }
}
