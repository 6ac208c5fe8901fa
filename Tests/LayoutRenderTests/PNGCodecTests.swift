import Foundation
import Testing
import LayoutSnap

/// One decoder input made by `TestPNGWriter` and the straight RGBA8 pixels it must decode to.
struct DecodeCase: Sendable, CustomStringConvertible {
    var description: String
    var png: TestPNGWriter
    var expected: [RGBA]
}

private func grey(_ v: UInt8, _ a: UInt8 = 255) -> RGBA { RGBA(v, v, v, a) }

private func png(_ width: Int, _ height: Int, _ type: TestPNGWriter.ColorType, _ depth: Int,
                 interlaced: Bool = false, palette: [(UInt8, UInt8, UInt8)] = [], tRNS: [UInt8]? = nil,
                 _ samples: [[UInt16]]) -> TestPNGWriter {
    TestPNGWriter(width: width, height: height, colorType: type, bitDepth: depth, interlaced: interlaced,
                  palette: palette, transparency: tRNS, samples: samples)
}

let decodeCases: [DecodeCase] = {
    var cases: [DecodeCase] = []
    func add(_ name: String, _ writer: TestPNGWriter, _ expected: [RGBA]) {
        cases.append(DecodeCase(description: name, png: writer, expected: expected))
    }
    add("grey 1-bit", png(3, 2, .grey, 1, [[0], [1], [0], [1], [0], [1]]),
        [grey(0), grey(255), grey(0), grey(255), grey(0), grey(255)])
    add("grey 4-bit", png(2, 1, .grey, 4, [[5], [15]]), [grey(85), grey(255)])
    add("grey 8-bit with tRNS", png(2, 1, .grey, 8, tRNS: [0, 7], [[7], [8]]), [grey(7, 0), grey(8)])
    add("grey 16-bit", png(2, 1, .grey, 16, [[0x8080], [0x1234]]), [grey(128), grey(18)])
    add("grey+alpha 8-bit", png(2, 1, .greyAlpha, 8, [[10, 20], [200, 255]]), [grey(10, 20), grey(200)])
    add("grey+alpha 16-bit", png(1, 1, .greyAlpha, 16, [[0xFFFF, 0x0101]]), [grey(255, 1)])
    let rgb: [(UInt8, UInt8, UInt8)] = [(255, 0, 0), (0, 255, 0), (0, 0, 255)]
    let red = RGBA(255, 0, 0, 128), green = RGBA(0, 255, 0, 0), blue = RGBA(0, 0, 255, 255)
    add("palette 2-bit with tRNS", png(5, 1, .palette, 2, palette: rgb, tRNS: [128, 0], [[0], [1], [2], [0], [2]]),
        [red, green, blue, red, blue])
    add("palette 8-bit", png(2, 1, .palette, 8, palette: [(1, 2, 3), (4, 5, 6)], [[1], [0]]),
        [RGBA(4, 5, 6, 255), RGBA(1, 2, 3, 255)])
    add("RGB 8-bit", png(2, 1, .rgb, 8, [[1, 2, 3], [250, 251, 252]]), [RGBA(1, 2, 3, 255), RGBA(250, 251, 252, 255)])
    add("RGB 16-bit", png(1, 1, .rgb, 16, [[0xFFFF, 0x0000, 0x8080]]), [RGBA(255, 0, 128, 255)])
    add("RGBA 8-bit", png(1, 2, .rgba, 8, [[9, 8, 7, 6], [0, 0, 0, 0]]), [RGBA(9, 8, 7, 6), RGBA(0, 0, 0, 0)])
    add("RGBA 16-bit", png(1, 1, .rgba, 16, [[0x0101, 0x0202, 0xFFFF, 0x8080]]), [RGBA(1, 2, 255, 128)])
    var samples: [[UInt16]] = [], expected: [RGBA] = []
    for i in 0..<81 {
        let r = i % 9 * 20, g = i / 9 * 20
        samples.append([UInt16(r), UInt16(g), UInt16(i), 255])
        expected.append(RGBA(UInt8(r), UInt8(g), UInt8(i), 255))
    }
    add("RGBA 8-bit interlaced 9x9", png(9, 9, .rgba, 8, interlaced: true, samples), expected)
    let bits: [[UInt16]] = (0..<9).map { [UInt16($0 % 2)] }
    let bw: [RGBA] = (0..<9).map { grey($0 % 2 == 0 ? 0 : 255) }
    add("palette 1-bit interlaced 3x3", png(3, 3, .palette, 1, interlaced: true, palette: [(0, 0, 0), (255, 255, 255)], bits),
        bw)
    return cases
}()

func allPixels(_ image: RGBAImage) -> [RGBA] {
    (0..<image.height).flatMap { y in (0..<image.width).map { x in image[x, y] } }
}

/// An image with varied, partly transparent pixels.
func sampleImage(width: Int = 7, height: Int = 5) -> RGBAImage {
    var bytes: [UInt8] = []
    for i in 0..<width * height * 4 {
        let value: Int = (i * 37 + i / 4 * 11) % 256
        bytes.append(UInt8(value))
    }
    return RGBAImage(width: width, height: height, pixels: bytes)
}

@Suite struct PNGCodecTests {
    @Test(arguments: decodeCases)
    func decodesEveryColourTypeToStraightRGBA8(_ c: DecodeCase) throws {
        let image = try PNGCodec.decode(c.png.bytes())
        #expect(image.width == c.png.width)
        #expect(image.height == c.png.height)
        #expect(allPixels(image) == c.expected)
    }

