import LayoutModel

/// What the CSS algorithms share when they explain a child (`LayoutContext.note`): a written size
/// in words, a percentage with what it is of; and what `AbsolutelyPositionedBox.place` decided:
/// its containing block, then per axis whether its size was written, between its two insets,
/// from its aspect ratio or shrink-to-fit (its content), and whether its insets or its static
/// position placed it, with the numbers.
extension LayoutContext {
    /// `its width 200`, or `its width 50% of the containing block's 400 = 200` for a percentage of
    /// `basis`: the definite border-box size `size` of `child` along `axis`.
    func writtenSizeText(_ child: Int, _ axis: Axis, _ size: Double, basis: Double?) -> String {
        let n = NumberFormat.short, word = axis.sizePart.rawValue
        let value = axis == .horizontal ? tree.nodes[child].width : tree.nodes[child].height
        if case .weight(let w)? = value?.kind, let basis {
            return "its \(word) \(n(w * 100))% of the containing block's \(n(basis)) = \(n(size))"
        }
        return "its \(word) \(n(size))"
    }
}

extension AbsolutelyPositionedBox {
    /// The insets of a child, resolved against its containing block (nil: auto).
    struct Insets {
        var left, right, top, bottom: Double?
    }

    /// `aligned` names the self-alignment that places the box between its two insets, per axis.
    static func noteExplained(_ child: Int, cb: Rect, box: CSSBox, insets: Insets, rect: Rect, rightToLeft: Bool,
                              aligned: (x: String?, y: String?) = (nil, nil), context: LayoutContext) {
        guard context.explains(child) else { return }
        let n = NumberFormat.short
        context.note(child, .container, "absolutely positioned: its containing block is (\(n(cb.x)), \(n(cb.y))) "
            + "\(n(cb.width)) x \(n(cb.height))")
        for axis in [Axis.horizontal, .vertical] {
            let (near, far) = axis == .horizontal ? (insets.left, insets.right) : (insets.top, insets.bottom)
            let names = axis == .horizontal ? ("left", "right") : ("top", "bottom")
            let extent = axis == .horizontal ? cb.width : cb.height, start = axis == .horizontal ? cb.x : cb.y
            let word = axis.sizePart.rawValue, size = axis == .horizontal ? rect.width : rect.height
            let keyword = axis == .horizontal ? box.item.widthKeyword : box.item.heightKeyword
            let margins = box.margin.total(axis)
            let other = axis == .horizontal ? box.definite(.vertical) : box.definite(.horizontal)
            let alignment = axis == .horizontal ? aligned.x : aligned.y
            var how: String
            if let d = box.definite(axis) {
                how = context.writtenSizeText(child, axis, d, basis: extent)
            } else if let keyword, keyword != .fitContent, keyword != .content {
                how = "its \(word) \(keyword.rawValue)"
            } else if let alignment, near != nil, far != nil {
                how = "its content (\(alignment) sizes it to fit-content between its insets, CSS Position 3 §5.1)"
            } else if let near, let far {
                how = "between its insets: the containing block's \(n(extent)) less \(names.0) \(n(near)), \(names.1) \(n(far)) "
                    + "and its margins \(n(margins))"
            } else if box.item.aspectRatio != nil, other != nil || axis == .vertical {
                how = "its aspect ratio \(n(box.item.aspectRatio ?? 1)) from its \(axis == .horizontal ? "height" : "width")"
            } else {
                how = axis == .horizontal ? "shrink-to-fit: its content, at most the containing block's \(n(extent)) less its insets and margins"
                    : "its content at its width"
            }
            context.note(child, axis.sizePart, how + ": \(n(size))")
            let position = axis == .horizontal ? rect.x : rect.y
            let lead = axis == .horizontal ? box.margin.left : box.margin.top
            if let alignment, let near, let far, !(axis == .horizontal ? box.autoMargin.left || box.autoMargin.right
                                                                        : box.autoMargin.top || box.autoMargin.bottom) {
                context.note(child, axis.positionPart, "\(n(position)): \(alignment) in the space between \(names.0) \(n(near)) and "
                    + "\(names.1) \(n(far)) (kept inside the containing block when it overflows that space)")
            } else if let near, !(axis == .horizontal && rightToLeft && far != nil) {
                context.note(child, axis.positionPart, "\(n(position)): its containing block's \(names.0) \(n(start)) + \(names.0) "
                    + "\(n(near)) + its margin \(n(position - start - near))" + (far != nil ? " (and \(names.1) \(n(far ?? 0)))" : ""))
            } else if let far {
                context.note(child, axis.positionPart, "\(n(position)): its containing block's \(names.1) \(n(start + extent)) − "
                    + "\(names.1) \(n(far)) − its margin \(n(start + extent - far - size - position)) − its \(word) \(n(size))" + (near != nil ? " (right to left, over-constrained: \(names.0) gives way)" : ""))
            } else {
                context.note(child, axis.positionPart, "\(n(position)): no \(names.0) or \(names.1): its static position "
                    + "(margin \(n(lead)) included)")
            }
        }
    }
}
