import LayoutModel

/// A node's CSS box properties, resolved to points against its containing block (CSS Box Model
/// and CSS Sizing): margins, padding, border, scrollbar gutters and the preferred, minimum and
/// maximum sizes, all as border-box extents.
/// A value: measured, copying it is cheaper than allocating a class instance per item and run, so
/// it keeps only the item properties the algorithm reads (`Item`), not the whole `FlexItem`.
struct CSSBox: Sendable {
    /// The flex-item properties the algorithm reads after resolving the box.
    struct Item {
        var grow: Double
        var shrink: Double
        var basis: CSSLength
        var alignSelf: ItemAlignment?
        var safeAlignSelf: Bool
        /// Whether any inset is other than auto (then `FlexItem.inset` says which, for a relative
        /// offset): most boxes have none, and the edges are not copied into every box. A static
        /// box's insets do not apply.
        var hasInset: Bool
        var boxSizing: FlexItem.BoxSizing
        /// `aspect-ratio: auto <ratio>`: the ratio relates the content box's sizes.
        var aspectRatioUsesContentBox: Bool
        var aspectRatio: Double?
        var overflowX: FlexItem.Overflow
        var overflowY: FlexItem.Overflow
        var rightToLeft: Bool
        var position: FlexItem.Position
        var widthKeyword: SizeKeyword?
        var heightKeyword: SizeKeyword?
        /// In a block container: keyword `min-width` and `max-width`.
        var minWidthKeyword: SizeKeyword?
        var maxWidthKeyword: SizeKeyword?
        /// Whether the node has flex-item properties (else it inherits the container's direction).
        var isWritten: Bool
        /// In a block container: `float` and `clear` (CSS 2.1 §9.5).
        var float: FlexItem.FloatSide
        var clear: FlexItem.Clear

        @inline(__always)
        init(_ source: borrowing IndirectOptional<FlexItem>.Box, isWritten: Bool) {
            let item = source.value
            grow = item.grow; shrink = item.shrink; basis = item.basis; alignSelf = item.alignSelf
            safeAlignSelf = item.safeAlignSelf; boxSizing = item.boxSizing; aspectRatioUsesContentBox = item.aspectRatioUsesContentBox
            // (Insets are kept only when they are not all `auto`.)
            hasInset = item.$inset.storage != nil
            aspectRatio = item.aspectRatio; overflowX = item.overflowX; overflowY = item.overflowY
            rightToLeft = item.rightToLeft; position = item.position
            widthKeyword = item.widthKeyword; heightKeyword = item.heightKeyword
            minWidthKeyword = item.minWidthKeyword; maxWidthKeyword = item.maxWidthKeyword
            float = item.float; clear = item.clear
            self.isWritten = isWritten
            // A static box's insets do not apply (tested last: read among the other fields, the
            // position cost some 140 instructions a box).
            if case .static = position { hasInset = false }
        }
    }

    // The stored properties are declared so that the small ones fill the padding after `item`
    // and after `size`, and the scrollbar gutters are one width (their edges follow from the
    // item's overflow and direction): the box is 256 bytes, not 297. A flex run copies each
    // item's box into its array once, and at 256 bytes or less the copy takes the short path of
    // `memcpy` (about 25 instructions, not 64: measured on a wide row of 10,000 items).
    var item: Item
    var autoMargin: (top: Bool, left: Bool, bottom: Bool, right: Bool)
    /// Resolved margins; `auto` edges are 0 here and flagged in `autoMargin`.
    var margin: EdgeInsets
    var padding: EdgeInsets
    var border: EdgeInsets
    /// The width of the scrollbar gutters (`scrollbar`); 0 when no axis scrolls.
    var scrollbarWidth: Double
    /// Definite preferred border-box sizes.
    var size: AxisPair<Double?>
    /// Whether `min-width`/`min-height` is `auto`.
    var minIsAuto: AxisPair<Bool>
    /// Whether `width`/`height` is a percentage: one that cannot resolve behaves as `auto` for
    /// sizing, but is no `auto` for the rules that ask for one (a flex item's stretch, 9.4.11).
    var percentSize: AxisPair<Bool>
    /// Whether any length is a percentage, so the box depends on its containing block's size.
    var usesContainingBlock: Bool
    var minSize: AxisPair<Double>
    var maxSize: AxisPair<Double>
    /// The min and max sizes as written, before any transfer through the aspect ratio.
    var writtenMin: AxisPair<Double>
    var writtenMax: AxisPair<Double>

