/// A variable of the constraint solver (an "external" variable in the paper's words).
public struct Variable: Hashable, Sendable, Comparable {
    /// The solver-wide symbol number; variables and internal symbols share one numbering.
    public let id: Int
    public static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }
}

/// `Σ coefficient · variable + constant`.
public struct LinearExpression: Hashable, Sendable {
    public var terms: [Variable: Double]
    public var constant: Double

    public init(_ terms: [Variable: Double] = [:], constant: Double = 0) {
        self.terms = terms; self.constant = constant
    }
    public init(_ v: Variable) { self.init([v: 1]) }
    public init(constant: Double) { self.init([:], constant: constant) }

    public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        var r = a
        for (v, c) in b.terms { r.terms[v, default: 0] += c }
        r.constant += b.constant
        return r
    }
    public static func * (a: LinearExpression, k: Double) -> LinearExpression {
        LinearExpression(a.terms.mapValues { $0 * k }, constant: a.constant * k)
    }
    public static prefix func - (a: LinearExpression) -> LinearExpression { a * -1 }
    public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + (-b) }
    public static func + (a: LinearExpression, k: Double) -> LinearExpression { a + LinearExpression(constant: k) }
    public static func - (a: LinearExpression, k: Double) -> LinearExpression { a + LinearExpression(constant: -k) }
}

extension Variable {
    public static func + (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) + LinearExpression(b) }
    public static func - (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) - LinearExpression(b) }
    public static func + (a: Variable, k: Double) -> LinearExpression { LinearExpression(a) + k }
    public static func - (a: Variable, k: Double) -> LinearExpression { LinearExpression(a) - k }
    public static func * (a: Variable, k: Double) -> LinearExpression { LinearExpression([a: k]) }
}

/// How the two sides of a constraint compare.
public enum Relation: String, Hashable, Sendable {
    case equal = "="
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
}

/// A constraint's strength. `required` (1000) must hold; any lower priority is a preference.
///
/// Preferences are compared lexicographically (the paper's symbolic weights, one level per distinct
/// priority): no amount of error at one priority outweighs any error at a higher one, as Apple's
/// documentation says of Auto Layout. Within one priority, errors add up scaled by each constraint's weight.
public struct Priority: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var value: Double
    public init(_ value: Double) { self.value = value }
    public static let required = Priority(1000)
    public var isRequired: Bool { value >= 1000 }
    public static func < (a: Priority, b: Priority) -> Bool { a.value < b.value }
    public var description: String { value == value.rounded() ? String(Int(value)) : String(value) }
}

/// The handle of a constraint added to a solver.
public struct ConstraintID: Hashable, Sendable, Comparable {
    public let id: Int
    public static func < (a: ConstraintID, b: ConstraintID) -> Bool { a.id < b.id }
}

/// Why the solver refused a request.
public enum SolverError: Error, Hashable, Sendable {
    /// A required constraint cannot hold together with the required constraints already added.
    /// `conflicting` lists the refused constraint's own id last, after the required constraints it contradicts.
    case unsatisfiable(conflicting: [ConstraintID])
    /// The constraint id is not (or no longer) in the solver.
    case unknownConstraint(ConstraintID)
    /// Edit variables need a non-required priority; or the variable is not (or already) an edit variable.
    case badEditVariable(Variable, String)
}
