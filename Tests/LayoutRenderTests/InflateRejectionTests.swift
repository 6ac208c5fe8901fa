import Testing

/// The inflater declines every stream zlib rejects (so that libpng, which inflates with zlib,
/// reports the error), and more: a wrong output length, data after the stream, a distance beyond
/// the window its header declares. Corrupt and truncated streams are declined or, when they
/// happen to still be valid, decoded exactly as zlib decodes them; never a crash or a read out of
/// bounds.
@Suite struct InflateRejectionTests {
    /// A valid stream: 100 literals, a match, the end.
    static func valid(_ edit: (inout TestDeflateWriter) -> Void = { _ in }) -> TestDeflateWriter {
        var w = TestDeflateWriter()
        w.header(final: true, type: 1)
        for i in 0..<100 { w.literal(UInt8(i)) }
        edit(&w)
        return w
    }

    static let hundred: [UInt8] = (0..<100).map { UInt8($0) }

    /// Complete codes over every symbol: 8 and 9 bits for literals/lengths, 4 and 5 for distances.
    static let completeCodes = TestDeflateWriter.Codes(litLen: Array(repeating: 8, count: 226) + Array(repeating: 9, count: 60),
                                                       distance: [4, 4] + Array(repeating: 5, count: 28))
    static let content: [UInt8] = [1, 2, 3, 3, 3, 3]

    /// A dynamic block with these code lengths and, after the header, valid content written with
    /// them (three literals, a match at distance 1, or 3 when there is no code for 1, the end),
    /// so that a flaw in the code is the stream's only flaw.
    static func dynamic(_ litLen: [Int], _ distance: [Int], codeLengthCode: [Int] = TestDeflateWriter.codeLengthLengths)
        -> TestDeflateWriter {
        let c = TestDeflateWriter.Codes(litLen: litLen, distance: distance)
        var w = TestDeflateWriter()
        w.codeLengthCode = codeLengthCode
        w.dynamicHeader(c, final: true)
        for b: UInt8 in [1, 2, 3] { w.literal(b, c) }
        w.match(length: 3, distance: distance[0] > 0 ? 1 : 3, c)
        if litLen.count > 256 && litLen[256] > 0 { w.endOfBlock(c) }
        return w
    }

    /// Broken streams, each with the output it would claim and whether zlib rejects it too.
    static let broken: [(name: String, stream: [UInt8], count: Int, zlibRejects: Bool)] = {
        var cases: [(String, [UInt8], Int, Bool)] = []
        func add(_ name: String, _ w: TestDeflateWriter, _ data: [UInt8], header: [UInt8] = [0x78, 0x9C],
                 adler: UInt32? = nil, zlibRejects: Bool = true) {
            cases.append((name, w.zlib(data, header: header, adler: adler), data.count, zlibRejects))
        }
        let end = valid { $0.endOfBlock() }
        add("distance before the start", valid { $0.match(length: 3, distance: 101); $0.endOfBlock() }, hundred + [0, 1, 2])
        add("literal/length symbol 286", valid { $0.symbol(286, .fixed); $0.endOfBlock() }, hundred)
        add("literal/length symbol 287", valid { $0.symbol(287, .fixed); $0.endOfBlock() }, hundred)
        add("distance symbol 30", valid { $0.symbol(257, .fixed); $0.code(30, 5); $0.endOfBlock() }, hundred + [97, 98, 99])
        add("distance symbol 31", valid { $0.symbol(257, .fixed); $0.code(31, 5); $0.endOfBlock() }, hundred + [97, 98, 99])
        add("reserved block type", { var w = TestDeflateWriter(); w.header(final: true, type: 3); return w }(), [])
        add("stored length and complement disagree", { var w = TestDeflateWriter(); w.stored([1, 2], final: true, complement: 0xFFFE); return w }(), [1, 2])
        add("no final block", { var w = TestDeflateWriter(); w.stored([1, 2], final: false); return w }(), [1, 2])
        add("bad Adler-32", end, hundred, adler: 12345)
        add("compression method 7", end, hundred, header: [0x77, 0x09])
        add("window of 64 KiB", end, hundred, header: [0x88, 0x1C])
        add("preset dictionary", end, hundred, header: [0x78, 0xBB])
        add("header check bits", end, hundred, header: [0x78, 0x9D])
        cases.append(("more output than expected", end.zlib(hundred), 99, false))
        cases.append(("less output than expected", end.zlib(hundred), 101, false))
        add("distance beyond the declared 256-byte window",
            { var w = TestDeflateWriter(); w.header(final: true, type: 1)
              for i in 0..<400 { w.literal(UInt8(i % 251)) }
              w.match(length: 3, distance: 300); w.endOfBlock(); return w }(),
            (0..<400).map { UInt8($0 % 251) } + [100, 101, 102], header: [0x08, 0x1D], zlibRejects: false)
        // Dynamic headers.
        let codes = Self.completeCodes, content = Self.content, contentAt3: [UInt8] = [1, 2, 3, 1, 2, 3]
        func dynamic(_ litLen: [Int], _ distance: [Int]) -> TestDeflateWriter { Self.dynamic(litLen, distance) }
        // Complete codes over one symbol too many: only the count is wrong.
        add("287 literal/length codes", dynamic(Array(repeating: 8, count: 225) + Array(repeating: 9, count: 62), codes.distance), content)
        add("31 distance codes", dynamic(codes.litLen, [4] + Array(repeating: 5, count: 30)), content)
        add("over-subscribed literal/length code", dynamic([7] + Array(codes.litLen.dropFirst()), codes.distance), content)
        add("incomplete literal/length code", dynamic([9] + Array(codes.litLen.dropFirst()), codes.distance), content)
        add("incomplete distance code of two codes", dynamic(codes.litLen, [0, 0, 2, 2]), contentAt3)
        add("over-subscribed distance code", dynamic(codes.litLen, [1, 1, 1]), content)
        add("no end-of-block code", dynamic(Array(codes.litLen.prefix(256)) + [0] + Array(codes.litLen.suffix(29)), codes.distance), content)
        add("incomplete code-length code", Self.dynamic(codes.litLen, codes.distance, codeLengthCode: Array(repeating: 5, count: 19)),
            content)
        add("repeat with nothing before it", {
            var w = TestDeflateWriter(); w.codeLengthHeader(litLen: 286, distance: 30, final: true)
            w.codeLength(16); w.bits(0, 2); return w }(), [])
        add("code lengths running past the end", {
            // 257 + 1 lengths, then two runs of 138 zeros.
            var w = TestDeflateWriter(); w.codeLengthHeader(litLen: 257, distance: 1, final: true)
            w.codeLength(18); w.bits(127, 7); w.codeLength(18); w.bits(127, 7); return w }(), [])
        return cases
    }()