    /// Space taken by scrollbars (overflow: scroll), inside the border: a vertical scrollbar at
    /// the inline end (the left edge right to left), a horizontal one at the bottom.
    @inline(__always) var scrollbar: EdgeInsets {
        // Most boxes do not scroll: two flags, and no edge is worked out.
        guard item.overflowX == .scroll || item.overflowY == .scroll else { return EdgeInsets() }
        var bar = EdgeInsets()
        if item.overflowY == .scroll {
            if item.rightToLeft { bar.left = scrollbarWidth } else { bar.right = scrollbarWidth }
        }
        if item.overflowX == .scroll { bar.bottom = scrollbarWidth }
        return bar
    }

    /// What of a node its box is resolved from besides its flex-item properties, as plain values:
    /// a caller reading them from the tree copies just those fields (passing a whole node, or its
    /// written sizes, copied their reference-counted parts), and copying a source is a copy of
    /// bytes (no reference to retain).
    struct Source {
        var margin: Margins
        var padding: EdgeInsets
        var width: WrittenSize
        var height: WrittenSize
        var minWidth: WrittenSize
        var minHeight: WrittenSize
        var maxWidth: WrittenSize
        var maxHeight: WrittenSize

        /// The source of the node at `slot` of `group`, its sizes resolved against `width` x `height`.
        @inline(__always)
        init(_ group: [LayoutNode], _ slot: Int, width: Double?, height: Double?) {
            self.init(margin: group[slot].margin, padding: group[slot].padding,
                      width: .init(group[slot].width, against: width), height: .init(group[slot].height, against: height),
                      minWidth: .init(group[slot].minWidth, against: width), minHeight: .init(group[slot].minHeight, against: height),
                      maxWidth: .init(group[slot].maxWidth, against: width), maxHeight: .init(group[slot].maxHeight, against: height))
        }

        init(margin: Margins, padding: EdgeInsets, width: WrittenSize, height: WrittenSize, minWidth: WrittenSize,
             minHeight: WrittenSize, maxWidth: WrittenSize, maxHeight: WrittenSize) {
            self.margin = margin; self.padding = padding; self.width = width; self.height = height
            self.minWidth = minWidth; self.minHeight = minHeight; self.maxWidth = maxWidth; self.maxHeight = maxHeight
        }
    }

    // (The box of the node at `slot` of a group, read in place: `CSSBox+Plain.swift`.)

    /// A written size as a CSS length: fixed is px, weight a percentage of the containing block's
    /// size on its axis, anything else auto.
    struct WrittenSize {
        var value: Double?
        var isAuto: Bool
        var isWeight: Bool

        @inline(__always)
        init(_ value: SizeValue?, against base: Double?) {
            (self.value, isAuto, isWeight) = (nil, true, false)
            guard let value else { return }
            switch value.kind {
            case .fixed(let v): (self.value, isAuto) = (value.adjust(v), false)
            case .weight(let w): (self.value, isAuto, isWeight) = (base.map { value.adjust(w * $0) }, false, true)
            default: break
            }
        }
    }

    /// The box of `node` (see `init(_:width:height:)` with a `Source`).
    init(_ node: LayoutNode, width cbWidth: Double?, height cbHeight: Double?) {
        self.init(flexItem: node.$flexItem.storage, Source(margin: node.margin, padding: node.padding,
                         width: WrittenSize(node.width, against: cbWidth), height: WrittenSize(node.height, against: cbHeight),
                         minWidth: WrittenSize(node.minWidth, against: cbWidth), minHeight: WrittenSize(node.minHeight, against: cbHeight),
                         maxWidth: WrittenSize(node.maxWidth, against: cbWidth), maxHeight: WrittenSize(node.maxHeight, against: cbHeight)),
                  width: cbWidth, height: cbHeight)
    }

