import Foundation
import Testing
import LayoutSnap

/// The pinned fonts: found in the platform's folders or the environment's, nothing else used,
/// bad files named.
@Suite struct FontRegistryTests {
    @Test func theEnvironmentVariableReplacesTheDefaultFolders() {
        #expect(FontFolders.search(environment: ["LAYOUTSNAP_FONT_PATH": "/a/fonts:/b"]) == ["/a/fonts", "/b"])
        #if os(Linux)
        #expect(FontFolders.search(environment: ["HOME": "/home/u"])
            == ["/usr/share/fonts", "/usr/local/share/fonts", "/home/u/.local/share/fonts", "/home/u/.fonts"])
        #endif
    }

    @Test func filesAreFoundInSubfoldersFirstFolderFirst() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-" + UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["/one/deep/er", "/two"] {
            try FileManager.default.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
        }
        for file in ["/one/deep/er/A.ttf", "/two/A.ttf", "/two/B.ttf"] {
            #expect(FileManager.default.createFile(atPath: root + file, contents: Data()))
        }
        #expect(FontFolders.locate(["A.ttf", "B.ttf", "C.ttf"], in: [root + "/one", root + "/two"])
            == ["A.ttf": root + "/one/deep/er/A.ttf", "B.ttf": root + "/two/B.ttf"])
        #expect { try FontRegistry.pinned(folders: [root + "/two"]) } throws: {
            ($0 as? CairoRenderError)?.detail.hasPrefix("DejaVuSans.ttf is in none of the font folders " + root + "/two") == true
        }
    }

    @Test func theStandardSetIsComplete() throws {
        #expect(FontRegistry.missingPinnedFiles() == [])
        #expect(try FontRegistry.standard().files.count == FontRegistry.pinnedFiles.count)
    }

    /// A registry of DejaVu Sans alone has no Han glyphs, though WenQuanYi is installed on this
    /// machine: the private configuration sees only its own files.
    @Test func onlyTheRegistrysFilesAreUsed() throws {
        let dejavu = try #require(try FontRegistry.standard().files.first { $0.hasSuffix("/DejaVuSans.ttf") })
        let alone = try PangoTextMeasurer(registry: FontRegistry(files: [dejavu]))
        #expect(alone.layout(TextContent("中文"), maxWidth: nil).missingCharacters == ["中", "文"])
        #expect(alone.families == ["dejavu sans"])
    }

    /// The documented fallback order: Greek and Cyrillic from DejaVu Sans though WenQuanYi covers
    /// them too; Arabic from Noto Sans Arabic UI though DejaVu covers it too; emoji in colour from
    /// Noto Color Emoji though DejaVu has monochrome emoticons.
    @Test func fallbackFollowsTheDocumentedOrder() throws {
        let standard = try PangoTextMeasurer.standard()
        func width(_ string: String, _ family: String = Font.defaultFamily) -> Double {
            standard.layout(TextContent(string, font: Font(family: family, size: 14)), maxWidth: nil).size.width
        }
        #expect(FontRegistry.defaultFallback == ["DejaVu Sans", "Noto Sans Arabic UI", "WenQuanYi Micro Hei", "Noto Color Emoji"])
        #expect(width("Ελληνικά Кириллица") == width("Ελληνικά Кириллица", "DejaVu Sans"))
        #expect(width("Ελληνικά Кириллица") != width("Ελληνικά Кириллица", "WenQuanYi Micro Hei"))
        #expect(width("مرحبا") == width("مرحبا", "Noto Sans Arabic UI"))
        #expect(width("中文") == 28)
        #expect(width("😀") == width("😀", "Noto Color Emoji"))
    }

    @Test func aMissingFileAndAFileThatIsNotAFontAreNamed() throws {
        #expect { try PangoTextMeasurer(registry: FontRegistry(files: ["/nonexistent/Font.ttf"])) } throws: {
            ($0 as? CairoRenderError) == CairoRenderError(.fontUnavailable, "font file /nonexistent/Font.ttf does not exist")
        }
        let notAFont = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID().uuidString).ttf").path
        defer { try? FileManager.default.removeItem(atPath: notAFont) }
        try Data("hello, I am text".utf8).write(to: URL(fileURLWithPath: notAFont))
        #expect { try PangoTextMeasurer(registry: FontRegistry(files: [notAFont])) } throws: {
            ($0 as? CairoRenderError) == CairoRenderError(.fontUnavailable, "font file \(notAFont) is not a font fontconfig can read")
        }
    }
}
