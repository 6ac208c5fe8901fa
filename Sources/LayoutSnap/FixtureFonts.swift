import LayoutModel
import LayoutRenderCairo
import Synchronization

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
