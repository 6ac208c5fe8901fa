import Foundation
import Testing
@testable import LayoutModel

/// The curve expression parser: precedence and associativity, functions, undefined values, and
/// every error with its exact message.
@Suite struct CurveExpressionTests {
    func parse(_ text: String, _ variable: String = "x") throws -> CurveExpression {
        try CurveExpression(text, variable: variable)
    }

    func error(_ text: String, _ variable: String = "x") -> CurveExpressionError? {
        do { _ = try CurveExpression(text, variable: variable) } catch { return error }
        Issue.record("'\(text)' parsed without error")
        return nil
    }

    @Test func precedenceAndAssociativity() throws {
        let cases: [(String, String, Double)] = [
            ("1 + 2 * 3", "(1 + (2 * 3))", 1 + 2 * 3),
            ("(1 + 2) * 3", "((1 + 2) * 3)", (1 + 2) * 3),
            ("10 - 4 - 3", "((10 - 4) - 3)", (10 - 4) - 3),
            ("8 / 4 / 2", "((8 / 4) / 2)", (8.0 / 4) / 2),
            ("2 ^ 3 ^ 2", "(2 ^ (3 ^ 2))", 512),
            ("-x ^ 2", "(-(x ^ 2))", -9),
            ("2 ^ -1", "(2 ^ (-1))", 0.5),
            ("2 * -x", "(2 * (-x))", -6),
            ("--x", "(-(-x))", 3),
            ("+x - 1", "(x - 1)", 2),
            ("x * x / 3 + 1", "(((x * x) / 3) + 1)", 3 * 3 / 3 + 1),
            ("1e-3 * 1000 + .5", "((0.001 * 1000) + 0.5)", 1.5),
            ("2 * pi", "(2 * 3.142)", 2 * Double.pi),
        ]
        for (text, structure, value) in cases {
            let e = try parse(text)
            #expect(e.structure == structure, "\(text)")
            #expect(e.value(at: 3) == value, "\(text) at 3")
        }
    }

    @Test func functionsTakeRadiansAndTheNaturalLogarithm() throws {
        let cases: [(String, Double)] = [
            ("sin(pi / 2)", 1), ("cos(0)", 1), ("tan(0)", 0), ("asin(1)", Double.pi / 2), ("acos(1)", 0),
            ("atan(1)", Double.pi / 4), ("sqrt(16)", 4), ("abs(-3)", 3), ("exp(0)", 1), ("log(exp(2))", 2),
            ("sqrt(abs(theta - 20))", 4),
        ]
        for (text, value) in cases {
            let v = try #require(try parse(text, "theta").value(at: 4))
            #expect(abs(v - value) < 1e-12, "\(text) = \(v)")
        }
        #expect(try parse("100 * cos(theta)", "theta").structure == "(100 * cos(theta))")
    }

    @Test func valuesThatAreNotFiniteAreUndefined() throws {
        #expect(try parse("sqrt(x)").value(at: -1) == nil)
        #expect(try parse("1 / x").value(at: 0) == nil)
        #expect(try parse("log(x)").value(at: 0) == nil)
        #expect(try parse("0 * sqrt(x)").value(at: -4) == nil)
        #expect(try parse("sqrt(x)").value(at: 4) == 2)
    }

    @Test func everyErrorNamesTheTokenAndItsColumn() {
        let cases: [(String, String, Int)] = [
            ("", "empty expression", 1),
            ("   ", "empty expression", 1),
            ("x + #", "unexpected character '#' at 5", 5),
            ("1.2.3 + x", "bad number '1.2.3' at 1", 1),
            ("sine(x)", "unknown function 'sine' at 1 (did you mean 'sin'?)", 1),
            ("2 * frobnicate(x)", "unknown function 'frobnicate' at 5", 5),
            ("y + 1", "unknown name 'y' at 1 (the variable is 'x')", 1),
            ("sin x", "function 'sin' at 1 needs its argument in parentheses, as in sin(x)", 1),
            ("x(2)", "'x' is not a function at 1", 1),
            ("3 * pi(2)", "'pi' is not a function at 5", 5),
            ("(x + 1", "missing ')' for the '(' at 1", 7),
            ("cos(x * (2 + 1)", "missing ')' for the '(' at 4", 16),
            ("sin(x))", "unexpected ')' at 7", 7),
            ("()", "unexpected ')' at 2", 2),
            ("2x", "unexpected 'x' at 2 (write '*' to multiply)", 2),
            ("(x)(x)", "unexpected '(' at 4 (write '*' to multiply)", 4),
            ("x +", "unexpected end at 4", 4),
            ("* x", "unexpected '*' at 1", 1),
            ("x ^ ^ 2", "unexpected '^' at 5", 5),
        ]
        for (text, message, column) in cases {
            let e = error(text)
            #expect(e?.message == message, "\(text)")
            #expect(e?.column == column, "\(text)")
        }
    }

    @Test func eachCurveKindHasItsVariable() {
        #expect(error("t", "x")?.message == "unknown name 't' at 1 (the variable is 'x')")
        #expect(error("x * t", "t")?.message == "unknown name 'x' at 1 (the variable is 't')")
        #expect(error("100 * cos(x)", "theta")?.message == "unknown name 'x' at 11 (the variable is 'theta')")
    }
}
