import Foundation
import Testing
@testable import RasterImage

/// The fast decoder for 8-bit RGB(A) (`pngshim_fast_decode_rgba8`): it takes exactly the files it
/// should, and on every one it gives libpng's pixels; everything else goes to libpng.
@Suite struct FastPNGDecoderTests {
    /// A deterministic image with every byte value in play, so each filter's arithmetic wraps.
    static func noisy(_ w: Int, _ h: Int, channels: Int) -> [[UInt16]] {
        (0..<w * h).map { i in (0..<channels).map { c in UInt16((i * 97 + c * 61 + (i / w) * 13 + (i * i) % 251) & 0xFF) } }
    }

    // Widths below and above 4 and heights from 1 to past 16: Paeth rows go four (or, with
    // AVX2, eight) at a time when the image has that many rows and four pixels.
    static let sizes = [(1, 1), (7, 5), (64, 3), (3, 17), (4, 4), (5, 9), (33, 13), (2, 6), (9, 26)]

    /// Both ways the fast decoder undoes the filters: where it inflated them (with the slack for
    /// it) and through its staging rows (without).
    static let inPlace = [true, false]

    @Test(arguments: [TestPNGWriter.ColorType.rgba, .rgb], [0, 1, 2, 3, 4, 5] as [UInt8])
    func everyFilterOfRGBAndRGBAMatchesLibpng(color: TestPNGWriter.ColorType, filter: UInt8) throws {
        for (w, h) in Self.sizes {
            let png = TestPNGWriter(width: w, height: h, colorType: color, bitDepth: 8,
                                    samples: Self.noisy(w, h, channels: color == .rgba ? 4 : 3), filter: filter).bytes()
            for inPlace in Self.inPlace {
                let fast = try #require(PNGCodec.fastDecodeOnly(png, inPlace: inPlace), "declined \(color) filter \(filter) \(w)x\(h)")
                #expect(fast == (try PNGCodec.decode(png, useFastDecoder: false)), "\(color) filter \(filter) \(w)x\(h) in place \(inPlace)")
            }
        }
    }

    @Test func libpngsOwnFilterChoicesDecodeTheSame() throws {
        let image = RGBAImage(width: 41, height: 9, pixels: Self.noisy(41, 9, channels: 4).flatMap { $0.map { UInt8($0) } })
        for filters: Set<PNGCodec.EncodeOptions.Filter> in [[.none], [.sub], [.up], [.average], [.paeth], Set(PNGCodec.EncodeOptions.Filter.allCases)] {
            let png = try PNGCodec.encode(image, options: .init(filters: filters, level: 9))
            #expect(PNGCodec.fastDecodeOnly(png) == image, "filters \(filters)")
        }
    }

    /// The image data of `writer` compressed by zlib (`level`, `strategy`) in IDAT chunks of
    /// `chunkSize` bytes, with `between` inserted after the first one.
    static func compressed(_ writer: TestPNGWriter, level: Int, strategy: Int = 0, chunkSize: Int = 1 << 20,
                           between: [UInt8] = []) -> [UInt8] {
        let stream = Zlib.compress(writer.scanlines(), level: level, strategy: strategy)
        var png = Array(writer.bytes().prefix(8 + 25))
        for (i, start) in stride(from: 0, to: stream.count, by: chunkSize).enumerated() {
            png += TestPNGWriter.chunk("IDAT", Array(stream[start..<min(start + chunkSize, stream.count)]))
            if i == 0 { png += between }
        }
        return png + TestPNGWriter.chunk("IEND", [])
    }

