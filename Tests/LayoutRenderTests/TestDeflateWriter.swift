/// A DEFLATE writer for test streams, written from RFC 1951 independently of zlib and of our
/// inflater: blocks with the fixed codes or with codes the test chooses (dynamic blocks), whose
/// literals and length/distance pairs the test picks one by one, stored blocks, and raw bits for
/// streams that break a rule on purpose. `zlib(_:)` wraps the data in RFC 1950's header and trailer.
struct TestDeflateWriter {
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0
    /// The code lengths of the code-length code dynamic headers use (complete unless a test
    /// breaks it on purpose).
    var codeLengthCode: [Int] = TestDeflateWriter.codeLengthLengths

    /// `value`'s low `width` bits, least significant first (how DEFLATE packs numbers).
    mutating func bits(_ value: Int, _ width: Int) {
        buffer |= UInt64(value & ((1 << width) - 1)) << UInt64(count)
        count += width
        while count >= 8 {
            bytes.append(UInt8(buffer & 0xFF))
            buffer >>= 8
            count -= 8
        }
    }

    /// A Huffman code of `length` bits, most significant bit first.
    mutating func code(_ code: Int, _ length: Int) {
        var reversed = 0
        for i in 0..<length { reversed |= ((code >> i) & 1) << (length - 1 - i) }
        bits(reversed, length)
    }

    /// Pads with zero bits to a byte boundary.
    mutating func align() { if count > 0 { bits(0, 8 - count) } }

    /// The block header: BFINAL and BTYPE (0 stored, 1 fixed, 2 dynamic, 3 reserved).
    mutating func header(final: Bool, type: Int) { bits(final ? 1 : 0, 1); bits(type, 2) }

    /// A stored block holding `data` (LEN and NLEN as given when `complement` is set).
    mutating func stored(_ data: [UInt8], final: Bool, complement: Int? = nil) {
        header(final: final, type: 0)
        align()
        bits(data.count, 16)
        bits(complement ?? (~data.count & 0xFFFF), 16)
        for b in data { bits(Int(b), 8) }
    }

    // MARK: Codes

    /// RFC 1951 3.2.5: length symbols 257... with their base and extra bits; distance codes likewise.
    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025,
                               1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// The fixed literal/length code lengths (3.2.6), then the 32 fixed distance code lengths.
    static let fixedLitLen: [Int] = Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112)
        + Array(repeating: 7, count: 24) + Array(repeating: 8, count: 8)
    static let fixedDistance: [Int] = Array(repeating: 5, count: 32)

    /// The canonical codes of `lengths` (3.2.2); unused symbols get 0.
    static func canonicalCodes(_ lengths: [Int]) -> [Int] {
        var counts = [Int](repeating: 0, count: 16)
        for l in lengths where l > 0 { counts[l] += 1 }
        var next = [Int](repeating: 0, count: 16), code = 0
        for l in 1..<16 { code = (code + counts[l - 1]) << 1; next[l] = code }
        return lengths.map { l in
            guard l > 0 else { return 0 }
            defer { next[l] += 1 }
            return next[l]
        }
    }

    /// The symbol and extra bits of a match length or a distance.
    static func split(_ value: Int, base: [Int], extra: [Int]) -> (symbol: Int, extra: Int, width: Int) {
        let i = base.lastIndex { $0 <= value }!
        return (i, value - base[i], extra[i])
    }

    /// The two codes a block writes its symbols with: code lengths (0: unused) and their codes.
    struct Codes {
        let litLen: [Int], distance: [Int]
        let litLenCodes: [Int], distanceCodes: [Int]
        init(litLen: [Int], distance: [Int]) {
            self.litLen = litLen; self.distance = distance
            litLenCodes = TestDeflateWriter.canonicalCodes(litLen)
            distanceCodes = TestDeflateWriter.canonicalCodes(distance)
        }
        static let fixed = Codes(litLen: TestDeflateWriter.fixedLitLen, distance: TestDeflateWriter.fixedDistance)
    }

    mutating func symbol(_ s: Int, _ codes: Codes) { code(codes.litLenCodes[s], codes.litLen[s]) }

    mutating func literal(_ byte: UInt8, _ codes: Codes = .fixed) { symbol(Int(byte), codes) }

    mutating func endOfBlock(_ codes: Codes = .fixed) { symbol(256, codes) }

    /// A copy of `length` (3...258) bytes from `distance` (1...32768) back.
    mutating func match(length: Int, distance: Int, _ codes: Codes = .fixed) {
        let l = Self.split(length, base: Self.lengthBase, extra: Self.lengthExtra)
        symbol(257 + l.symbol, codes)
        bits(l.extra, l.width)
        let d = Self.split(distance, base: Self.distanceBase, extra: Self.distanceExtra)
        code(codes.distanceCodes[d.symbol], codes.distance[d.symbol])
        bits(d.extra, d.width)
    }

    /// A dynamic block header (3.2.7) declaring `codes`. The code lengths are sent with the
    /// code-length code `codeLengthCode`, zero runs with symbols 17 and 18 and repeats with 16.
    mutating func dynamicHeader(_ codes: Codes, final: Bool) {
        codeLengthHeader(litLen: codes.litLen.count, distance: codes.distance.count, final: final)
        let all = codes.litLen + codes.distance
        var i = 0
        while i < all.count {
            var run = 1
            while i + run < all.count && all[i + run] == all[i] { run += 1 }
            if all[i] == 0 && run >= 11 {
                let n = min(run, 138); codeLength(18); bits(n - 11, 7); i += n
            } else if all[i] == 0 && run >= 3 {
                let n = min(run, 10); codeLength(17); bits(n - 3, 3); i += n
            } else if i > 0 && all[i] == all[i - 1] && run >= 3 {
                let n = min(run, 6); codeLength(16); bits(n - 3, 2); i += n
            } else {
                codeLength(all[i]); i += 1
            }
        }
    }

    /// A dynamic block's header up to its code lengths: the two counts (as given, even out of
    /// range) and the code-length code `codeLengthCode`.
    mutating func codeLengthHeader(litLen: Int, distance: Int, final: Bool) {
        header(final: final, type: 2)
        bits(litLen - 257, 5)
        bits(distance - 1, 5)
        bits(19 - 4, 4)
        for symbol in [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15] { bits(codeLengthCode[symbol], 3) }
    }

    /// A symbol of the code-length code: 0-15 a length, 16 repeat, 17 and 18 zero runs.
    mutating func codeLength(_ symbol: Int) { code(Self.canonicalCodes(codeLengthCode)[symbol], codeLengthCode[symbol]) }

    /// A complete code-length code: symbols 0-12 four bits long, 13-18 five.
    static let codeLengthLengths: [Int] = Array(repeating: 4, count: 13) + Array(repeating: 5, count: 6)

    /// RFC 1950: header 0x78 0x9C (32 KiB window, unless `header` is given), the flushed
    /// `bytes`, and the Adler-32 of `data` (or `adler` when given).
    func zlib(_ data: [UInt8], header: [UInt8] = [0x78, 0x9C], adler: UInt32? = nil) -> [UInt8] {
        var copy = self
        copy.align()
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        let checksum = adler ?? (b << 16 | a)
        return header + copy.bytes + [UInt8(checksum >> 24), UInt8(checksum >> 16 & 0xFF), UInt8(checksum >> 8 & 0xFF), UInt8(checksum & 0xFF)]
    }
}
