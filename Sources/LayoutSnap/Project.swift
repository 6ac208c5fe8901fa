import Foundation
import SnapshotKit

/// A LayoutSnap project: its root folder and its configuration.
///
/// The root is the nearest folder at or above the working directory that holds `layoutsnap.json`
/// (`Project.configurationFileName`); without one, the nearest that holds a `Fixtures` folder; else
/// the working directory itself. The search stops at the first folder holding a `Package.swift`
/// (a Swift package is a project of its own; its root is the project's when nothing nearer was
/// found, where `swift test`'s assertions keep `Snapshots/` and `.build/snapshot-artifacts`).
/// The configuration's folders are relative to the root, so `check`
/// run from `Fixtures/forms` reads and writes the same files as from the root.
public struct Project: Sendable {
    public static let configurationFileName = "layoutsnap.json"

    /// The root folder, absolute and standardised.
    public var root: String
    /// `layoutsnap.json`, or the defaults when the project has none.
    public var configuration: ProjectConfiguration
    /// The configuration file, when there is one.
    public var configurationFile: String?

    /// A project at `root` (standardised) with `configuration` read from `configurationFile`.
    public init(root: String, configuration: ProjectConfiguration = ProjectConfiguration(), configurationFile: String? = nil) {
        self.root = URL(fileURLWithPath: root).standardizedFileURL.path
        self.configuration = configuration; self.configurationFile = configurationFile
    }

    /// The project around `directory` (see the type's description).
    /// - Throws: `ProjectConfiguration.Invalid` when the configuration file cannot be read.
    public static func find(from directory: String) throws -> Project {
        let start = URL(fileURLWithPath: directory).standardizedFileURL
        var fallback: URL?
        var dir = start
        while true {
            let file = dir.appendingPathComponent(configurationFileName).path
            if FileManager.default.fileExists(atPath: file) {
                return Project(root: dir.path, configuration: try ProjectConfiguration.load(from: file), configurationFile: file)
            }
            var isDir: ObjCBool = false
            if fallback == nil, FileManager.default.fileExists(atPath: dir.appendingPathComponent("Fixtures").path, isDirectory: &isDir),
               isDir.boolValue {
                fallback = dir
            }
            // A Swift package's root ends the search: an enclosing folder's configuration belongs
            // to another project (a package nested in a repository, such as an example).
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
                return Project(root: (fallback ?? dir).path)
            }
            if dir.path == "/" { break }
            dir = dir.deletingLastPathComponent()
        }
        return Project(root: (fallback ?? start).path)
    }

    /// `path` made absolute against the root (absolute paths are kept), standardised.
    public func resolve(_ path: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: root, isDirectory: true)).standardizedFileURL.path
    }

    /// The configuration's fixtures folder, else `Fixtures`, under the root.
    public var fixturesDirectory: String { resolve(configuration.fixtures ?? "Fixtures") }
    /// The configuration's references folder, else `Snapshots`, under the root.
    public var snapshotsDirectory: String { resolve(configuration.snapshots ?? "Snapshots") }

    /// `SNAPSHOT_ARTIFACTS` (relative to the root) when set, else the configuration's, else
    /// `.build/snapshot-artifacts` under the root.
    public func artifactsDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let dir = environment["SNAPSHOT_ARTIFACTS"], !dir.isEmpty { return resolve(dir) }
        return resolve(configuration.artifacts ?? ".build/snapshot-artifacts")
    }

    /// `path` relative to the root when it is inside it (`Snapshots/forms/login.png`), else as given.
    public func display(_ path: String) -> String { PathText.relative(path, to: root) }

    /// `text` with every absolute path inside the root written relative to it (`PathText`: the
    /// rule the review page and the relocation of a downloaded report follow too).
    public func displayPaths(in text: String) -> String { PathText.replacingFolder(root, with: "", in: text) }
}
