import LayoutModel

/// What a block container's flow decided for the in-flow child a layout explains
/// (`LayoutContext.note`), written once the flow has placed it: its width by the equation of
/// CSS 2.1 §10.3.3 (auto margins resolved), its height (§10.6.3), its y after margin collapsing
/// (§8.3.1) or clearance (§9.5.2), keeping clear of floats (§9.5), with the numbers.
/// `FloatExplanation.swift` does the same for floats.
extension BlockRun {
    /// How the flow placed `c` at `rect`: `top` from `flowTop`, `avoided` when it moved beside or
    /// below floats.
    func noteFlowChild(_ c: BlockChild, rect: Rect, top: FlowTop, laid: Laid, avoided: Bool) {
        let n = NumberFormat.short, child = c.child
        let m = c.box.margin, auto = c.box.autoMargin
        let widthRule = widthText(c)
        if avoided {
            context.note(child, .width, "it establishes a formatting context, so its border box keeps clear of the floats' margin "
                + "boxes (9.5): " + (c.box.definite(.horizontal) == nil ? "width auto fills the space beside them less its margins"
                    : widthRule.text) + ", \(n(rect.width))")
        } else {
            context.note(child, .width, widthRule.text + clampText(c, .horizontal, rule: widthRule.value, size: rect.width))
        }
        let free = inner[0]! - rect.width - m.left - m.right
        let offset = rect.x - contentOrigin.x
        let how: String
        if avoided {
            how = "beside the floats"
        } else if auto.left || auto.right {
            how = free < 0 ? "over-constrained: its auto margins count as 0"
                : auto.left && auto.right ? "margin-left and margin-right auto share the free space \(n(free)): \(n(free / 2)) each"
                : "margin-\(auto.left ? "left" : "right") auto takes the free space \(n(free))"
        } else if let align = params.childAlignment {
            how = "text-align \(align) in the free space \(n(free))"
        } else {
            how = "margin-left \(n(m.left))" + (free != 0 ? ", the \(rightToLeft ? "left" : "right") margin gives way "
                + "(over-constrained by \(n(free)))" : "")
        }
        context.note(child, .x, "\(n(rect.x)): the content box's left \(n(contentOrigin.x)) + \(n(offset)) (\(how))")
        context.note(child, .height, heightText(c, laid: laid, height: rect.height))
        context.note(child, .y, "\(n(rect.y)): the content box's top \(n(contentOrigin.y)) + \(n(rect.y - contentOrigin.y)) "
            + "(" + yText(c, top: top, laid: laid) + ")" + (avoided && rect.y - contentOrigin.y != top.top
                ? ", moved down past the floats beside it from \(n(contentOrigin.y + top.top))" : ""))
    }

    /// §10.3.3: margin-left + border-box width + margin-right = the content box's width.
    private func widthText(_ c: BlockChild) -> (text: String, value: Double?) {
        let n = NumberFormat.short, m = c.box.margin
        if let d = c.box.definite(.horizontal) { return (context.writtenSizeText(c.child, .horizontal, d, basis: inner[0]), d) }
        if let h = c.box.definite(.vertical), let w = c.box.transfer(c.box.clamp(h, .vertical), from: .vertical) {
            return ("its aspect ratio \(n(c.box.item.aspectRatio ?? 1)) from its height: \(n(w))", w)
        }
        if let keyword = c.box.item.widthKeyword, keyword != .stretch, keyword != .content {
            return ("its width \(keyword.rawValue) (its content)", nil)
        }
        let available = max(0, inner[0]! - m.horizontal)
        let autoMargins = c.box.autoMargin.left || c.box.autoMargin.right
        return ("10.3.3: width auto: the containing block's width \(n(inner[0]!)) less margin-left \(n(m.left)) and "
            + "margin-right \(n(m.right))" + (autoMargins ? " (auto margins count as 0)" : "") + " = \(n(available))", available)
    }

    /// `, held at its min-width 50: 50` when the minimum or maximum changed what the rule gave.
    func clampText(_ c: BlockChild, _ axis: Axis, rule: Double?, size: Double) -> String {
        let n = NumberFormat.short, word = axis.sizePart.rawValue
        if let rule, abs(rule - size) < 1e-9 { return "" }
        let low = c.box.minimum(axis), high = c.box.maximum(axis)
        if abs(size - low) < 1e-9 && low > 0 && rule.map({ $0 < low }) ?? true { return ", held at its min-\(word) \(n(low)): \(n(size))" }
        if abs(size - high) < 1e-9 && rule.map({ $0 > high }) ?? true { return ", capped at its max-\(word) \(n(high)): \(n(size))" }
        return ": \(n(size))"
    }

