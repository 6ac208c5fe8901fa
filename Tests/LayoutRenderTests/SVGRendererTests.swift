import Foundation
import Testing
import LayoutSnap

@Suite struct SVGRendererTests {
    @Test func smallListGivesExactlyThisSVG() throws {
        let list = DisplayList(size: Size(width: 40, height: 30), items: [
            .rect(Rect(x: 1, y: 2, width: 10, height: 8), fill: red, stroke: Color(red: 0, green: 0, blue: 255, alpha: 128),
                  strokeWidth: 2, cornerRadius: 3),
            .text(origin: Point(x: 5, y: 6), lines: [TextLine(text: "a<b & \"c\"", x: 1, baseline: 10.5, width: 20)],
                  font: Font(size: 12), color: .black),
            .pushClip(Rect(x: -0.0001, y: 0, width: 20, height: 20), cornerRadius: 0),
            .pushOpacity(0.25),
            .line(from: Point(x: 0, y: 0), to: Point(x: 10, y: 10.1234), color: .black, width: 1, dash: [2, 1]),
            .popOpacity,
            .popClip,
            .label("n", at: Point(x: 1, y: 1), size: 9, color: Color(red: 128, green: 128, blue: 128)),
            .image(Rect(x: 0, y: 0, width: 4, height: 4), source: nil),
        ])
        let expected = """
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="80" height="60" \
        viewBox="0 0 40 30" xml:space="preserve">
          <rect x="0" y="0" width="40" height="30" fill="#ffffff"/>
          <rect x="1" y="2" width="10" height="8" rx="3" fill="#ff0000"/>
          <rect x="2" y="3" width="8" height="6" rx="2" fill="none" stroke="#0000ff" stroke-opacity="0.502" stroke-width="2"/>
          <text x="6" y="16.5" font-family="DejaVu Sans, Noto Sans Arabic UI, WenQuanYi Micro Hei, sans-serif" \
        font-size="12" fill="#000000">a&lt;b &amp; &quot;c&quot;</text>
          <clipPath id="c1">
            <rect x="0" y="0" width="20" height="20"/>
          </clipPath>
          <g clip-path="url(#c1)">
            <g opacity="0.25">
              <line x1="0" y1="0" x2="10" y2="10.123" stroke="#000000" stroke-width="1" stroke-dasharray="2 1"/>
            </g>
          </g>
          <text x="1" y="9.1" font-family="DejaVu Sans" font-size="9" fill="#808080">n</text>
          <rect x="0" y="0" width="4" height="4" fill="#dddddd"/>
          <rect x="0.5" y="0.5" width="3" height="3" fill="none" stroke="#999999" stroke-width="1"/>
          <line x1="0" y1="0" x2="4" y2="4" stroke="#999999" stroke-width="1"/>
          <line x1="4" y1="0" x2="0" y2="4" stroke="#999999" stroke-width="1"/>
        </svg>

        """
        #expect(try SVGRenderer().render(list, scale: 2) == expected)
    }

    /// Emoji and Arabic are written in their own font, as the PNG draws them whatever the family.
    @Test func scriptOwnersGetTheirFontInSVG() throws {
        let line = TextLine(text: "Hi مرحبا بك 😀👍🏽 a<b", x: 0, baseline: 10, width: 100)
        let list = DisplayList(size: Size(width: 100, height: 20), background: nil, items: [
            .text(origin: Point(x: 0, y: 0), lines: [line], font: Font(size: 10), color: .black),
        ])
        let arabic = "Noto Sans Arabic UI, DejaVu Sans, WenQuanYi Micro Hei, sans-serif"
        let emoji = "Noto Color Emoji, DejaVu Sans, Noto Sans Arabic UI, WenQuanYi Micro Hei, sans-serif"
        #expect(try SVGRenderer().render(list, scale: 1).contains(##"fill="#000000">Hi <tspan font-family="\##(arabic)">مرحبا بك </tspan>"##
            + ##"<tspan font-family="\##(emoji)">😀👍🏽</tspan> a&lt;b</text>"##))
    }

    @Test func styledRunsBecomeTspans() throws {
        let line = TextLine(text: "Voir <les> liens", x: 0, baseline: 10, width: 80,
                            spans: [TextSpan(text: "Voir ", runs: []), TextSpan(text: "<les>", runs: [0]),
                                    TextSpan(text: " liens", runs: [0, 1])])
        let runs = [TextRun(start: 5, length: 11, weight: 700), TextRun(start: 10, length: 6, italic: true,
                                                                        color: Color(red: 0, green: 0, blue: 255, alpha: 128), underline: true)]
        let list = DisplayList(size: Size(width: 90, height: 20), background: nil, items: [
            .text(origin: Point(x: 0, y: 0), lines: [line], font: Font(size: 10), color: .black, style: TextPaint(runs: runs)),
        ])
        let svg = try SVGRenderer().render(list, scale: 1)
        #expect(svg.contains(##"fill="#000000">Voir <tspan font-weight="700">&lt;les&gt;</tspan><tspan font-weight="700" "##
            + ##"font-style="italic" fill="#0000ff" fill-opacity="0.502" text-decoration="underline"> liens</tspan></text>"##), "\(svg)")
    }

