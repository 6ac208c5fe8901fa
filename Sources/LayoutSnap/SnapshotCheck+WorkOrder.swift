import Foundation
import LayoutModel
import SnapshotKit

extension SnapshotCheck {
    /// The order in which `run` hands the cases to its threads: the costliest first, so that no
    /// large case starts last and leaves the other threads idle while it finishes (longest
    /// processing time first, the classic rule for scheduling on identical machines). The results
    /// stay in the order of `cases` whatever this order is.
    ///
    /// A case's cost is the pixel count of its PNG reference, read from the file's first 24 bytes
    /// (decoding the reference, rendering and comparing the image all grow with it, and they are
    /// most of a check). A case with no readable PNG reference (a new fixture, or PNG not among
    /// `formats`) is unknown and goes first, as it may be the largest. Ties keep the order of
    /// `cases`, so the order is the same on every run.
    func workOrder(_ cases: [FixtureCase]) -> [Int] {
        guard jobs > 1, cases.count > 1, formats.contains(.png) else { return Array(cases.indices) }
        let costs = cases.map { fixtureCase -> Double in
            let location = SnapshotLocation(snapshotsDirectory: snapshotsDirectory, artifactsDirectory: artifactsDirectory,
                                            suite: fixtureCase.suite, name: fixtureCase.referenceName)
            guard let size = try? PNGHeader.size(atPath: location.reference(SnapshotFormat.png.pathExtension)) else { return .infinity }
            return size.width * size.height
        }
        return cases.indices.sorted { a, b in costs[a] != costs[b] ? costs[a] > costs[b] : a < b }
    }
}
