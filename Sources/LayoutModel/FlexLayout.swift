/// CSS Flexible Box Layout Level 1: the properties of a flex container (plain data; the algorithm
/// lives in LayoutEngine/Flex). Item properties are on `LayoutNode.flexItem`.
public struct FlexLayout: Hashable, Sendable {
    public enum Direction: String, Hashable, Sendable, CaseIterable { case row, rowReverse = "row-reverse", column, columnReverse = "column-reverse" }
    public enum Wrap: String, Hashable, Sendable, CaseIterable { case nowrap, wrap, wrapReverse = "wrap-reverse" }

    /// `flex-direction` (initial: row).
    public var direction: Direction
    /// `flex-wrap` (initial: nowrap).
    public var wrap: Wrap
    /// `justify-content` (nil: normal, which behaves as flex-start).
    public var justifyContent: ContentAlignment?
    /// `align-items` (nil: normal, which behaves as stretch).
    public var alignItems: ItemAlignment?
    /// `align-content` (nil: normal, which behaves as stretch).
    public var alignContent: ContentAlignment?
    /// `row-gap` and `column-gap`.
    public var rowGap: CSSLength
    public var columnGap: CSSLength
    /// `direction: rtl` of the container: the inline axis runs right to left.
    public var rightToLeft: Bool
    /// `flex-wrap: balance` (CSS Flexbox Level 2 draft): lines are broken so their lengths are as
    /// even as possible, into the greedy number of lines or at least `lineCount`.
    public var balanced: Bool
    /// `flex-line-count`: the least number of lines a balanced container breaks into (where it
    /// has that many items).
    public var lineCount: Int?
    /// `display: block` approximated as a flex column whose items neither grow nor shrink, fill
    /// the width and have no automatic minimum size (CSS normal flow without margin collapsing).
    public var blockFlow: Bool
    /// The alignment properties written with `safe` (overflowing content aligns to the start).
    public var safe: SafeAlignment

    /// Which of the container's alignment properties are `safe`.
    public struct SafeAlignment: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let justifyContent = SafeAlignment(rawValue: 1)
        public static let alignContent = SafeAlignment(rawValue: 2)
        public static let alignItems = SafeAlignment(rawValue: 4)
    }

    public init(direction: Direction = .row, wrap: Wrap = .nowrap, justifyContent: ContentAlignment? = nil,
                alignItems: ItemAlignment? = nil, alignContent: ContentAlignment? = nil,
                rowGap: CSSLength = .points(0), columnGap: CSSLength = .points(0), rightToLeft: Bool = false,
                safe: SafeAlignment = []) {
        self.direction = direction; self.wrap = wrap; self.justifyContent = justifyContent
        self.alignItems = alignItems; self.alignContent = alignContent
        self.rowGap = rowGap; self.columnGap = columnGap; self.rightToLeft = rightToLeft
        self.safe = safe; self.balanced = false; self.lineCount = nil; self.blockFlow = false
    }

    /// Whether the main axis is horizontal.
    @inlinable public var isRow: Bool { direction == .row || direction == .rowReverse }
    @inlinable public var isReversed: Bool { direction == .rowReverse || direction == .columnReverse }
}

/// A CSS length-percentage-auto, or an intrinsic size keyword where sizes allow one.
public enum CSSLength: Hashable, Sendable {
    case auto
    case points(Double)
    /// A percentage as a fraction: 50% is 0.5.
    case fraction(Double)
    /// `content`, `min-content`, `max-content`, `fit-content` or `stretch` (sizes and flex-basis only).
    case keyword(SizeKeyword)
}

/// CSS Sizing's intrinsic size keywords (and flex-basis `content`).
public enum SizeKeyword: String, Hashable, Sendable, CaseIterable {
    case content, minContent = "min-content", maxContent = "max-content", fitContent = "fit-content", stretch
}

/// One CSS length per physical edge.
public struct CSSEdges: Hashable, Sendable {
    public var top: CSSLength, left: CSSLength, bottom: CSSLength, right: CSSLength
    public init(top: CSSLength = .points(0), left: CSSLength = .points(0), bottom: CSSLength = .points(0), right: CSSLength = .points(0)) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public init(all: CSSLength) { self.init(top: all, left: all, bottom: all, right: all) }
    public static let zero = CSSEdges()
    /// All four edges `auto` (the initial value of insets).
    public static let auto = CSSEdges(all: .auto)
}

extension CSSEdges: IndirectStorable {
    /// Insets default to `auto` (see `FlexItem.inset`).
    public static var indirectDefault: CSSEdges { .auto }
}

/// `justify-content` and `align-content` values.
public enum ContentAlignment: String, Hashable, Sendable, CaseIterable {
    case start, end, flexStart = "flex-start", flexEnd = "flex-end", center, left, right, stretch
    case spaceBetween = "space-between", spaceAround = "space-around", spaceEvenly = "space-evenly"
}

/// `align-items` and `align-self` values.
public enum ItemAlignment: String, Hashable, Sendable, CaseIterable {
    case start, end, flexStart = "flex-start", flexEnd = "flex-end", selfStart = "self-start", selfEnd = "self-end"
    case center, baseline, stretch
}