    /// The box of the node whose flex-item properties are in `flexItem` (nil: the defaults) and
    /// the rest in `node`, for a containing block of content size `cbWidth` x `cbHeight` (nil:
    /// indefinite; the written sizes are resolved against it already); percentages of margins,
    /// padding and border resolve against its width.
    @inline(__always)
    init(flexItem written: consuming IndirectOptional<FlexItem>.Box?, _ node: Source, width cbWidth: Double?, height cbHeight: Double?) {
        // (Taken, not borrowed, and moved into `source`: one reference to the box, not two.)
        let isWritten = written != nil
        let source = written ?? CSSBox.defaultItem
        let item = Item(source, isWritten: isWritten)
        self.item = item
        // Whether any length is a percentage, noted as lengths are resolved.
        var percent = false
        @inline(__always) func px(_ l: CSSLength) -> Double {
            switch l {
            case .auto, .keyword: return 0
            case .points(let v): return v
            case .fraction(let f): percent = true; return (cbWidth ?? 0) * f
            }
        }
        // A pattern, not `==`: the derived equality is an outlined call per edge.
        func isAuto(_ l: CSSLength) -> Bool { if case .auto = l { true } else { false } }
        @inline(__always) func nonNegative(_ e: CSSEdges) -> EdgeInsets {
            EdgeInsets(top: Swift.max(0, px(e.top)), left: Swift.max(0, px(e.left)),
                       bottom: Swift.max(0, px(e.bottom)), right: Swift.max(0, px(e.right)))
        }
        if let m = source.value.margin {
            margin = EdgeInsets(top: px(m.top), left: px(m.left), bottom: px(m.bottom), right: px(m.right))
            autoMargin = (isAuto(m.top), isAuto(m.left), isAuto(m.bottom), isAuto(m.right))
        } else {
            let m = node.margin
            // A model margin: percentages of the containing block's width, unset edges 0.
            @inline(__always) func modelPx(_ length: Length?) -> Double {
                switch length {
                case .points(let v)?: return v
                case .percent(let p)?: percent = true; return (cbWidth ?? 0) * (p / 100)
                case nil: return 0
                }
            }
            margin = EdgeInsets(top: modelPx(m.top), left: modelPx(m.left), bottom: modelPx(m.bottom), right: modelPx(m.right))
            autoMargin = (false, false, false, false)
        }
        if let itemPadding = source.value.padding {
            padding = nonNegative(itemPadding)
        } else {
            let p = node.padding
            padding = EdgeInsets(top: Swift.max(0, p.top), left: Swift.max(0, p.left),
                                 bottom: Swift.max(0, p.bottom), right: Swift.max(0, p.right))
        }
        border = nonNegative(source.value.border)
        scrollbarWidth = item.overflowX == .scroll || item.overflowY == .scroll ? source.value.scrollbarWidth : 0
        let width = node.width, height = node.height, minWidth = node.minWidth
        let minHeight = node.minHeight, maxWidth = node.maxWidth, maxHeight = node.maxHeight
        // Placeholders until the sizes below are known: `borderBox` reads only the item, padding
        // and border, which are in.
        size = AxisPair(nil, nil)
        minSize = AxisPair(0, 0)
        maxSize = AxisPair(.infinity, .infinity)
        writtenMin = minSize
        writtenMax = maxSize
        minIsAuto = AxisPair(minWidth.isAuto, minHeight.isAuto)
        percentSize = AxisPair(width.isWeight, height.isWeight)
        usesContainingBlock = percent || width.isWeight || height.isWeight || minWidth.isWeight
            || minHeight.isWeight || maxWidth.isWeight || maxHeight.isWeight
        let size = AxisPair(borderBox(width.value, .horizontal), borderBox(height.value, .vertical))
        var minSize = AxisPair(borderBox(minWidth.value, .horizontal) ?? 0, borderBox(minHeight.value, .vertical) ?? 0)
        var maxSize = AxisPair(borderBox(maxWidth.value, .horizontal) ?? .infinity,
                               borderBox(maxHeight.value, .vertical) ?? .infinity)
        self.size = size
        writtenMin = minSize
        writtenMax = maxSize
        // CSS Sizing 4 §5.2: with an aspect ratio, the other axis's min and max sizes transfer to an
        // axis whose size is not written (the other axis's minimum being at least its padding and
        // border); the axis's own constraints win over transferred ones: a transferred maximum is
        // floored by its written minimum, a transferred minimum capped by its maximum. As in
        // Chromium, a written height keeps its max-height to itself: the width then follows the
        // clamped height through the ratio, and its min-content floor (the automatic minimum) is
        // not capped by a maximum transferred from that height. A written width's maximum still
        // transfers to the height.
        self.minSize = minSize
        self.maxSize = maxSize
        if item.aspectRatio != nil {
            for axis in [Axis.horizontal, .vertical] where size[CSSBox.slot(axis)] == nil {
                let i = CSSBox.slot(axis), t = transferredLimits(axis)
                if let m = t.max { maxSize[i] = Swift.min(maxSize[i], Swift.max(m, writtenMin[i])) }
                if let m = t.min { minSize[i] = Swift.max(minSize[i], Swift.min(m, maxSize[i])) }
            }
            self.minSize = minSize
            self.maxSize = maxSize
        }
    }

