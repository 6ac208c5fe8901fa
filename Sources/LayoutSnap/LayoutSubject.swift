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

    /// A component laid out at its own size (sizeThatFits), its canvas that size: `width` fixed (the
    /// height follows the content) or nil (both from the content). The root is measured inside a
    /// frame container that docks it at the top left with its own size, on a canvas of `width`
    /// (else 100,000) by 100,000 points; a root that fills its parent takes that canvas.
    public static func fitting(_ root: LayoutNode, width: Double? = nil, scale: Double = 1,
                               baseDirectory: String? = nil) throws -> LayoutSubject {
        var component = root
        if let width { component.width = .fixed(width) }
        let holder = LayoutNode(name: root.name + " (sizeThatFits)", kind: .container(.frame(FrameLayout()), children: [component]))
        let canvas = Viewport(width: width ?? 100_000, height: 100_000, scale: scale)
        let probe = LayoutSubject(holder, viewport: canvas, baseDirectory: baseDirectory)
        let size = try FixtureRenderer().frames(probe.fixture).children[0].frame.size
        return LayoutSubject(component, viewport: Viewport(width: size.width, height: size.height, scale: scale),
                             baseDirectory: baseDirectory)
    }

    /// As a fixture, for the render pipeline (`FixtureRenderer`).
    public var fixture: Fixture {
        Fixture(viewport: viewport, root: root, file: baseDirectory.map { $0 + "/subject.json" })
    }
}

extension LayoutSubject {
    /// The subject as `variant` lays it out: the variant's viewport, its safe area, direction and
    /// text size applied to the tree (`Variant.apply(to:)`), and with `Variant.fit` the canvas
    /// sized to the content. Per-variant properties of a tree built in code are chosen by the code
    /// that builds it (`LayoutSubject(on:_:)`, `Variant.value(_:)`).
    /// - Throws: `LayoutError` when the fitted tree cannot be laid out; `CairoRenderError` when
    ///   fitting needs the pinned fonts and they are missing.
    public func on(_ variant: Variant) throws -> LayoutSubject {
        var fixture = Fixture(viewport: variant.viewport, root: variant.apply(to: root),
                              file: baseDirectory.map { $0 + "/subject.json" })
        fixture.variant = variant
        if variant.fit != nil { fixture = try FixtureRenderer().fitted(fixture) }
        return LayoutSubject(fixture.root, viewport: fixture.viewport, baseDirectory: baseDirectory)
    }

    /// A tree built for `variant` by `build` (which reads the variant's size classes, appearance and
    /// direction to choose per-variant properties), laid out as `variant` does (`on(_:)`).
    public init(on variant: Variant, baseDirectory: String? = nil, _ build: (Variant) throws -> LayoutNode) throws {
        let subject = LayoutSubject(try build(variant), viewport: variant.viewport, baseDirectory: baseDirectory)
        self = try subject.on(variant)
    }

    /// Every variant of the fixture at `path` (its own list, else `defaults.variants`) as a subject
    /// with its variant; the fixture alone (variant nil) when it has none. Fitting variants are fitted.
    public static func variants(ofFixture path: String, defaults: FixtureDefaults = .none) throws -> [(variant: Variant?, subject: LayoutSubject)] {
        let renderer = try FixtureRenderer()
        return try FixtureLoader.loadVariants(contentsOf: path, defaults: defaults).map { fixture in
            (fixture.variant, LayoutSubject(try renderer.fitted(fixture)))
        }
    }
}
