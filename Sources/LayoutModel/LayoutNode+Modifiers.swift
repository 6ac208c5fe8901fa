/// Chainable DSL modifiers: each returns a copy of the node with one property changed.
/// Modifiers that only make sense on one kind of node (gravity on linear/frame containers,
/// `reverse` on linear ones, text style on text leaves) stop with a precondition failure on
/// any other node, since that is a mistake in the code building the tree.
extension LayoutNode {
    private func with(_ change: (inout LayoutNode) -> Void) -> LayoutNode {
        var copy = self
        change(&copy)
        return copy
    }

    // MARK: Sizes

    public func width(_ value: SizeValue) -> LayoutNode { with { $0.width = value } }
    public func height(_ value: SizeValue) -> LayoutNode { with { $0.height = value } }
    /// A fixed width or height from a `Double` (or other floating-point) variable; a literal is a
    /// `SizeValue` already (generic, so that a literal still picks that overload).
    public func width<T: BinaryFloatingPoint>(_ points: T) -> LayoutNode { width(.fixed(Double(points))) }
    public func height<T: BinaryFloatingPoint>(_ points: T) -> LayoutNode { height(.fixed(Double(points))) }
    public func size(width: SizeValue, height: SizeValue) -> LayoutNode {
        with { $0.width = width; $0.height = height }
    }
    public func minWidth(_ value: SizeValue) -> LayoutNode { with { $0.minWidth = value } }
    public func maxWidth(_ value: SizeValue) -> LayoutNode { with { $0.maxWidth = value } }
    public func minHeight(_ value: SizeValue) -> LayoutNode { with { $0.minHeight = value } }
    public func maxHeight(_ value: SizeValue) -> LayoutNode { with { $0.maxHeight = value } }

    // MARK: Margins and padding

    /// The same margin in points on all four edges.
    public func margin(_ all: Double) -> LayoutNode {
        with { $0.margin = Margins(top: .points(all), left: .points(all), bottom: .points(all), right: .points(all)) }
    }

    /// Sets the given edges; edges passed as nil keep their current value.
    public func margin(top: Length? = nil, left: Length? = nil, bottom: Length? = nil,
                       right: Length? = nil) -> LayoutNode {
        with { node in
            if let top { node.margin.top = top }
            if let left { node.margin.left = left }
            if let bottom { node.margin.bottom = bottom }
            if let right { node.margin.right = right }
        }
    }

