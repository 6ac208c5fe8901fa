import Foundation

/// A real function of one variable written as text, such as `"100 * sin(2 * theta)"`: the curve of
/// a path layout (TangramKit §14.1-14.3).
///
/// Syntax: numbers (`12`, `0.5`, `.5`, `1e-3`), the variable, `pi`, the operators `+ - * / ^` and
/// parentheses, and the functions `sin cos tan asin acos atan sqrt abs exp log` (radians, natural
/// logarithm) applied to a parenthesised argument. Precedence from loosest: `+ -`, then `* /`, then
/// unary minus, then `^` (right-associative: `2^3^2` is `2^9`; `-x^2` is `-(x^2)`; `2^-1` is 0.5).
///
/// Plain data: the text, its parsed tree and that tree as a postfix program. `value(at:)` and
/// `values(at:)` evaluate it; a result that is not finite (`sqrt(x)` at -1, `1/x` at 0) is an
/// undefined point, returned as nil. A part without the variable that is not finite (`0/0`,
/// `sqrt(-1)`, `log(0)`) is an error, and so is nesting deeper than `LayoutLimits.maxExpressionDepth`.
public struct CurveExpression: Hashable, Sendable, CustomStringConvertible {
    /// The text as written.
    public let text: String
    /// The name the variable has in `text`.
    public let variable: String
    let root: Node
    /// The tree in postfix order, evaluated with a stack of `depth` values.
    private let program: [Instruction]
    private let depth: Int

    /// One step of the postfix program: push a value, or replace the top value(s) by a result.
    enum Instruction: Hashable, Sendable {
        case push(Double)
        case pushVariable
        case negate
        case binary(Operator)
        case call(Function)
    }

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
        var program: [Instruction] = []
        self.depth = Self.compile(root, into: &program)
        self.program = program
    }

    /// The value at `v`, or nil where the expression is undefined (not a finite number).
    public func value(at v: Double) -> Double? {
        let result = withUnsafeTemporaryAllocation(of: Double.self, capacity: depth) { run($0, v) }
        return result.isFinite ? result : nil
    }

    /// The values at each of `vs` (one stack for all), nil where undefined.
    public func values(at vs: [Double]) -> [Double?] {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: depth) { stack in
            vs.map { v in
                let result = run(stack, v)
                return result.isFinite ? result : nil
            }
        }
    }

    /// Appends the postfix program of `node`; returns the stack depth it needs.
    private static func compile(_ node: Node, into program: inout [Instruction]) -> Int {
        switch node {
        case .number(let n): program.append(.push(n)); return 1
        case .variable: program.append(.pushVariable); return 1
        case .negate(let a): let d = compile(a, into: &program); program.append(.negate); return d
        case .call(let f, let a): let d = compile(a, into: &program); program.append(.call(f)); return d
        case .binary(let op, let a, let b):
            let l = compile(a, into: &program), r = compile(b, into: &program)
            program.append(.binary(op))
            return max(l, r + 1)
        }
    }

    private func run(_ stack: UnsafeMutableBufferPointer<Double>, _ v: Double) -> Double {
        var top = -1
        for instruction in program {
            switch instruction {
            case .push(let n): top += 1; stack[top] = n
            case .pushVariable: top += 1; stack[top] = v
            case .negate: stack[top] = -stack[top]
            case .binary(let op):
                let r = stack[top]
                top -= 1
                stack[top] = Self.apply(op, stack[top], r)
            case .call(let f): stack[top] = Self.apply(f, stack[top])
            }
        }
        return stack[0]
    }

    static func apply(_ op: Operator, _ l: Double, _ r: Double) -> Double {
        switch op {
        case .add: return l + r
        case .subtract: return l - r
        case .multiply: return l * r
        case .divide: return l / r
        case .power: return Foundation.pow(l, r)
        }
    }

    static func apply(_ f: Function, _ x: Double) -> Double {
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
