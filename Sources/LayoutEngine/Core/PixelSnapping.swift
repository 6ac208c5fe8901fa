import LayoutModel

/// Snaps a frame tree to the pixel grid of an output scale, as browsers do: each node's absolute
/// near and far edges are rounded to the nearest device pixel, its size is the difference, and its
/// position the difference to its parent's rounded near edge. Sizes therefore never drift apart
/// from the edges they span, and adjacent nodes never overlap or leave hairline gaps.
public enum PixelSnapping {
    public static func snap(_ root: consuming FrameNode, scale: Double) -> FrameNode {
        var out = root
        snap(&out, parentAbsolute: .zero, scale: scale)
        return out
    }

    /// Rounds to the nearest multiple of 1/scale, halves away from zero.
    public static func round(_ value: Double, scale: Double) -> Double {
        (value * scale).rounded() / scale
    }

    /// Snaps `node` and its subtree in place (the tree is usually uniquely owned: no copies).
    private static func snap(_ node: inout FrameNode, parentAbsolute: Point, scale: Double) {
        let a = node.absolute
        let left = round(a.x, scale: scale), top = round(a.y, scale: scale)
        let right = round(a.maxX, scale: scale), bottom = round(a.maxY, scale: scale)
        node.absolute = Rect(x: left, y: top, width: right - left, height: bottom - top)
        node.frame = Rect(x: left - parentAbsolute.x, y: top - parentAbsolute.y, width: right - left, height: bottom - top)
        let origin = Point(x: left, y: top)
        node.updateChildren { children in
            for k in children.indices { snap(&children[k], parentAbsolute: origin, scale: scale) }
        }
    }
}
