/// One node of a layout tree: a container with one algorithm, or a leaf with intrinsic content.
///
/// Plain data: it knows no algorithm. A `nil` width or height means "not written"; each
/// parent algorithm gives it its default meaning (wrap in most, weight 1 in Duilib-style rows).
public struct LayoutNode: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case container(LayoutKind, children: [LayoutNode])
        case leaf(Content)
    }

    // The stored properties are declared in the order they are laid out (Swift keeps the order of
    // declaration): first what placing a node reads again once its parent is arranged (its name,
    // padding, visibility and own frame, then its margins), so that what placing reads of a child
    // lies together; then what flattening reads once for every node.

    /// Unique in its tree.
    public var name: String
    public var padding: EdgeInsets
    public var visibility: Visibility
    public var alignment: ChildAlignment
    /// A container's x direction; nil: its parent's (see `LayoutDirection`).
    public var layoutDirection: LayoutDirection?
    /// An empty container (no children, or only gone ones) whose size is its content still
    /// measures its padding (TangramKit's `tg_zeroPadding`, §6.2); false: it measures 0.
    public var paddingWhenEmpty: Bool = true
    /// The side a child floats to and whether it clears earlier floats, read by a float parent.
    public var floatItem: FloatItem?
    /// A frame the node keeps whatever its parent's layout (TangramKit §7.5, §7.6), relative to
    /// the parent's border box; nil: the parent places it.
    @Indirect public var ownFrame: OwnFrame? = nil
    public var margin: Margins
    /// CSS box and flex-item properties, read by flex containers (and by a flex container for its own box).
    @IndirectOptional public var flexItem: FlexItem?
    @Indirect public var appearance: Appearance
    public var width: SizeValue?
    public var height: SizeValue?
    // The limits are kept out of line: most nodes write none, and inline they were 160 of a
    // node's 448 bytes, two more cache lines for every node a layout reads.
    @IndirectOptional public var minWidth: SizeValue?
    @IndirectOptional public var maxWidth: SizeValue?
    @IndirectOptional public var minHeight: SizeValue?
    @IndirectOptional public var maxHeight: SizeValue?
    /// Anchors to the parent's and siblings' edges, read by a relative parent.
    @Indirect public var anchors: RelativeAnchors? = nil
    /// Applied to a container's children's centres after layout (see `AffineTransform`).
    @Indirect public var layoutTransform: AffineTransform? = nil
    public var kind: Kind

    public init(name: String, kind: Kind, width: SizeValue? = nil, height: SizeValue? = nil,
                minWidth: SizeValue? = nil, maxWidth: SizeValue? = nil,
                minHeight: SizeValue? = nil, maxHeight: SizeValue? = nil,
                margin: Margins = .none, padding: EdgeInsets = .zero, visibility: Visibility = .visible,
                alignment: ChildAlignment = ChildAlignment(), appearance: Appearance = .none,
                flexItem: FlexItem? = nil) {
        self.name = name; self.kind = kind; self.width = width; self.height = height
        self.minWidth = minWidth; self.maxWidth = maxWidth; self.minHeight = minHeight; self.maxHeight = maxHeight
        self.margin = margin; self.padding = padding; self.visibility = visibility
        self.alignment = alignment; self.appearance = appearance
        self.flexItem = flexItem
    }

    /// The size written for `axis`.
    @inlinable public func size(_ axis: Axis) -> SizeValue? { axis == .horizontal ? width : height }
    @inlinable public func minSize(_ axis: Axis) -> SizeValue? { axis == .horizontal ? minWidth : minHeight }
    @inlinable public func maxSize(_ axis: Axis) -> SizeValue? { axis == .horizontal ? maxWidth : maxHeight }

    /// The children of a container; empty for a leaf.
    @inlinable public var children: [LayoutNode] {
        if case .container(_, let children) = kind { return children }
        return []
    }

    /// The layout algorithm of a container; nil for a leaf.
    @inlinable public var layout: LayoutKind? {
        if case .container(let layout, _) = kind { return layout }
        return nil
    }

    /// The content of a leaf; nil for a container.
    @inlinable public var content: Content? {
        if case .leaf(let content) = kind { return content }
        return nil
    }

    /// Every node of the subtree, depth first, parents before children (without recursion).
    public func allNodes() -> [LayoutNode] {
        var out: [LayoutNode] = []
        var stack = [self]
        while let n = stack.popLast() {
            out.append(n)
            stack.append(contentsOf: n.children.reversed())
        }
        return out
    }
}

/// The space a root is laid out in.
public struct Viewport: Hashable, Sendable {
    public var width: Double
    public var height: Double
    /// Output scale: 1, 2 or 3 device pixels per point. Frames snap to this pixel grid.
    public var scale: Double
    public init(width: Double, height: Double, scale: Double = 1) {
        self.width = width; self.height = height; self.scale = scale
    }
    public var size: Size { Size(width: width, height: height) }
}
