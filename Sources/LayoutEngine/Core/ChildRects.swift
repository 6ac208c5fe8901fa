import LayoutModel

/// The rects of a container's children (`ContainerLayout.children`), in child order.
public struct ChildRects: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    private let rects: [Rect]

    /// The rects of `rects`.
    public init(_ rects: [Rect]) { self.rects = rects }

    public init(arrayLiteral elements: Rect...) { self.init(elements) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { rects.count }

    public subscript(k: Int) -> Rect { rects[k] }
}