    @Test(arguments: [TestPNGWriter.ColorType.rgba, .rgb])
    func zlibCompressedImagesOfEveryFilterMatchLibpng(color: TestPNGWriter.ColorType) throws {
        let (w, h) = (150, 23)
        for filter: UInt8 in [0, 1, 2, 3, 4, 5] {
            let writer = TestPNGWriter(width: w, height: h, colorType: color, bitDepth: 8,
                                       samples: Self.noisy(w, h, channels: color == .rgba ? 4 : 3), filter: filter)
            for (level, strategy) in [(1, 0), (6, 0), (9, 0), (6, 1), (6, 2), (6, 3), (6, 4), (0, 0)] {
                let png = Self.compressed(writer, level: level, strategy: strategy, chunkSize: level == 9 ? 1 : 8192)
                for inPlace in Self.inPlace {
                    let fast = try #require(PNGCodec.fastDecodeOnly(png, inPlace: inPlace), "declined filter \(filter) level \(level) strategy \(strategy)")
                    #expect(fast == (try PNGCodec.decode(png, useFastDecoder: false)), "filter \(filter) level \(level) strategy \(strategy) in place \(inPlace)")
                }
            }
        }
    }

    /// The decoded image, or the error's text.
    static func outcome(_ decode: () throws -> RGBAImage) -> String {
        do { return "\(try decode().pixels)" } catch { return "error: \(error)" }
    }

    @Test func chunksLibpngTreatsDifferentlyAreLeftToIt() throws {
        let writer = TestPNGWriter(width: 9, height: 30, colorType: .rgb, bitDepth: 8, samples: Self.noisy(9, 30, channels: 3), filter: 4)
        let text = TestPNGWriter.chunk("tEXt", Array("Comment\0between".utf8))
        let unknownCritical = TestPNGWriter.chunk("ABCD", [1, 2, 3])
        let palette = TestPNGWriter.chunk("PLTE", [1, 2, 3])
        let cases: [(String, [UInt8])] = [
            ("a text chunk between IDAT chunks", Self.compressed(writer, level: 6, chunkSize: 100, between: text)),
            ("an unknown critical chunk", Self.compressed(writer, level: 6, chunkSize: 100, between: unknownCritical)),
            ("a palette", Array(writer.bytes().prefix(33)) + palette + Array(writer.bytes().dropFirst(33))),
        ]
        for (name, png) in cases {
            #expect(PNGCodec.fastDecodeOnly(png) == nil, "\(name)")
            // The same pixels, or the same error, as libpng alone.
            #expect(Self.outcome { try PNGCodec.decode(png) } == Self.outcome { try PNGCodec.decode(png, useFastDecoder: false) }, "\(name)")
        }
        #expect(PNGCodec.fastDecodeOnly(Self.compressed(writer, level: 6, chunkSize: 100)) != nil)
    }

