import LayoutModel

/// One flex item and what the algorithm learns about it. Margins and alignment are logical:
/// "start" is the main-start (or cross-start) side after `*-reverse`, `wrap-reverse` and `rtl`.
/// Its CSS box is `FlexRun.boxes` at the same index: kept apart, items stay small, and loops over
/// them read fields in place instead of copying the large box with every item.
struct FlexItemState {
    // Declared in the order they are laid out: the doubles together, the flags after them, and
    // the indices as 32-bit integers, so that an item is 128 bytes, not 160 (every step of the
    // algorithm reads or writes every item; less to carry through the cache each time).
    private let storedPosition: Int32
    private let storedChild: Int32
    var marginMain: (start: Double, end: Double)
    var marginCross: (start: Double, end: Double)
    var flexBase = 0.0
    var hypotheticalMain = 0.0
    var target = 0.0
    var hypotheticalCross = 0.0
    var crossSize = 0.0
    /// Rows: distance from the item's border-box top to its first baseline; columns: from its
    /// border-box left to its synthesized baseline (always 0).
    var baseline = 0.0
    var mainOffset = 0.0
    var crossOffset = 0.0
    var minMain: Double?
    let isLeaf: Bool
    var autoMain: (start: Bool, end: Bool)
    var autoCross: (start: Bool, end: Bool)
    var alignSelf: ItemAlignment
    /// The flex base size is the max-content size, which is never below the automatic minimum.
    var baseIsContent = false
    var frozen = false

    /// The item's place among its container's children.
    var position: Int { Int(storedPosition) }
    /// The item's node.
    var child: Int { Int(storedChild) }

    /// An item not yet sized. (Indices fit in 32 bits, as in `NodeTree.Record`; a larger index
    /// traps.)
    init(position: Int, child: Int, isLeaf: Bool, marginMain: (start: Double, end: Double),
         marginCross: (start: Double, end: Double), autoMain: (start: Bool, end: Bool),
         autoCross: (start: Bool, end: Bool), alignSelf: ItemAlignment) {
        storedPosition = Int32(position)
        storedChild = Int32(child)
        self.isLeaf = isLeaf
        self.marginMain = marginMain; self.marginCross = marginCross
        self.autoMain = autoMain; self.autoCross = autoCross
        self.alignSelf = alignSelf
    }

    var outerMainMargins: Double { marginMain.start + marginMain.end }
    var outerCrossMargins: Double { marginCross.start + marginCross.end }
}

/// A flex line: the items it holds (indices into `items`), its cross size and offset.
struct FlexLine {
    var items: Range<Int>
    var crossSize = 0.0
    var crossOffset = 0.0
    var maxBaseline = 0.0
}

/// The flex lines of one run. The first line is kept inline and only further lines go to an
/// array: most containers are single-line, and an array per run was an allocation per run.
struct FlexLines: RandomAccessCollection, MutableCollection {
    private var head = FlexLine(items: 0..<0)
    /// nil until there is a second line (an empty array is still a reference to keep).
    private var rest: [FlexLine]?
    private(set) var endIndex = 0

    init() {}

    /// The lines that end before each of `ends` in turn (the first starts at item 0).
    init(ends: [Int]) {
        var start = 0
        for end in ends {
            append(start..<end)
            start = end
        }
    }

    /// The lines of `ranges` (items `ranges[k]` in line k), in order.
    init<S: Sequence>(_ ranges: S) where S.Element == Range<Int> {
        for range in ranges { append(range) }
    }

    /// Adds a line of the items `range` after the others.
    private mutating func append(_ range: Range<Int>) {
        if endIndex == 0 {
            head = FlexLine(items: range)
        } else if rest == nil {
            rest = [FlexLine(items: range)]
        } else {
            rest!.append(FlexLine(items: range))
        }
        endIndex += 1
    }

    var startIndex: Int { 0 }

    subscript(l: Int) -> FlexLine {
        get {
            precondition(l >= 0 && l < endIndex, "line index out of range")
            return l == 0 ? head : rest![l - 1]
        }
        set {
            precondition(l >= 0 && l < endIndex, "line index out of range")
            if l == 0 { head = newValue } else { rest![l - 1] = newValue }
        }
    }
}
