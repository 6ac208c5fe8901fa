import Foundation

/// Reads the text of a `CurveExpression` by recursive descent, one function per precedence level
/// (at most `LayoutLimits.maxExpressionDepth` levels deep, in the text and in the tree):
///
///     expression := term (('+' | '-') term)*
///     term       := unary (('*' | '/') unary)*
///     unary      := ('-' | '+') unary | power
///     power      := primary ('^' unary)?          right-associative, binds tighter than unary minus
///     primary    := number | variable | 'pi' | function '(' expression ')' | '(' expression ')'
///
/// Every error names the offending token and its 1-based column.
struct CurveExpressionParser {
    enum Token: Equatable {
        case number(Double)
        case name(String)
        case symbol(Character)
        case end
    }

    struct Located {
        var token: Token
        /// 1-based column of the token's first character.
        var column: Int
        /// The token as written.
        var text: String
    }

    let text: String
    let variable: String
    private var tokens: [Located] = []
    private var position = 0
    /// The calls of `unary` under way: every level of parentheses, call, sign or power passes
    /// through it once, so this bounds the recursion.
    private var nesting = 0

    /// A parsed subexpression: its tree, the tree's depth, its value when it has no variable, and the
    /// column it starts at.
    struct Parsed {
        var node: CurveExpression.Node
        var depth: Int
        var value: Double?
        var column: Int
    }

    init(text: String, variable: String) {
        self.text = text; self.variable = variable
    }

    /// The whole text as one expression.
    mutating func parseAll() throws(CurveExpressionError) -> CurveExpression.Node {
        tokens = try Self.tokenize(Array(text))
        if current.token == .end { throw CurveExpressionError("empty expression", column: 1) }
        let parsed = try expression()
        if current.token != .end { throw unexpected(current) }
        return parsed.node
    }

    // MARK: Building nodes

    /// `node` over `operands`, checked: at most `LayoutLimits.maxExpressionDepth` deep, and a
    /// finite value when no operand has the variable (`0/0`, `sqrt(-1)`, `log(0)` are undefined
    /// for every value of the variable, which is a mistake, not a curve).
    private func make(_ node: CurveExpression.Node, _ operands: [Parsed], column: Int,
                      value: ([Double]) -> Double) throws(CurveExpressionError) -> Parsed {
        let depth = 1 + operands.map(\.depth).max()!
        if depth > LayoutLimits.maxExpressionDepth {
            throw CurveExpressionError("the expression is nested deeper than \(LayoutLimits.maxExpressionDepth) levels "
                + "at \(column)", column: column)
        }
        let values = operands.compactMap(\.value)
        guard values.count == operands.count else { return Parsed(node: node, depth: depth, value: nil, column: column) }
        let v = value(values)
        guard v.isFinite else {
            let written = String(Array(text)[(column - 1)..<(current.column - 1)]).trimmingCharacters(in: .whitespaces)
            throw CurveExpressionError("'\(written)' at \(column) has no finite value (\(NumberFormat.short(v))) whatever '\(variable)' is",
                                       column: column)
        }
        return Parsed(node: node, depth: depth, value: v, column: column)
    }

    // MARK: Precedence levels

    private mutating func expression() throws(CurveExpressionError) -> Parsed {
        var left = try term()
        while case .symbol(let c) = current.token, c == "+" || c == "-" {
            advance()
            let right = try term()
            let op: CurveExpression.Operator = c == "+" ? .add : .subtract
            left = try make(.binary(op, left.node, right.node), [left, right], column: left.column) {
                CurveExpression.apply(op, $0[0], $0[1])
            }
        }
        return left
    }

    private mutating func term() throws(CurveExpressionError) -> Parsed {
        var left = try unary()
        while case .symbol(let c) = current.token, c == "*" || c == "/" {
            advance()
            let right = try unary()
            let op: CurveExpression.Operator = c == "*" ? .multiply : .divide
            left = try make(.binary(op, left.node, right.node), [left, right], column: left.column) {
                CurveExpression.apply(op, $0[0], $0[1])
            }
        }
        return left
    }

    private mutating func unary() throws(CurveExpressionError) -> Parsed {
        nesting += 1
        defer { nesting -= 1 }
        let start = current
        if nesting > LayoutLimits.maxExpressionDepth {
            throw CurveExpressionError("the expression is nested deeper than \(LayoutLimits.maxExpressionDepth) levels "
                + "at \(start.column)", column: start.column)
        }
        if start.token == .symbol("-") {
            advance()
            let operand = try unary()
            return try make(.negate(operand.node), [operand], column: start.column) { -$0[0] }
        }
        if start.token == .symbol("+") { advance(); return try unary() }
        return try power()
    }

