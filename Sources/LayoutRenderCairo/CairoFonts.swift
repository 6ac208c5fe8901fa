import CCairo
import LayoutModel

/// Where fonts come from: font family names mapped to TrueType files in one folder.
///
/// "DejaVu Sans" (the default family) is `DejaVuSans.ttf`; "DejaVu Sans Bold", "DejaVu Sans Mono",
/// "DejaVu Serif" and "DejaVu Sans Condensed" map to their DejaVu files. Matching ignores case.
/// Any other family, or a mapped file that is missing, falls back to DejaVu Sans, so references
/// never depend on which other fonts a machine has installed.
public struct CairoFonts: Hashable, Sendable {
    /// Debian's `fonts-dejavu-core` folder.
    public static let defaultDirectory = "/usr/share/fonts/truetype/dejavu"
    /// The file used for `Font.defaultFamily` and for unknown families.
    public static let fallbackFile = "DejaVuSans.ttf"
    static let files: [String: String] = [
        "dejavu sans": "DejaVuSans.ttf", "dejavu sans bold": "DejaVuSans-Bold.ttf",
        "dejavu sans oblique": "DejaVuSans-Oblique.ttf", "dejavu sans mono": "DejaVuSansMono.ttf",
        "dejavu sans condensed": "DejaVuSansCondensed.ttf", "dejavu serif": "DejaVuSerif.ttf",
    ]

    public var directory: String
    public init(directory: String = CairoFonts.defaultDirectory) { self.directory = directory }

    /// The path of the fallback font (DejaVu Sans).
    public var fallbackPath: String { directory + "/" + Self.fallbackFile }

    /// The font file for `family`, before checking that it exists.
    public func path(for family: String) -> String {
        directory + "/" + (Self.files[family.lowercased()] ?? Self.fallbackFile)
    }
}

/// The Cairo font faces of one thread: each face has its own `FT_Library` and `FT_Face`, so two
/// `FontSet`s never share FreeType state. Not thread-safe: use one per renderer call or behind a lock.
final class FontSet {
    let fonts: CairoFonts
    private var faces: [String: OpaquePointer] = [:]
    private let fallback: OpaquePointer

    /// Loads the fallback face at once, so a missing DejaVu Sans is reported here.
    init(_ fonts: CairoFonts) throws {
        self.fonts = fonts
        fallback = try Self.load(fonts.fallbackPath)
        faces[fonts.fallbackPath] = fallback
    }

    deinit { faces.values.forEach { cairo_font_face_destroy($0) } }

    /// The face for `family`; DejaVu Sans when the family is unknown or its file cannot be loaded.
    func face(for family: String) -> OpaquePointer {
        let path = fonts.path(for: family)
        if let face = faces[path] { return face }
        let face = (try? Self.load(path)) ?? fallback
        if face != fallback { faces[path] = face }
        return face
    }

    /// A Cairo font face over a fresh `FT_Library` + `FT_Face`; both are released when Cairo
    /// releases the face (Cairo may keep it in its caches after we drop our reference).
    static func load(_ path: String) throws -> OpaquePointer {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw CairoRenderError(.fontUnavailable, "FreeType could not start")
        }
        var ftFace: FT_Face?
        let error = FT_New_Face(library, path, 0, &ftFace)
        guard error == 0, let ftFace else {
            FT_Done_FreeType(library)
            throw CairoRenderError(.fontUnavailable, "cannot load font file \(path) (FreeType error \(error))")
        }
        // No hinting: outlines are drawn as designed, the same at every scale.
        guard let face = cairo_ft_font_face_create_for_ft_face(ftFace, Int32(FT_LOAD_NO_HINTING)) else {
            FT_Done_FreeType(library)
            throw CairoRenderError(.fontUnavailable, "cairo could not wrap \(path)")
        }
        let status = cairo_font_face_set_user_data(face, fontFaceKey, UnsafeMutableRawPointer(library)) { library in
            // Done_FreeType also releases the FT_Face created from this library.
            FT_Done_FreeType(OpaquePointer(library))
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_font_face_destroy(face)
            FT_Done_FreeType(library)
            throw CairoRenderError(.cairo, "cannot attach the font to cairo: \(String(cString: cairo_status_to_string(status)))")
        }
        return face
    }
}

/// The user-data key under which each font face keeps its FreeType library; Cairo compares keys
/// by address only, and never writes through it.
nonisolated(unsafe) private let fontFaceKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
