import LayoutModel

/// CSS 2.1 §9.4.1 and §9.5: the border box of a box that establishes a block formatting context
/// (a `flow-root`, a scroll container, a flex or grid container, a leaf) must not overlap the
/// margin box of any float of the context it sits in. CSS 2.1 leaves to the user agent whether
/// such a box goes beside the floats, narrowed, or below them; this follows browsers:
///
/// - From where the flow puts it, the box tries the space beside the floats that overlap it over
///   its whole height. An auto width fills that space less its margins; a margin counts from the
///   content box's edge, so a float wider than the margin takes its place (a positive margin is
///   absorbed), and a negative margin takes the box no further than the space's edge, on either
///   side (Chromium).
/// - It fits when its border box stays within that space (a space of no width holds a box of no
///   width, as in browsers), and its negative margins are no larger than its width there. Else it
///   moves down to the bottom of the highest float in its way (its top margin is not added again)
///   and tries again; below every float it is placed as in normal flow.
extension BlockRun {
    struct Avoiding {
        var x: Double
        var y: Double
        var width: Double
        var laid: Laid
    }

    /// Where in-flow child `c`, whose border-box top the flow puts at `top` (border-box
    /// coordinates), goes clear of the context's floats, and its width and layout there; nil when
    /// no float is beside it (normal flow places it).
    func avoidFloats(_ c: BlockChild, top: Double, width: Double, laid first: Laid) throws(LayoutError) -> Avoiding? {
        var y = top
        var laid = first
        var w = width
        var moved = false
        for _ in 0...exclusions.count {
            var b = band(y, height: laid.height)
            if !b.narrowedLeft && !b.narrowedRight {
                guard moved else { return nil }
                w = try self.width(of: c)
                laid = try laidOut(c, width: w, floats: nil)
                if nextFloatBottom(below: y, height: laid.height) == nil {
                    return Avoiding(x: contentOrigin.x + left(of: c, width: w), y: y, width: w, laid: laid)
                }
                b = band(y, height: laid.height)
            }
            // The width in this band, and the band its height then covers (a taller box may meet
            // more floats), a few times over until they agree.
            var (x, bw) = beside(c, b)
            for _ in 0..<3 {
                if bw != w { w = bw; laid = try laidOut(c, width: w, floats: nil) }
                let again = band(y, height: laid.height)
                if again == b { break }
                b = again
                (x, bw) = beside(c, b)
            }
            if bw != w { w = bw; laid = try laidOut(c, width: w, floats: nil) }
            // Within the space beside the floats, where negative margins take it no further; and
            // not when they are larger than its width there (its margin box narrower than nothing).
            let eps = 1e-7
            let marginBox = w + c.box.margin.left + c.box.margin.right
            if marginBox >= -eps && x >= b.left - eps && x + w <= b.right + eps {
                return Avoiding(x: x, y: y, width: w, laid: laid)
            }
            guard let next = nextFloatBottom(below: y, height: laid.height) else {
                return Avoiding(x: x, y: y, width: w, laid: laid)
            }
            y = next
            moved = true
        }
        return Avoiding(x: contentOrigin.x + left(of: c, width: w), y: y, width: w, laid: laid)
    }

    /// The border-box left edge and width of `c` in band `b`.
    private func beside(_ c: BlockChild, _ b: (left: Double, right: Double, narrowedLeft: Bool, narrowedRight: Bool)) -> (Double, Double) {
        let contentLeft = contentOrigin.x, contentRight = contentOrigin.x + inner[0]!
        let ml = c.box.margin.left, mr = c.box.margin.right
        let start = max(b.left, contentLeft + ml)
        let end = min(b.right, contentRight - mr)
        let width: Double
        if let d = c.box.definite(.horizontal) {
            width = c.box.clamp(d, .horizontal)
        } else if let h = c.box.definite(.vertical), let t = c.box.transfer(c.box.clamp(h, .vertical), from: .vertical) {
            width = c.box.clamp(t, .horizontal)
        } else {
            width = c.box.clamp(max(0, end - start), .horizontal)
        }
        let auto = c.box.autoMargin
        let free = end - start - width
        if auto.left && auto.right { return (start + max(0, free) / 2, width) }
        if auto.left { return (start + max(0, free), width) }
        if auto.right { return (start, width) }
        return (rightToLeft ? end - width : start, width)
    }
}