    @Test func encodeThenDecodeGivesTheSamePixels() throws {
        let image = sampleImage()
        #expect(try PNGCodec.decode(PNGCodec.encode(image)) == image)
    }

    @Test func encodingIsByteDeterministicAndHasOnlyImageChunks() throws {
        let first = try PNGCodec.encode(sampleImage()), second = try PNGCodec.encode(sampleImage())
        #expect(first == second)
        var types: [String] = [], offset = 8
        while offset + 8 <= first.count {
            let length = first[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: first[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        #expect(types == ["IHDR", "IDAT", "IEND"])
        #expect(offset == first.count)
    }

    @Test func emptyImageCannotBeEncoded() {
        #expect(throws: PNGCodecError(.invalidSize, detail: "0x3")) {
            try PNGCodec.encode(RGBAImage(width: 0, height: 3, pixels: []))
        }
    }

    @Test func nonPNGInputIsRejected() {
        #expect { try PNGCodec.decode([1, 2, 3, 4, 5, 6, 7, 8, 9]) } throws: {
            ($0 as? PNGCodecError)?.reason == .notPNG
        }
    }

    @Test func everyTruncationOfAValidPNGIsAnError() throws {
        let bytes = try PNGCodec.encode(sampleImage(width: 3, height: 3))
        for length in 0..<bytes.count {
            let expected: PNGCodecError.Reason = length < 8 ? .notPNG : .corrupt
            #expect { try PNGCodec.decode(Array(bytes.prefix(length))) } throws: {
                ($0 as? PNGCodecError)?.reason == expected
            }
        }
    }

    @Test func flippedByteInImageDataIsAnError() throws {
        var bytes = try PNGCodec.encode(sampleImage())
        bytes[8 + 25 + 8 + 3] ^= 0xFF // a byte inside the first IDAT's data, after the IHDR chunk
        #expect { try PNGCodec.decode(bytes) } throws: {
            let e = $0 as? PNGCodecError
            return e?.reason == .corrupt && e?.detail.isEmpty == false
        }
    }

    @Test func garbageCompressedDataWithValidCRCIsAnError() {
        var png = TestPNGWriter(width: 1, height: 1, colorType: .grey, bitDepth: 8, samples: [[0]]).bytes()
        let idat = TestPNGWriter.chunk("IDAT", [0x78, 0x01, 0xFF, 0xFF, 0xFF, 0xFF])
        png = Array(png.prefix(8 + 25)) + idat + TestPNGWriter.chunk("IEND", [])
        #expect { try PNGCodec.decode(png) } throws: { ($0 as? PNGCodecError)?.reason == .corrupt }
    }

    @Test func sizeIsReadFromTheHeader() throws {
        let bytes = try PNGCodec.encode(sampleImage(width: 7, height: 5))
        let size = try PNGCodec.size(ofPNG: bytes)
        #expect(size.width == 7 && size.height == 5)
    }

    @Test func fileHelpersWriteAtomicallyAndNameTheFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pngcodec-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/image.png"
        try PNGCodec.write(sampleImage(), to: path)
        try PNGCodec.write(sampleImage(), to: path) // replaces the file
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["image.png"])
        #expect(try PNGCodec.read(contentsOf: path) == sampleImage())
        let size = try PNGCodec.size(ofPNGAt: path)
        #expect(size.width == 7 && size.height == 5)

        let missing = dir + "/missing.png"
        #expect(throws: PNGCodecError(.unreadable, detail: "no such file", file: missing)) {
            try PNGCodec.read(contentsOf: missing)
        }
        #expect(PNGCodecError(.unreadable, detail: "no such file", file: missing).description
                == missing + ": cannot read file: no such file")
        try [UInt8]("not a png".utf8).withUnsafeBufferPointer { try Data($0).write(to: URL(fileURLWithPath: missing)) }
        #expect { try PNGCodec.size(ofPNGAt: missing) } throws: {
            let e = $0 as? PNGCodecError
            return e?.file == missing && e?.reason == .notPNG
        }
    }
}

@Suite struct PNGEncodeOptionsTests {
    /// Every filter set and level decodes to the same pixels; settings change only the bytes.
    @Test func everyFilterAndLevelRoundTrips() throws {
        var pixels: [UInt8] = []
        for y in 0..<9 { for x in 0..<13 { pixels += [UInt8(x * 19), UInt8(y * 28), UInt8((x * y) % 256), UInt8(255 - x)] } }
        let image = RGBAImage(width: 13, height: 9, pixels: pixels)
        var outputs = Set<[UInt8]>()
        for filter in PNGCodec.EncodeOptions.Filter.allCases {
            for level in [0, 1, 6, 9] {
                let bytes = try PNGCodec.encode(image, options: .init(filters: [filter], level: level))
                #expect(try PNGCodec.decode(bytes) == image)
                outputs.insert(bytes)
            }
        }
        #expect(outputs.count > 1)
        #expect(try PNGCodec.encode(image) == PNGCodec.encode(image, options: .standard))
    }

    @Test func badOptionsAreAnError() {
        let image = RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 255])
        #expect(throws: PNGCodecError.self) { try PNGCodec.encode(image, options: .init(filters: [], level: 6)) }
        #expect(throws: PNGCodecError.self) { try PNGCodec.encode(image, options: .init(filters: [.none], level: 10)) }
    }
}
