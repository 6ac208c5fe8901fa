import Foundation

/// A real function of one variable written as text, such as `"100 * sin(2 * theta)"`: the curve of
/// a path layout (TangramKit §14.1-14.3).
///
/// Syntax: numbers (`12`, `0.5`, `.5`, `1e-3`), the variable, `pi`, the operators `+ - * / ^` and
/// parentheses, and the functions `sin cos tan asin acos atan sqrt abs exp log` (radians, natural
/// logarithm) applied to a parenthesised argument. Precedence from loosest: `+ -`, then `* /`, then
/// unary minus, then `^` (right-associative: `2^3^2` is `2^9`; `-x^2` is `-(x^2)`; `2^-1` is 0.5).
///
/// Plain data: the parsed tree and the text it came from. `value(at:)` evaluates it; a result that
/// is not finite (`sqrt(-1)`, `1/0`, `log(0)`) is an undefined point, returned as nil.
public struct CurveExpression: Hashable, Sendable, CustomStringConvertible {
    /// The text as written.
    public let text: String
    /// The name the variable has in `text`.
    public let variable: String
    let root: Node

    indirect enum Node: Hashable, Sendable {
        case number(Double)
        case variable
        case negate(Node)
        case binary(Operator, Node, Node)
        case call(Function, Node)
    }

    enum Operator: Character, Hashable, Sendable {
        case add = "+", subtract = "-", multiply = "*", divide = "/", power = "^"
    }

    /// The functions an expression may call; all take one argument.
    public enum Function: String, Hashable, Sendable, CaseIterable {
        case sin, cos, tan, asin, acos, atan, sqrt, abs, exp, log
    }

    /// Parses `text` with `variable` as the only free name.
    /// - Throws: `CurveExpressionError` naming the 1-based column of the offending token.
    public init(_ text: String, variable: String) throws(CurveExpressionError) {
        var parser = CurveExpressionParser(text: text, variable: variable)
        self.root = try parser.parseAll()
        self.text = text
        self.variable = variable
    }

    /// The value at `v`, or nil where the expression is undefined (not a finite number).
    public func value(at v: Double) -> Double? {
        let result = Self.evaluate(root, v)
        return result.isFinite ? result : nil
    }

    private static func evaluate(_ node: Node, _ v: Double) -> Double {
        switch node {
        case .number(let n): return n
        case .variable: return v
        case .negate(let a): return -evaluate(a, v)
        case .binary(let op, let a, let b):
            let l = evaluate(a, v), r = evaluate(b, v)
            switch op {
            case .add: return l + r
            case .subtract: return l - r
            case .multiply: return l * r
            case .divide: return l / r
            case .power: return Foundation.pow(l, r)
            }
        case .call(let f, let a):
            let x = evaluate(a, v)
            switch f {
            case .sin: return Foundation.sin(x)
            case .cos: return Foundation.cos(x)
            case .tan: return Foundation.tan(x)
            case .asin: return Foundation.asin(x)
            case .acos: return Foundation.acos(x)
            case .atan: return Foundation.atan(x)
            case .sqrt: return x.squareRoot()
            case .abs: return Swift.abs(x)
            case .exp: return Foundation.exp(x)
            case .log: return Foundation.log(x)
            }
        }
    }

    /// The parsed structure, fully parenthesised (`"(1 + (2 * x))"`), to show how the text was read.
    public var structure: String { Self.show(root, variable) }

    private static func show(_ node: Node, _ name: String) -> String {
        switch node {
        case .number(let n): return NumberFormat.short(n)
        case .variable: return name
        case .negate(let a): return "(-" + show(a, name) + ")"
        case .binary(let op, let a, let b): return "(" + show(a, name) + " \(op.rawValue) " + show(b, name) + ")"
        case .call(let f, let a): return f.rawValue + "(" + show(a, name) + ")"
        }
    }

    public var description: String { text }

    /// Expressions are equal when their text and variable are.
    public static func == (a: CurveExpression, b: CurveExpression) -> Bool { a.text == b.text && a.variable == b.variable }
    public func hash(into hasher: inout Hasher) { hasher.combine(text); hasher.combine(variable) }
}

/// Why a curve expression could not be read: `message` names the offending token and its 1-based
/// column, as in `unexpected ')' at 7` or `unknown function 'sine' at 1 (did you mean 'sin'?)`.
public struct CurveExpressionError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    /// The 1-based column of the offending token (the text's length + 1 at its end).
    public var column: Int
    public init(_ message: String, column: Int) { self.message = message; self.column = column }
    public var description: String { message }
}
