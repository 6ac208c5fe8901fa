/// DSL modifiers for the keys every layout shares: direction, layout transform, borderlines and
/// separators (fixture keys `layoutDirection`, `layoutTransform`, `borderlines`, `separators`).
extension LayoutNode {
    /// The container's x direction; nil inherits the parent's (see `LayoutDirection`).
    public func layoutDirection(_ direction: LayoutDirection?) -> LayoutNode {
        var copy = self
        copy.layoutDirection = direction
        return copy
    }

    /// Applied after layout to each child's centre, relative to this container's centre.
    public func layoutTransform(_ transform: AffineTransform?) -> LayoutNode {
        var copy = self
        copy.layoutTransform = transform
        return copy
    }

    /// Lines on this node's edges (nil leaves an edge as it was).
    public func borderlines(top: Borderline? = nil, left: Borderline? = nil, bottom: Borderline? = nil,
                            right: Borderline? = nil) -> LayoutNode {
        var copy = self
        if let top { copy.appearance.borderlines.top = top }
        if let left { copy.appearance.borderlines.left = left }
        if let bottom { copy.appearance.borderlines.bottom = bottom }
        if let right { copy.appearance.borderlines.right = right }
        return copy
    }

    /// Lines midway between neighbouring child containers of this container.
    public func separators(_ line: Borderline?) -> LayoutNode {
        var copy = self
        copy.appearance.separators = line
        return copy
    }
}
