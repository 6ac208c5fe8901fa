/// CSS block layout (CSS 2.1 §9.4.1, §10.3.3, §10.6.3 and the margin collapsing of §8.3.1): the
/// properties of a block container (plain data; the algorithm lives in LayoutEngine/Block).
/// Its children are block-level boxes stacked down the container; their CSS box properties are on
/// `LayoutNode.flexItem`, as for flex and grid items.
public struct BlockLayout: Hashable, Sendable {
    /// `text-align`, as far as it places block-level children: Chrome's legacy `-webkit-left`,
    /// `-webkit-center` and `-webkit-right` align a child narrower than the container (nil: none).
    public var childAlignment: ChildAlignment?
    /// `display: flow-root`: the container establishes a block formatting context, so its margins
    /// never collapse with its children's.
    public var isFlowRoot: Bool
    /// `direction: rtl`: children narrower than the container sit at its right.
    public var rightToLeft: Bool
    /// `align-content` (CSS Box Alignment 3 for block containers): where the children as a whole
    /// sit in a taller container (nil: normal, at the top).
    public var alignContent: ContentAlignment?

    /// Where `text-align`'s legacy values put a narrow block-level child.
    public enum ChildAlignment: String, Hashable, Sendable, CaseIterable {
        case left, center, right
    }

    public init(childAlignment: ChildAlignment? = nil, isFlowRoot: Bool = false, rightToLeft: Bool = false) {
        self.childAlignment = childAlignment; self.isFlowRoot = isFlowRoot; self.rightToLeft = rightToLeft
    }
}
