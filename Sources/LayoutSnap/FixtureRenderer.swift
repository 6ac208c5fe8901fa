import Foundation
import LayoutEngine
import LayoutModel
import LayoutRender
import LayoutRenderCairo
import RasterImage
import Synchronization

/// A frame whose computed value differs from the one its fixture expects.
public struct FrameMismatch: Hashable, Sendable, CustomStringConvertible {
    public var node: String
    public var expected: Rect
    /// Nil when the node is not in the frame tree.
    public var actual: Rect?

    public var description: String {
        func t(_ r: Rect) -> String { "(" + [r.x, r.y, r.width, r.height].map(NumberFormat.short).joined(separator: ", ") + ")" }
        return "\(node): expected \(t(expected)), got \(actual.map(t) ?? "no such node")"
    }
}

/// The main job as library code: fixture -> frames -> display list -> PNG or SVG.
/// Text is shaped once by Pango over the pinned fonts (`PangoTextMeasurer`) and the same glyphs
/// are drawn, so what is measured is drawn.
public struct FixtureRenderer: Sendable {
    public let measurer: PangoTextMeasurer

    /// With `measurer`, or the process's standard one over the pinned fonts (`FontRegistry.standard()`);
    /// throws `CairoRenderError.fontUnavailable` when those fonts are not installed.
    public init(measurer: PangoTextMeasurer? = nil) throws {
        self.measurer = try measurer ?? PangoTextMeasurer.standard()
    }

    /// The frame tree, snapped at `scale` (nil: the fixture's viewport scale).
    public func frames(_ fixture: Fixture, scale: Double? = nil) throws(LayoutError) -> FrameNode {
        try framesAndWarnings(fixture, scale: scale).frames
    }

    /// The frame tree and the layout's warnings (such as an ambiguous constraint layout), then
    /// the text warnings (`TextWarnings`: missing glyphs, unknown families).
    public func framesAndWarnings(_ fixture: Fixture, scale: Double? = nil) throws(LayoutError) -> (frames: FrameNode, warnings: [LayoutWarning]) {
        var viewport = fixture.viewport
        if let scale { viewport.scale = scale }
        do {
            let measurer = try FixtureFonts.measurer(for: fixture, base: measurer)
            let report = try LayoutEngine(textMeasurer: measurer).layoutReport(fixture.root, in: viewport)
            return (report.frames, report.warnings + TextWarnings.collect(fixture.root, report.frames, measurer: measurer))
        } catch {
            throw fixture.file.map { error.inFile($0) } ?? error
        }
    }

    /// `fixture` with its canvas fitted to its root's content when its variant asks so
    /// (`Variant.fit`): the root is measured as `LayoutSubject.fitting` measures a component (at
    /// the viewport's width for `.height`), and the viewport takes the size found. Otherwise
    /// `fixture` unchanged.
    public func fitted(_ fixture: Fixture) throws(LayoutError) -> Fixture {
        guard let fit = fixture.variant?.fit else { return fixture }
        var component = fixture.root
        if fit == .height { component.width = .fixed(fixture.viewport.width) }
        var probe = fixture
        probe.root = LayoutNode(name: component.name + " (sizeThatFits)", kind: .container(.frame(FrameLayout()), children: [component]))
        probe.viewport = Viewport(width: fit == .height ? fixture.viewport.width : 100_000, height: 100_000, scale: fixture.viewport.scale)
        probe.expected = nil
        let size = try frames(probe).children[0].frame.size
        var out = fixture
        out.root = component
        out.viewport.width = size.width
        out.viewport.height = size.height
        return out
    }

    /// What to draw: the viewport-sized canvas with every node.
    public func displayList(_ fixture: Fixture, frames: FrameNode, debug: Bool = false) -> DisplayList {
        let base = fixture.file.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
        return DisplayListBuilder(debug: debug, baseDirectory: base).build(fixture.root, frames, size: fixture.viewport.size)
    }

    /// The rendered pixels, straight RGBA: what `png` encodes.
    public func image(_ fixture: Fixture, scale: Double? = nil, debug: Bool = false) throws -> RGBAImage {
        try imageAndWarnings(fixture, scale: scale, debug: debug).image
    }

