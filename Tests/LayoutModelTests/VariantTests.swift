import Foundation
import Testing
@testable import LayoutModel

/// Size classes, device presets, the variant list and how a variant changes the tree.
@Suite struct VariantTests {
    @Test func sizeClassesAreDerivedAsIOSGivesThem() {
        func classes(_ d: Device) -> String { "\(d.sizeClass.width.rawValue)/\(d.sizeClass.height.rawValue)" }
        // Portrait phones: compact width, regular height.
        #expect(classes(.iPhoneSE) == "compact/regular")
        #expect(classes(.iPhone15ProMax) == "compact/regular")
        // Landscape phones: compact height; regular width only from a 414 pt short side (Plus/Max).
        #expect(classes(Device.iPhoneSE.landscape) == "compact/compact")        // 667 x 375
        #expect(classes(Device.iPhone15.landscape) == "compact/compact")        // 852 x 393
        #expect(classes(Device.iPhone15ProMax.landscape) == "regular/compact")  // 932 x 430
        // iPads: regular both ways, in both orientations.
        #expect(classes(.iPadMini) == "regular/regular")                        // 744 x 1133
        #expect(classes(Device.iPadPro11.landscape) == "regular/regular")       // 1194 x 834
        // The thresholds themselves: 678 wide with a 414 short side is regular; 677 is not; 499 high is compact.
        #expect(SizeClasses.derived(width: 678, height: 414) == SizeClasses(width: .regular, height: .compact))
        #expect(SizeClasses.derived(width: 677, height: 1000) == SizeClasses(width: .compact, height: .regular))
        #expect(SizeClasses.derived(width: 1000, height: 499) == SizeClasses(width: .regular, height: .compact))
    }

    @Test func aDeviceTurnsWithItsSafeArea() {
        let landscape = Device.iPhone15.landscape
        #expect(landscape.width == 852 && landscape.height == 393)
        #expect(landscape.safeArea == EdgeInsets(left: 59, bottom: 21, right: 59))
        #expect(Device.iPhone15.safeArea == EdgeInsets(top: 59, bottom: 34))
        #expect(landscape.portrait == Device.iPhone15)
        #expect(Device.named("iPadPro11") == .iPadPro11)
        #expect(Device.named("ipadpro11") == nil)
    }

