import LayoutModel

/// The rects of a container's children (`ContainerLayout.children`): an array, or rects a flex run
/// wrote into the layout's arena, so that a run allocates nothing for them (an array per run and
/// its free were a measurable share of laying out deep trees, issue 6).
///
/// It reads the rects through their address, which stays valid while the list holds their owner
/// (the array, unchanged, or the arena, which is only ever appended to).
public struct ChildRects: RandomAccessCollection, Hashable, @unchecked Sendable, ExpressibleByArrayLiteral {
    private enum Owner {
        case array([Rect])
        case arena(Arena)
    }

    private let owner: Owner
    private let base: UnsafePointer<Rect>
    public let count: Int

    /// The rects of `rects`.
    public init(_ rects: [Rect]) {
        owner = .array(rects)
        base = rects.withUnsafeBufferPointer { $0.baseAddress } ?? ChildRects.nowhere
        count = rects.count
    }

    public init(arrayLiteral elements: Rect...) { self.init(elements) }

    /// `count` rects at `base` in `arena`, written before the list is made and never after.
    init(_ base: UnsafeMutablePointer<Rect>, count: Int, in arena: Arena) {
        owner = .arena(arena)
        self.base = UnsafePointer(base)
        self.count = count
    }

    /// An address for an empty list, never read.
    private static var nowhere: UnsafePointer<Rect> { UnsafePointer(bitPattern: MemoryLayout<Rect>.alignment)! }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(k: Int) -> Rect {
        precondition(UInt(bitPattern: k) < UInt(bitPattern: count), "child index out of range")
        return base[k]
    }

    public static func == (a: ChildRects, b: ChildRects) -> Bool { a.elementsEqual(b) }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for rect in self { hasher.combine(rect) }
    }
}