    private mutating func power() throws(CurveExpressionError) -> Parsed {
        let base = try primary()
        guard current.token == .symbol("^") else { return base }
        advance()
        let exponent = try unary()
        return try make(.binary(.power, base.node, exponent.node), [base, exponent], column: base.column) {
            CurveExpression.apply(.power, $0[0], $0[1])
        }
    }

    private mutating func primary() throws(CurveExpressionError) -> Parsed {
        let token = current
        switch token.token {
        case .number(let n):
            advance()
            return Parsed(node: .number(n), depth: 1, value: n, column: token.column)
        case .symbol("("):
            advance()
            var inner = try expression()
            try close(openedAt: token)
            inner.column = token.column
            return inner
        case .name(let name):
            advance()
            let called = current.token == .symbol("(")
            if name == variable || name == "pi" {
                if called { throw CurveExpressionError("'\(name)' is not a function at \(token.column)", column: token.column) }
                return name == variable ? Parsed(node: .variable, depth: 1, value: nil, column: token.column)
                    : Parsed(node: .number(.pi), depth: 1, value: .pi, column: token.column)
            }
            guard let function = CurveExpression.Function(rawValue: name) else {
                if called {
                    let names = CurveExpression.Function.allCases.map(\.rawValue)
                    throw CurveExpressionError("unknown function '\(name)' at \(token.column)"
                        + Suggestion.didYouMean(name, among: names), column: token.column)
                }
                throw CurveExpressionError("unknown name '\(name)' at \(token.column) (the variable is '\(variable)')",
                                           column: token.column)
            }
            guard called else {
                throw CurveExpressionError("function '\(name)' at \(token.column) needs its argument in parentheses, "
                    + "as in \(name)(\(variable))", column: token.column)
            }
            let open = current
            advance()
            let argument = try expression()
            try close(openedAt: open)
            return try make(.call(function, argument.node), [argument], column: token.column) {
                CurveExpression.apply(function, $0[0])
            }
        default:
            throw unexpected(token)
        }
    }

    /// Consumes the `)` matching the `(` at `open`.
    private mutating func close(openedAt open: Located) throws(CurveExpressionError) {
        if current.token == .symbol(")") { advance(); return }
        if current.token == .end {
            throw CurveExpressionError("missing ')' for the '(' at \(open.column)", column: current.column)
        }
        throw unexpected(current)
    }

    private var current: Located { tokens[position] }
    private mutating func advance() { if position < tokens.count - 1 { position += 1 } }

    /// `unexpected 'x' at 3`, with a hint when an operand follows an operand (`2x`).
    private func unexpected(_ t: Located) -> CurveExpressionError {
        if t.token == .end { return CurveExpressionError("unexpected end at \(t.column)", column: t.column) }
        var message = "unexpected '\(t.text)' at \(t.column)"
        let operand: Bool = switch t.token {
        case .number, .name, .symbol("("): true
        default: false
        }
        if operand && position > 0 {
            let before = tokens[position - 1].token
            let previousIsOperand: Bool = switch before {
            case .number, .name, .symbol(")"): true
            default: false
            }
            if previousIsOperand { message += " (write '*' to multiply)" }
        }
        return CurveExpressionError(message, column: t.column)
    }

    // MARK: Tokens

    static func tokenize(_ chars: [Character]) throws(CurveExpressionError) -> [Located] {
        var out: [Located] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            let column = i + 1
            if c == " " || c == "\t" || c == "\n" { i += 1; continue }
            if c.isASCII && (c.isNumber || c == ".") {
                var j = i
                while j < chars.count, chars[j].isASCII, chars[j].isNumber || chars[j] == "." { j += 1 }
                // An exponent: e or E, an optional sign, then at least one digit.
                if j < chars.count, chars[j] == "e" || chars[j] == "E" {
                    var k = j + 1
                    if k < chars.count, chars[k] == "+" || chars[k] == "-" { k += 1 }
                    if k < chars.count, chars[k].isASCII, chars[k].isNumber {
                        while k < chars.count, chars[k].isASCII, chars[k].isNumber { k += 1 }
                        j = k
                    }
                }
                let word = String(chars[i..<j])
                guard let value = Double(word), value.isFinite else {
                    throw CurveExpressionError("bad number '\(word)' at \(column)", column: column)
                }
                out.append(Located(token: .number(value), column: column, text: word))
                i = j
            } else if c.isLetter || c == "_" {
                var j = i
                while j < chars.count, chars[j].isLetter || chars[j] == "_" || (chars[j].isASCII && chars[j].isNumber) { j += 1 }
                let word = String(chars[i..<j])
                out.append(Located(token: .name(word), column: column, text: word))
                i = j
            } else if "+-*/^()".contains(c) {
                out.append(Located(token: .symbol(c), column: column, text: String(c)))
                i += 1
            } else {
                throw CurveExpressionError("unexpected character '\(c)' at \(column)", column: column)
            }
        }
        out.append(Located(token: .end, column: chars.count + 1, text: ""))
        return out
    }
}
