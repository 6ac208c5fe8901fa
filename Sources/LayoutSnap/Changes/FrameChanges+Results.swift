import Foundation
import LayoutModel
import RasterImage
import SnapshotKit

extension FrameChanges {
    /// `results` of one fixture with its node-level changes, when one of them failed: the actual
    /// frame tree compared (`FrameChanges`) with the frames reference as it was before this run (the
    /// frames snapshot's compared copy when it was re-recorded). Each failed result gets the list
    /// and the first one's message the list as text; a PNG failure's diff image and composite get the changed
    /// nodes outlined and numbered. Nothing changes for a fixture without a frames reference.
    public static func annotating(_ results: [CheckReport.Result], frames: FrameNode, scale: Double) -> [CheckReport.Result] {
        guard results.contains(where: isComparedFailure) else { return results }
        let framesResult = results.first { $0.format == SnapshotFormat.frames.rawValue }
        let referencePath = framesResult?.comparedReference ?? results.first.map { framesReference(besides: $0) }
        guard let referencePath, let text = try? String(contentsOfFile: referencePath, encoding: .utf8),
              let reference = FrameNode.parseTextDump(text) else { return results }
        let changes = FrameChanges.compare(reference: reference, actual: frames)
        guard !changes.isEmpty else { return results }
        let first = results.firstIndex(where: isComparedFailure)
        return results.indices.map { k in
            let result = results[k]
            guard isComparedFailure(result) else { return result }
            var r = result
            r.changes = changes
            r.scale = scale
            // The list is written once, in the fixture's first failure (the others carry it as data).
            if k == first {
                r.message = (r.message ?? "") + "\n  layout changes (numbered as outlined on the composite):\n"
                    + ElementChange.text(changes, indent: "    ")
            }
            if r.format == SnapshotFormat.png.rawValue { outline(r, changes, scale: scale) }
            return r
        }
    }

    /// A failure with an actual to compare: a difference, not an error or a missing reference.
    static func isComparedFailure(_ r: CheckReport.Result) -> Bool {
        r.status == .failed && r.actual != nil && r.comparedReference != nil
    }

    /// The frames reference of the same snapshot as `result` (`<name>.frames.txt` beside its reference).
    static func framesReference(besides result: CheckReport.Result) -> String {
        let reference = result.reference as NSString
        let ext = result.format == SnapshotFormat.frames.rawValue ? SnapshotFormat.frames.pathExtension : reference.pathExtension
        let base = String(result.reference.dropLast(ext.count + 1))
        return base + "." + SnapshotFormat.frames.pathExtension
    }

    /// Redraws the PNG failure's diff image and composite with `changes` outlined (best effort: the
    /// plain ones stay when a file cannot be read).
    static func outline(_ r: CheckReport.Result, _ changes: [ElementChange], scale: Double) {
        func image(_ path: String?) -> RGBAImage? {
            guard let path, let data = FileManager.default.contents(atPath: path) else { return nil }
            return try? PNGCodec.decode(Array(data))
        }
        guard let reference = image(r.comparedReference), let actual = image(r.actual), let diff = image(r.diff) else { return }
        if let path = r.diff, let png = try? PNGCodec.encode(DiffImage.outlined(diff, changes, scale: scale, useReference: false)) {
            try? SnapshotFiles.writeAtomically(Data(png), to: path)
        }
        if let path = r.composite,
           let png = try? PNGCodec.encode(DiffImage.outlinedComposite(reference: reference, diff: diff, actual: actual,
                                                                      changes: changes, scale: scale)) {
            try? SnapshotFiles.writeAtomically(Data(png), to: path)
        }
    }
}
