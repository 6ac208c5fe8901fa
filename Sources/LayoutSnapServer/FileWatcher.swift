import Foundation
import LayoutSnap

/// Notices saved files by polling: every `interval` it lists the files under the fixture roots
/// and the configuration file with their modification times and sizes, and compares them with
/// the last listing. Polling is portable (no inotify or FSEvents) and cheap for a fixtures
/// folder; a change shows after one to two intervals, once a listing is the same as the one
/// before it (an editor's save in several steps is one change).
public struct FileWatcher: Sendable {
    /// What a save asks to check again.
    public enum Change: Equatable, Sendable {
        /// Fixture files that changed, appeared or disappeared (standardized paths), sorted.
        case fixtures([String])
        /// Everything: the configuration, or a file beside the fixtures that is not one (a font,
        /// an image, an expected error), changed.
        case everything
    }

    /// A file's modification time and size.
    struct Stamp: Equatable, Sendable {
        var modified: Date
        var size: Int
    }

    /// Fixture files and folders, as `check` takes them.
    public let roots: [String]
    /// `layoutsnap.json`, when the project has one.
    public let configurationFile: String?
    /// Folders not watched (the artifacts and snapshots folders, when they are under a root).
    public let ignored: [String]
    /// The time between two listings.
    public let interval: Duration

    public init(roots: [String], configurationFile: String?, ignoring ignored: [String] = [], interval: Duration = .milliseconds(300)) {
        func standard(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
        self.roots = roots.map(standard)
        self.configurationFile = configurationFile.map(standard)
        self.ignored = ignored.map(standard)
        self.interval = interval
    }

    /// Every watched file with its stamp.
    func listing() -> [String: Stamp] {
        var files: [String] = configurationFile.map { [$0] } ?? []
        for root in roots {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else { files.append(root); continue }
            for relative in FileManager.default.subpaths(atPath: root) ?? [] {
                let path = root + "/" + relative
                if ignored.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) { continue }
                if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
                files.append(path)
            }
        }
        var stamps: [String: Stamp] = [:]
        for path in files {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                  attributes[.type] as? FileAttributeType == .typeRegular,
                  let modified = attributes[.modificationDate] as? Date else { continue }
            stamps[path] = Stamp(modified: modified, size: (attributes[.size] as? NSNumber)?.intValue ?? 0)
        }
        return stamps
    }

    /// The fixture files among the watched files now.
    func fixtureFiles() -> Set<String> {
        Set(SnapshotCheck.cases(in: roots).map { URL(fileURLWithPath: $0.file).standardizedFileURL.path })
    }

    /// What the difference between two listings asks to check again; nil when they are the same.
    /// `fixtures`: the fixture files of either listing.
    func change(from old: [String: Stamp], to new: [String: Stamp], fixtures: Set<String>) -> Change? {
        let changed = Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }
        if changed.isEmpty { return nil }
        if changed.contains(where: { $0 == configurationFile || !fixtures.contains($0) }) { return .everything }
        return .fixtures(changed.sorted())
    }

    /// Calls `onChange` for each change, after the files have been still for one interval,
    /// until the task is cancelled. `onChange` runs before the next listing, so changes made
    /// meanwhile come in the next call.
    public func watch(_ onChange: @Sendable (Change) async -> Void) async {
        var last = listing()
        var fixtures = fixtureFiles()
        while !Task.isCancelled {
            do { try await Task.sleep(for: interval) } catch { return }
            var now = listing()
            guard now != last else { continue }
            // Wait until a listing is the same as the one before it.
            while !Task.isCancelled {
                do { try await Task.sleep(for: interval) } catch { return }
                let again = listing()
                if again == now { break }
                now = again
            }
            let known = fixtures.union(fixtureFiles())
            if let change = change(from: last, to: now, fixtures: known) { await onChange(change) }
            last = now
            fixtures = fixtureFiles()
        }
    }
}
