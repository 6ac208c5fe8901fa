import LayoutModel

/// Snaps a frame tree to the pixel grid of an output scale, as browsers do: each node's absolute
/// near and far edges are rounded to the nearest device pixel, its size is the difference, and its
/// position the difference to its parent's rounded near edge. Sizes therefore never drift apart
/// from the edges they span, and adjacent nodes never overlap or leave hairline gaps.
///
/// The rule is `snapped(_:parentOrigin:scale:)`, for one node. `snap(_:scale:)` applies it to a
/// laid-out tree; the engine applies it as it places each node (`Grid`), so a snapped layout
/// builds its frame tree once instead of building it and then walking it again.
public enum PixelSnapping {
    public static func snap(_ root: consuming FrameNode, scale: Double) -> FrameNode {
        var out = root
        snap(&out, parentAbsolute: .zero, scale: scale)
        return out
    }

    /// Rounds to the nearest multiple of 1/scale, halves away from zero.
    @inline(__always)
    public static func round(_ value: Double, scale: Double) -> Double {
        // (At scale 1, the usual one, without the division: dividing by 1 changes nothing, and four
        // divisions a node were a tenth of placing it.)
        scale == 1 ? nearestHalfAway(value) : nearestHalfAway(value * scale) / scale
    }

    /// `x.rounded()` (to the nearest integer, halves away from zero), the same value for every
    /// input, in a few additions: `rounded()` calls the C library's `round` (the x86-64 baseline has
    /// no rounding instruction), four calls a node.
    ///
    /// For `|x| < 2^52`, `(|x| + 2^52) - 2^52` is `|x|` rounded to the nearest integer, ties to
    /// even: the sum lies in [2^52, 2^53), where doubles are the integers. That integer `r` is
    /// within 0.5 of `|x|`, so `r - |x|` is exact (Sterbenz), and it is -0.5 exactly when `|x|`
    /// is a tie that went down: then `r + 1`. The sign is `x`'s (-0.3 gives -0.0, as `round`
    /// does). From 2^52 on every double is an integer; NaN and infinities are returned as they are.
    @inline(__always)
    static func nearestHalfAway(_ x: Double) -> Double {
        let a = x.magnitude
        guard a < 0x1p52 else { return x }
        var r = (a + 0x1p52) - 0x1p52
        if r - a == -0.5 { r += 1 }
        return Double(signOf: x, magnitudeOf: r)
    }

    /// The rule for one node whose border box in root coordinates is `absolute` (unrounded), in a
    /// parent whose snapped absolute origin is `parentOrigin`: its snapped frame relative to that
    /// origin and its snapped absolute rect.
    @inline(__always)
    public static func snapped(_ absolute: Rect, parentOrigin: Point, scale: Double) -> (frame: Rect, absolute: Rect) {
        let left = round(absolute.x, scale: scale), top = round(absolute.y, scale: scale)
        let right = round(absolute.maxX, scale: scale), bottom = round(absolute.maxY, scale: scale)
        return (Rect(x: left - parentOrigin.x, y: top - parentOrigin.y, width: right - left, height: bottom - top),
                Rect(x: left, y: top, width: right - left, height: bottom - top))
    }

    /// Where the engine snaps while placing: the output scale and the snapped absolute origin of
    /// the parent of the node being placed.
    struct Grid {
        var scale: Double
        var parentOrigin: Point

        /// The snapped frame and absolute rect of a node whose unrounded absolute rect is `absolute`.
        @inline(__always)
        func snap(_ absolute: Rect) -> (frame: Rect, absolute: Rect) {
            PixelSnapping.snapped(absolute, parentOrigin: parentOrigin, scale: scale)
        }

        /// The grid of the children of a node whose snapped absolute origin is `origin`.
        @inline(__always)
        func below(_ origin: Point) -> Grid { Grid(scale: scale, parentOrigin: origin) }
    }

    /// Snaps `node` and its subtree in place (the tree is usually uniquely owned: no copies).
    private static func snap(_ node: inout FrameNode, parentAbsolute: Point, scale: Double) {
        (node.frame, node.absolute) = snapped(node.absolute, parentOrigin: parentAbsolute, scale: scale)
        let origin = node.absolute.origin
        node.updateChildren { children in
            for k in children.indices { snap(&children[k], parentAbsolute: origin, scale: scale) }
        }
    }
}
