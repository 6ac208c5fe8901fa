import LayoutModel

/// CSS Flexbox 9.1: initial setup, generating the flex items
/// (https://www.w3.org/TR/css-flexbox-1/#algo-anon-box).
extension FlexRun where Items: FlexItemList, Boxes: FlexBoxList {
    /// 9.1: each in-flow child becomes a flex item; `display: none` children (visibility gone) get a
    /// zero rect, absolutely-positioned ones are laid out after the container (4.1).
    ///
    /// The boxes come from an earlier run of the container when one resolved them for this basis,
    /// else they are resolved here. Keyword sizes are worked out once every item is made.
    mutating func generateFlexItems() throws(LayoutError) {
        let basis = percentBasis
        let positions: [Int]?
        if let kept = state.tables.access({ $0.itemBoxes(of: index, basis: basis) }) {
            // (A set of one box keeps it apart, `FlexTables.singleBoxes`; only a run that holds
            // its box inline makes one.)
            if Boxes.holdsOneInline, kept.single >= 0 {
                boxes = Boxes(one: state.tables.access { $0.singleBoxes[Int(kept.single)] })
            } else {
                boxes = Boxes(kept: kept.boxes)
            }
            absolute = kept.absolute
            positions = kept.positions
        } else {
            positions = resolveItemBoxes()
        }
        // (One item goes in as a literal, see `Array.init(one:)`; more are reserved.)
        let single = boxes.count == 1
        if !single { items.reserveCapacity(boxes.count) }
        var keywords = false
        for i in boxes.indices {
            let k = positions?[i] ?? i
            appendItem(position: k, child: children[k], boxes[i], single: single)
            keywords = keywords || boxes[i].item.widthKeyword != nil || boxes[i].item.heightKeyword != nil
        }
        if keywords { try sizeKeywordItems() }
    }

    /// Keyword sizes (stretch, min-content, ...) become definite sizes, cross axis first, each item
    /// measured as an item without margins aligned at flex-start (a probe in its slot, its own
    /// item put back after). Sized for this run only: the shared boxes stay as resolved (`boxes`
    /// is this run's copy once written). Measuring an item reads no other item, so sizing them
    /// once all are made is sizing each as it is made.
    private mutating func sizeKeywordItems() throws(LayoutError) {
        for i in boxes.indices where boxes[i].item.widthKeyword != nil || boxes[i].item.heightKeyword != nil {
            let made = items[i], child = made.child
            items[i] = FlexItemState(position: made.position, child: child, isLeaf: made.isLeaf, marginMain: (0, 0), marginCross: (0, 0),
                                     autoMain: (false, false), autoCross: (false, false), alignSelf: .flexStart)
            for axis in [cross, main] {
                let keyword = axis == .horizontal ? boxes[i].item.widthKeyword : boxes[i].item.heightKeyword
                guard context.tree.nodes[child].size(axis) == nil, let keyword else { continue }
                boxes[i].size[slot(axis)] = try keywordSize(keyword, i, axis, margins: boxes[i].margin.total(axis))
            }
            items[i] = made
        }
    }

    /// Appends the flex item of child `child` (position `k` among the container's children) whose
    /// box is `box`: its margins and alignment in logical terms; `single`: the container's only
    /// item, made as the run's items (`FlexRunElements.init(one:)`).
    @inline(__always)
    private mutating func appendItem(position k: Int, child: Int, _ box: borrowing CSSBox, single: Bool) {
        let m = box.margin
        let a = box.autoMargin
        func logical(_ near: Double, _ far: Double, flipped: Bool) -> (start: Double, end: Double) {
            flipped ? (far, near) : (near, far)
        }
        func logicalAuto(_ near: Bool, _ far: Bool, flipped: Bool) -> (start: Bool, end: Bool) {
            flipped ? (far, near) : (near, far)
        }
        let mainNear = main == .horizontal ? (m.left, m.right, a.left, a.right) : (m.top, m.bottom, a.top, a.bottom)
        let crossNear = cross == .horizontal ? (m.left, m.right, a.left, a.right) : (m.top, m.bottom, a.top, a.bottom)
        let written = box.item.alignSelf ?? params.alignItems ?? .stretch
        let itemRTL = box.item.isWritten ? box.item.rightToLeft : rightToLeft
        let align = resolveAlignSelf(params.blockFlow ? .stretch : written, itemRTL: itemRTL)
        let item = FlexItemState(
            position: k, child: child, isLeaf: context.isLeaf(child),
            marginMain: logical(mainNear.0, mainNear.1, flipped: mainFlipped),
            marginCross: logical(crossNear.0, crossNear.1, flipped: crossFlipped),
            autoMain: logicalAuto(mainNear.2, mainNear.3, flipped: mainFlipped),
            autoCross: logicalAuto(crossNear.2, crossNear.3, flipped: crossFlipped),
            alignSelf: align)
        if single { items = Items(one: item) } else { items.append(item) }
    }

