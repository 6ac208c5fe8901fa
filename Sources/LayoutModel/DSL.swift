// A result-builder DSL that builds the same `LayoutNode` trees as fixtures, in code:
//
//     let root = Linear("S", .vertical, spacing: 8) {
//         Text("title", "Hello", size: 17)
//         Box("A", width: 40, height: 40).margin(left: .percent(20))
//         if showImage { Image("logo", source: "logo.png", size: Size(width: 40, height: 30)) }
//     }
//     .width(.fill).padding(16)
//
// Containers take their children from a `@NodeBuilder` closure; modifiers (in
// `LayoutNode+Modifiers.swift`) return a modified copy. Nothing is validated while building:
// call `LayoutNode.validate()` on the result for the tree-wide rules fixtures check.

/// Collects child nodes: plain nodes, optional nodes (nil adds nothing), arrays, `if`/`else`,
/// `switch` and `for`-`in`.
@resultBuilder
public enum NodeBuilder {
    public static func buildExpression(_ node: LayoutNode) -> [LayoutNode] { [node] }
    public static func buildExpression(_ node: LayoutNode?) -> [LayoutNode] { node.map { [$0] } ?? [] }
    public static func buildExpression(_ nodes: [LayoutNode]) -> [LayoutNode] { nodes }
    public static func buildBlock(_ parts: [LayoutNode]...) -> [LayoutNode] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [LayoutNode]?) -> [LayoutNode] { part ?? [] }
    public static func buildEither(first part: [LayoutNode]) -> [LayoutNode] { part }
    public static func buildEither(second part: [LayoutNode]) -> [LayoutNode] { part }
    public static func buildArray(_ parts: [[LayoutNode]]) -> [LayoutNode] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [LayoutNode]) -> [LayoutNode] { part }
}

/// A linear container (`"layout": "linear"`) laying its children along `orientation`.
public func Linear(_ name: String, _ orientation: Axis, spacing: Double = 0,
                   @NodeBuilder _ children: () -> [LayoutNode]) -> LayoutNode {
    LayoutNode(name: name, kind: .container(.linear(LinearLayout(orientation: orientation, spacing: spacing)),
                                            children: children()))
}

/// A frame container (`"layout": "frame"`): children overlap inside its inner area.
public func Frame(_ name: String, @NodeBuilder _ children: () -> [LayoutNode]) -> LayoutNode {
    LayoutNode(name: name, kind: .container(.frame(FrameLayout()), children: children()))
}

/// A scroll container (`"layout": "scroll"`), unbounded along `axis`.
public func Scroll(_ name: String, axis: Axis = .vertical,
                   @NodeBuilder _ children: () -> [LayoutNode]) -> LayoutNode {
    LayoutNode(name: name, kind: .container(.scroll(ScrollLayout(axis: axis)), children: children()))
}

/// A constraints container (`"layout": "constraints"`): children placed by constraints in the
/// fixture syntax (`"button.top = input.bottom + 15"`, see `ConstraintParser`). A syntax error is a
/// `LayoutError` at `$.root.constraints[k]` naming the character, as in a fixture.
public func Constraints(_ name: String, _ constraints: [String], safeArea: EdgeInsets = .zero,
                        priorities: [String: ContentPriorities] = [:],
                        @NodeBuilder _ children: () -> [LayoutNode]) throws(LayoutError) -> LayoutNode {
    var parsed: [LayoutConstraint] = []
    for (k, text) in constraints.enumerated() {
        do { parsed.append(try ConstraintParser.parse(text).constraint) } catch {
            throw LayoutError(path: "$.root.constraints[\(k)]", node: name,
                              reason: "character \(error.character) of \"\(text)\": \(error.message)")
        }
    }
    let layout = ConstraintLayout(constraints: parsed, safeArea: safeArea, contentPriorities: priorities)
    return LayoutNode(name: name, kind: .container(.constraints(layout), children: children()))
}

/// A text leaf in the default font family at `size` points, black, left-aligned
/// (the fixture form `"text": "..."` with `fontSize`). Use `.textStyle(...)` for the rest.
public func Text(_ name: String, _ string: String, size: Double = 14) -> LayoutNode {
    LayoutNode(name: name, kind: .leaf(.text(TextContent(string, font: Font(size: size)))))
}

/// A leaf with a fixed intrinsic size (`"intrinsic"`); a nil axis has no intrinsic metric.
/// `Box("A")` with both axes nil is `.intrinsic(width: nil, height: nil)`, not `.empty`.
public func Box(_ name: String, width: Double? = nil, height: Double? = nil) -> LayoutNode {
    LayoutNode(name: name, kind: .leaf(.intrinsic(width: width, height: height)))
}

/// An image leaf. `source` is stored as given (the fixture loader, by contrast, resolves it against
/// the fixture's folder); `size` is the natural size, nil to read it from the PNG later.
public func Image(_ name: String, source: String? = nil, size: Size? = nil) -> LayoutNode {
    LayoutNode(name: name, kind: .leaf(.image(ImageContent(source: source, naturalSize: size))))
}

/// A leaf with no content (intrinsic size zero), as a fixture node with no content key.
public func Empty(_ name: String) -> LayoutNode {
    LayoutNode(name: name, kind: .leaf(.empty))
}

// MARK: Literals

/// `100` and `12.5` are fixed sizes, so `.width(100)` reads naturally.
extension SizeValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int) { self.init(.fixed(Double(value))) }
    public init(floatLiteral value: Double) { self.init(.fixed(value)) }
}

/// `8` and `2.5` are lengths in points, so `.margin(left: 8, right: .percent(10))` reads naturally.
extension Length: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int) { self = .points(Double(value)) }
    public init(floatLiteral value: Double) { self = .points(value) }
}
