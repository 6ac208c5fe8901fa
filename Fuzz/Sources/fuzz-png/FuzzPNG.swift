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
}
