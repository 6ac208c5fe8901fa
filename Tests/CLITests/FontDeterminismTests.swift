import Foundation
import Testing

/// The same fixture renders to the same pixels whatever else the machine has: extra fonts in the
/// user's font folders and in a fontconfig configuration of its own, another locale.
@Suite struct FontDeterminismTests {
    @Test(arguments: ["arabic_profile", "chinese_settings", "emoji_chat"])
    func extraSystemFontsChangeNoPixel(fixture: String) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let input = CLIRunner.packageRoot + "/Fixtures/text/\(fixture).json"
        let plain = try CLIRunner.run(["render", input, "-o", dir + "/plain.png"])
        try #require(plain.status == 0, "\(plain.stderr)")

        // Another Arabic face, and a monospaced face under DejaVu Sans's file name, where a font
        // configuration of the machine would find them.
        let home = dir + "/home", extra = dir + "/extra"
        for folder in [home + "/.fonts", extra] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let system = "/usr/share/fonts/truetype"
        try FileManager.default.copyItem(atPath: system + "/noto/NotoNaskhArabicUI-Regular.ttf", toPath: extra + "/Naskh.ttf")
        try FileManager.default.copyItem(atPath: system + "/dejavu/DejaVuSansMono.ttf", toPath: home + "/.fonts/DejaVuSans.ttf")
        let conf = dir + "/fonts.conf"
        try "<fontconfig><dir>\(extra)</dir><dir>\(home)/.fonts</dir><cachedir>\(dir)/cache</cachedir></fontconfig>"
            .write(toFile: conf, atomically: true, encoding: .utf8)
        let crowded = try CLIRunner.run(["render", input, "-o", dir + "/crowded.png"], environment: [
            "HOME": home, "FONTCONFIG_FILE": conf, "LANG": "ar_EG.UTF-8", "LC_ALL": "ja_JP.UTF-8"])
        try #require(crowded.status == 0, "\(crowded.stderr)")
        let a = try Data(contentsOf: URL(fileURLWithPath: dir + "/plain.png"))
        let b = try Data(contentsOf: URL(fileURLWithPath: dir + "/crowded.png"))
        #expect(a == b)
        #expect(a.count > 1000)
    }
}
