import LayoutModel

/// What a float layout decided for the child a layout explains (`LayoutContext.note`): the side it
/// floats to, the slot it took (the highest top where its margin box fits between the boundaries
/// the earlier floats leave, and the higher tops where it did not fit), its place along the float
/// axis against the boundary of its side, its sizes, and its place along the line axis (its slot's
/// top, its alignment in its line, the block's gravity).
extension FloatRun {
    private func n(_ v: Double) -> String { NumberFormat.short(v) }

    /// Step 4 for the explained child, before the slot is taken.
    func noteSlot(_ i: Int, side: FloatItem.Side, clear: Bool, slot: FloatSlots.Slot, outer: Double, shared: Bool,
                  slots: FloatSlots) {
        let uName = u.sizePart.rawValue, m = margins[i]!, s = sizes[i]!
        context.note(i, .container, "floats to the \(side) of its line" + (params.noBoundary ? " (no boundary: always the start)" : "")
            + (clear ? ", clearing the earlier \(side) floats" : ""))
        // The higher tops where it did not fit.
        let missed = slots.tops(side: side, clear: clear).filter { $0 < slot.v - 1e-9 }.map { slots.boundaries(at: $0) }
        context.note(i, v.positionPart, "its slot's top \(n(slot.v)): the highest where its margin box (\(uName) \(n(outer))"
            + (shared ? " plus a share" : "") + ") fits between the boundaries \(n(slot.start)) and \(n(slot.end)) (room \(n(slot.room)))"
            + (missed.isEmpty ? "" : "; higher up " + missed.map { "at \(n($0.v)) the room was \(n($0.room))" }.joined(separator: ", ")))
        let own = side == .start ? slot.start : slot.end - s[u] - m.total(u)
        let boundary = side == .start ? slot.start : slot.end
        context.note(i, u.positionPart, "\(n(padding.leading(u) + own + m.leading(u))): the padding \(n(padding.leading(u))) + "
            + (side == .start ? "the start boundary \(n(boundary))"
                : "the end boundary \(n(boundary)) less its \(uName) \(n(s[u])) and margins \(n(m.total(u)))")
            + (m.leading(u) != 0 ? " + its margin \(n(m.leading(u)))" : "")
            + " (" + boundaryOwner(side, slot: slot) + ")")
        context.note(i, u.sizePart, "\(n(s[u])): " + (shared
            ? "a share \(n(share(i) ?? 1)) of the room \(n(slot.room)) between the boundaries at its slot, less its margins "
                + n(m.total(u))
            : "its own \(uName)" + (itemSize != nil && context.node(i).size(u) == nil ? " (the flexible spacing's item size)" : "")))
    }

    /// What sets the boundary on `side` at the slot: an earlier float's far edge plus the item spacing, or the content's edge.
    private func boundaryOwner(_ side: FloatItem.Side, slot: FloatSlots.Slot) -> String {
        let inWay = boxes.filter { $0.box.side == side && $0.box.vMax + params.lineSpacing > slot.v + 1e-9 }
        let edge = side == .start ? slot.start : slot.end
        let owner = inWay.first { abs((side == .start ? $0.box.uMax + itemSpacing : $0.box.uMin - itemSpacing) - edge) < 1e-9 }
        guard let owner else { return "the content's \(side)" + (endGap != 0 ? " inset by \(n(endGap))" : "") }
        return "beside \(context.node(owner.item).name), whose margin box ends at \(n(side == .start ? owner.box.uMax : owner.box.uMin)), "
            + "with the item spacing \(n(itemSpacing))"
    }

    /// Step 5 for the explained child: its line-axis size and place once its line is aligned and the block shifted.
    func noteLineAxis(_ i: Int, box: FloatSlots.Placed, aligned: Double?, shift: Double) {
        let m = margins[i]!, s = sizes[i]!, vName = v.sizePart.rawValue
        let align = context.node(i).alignment[v]
        context.note(i, v.sizePart, "\(n(s[v])): " + (align == .fill ? "alignment fill: the extent of its line less its margins "
            + n(m.total(v)) : "its own \(vName)"))
        let within = aligned ?? box.vMin + m.leading(v)
        context.note(i, v.positionPart, "\(n(padding.leading(v) + within + shift)): the padding \(n(padding.leading(v))) + "
            + (aligned != nil ? "alignment \(align!) in its line from the top \(n(box.vMin)): \(n(within))"
                : "its slot's top \(n(box.vMin)) + its margin \(n(m.leading(v)))")
            + (shift != 0 ? " + the gravity's shift of the block \(n(shift))" : ""))
    }
}
