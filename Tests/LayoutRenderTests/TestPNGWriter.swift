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
    /// The row filter of every scanline (0 none, 1 sub, 2 up, 3 average, 4 Paeth; 5: each row
    /// takes the next in turn), applied here from the PNG specification's definitions.
    var filter: UInt8 = 0

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
            var prior = [UInt8]()
            for y in ys {
                let raw = packRow(xs.map { samples[y * width + $0] })
                let type = filter == 5 ? UInt8(y % 5) : filter
                out += [type] + Self.filtered(raw, prior: prior.isEmpty ? [UInt8](repeating: 0, count: raw.count) : prior,
                                              type: type, bpp: max(1, bytesPerPixel))
                prior = raw
            }
        }
        return out
    }

    var bytesPerPixel: Int {
        let channels: Int = switch colorType {
        case .grey, .palette: 1
        case .greyAlpha: 2
        case .rgb: 3
        case .rgba: 4
        }
        return channels * bitDepth / 8
    }

    /// `raw` filtered with `type` against the unfiltered row above.
    static func filtered(_ raw: [UInt8], prior: [UInt8], type: UInt8, bpp: Int) -> [UInt8] {
        raw.indices.map { i in
            let a = i >= bpp ? Int(raw[i - bpp]) : 0, b = Int(prior[i]), c = i >= bpp ? Int(prior[i - bpp]) : 0
            let predictor: Int
            switch type {
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = (a + b) / 2
            case 4:
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
            default: predictor = 0
            }
            return UInt8((Int(raw[i]) - predictor) & 0xFF)
        }
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
