import LayoutSnap

/// libFuzzer's entry point: decodes `data` as a PNG through every decode path LayoutSnap has (the
/// header reader, the fast decoder with libpng behind it, libpng alone) under a 4-megapixel limit,
/// twice: as given, and with every chunk's CRC made right (`ChunkCRC.fixed`), so that mutations
/// reach the image data instead of stopping at a checksum. It checks what the paths agree on: when
/// both decode, the pixels are the same, the size is the header's, and the image encodes and
/// decodes back to itself. A disagreement stops the run (a crash for libFuzzer), as do the
/// sanitizers' findings.
@c(LLVMFuzzerTestOneInput)
public func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    check(bytes)
    check(ChunkCRC.fixed(bytes))
    return 0
}

private func check(_ bytes: [UInt8]) {
    let limit = 1 << 22
    let header = try? PNGCodec.size(ofPNG: bytes)
    let fast = try? PNGCodec.decode(bytes, useFastDecoder: true, maxPixels: limit)
    let libpng = try? PNGCodec.decode(bytes, useFastDecoder: false, maxPixels: limit)
    if let fast, let libpng, fast != libpng { fatalError("the fast decoder and libpng decode different pixels") }
    guard let image = fast ?? libpng else { return }
    guard let (width, height) = header, width == image.width, height == image.height else {
        fatalError("the decoded size is not the header's")
    }
    guard let again = try? PNGCodec.decode(PNGCodec.encode(image)), again == image else {
        fatalError("a decoded image does not survive encoding")
    }
    checkComparing(bytes, image, limit: limit)
}

/// The decode that compares rows with a render as it goes gives the same image, and its answer
/// agrees with `PremultipliedImage.matches`: for the image's own premultiplied words and for them
/// with one word changed.
private func checkComparing(_ bytes: [UInt8], _ image: RGBAImage, limit: Int) {
    let count = image.width * image.height
    let p = image.pixels
    var words = (0..<count).map { i in PremultipliedImage.premultiply(p[4 * i], p[4 * i + 1], p[4 * i + 2], p[4 * i + 3]) }
    for changed in [false, true] {
        if changed { words[bytes.count % count] ^= 0x0000_0100 }
        let render = PremultipliedImage(width: image.width, height: image.height, words: words)
        guard let (decoded, answer) = try? PNGCodec.decode(bytes, comparingWith: render, maxPixels: limit) else {
            fatalError("the comparing decode fails where the plain one decodes")
        }
        if decoded != image { fatalError("the comparing decode gives other pixels") }
        if let answer, answer != render.matches(image) { fatalError("the comparing decode answers \(answer), matches disagrees") }
    }
}

/// PNG chunk CRCs (CRC-32, ISO 3309, over the chunk type and data), for the fuzz target.
enum ChunkCRC {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        ~bytes.reduce(0xFFFF_FFFF as UInt32) { table[Int(($0 ^ UInt32($1)) & 0xFF)] ^ ($0 >> 8) }
    }

    /// `png` with the CRC of every whole chunk after the signature rewritten to match its type
    /// and data; the walk stops at the first length that runs past the end.
    static func fixed(_ png: [UInt8]) -> [UInt8] {
        var out = png
        var position = 8
        while position + 12 <= out.count {
            let n = out[position..<position + 4].reduce(0) { $0 << 8 | Int($1) }
            guard n <= out.count - position - 12 else { break }
            let value = crc(out[(position + 4)..<(position + 8 + n)])
            for k in 0..<4 { out[position + 8 + n + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * k)) }
            position += 12 + n
        }
        return out
    }
}
