import Foundation

/// The paths a review page shows as text, relative to the project root when one is given
/// (`ReviewReport.html(for:relativeTo:served:displayRoot:)`), as `layoutsnap check` prints them.
/// Links are not affected: they point at the copies beside the page.
extension ReviewReport {
    /// `path` relative to `root` when it lies inside it (`root` itself shows as `.`); else as it is.
    static func shownPath(_ path: String, relativeTo root: String?) -> String {
        guard let root = root.map(normalizedRoot), root != "/" else { return path }
        if path == root { return "." }
        return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    /// `report` with every absolute path inside `root` in its results' messages written relative to it.
    static func messagesShowingPaths(_ report: CheckReport, relativeTo root: String) -> CheckReport {
        let root = normalizedRoot(root)
        guard root != "/" else { return report }
        var shown = report
        for i in shown.results.indices {
            shown.results[i].message = shown.results[i].message?.replacingOccurrences(of: root + "/", with: "")
        }
        return shown
    }

    /// `root` without a trailing slash (`/` stays `/`).
    private static func normalizedRoot(_ root: String) -> String {
        var r = root
        while r.count > 1 && r.hasSuffix("/") { r.removeLast() }
        return r
    }
}
