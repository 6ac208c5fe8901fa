import Foundation
import LayoutModel
import SnapshotKit

/// Which layout nodes changed between a reference frame tree and an actual one, matched by name.
///
/// Rules, applied in one pass over the actual tree in order:
/// - a node in both trees whose frame (relative to its parent, so a moved parent does not move its
///   children) differs by more than `tolerance` moved, resized, or both (`changed`);
/// - a node only in the actual tree appeared; one only in the reference disappeared;
/// - a node that only moved is put under its cause: the nearest earlier sibling (in the actual
///   order) that resized, appeared, or disappeared (an earlier sibling in the reference), else its
///   parent when the parent resized; a node with no such cause moved on its own.
/// Changes are numbered in that order, the causes' before the nodes they moved.
public enum FrameChanges {
    public static func compare(reference: FrameNode, actual: FrameNode, tolerance: Double = 0.01) -> [ElementChange] {
        struct Place { var node: FrameNode; var parent: String?; var index: Int }
        func places(_ root: FrameNode) -> (order: [String], byName: [String: Place]) {
            var order: [String] = [], byName: [String: Place] = [:]
            var stack: [(FrameNode, String?, Int)] = [(root, nil, 0)]
            while let (node, parent, index) = stack.popLast() {
                if byName[node.name] == nil { order.append(node.name); byName[node.name] = Place(node: node, parent: parent, index: index) }
                for (k, child) in node.children.enumerated().reversed() { stack.append((child, node.name, k)) }
            }
            return (order, byName)
        }
        let (refOrder, ref) = places(reference)
        let (actOrder, act) = places(actual)

        var kinds: [String: ElementChange.Kind] = [:]
        for name in actOrder {
            guard let a = act[name] else { continue }
            guard let r = ref[name] else { kinds[name] = .appeared; continue }
            let moved = !close(r.node.frame.x, a.node.frame.x, tolerance) || !close(r.node.frame.y, a.node.frame.y, tolerance)
            let resized = !close(r.node.frame.width, a.node.frame.width, tolerance)
                || !close(r.node.frame.height, a.node.frame.height, tolerance)
            if moved && resized { kinds[name] = .changed } else if moved { kinds[name] = .moved } else if resized { kinds[name] = .resized }
        }
        for name in refOrder where act[name] == nil { kinds[name] = .disappeared }

        func grewOrShrank(_ name: String) -> Bool { kinds[name].map { $0 != .moved } ?? false }
        /// The cause of a move: an earlier sibling that changed size or came or went, else a resized parent.
        func cause(of name: String) -> String? {
            guard let place = act[name], let parent = place.parent, let siblings = act[parent]?.node.children else { return nil }
            for sibling in siblings[..<place.index].reversed() where grewOrShrank(sibling.name) { return sibling.name }
            if let gone = ref[parent]?.node.children.first(where: { act[$0.name] == nil }),
               let goneIndex = ref[gone.name]?.index, let refIndex = ref[name]?.index, goneIndex < refIndex {
                return gone.name
            }
            return kinds[parent] == .resized || kinds[parent] == .changed ? parent : nil
        }

        // Numbered in the actual order (disappeared nodes where they were), causes first.
        var sequence = actOrder.filter { kinds[$0] != nil }
        for name in refOrder where kinds[name] == .disappeared {
            let before = ref[name]?.parent.flatMap { p in sequence.firstIndex(of: p).map { $0 + 1 } } ?? sequence.count
            sequence.insert(name, at: min(before, sequence.count))
        }
        var causes: [String: String] = [:]
        for name in sequence where kinds[name] == .moved { causes[name] = cause(of: name) }
        let primary = sequence.filter { causes[$0] == nil }
        var ordered: [String] = []
        for name in primary {
            ordered.append(name)
            ordered += sequence.filter { causes[$0] == name }
        }
        ordered += sequence.filter { !ordered.contains($0) }

        return ordered.enumerated().map { k, name in
            let r = ref[name]?.node, a = act[name]?.node
            return ElementChange(number: k + 1, name: name, kind: kinds[name]!, reference: r.map { rect($0.absolute) },
                                 actual: a.map { rect($0.absolute) }, summary: summary(kinds[name]!, r, a), cause: causes[name])
        }
    }

    static func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }

    static func rect(_ r: Rect) -> [Double] { [r.x, r.y, r.width, r.height] }

    /// `x +8, height -4 (48 → 44)`: each coordinate that changed, with its delta (and for sizes both values).
    static func summary(_ kind: ElementChange.Kind, _ r: FrameNode?, _ a: FrameNode?) -> String {
        let n = NumberFormat.short
        switch kind {
        case .appeared:
            return "at " + frameText(a!.frame)
        case .disappeared:
            return "was at " + frameText(r!.frame)
        default:
            let before = r!.frame, after = a!.frame
            var parts: [String] = []
            for (label, old, new, isSize) in [("x", before.x, after.x, false), ("y", before.y, after.y, false),
                                              ("width", before.width, after.width, true), ("height", before.height, after.height, true)]
            where !close(old, new, 0.01) {
                let delta = new - old
                parts.append("\(label) \(delta > 0 ? "+" : "")\(n(delta))" + (isSize ? " (\(n(old)) → \(n(new)))" : ""))
            }
            return parts.joined(separator: ", ")
        }
    }

    static func frameText(_ f: Rect) -> String {
        "(" + [f.x, f.y, f.width, f.height].map(NumberFormat.short).joined(separator: ", ") + ")"
    }
}
