import LayoutModel

/// What CSS 2.1 §9.5.1 decided for the float a layout explains (`LayoutContext.note`): its
/// shrink-to-fit width (§10.3.5) and height, how high it may go (rules 4-6, `clear`), each time
/// it did not fit beside earlier floats and moved down (rule 8), and the side and the float or
/// edge it went against (rules 1-3, 7), with the numbers.
extension BlockRun {
    /// How `placeFloat` placed float `c`: the highest `top` the flow allows, the ceiling of
    /// earlier floats, the bottom of the floats it clears, the tops it moved down to, its margin box.
    struct FloatSteps {
        var top: Double
        var ceiling: Double
        var cleared: Double?
        var pushes: [(from: Double, to: Double, room: Double)] = []
        var marginBox = Rect.zero
    }

    /// §10.3.5: the float's width (written, else shrink-to-fit) and §10.6.7 its height.
    func noteFloatSize(_ c: BlockChild, _ size: Size) throws(LayoutError) {
        guard context.explains(c.child) else { return }
        let n = NumberFormat.short
        let text: String
        if let d = c.box.definite(.horizontal) {
            text = context.writtenSizeText(c.child, .horizontal, d, basis: inner[0]) + clampText(c, .horizontal, rule: d, size: size.width)
        } else if let keyword = c.box.item.widthKeyword, keyword != .fitContent, keyword != .content {
            text = "its width \(keyword.rawValue): \(n(size.width))"
        } else if c.box.definite(.vertical) != nil, let ratio = c.box.item.aspectRatio {
            text = "its aspect ratio \(n(ratio)) from its height: \(n(size.width))"
        } else {
            let available = max(0, inner[0]! - c.box.margin.horizontal)
            let minContent = try contentWidth(of: c, .minContent), maxContent = try contentWidth(of: c, .unbounded)
            let fit = min(max(minContent, available), maxContent)
            text = "10.3.5 shrink-to-fit: min(max(min-content \(n(minContent)), available \(n(available))), max-content "
                + "\(n(maxContent))) = \(n(fit))" + clampText(c, .horizontal, rule: fit, size: size.width)
        }
        context.note(c.child, .width, "float \(c.box.item.float.rawValue), " + text)
        let height = c.box.definite(.vertical).map {
            context.writtenSizeText(c.child, .vertical, $0, basis: percentHeight) + clampText(c, .vertical, rule: $0, size: size.height)
        }
            ?? "10.6.7: its content at that width (its own floats included)" + clampText(c, .vertical, rule: nil, size: size.height)
        context.note(c.child, .height, height)
    }

    /// §9.5.1: where float `c` went, before it joins the context's floats.
    func noteFloatPlacement(_ c: BlockChild, _ steps: FloatSteps, rect: Rect) {
        let n = NumberFormat.short, box = steps.marginBox
        let side = c.box.item.float, m = c.box.margin
        var y = "\(n(rect.y)): its margin box's top \(n(box.y)) + its margin \(n(m.top)); as high as it may go: "
            + "where the flow has got to, \(n(steps.top)) (rules 4 and 6)"
        if steps.ceiling > steps.top { y += ", not above the top \(n(steps.ceiling)) of an earlier float (rule 5)" }
        if let cleared = steps.cleared, cleared > max(steps.top, steps.ceiling) {
            let name = floatName { abs($0.maxY - cleared) < 1e-7 }.map { " of '\($0)'" } ?? ""
            y += ", clear \(c.box.item.clear.rawValue): below the bottom \(n(cleared))\(name)"
        }
        for push in steps.pushes {
            let name = floatName { abs($0.maxY - push.to) < 1e-7 }.map { " of '\($0)'" } ?? " of a float"
            y += "; at \(n(push.from)) its margin box (\(n(box.width)) wide) did not fit in the \(n(push.room)) beside the floats: "
                + "moved down to the bottom \(n(push.to))\(name) (rule 8)"
        }
        context.note(c.child, .y, y)
        let b = band(box.y, height: box.height)
        let edge = side == .left ? b.left : b.right
        let against: String
        if side == .left ? b.narrowedLeft : b.narrowedRight {
            let name = floatName { abs((side == .left ? $0.maxX : $0.x) - edge) < 1e-7 && $0.maxY > box.y && $0.y < box.maxY }
            against = name.map { "next to '\($0)'" } ?? "next to an earlier float"
        } else {
            against = "at the content box's \(side.rawValue) edge"
        }
        context.note(c.child, .x, "\(n(rect.x)): float \(side.rawValue), its margin box \(against) at \(n(edge)) "
            + "(rules 1-3 and 7)" + (side == .left ? " + its margin \(n(m.left))" : " − its width and margins \(n(box.width))"
                + " + its margin \(n(m.left))"))
    }
}
