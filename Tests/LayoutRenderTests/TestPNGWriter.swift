/// A minimal PNG writer for test inputs, written independently of libpng so the decoder is checked
/// against files it did not produce: any colour type and bit depth, optional palette and tRNS,
/// optional Adam7 interlacing, with zlib "stored" (uncompressed) deflate blocks.
struct TestPNGWriter {
    enum ColorType: UInt8 { case grey = 0, rgb = 2, palette = 3, greyAlpha = 4, rgba = 6 }

    var width: Int
    var height: Int
    var colorType: ColorType
    var bitDepth: Int
    var interlaced = false
    /// Palette entries (r, g, b) for `.palette`.
    var palette: [(UInt8, UInt8, UInt8)] = []
    /// The raw tRNS chunk data, if any.
    var transparency: [UInt8]?
    /// Samples per pixel, row-major: `samples[y * width + x]` holds one value per channel.
    var samples: [[UInt16]]

    func bytes() -> [UInt8] {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = Self.be32(UInt32(width)) + Self.be32(UInt32(height))
        header += [UInt8(bitDepth), colorType.rawValue, 0, 0, interlaced ? 1 : 0]
        out += Self.chunk("IHDR", header)
        if colorType == .palette { out += Self.chunk("PLTE", palette.flatMap { [$0.0, $0.1, $0.2] }) }
        if let transparency { out += Self.chunk("tRNS", transparency) }
        out += Self.chunk("IDAT", Self.zlibStored(scanlines()))
        out += Self.chunk("IEND", [])
        return out
    }

    /// Filter type 0 scanlines, pass by pass when interlaced.
    func scanlines() -> [UInt8] {
        let passes: [(Int, Int, Int, Int)] = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var out: [UInt8] = []
        for (x0, y0, dx, dy) in passes {
            let xs = Array(stride(from: x0, to: width, by: dx)), ys = Array(stride(from: y0, to: height, by: dy))
            if xs.isEmpty || ys.isEmpty { continue }
            for y in ys { out += [0] + packRow(xs.map { samples[y * width + $0] }) }
        }
        return out
    }

    func packRow(_ pixels: [[UInt16]]) -> [UInt8] {
        let values = pixels.flatMap { $0 }
        if bitDepth == 16 { return values.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
        if bitDepth == 8 { return values.map { UInt8($0) } }
        var out: [UInt8] = [], current: UInt8 = 0, used = 0
        for v in values {
            current |= UInt8(v) << UInt8(8 - bitDepth - used)
            used += bitDepth
            if used == 8 { out.append(current); current = 0; used = 0 }
        }
        if used > 0 { out.append(current) }
        return out
    }

    static func be32(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(crc32(body))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            crc ^= UInt32(b)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// A zlib stream of stored deflate blocks (no compression).
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let n = min(65535, data.count - offset)
            let final: UInt8 = offset + n == data.count ? 1 : 0
            out += [final, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += data[offset..<offset + n]
            offset += n
        } while offset < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return out + be32(b << 16 | a)
    }
}
