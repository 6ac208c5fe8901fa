import Foundation
import LayoutModel

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
