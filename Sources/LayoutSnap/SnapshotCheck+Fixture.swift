import Foundation
import LayoutModel
import LayoutRender
import LayoutRenderCairo
import RasterImage
import SnapshotKit

extension SnapshotCheck {
    /// Checks one fixture in every format of `formats`: it is read and laid out once, and the PNG
    /// (as pixels), the SVG and the frame tree all come from that one layout and display list. A
    /// rendered image is compared with the decoded reference as pixels, before it is even converted
    /// from Cairo's premultiplied words (`CheckedImage`); it is encoded only when a file is written.
    /// The frames snapshot also fails when the fixture's `expected` frames do not match (whatever its reference says). A fixture that cannot be read or laid out gives one
    /// `error` result per format.
    public func check(_ fixtureCase: FixtureCase, renderer made: Result<FixtureRenderer, any Error>) -> [CheckReport.Result] {
        let location = SnapshotLocation(snapshotsDirectory: snapshotsDirectory, artifactsDirectory: artifactsDirectory,
                                        suite: fixtureCase.suite, name: fixtureCase.referenceName)
        func errors(_ message: String) -> [CheckReport.Result] {
            formats.map { format in
                var r = CheckReport.Result(name: fixtureCase.id, format: format.rawValue, status: .error, message: message,
                                           reference: location.reference(format.pathExtension))
                r.fixture = fixtureCase.file
                return r
            }
        }
        let fixture: Fixture, frames: FrameNode, renderer: FixtureRenderer, warnings: [String]
        let clock = ContinuousClock()
        let layoutStart = clock.now
        do {
            renderer = try made.get()
            var defaults = self.defaults
            defaults.snapshotsPerVariant = formats.count
            fixture = try renderer.fitted(FixtureLoader.load(contentsOf: fixtureCase.file, variant: fixtureCase.variant, defaults: defaults))
            let laidOut = try renderer.framesAndWarnings(fixture)
            frames = laidOut.frames
            warnings = laidOut.warnings.map { String("\($0)".dropFirst("warning: ".count)) }
                + [Self.overflow(frames, viewport: fixture.viewport)].compactMap { $0 }
        } catch {
            return errors("\(error)")
        }
        let scale = fixture.viewport.scale
        let list = formats.contains(where: { $0 != .frames }) ? renderer.displayList(fixture, frames: frames) : nil
        let layoutShare = Self.seconds(clock.now - layoutStart) / Double(formats.count)
        let results = formats.map { format in
            let start = clock.now
            var result = check(format)
            result.fixture = fixtureCase.file
            result.warnings = warnings.isEmpty ? nil : warnings
            result.time = layoutShare + Self.seconds(clock.now - start)
            return result
        }
        return FrameChanges.annotating(results, frames: frames, scale: scale)

        func check(_ format: SnapshotFormat) -> CheckReport.Result {
            let approve = "layoutsnap approve \(fixtureCase.id) --format \(format.rawValue)"
            func verify<Format>(_ make: () throws -> Format, _ diffing: Diffing<Format>) -> CheckReport.Result {
                let actual: Format
                do { actual = try make() } catch {
                    return CheckReport.Result(name: fixtureCase.id, format: format.rawValue, status: .error,
                                              message: "could not snapshot \(fixtureCase.id): \(error)",
                                              reference: location.reference(format.pathExtension))
                }
                let outcome = verifySnapshot(actual, diffing: diffing, pathExtension: format.pathExtension, at: location,
                                             record: record)
                return CheckReport.Result(outcome, format: format.rawValue, approveCommand: approve)
            }
            switch format {
            case .png:
                // Drawn band by band against the reference where the list allows it (`CairoBands`).
                return verify({ () throws -> CheckedImage in
                    let cairo = CairoRenderer(text: renderer.measurer)
                    if let bands = try CairoBands(list!, scale: scale) { return .pending(PendingRender(bands: bands, renderer: cairo)) }
                    return .rendered(try cairo.renderPremultiplied(list!, scale: scale))
                },
                              .renderedImage(tolerance: fixtureTolerances[fixtureCase.id] ?? fixtureTolerances[fixtureCase.fixtureID] ?? tolerance))
            case .svg:
                return verify({ try SVGRenderer().render(list!, scale: scale) }, .lines)
            case .frames:
                let result = verify({ frames.textDump() }, .lines)
                return Self.withExpectedFrames(result, FixtureRenderer.mismatches(fixture, frames: frames), file: fixtureCase.file)
            }
        }
    }

    /// "the content (x … to …, y … to …) overflows the viewport (W x H)…" when a visible frame
    /// outside scroll containers reaches outside the viewport (it is cut off in the PNG), else nil.
    static func overflow(_ root: FrameNode, viewport: Viewport) -> String? {
        var minX = 0.0, minY = 0.0, maxX = 0.0, maxY = 0.0
        var pending = [root]
        while let frame = pending.popLast() {
            guard frame.visibility == .visible else { continue }
            let r = frame.absolute
            minX = min(minX, r.x); minY = min(minY, r.y); maxX = max(maxX, r.maxX); maxY = max(maxY, r.maxY)
            // A scroll container's content is clipped to it: it overflows by design.
            if frame.contentSize == nil { pending.append(contentsOf: frame.children) }
        }
        let tolerance = 0.001
        guard minX < -tolerance || minY < -tolerance || maxX > viewport.width + tolerance || maxY > viewport.height + tolerance else {
            return nil
        }
        func n(_ v: Double) -> String { NumberFormat.short(v) }
        return "the content (x \(n(minX)) to \(n(maxX)), y \(n(minY)) to \(n(maxY))) overflows the viewport "
            + "(\(n(viewport.width)) x \(n(viewport.height))): what lies outside is not in the PNG"
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// `result` failed with the mismatches of the fixture's `expected` frames, when there are any.
    static func withExpectedFrames(_ result: CheckReport.Result, _ mismatches: [FrameMismatch], file: String) -> CheckReport.Result {
        guard !mismatches.isEmpty, result.status != .error else { return result }
        var failed = result
        let lines = ["\(result.name): the frames differ from the fixture's expected frames (\(file)):"]
            + mismatches.map { "  \($0)" }
        failed.message = ([result.message].compactMap { $0 } + lines).joined(separator: "\n")
        failed.status = .failed
        return failed
    }
}
