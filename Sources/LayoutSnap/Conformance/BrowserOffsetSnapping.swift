import LayoutEngine
import LayoutModel

/// Snaps a frame tree the way browsers report it through element offsets (CSSOM View
/// `offsetLeft`/`offsetTop`/`offsetWidth`/`offsetHeight`), which is how browser-computed
/// conformance expectations are recorded:
/// - a node's position is its unsnapped offset from its parent's border box, rounded on its own
///   (not the difference of two rounded absolute edges), so a child keeps its rounded distance
///   to the parent edge it is placed against, on either side;
/// - a node's size is the distance between its rounded absolute near and far edges, so sizes
///   span the snapped edges they cover.
/// Rounding is to the nearest whole pixel with halves rounded up (towards positive infinity),
/// as browser fixed-point layout units round.
enum BrowserOffsetSnapping {
    static func snap(_ root: consuming FrameNode) -> FrameNode {
        var out = root
        snap(&out)
        return out
    }

    /// Nearest whole pixel, halves up: 1.5 gives 2, -0.5 gives 0.
    static func round(_ value: Double) -> Double { (value + 0.5).rounded(.down) }

    private static func snap(_ node: inout FrameNode) {
        let a = node.absolute, f = node.frame
        let width = round(a.maxX) - round(a.x), height = round(a.maxY) - round(a.y)
        node.frame = Rect(x: round(f.x), y: round(f.y), width: width, height: height)
        for k in node.children.indices { snap(&node.children[k]) }
    }
}
