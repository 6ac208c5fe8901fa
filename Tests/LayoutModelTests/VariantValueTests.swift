import Foundation
import Testing
@testable import LayoutModel

/// Per-variant values, named colours and the errors of variants, with their JSON paths.
@Suite struct VariantValueTests {
    /// A fixture with `variants` and `root`, decoded in every variant.
    static func decode(variants: String, root: String, colors: String? = nil,
                       defaults: FixtureDefaults = .none) throws(LayoutError) -> [Fixture] {
        let json = "{\"viewport\": {\"width\": 320, \"height\": 480}, \"variants\": " + variants + ", \"root\": " + root
            + (colors.map { ", \"colors\": " + $0 } ?? "") + "}"
        return try FixtureLoader.decodeVariants(json: json, file: "case.json", defaults: defaults)
    }

    static func error(variants: String, root: String, colors: String? = nil, defaults: FixtureDefaults = .none) -> LayoutError? {
        do { _ = try decode(variants: variants, root: root, colors: colors, defaults: defaults); return nil } catch { return error }
    }

    static func orientation(_ f: Fixture) -> Axis? {
        if case .linear(let l) = f.root.layout { return l.orientation }
        return nil
    }

    @Test func theMostSpecificMatchingKeyWins() throws {
        // phone: compact width, portrait; ipad: regular width; maxLandscape: regular width, landscape.
        let fixtures = try Self.decode(
            variants: ##"["iPhoneSE", "iPadMini", "iPhone15ProMax-landscape"]"##,
            root: ##"{"layout": "linear", "orientation": {"@default": "vertical", "@regular-width+landscape": "horizontal"},"##
                + ##" "spacing": {"@compact-width": 4, "@regular-width": 8}, "children": []}"##)
        #expect(fixtures.map(Self.orientation) == [.vertical, .vertical, .horizontal])
        #expect(fixtures.map { f -> Double? in if case .linear(let l) = f.root.layout { return l.spacing } else { return nil } } == [4, 8, 8])
    }

    @Test func noMatchLeavesThePropertyOutAndDropsAnArrayElement() throws {
        let fixtures = try Self.decode(
            variants: ##"["iPhoneSE", "iPadMini"]"##,
            root: ##"{"layout": "frame", "width": {"@regular-width": 400}, "children": [{"name": "a"}, {"@regular-width": {"name": "side"}}]}"##)
        #expect(fixtures[0].root.width == nil && fixtures[0].root.children.map(\.name) == ["a"])
        #expect(fixtures[1].root.width == .fixed(400) && fixtures[1].root.children.map(\.name) == ["a", "side"])
    }

    @Test func twoEqualMatchesWithDifferentValuesAreAnErrorNamingBoth() {
        let e = Self.error(variants: ##"[{"name": "darkRTL", "appearance": "dark", "direction": "rtl"}]"##,
                           root: ##"{"layout": "frame", "children": [{"name": "a", "background": {"@dark": "#000", "@rtl": "#fff"}}]}"##)
        expectFailure(e, path: "$.root.children[0].background", node: "a",
                    reason: "'@dark' and '@rtl' both match variant 'darkRTL' (compact-width, compact-height, portrait, dark, rtl) "
                        + "equally and give different values; add a key with the traits of both ('@dark+rtl') to choose")
        // The same value under both keys is no conflict.
        #expect(Self.error(variants: ##"[{"name": "darkRTL", "appearance": "dark", "direction": "rtl"}]"##,
                           root: ##"{"background": {"@dark": "#000", "@rtl": "#000"}}"##) == nil)
    }

    @Test func aVariantsOwnNameWinsOverItsTraits() throws {
        // iPhoneSE and iPhone15 are both compact width; the SE's own key wins for it alone.
        let fixtures = try Self.decode(variants: ##"["iPhoneSE", "iPhone15", "iPadMini"]"##,
                                       root: ##"{"width": {"@compact-width+portrait": 100, "@iPhoneSE": 50, "@default": 200}}"##)
        #expect(fixtures.map(\.root.width) == [.fixed(50), .fixed(100), .fixed(200)])
        expectFailure(Self.error(variants: ##"["iPhoneSE"]"##, root: ##"{"width": {"@iPhoneSE+dark": 3}}"##),
                    path: "$.root.width[\"@iPhoneSE+dark\"]", reason: "a variant's name stands alone in a key ('@iPhoneSE'), not joined with traits")
        #expect(try Variant.iPhoneSE.value(["@iPhoneSE": 1, "@iPadPro11-landscape": 2, "@compact-width": 3]) == 1)
        #expect(try Variant.iPadPro11.landscape.value(["@iPhoneSE": 1, "@iPadPro11-landscape": 2, "@regular-width": 3]) == 2)
    }

    @Test func aKeyThatIsNoTraitIsAnErrorWithDidYouMean() {
        expectFailure(Self.error(variants: ##"["iPhoneSE"]"##, root: ##"{"width": {"@compact-widht": 3}}"##),
                    path: "$.root.width[\"@compact-widht\"]",
                    reason: "no variant trait or variant named 'compact-widht' (did you mean 'compact-width'?); a per-variant key is "
                        + "'@default', traits joined by '+' among compact-width, regular-width, compact-height, regular-height, "
                        + "portrait, landscape, light, dark, ltr, rtl, or alone one of the fixture's variants (iPhoneSE)")
        // A value for a variant the fixture does not have.
        expectFailure(Self.error(variants: ##"["iPhoneSE", "iPadMini"]"##, root: ##"{"width": {"@iPhone15": 3}}"##),
                    path: "$.root.width[\"@iPhone15\"]",
                    reason: "no variant trait or variant named 'iPhone15' (did you mean 'iPhoneSE'?); a per-variant key is "
                        + "'@default', traits joined by '+' among compact-width, regular-width, compact-height, regular-height, "
                        + "portrait, landscape, light, dark, ltr, rtl, or alone one of the fixture's variants (iPhoneSE, iPadMini)")
        expectFailure(Self.error(variants: ##"["iPhoneSE"]"##, root: ##"{"width": {"@dark": 3, "light": 4}}"##),
                    path: "$.root.width.light",
                    reason: "a per-variant value has only '@' keys ('@dark'); 'light' is not one (write the plain value under '@default')")
        expectFailure(Self.error(variants: ##"["iPhoneSE"]"##, root: ##"{"width": {"@light+dark": 3}}"##),
                    path: "$.root.width[\"@light+dark\"]", reason: "'light' and 'dark' never hold together")
        expectFailure(Self.error(variants: ##"["iPhoneSE"]"##, root: ##"{"name": {"@dark": "a"}}"##),
                    path: "$.root.name", reason: "a node's name cannot differ between variants")
    }

    @Test func theChosenValueIsCheckedWithTheDecodersOwnPath() {
        let e = Self.error(variants: ##"["iPadMini"]"##,
                           root: ##"{"layout": "linear", "orientation": {"@regular-width": "sideways"}, "children": []}"##)
        #expect(e?.path == "$.root.orientation")
        #expect(e?.reason.hasPrefix("unknown orientation 'sideways'") == true)
    }

    @Test func namedColoursHaveLightAndDarkValues() throws {
        let fixtures = try Self.decode(variants: ##"["iPhoneSE", {"name": "dark", "appearance": "dark"}]"##,
                                       root: ##"{"background": "surface", "borderColor": "#123456"}"##,
                                       colors: ##"{"surface": {"@light": "#ffffff", "@dark": "#1c1c1e"}}"##)
        #expect(fixtures[0].root.appearance.background == Color(red: 255, green: 255, blue: 255))
        #expect(fixtures[1].root.appearance.background == Color(red: 0x1c, green: 0x1c, blue: 0x1e))
        expectFailure(Self.error(variants: ##"["iPhoneSE"]"##, root: ##"{"background": "surfce"}"##, colors: ##"{"surface": "#fff"}"##),
                    path: "$.root.background",
                    reason: "unknown colour 'surfce' (did you mean 'surface'?); expected #rgb, #rrggbb, #rrggbbaa, a built-in "
                        + "name or a named colour (surface)")
    }

    @Test func aColourDefinedByBothTheProjectAndTheFixtureIsAnErrorNamingBoth() {
        let project = FixtureDefaults(colors: ["brand": NamedColor(choices: ["@default": "#ff0000"], source: "layoutsnap.json: $.colors.brand")])
        expectFailure(Self.error(variants: "[]", root: "{}", colors: ##"{"brand": "#00ff00"}"##, defaults: project),
                    path: "$.colors.brand",
                    reason: "the colour 'brand' is defined here and in layoutsnap.json: $.colors.brand; a named colour is defined once, "
                        + "in the fixture or in the project")
        expectFailure(Self.error(variants: "[]", root: "{}", colors: ##"{"red": "#00ff00"}"##), path: "$.colors.red",
                    reason: "'red' is a built-in colour; give yours another name")
    }

    @Test func unknownDevicesAndVariantNamesSuggestTheNearest() throws {
        expectFailure(Self.error(variants: ##"[{"name": "a", "device": "iPhoneSe"}]"##, root: "{}"), path: "$.variants[0].device",
                    reason: "unknown device 'iPhoneSe' (did you mean 'iPhoneSE'?); the presets are iPhoneSE, iPhone13mini, "
                        + "iPhone15, iPhone15ProMax, iPadMini, iPadPro11, iPadPro13, pixel7, desktop, desktopHD, laptop")
        expectFailure(Self.error(variants: ##"["iPadPro11-landscpe"]"##, root: "{}"), path: "$.variants[0]",
                    reason: "unknown device 'iPadPro11-landscpe' (did you mean 'iPadPro11-landscape'?); the presets are iPhoneSE, "
                        + "iPhone13mini, iPhone15, iPhone15ProMax, iPadMini, iPadPro11, iPadPro13, pixel7, desktop, desktopHD, laptop "
                        + "(add '-landscape' or '-portrait' to turn one)")
        expectFailure(Self.error(variants: ##"["iPhoneSE", {"name": "iPhoneSE"}]"##, root: "{}"), path: "$.variants[1]",
                    reason: "a second variant named 'iPhoneSE' (the first is $.variants[0]); names are unique")
        expectFailure(Self.error(variants: ##"[{"name": "a b"}]"##, root: "{}"), path: "$.variants[0].name",
                    reason: "a variant name is 1 to 64 letters, digits, '-' and '_' (it names files), not 'a b'")
        expectFailure(Self.error(variants: ##"[{"matrix": {"device": ["iPhoneSE", "pixel8"]}}]"##, root: "{}"),
                    path: "$.variants[0].matrix.device[1]",
                    reason: "unknown device 'pixel8' (did you mean 'pixel7'?); the presets are iPhoneSE, iPhone13mini, iPhone15, "
                        + "iPhone15ProMax, iPadMini, iPadPro11, iPadPro13, pixel7, desktop, desktopHD, laptop")
        // A variant asked for by name.
        let file = Support.temporaryFolder() + "/case.json"
        try ##"{"viewport": {"width": 10, "height": 10}, "variants": ["iPhoneSE", "iPadMini"], "root": {}}"##
            .write(toFile: file, atomically: true, encoding: .utf8)
        do {
            _ = try FixtureLoader.load(contentsOf: file, variant: "iphoneSE", defaults: .none)
            Issue.record("no error")
        } catch {
            #expect(error.description == "\(file): $.variants: no variant named 'iphoneSE' (did you mean 'iPhoneSE'?); "
                + "its variants are iPhoneSE, iPadMini")
        }
    }

    @Test func tooManySnapshotsIsAnErrorNamingTheLimit() {
        var defaults = FixtureDefaults(maxSnapshots: 10, snapshotsPerVariant: 3, file: "/p/layoutsnap.json")
        // 2 devices x 2 appearances = 4 variants, x 3 formats = 12 > 10.
        expectFailure(Self.error(variants: ##"[{"matrix": {"device": ["iPhoneSE", "iPadMini"], "appearance": ["light", "dark"]}}]"##,
                               root: "{}", defaults: defaults),
                    path: "$.variants",
                    reason: "4 variants ($.variants) × 3 formats make 12 snapshots, more than the limit of 10 ('maxSnapshots' in layoutsnap.json)")
        defaults.snapshotsPerVariant = 2  // 8: within the limit
        #expect(Self.error(variants: ##"[{"matrix": {"device": ["iPhoneSE", "iPadMini"], "appearance": ["light", "dark"]}}]"##,
                           root: "{}", defaults: defaults) == nil)
    }

    @Test func theProjectsVariantsAndColoursAreReadWithPaths() throws {
        let json = ##"{"formats": ["png"], "variants": ["iPhoneSE", {"name": "dark", "appearance": "dark"}], "colors": {"ink": "#111"}, "maxSnapshots": 12}"##
        let defaults = try FixtureDefaults.decode(configuration: Array(json.utf8), file: "layoutsnap.json")
        #expect(defaults.variants?.map(\.name) == ["iPhoneSE", "dark"])
        #expect(defaults.colors["ink"]?.source == "layoutsnap.json: $.colors.ink")
        #expect(defaults.maxSnapshots == 12)
        do {
            _ = try FixtureDefaults.decode(configuration: Array(##"{"variants": [{"name": "x", "apperance": "dark"}]}"##.utf8), file: "layoutsnap.json")
            Issue.record("no error")
        } catch {
            #expect(error.description == "layoutsnap.json: $.variants[0].apperance: unknown key 'apperance' (did you mean 'appearance'?)")
        }
    }

    @Test func aDSLTreeChoosesWithTheSameRule() throws {
        let choices = ["@compact-width": Axis.vertical, "@regular-width": .horizontal]
        #expect(try Variant.iPhoneSE.value(choices) == .vertical)
        #expect(try Variant.iPadPro11.landscape.value(choices) == .horizontal)
        #expect(try Variant.iPhoneSE.value(["@dark": 1]) == nil)
        #expect(throws: LayoutError.self) { try Variant.iPhoneSE.dark.value(["@dark": 1, "@portrait": 2]) }
    }
}

/// `expectError`, and the error must have happened.
func expectFailure(_ error: LayoutError?, path: String, node: String? = nil, reason: String,
                   sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(error != nil, "no error; expected \(path): \(reason)", sourceLocation: sourceLocation)
    expectError(error, path: path, node: node, reason: reason, sourceLocation: sourceLocation)
}