    @Test func everyReferenceInTheRepositoryDecodesTheSameBothWays() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Snapshots")
        let files = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".png") }
        #expect(files.count >= 30)
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: root.appendingPathComponent(file)))
            let libpng = try PNGCodec.decode(bytes, useFastDecoder: false)
            for inPlace in Self.inPlace {
                let fast = try #require(PNGCodec.fastDecodeOnly(bytes, inPlace: inPlace), "declined \(file)")
                #expect(fast == libpng, "\(file) in place \(inPlace)")
            }
        }
    }

    @Test func splitImageDataAndOtherChunksAreRead() throws {
        let w = 5, h = 4
        let writer = TestPNGWriter(width: w, height: h, colorType: .rgba, bitDepth: 8, samples: Self.noisy(w, h, channels: 4), filter: 5)
        let whole = writer.bytes()
        // The same stream cut into three IDAT chunks, with an empty one and a text chunk between.
        let stream = TestPNGWriter.zlibStored(writer.scanlines())
        let parts = [Array(stream[..<3]), [], Array(stream[3..<20]), Array(stream[20...])]
        var png = Array(whole.prefix(8 + 25)) + TestPNGWriter.chunk("tEXt", Array("Comment\0split".utf8))
        for p in parts { png += TestPNGWriter.chunk("IDAT", p) }
        png += TestPNGWriter.chunk("IEND", [])
        #expect(PNGCodec.fastDecodeOnly(png) == (try PNGCodec.decode(whole, useFastDecoder: false)))
    }

    /// The zlib wrapper of the image data is checked as libdeflate's zlib reader checks it, the
    /// Adler-32 as the rows are undone: a wrong checksum, header or length is libpng's to report,
    /// both ways the rows are undone.
    @Test func aBrokenZlibWrapperIsLeftToLibpng() throws {
        let good = try PNGCodec.encode(sampleImage(width: 6, height: 9))
        // The signature (8 bytes) and the IHDR chunk (4 + 4 + 13 + 4), then the one IDAT chunk.
        let length = good[33..<37].reduce(0) { $0 << 8 | Int($1) }
        #expect(Array(good[37..<41]) == Array("IDAT".utf8))
        let zlib = Array(good[41..<41 + length])
        func png(_ stream: [UInt8]) -> [UInt8] {
            Array(good[0..<33]) + TestPNGWriter.chunk("IDAT", stream) + Array(good[(41 + length + 4)...])
        }
        /// `zlib` with header bytes `cmf` and `flg`, FCHECK set so that the header is a multiple of 31.
        func header(_ cmf: UInt8, _ flg: UInt8) -> [UInt8] {
            let high = Int(cmf) << 8 | Int(flg & 0xE0)
            return [cmf, UInt8(Int(flg & 0xE0) + (31 - high % 31) % 31)] + zlib.dropFirst(2)
        }
        for inPlace in Self.inPlace {
            #expect(PNGCodec.fastDecodeOnly(png(zlib), inPlace: inPlace) == (try PNGCodec.decode(png(zlib), useFastDecoder: false)))
            #expect(PNGCodec.fastDecodeOnly(png(header(zlib[0], zlib[1])), inPlace: inPlace) != nil)  // FCHECK recomputed: the same header
            var adler = zlib
            adler[adler.count - 1] ^= 1
            var fcheck = zlib
            fcheck[1] ^= 1
            let broken: [(String, [UInt8])] = [
                ("Adler-32", adler), ("FCHECK", fcheck), ("method 7", header(zlib[0] & 0xF0 | 7, zlib[1])),
                ("a 64 KiB window", header(0x88, zlib[1])), ("a preset dictionary", header(zlib[0], zlib[1] | 0x20)),
                ("a byte after the stream", zlib + [0]), ("a cut checksum", Array(zlib.dropLast())),
            ]
            for (problem, stream) in broken {
                #expect(PNGCodec.fastDecodeOnly(png(stream), inPlace: inPlace) == nil, "\(problem), in place \(inPlace)")
            }
        }
    }

    @Test func otherFormatsAndEveryProblemAreLeftToLibpng() throws {
        let grey = TestPNGWriter(width: 2, height: 2, colorType: .grey, bitDepth: 8, samples: [[1], [2], [3], [4]]).bytes()
        let rgb16 = TestPNGWriter(width: 2, height: 1, colorType: .rgb, bitDepth: 16, samples: [[1, 2, 3], [4, 5, 6]]).bytes()
        var interlaced = TestPNGWriter(width: 9, height: 9, colorType: .rgba, bitDepth: 8, samples: Self.noisy(9, 9, channels: 4))
        interlaced.interlaced = true
        var keyed = TestPNGWriter(width: 2, height: 1, colorType: .rgb, bitDepth: 8, samples: [[1, 2, 3], [4, 5, 6]])
        keyed.transparency = [0, 1, 0, 2, 0, 3]
        for png in [grey, rgb16, interlaced.bytes(), keyed.bytes()] {
            #expect(PNGCodec.fastDecodeOnly(png) == nil)
            #expect(try PNGCodec.decode(png) == PNGCodec.decode(png, useFastDecoder: false))
        }
        let good = try PNGCodec.encode(sampleImage(width: 6, height: 4))
        #expect(PNGCodec.fastDecodeOnly(good) != nil)
        var badCRC = good
        badCRC[good.count - 12 - 1] ^= 1   // the last byte of the IDAT CRC
        var extra = Array(good.dropLast(12))
        extra += TestPNGWriter.chunk("IDAT", [0, 0, 0, 0]) + TestPNGWriter.chunk("IEND", [])
        for png in [badCRC, Array(good.dropLast(12)), Array(good.prefix(good.count / 2)), extra] {
            #expect(PNGCodec.fastDecodeOnly(png) == nil)
        }
    }
}
