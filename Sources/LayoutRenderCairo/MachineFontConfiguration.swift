import CPango

/// The machine's own fontconfig configuration, which text drawn with pinned fonts never uses.
///
/// Pango starts loading it on a thread of its own when the first font map is made: every
/// configuration file under `/etc/fonts` and every cache of the machine's font folders, about a
/// third of the pinned fonts' set-up again, beside it on the same cores; and the first text laid
/// out waits until it is done. A `PinnedFontMap` gives Pango its own configuration, so nothing
/// drawn depends on the machine's.
public enum MachineFontConfiguration {
    /// Makes an empty configuration the process's default, so that nothing loads the machine's.
    /// For an executable that draws text only through `PinnedFontMap` (as `layoutsnap` does), called
    /// before any font map is made (a default loaded before is replaced); a library leaves its
    /// host's default alone. Returns whether fontconfig took it.
    @discardableResult
    public static func leaveUnloaded() -> Bool {
        guard let empty = FcConfigCreate() else { return false }
        defer { FcConfigDestroy(empty) }  // the default holds a reference of its own
        return FcConfigSetCurrent(empty) == FcTrue
    }
}
