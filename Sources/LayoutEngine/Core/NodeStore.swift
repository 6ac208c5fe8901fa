import LayoutModel

/// The nodes of a `NodeTree` by index, read in place from the input tree's own children arrays:
/// nothing is copied, and reading one property of a node reads only that property.
///
/// A `LayoutNode` is a few hundred bytes with many reference-counted parts; an `Array`'s subscript
/// returns a copy of its element, which the optimizer does not always avoid, so index-addressed
/// reads of whole arrays of nodes dominated the cost of flattening and laying out large trees.
///
/// The store keeps every children array it points into (`groups`) and never changes them. A Swift
/// array of a struct type is always native (never a bridged Objective-C array): its elements live
/// in one heap object the array retains, and that storage moves or is freed only when the array is
/// mutated or released. So the element addresses taken when a group is added stay valid for as
/// long as the store holds the group, which is its whole lifetime.
public struct NodeStore: RandomAccessCollection, @unchecked Sendable {
    /// The root's one-element array, then every container's children array (kept alive, unchanged).
    private let groups: [[LayoutNode]]
    /// Per node, its address.
    private let addresses: [UnsafePointer<LayoutNode>]

    /// The nodes at `addresses`, which point into `groups`.
    init(groups: [[LayoutNode]], addresses: [UnsafePointer<LayoutNode>]) {
        self.groups = groups
        self.addresses = addresses
    }

    /// Calls `body` with the nodes' addresses, by index.
    func withAddresses<R>(_ body: (UnsafePointer<UnsafePointer<LayoutNode>>) -> R) -> R {
        addresses.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { addresses.count }

    /// The name of node `index`.
    func name(of index: Int) -> String { addresses[index].pointee.name }

    /// Node `index`, in place.
    public subscript(index: Int) -> LayoutNode {
        unsafeAddress { addresses[index] }
    }

    /// Where node `index` is, valid as long as the store (or a copy of it) lives.
    func address(of index: Int) -> UnsafePointer<LayoutNode> { addresses[index] }
}
