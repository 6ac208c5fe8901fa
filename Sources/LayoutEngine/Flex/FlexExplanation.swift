import LayoutModel

/// What a flex run decided for the item a layout explains, written once the run has placed its
/// items (`LayoutContext.note`): its flex base size and hypothetical main size (9.2), how 9.7
/// grew or shrank it in its line, its cross size (9.4) and its offsets (9.5, 9.6).
extension FlexRun where Items: FlexItemList, Boxes: FlexBoxList {
    mutating func noteExplainedItem() {
        guard let log = context.explainLog, let k = items.firstIndex(where: { $0.child == log.target }) else { return }
        let item = items[k], factors = boxes[k].item
        let n = NumberFormat.short
        let mainName = main.sizePart.rawValue, crossName = cross.sizePart.rawValue
        context.note(item.child, main.sizePart, "main axis (\(params.direction.rawValue)): flex base size \(n(item.flexBase))"
            + (item.baseIsContent ? " (its content: flex-basis and \(mainName) are auto)" : " (its flex-basis or \(mainName))")
            + ", hypothetical main size \(n(item.hypotheticalMain))"
            + (item.hypotheticalMain != item.flexBase ? " (clamped by its min and max \(mainName))" : ""))
        if let line = lines.first(where: { $0.items.contains(k) }) {
            let members = Array(line.items)
            let outer = members.reduce(0.0) { $0 + items[$1].hypotheticalMain + items[$1].outerMainMargins }
                + mainGap * Double(max(0, members.count - 1))
            let available = innerSize(main) ?? outer
            let growing = outer < available
            let factor = growing ? factors.grow : factors.shrink
            let total = members.reduce(0.0) { $0 + (growing ? boxes[$1].item.grow : boxes[$1].item.shrink) }
            let change = item.target - item.hypotheticalMain
            if abs(change) < 0.0005 {
                context.note(item.child, main.sizePart, "9.7: kept its hypothetical main size "
                    + (factor == 0 ? "(flex-\(growing ? "grow" : "shrink") 0)" : "(the line had no free space to share)"))
            } else {
                context.note(item.child, main.sizePart, "9.7: \(growing ? "grew" : "shrank") by \(n(abs(change))) to \(n(item.target)): "
                    + "the line's free space \(n(available - outer)) (inner \(mainName) \(n(available)) less the items' outer "
                    + "hypothetical sizes \(n(outer))), its flex-\(growing ? "grow" : "shrink") \(n(factor)) of \(n(total))"
                    + (growing ? "" : ", scaled by its base size") + " (min and max applied)")
            }
        }
        context.note(item.child, cross.sizePart, "cross axis: \(n(item.crossSize))"
            + (item.alignSelf == .stretch ? " (align-self stretch: the line's cross size less its margins, unless it gives a \(crossName))"
                : " (its hypothetical cross size: its content or \(crossName))"))
        context.note(item.child, main.positionPart, "\(n(item.mainOffset)) into the content box on the main axis (9.5: "
            + "justify-content \(params.justifyContent?.rawValue ?? "flex-start"), its margins, the gap \(n(mainGap)))")
        context.note(item.child, cross.positionPart, "\(n(item.crossOffset)) into the content box on the cross axis (9.6: "
            + "align-self \(item.alignSelf.rawValue) in its line)")
    }
}
