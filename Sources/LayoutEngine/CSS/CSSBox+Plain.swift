import LayoutModel

/// The box of a plain node, built without the general resolution's work (percentages, `auto`
/// margins, scrollbar gutters, min and max sizes, aspect-ratio transfers).
///
/// A node is plain when it has flex-item properties whose margins and padding are written, in
/// points, as is its border; with no aspect ratio, no `overflow: scroll`; with a width and height
/// that are fixed or unset and no min or max size. Its box is then exactly the general one
/// (`CSSBox(flexItem:_:width:height:)`): margins, padding and border are those points (padding and
/// border floored at 0), no edge is `auto`, no scrollbar, the sizes are the fixed ones as border-box
/// sizes, the minimums 0 and automatic, the maximums infinite, and nothing depends on the
/// containing block. `CSSBoxPlainTests` compares the two on a set of nodes, field by field.
extension CSSBox {
    /// The box of the node at `slot` of `group` (read in place): the plain one when the node is
    /// plain, else the general one. The same box either way.
    @inline(__always)
    init(_ group: [LayoutNode], _ slot: Int, width: Double?, height: Double?) {
        // (`case .none`, not `== nil`: the comparison copied each size out of the node first.)
        if let written = group[slot].$flexItem.storage, CSSBox.isPlain(written), case .none = group[slot].minWidth,
           case .none = group[slot].minHeight, case .none = group[slot].maxWidth, case .none = group[slot].maxHeight,
           let w = CSSBox.fixedOrUnset(group[slot].width), let h = CSSBox.fixedOrUnset(group[slot].height) {
            self.init(plain: written, width: w, height: h)
            return
        }
        self.init(flexItem: group[slot].$flexItem.storage, Source(group, slot, width: width, height: height),
                  width: width, height: height)
    }

    /// The box of the node at `slot` of `group`, a node whose box is written in points alone
    /// (`LayoutNode.QuickCheck.pointsOnlyItem`): a plain node, its box the plain one.
    ///
    /// No check of plainness is made here: one (as `init(_:_:width:height:)` makes) held a
    /// reference to the node's flex-item box over its calls, an atomic retain and release per node.
    @inline(__always)
    init(pointsOnlyAt slot: Int, of group: borrowing [LayoutNode]) {
        let width = CSSBox.fixedOrUnset(group[slot].width) ?? nil
        let height = CSSBox.fixedOrUnset(group[slot].height) ?? nil
        let read: PlainRead
        // (The box bound in a scope of its own, which ends with the reads: bound for the whole
        // initializer, it was retained and released around the sums that follow.)
        do {
            guard let written = group[slot].$flexItem.storage else {
                preconditionFailure("a node whose box is in points alone has flex-item properties")
            }
            read = PlainRead(written)
        }
        self.init(read, width: width, height: height)
    }

    /// Whether the flex-item properties in `f` make a plain box (given plain sizes): margins and
    /// padding written, every edge in points, no aspect ratio, no scrollbar.
    @inline(__always)
    static func isPlain(_ f: IndirectOptional<FlexItem>.Box) -> Bool {
        // Each field read through the box, in place (a copy of the whole `FlexItem`, or of its
        // edges, cost more than the check).
        func isPoints(_ l: CSSLength?) -> Bool { if case .points? = l { true } else { false } }
        return f.value.aspectRatio == nil && f.value.overflowX != .scroll && f.value.overflowY != .scroll
            && isPoints(f.value.margin?.top) && isPoints(f.value.margin?.left)
            && isPoints(f.value.margin?.bottom) && isPoints(f.value.margin?.right)
            && isPoints(f.value.padding?.top) && isPoints(f.value.padding?.left)
            && isPoints(f.value.padding?.bottom) && isPoints(f.value.padding?.right)
            && isPoints(f.value.border.top) && isPoints(f.value.border.left)
            && isPoints(f.value.border.bottom) && isPoints(f.value.border.right)
    }

    /// A written size that is fixed (`.some(value)`, its multiple and increment applied) or unset
    /// (`.some(nil)`); nil for any other kind.
    @inline(__always)
    static func fixedOrUnset(_ size: SizeValue?) -> Double?? {
        guard let size else { return .some(nil) }
        if case .fixed(let v) = size.kind { return .some(size.adjust(v)) }
        return nil
    }

    /// The box of a plain node (see the type's extension): flex-item properties `written`, fixed
    /// width and height `width` and `height` (nil: unset).
    @inline(__always)
    init(plain written: borrowing IndirectOptional<FlexItem>.Box, width: Double?, height: Double?) {
        self.init(PlainRead(written), width: width, height: height)
    }

    /// What a plain box takes from its node's flex-item properties: the item and the edges, in
    /// points (padding and border floored at 0).
    struct PlainRead {
        var item: Item
        var margin: EdgeInsets
        var padding: EdgeInsets
        var border: EdgeInsets

        /// Read through the box field by field (binding `written.value` copied the whole `FlexItem`).
        @inline(__always)
        init(_ written: borrowing IndirectOptional<FlexItem>.Box) {
            @inline(__always) func px(_ l: CSSLength?) -> Double { if case .points(let v)? = l { v } else { 0 } }
            @inline(__always) func floored(_ l: CSSLength?) -> Double { Swift.max(0, px(l)) }
            item = Item(written, isWritten: true)
            margin = EdgeInsets(top: px(written.value.margin?.top), left: px(written.value.margin?.left),
                                bottom: px(written.value.margin?.bottom), right: px(written.value.margin?.right))
            padding = EdgeInsets(top: floored(written.value.padding?.top), left: floored(written.value.padding?.left),
                                 bottom: floored(written.value.padding?.bottom), right: floored(written.value.padding?.right))
            border = EdgeInsets(top: floored(written.value.border.top), left: floored(written.value.border.left),
                                bottom: floored(written.value.border.bottom), right: floored(written.value.border.right))
        }
    }

    /// The plain box of what was read from its flex-item properties and fixed `width` and `height`
    /// (nil: unset).
    @inline(__always)
    private init(_ read: PlainRead, width: Double?, height: Double?) {
        item = read.item
        margin = read.margin
        autoMargin = (false, false, false, false)
        padding = read.padding
        border = read.border
        scrollbarWidth = 0
        size = AxisPair(nil, nil)
        minSize = AxisPair(0, 0)
        maxSize = AxisPair(.infinity, .infinity)
        writtenMin = minSize
        writtenMax = maxSize
        minIsAuto = AxisPair(true, true)
        percentSize = AxisPair(false, false)
        usesContainingBlock = false
        size = AxisPair(borderBox(width, .horizontal), borderBox(height, .vertical))
    }
}
