import Foundation
import Testing
import LayoutSnap

/// A fresh temporary folder, removed by the caller.
func makeTemporaryDirectory(_ prefix: String) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
}

let white = RGBA(255, 255, 255, 255)
let red = Color(red: 255, green: 0, blue: 0)

/// The pixels of `image` for which `inside(x, y)` holds and those for which it does not, checked
/// against one colour each; returns the coordinates of the first mismatch, if any.
func firstMismatch(_ image: RGBAImage, inside: (Int, Int) -> Bool, insideColor: RGBA, outsideColor: RGBA) -> String? {
    for y in 0..<image.height {
        for x in 0..<image.width {
            let expected = inside(x, y) ? insideColor : outsideColor
            if image[x, y] != expected { return "(\(x), \(y)) is \(image[x, y]), expected \(expected)" }
        }
    }
    return nil
}

/// A scene with rects, rounded borders, an opacity group, a rounded clip, a dashed line and text,
/// used to compare the Cairo and SVG backends.
func agreementScene(measurer: PangoTextMeasurer, withText: Bool = true) -> DisplayList {
    let text = TextContent("Hello from Cairo and SVG", font: Font(size: 14))
    let layout = measurer.layout(text, maxWidth: 90)
    let blue = Color(red: 0x3B, green: 0x82, blue: 0xF6), navy = Color(red: 0x1E, green: 0x3A, blue: 0x8A)
    var list = DisplayList(size: Size(width: 200, height: 130), background: .white, items: [
        .rect(Rect(x: 10, y: 10, width: 80, height: 50), fill: blue, stroke: navy, strokeWidth: 4, cornerRadius: 12),
        .rect(Rect(x: 100, y: 10, width: 90, height: 40), fill: Color(red: 0xF5, green: 0x9E, blue: 0x0B),
              stroke: .black, strokeWidth: 2, cornerRadius: 0),
        .pushOpacity(0.5),
        .rect(Rect(x: 40, y: 35, width: 80, height: 30), fill: red, stroke: nil, strokeWidth: 0, cornerRadius: 0),
        .rect(Rect(x: 60, y: 45, width: 30, height: 30), fill: red, stroke: nil, strokeWidth: 0, cornerRadius: 0),
        .popOpacity,
        .pushClip(Rect(x: 10, y: 75, width: 70, height: 45), cornerRadius: 10),
        .rect(Rect(x: 0, y: 65, width: 200, height: 65), fill: Color(red: 0x10, green: 0xB9, blue: 0x81),
              stroke: nil, strokeWidth: 0, cornerRadius: 0),
        .popClip,
        .line(from: Point(x: 10, y: 70), to: Point(x: 190, y: 70), color: navy, width: 2, dash: [6, 4]),
    ])
    if withText { list.items.append(.text(origin: Point(x: 90, y: 76), lines: layout.lines, font: text.font, color: .black,
                                            style: TextPaint(text, shaped: layout.shaped))) }
    return list
}