    /// Family list with the pinned fallbacks and a generic family, weight, style, letter spacing,
    /// and a right-to-left line anchored at its right end.
    @Test func textCarriesItsStyleAndDirection() throws {
        let rtl = TextLine(text: "مرحبا", x: 10, baseline: 12, width: 40, rightToLeft: true)
        let list = DisplayList(size: Size(width: 60, height: 20), background: nil, items: [
            .text(origin: Point(x: 2, y: 3), lines: [rtl], font: Font(family: "DejaVu Serif, 3D Sans", size: 10, weight: 700, italic: true),
                  color: .black, style: TextPaint(letterSpacing: 1.5)),
        ])
        let svg = try SVGRenderer().render(list, scale: 1)
        #expect(svg.contains(#"<text x="52" y="15" font-family="DejaVu Serif, &apos;3D Sans&apos;, DejaVu Sans, Noto Sans Arabic UI, "#
            + #"WenQuanYi Micro Hei, serif" font-size="10" font-weight="700" font-style="italic" "#
            + ##"letter-spacing="1.5" direction="rtl" fill="#000000"><tspan font-family="Noto Sans Arabic UI, "##
            + ##"DejaVu Sans, WenQuanYi Micro Hei, sans-serif">مرحبا</tspan></text>"##))
    }

    @Test func clipIdsCountUpAndTransparentCanvasHasNoBackground() throws {
        let clip = DisplayItem.pushClip(Rect(x: 0, y: 0, width: 5, height: 5), cornerRadius: 9)
        let list = DisplayList(size: Size(width: 5, height: 5), background: nil, items: [clip, .popClip, clip, .popClip])
        let svg = try SVGRenderer().render(list, scale: 1)
        #expect(svg.components(separatedBy: "\n").filter { $0.contains("clip") } == [
            "  <clipPath id=\"c1\">", "  </clipPath>", "  <g clip-path=\"url(#c1)\">",
            "  <clipPath id=\"c2\">", "  </clipPath>", "  <g clip-path=\"url(#c2)\">",
        ])
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"5\" height=\"5\" rx=\"2.5\"/>")) // radius clamped
        #expect(!svg.contains("fill=\"#ffffff\""))
    }

    @Test func imagesAreEmbeddedAsBase64PNG() throws {
        let dir = try makeTemporaryDirectory("svg-image")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try PNGCodec.write(RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 255]), to: dir + "/one.png")
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: dir + "/text.png"))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: dir + "/one.png"))
        let list = DisplayList(size: Size(width: 10, height: 10), background: nil, items: [
            .image(Rect(x: 1, y: 2, width: 3, height: 4), source: dir + "/one.png"),
            .image(Rect(x: 0, y: 0, width: 2, height: 2), source: dir + "/text.png"),
        ])
        let lines = try SVGRenderer().render(list, scale: 1).components(separatedBy: "\n")
        #expect(lines[1] == "  <image x=\"1\" y=\"2\" width=\"3\" height=\"4\" preserveAspectRatio=\"none\" "
            + "xlink:href=\"data:image/png;base64,\(bytes.base64EncodedString())\"/>")
        #expect(lines[2] == "  <rect x=\"0\" y=\"0\" width=\"2\" height=\"2\" fill=\"#dddddd\"/>") // placeholder
    }

    @Test func rotationIsAGroupWithARotateTransform() throws {
        let list = DisplayList(size: Size(width: 10, height: 10), background: nil, items: [
            .pushRotation(degrees: 90, pivot: Point(x: 8, y: 1.5)),
            .line(from: Point(x: 8, y: 1.5), to: Point(x: 9, y: 1.5), color: .black, width: 1, dash: []),
            .popRotation,
        ])
        let lines = try SVGRenderer().render(list, scale: 1).components(separatedBy: "\n")
        #expect(Array(lines[1...3]) == [
            "  <g transform=\"rotate(90 8 1.5)\">",
            "    <line x1=\"8\" y1=\"1.5\" x2=\"9\" y2=\"1.5\" stroke=\"#000000\" stroke-width=\"1\"/>",
            "  </g>",
        ])
        #expect(throws: DisplayListError(index: 1, reason: "pushRotation never popped")) {
            try SVGRenderer().render(DisplayList(size: Size(width: 1, height: 1), items: [.pushRotation(degrees: 90, pivot: .zero)]), scale: 1)
        }
        #expect(throws: DisplayListError(index: 1, reason: "popRotation without a matching pushRotation")) {
            try SVGRenderer().render(DisplayList(size: Size(width: 1, height: 1), items: [.pushOpacity(1), .popRotation]), scale: 1)
        }
    }

    @Test func unbalancedListIsAnError() {
        #expect(throws: DisplayListError(index: 1, reason: "popOpacity without a matching pushOpacity")) {
            try SVGRenderer().render(DisplayList(size: Size(width: 1, height: 1), items: [.pushClip(.zero, cornerRadius: 0),
                                                                                         .popOpacity]), scale: 1)
        }
    }
}
