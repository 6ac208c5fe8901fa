import LayoutModel

/// The rects of a container's children (`ContainerLayout.children`), in child order.
///
/// A container of one child keeps its rect inline, without an array: a flex run of such a
/// container (every container of a deep chain) allocated and freed one array for it, and every copy
/// of its layout into and out of the layout cache retained and released that array. Other counts
/// are kept in an array (none: the empty array, which allocates nothing).
public struct ChildRects: RandomAccessCollection, MutableCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    private enum Storage: Sendable {
        case one(Rect)
        case many([Rect])
    }

    private var storage: Storage

    /// The rects of `rects`.
    public init(_ rects: [Rect]) {
        storage = rects.count == 1 ? .one(rects[0]) : .many(rects)
    }

    /// `count` zero rects, to be set one by one.
    init(zeros count: Int) {
        let zero = Rect(x: 0, y: 0, width: 0, height: 0)
        storage = count == 1 ? .one(zero) : .many(.filled(zero, count: count))
    }

    public init(arrayLiteral elements: Rect...) { self.init(elements) }

    public var startIndex: Int { 0 }
    public var endIndex: Int {
        switch storage {
        case .one: 1
        case .many(let rects): rects.count
        }
    }

    public subscript(k: Int) -> Rect {
        get {
            switch storage {
            case .one(let rect):
                precondition(k == 0, "child rect index out of range")
                return rect
            case .many(let rects): return rects[k]
            }
        }
        set {
            switch storage {
            case .one:
                precondition(k == 0, "child rect index out of range")
                storage = .one(newValue)
            case .many(var rects):
                // Moved out while it changes, so that it stays uniquely referenced (no copy).
                storage = .one(newValue)
                rects[k] = newValue
                storage = .many(rects)
            }
        }
    }

    public static func == (a: ChildRects, b: ChildRects) -> Bool { a.elementsEqual(b) }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for rect in self { hasher.combine(rect) }
    }
}
