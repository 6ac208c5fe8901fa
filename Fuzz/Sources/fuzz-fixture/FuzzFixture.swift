import Foundation
import LayoutSnap

/// libFuzzer's entry point: decodes `data` as fixture JSON (`FixtureLoader.decode`), lays the tree
/// out with the Ahem text model (`LayoutEngine`, no fonts) and builds its display list, as
/// `layoutsnap render` does before drawing. Errors are expected answers; crashes, hangs (libFuzzer's
/// -timeout) and the sanitizers' findings are what this looks for.
@c(LLVMFuzzerTestOneInput)
public func fuzzFixture(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    guard let fixture = try? FixtureLoader.decode(bytes, file: "fuzz.json") else { return 0 }
    let viewport = fixture.viewport
    guard let report = try? LayoutEngine(textMeasurer: AhemTextMeasurer()).layoutReport(fixture.root, in: viewport) else {
        return 0
    }
    let list = DisplayListBuilder().build(fixture.root, report.frames, size: viewport.size)
    _ = try? list.validate()
    return 0
}