/// The CSS box properties of a node inside a flex container (or of a flex container's own box).
/// Sizes come from the node's `width`/`height`/min/max (`.fixed` is px, `.weight` a percentage,
/// anything else `auto`).
public struct FlexItem: Hashable, Sendable {
    /// CSS `position` (CSS 2.1 §9.3.1). `relative` (the default here, as in Taffy and the mobile
    /// layouts) and `absolute` boxes are positioned: each is the containing block of its
    /// absolutely positioned children. A `static` box is not: its insets do nothing, and its
    /// absolutely positioned children take their containing block from the nearest positioned
    /// ancestor (CSS 2.1 §10.1).
    public enum Position: String, Hashable, Sendable, CaseIterable { case relative, absolute, `static` }
    public enum BoxSizing: String, Hashable, Sendable, CaseIterable { case borderBox = "border-box", contentBox = "content-box" }
    public enum Overflow: String, Hashable, Sendable, CaseIterable { case visible, clip, hidden, scroll, auto }
    /// CSS `float` (CSS 2.1 §9.5): a child of a block container taken out of the flow and shifted
    /// to the left or right of its line; elsewhere it has no effect.
    public enum FloatSide: String, Hashable, Sendable, CaseIterable { case none, left, right }
    /// CSS `clear` (CSS 2.1 §9.5.2): which earlier floats of the block formatting context a child
    /// of a block container is placed below.
    public enum Clear: String, Hashable, Sendable, CaseIterable { case none, left, right, both }

    public var grow: Double
    public var shrink: Double
    /// `flex-basis`: `.auto` uses the main size property.
    public var basis: CSSLength
    /// nil: auto (the container's `align-items`).
    public var alignSelf: ItemAlignment?
    /// `align-self` written with `safe`: when the item overflows its line it aligns to the start.
    public var safeAlignSelf: Bool
    /// CSS margins (may be `auto`); nil: the node's `margin`.
    public var margin: CSSEdges?
    /// CSS padding (may be percentages); nil: the node's `padding`.
    public var padding: CSSEdges?
    public var border: CSSEdges
    public var position: Position
    /// Kept out of line: almost every item's insets are all `auto`, and inline they were 64 bytes
    /// of every item read.
    @Indirect public var inset: CSSEdges = .auto
    public var boxSizing: BoxSizing
    /// `aspect-ratio: auto <ratio>` (CSS Sizing 4 §5.1): the ratio relates the content box's
    /// sizes, whatever `boxSizing` says. (Not spelled in the fixture format yet.)
    public var aspectRatioUsesContentBox = false
    /// Width / height.
    public var aspectRatio: Double?
    public var overflowX: Overflow
    public var overflowY: Overflow
    /// The space a scrollbar takes where overflow is `scroll`.
    public var scrollbarWidth: Double
    /// `direction: rtl` on this box.
    public var rightToLeft: Bool
    /// A keyword width or height (`min-content`, `stretch`, ...), used where the node writes no size.
    public var widthKeyword: SizeKeyword?
    public var heightKeyword: SizeKeyword?
    /// In a block container: a keyword `min-width` or `max-width` (CSS Sizing 3: `stretch`,
    /// `min-content`, `max-content`, `fit-content`), used where the node writes no such size.
    public var minWidthKeyword: SizeKeyword?
    public var maxWidthKeyword: SizeKeyword?
    /// In a grid container: `justify-self` (nil: auto, the container's `justify-items`).
    public var justifySelf: ItemAlignment?
    /// `justify-self` written with `safe`.
    public var safeJustifySelf = false
    /// In a block container: `float` and `clear`.
    public var float: FloatSide = .none
    public var clear: Clear = .none
    /// In a grid container: the lines the item spans (`grid-row`, `grid-column`). Declared last
    /// (properties are laid out in order): flex reads every property above for every item, and
    /// these 121 bytes between them put one more cache line in its way.
    public var gridRow: GridPlacement = .auto
    public var gridColumn: GridPlacement = .auto

    public init(grow: Double = 0, shrink: Double = 1, basis: CSSLength = .auto, alignSelf: ItemAlignment? = nil,
                margin: CSSEdges? = nil, padding: CSSEdges? = nil, border: CSSEdges = .zero,
                position: Position = .relative, inset: CSSEdges = .auto, boxSizing: BoxSizing = .borderBox,
                aspectRatio: Double? = nil, overflowX: Overflow = .visible, overflowY: Overflow = .visible,
                scrollbarWidth: Double = 15, rightToLeft: Bool = false) {
        self.safeAlignSelf = false
        self.grow = grow; self.shrink = shrink; self.basis = basis; self.alignSelf = alignSelf
        self.margin = margin; self.padding = padding; self.border = border; self.position = position
        self.inset = inset; self.boxSizing = boxSizing; self.aspectRatio = aspectRatio
        self.overflowX = overflowX; self.overflowY = overflowY; self.scrollbarWidth = scrollbarWidth
        self.rightToLeft = rightToLeft
    }
}
