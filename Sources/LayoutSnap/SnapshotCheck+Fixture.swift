import Foundation
import LayoutModel
import LayoutRender
import LayoutRenderCairo
import RasterImage
import SnapshotKit

extension SnapshotCheck {
    /// Checks one fixture in every format of `formats`: it is read and laid out once, and the PNG
    /// (as pixels), the SVG and the frame tree all come from that one layout and display list. A
    /// rendered image is compared with the decoded reference as pixels; it is encoded only when a
    /// file is written. The frames snapshot also fails when the fixture's `expected` frames do not
    /// match (whatever its reference says). A fixture that cannot be read or laid out gives one
    /// `error` result per format.
    public func check(_ fixtureCase: FixtureCase, renderer made: Result<FixtureRenderer, any Error>) -> [CheckReport.Result] {
        let location = SnapshotLocation(snapshotsDirectory: snapshotsDirectory, artifactsDirectory: artifactsDirectory,
                                        suite: fixtureCase.suite, name: fixtureCase.name)
        func errors(_ message: String) -> [CheckReport.Result] {
            formats.map { format in
                var r = CheckReport.Result(name: fixtureCase.id, format: format.rawValue, status: .error, message: message,
                                           reference: location.reference(format.pathExtension))
                r.fixture = fixtureCase.file
                return r
            }
        }
        let fixture: Fixture, frames: FrameNode, renderer: FixtureRenderer
        let clock = ContinuousClock()
        let layoutStart = clock.now
        do {
            renderer = try made.get()
            fixture = try FixtureLoader.load(contentsOf: fixtureCase.file)
            frames = try renderer.frames(fixture)
        } catch {
            return errors("\(error)")
        }
        let scale = fixture.viewport.scale
        let list = formats.contains(where: { $0 != .frames }) ? renderer.displayList(fixture, frames: frames) : nil
        let layoutShare = Self.seconds(clock.now - layoutStart) / Double(formats.count)
        return formats.map { format in
            let start = clock.now
            var result = check(format)
            result.fixture = fixtureCase.file
            result.time = layoutShare + Self.seconds(clock.now - start)
            return result
        }

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
                return verify({ try CairoRenderer(fonts: renderer.fonts).render(list!, scale: scale) },
                              .image(tolerance: fixtureTolerances[fixtureCase.id] ?? tolerance))
            case .svg:
                return verify({ try SVGRenderer().render(list!, scale: scale) }, .lines)
            case .frames:
                let result = verify({ frames.textDump() }, .lines)
                return Self.withExpectedFrames(result, FixtureRenderer.mismatches(fixture, frames: frames), file: fixtureCase.file)
            }
        }
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