    /// §10.6.3: a written height, else its content's (a block container's children, margins
    /// that collapse through it left out), between its min and max heights.
    private func heightText(_ c: BlockChild, laid: Laid, height: Double) -> String {
        let n = NumberFormat.short
        if let d = c.box.definite(.vertical) {
            return context.writtenSizeText(c.child, .vertical, d, basis: percentHeight) + clampText(c, .vertical, rule: d, size: height)
        }
        if c.box.item.heightKeyword == .stretch, let basis = percentHeight {
            return "height stretch: the containing block's \(n(basis)) less its margins" + clampText(c, .vertical, rule: nil, size: height)
        }
        if laid.definite, let ratio = c.box.item.aspectRatio { return "its aspect ratio \(n(ratio)) from its width: \(n(height))" }
        let content = c.isLeaf ? "its content" : "10.6.3: height auto: its content (its in-flow children"
            + (establishesContextChild(c) ? " and floats" : "") + ")"
        return content + clampText(c, .vertical, rule: nil, size: height)
    }

    private func establishesContextChild(_ c: BlockChild) -> Bool { !c.isLeaf && !joinsContext(c) }

    /// §8.3.1 and §9.5.2: how the flow found the child's top.
    private func yText(_ c: BlockChild, top: FlowTop, laid: Laid) -> String {
        let n = NumberFormat.short
        let own = topMargin(c, laid), written = c.box.margin.top
        let inside = own.resolved != written ? ", collapsed with its first child's \(n(laid.inside?.top.resolved ?? 0)) to \(n(own.resolved))" : ""
        if top.clearance {
            let bottom = top.top + contentOrigin.y
            let name = floatName { abs($0.maxY - bottom) < 1e-7 }.map { " ('\($0)')" } ?? ""
            return "clearance: clear \(c.box.item.clear.rawValue) puts its border box at the bottom \(n(bottom)) of the lowest "
                + "earlier float it clears\(name), below where its collapsed margins would put it "
                + "(\(n(contentOrigin.y + top.hypothetical(own)))); its top margin \(n(written)) no longer collapses with those above it"
        }
        if top.escapes {
            return "its top margin \(n(written))\(inside) collapses with its container's top margin, nothing between them: "
                + "the collapsed margin \(n(top.pending.adjoining(own).resolved)) goes outside the container"
        }
        let bottom = contentOrigin.y + top.cursor
        let before = previousInFlow(c) { abs(placed[$0.position].maxY - bottom) < 1e-7 && placed[$0.position].height > 0 }
        let empty = flow.filter { $0.position > before?.position ?? -1 && $0.position < c.position && $0.box.item.float == .none }
            .map { "'\(context.tree.nodes[$0.child].name)'" }
        let previous = (before.map { " after '\(context.tree.nodes[$0.child].name)' (bottom margin \(n($0.box.margin.bottom)))" } ?? "")
            + (empty.isEmpty ? "" : " and the margins of \(empty.joined(separator: ", ")), collapsed through")
        let through = collapsesThrough(c, laid)
            ? "; it is empty: its own top and bottom margins collapse through it, with those after it" : ""
        let joined = top.pending.adjoining(own)
        let rule = joined.negative < 0 && joined.positive > 0
            ? "the largest \(n(joined.positive)) less the most negative \(n(-joined.negative))"
            : joined.negative < 0 ? "the most negative" : "the largest"
        return "the flow's bottom \(n(top.cursor))\(previous) + its top margin \(n(written))\(inside) collapsed with the "
            + "margins above it (\(n(top.pending.resolved))): \(rule) = \(n(joined.resolved))" + through
    }

    /// The last in-flow (not floated) child before `c` that satisfies `match`.
    private func previousInFlow(_ c: BlockChild, where match: (BlockChild) -> Bool) -> BlockChild? {
        flow.last { $0.position < c.position && $0.box.item.float == .none && match($0) }
    }

    /// The name of a float of this container whose margin box satisfies `match`.
    func floatName(_ match: (Rect) -> Bool) -> String? {
        for f in flow where f.box.item.float != .none && f.position < placed.count {
            let r = placed[f.position], m = f.box.margin
            let marginBox = Rect(x: r.x - m.left, y: r.y - m.top, width: r.width + m.horizontal, height: r.height + m.vertical)
            if marginBox.height > 0, match(marginBox) { return context.tree.nodes[f.child].name }
        }
        return nil
    }

    /// CSS Positioned Layout: a relatively positioned child's offset, and an `align-content` shift.
    func noteShift(_ c: BlockChild, relative: Point, contentShift: Double) {
        let n = NumberFormat.short
        if contentShift != 0 {
            context.note(c.child, .y, "+ \(n(contentShift)): align-content \(params.alignContent?.rawValue ?? "") moves the content down")
        }
        if relative.x != 0 { context.note(c.child, .x, "+ \(n(relative.x)): position relative, its left or right inset") }
        if relative.y != 0 { context.note(c.child, .y, "+ \(n(relative.y)): position relative, its top or bottom inset") }
    }
}
