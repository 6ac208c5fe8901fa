import Foundation

/// One extra file a failed comparison produces (a diff image, a composite, a unified diff).
public struct DiffArtifact: Hashable, Sendable {
    /// What it is: `diff` or `composite`; the file is `<name>.<kind>.<pathExtension>`.
    public var kind: String
    public var pathExtension: String
    public var data: Data
    public init(kind: String, pathExtension: String, data: Data) {
        self.kind = kind; self.pathExtension = pathExtension; self.data = data
    }
}

/// Why a reference and an actual value differ, as a comparison reports it.
public struct DiffOutcome: Hashable, Sendable {
    /// One or a few lines for people: counts, sizes, the first differing line.
    public var message: String
    public var artifacts: [DiffArtifact]
    /// For images: differing, anti-aliased and total pixel counts.
    public var differingPixels: Int?
    public var antialiasedPixels: Int?
    public var totalPixels: Int?

    public init(message: String, artifacts: [DiffArtifact] = [], differingPixels: Int? = nil,
                antialiasedPixels: Int? = nil, totalPixels: Int? = nil) {
        self.message = message; self.artifacts = artifacts; self.differingPixels = differingPixels
        self.antialiasedPixels = antialiasedPixels; self.totalPixels = totalPixels
    }
}

/// How one snapshot format is stored and compared: a value, as in swift-snapshot-testing.
///
/// `diff` returns nil when `actual` matches `reference` under the strategy's tolerance, and a
/// `DiffOutcome` otherwise. It must be pure: no files, no globals.
///
/// `fromDataComparing`, when set, is what `verifySnapshot` reads a reference with instead of
/// `fromData`: it is also given the actual value the reference is about to be compared with, so
/// that a format can compare as it reads (an image, row by row while each row is in cache) and
/// leave its answer in the value it returns for `diff` to use. It throws where `fromData` throws.
public struct Diffing<Format>: Sendable {
    public var toData: @Sendable (Format) throws -> Data
    public var fromData: @Sendable (Data) throws -> Format
    public var diff: @Sendable (_ reference: Format, _ actual: Format) -> DiffOutcome?
    public var fromDataComparing: (@Sendable (_ data: Data, _ actual: Format) throws -> Format)?

    public init(toData: @escaping @Sendable (Format) throws -> Data,
                fromData: @escaping @Sendable (Data) throws -> Format,
                diff: @escaping @Sendable (_ reference: Format, _ actual: Format) -> DiffOutcome?,
                fromDataComparing: (@Sendable (_ data: Data, _ actual: Format) throws -> Format)? = nil) {
        self.toData = toData; self.fromData = fromData; self.diff = diff; self.fromDataComparing = fromDataComparing
    }
}

/// How to snapshot values of type `Value` as `Format`, stored in files ending in `pathExtension`.
public struct Snapshotting<Value, Format>: Sendable {
    /// The reference's file extension without the dot, e.g. `png`, `svg`, `frames.txt`.
    public var pathExtension: String
    public var diffing: Diffing<Format>
    public var snapshot: @Sendable (Value) throws -> Format

    public init(pathExtension: String, diffing: Diffing<Format>, snapshot: @escaping @Sendable (Value) throws -> Format) {
        self.pathExtension = pathExtension; self.diffing = diffing; self.snapshot = snapshot
    }

    /// A strategy for another value type that first turns it into `Value`.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { try snapshot(transform($0)) }
    }
}

extension Snapshotting where Value == Format {
    /// Snapshots a value as itself.
    public init(pathExtension: String, diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
    }
}