    @Test func variantPresetsAndModifiersCompose() {
        let v = Variant.iPadPro11.landscape.dark.rtl.textSize(1.5)
        #expect(v.name == "iPadPro11-landscape-dark-rtl-text150")
        #expect(v.viewport == Viewport(width: 1194, height: 834, scale: 2))
        #expect(v.safeArea == EdgeInsets(top: 24, bottom: 20))
        #expect(v.traits == VariantTraits(sizeClass: SizeClasses(width: .regular, height: .regular), orientation: .landscape,
                                          appearance: .dark, direction: .rightToLeft))
        #expect(Variant.iPhoneSE.name == "iPhoneSE")
        #expect(Variant.iPadPro11.landscape.referenceName("login") == "login@iPadPro11-landscape")
        #expect(Variant(Device.iPhoneSE.landscape).name == "iPhoneSE-landscape")
        // Without a device, landscape swaps the viewport's sides.
        let plain = Variant(name: "box", viewport: Viewport(width: 300, height: 500)).landscape
        #expect(plain.viewport == Viewport(width: 500, height: 300) && plain.name == "box-landscape")
    }

    @Test func aSpecAppliesTheDeviceThenItsOwnValuesOverTheFixtureViewport() {
        let base = Viewport(width: 320, height: 568, scale: 1)
        // Nothing given: the fixture's viewport, its size classes derived.
        let plain = VariantSpec(name: "dark", appearance: .dark).resolved(base: base)
        #expect(plain.viewport == base && plain.sizeClass == SizeClasses(width: .compact, height: .regular) && plain.appearance == .dark)
        // The device in landscape, then the entry's own scale and safe area win.
        let spec = VariantSpec(name: "t", device: .iPhone15, orientation: .landscape, scale: 1, safeArea: EdgeInsets(all: 4))
        let t = spec.resolved(base: base)
        #expect(t.viewport == Viewport(width: 852, height: 393, scale: 1))
        #expect(t.safeArea == EdgeInsets(all: 4))
        // A given size class axis wins over the derived one; the other axis stays derived.
        let forced = VariantSpec(name: "f", width: 1000, sizeClassWidth: .compact).resolved(base: base)
        #expect(forced.sizeClass == SizeClasses(width: .compact, height: .regular))
    }

    @Test func theVariantChangesTheTree() {
        let text = LayoutNode(name: "label", kind: .leaf(.text(TextContent("Hi", font: Font(size: 14), lineHeight: 20,
                                                                              runs: [TextRun(start: 0, length: 1, size: 10)]))))
        let root = LayoutNode(name: "root", kind: .container(.frame(FrameLayout()), children: [text]), padding: EdgeInsets(all: 10))
        let variant = Variant(name: "v", viewport: Viewport(width: 100, height: 100), safeArea: EdgeInsets(top: 20, bottom: 5),
                              direction: .rightToLeft, textSize: 1.5)
        let out = variant.apply(to: root)
        #expect(out.padding == EdgeInsets(top: 10 + 20, left: 10, bottom: 10 + 5, right: 10))
        #expect(out.layoutDirection == .rightToLeft)
        guard case .leaf(.text(let t)) = out.children[0].kind else { Issue.record("not text"); return }
        #expect(t.font.size == 14 * 1.5 && t.lineHeight == 20 * 1.5 && t.runs[0].size == 10 * 1.5)
        // Natural alignment follows the direction in force: right under rtl, left in an ltr subtree.
        #expect(t.alignment == .right)
        let nested = LayoutNode(name: "root", kind: .container(.frame(FrameLayout()), children: [
            LayoutNode(name: "ltrBox", kind: .container(.frame(FrameLayout()), children: [text])).layoutDirection(.leftToRight),
        ]))
        guard case .leaf(.text(let kept)) = variant.apply(to: nested).children[0].children[0].kind else { Issue.record("not text"); return }
        #expect(kept.alignment == .natural)
        // A root that sets its direction keeps it.
        var ltr = root
        ltr.layoutDirection = .leftToRight
        #expect(variant.apply(to: ltr).layoutDirection == .leftToRight)
    }

    static let twoVariants = #"""
        {"viewport": {"width": 320, "height": 480},
         "variants": ["iPhoneSE", {"name": "wide", "width": 800, "height": 600, "appearance": "dark"}],
         "root": {"name": "r", "layout": "frame", "background": {"@light": "#ffffff", "@dark": "#000000"}, "children": []}}
        """#

    @Test func eachVariantIsDecodedWithItsViewportAndValues() throws {
        let fixtures = try FixtureLoader.decodeVariants(json: Self.twoVariants)
        #expect(fixtures.map { $0.variant?.name } == ["iPhoneSE", "wide"])
        #expect(fixtures[0].viewport == Viewport(width: 375, height: 667, scale: 2))
        #expect(fixtures[0].root.padding.top == 20)  // the iPhone SE's status bar
        #expect(fixtures[0].root.appearance.background == Color(red: 255, green: 255, blue: 255))
        #expect(fixtures[1].viewport == Viewport(width: 800, height: 600, scale: 1))
        #expect(fixtures[1].root.appearance.background == Color(red: 0, green: 0, blue: 0))
        // Without variants asked for, the fixture's own viewport, light.
        let base = try FixtureLoader.decode(json: Self.twoVariants)
        #expect(base.viewport == Viewport(width: 320, height: 480) && base.variant == nil)
        #expect(base.root.appearance.background == Color(red: 255, green: 255, blue: 255))
    }

    @Test func theProjectListAppliesToFixturesWithoutOne() throws {
        let defaults = FixtureDefaults(variants: [VariantSpec(name: "dark", appearance: .dark)])
        let plain = #"{"viewport": {"width": 10, "height": 10}, "root": {}}"#
        #expect(try FixtureLoader.decodeVariants(json: plain, defaults: defaults).map { $0.variant?.name } == ["dark"])
        // A fixture's own list (even empty) replaces the project's.
        let own = #"{"viewport": {"width": 10, "height": 10}, "variants": [], "root": {}}"#
        #expect(try FixtureLoader.decodeVariants(json: own, defaults: defaults).map { $0.variant?.name } == [nil])
    }

    @Test func aMatrixNamesEachCombinationAfterItsValues() throws {
        let json = #"""
            {"viewport": {"width": 10, "height": 10}, "root": {},
             "variants": [{"matrix": {"device": ["iPhoneSE", "iPadMini"], "appearance": ["light", "dark"], "textSize": [1, 1.5]},
                           "orientation": "landscape"}]}
            """#
        let fixtures = try FixtureLoader.decodeVariants(json: json)
        // 2 devices x 2 appearances x 2 text sizes = 8, the first dimension varying slowest.
        #expect(fixtures.map { $0.variant!.name } == [
            "iPhoneSE-light-text100", "iPhoneSE-light-text150", "iPhoneSE-dark-text100", "iPhoneSE-dark-text150",
            "iPadMini-light-text100", "iPadMini-light-text150", "iPadMini-dark-text100", "iPadMini-dark-text150",
        ])
        #expect(fixtures[4].viewport == Viewport(width: 1133, height: 744, scale: 2))  // the key beside the matrix applies to all
    }
}

/// The README's preset table names every preset with its size and scale.
@Suite struct DevicePresetTableTests {
    @Test func theReadmeTableListsEveryPreset() throws {
        let readme = try String(contentsOfFile: Support.packageRoot + "/README.md", encoding: .utf8)
        for d in Device.presets {
            let p = d.portrait.kind == .desktop ? d : d.portrait
            let size = "\(NumberFormat.short(p.width)) × \(NumberFormat.short(p.height))"
            #expect(readme.contains("| `\(d.name)` | \(d.kind.rawValue) | \(size)"), "\(d.name) \(size)")
            #expect(readme.contains("| \(NumberFormat.short(d.scale)) |"), "\(d.name) scale")
        }
    }
}

/// `FixtureLoader.hasNoVariants`: what `check` may skip parsing when it lists each fixture's variants.
@Suite struct VariantListingShortcutTests {
    /// Writes each text to a file of its own; returns the paths, in order.
    static func files(_ texts: [String]) throws -> [String] {
        let folder = Support.temporaryFolder()
        return try texts.enumerated().map { i, text in
            let path = folder + "/f\(i).json"
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            return path
        }
    }

    @Test func onlyAFileThatCannotSpellTheKeyIsSkipped() throws {
        let plain = #"{"viewport": {"width": 10, "height": 10}, "root": {"size": {"width": 5, "height": 5}}}"#
        let own = #"{"viewport": {"width": 10, "height": 10}, "variants": [{"name": "dark", "appearance": "dark"}], "root": {}}"#
        // `\u0061` is "a": the key is `variants` once the JSON is read.
        let escaped = #"{"viewport": {"width": 10, "height": 10}, "v\u0061riants": [{"name": "dark", "appearance": "dark"}], "root": {}}"#
        let broken = #"{"viewport": {"width": 10, "#
        let paths = try Self.files([plain, own, escaped, broken])
        #expect(paths.map { FixtureLoader.hasNoVariants(contentsOf: $0, defaults: .none) } == [true, false, false, true])
        // What the shortcut stands for: the parsed fixtures agree where they can be read.
        #expect(try FixtureLoader.variants(contentsOf: paths[0], defaults: .none).isEmpty)
        #expect(try FixtureLoader.variants(contentsOf: paths[1], defaults: .none).map(\.name) == ["dark"])
        #expect(try FixtureLoader.variants(contentsOf: paths[2], defaults: .none).map(\.name) == ["dark"])
        // A file that cannot be read is not known to have none.
        #expect(!FixtureLoader.hasNoVariants(contentsOf: paths[0] + ".missing", defaults: .none))
    }

    @Test func theByteSearchFindsTextAnywhere() {
        func has(_ data: String, _ text: String) -> Bool { FixtureLoader.contains(Data(data.utf8), text) }
        #expect(has(#""variants": []"#, #""variants""#))            // at the start
        #expect(has(#"{"a": "variants"}"#, #""variants""#))         // at the very end
        #expect(has(#""variant" "variants""#, #""variants""#))      // after a partial match
        #expect(!has(#""variant""#, #""variants""#))                // shorter than the text
        #expect(!has(#"{"variant": 1, "s": 2}"#, #""variants""#))
        #expect(!has("", "x") && has("x", "x"))
    }

    @Test func projectVariantsReachEveryFixture() throws {
        let plain = #"{"viewport": {"width": 10, "height": 10}, "root": {}}"#
        let path = try Self.files([plain])[0]
        let project = FixtureDefaults(variants: [VariantSpec(name: "dark", appearance: .dark)])
        #expect(!FixtureLoader.hasNoVariants(contentsOf: path, defaults: project))
        #expect(try FixtureLoader.variants(contentsOf: path, defaults: project).map(\.name) == ["dark"])
        // An empty project list is no list.
        #expect(FixtureLoader.hasNoVariants(contentsOf: path, defaults: FixtureDefaults(variants: [])))
    }
}
