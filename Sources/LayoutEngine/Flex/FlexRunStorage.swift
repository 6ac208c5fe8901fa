import LayoutModel

/// Where a flex run keeps its items or their boxes (`FlexRun.items`, `FlexRun.boxes`): an array,
/// or, for a container of one child, at most one element held inline (`InlineOne`).
///
/// The run is generic over the two and specialized for each pair, so a run of many items reads
/// its arrays exactly as before, and a run of one child allocates nothing for them (an array each
/// was an allocation and a free per container of a deep chain, where every run is alive at once
/// and a pool of spare arrays would never have one to give).
protocol FlexRunElements: RandomAccessCollection, MutableCollection where Index == Int, Indices == Range<Int> {
    /// No elements.
    init()
    /// Exactly `element`.
    init(one element: Element)
    mutating func append(_ element: Element)
    mutating func reserveCapacity(_ n: Int)
    @discardableResult mutating func removeLast() -> Element
}

/// A run's items.
protocol FlexItemList: FlexRunElements where Element == FlexItemState {}

/// A run's item boxes, and their form in a kept set (`FlexItemBoxes`).
protocol FlexBoxList: FlexRunElements where Element == CSSBox {
    /// A run's own boxes from a kept set's array (shared, or its one box copied).
    init(kept: [CSSBox])
    /// Whether the one box is held inline (its set keeps it apart, `FlexTables.singleBoxes`).
    static var holdsOneInline: Bool { get }
}

extension Array: FlexRunElements {
    /// `[element]`, made as a literal (`reserveCapacity` on an empty array and then `append` take
    /// the generic path that grows a buffer, about 100 instructions more).
    init(one element: Element) { self = [element] }
}

extension Array: FlexItemList where Element == FlexItemState {}

extension Array: FlexBoxList where Element == CSSBox {
    init(kept: [CSSBox]) { self = kept }
    static var holdsOneInline: Bool { false }
}

/// At most one element, held inline: what a flex run of a container of one child keeps of its
/// items and boxes (none when the child is gone or absolutely positioned). A second element is a
/// programming error: such a run is only made for a container of one child.
///
/// The element is stored as it is, not as an optional, with a count beside it: read through the
/// subscript, a field of a stored element is loaded in place, while an optional's payload was
/// copied whole first (160 or 256 bytes a read). An empty one holds a placeholder.
/// (No requirement on `Element` in the type itself: a generic type's requirements are checked
/// when its metadata is first made, a search of the binary's conformances.)
struct InlineOne<Element>: RandomAccessCollection, MutableCollection {
    private var element: Element
    private(set) var endIndex: Int

    init(one element: Element) { (self.element, endIndex) = (element, 1) }

    var startIndex: Int { 0 }

    subscript(i: Int) -> Element {
        get {
            precondition(i == 0 && endIndex == 1, "index out of range")
            return element
        }
        set {
            precondition(i == 0 && endIndex == 1, "index out of range")
            element = newValue
        }
    }

    mutating func append(_ element: Element) {
        precondition(endIndex == 0, "InlineOne holds one element at most")
        (self.element, endIndex) = (element, 1)
    }

    /// Nothing to reserve: the one element is held inline.
    mutating func reserveCapacity(_ n: Int) {}

    @discardableResult mutating func removeLast() -> Element {
        precondition(endIndex == 1, "removeLast on an empty InlineOne")
        endIndex = 0
        return element
    }
}

/// A value an empty `InlineOne` holds in its slot (never read as an element).
protocol InlinePlaceholder {
    static var placeholder: Self { get }
}

extension InlineOne: FlexRunElements where Element: InlinePlaceholder {
    init() { (element, endIndex) = (Element.placeholder, 0) }
}

extension InlineOne: FlexItemList where Element == FlexItemState {}

extension InlineOne: FlexBoxList where Element == CSSBox {
    init(kept: [CSSBox]) {
        self = kept.isEmpty ? InlineOne() : InlineOne(one: kept[0])
    }

    static var holdsOneInline: Bool { true }
}

extension FlexItemState: InlinePlaceholder {
    static let placeholder = FlexItemState(position: 0, child: 0, isLeaf: true, marginMain: (0, 0), marginCross: (0, 0),
                                           autoMain: (false, false), autoCross: (false, false), alignSelf: .stretch)
}

extension CSSBox: InlinePlaceholder {
    static let placeholder = CSSBox(LayoutNode(name: "", kind: .container(.flex(FlexLayout()), children: [])), width: nil, height: nil)
}

/// The run of a container of one child: its item and box held inline.
typealias SingleItemFlexRun = FlexRun<InlineOne<FlexItemState>, InlineOne<CSSBox>>
/// The run of a container of any other count of children: items and boxes in arrays.
typealias ManyItemFlexRun = FlexRun<[FlexItemState], [CSSBox]>
