import LayoutModel

/// The rects of a container's children (`ContainerLayout.children`), in child order.
///
/// A container of one child keeps its rect inline, without an array: a flex run of such a
/// container (every container of a deep chain) allocated and freed one array for it, and every copy
/// of its layout into and out of the layout cache retained and released that array. Two or more
/// rects are kept in an array.
public struct ChildRects: RandomAccessCollection, MutableCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    /// The rect of a one-child container (zero otherwise).
    private var single = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The rects when there are two or more, else nil (no reference to keep).
    private var many: [Rect]?
    public let count: Int

    /// The rects of `rects`.
    public init(_ rects: [Rect]) {
        count = rects.count
        if count == 1 { single = rects[0] } else if count > 1 { many = rects }
    }

    /// `count` zero rects, to be set one by one.
    init(zeros count: Int) {
        self.count = count
        if count > 1 { many = .filled(Rect(x: 0, y: 0, width: 0, height: 0), count: count) }
    }

    public init(arrayLiteral elements: Rect...) { self.init(elements) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(k: Int) -> Rect {
        get {
            precondition(UInt(bitPattern: k) < UInt(bitPattern: count), "child rect index out of range")
            return count == 1 ? single : many![k]
        }
        set {
            precondition(UInt(bitPattern: k) < UInt(bitPattern: count), "child rect index out of range")
            if count == 1 { single = newValue } else { many![k] = newValue }
        }
    }

    public static func == (a: ChildRects, b: ChildRects) -> Bool { a.elementsEqual(b) }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for rect in self { hasher.combine(rect) }
    }
}
