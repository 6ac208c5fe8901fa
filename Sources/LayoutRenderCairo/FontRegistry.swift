import Foundation
import LayoutModel

/// The fonts text is shaped and drawn with: an explicit list of font files, and nothing else a
/// machine has installed (`PinnedFontMap` builds a private fontconfig configuration from them).
///
/// Glyphs are looked for in the text's own family list first, then in `fallbackFamilies` in order.
/// The default set (`pinned()`), from Debian packages that `scripts/setup-system` installs:
///
/// | family | package | covers |
/// |---|---|---|
/// | DejaVu Sans, Sans Mono, Serif (+ Bold, Oblique, ExtraLight) | fonts-dejavu-core, -extra | Latin, Greek, Cyrillic, Hebrew, symbols |
/// | Noto Sans Arabic UI (+ Bold) | fonts-noto-ui-core | Arabic |
/// | WenQuanYi Micro Hei | fonts-wqy-microhei | Chinese (GBK), Japanese kana, Hangul |
/// | Noto Color Emoji | fonts-noto-color-emoji | emoji, in colour |
///
/// so the fallback order is DejaVu Sans, Noto Sans Arabic UI, WenQuanYi Micro Hei, Noto Color Emoji;
/// Arabic and emoji always come from their own font (`PinnedFontMap.owners`).
public struct FontRegistry: Hashable, Sendable {
    /// Absolute paths of font files (TrueType, OpenType or collections); every face of each is used.
    public var files: [String]
    /// Families tried, in order, for characters the text's own families have no glyph for.
    public var fallbackFamilies: [String]

    public init(files: [String], fallbackFamilies: [String] = FontRegistry.defaultFallback) {
        self.files = files; self.fallbackFamilies = fallbackFamilies
    }

    /// The documented fallback order of the default set.
    public static let defaultFallback = Font.fallbackFamilies

    /// The file names of the default set. `DejaVuSans.ttf` is required; a missing other file only
    /// leaves its characters without glyphs (reported as missing glyphs).
    public static let pinnedFiles = [
        "DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf", "DejaVuSans-BoldOblique.ttf",
        "DejaVuSans-ExtraLight.ttf", "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf", "DejaVuSerif.ttf",
        "DejaVuSerif-Bold.ttf", "DejaVuSerif-Italic.ttf", "NotoSansArabicUI-Regular.ttf", "NotoSansArabicUI-Bold.ttf",
        "wqy-microhei.ttc", "NotoColorEmoji.ttf",
    ]

    /// The default set, found in `folders` (`FontFolders.search()` unless given), in `pinnedFiles`
    /// order. Throws `CairoRenderError.fontUnavailable` naming the folders when DejaVu Sans is not there.
    public static func pinned(folders: [String] = FontFolders.search()) throws -> FontRegistry {
        let found = FontFolders.locate(Set(pinnedFiles), in: folders)
        guard found["DejaVuSans.ttf"] != nil else {
            throw CairoRenderError(.fontUnavailable, "DejaVuSans.ttf is in none of the font folders "
                + folders.joined(separator: ", ") + " (install fonts-dejavu-core, or set "
                + FontFolders.environmentVariable + ")")
        }
        return FontRegistry(files: pinnedFiles.compactMap { found[$0] })
    }

    /// The default set of this machine's folders, looked for once per process.
    public static func standard() throws -> FontRegistry { try standardResult.get() }
    private static let standardResult = Result { try pinned() }

    /// The pinned file names that `folders` lack (what `pinned(folders:)` had to leave out).
    public static func missingPinnedFiles(folders: [String] = FontFolders.search()) -> [String] {
        let found = FontFolders.locate(Set(pinnedFiles), in: folders)
        return pinnedFiles.filter { found[$0] == nil }
    }

    /// This registry with `files` added after its own (their families come first only when a text names them).
    public func adding(_ files: [String]) -> FontRegistry {
        FontRegistry(files: self.files + files, fallbackFamilies: fallbackFamilies)
    }
}

/// Where the pinned font files are looked for. Never one hard-coded folder: each platform's usual
/// font folders, searched in order (system folders before the user's, so a package manager's copy
/// wins), or exactly the folders of the `LAYOUTSNAP_FONT_PATH` environment variable when it is set
/// (colon-separated, searched in order, subfolders included).
///
/// - Debian/Ubuntu: `/usr/share/fonts/truetype/<package>/…`, Fedora: `/usr/share/fonts/<package>/…`,
///   Arch: `/usr/share/fonts/{TTF,noto,wenquanyi}/…`: all under `/usr/share/fonts`.
/// - macOS: Homebrew's `share/fonts`, then `/Library/Fonts`, `~/Library/Fonts`.
public enum FontFolders {
    /// The environment variable that replaces the default folders.
    public static let environmentVariable = "LAYOUTSNAP_FONT_PATH"

    /// The folders to search, from `environment` (the process's by default).
    public static func search(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        if let list = environment[environmentVariable], !list.isEmpty {
            return list.split(separator: ":").map(String.init)
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        #if os(macOS)
        return ["/opt/homebrew/share/fonts", "/usr/local/share/fonts", "/Library/Fonts", home + "/Library/Fonts"]
        #else
        let data = environment["XDG_DATA_HOME"].map { [$0 + "/fonts"] } ?? [home + "/.local/share/fonts"]
        return ["/usr/share/fonts", "/usr/local/share/fonts"] + data + [home + "/.fonts"]
        #endif
    }

    /// The path of each file name found in `folders` or their subfolders: the first folder that has
    /// it, and within a folder the first path in sorted order (so the choice never depends on the
    /// order a file system lists its entries in). Names that are nowhere are left out.
    public static func locate(_ names: Set<String>, in folders: [String]) -> [String: String] {
        var found: [String: String] = [:]
        for folder in folders {
            var here: [String: [String]] = [:]
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = walker.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if names.contains(name), found[name] == nil { here[name, default: []].append(folder + "/" + relative) }
            }
            for (name, paths) in here { found[name] = paths.sorted()[0] }
            if found.count == names.count { break }
        }
        return found
    }
}
