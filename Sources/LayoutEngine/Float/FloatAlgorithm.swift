import LayoutModel

/// Float layout (TangramKit §13, CSS floats): children float, in order, to the start or the end of
/// the float axis into the highest slot where they fit beside the earlier floats.
///
/// Steps (`u` is the float axis, `v` the line axis; see `FloatLayout`):
/// 1. The extent along `u`: the proposed one, the widest child when the container wraps it (§8.5),
///    or none at all with `noBoundary` (§13.5).
/// 2. Flexible spacing (§6.4): the item size, the item spacing and the end gaps for that extent.
/// 3. Sizes: every child's size before placement (`FloatRun+Sizing`).
/// 4. Slot search (`FloatSlots`): each child in order takes the highest slot where its margin box
///    fits; a child whose size along `u` is a weight takes that share of the room between the
///    boundaries at its slot (§4.10), and is sized there.
/// 5. Line alignment (§13.7) and block gravity (§13.6) (`FloatRun+Lines`).
struct FloatAlgorithm: LayoutAlgorithm {
    let params: FloatLayout

    func layout(_ container: ContainerRef, proposal: Proposal, context: LayoutContext) throws(LayoutError) -> ContainerLayout {
        var run = FloatRun(params: params, container: container, proposal: proposal, context: context)
        return try run.perform()
    }
}

/// One layout of one float container.
struct FloatRun {
    let params: FloatLayout
    let container: ContainerRef
    let proposal: Proposal
    let context: LayoutContext
    /// The float axis and the line axis.
    let u: Axis, v: Axis
    let padding: EdgeInsets
    let inner: Proposal
    /// The children that take part (not gone), in order.
    let items: [Int]
    var margins: [Int: EdgeInsets] = [:]
    var sizes: [Int: Size] = [:]
    /// The item size and spacing along `u` once flexible spacing is resolved.
    var itemSize: Double?
    var itemSpacing: Double
    var endGap = 0.0
    /// Each placed child's margin box, in placement order, content-box coordinates.
    var boxes: [(item: Int, box: FloatSlots.Placed)] = []

    init(params: FloatLayout, container: ContainerRef, proposal: Proposal, context: LayoutContext) {
        self.params = params; self.container = container; self.proposal = proposal; self.context = context
        u = params.floatAxis; v = params.orientation
        padding = context.tree.nodes[container.index].padding
        inner = proposal.inside(padding)
        items = container.children.filter { context.node($0).visibility != .gone }
        itemSpacing = params.itemSpacing
    }

    mutating func perform() throws(LayoutError) -> ContainerLayout {
        margins = Placement.margins(of: items, inner: inner, context: context)
        // 1. The extent along the float axis.
        let extent: Double
        if params.noBoundary {
            extent = .infinity
        } else if let exact = inner[u].exact {
            extent = exact
        } else {
            extent = try widest()
            // Percentages of margins along the float axis resolve against the extent now known.
            for i in items {
                margins[i] = Placement.margins(context.node(i), innerWidth: u == .horizontal ? extent : inner.width.exact,
                                               innerHeight: u == .vertical ? extent : inner.height.exact)
            }
        }
        // 2. Flexible spacing.
        if let flexible = params.flexibleSpacing, extent.isFinite {
            let resolved = flexible.resolve(extent: extent)
            itemSize = resolved.itemSize
            itemSpacing = resolved.space
            if flexible.centered { endGap = resolved.space }
        }
        // 3. Sizes.
        sizes = try resolveSizes(floatExtent: extent.isFinite ? extent : nil)
        // 4. Slot search.
        var slots = FloatSlots(extent: extent, inset: endGap, lineSpacing: params.lineSpacing, itemSpacing: itemSpacing)
        for i in items { try place(i, in: &slots) }
        // 5. Lines and gravity, then the rects.
        var contentV = 0.0, contentU = 0.0
        for (_, box) in boxes { contentV = max(contentV, box.vMax); contentU = max(contentU, box.uMax) }
        let positions = alignLines()
        let shift = blockShift(content: contentV)
        if let log = context.explainLog, let k = boxes.firstIndex(where: { $0.item == log.target }) {
            noteLineAxis(boxes[k].item, box: boxes[k].box, aligned: positions[log.target], shift: shift)
        }
        let size = proposal.containerSize(content: Size(main: contentV, cross: extent.isFinite ? extent : contentU, along: v),
                                          padding: padding)
        var rects: [Int: Rect] = [:]
        for (i, box) in boxes {
            let m = margins[i]!, s = sizes[i]!
            rects[i] = Rect(main: padding.leading(v) + (positions[i] ?? box.vMin + m.leading(v)) + shift,
                            cross: padding.leading(u) + box.uMin + m.leading(u),
                            mainSize: s[v], crossSize: s[u], along: v)
        }
        let origin = Point(x: padding.left, y: padding.top)
        return ContainerLayout(size: size, children: container.children.map { rects[$0] ?? Rect(origin: origin, size: .zero) })
    }

    /// Step 4 for one child: finds its slot, sizes a shared width there, and records its margin box.
    private mutating func place(_ i: Int, in slots: inout FloatSlots) throws(LayoutError) {
        let item = context.node(i).floatItem ?? FloatItem()
        // Without a boundary there is no end to float to (rejected when the tree is validated).
        let side: FloatItem.Side = params.noBoundary ? .start : item.side
        let m = margins[i]!
        let shared = share(i) != nil && slots.extent.isFinite
        let outer = m.total(u) + (shared ? 0 : sizes[i]![u])
        let slot = slots.slot(outer: outer, side: side, clear: item.clear, share: shared)
        if shared { sizes[i] = try sizeAtSlot(i, room: slot.room) }
        let s = sizes[i]!
        let uMin = side == .start ? slot.start : slot.end - s[u] - m.total(u)
        let box = FloatSlots.Placed(side: side, uMin: uMin, uMax: uMin + s[u] + m.total(u),
                                    vMin: slot.v, vMax: slot.v + s[v] + m.total(v))
        if context.explains(i) {
            noteSlot(i, side: side, clear: item.clear, slot: slot, outer: outer, shared: shared, slots: slots)
        }
        slots.place(box)
        boxes.append((i, box))
    }
}
