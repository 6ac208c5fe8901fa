import LayoutSnap

/// The pinned fonts' set-up (fontconfig reads every font file: the largest serial part of a
/// `check`), begun on another thread as the process starts, before the arguments are parsed, for
/// the commands that lay out text. The renderers made later share it (`FixtureRenderer` waits for
/// a set-up under way instead of starting another).
enum FontWarmUp {
    /// The commands whose every run lays out text.
    static let commands: Set<String> = ["check", "render", "frames", "explain", "watch"]

    /// Begins the set-up when `arguments` (without the program's name) start with one of
    /// `commands` and ask for neither help nor a bare list; nil when they do not.
    static func start(for arguments: [String]) -> BackgroundWork<Bool>? {
        guard let command = arguments.first, commands.contains(command),
              !arguments.contains(where: { ["--help", "-h", "--list", "--version"].contains($0) }) else { return nil }
        return BackgroundWork { (try? FixtureRenderer()) != nil }
    }
}
