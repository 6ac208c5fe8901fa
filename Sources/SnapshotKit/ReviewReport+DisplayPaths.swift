/// The paths a review page shows as text, relative to the project root when one is given
/// (`ReviewReport.html(for:relativeTo:served:displayRoot:)`), as `layoutsnap check` prints them
/// (`PathText`). Links are not affected: they point at the copies beside the page.
extension ReviewReport {
    /// `path` relative to `root` when there is a root and the path lies inside it; else as it is.
    static func shownPath(_ path: String, relativeTo root: String?) -> String {
        root.map { PathText.relative(path, to: $0) } ?? path
    }

    /// `report` with every absolute path inside `root` in its results' messages written relative to it.
    static func messagesShowingPaths(_ report: CheckReport, relativeTo root: String) -> CheckReport {
        var shown = report
        for i in shown.results.indices {
            shown.results[i].message = shown.results[i].message.map { PathText.replacingFolder(root, with: "", in: $0) }
        }
        return shown
    }
}