    /// Sets left and right to `horizontal`, top and bottom to `vertical`; nil keeps the current value.
    public func margin(horizontal: Length? = nil, vertical: Length? = nil) -> LayoutNode {
        margin(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// The same padding in points on all four edges.
    public func padding(_ all: Double) -> LayoutNode { with { $0.padding = EdgeInsets(all: all) } }

    /// Sets the given edges in points; edges passed as nil keep their current value.
    public func padding(top: Double? = nil, left: Double? = nil, bottom: Double? = nil,
                        right: Double? = nil) -> LayoutNode {
        with { node in
            if let top { node.padding.top = top }
            if let left { node.padding.left = left }
            if let bottom { node.padding.bottom = bottom }
            if let right { node.padding.right = right }
        }
    }

    /// Sets left and right to `horizontal`, top and bottom to `vertical`; nil keeps the current value.
    public func padding(horizontal: Double? = nil, vertical: Double? = nil) -> LayoutNode {
        padding(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    // MARK: Container parameters

    /// The container gravity of a linear, flow or frame container (a frame supports only start,
    /// center, end and fill), or of a float container (start, center or end along its lines only).
    /// Axes passed as nil keep their current value.
    public func gravity(horizontal: Gravity? = nil, vertical: Gravity? = nil) -> LayoutNode {
        with { node in
            guard case .container(let layout, let children) = node.kind else {
                preconditionFailure("gravity(horizontal:vertical:) needs a linear or frame container; '\(name)' is a leaf")
            }
            switch layout {
            case .linear(var linear):
                if let horizontal { linear.horizontalGravity = horizontal }
                if let vertical { linear.verticalGravity = vertical }
                node.kind = .container(.linear(linear), children: children)
            case .frame(var frame):
                let unsupported: [Gravity] = [.between, .around, .among]
                precondition(!unsupported.contains(horizontal ?? .start) && !unsupported.contains(vertical ?? .start),
                             "gravity between/around/among is unsupported by the frame layout ('\(name)')")
                if let horizontal { frame.horizontalGravity = horizontal }
                if let vertical { frame.verticalGravity = vertical }
                node.kind = .container(.frame(frame), children: children)
            case .scroll:
                preconditionFailure("gravity(horizontal:vertical:) needs a linear or frame container; '\(name)' scrolls")
            case .constraints:
                preconditionFailure("gravity(horizontal:vertical:) needs a linear or frame container; '\(name)' uses constraints")
            case .flex:
                preconditionFailure("gravity(horizontal:vertical:) needs a linear or frame container; '\(name)' is flex (use justify-content and align-items)")
            case .relative:
                preconditionFailure("gravity(horizontal:vertical:) needs a linear or frame container; '\(name)' is relative (use anchors)")
            case .table:
                preconditionFailure("gravity(horizontal:vertical:) needs a linear or frame container; '\(name)' is a table or row")
            case .float(var float):
                let along = float.orientation == .vertical ? vertical : horizontal
                let across = float.orientation == .vertical ? horizontal : vertical
                precondition(across == nil && [nil, .start, .center, .end].contains(along),
                             "a float layout takes gravity start, center or end along its lines only ('\(name)')")
                if let along { float.gravity = along }
                node.kind = .container(.float(float), children: children)
            case .flow(var flow):
                if let horizontal { flow.horizontalGravity = horizontal }
                if let vertical { flow.verticalGravity = vertical }
                node.kind = .container(.flow(flow), children: children)
            case .path:
                preconditionFailure("gravity(horizontal:vertical:) needs a linear or frame container; '\(name)' is a path (use origin)")
            case .block:
                preconditionFailure("gravity(horizontal:vertical:) needs a linear or frame container; '\(name)' is a CSS block (use margins)")
            case .grid:
                preconditionFailure("gravity(horizontal:vertical:) needs a linear or frame container; '\(name)' is a grid (use justify and align)")
            }
        }
    }

    /// Lays a linear container's children out in reverse order.
    public func reverse(_ on: Bool = true) -> LayoutNode { changingLinear("reverse()") { $0.reverse = on } }

    /// Duilib-style rows and columns in a linear container: children with no main-axis size weigh 1.
    public func implicitWeight(_ on: Bool = true) -> LayoutNode {
        changingLinear("implicitWeight()") { $0.implicitWeight = on }
    }

    /// The gap between consecutive visible children of a linear container.
    public func spacing(_ spacing: Double) -> LayoutNode { changingLinear("spacing(_:)") { $0.spacing = spacing } }

    private func changingLinear(_ modifier: String, _ change: (inout LinearLayout) -> Void) -> LayoutNode {
        guard case .container(.linear(var linear), let children) = kind else {
            preconditionFailure("\(modifier) needs a linear container; '\(name)' is not one")
        }
        change(&linear)
        return with { $0.kind = .container(.linear(linear), children: children) }
    }

    // MARK: Placement and appearance

    /// The node's own alignment inside the space its parent gives it; nil axes keep their value.
    public func align(horizontal: Alignment? = nil, vertical: Alignment? = nil) -> LayoutNode {
        with { node in
            if let horizontal { node.alignment.horizontal = horizontal }
            if let vertical { node.alignment.vertical = vertical }
        }
    }

    public func visibility(_ visibility: Visibility) -> LayoutNode { with { $0.visibility = visibility } }
    public func background(_ color: Color) -> LayoutNode { with { $0.appearance.background = color } }
    /// A border of `width` points in `color`.
    public func border(_ color: Color, width: Double = 1) -> LayoutNode {
        with { $0.appearance.borderColor = color; $0.appearance.borderWidth = width }
    }
    public func cornerRadius(_ radius: Double) -> LayoutNode { with { $0.appearance.cornerRadius = radius } }
    /// 0...1, applied to the node and everything inside it.
    public func opacity(_ opacity: Double) -> LayoutNode { with { $0.appearance.opacity = opacity } }

    /// Text style of a text leaf; parameters passed as nil keep their current value.
    public func textStyle(font: String? = nil, lineHeight: Double? = nil, maxLines: Int? = nil,
                          color: Color? = nil, alignment: TextAlignment? = nil, writingMode: WritingMode? = nil) -> LayoutNode {
        guard case .leaf(.text(var text)) = kind else {
            preconditionFailure("textStyle(...) needs a text leaf; '\(name)' is not one")
        }
        if let font { text.font.family = font }
        if let lineHeight { text.lineHeight = lineHeight }
        if let maxLines { text.maxLines = maxLines }
        if let color { text.color = color }
        if let alignment { text.alignment = alignment }
        if let writingMode { text.writingMode = writingMode }
        return with { $0.kind = .leaf(.text(text)) }
    }
}