    /// Resolves the boxes of the children that are neither gone nor absolutely positioned against
    /// the percentage basis into `boxes` (and the absolutely positioned ones into `absolute`),
    /// keeping them for later runs of this container; returns each item's position among the
    /// children (nil: item i is child i).
    private mutating func resolveItemBoxes() -> [Int]? {
        if Boxes.holdsOneInline { return resolveSingleItemBox() }
        if let made = context.tree.plainItemBoxes(of: index) { return takePlainItemBoxes(made) }
        var boxes: [CSSBox] = []
        boxes.reserveCapacity(children.count)
        var absolute: [Int]?
        // Made only once a child is left out: until then item i is child i. (Set where it is
        // started, not by a local function: a variable captured by one is boxed, and each access
        // to it was checked for exclusivity at run time, about 115 instructions an item.)
        var positions: [Int]?
        var dependsOnBasis = false
        let width = percentBasis[0], height = percentBasis[1]
        // Each child read where it is, the children's array found once (not once per field).
        var held = -1
        var group: [LayoutNode] = []
        for (k, child) in children.enumerated() {
            let (g, slot) = context.tree.nodes.place(of: child)
            if g != held { (held, group) = (g, context.tree.nodes.group(g)) }
            if group[slot].visibility == .gone {
                if positions == nil { positions = Array(0..<boxes.count) }
                continue
            }
            // Built into the array and checked there (a local box was copied twice on its way in);
            // an absolutely-positioned child's box is taken out again.
            boxes.append(CSSBox(group, slot, width: width, height: height))
            let last = boxes.count - 1
            dependsOnBasis = dependsOnBasis || boxes[last].usesContainingBlock
            if boxes[last].item.position == .absolute {
                boxes.removeLast()
                absolute = (absolute ?? []) + [k]
                if positions == nil { positions = Array(0..<boxes.count) }
            } else {
                positions?.append(k)
            }
        }
        let children = children, count = context.tree.nodes.count, basis = percentBasis
        // Made from constants: the variables captured by the closure (or by a local function)
        // were checked for exclusivity at run time. The run shares the kept arrays (set here, not
        // returned in a second set of item boxes).
        let (made, at, out, depends) = (boxes, positions, absolute, dependsOnBasis)
        state.tables.access {
            $0.keep(FlexItemBoxes(boxes: made, positions: at, absolute: out, basis: basis, dependsOnBasis: depends),
                    of: index, children: children, nodeCount: count)
        }
        self.boxes = Boxes(kept: made)
        self.absolute = out
        return at
    }

    /// `resolveItemBoxes` for a container whose children flattening resolved (`PlainItemBoxes`):
    /// every child is an item, in order, and no box depends on the basis; kept as the set.
    private mutating func takePlainItemBoxes(_ made: [CSSBox]) -> [Int]? {
        let children = children, count = context.tree.nodes.count, basis = percentBasis
        state.tables.access {
            $0.keep(FlexItemBoxes(boxes: made, positions: nil, absolute: nil, basis: basis, dependsOnBasis: false),
                    of: index, children: children, nodeCount: count)
        }
        boxes = Boxes(kept: made)
        absolute = nil
        return nil
    }

    /// `resolveItemBoxes` for the run of a container of one child, which holds its box inline
    /// (`InlineOne`): the same steps for the one child, without an array; the box is kept apart
    /// (`FlexTables.singleBoxes`).
    private mutating func resolveSingleItemBox() -> [Int]? {
        precondition(children.count == 1, "a run that holds one box inline is made for one child")
        let (g, slot) = context.tree.nodes.place(of: children[0])
        let group = context.tree.nodes.group(g)
        // Gone: no item, no box (item positions: none).
        guard group[slot].visibility != .gone else {
            keepSingleItemBox(positions: [], absolute: nil, depends: false)
            return []
        }
        boxes.append(CSSBox(group, slot, width: percentBasis[0], height: percentBasis[1]))
        let depends = boxes[0].usesContainingBlock
        if boxes[0].item.position == .absolute {
            boxes.removeLast()
            absolute = [0]
            keepSingleItemBox(positions: [], absolute: [0], depends: depends)
            return []
        }
        keepSingleItemBox(positions: nil, absolute: nil, depends: depends)
        return nil
    }

    private mutating func keepSingleItemBox(positions: [Int]?, absolute: [Int]?, depends: Bool) {
        let child = children[0], count = context.tree.nodes.count, basis = percentBasis
        // (The run's own storage passed on: the box is copied once, into the table.)
        state.tables.access {
            $0.keep(FlexItemBoxes(boxes: [], positions: positions, absolute: absolute, basis: basis, dependsOnBasis: depends),
                    box: boxes, of: index, child: child, nodeCount: count)
        }
    }

    /// `align-self` as one of flex-start, flex-end, center, baseline, stretch (logical, after
    /// `wrap-reverse`): `start`/`end` follow the writing mode, `self-*` the item's own direction.
    /// `baseline` stays baseline in columns too, where items align synthesized baselines (see
    /// `determineHypotheticalCrossSizes`).
    @inline(__always)
    mutating func resolveAlignSelf(_ value: ItemAlignment, itemRTL: Bool) -> ItemAlignment {
        let reversed = params.wrap == .wrapReverse
        switch value {
        case .start: return reversed ? .flexEnd : .flexStart
        case .end: return reversed ? .flexStart : .flexEnd
        case .selfStart, .selfEnd:
            var start = value == .selfStart
            if cross == .horizontal && itemRTL != rightToLeft { start.toggle() }
            return (start != reversed) ? .flexStart : .flexEnd
        default: return value
        }
    }
}