    public func png(_ fixture: Fixture, scale: Double? = nil, debug: Bool = false) throws -> [UInt8] {
        try pngAndWarnings(fixture, scale: scale, debug: debug).png
    }

    /// The PNG and the warnings of the layout it draws (`framesAndWarnings`), from one layout.
    public func pngAndWarnings(_ fixture: Fixture, scale: Double? = nil, debug: Bool = false) throws -> (png: [UInt8], warnings: [LayoutWarning]) {
        let (image, warnings) = try imageAndWarnings(fixture, scale: scale, debug: debug)
        return (try PNGCodec.encode(image), warnings)
    }

    /// The pixels and the warnings of the layout they draw, from one layout.
    private func imageAndWarnings(_ fixture: Fixture, scale: Double?, debug: Bool) throws -> (image: RGBAImage, warnings: [LayoutWarning]) {
        let s = scale ?? fixture.viewport.scale
        let (f, warnings) = try framesAndWarnings(fixture, scale: s)
        return (try CairoRenderer(text: measurer).render(displayList(fixture, frames: f, debug: debug), scale: s), warnings)
    }

    /// The SVG; with `outlines`, text as glyph outlines (`<path>`), exact without the fonts.
    public func svg(_ fixture: Fixture, scale: Double? = nil, debug: Bool = false, outlines: Bool = false) throws -> String {
        let s = scale ?? fixture.viewport.scale
        let f = try frames(fixture, scale: s)
        return try SVGRenderer(outliner: outlines ? measurer : nil).render(displayList(fixture, frames: f, debug: debug), scale: s)
    }

    /// Every expected frame of the fixture that the computed frames do not match within `tolerance`.
    public static func mismatches(_ fixture: Fixture, frames: FrameNode, tolerance: Double = 0.001) -> [FrameMismatch] {
        guard let expected = fixture.expected else { return [] }
        var out: [FrameMismatch] = []
        for name in expected.keys.sorted() {
            let want = expected[name]!
            let got = frames.find(name)?.frame
            let close = got.map { g in
                zip([g.x, g.y, g.width, g.height], [want.x, want.y, want.width, want.height]).allSatisfy { abs($0 - $1) <= tolerance }
            } ?? false
            if !close { out.append(FrameMismatch(node: name, expected: want, actual: got)) }
        }
        return out
    }
}

/// The measurers of fixtures that bring their own font files (`Fixture.fonts`): the pinned fonts
/// plus those files, one measurer per distinct set for the whole process.
enum FixtureFonts {
    private static let measurers = Mutex<[FontRegistry: PangoTextMeasurer]>([:])

    /// `base`, or a measurer over `base.registry` and the fixture's files. Throws a `LayoutError`
    /// naming the fixture, the entry's JSON path and the file when a file is not a font or does
    /// not provide the family it is listed with.
    static func measurer(for fixture: Fixture, base: PangoTextMeasurer) throws(LayoutError) -> PangoTextMeasurer {
        guard !fixture.fonts.isEmpty else { return base }
        let registry = base.registry.adding(fixture.fonts.map(\.path))
        if let known = measurers.withLock({ $0[registry] }) { return known }
        let made: PangoTextMeasurer
        do {
            made = try PangoTextMeasurer(registry: registry)
        } catch {
            let detail = (error as? CairoRenderError)?.detail ?? "\(error)"
            let entry = fixture.fonts.first { detail.contains($0.path) }
            throw LayoutError(file: fixture.file, path: entry.map { $0.jsonPath + ".file" }, reason: detail)
        }
        for font in fixture.fonts where !made.families.contains(font.family.lowercased()) {
            let single = try? PangoTextMeasurer(registry: FontRegistry(files: [font.path], fallbackFamilies: []))
            let provides = single.map { $0.families.sorted().map { "'\($0)'" }.joined(separator: ", ") } ?? "nothing"
            throw LayoutError(file: fixture.file, path: font.jsonPath + ".family",
                              reason: "font file \(font.path) provides \(provides) (lowercased), not '\(font.family)'")
        }
        measurers.withLock { $0[registry] = made }
        return made
    }
}
