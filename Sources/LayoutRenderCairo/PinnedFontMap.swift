import CPango
import Foundation
import LayoutModel

/// A Pango font map over a private fontconfig configuration that holds exactly the files of a
/// `FontRegistry`: no configuration file, no font folder and no cache of the machine is read, so
/// the same registry matches the same faces everywhere.
///
/// Emoji are always drawn in colour and Arabic always with Noto Sans Arabic UI, when those fonts are
/// in the registry: their blocks are taken out of the other fonts' character sets (`owners`).
final class PinnedFontMap {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let config: OpaquePointer
    /// Every family name the files provide, lowercased.
    let families: Set<String>

    /// Throws `CairoRenderError.fontUnavailable` naming the file when one is missing or is not a font.
    init(_ registry: FontRegistry) throws {
        guard let config = FcConfigCreate() else { throw CairoRenderError(.fontUnavailable, "fontconfig could not start") }
        self.config = config
        _ = FcConfigBuildFonts(config)
        guard FcConfigParseAndLoadFromMemory(config, Self.rules, FcTrue) == FcTrue else {
            FcConfigDestroy(config)
            throw CairoRenderError(.fontUnavailable, "fontconfig refused the pinned font rules")
        }
        for file in registry.files {
            guard FileManager.default.fileExists(atPath: file) else {
                FcConfigDestroy(config)
                throw CairoRenderError(.fontUnavailable, "font file \(file) does not exist")
            }
            guard FcConfigAppFontAddFile(config, file) == FcTrue else {
                FcConfigDestroy(config)
                throw CairoRenderError(.fontUnavailable, "font file \(file) is not a font fontconfig can read")
            }
        }
        families = Self.pruneOwnedScripts(config)
        fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
    }

    /// A font map of its own over `other`'s configuration: the same faces, found and pruned once,
    /// for another thread (Pango's objects are not to be shared between threads; fontconfig's
    /// configuration is, and is only read once built).
    init(sharingFontsOf other: PinnedFontMap) {
        config = FcConfigReference(other.config)
        families = other.families
        fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
    }

    /// Our three matching rules: a bitmap font (colour emoji) is scaled from its strike to the size
    /// asked for; a scalable face without the asked italic is slanted, and one lighter than the asked
    /// bold is emboldened (WenQuanYi Micro Hei has no bold or italic face).
    static let rules = """
        <fontconfig>
          <match target="font">
            <test name="outline"><bool>false</bool></test>
            <edit name="matrix" mode="assign"><matrix>
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide><double>0</double>
              <double>0</double><divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </matrix></edit>
          </match>
          <match target="font">
            <test name="outline"><bool>true</bool></test>
            <test name="slant"><const>roman</const></test>
            <test target="pattern" name="slant" compare="more"><const>roman</const></test>
            <edit name="matrix" mode="assign"><matrix><double>1</double><double>0.2</double><double>0</double><double>1</double></matrix></edit>
          </match>
          <match target="font">
            <test name="outline"><bool>true</bool></test>
            <test name="weight" compare="less"><const>demibold</const></test>
            <test target="pattern" name="weight" compare="more_eq"><const>demibold</const></test>
            <edit name="embolden" mode="assign"><bool>true</bool></edit>
          </match>
        </fontconfig>
        """

    deinit {
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        FcConfigDestroy(config)
    }

    /// The fonts that own a script (`Font.scriptOwners`), lowercased: where one is in the
    /// configuration, its blocks are taken out of every other pinned face, so that script always
    /// comes from it (DejaVu Sans has monochrome emoticons and a basic Arabic).
    static let owners = Font.scriptOwners.map { (family: $0.family.lowercased(), blocks: $0.blocks) }

    /// Applies `owners` to the faces of `config` and returns their family names.
    private static func pruneOwnedScripts(_ config: OpaquePointer) -> Set<String> {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
        let patterns = (0..<Int(set.pointee.nfont)).compactMap { set.pointee.fonts[$0] }
        let names = patterns.map { pattern -> [String] in
            var out: [String] = [], n: Int32 = 0
            var name: UnsafeMutablePointer<FcChar8>?
            while FcPatternGetString(pattern, FC_FAMILY, n, &name) == FcResultMatch, let name {
                out.append(String(cString: name).lowercased()); n += 1
            }
            return out
        }
        let families = Set(names.joined())
        let pinned = Set(FontRegistry.pinnedFiles)
        // The characters each face gives up, by the owners it gives them to, made once per set of
        // owners and taken out of each face's charset in one subtraction (a deletion per character
        // of every block in every face was about 7 M instructions of the set-up).
        var takenSets: [[String]: OpaquePointer] = [:]
        defer { takenSets.values.forEach { FcCharSetDestroy($0) } }
        for (pattern, own) in zip(patterns, names) {
            // Only the pinned faces give their blocks up: a font a fixture brings keeps all it has.
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file,
                  pinned.contains(String(cString: file).split(separator: "/").last.map(String.init) ?? "") else { continue }
            let takers = owners.filter { families.contains($0.family) && !own.contains($0.family) }
            guard !takers.isEmpty else { continue }
            let key = takers.map(\.family)
            if takenSets[key] == nil {
                guard let set = FcCharSetCreate() else { continue }
                for block in takers.flatMap(\.blocks) {
                    for scalar in block { _ = FcCharSetAddChar(set, scalar) }
                }
                takenSets[key] = set
            }
            var charset: OpaquePointer?
            guard let taken = takenSets[key], FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch,
                  let charset, let pruned = FcCharSetSubtract(charset, taken) else { continue }
            _ = FcPatternDel(pattern, FC_CHARSET)
            _ = FcPatternAddCharSet(pattern, FC_CHARSET, pruned)
            FcCharSetDestroy(pruned)
        }
        return families
    }
}
