import Foundation
import PNGShim
import Testing
@testable import RasterImage

/// The decoder's resource limits: an image over the pixel limit is refused from its header, before
/// its pixels are allocated, and an ancillary chunk claiming more than
/// `PNGCodec.maxAncillaryChunkBytes` is refused without allocating its claimed length.
@Suite struct PNGLimitTests {
    /// A PNG whose header claims `width` x `height` 8-bit RGBA pixels, followed by a little image
    /// data (not enough for that size) and IEND.
    static func claiming(width: Int, height: Int) -> [UInt8] {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += TestPNGWriter.chunk("IHDR", TestPNGWriter.be32(UInt32(width)) + TestPNGWriter.be32(UInt32(height)) + [8, 6, 0, 0, 0])
        png += TestPNGWriter.chunk("IDAT", TestPNGWriter.zlibStored([0, 1, 2, 3, 4]))
        return png + TestPNGWriter.chunk("IEND", [])
    }

    /// A file holding `bytes` in a new temporary folder.
    static func file(_ bytes: [UInt8], _ name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("png-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aHeaderClaimingFourGibibytesIsRefusedBeforeAnythingIsAllocated() throws {
        let path = try Self.file(Self.claiming(width: 32768, height: 32768), "huge.png")
        let refusal = PNGCodecError(.tooLarge, detail: "32768x32768 is 1073741824 pixels, above the limit of 67108864 "
                                        + "(set LAYOUTSNAP_MAX_PIXELS to raise it)", file: path)
        #expect(throws: refusal) { try PNGCodec.read(contentsOf: path) }
        #expect(throws: refusal) { try PNGCodec.readPair(path, path) }
        // Only libpng's reader state and header buffers: nothing near the claimed size.
        #expect(pngshim_largest_allocation() < 64 << 10)
        #expect(refusal.description.hasPrefix(path + ": image too large: 32768x32768"))
    }

    @Test func thePixelLimitIsAParameterAndInclusive() throws {
        let png = try PNGCodec.encode(sampleImage(width: 6, height: 4))
        #expect(try PNGCodec.decode(png, maxPixels: 24) == sampleImage(width: 6, height: 4))
        #expect(throws: PNGCodecError(.tooLarge, detail: "6x4 is 24 pixels, above the limit of 23 (set LAYOUTSNAP_MAX_PIXELS to raise it)")) {
            try PNGCodec.decode(png, maxPixels: 23)
        }
        #expect(throws: PNGCodecError.self) { try PNGCodec.decode(png, useFastDecoder: false, maxPixels: 23) }
        // 20000 x 20000 under the default: refused from the header.
        #expect(throws: PNGCodecError(.tooLarge, detail: "20000x20000 is 400000000 pixels, above the limit of 67108864 (set LAYOUTSNAP_MAX_PIXELS to raise it)")) {
            try PNGCodec.decode(Self.claiming(width: 20000, height: 20000))
        }
    }

    @Test func theEnvironmentVariableSetsTheLimit() throws {
        #expect(PixelLimit.defaultMaxPixels == 8192 * 8192)
        #expect(try PixelLimit.fromEnvironment([:]) == 67_108_864)
        #expect(try PixelLimit.fromEnvironment(["LAYOUTSNAP_MAX_PIXELS": ""]) == 67_108_864)
        #expect(try PixelLimit.fromEnvironment(["LAYOUTSNAP_MAX_PIXELS": "400000000"]) == 400_000_000)
        for bad in ["0", "-1", "64M", " 5", "1e6"] {
            #expect(throws: PixelLimitError.badSetting(bad)) { try PixelLimit.fromEnvironment(["LAYOUTSNAP_MAX_PIXELS": bad]) }
        }
        #expect(PixelLimitError.badSetting("x").description == "LAYOUTSNAP_MAX_PIXELS=x is not a whole number of pixels of at least 1")
        #expect(PixelLimit.allows(width: Int.max, height: 2, limit: Int.max) == false)
    }

    /// A valid 6x4 PNG with `chunk` inserted before its image data.
    static func withChunk(_ chunk: [UInt8]) throws -> [UInt8] {
        let good = try PNGCodec.encode(sampleImage(width: 6, height: 4))
        return Array(good.prefix(33)) + chunk + Array(good.dropFirst(33))
    }

    @Test(arguments: ["tEXt", "zTXt", "iTXt", "sPLT"])
    func anAncillaryChunkClaimingTwoGibibytesIsRefusedWithoutAllocatingIt(_ type: String) throws {
        // The length field says 0x7fffffff; only 16 bytes follow.
        let hostile = TestPNGWriter.be32(0x7fff_ffff) + Array(type.utf8) + Array("Comment\0abcdefgh".utf8)
        let path = try Self.file(try Self.withChunk(hostile), "\(type).png")
        #expect(throws: PNGCodecError(.corrupt, detail: "\(type) chunk of 2147483647 bytes is over the 8388608-byte limit for ancillary chunks", file: path)) {
            try PNGCodec.read(contentsOf: path)
        }
        #expect(pngshim_largest_allocation() < 64 << 10)
    }

    @Test func theHeaderIsReadFromTheFirstBytesAlone() throws {
        // `layoutsnap diff` reads the size of two identical files from their first 64 bytes: the
        // chunk walk before the header stops at the image data.
        // The 6x4 file: signature 8, IHDR 25, IDAT 12 + data, IEND 12; the IDAT header ends at 41.
        let png = try PNGCodec.encode(sampleImage(width: 6, height: 4))
        #expect(try PNGCodec.size(ofPNG: Array(png.prefix(64))) == (6, 4))
        #expect(throws: PNGCodecError(.corrupt, detail: "IDAT chunk claims \(png.count - 57) bytes but the file has 23 left (truncated PNG)")) {
            try PNGCodec.decode(Array(png.prefix(64)))
        }
    }

    @Test func anAncillaryChunkUpToTheLimitIsRead() throws {
        // Claims exactly the limit: not refused for its size, but for being cut short.
        let limit = PNGCodec.maxAncillaryChunkBytes
        #expect(limit == 8 << 20)
        let atLimit = TestPNGWriter.be32(UInt32(limit)) + Array("tEXt".utf8) + Array("Comment\0abcdefgh".utf8)
        // What follows its header: the 16 bytes given, then the rest of the 6x4 file (151 bytes).
        let left = 16 + (try PNGCodec.encode(sampleImage(width: 6, height: 4))).count - 33
        #expect(left == 151)
        #expect(throws: PNGCodecError(.corrupt, detail: "tEXt chunk claims 8388608 bytes but the file has \(left) left (truncated PNG)")) {
            try PNGCodec.decode(try Self.withChunk(atLimit))
        }
        // A critical chunk is not capped, but cannot claim more than the file holds either.
        let idat = TestPNGWriter.be32(0x7fff_ffff) + Array("IDAT".utf8) + [1, 2, 3, 4, 5]
        #expect(throws: PNGCodecError(.corrupt, detail: "IDAT chunk claims 2147483647 bytes but the file has 5 left (truncated PNG)")) {
            try PNGCodec.decode(Array(try Self.withChunk([]).prefix(33)) + idat)
        }
        // A small, valid text chunk changes nothing.
        let text = TestPNGWriter.chunk("tEXt", Array("Comment\0hello".utf8))
        #expect(try PNGCodec.decode(try Self.withChunk(text)) == sampleImage(width: 6, height: 4))
    }
}