    @Test(arguments: 0..<broken.count)
    func brokenStreamsAreDeclined(index: Int) {
        let c = Self.broken[index]
        #expect(Inflate.ours(c.stream, count: c.count) == nil, "\(c.name)")
        #expect(Inflate.ours(c.stream, count: c.count, piece: 1) == nil, "\(c.name), 1-byte pieces")
        if c.zlibRejects { #expect(Inflate.zlib(c.stream, capacity: c.count + 300) == nil, "zlib: \(c.name)") }
    }

    @Test func theValidStreamsBehindTheBrokenOnesDecode() {
        let end = Self.valid { $0.endOfBlock() }
        #expect(Inflate.ours(end.zlib(Self.hundred), count: 100) == Self.hundred)
        #expect(Inflate.ours(end.zlib(Self.hundred) + [0], count: 100) == nil, "a byte after the checksum")
        let codes = Self.completeCodes
        #expect(Inflate.ours(Self.dynamic(codes.litLen, codes.distance).zlib(Self.content), count: 6) == Self.content)
        #expect(Inflate.ours(Self.dynamic(codes.litLen, [0, 0, 1]).zlib([1, 2, 3, 1, 2, 3]), count: 6) == [1, 2, 3, 1, 2, 3])
    }

    /// Streams to break: zlib's encodings of several kinds of data, and the fixed-code stream.
    static func samples() -> [(stream: [UInt8], data: [UInt8])] {
        var out: [([UInt8], [UInt8])] = []
        for (i, kind) in [InflateData.copies, .text, .skewed, .imageRows].enumerated() {
            let data = kind.bytes(3000 + 2000 * i, seed: UInt64(i) + 20)
            out.append((Inflate.compress(data, level: [0, 1, 6, 9][i], strategy: [0, 4, 0, 2][i]), data))
        }
        let end = valid { $0.match(length: 40, distance: 7); $0.endOfBlock() }
        let data = DeflateOp.output((0..<100).map { .literal(UInt8($0)) } + [.match(length: 40, distance: 7)])
        out.append((end.zlib(data), data))
        return out
    }

    @Test func everyTruncationIsDeclined() {
        for (stream, data) in Self.samples() {
            for cut in 0..<stream.count {
                #expect(Inflate.ours(Array(stream[..<cut]), count: data.count) == nil, "cut at \(cut) of \(stream.count)")
            }
        }
    }

    @Test func corruptedStreamsAreDeclinedOrDecodeAsZlibDoes() {
        var r = TestRandom(seed: 99)
        var declined = 0, total = 0
        for (stream, data) in Self.samples() {
            for _ in 0..<600 {
                var bad = stream
                switch r.below(3) {
                case 0: bad[r.below(bad.count)] ^= UInt8(1 << r.below(8))
                case 1: for _ in 0..<3 { bad[r.below(bad.count)] = r.byte() }
                default: bad[2 + r.below(min(bad.count - 6, 40))] ^= UInt8(1 << r.below(8))  // in the block headers
                }
                total += 1
                guard let ours = Inflate.ours(bad, count: data.count, piece: r.below(2) == 0 ? 0 : 1 + r.below(9)) else {
                    declined += 1
                    continue
                }
                #expect(Inflate.zlib(bad, capacity: data.count + 300) == ours, "accepted a stream zlib decodes differently")
            }
        }
        #expect(declined > total * 9 / 10)
    }
}
