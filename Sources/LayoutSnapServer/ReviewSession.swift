import Foundation
import LayoutSnap

/// What the review server serves and changes: the report of an artifacts folder (as
/// `ArtifactsReport` reads it), the served page written from it into `<artifacts>/report`, and the
/// snapshots rejected in this session.
///
/// Approving goes through `ArtifactsReport`, as `layoutsnap approve` does: each actual is copied
/// over its reference atomically and the results are written back. Rejecting writes nothing but
/// the page: a rejected snapshot stays failed in `report.json` (a later `check`, `approve` or CI
/// run sees it failed), its panel is collapsed and marked rejected, and the rejection lasts until
/// its fixture is checked again or the server stops.
public actor ReviewSession {
    /// A request the session refuses, with the HTTP status that says why.
    public struct Refusal: Error, Equatable, CustomStringConvertible {
        /// 400 (a bad request, a path outside the snapshots folder), 404 (no such failure) or 409
        /// (a check is running).
        public var status: Int
        public var message: String
        public var description: String { message }
    }

    /// The artifacts folder: `report.json`, the tests' results and the actual outputs.
    public let artifacts: String
    /// The references' folder; an approval writes nowhere else.
    public let snapshots: String
    /// `<artifacts>/report`: the page and the copies of the files it shows.
    public nonisolated var pageFolder: String { (artifacts as NSString).appendingPathComponent("report") }

    /// The report the page shows now.
    public private(set) var report: CheckReport?
    /// The snapshots rejected, as `forms/login.png`.
    public private(set) var rejected: Set<String> = []
    /// Whether a check is writing the artifacts now (`setChecking(_:)`): approve and reject wait.
    public private(set) var checking = false

    /// The project root the page shows paths relative to (`ReviewReport`'s `displayRoot`); nil: as they are.
    public let displayRoot: String?

    public init(artifacts: String, snapshots: String, displayRoot: String? = nil) {
        self.artifacts = URL(fileURLWithPath: artifacts).standardizedFileURL.path
        self.snapshots = URL(fileURLWithPath: snapshots).standardizedFileURL.path
        self.displayRoot = displayRoot
    }

    /// Reads the artifacts folder again and rewrites the page. `rechecked`: the fixture files
    /// just checked again (nil: every fixture), whose rejections end.
    public func refresh(rechecked: [String]? = nil) throws {
        let loaded = try ArtifactsReport.load(artifacts: artifacts, snapshots: snapshots).report
        if let rechecked {
            let files = Set(rechecked.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
            let ended = loaded.results.filter { r in r.fixture.map { files.contains(URL(fileURLWithPath: $0).standardizedFileURL.path) } ?? false }
            rejected.subtract(ended.map(ReviewReport.snapshotName))
        } else {
            rejected = []
        }
        try show(loaded)
    }

    /// Marks a check of the artifacts folder as running or done. While one runs, approve and
    /// reject are refused (409): `report.json` may hold some fixtures' results only, and the
    /// page reloads when the check is done.
    public func setChecking(_ running: Bool) {
        checking = running
    }

    /// Approves the failures `names` select (`SnapshotApproval.matches`) and returns the
    /// snapshots approved (`forms/login.png`). Refuses, writing nothing, a name that selects no
    /// approvable failure (404) and a failure whose reference or actual is outside the
    /// snapshots or artifacts folder (400).
    public func approve(_ names: [String]) throws -> [String] {
        try refuseWhileChecking()
        var artifactsReport = try ArtifactsReport.load(artifacts: artifacts, snapshots: snapshots)
        let selected = try select(names, in: artifactsReport.report)
        for result in selected {
            guard Self.isInside(result.reference, snapshots) else {
                throw Refusal(status: 400, message: "\(ReviewReport.snapshotName(result)): its reference \(result.reference) is outside the snapshots folder \(snapshots)")
            }
            guard let actual = result.actual, Self.isInside(actual, artifacts) else {
                throw Refusal(status: 400, message: "\(ReviewReport.snapshotName(result)): its actual output is outside the artifacts folder \(artifacts)")
            }
        }
        // The same names select the same failures there (`SnapshotApproval` selects as `select` does).
        let approved = try artifactsReport.approve(names: names, format: nil)
        try artifactsReport.save()
        let approvedNames = approved.map(ReviewReport.snapshotName)
        rejected.subtract(approvedNames)
        try show(artifactsReport.report)
        return approvedNames
    }

    /// Marks the failures `names` select as rejected and returns them (`forms/login.png`);
    /// refuses a name that selects no approvable failure (404). Writes only the page.
    public func reject(_ names: [String]) throws -> [String] {
        try refuseWhileChecking()
        let current = try report ?? ArtifactsReport.load(artifacts: artifacts, snapshots: snapshots).report
        let selected = try select(names, in: current).map(ReviewReport.snapshotName)
        rejected.formUnion(selected)
        try show(current)
        return selected
    }

    private func refuseWhileChecking() throws {
        if checking { throw Refusal(status: 409, message: "a check is running; try again when the page reloads") }
    }

    /// The approvable failures `names` select, in report order; refuses an empty list (400) and
    /// a name that selects none (404).
    private func select(_ names: [String], in report: CheckReport) throws -> [CheckReport.Result] {
        guard !names.isEmpty else { throw Refusal(status: 400, message: "no snapshot names given") }
        var selected: [CheckReport.Result] = []
        for name in names {
            let matching = report.results.filter { ReviewReport.isApprovable($0) && SnapshotApproval.matches(name, $0) }
            guard !matching.isEmpty else {
                throw Refusal(status: 404, message: "no failed snapshot named '\(name)' in the current report")
            }
            selected += matching.filter { m in !selected.contains { $0.name == m.name && $0.format == m.format } }
        }
        return selected
    }

    /// Writes the served page of `report`.
    private func show(_ report: CheckReport) throws {
        self.report = report
        try ReviewReport.write(report, to: pageFolder, served: ReviewReport.Served(rejected: rejected), displayRoot: displayRoot)
    }

    /// Whether `path` lies inside `folder` (both standardized, symbolic links resolved).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        let file = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        let root = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
        return file.hasPrefix(root + "/")
    }
}
