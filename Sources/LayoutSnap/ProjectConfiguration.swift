import Foundation
import LayoutModel
import SnapshotKit

/// `layoutsnap.json` at a project's root (schema: `layoutsnap.schema.json` at the repository root). Every key is
/// optional; folders are relative to the file's folder. Command-line flags override it, and it
/// overrides the built-in defaults.
public struct ProjectConfiguration: Codable, Hashable, Sendable {
    /// The fixtures folder (default `Fixtures`).
    public var fixtures: String?
    /// The references folder (default `Snapshots`).
    public var snapshots: String?
    /// The artifacts folder (default `.build/snapshot-artifacts`; `SNAPSHOT_ARTIFACTS` wins).
    public var artifacts: String?
    /// The formats `check` compares (default all: `png`, `svg`, `frames`).
    public var formats: [String]?
    /// The default PNG tolerance.
    public var tolerance: Tolerance?
    /// Per-fixture PNG tolerances by fixture name (`forms/login`), over the default.
    public var fixtureTolerances: [String: Tolerance]?
    /// `variants` (the default list of fixtures without their own), `colors` (named colours every
    /// fixture may use) and `maxSnapshots` (the most snapshots one fixture may make), read by
    /// the fixture decoder's rules (`FixtureDefaults.decode`) when the file is loaded; not encoded.
    public var fixtureDefaults = FixtureDefaults.none
    /// Whether writing a new reference fails the run (`fail`, the default) or warns (`warn`);
    /// `SNAPSHOT_RECORDING` wins. See `RecordingPolicy`.
    public var recording: RecordingPolicy?

    /// A PNG tolerance as written in the file; absent keys keep the default's value.
    public struct Tolerance: Codable, Hashable, Sendable {
        /// Per-pixel colour threshold, 0...1 (`SnapshotTolerance.threshold`).
        public var threshold: Double?
        /// Pass with at most this many differing pixels.
        public var maxPixels: Int?
        /// Pass with at most this share of differing pixels, 0...1.
        public var maxRatio: Double?
        /// Do not count anti-aliased pixels as differing.
        public var ignoreAntialiasing: Bool?

        public init(threshold: Double? = nil, maxPixels: Int? = nil, maxRatio: Double? = nil, ignoreAntialiasing: Bool? = nil) {
            self.threshold = threshold; self.maxPixels = maxPixels; self.maxRatio = maxRatio
            self.ignoreAntialiasing = ignoreAntialiasing
        }

        /// `base` with this tolerance's keys applied.
        public func applied(to base: SnapshotTolerance) -> SnapshotTolerance {
            var t = base
            if let threshold { t.threshold = threshold }
            if let maxPixels { t.maxDifferingPixels = maxPixels }
            if let maxRatio { t.maxDifferingRatio = maxRatio }
            if let ignoreAntialiasing { t.includeAA = !ignoreAntialiasing }
            return t
        }
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case schema = "$schema", fixtures, snapshots, artifacts, formats, tolerance, fixtureTolerances, recording
    }

    public init(fixtures: String? = nil, snapshots: String? = nil, artifacts: String? = nil, formats: [String]? = nil,
                tolerance: Tolerance? = nil, fixtureTolerances: [String: Tolerance]? = nil, recording: RecordingPolicy? = nil) {
        self.fixtures = fixtures; self.snapshots = snapshots; self.artifacts = artifacts; self.formats = formats
        self.tolerance = tolerance; self.fixtureTolerances = fixtureTolerances; self.recording = recording
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        fixtures = try c.decodeIfPresent(String.self, forKey: .fixtures)
        snapshots = try c.decodeIfPresent(String.self, forKey: .snapshots)
        artifacts = try c.decodeIfPresent(String.self, forKey: .artifacts)
        formats = try c.decodeIfPresent([String].self, forKey: .formats)
        tolerance = try c.decodeIfPresent(Tolerance.self, forKey: .tolerance)
        fixtureTolerances = try c.decodeIfPresent([String: Tolerance].self, forKey: .fixtureTolerances)
        if let raw = try c.decodeIfPresent(String.self, forKey: .recording) {
            guard let policy = RecordingPolicy(rawValue: raw) else {
                throw DecodingError.dataCorruptedError(forKey: .recording, in: c, debugDescription: "recording must be one of: fail, warn; got '\(raw)'")
            }
            recording = policy
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(fixtures, forKey: .fixtures)
        try c.encodeIfPresent(snapshots, forKey: .snapshots)
        try c.encodeIfPresent(artifacts, forKey: .artifacts)
        try c.encodeIfPresent(formats, forKey: .formats)
        try c.encodeIfPresent(tolerance, forKey: .tolerance)
        try c.encodeIfPresent(fixtureTolerances, forKey: .fixtureTolerances)
        try c.encodeIfPresent(recording?.rawValue, forKey: .recording)
    }

    /// A configuration file that cannot be used: its path and why.
    public struct Invalid: Error, CustomStringConvertible {
        /// The configuration file.
        public var file: String
        /// What is wrong with it, for people.
        public var reason: String
        public var description: String { "\(file): \(reason)" }
    }

    /// Reads `file`, refusing unknown keys (a misspelt key would otherwise be ignored).
    public static func load(from file: String) throws -> ProjectConfiguration {
        guard let data = FileManager.default.contents(atPath: file) else { throw Invalid(file: file, reason: "cannot read the file") }
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            throw Invalid(file: file, reason: "malformed JSON")
        }
        guard let keys = (object as? [String: Any])?.keys else { throw Invalid(file: file, reason: "expected a JSON object") }
        let known = Set(CodingKeys.allCases.map(\.rawValue) + FixtureDefaults.configurationKeys)
        if let unknown = keys.sorted().first(where: { !known.contains($0) }) {
            throw Invalid(file: file, reason: "unknown key '\(unknown)' (known: \(known.sorted().joined(separator: ", ")))")
        }
        var configuration: ProjectConfiguration
        do { configuration = try JSONDecoder().decode(ProjectConfiguration.self, from: data) } catch {
            throw Invalid(file: file, reason: "a value has the wrong type: \(error)")
        }
        do { configuration.fixtureDefaults = try FixtureDefaults.decode(configuration: [UInt8](data), file: file) } catch {
            throw Invalid(file: file, reason: [error.path, error.reason].compactMap { $0 }.joined(separator: ": "))
        }
        let tolerances = [("tolerance", configuration.tolerance)]
            + (configuration.fixtureTolerances ?? [:]).sorted { $0.key < $1.key }.map { ("fixtureTolerances.\($0.key)", $0.value) }
        for case let (key, tolerance?) in tolerances {
            if let t = tolerance.threshold, !(0...1).contains(t) { throw Invalid(file: file, reason: "\(key).threshold must be in 0...1, got \(t)") }
            if let r = tolerance.maxRatio, !(0...1).contains(r) { throw Invalid(file: file, reason: "\(key).maxRatio must be in 0...1, got \(r)") }
            if let p = tolerance.maxPixels, p < 0 { throw Invalid(file: file, reason: "\(key).maxPixels must not be negative") }
        }
        return configuration
    }
}
