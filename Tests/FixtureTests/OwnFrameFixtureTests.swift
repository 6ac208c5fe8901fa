import Foundation
import LayoutSnap
import Testing

/// Own frames (TangramKit §7.5 `useFrame`, §7.6 `noLayout`) in every layout system, on every
/// fixture: a child added with `useFrame` changes nothing else and sits at its frame; a child
/// switched to `noLayout` keeps its space (nothing else moves) and sits at its frame.
@Suite struct OwnFrameFixtureTests {
    static let files = Fixture.findFixtures(in: fixturesDirectory)
    static let own = Rect(x: 3, y: 4, width: 5, height: 6)

    /// Every container's path in the tree (child indices from the root).
    static func containers(_ node: LayoutNode, _ path: [Int] = []) -> [[Int]] {
        guard node.layout != nil else { return [] }
        return [path] + node.children.enumerated().flatMap { containers($1, path + [$0]) }
    }

    static func modify(_ node: LayoutNode, at path: [Int], _ change: (inout LayoutNode) -> Void) -> LayoutNode {
        var copy = node
        guard let first = path.first, case .container(let kind, var children) = node.kind else { change(&copy); return copy }
        children[first] = modify(children[first], at: Array(path.dropFirst()), change)
        copy.kind = .container(kind, children: children)
        return copy
    }

    static func frames(_ tree: FrameNode) -> [String: Rect] {
        Dictionary(uniqueKeysWithValues: tree.allNodes().map { ($0.name, $0.frame) })
    }

    @Test(arguments: files)
    func aChildWithItsOwnFrameChangesNothingElse(file: String) throws {
        let fixture = try FixtureLoader.load(contentsOf: file)
        let engine = LayoutEngine(textMeasurer: AhemTextMeasurer())
        let before = Self.frames(try engine.layoutUnrounded(fixture.root, in: fixture.viewport))
        for path in Self.containers(fixture.root) {
            // useFrame: a new child the container's algorithm never sees.
            let added = Self.modify(fixture.root, at: path) { container in
                guard case .container(let kind, var children) = container.kind else { return }
                var extra = LayoutNode(name: "framed", kind: .leaf(.empty))
                extra.ownFrame = OwnFrame(Self.own, reservesSpace: false)
                children.insert(extra, at: children.count / 2)
                container.kind = .container(kind, children: children)
            }
            var after = Self.frames(try engine.layoutUnrounded(added, in: fixture.viewport))
            #expect(after.removeValue(forKey: "framed") == Self.own, "\(file) at \(path)")
            #expect(after == before, "\(file): useFrame in the container at \(path) moved other nodes")
            // noLayout: an existing child keeps its slot but not its frame.
            guard let firstChild = Self.childNames(fixture.root, path).first else { continue }
            let pinned = Self.modify(fixture.root, at: path + [0]) { $0.ownFrame = OwnFrame(Self.own, reservesSpace: true) }
            var kept = Self.frames(try engine.layoutUnrounded(pinned, in: fixture.viewport))
            #expect(kept[firstChild] == Self.own, "\(file) at \(path)")
            kept[firstChild] = before[firstChild]
            // Its own subtree is laid out inside it at the new size; the rest must not move.
            let inside = Set(Self.subtreeNames(fixture.root, path + [0]))
            #expect(kept.filter { !inside.contains($0.key) } == before.filter { !inside.contains($0.key) },
                    "\(file): noLayout on \(firstChild) moved other nodes")
        }
    }

    static func node(_ root: LayoutNode, _ path: [Int]) -> LayoutNode {
        path.reduce(root) { $0.children[$1] }
    }
    static func childNames(_ root: LayoutNode, _ path: [Int]) -> [String] { node(root, path).children.map(\.name) }
    static func subtreeNames(_ root: LayoutNode, _ path: [Int]) -> [String] {
        Array(node(root, path).allNodes().dropFirst().map(\.name))
    }
}
