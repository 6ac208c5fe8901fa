import PNGShim

/// zlib's own encoder, for tests that build PNGs with image data compressed other than libpng does.
enum Zlib {
    /// `data` compressed by zlib's deflate.
    static func compress(_ data: [UInt8], level: Int, windowBits: Int = 15, memLevel: Int = 8, strategy: Int = 0) -> [UInt8] {
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = data.withUnsafeBufferPointer { input in
            pngshim_zlib_compress(input.baseAddress, input.count, Int32(level), Int32(windowBits), Int32(memLevel),
                                  Int32(strategy), &out, &length)
        }
        precondition(status == PNGSHIM_OK, "zlib could not compress")
        defer { pngshim_free(out) }
        return Array(UnsafeBufferPointer(start: out, count: length))
    }
}
