import CPango
import Foundation
import Testing
import LayoutSnap

/// The CLI leaves the machine's fontconfig configuration unloaded; text drawn with pinned fonts
/// does not change.
@Suite struct MachineFontConfigurationTests {
    @Test func pinnedTextIsTheSameWithAnEmptyDefault() throws {
        let text = TextContent("Hello, Ünïcode — 中文 مرحبا 😀")
        let before = try PangoTextMeasurer(registry: .standard()).layout(text, maxWidth: 120)
        #expect(MachineFontConfiguration.leaveUnloaded())
        // The default is now empty: no font of the machine's is known to it.
        let current = try #require(FcConfigGetCurrent())
        #expect(FcConfigGetFonts(current, FcSetSystem).map { Int($0.pointee.nfont) } ?? 0 == 0)
        // A font map made after it lays out the same lines at the same size, every glyph found.
        let after = try PangoTextMeasurer(registry: .standard()).layout(text, maxWidth: 120)
        #expect(after.size == before.size)
        #expect(after.lines == before.lines)
        #expect(after.missingCharacters.isEmpty && before.missingCharacters.isEmpty)
    }
}
