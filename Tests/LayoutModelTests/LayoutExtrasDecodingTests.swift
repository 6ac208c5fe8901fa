import Testing
@testable import LayoutModel

/// `layoutDirection`, `layoutTransform`, `borderlines` and `separators` in fixtures.
@Suite struct LayoutExtrasDecodingTests {
    @Test func everyFormDecodes() throws {
        let node = try #require(Support.decodeRoot(#"""
            {"layout": "frame", "layoutDirection": "rtl", "layoutTransform": [1, 0, 0, 1, 5, -5],
             "borderlines": {"all": {"color": "#ff0000"}, "bottom": {"color": "blue", "thickness": 2, "dash": [4, 2],
                             "headIndent": 3, "tailIndent": 4, "offset": 1}},
             "separators": {"color": "#00ff00", "thickness": 0.5},
             "children": [{"name": "inner", "layout": "frame", "layoutDirection": "ltr",
                           "layoutTransform": {"scale": [2, 3], "rotate": 90, "translate": [10, 20]}}]}
            """#))
        #expect(node.layoutDirection == .rightToLeft)
        #expect(node.layoutTransform == .translation(5, -5))
        let red = Borderline(color: Color(red: 255, green: 0, blue: 0))
        #expect(node.appearance.borderlines.top == red && node.appearance.borderlines.left == red
                && node.appearance.borderlines.right == red)
        #expect(node.appearance.borderlines.bottom == Borderline(color: Color.named["blue"]!, thickness: 2, dash: [4, 2],
                                                                 headIndent: 3, tailIndent: 4, offset: 1))
        #expect(node.appearance.separators == Borderline(color: Color(red: 0, green: 255, blue: 0), thickness: 0.5))
        let inner = node.children[0]
        #expect(inner.layoutDirection == .leftToRight)
        // Scale, then a quarter turn, then the translation: (1, 0) -> (2, 0) -> (0, 2) -> (10, 22).
        let t = try #require(inner.layoutTransform)
        #expect(t.apply(Point(x: 1, y: 0)) == Point(x: 10, y: 22))
        #expect(t.apply(Point(x: 0, y: 1)) == Point(x: 10 - 3, y: 20))
    }

    @Test func mistakesNameThePathAndTheProblem() {
        expectError(Support.rootError(#"{"layout": "frame", "layoutDirection": "rtll"}"#), path: "$.root.layoutDirection",
                    reason: "unknown layoutDirection 'rtll' (did you mean 'rtl'?); expected one of 'ltr', 'rtl'")
        expectError(Support.rootError(#"{"layout": "frame", "layoutTransform": [1, 0, 0, 1, 5]}"#),
                    path: "$.root.layoutTransform", reason: "expected a matrix [a, b, c, d, tx, ty]: 6 numbers, found 5")
        expectError(Support.rootError(#"{"layout": "frame", "layoutTransform": {"rotat": 90}}"#),
                    path: "$.root.layoutTransform.rotat", reason: "unknown key 'rotat' (did you mean 'rotate'?)")
        expectError(Support.rootError(#"{"layout": "frame", "layoutTransform": {"translate": [1, "2"]}}"#),
                    path: "$.root.layoutTransform.translate[1]", reason: "expected a number, found a string")
        expectError(Support.rootError(#"{"borderlines": {"top": {"thickness": 1}}}"#),
                    path: "$.root.borderlines.top", reason: "a borderline needs a 'color'")
        expectError(Support.rootError(#"{"borderlines": {"top": {"color": "red", "thickness": 0}}}"#),
                    path: "$.root.borderlines.top.thickness", reason: "thickness must be greater than 0")
        expectError(Support.rootError(#"{"borderlines": {"middle": {"color": "red"}}}"#),
                    path: "$.root.borderlines.middle", reason: "unknown key 'middle'")
        expectError(Support.rootError(#"{"layout": "frame", "separators": {"color": "red", "dash": [0, 0]}}"#),
                    path: "$.root.separators.dash", reason: "a dash pattern needs a length greater than 0")
        expectError(Support.rootError(#"{"text": "a", "layoutDirection": "rtl"}"#), path: "$.root.layoutDirection",
                    reason: "'layoutDirection' arranges a container's children; this node has no 'layout'")
    }
}
