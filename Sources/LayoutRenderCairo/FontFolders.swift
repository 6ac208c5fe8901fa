import Foundation

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
