import Foundation
import Testing
@testable import LayoutModel

/// `"layout": "path"` in fixtures: every parameter, and the errors with their JSON paths.
@Suite struct PathDecodingTests {
    @Test func everyParameterIsRead() throws {
        let root = try #require(Support.decodeRoot(#"""
            {"name": "p", "layout": "path", "curve": {"x": "100 * cos(t)", "y": "t"}, "origin": {"x": 0.5, "y": 1},
             "math": true, "reverse": true, "start": -10, "end": 90.5, "spacing": {"count": 6}, "distanceError": 0.1,
             "originNode": "hub", "children": [{"name": "hub"}, {"name": "a", "width": "hub.width"}]}
            """#))
        guard case .container(.path(let p), let children) = root.kind else { Issue.record("not a path"); return }
        #expect(p == PathLayout(curve: .parametric(x: try CurveExpression("100 * cos(t)", variable: "t"),
                                                   y: try CurveExpression("t", variable: "t")),
                                origin: Point(x: 0.5, y: 1), math: true, reverse: true, start: -10, end: 90.5,
                                spacing: .count(6), distanceError: 0.1, originNode: "hub"))
        #expect(children.count == 2)
        #expect(root.layout?.name == "path")
    }

    @Test func defaultsAndTheOtherCurveKinds() throws {
        let y = try #require(Support.decodeRoot(#"{"layout": "path", "curve": {"y": "x / 2"}}"#))
        #expect(y.layout == .path(PathLayout(curve: .cartesian(y: try CurveExpression("x / 2", variable: "x")))))
        let r = try #require(Support.decodeRoot(#"{"layout": "path", "curve": {"r": "100"}, "spacing": {"fixed": 30}}"#))
        #expect(r.layout == .path(PathLayout(curve: .polar(r: try CurveExpression("100", variable: "theta")),
                                             spacing: .fixed(30))))
        let flexed = try #require(Support.decodeRoot(#"{"layout": "path", "curve": {"r": "100"}, "spacing": "flexed"}"#))
        #expect(flexed.layout == .path(PathLayout(curve: .polar(r: try CurveExpression("100", variable: "theta")))))
    }

    @Test func curveErrors() {
        expectError(Support.rootError(#"{"layout": "path"}"#), path: "$.root",
                    reason: #"a path layout needs 'curve': {"y": "f(x)"}, {"x": "f(t)", "y": "g(t)"} or {"r": "f(theta)"}"#)
        expectError(Support.rootError(#"{"layout": "path", "curve": {"y": "x", "r": "2"}}"#), path: "$.root.curve",
                    reason: #"a curve is {"y": f(x)}, {"x": f(t), "y": g(t)} or {"r": f(theta)}; found keys 'r', 'y'"#)
        expectError(Support.rootError(#"{"layout": "path", "curve": {"x": "t"}}"#), path: "$.root.curve",
                    reason: "a parametric curve needs both 'x' and 'y' (functions of t); only 'x' is written")
        expectError(Support.rootError(#"{"layout": "path", "curve": {"theta": "2"}}"#), path: "$.root.curve.theta",
                    reason: "unknown key 'theta'")
        expectError(Support.rootError(#"{"layout": "path", "curve": {"y": "sine(x)"}}"#), path: "$.root.curve.y",
                    reason: #"bad expression "sine(x)": unknown function 'sine' at 1 (did you mean 'sin'?)"#)
        expectError(Support.rootError(#"{"layout": "path", "curve": {"r": "100 * cos(t)"}}"#), path: "$.root.curve.r",
                    reason: #"bad expression "100 * cos(t)": unknown name 't' at 11 (the variable is 'theta')"#)
        expectError(Support.rootError(#"{"layout": "path", "curve": {"y": 2}}"#), path: "$.root.curve.y",
                    reason: "expected a string, found a number")
    }

    @Test func parameterErrors() {
        func path(_ extra: String) -> LayoutError? {
            Support.rootError(#"{"name": "p", "layout": "path", "curve": {"r": "1"}, "# + extra + "}")
        }
        expectError(path(#""spacing": "even""#), path: "$.root.spacing",
                    reason: #"bad spacing "even": expected 'flexed', {"fixed": points} or {"count": n}"#)
        expectError(path(#""spacing": {"fixed": 3, "count": 2}"#), path: "$.root.spacing",
                    reason: "a spacing object takes 'fixed' or 'count', not both")
        expectError(path(#""spacing": {"count": 0}"#), path: "$.root.spacing.count", reason: "a spacing count must be at least 1")
        expectError(path(#""spacing": {"fixd": 3}"#), path: "$.root.spacing.fixd", reason: "unknown key 'fixd' (did you mean 'fixed'?)")
        expectError(path(#""distanceError": 0"#), path: "$.root.distanceError",
                    reason: "distanceError must be greater than 0, found 0")
        expectError(path(#""origin": {"x": 0.5, "z": 1}"#), path: "$.root.origin.z", reason: "unknown key 'z'")
        expectError(path(#""math": 1"#), path: "$.root.math", reason: "expected true or false, found a number")
        expectError(path(#""originNode": "hb", "children": [{"name": "hub"}, {"name": "a"}]"#), path: "$.root.originNode",
                    node: "p", reason: "originNode 'hb' is not a child of this path layout (did you mean 'hub'?); children: 'hub', 'a'")
        expectError(path(#""children": [{"name": "a", "width": "50%"}]"#), path: "$.root.children[0].width", node: "a",
                    reason: #"a weight is not used by a path layout's children; give a number of points, 'wrap' or a reference such as "A.width""#)
        expectError(path(#""children": [{"name": "a", "height": "fill"}]"#), path: "$.root.children[0].height", node: "a",
                    reason: "'fill' is not used by a path layout's children")
    }

    @Test func pathKeysBelongToThePathLayout() {
        expectError(Support.rootError(#"{"layout": "frame", "curve": {"r": "1"}}"#), path: "$.root.curve",
                    reason: "'curve' belongs to the 'path' layout; this node's layout is 'frame'")
        expectError(Support.rootError(#"{"layout": "path", "curve": {"r": "1"}, "orientation": "vertical"}"#),
                    path: "$.root.orientation", reason: "'orientation' belongs to the 'linear', 'table', 'float' and 'flow' layouts")
        expectError(Support.rootError(#"{"layout": "frame", "spacing": 3}"#), path: "$.root.spacing",
                    reason: "'spacing' belongs to the 'linear', 'table', 'float', 'flow' and 'path' layouts; this node's layout is 'frame'")
        expectError(Support.rootError(#"{"layout": "path", "curve": {"r": "1"}, "distanceErr": 1}"#),
                    path: "$.root.distanceErr", reason: "unknown key 'distanceErr' (did you mean 'distanceError'?)")
    }

    @Test func theDSLBuildsTheSameNode() throws {
        let built = Path("p", try .r("100"), origin: Point(x: 0.5, y: 0.5), spacing: .fixed(20), originNode: "a") {
            Box("a", width: 10, height: 10)
        }
        let decoded = try #require(Support.decodeRoot(#"""
            {"name": "p", "layout": "path", "curve": {"r": "100"}, "origin": {"x": 0.5, "y": 0.5}, "spacing": {"fixed": 20},
             "originNode": "a", "children": [{"name": "a", "intrinsic": {"width": 10, "height": 10}}]}
            """#))
        #expect(built == decoded)
        #expect(throws: LayoutError(path: "$.curve.y", reason: #"bad expression "x +": unexpected end at 4"#)) {
            _ = try PathLayout.Curve.y("x +")
        }
        let stray = Path("p", try .r("1"), originNode: "hb") { Box("hub") }
        #expect(throws: LayoutError(path: "$.root.originNode", node: "p",
                                    reason: "originNode 'hb' is not a child of this path layout")) { try stray.validate() }
        #expect(try PathLayout.Curve.xy("t", "2 * t") == .parametric(x: try CurveExpression("t", variable: "t"),
                                                                      y: try CurveExpression("2 * t", variable: "t")))
    }
}