    /// The other axis's written min and max sizes through the aspect ratio, as they bind on `axis`
    /// (nil where none): its minimum at least its padding and border, its maximum raised by a larger
    /// minimum. A written height keeps its max-height to itself (Chromium), so the width gets none.
    func transferredLimits(_ axis: Axis) -> (min: Double?, max: Double?) {
        let other = CSSBox.slot(axis.cross)
        let otherMin = Swift.max(writtenMin[other], paddingBorder(axis.cross))
        let otherMax = Swift.max(writtenMax[other], writtenMin[other])
        let min = otherMin > 0 ? transfer(otherMin, from: axis.cross) : nil
        let max = otherMax < .infinity && (axis == .vertical || size[other] == nil) ? transfer(otherMax, from: axis.cross) : nil
        return (min, max)
    }

    private static let defaultItem = IndirectOptional<FlexItem>.Box(FlexItem())

    static func slot(_ axis: Axis) -> Int { axis == .horizontal ? 0 : 1 }

    /// Padding plus border along `axis`.
    @inline(__always) func paddingBorder(_ axis: Axis) -> Double { padding.total(axis) + border.total(axis) }
    /// Padding, border and scrollbar along `axis`: the border box less the content box.
    @inline(__always) func frame(_ axis: Axis) -> Double { paddingBorder(axis) + scrollbar.total(axis) }

    /// A content-box or border-box length (per `box-sizing`) as a border-box length.
    @inline(__always) func borderBox(_ value: Double?, _ axis: Axis) -> Double? {
        guard let value else { return nil }
        return item.boxSizing == .contentBox ? value + paddingBorder(axis) : Swift.max(value, paddingBorder(axis))
    }

    @inline(__always) func definite(_ axis: Axis) -> Double? { size[CSSBox.slot(axis)] }
    @inline(__always) func minimum(_ axis: Axis) -> Double { Swift.max(minSize[CSSBox.slot(axis)], paddingBorder(axis)) }
    @inline(__always) func maximum(_ axis: Axis) -> Double { maxSize[CSSBox.slot(axis)] }
    /// The min size as written (no transfer through the aspect ratio), at least padding and border.
    @inline(__always) func writtenMinimum(_ axis: Axis) -> Double { Swift.max(writtenMin[CSSBox.slot(axis)], paddingBorder(axis)) }

    /// `value` clamped between the min and max sizes along `axis` (min wins over max).
    @inline(__always) func clamp(_ value: Double, _ axis: Axis) -> Double { Swift.max(Swift.min(value, maximum(axis)), minimum(axis)) }

    /// `value` clamped by the written min and max sizes only (stretched sizes ignore transferred ones).
    @inline(__always) func clampWritten(_ value: Double, _ axis: Axis) -> Double {
        let i = CSSBox.slot(axis)
        return Swift.max(Swift.min(value, writtenMax[i]), Swift.max(writtenMin[i], paddingBorder(axis)))
    }

    /// CSS Sizing 4 §5.1.2: whether a size of the box found through its aspect ratio along `axis` is
    /// at least its content's (its automatic minimum there is its min-content size): a box with a
    /// ratio and `min-*: auto` along `axis` that neither scrolls nor is replaced (`child` is its node).
    /// As in Chromium, a percentage height, even one that behaves as auto against an indefinite
    /// containing block, is not an automatic size: the height then follows the ratio alone.
    func hasContentMinimum(_ axis: Axis, of child: Int, in context: LayoutContext) -> Bool {
        item.aspectRatio != nil && minIsAuto[CSSBox.slot(axis)] && !(axis == .vertical && percentSize[1]) && !isScrollContainer
            && !context.isReplaced(child)
    }

    /// Whether the box is a scroll container (its automatic minimum size is zero).
    @inline(__always) var isScrollContainer: Bool { item.overflowX != .visible || item.overflowY != .visible }

    /// The other axis's border-box size from `value` through `aspect-ratio` (width / height),
    /// which applies to the box named by `box-sizing`.
    @inline(__always) func transfer(_ value: Double, from axis: Axis) -> Double? {
        guard let ratio = item.aspectRatio, ratio > 0 else { return nil }
        let other = axis.cross
        if item.boxSizing == .contentBox || item.aspectRatioUsesContentBox {
            let inner = Swift.max(0, value - paddingBorder(axis))
            return (axis == .horizontal ? inner / ratio : inner * ratio) + paddingBorder(other)
        }
        return Swift.max(axis == .horizontal ? value / ratio : value * ratio, paddingBorder(other))
    }
}

// (A container's frame, `AxisPair` and reading boxes from the node store: `CSSBox+Frame.swift`.)
