/// Absolute paths as a report shows them: one rule for a path relative to a folder and for the
/// paths written inside text (a failure's message), shared by the CLI's output, the review page
/// and the relocation of a downloaded report.
public enum PathText {
    /// `path` relative to `folder` when it lies inside it (`Snapshots/forms/login.png`), else as
    /// given. A trailing slash on `folder` is ignored; the root folder `/` leaves every path as it is.
    public static func relative(_ path: String, to folder: String) -> String {
        let folder = withoutTrailingSlash(folder)
        guard folder != "/" else { return path }
        return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
    }

    /// `text` with each path that starts with `folder + "/"` starting with `replacement` instead
    /// (`""`: the path relative to `folder`; `other + "/"`: the path moved under `other`).
    ///
    /// A path starts where the text does or after a character that no path of ours has before
    /// its slash (a space, a quote, a parenthesis, `=`, ...), so `/x/folder/a` is not taken for
    /// `folder/a`. The root folder `/` changes nothing.
    public static func replacingFolder(_ folder: String, with replacement: String, in text: String) -> String {
        let folder = withoutTrailingSlash(folder)
        let prefix = folder + "/"
        guard folder != "/", prefix != replacement, text.contains(prefix) else { return text }
        var out = ""
        var rest = text[...]
        while let found = rest.range(of: prefix) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let startsAPath = before.map { !($0.isLetter || $0.isNumber || "/._-~".contains($0)) } ?? true
            out += rest[..<found.lowerBound]
            out += startsAPath ? replacement : prefix
            rest = rest[found.upperBound...]
        }
        return out + rest
    }

    /// `folder` without trailing slashes (`/` stays `/`).
    private static func withoutTrailingSlash(_ folder: String) -> String {
        var f = folder
        while f.count > 1 && f.hasSuffix("/") { f.removeLast() }
        return f
    }
}

extension CheckReport {
    /// This report with each path in its results' messages that starts with `folder + "/"`
    /// starting with `replacement` instead (`PathText.replacingFolder`): what the review page shows
    /// relative to a project root, and what relocating a downloaded report moves.
    public func replacingFolderInMessages(_ folder: String, with replacement: String) -> CheckReport {
        var copy = self
        for i in copy.results.indices {
            copy.results[i].message = copy.results[i].message.map { PathText.replacingFolder(folder, with: replacement, in: $0) }
        }
        return copy
    }
}
