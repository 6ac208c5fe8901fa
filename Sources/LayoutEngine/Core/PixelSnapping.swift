import LayoutModel

/// Snaps a frame tree to the pixel grid of an output scale, as browsers do: each node's absolute
/// near and far edges are rounded to the nearest device pixel, its size is the difference, and its
/// position the difference to its parent's rounded near edge. Sizes therefore never drift apart
/// from the edges they span, and adjacent nodes never overlap or leave hairline gaps.
public enum PixelSnapping {
    public static func snap(_ root: FrameNode, scale: Double) -> FrameNode {
        snap(root, parentAbsolute: .zero, scale: scale)
    }

    /// Rounds to the nearest multiple of 1/scale, halves away from zero.
    public static func round(_ value: Double, scale: Double) -> Double {
        (value * scale).rounded() / scale
    }

    private static func snap(_ node: FrameNode, parentAbsolute: Point, scale: Double) -> FrameNode {
        var out = node
        let a = node.absolute
        let left = round(a.x, scale: scale), top = round(a.y, scale: scale)
        let right = round(a.maxX, scale: scale), bottom = round(a.maxY, scale: scale)
        out.absolute = Rect(x: left, y: top, width: right - left, height: bottom - top)
        out.frame = Rect(x: left - parentAbsolute.x, y: top - parentAbsolute.y, width: right - left, height: bottom - top)
        out.children = node.children.map { snap($0, parentAbsolute: Point(x: left, y: top), scale: scale) }
        return out
    }
}
