import Foundation
import LayoutModel

/// What a layout snapshot is taken of: a tree, the viewport it is laid out in, and where its
/// relative image sources live.
public struct LayoutSubject: Hashable, Sendable {
    public var root: LayoutNode
    public var viewport: Viewport
    /// Relative image paths resolve against this folder (a fixture's folder).
    public var baseDirectory: String?

    public init(_ root: LayoutNode, viewport: Viewport, baseDirectory: String? = nil) {
        self.root = root; self.viewport = viewport; self.baseDirectory = baseDirectory
    }

    public init(_ fixture: Fixture) {
        self.init(fixture.root, viewport: fixture.viewport,
                  baseDirectory: fixture.file.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path })
    }

    /// As a fixture, for the render pipeline.
    var fixture: Fixture {
        Fixture(viewport: viewport, root: root, file: baseDirectory.map { $0 + "/subject.json" })
    }
}
