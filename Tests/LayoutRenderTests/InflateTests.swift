import Testing

/// The PNG fast path's own inflater (`pngshim_inflate`) on valid streams: whatever zlib's encoder
/// writes (every level, strategy, window and memory setting, on data that makes it choose stored,
/// fixed and dynamic blocks, short and long codes, near and far matches), and streams written
/// symbol by symbol: every distance from 1 to 32,768, every length from 3 to 258, dynamic codes
/// with 15-bit codes. The input cut into pieces and small output windows change nothing.
@Suite struct InflateTests {
    @Test(arguments: InflateData.allCases)
    func zlibStreamsOfEveryLevelStrategyAndWindowDecode(kind: InflateData) throws {
        let data = kind.bytes(40_000, seed: 7)
        for strategy in 0...4 {
            for level in 0...9 {
                for windowBits in [9, 12, 15] {
                    let stream = Inflate.compress(data, level: level, windowBits: windowBits, memLevel: level % 2 == 0 ? 8 : 1,
                                                  strategy: strategy)
                    let setting = "\(kind) strategy \(strategy) level \(level) window \(windowBits)"
                    #expect(Inflate.ours(stream, count: data.count) == data, "\(setting)")
                    // Odd pieces and the smallest window: every refill and drain crosses a boundary.
                    if level == 6 || level == 1 {
                        #expect(Inflate.ours(stream, count: data.count, piece: 7, window: 33_284) == data, "\(setting), pieces")
                    }
                }
            }
        }
    }

    @Test func sizesAroundTheWindowAndTheBlockLimits() throws {
        for count in [0, 1, 2, 3, 15, 16, 17, 257, 258, 259, 32_767, 32_768, 32_769, 65_535, 65_536, 65_537, 300_000] {
            for kind in [InflateData.random, .copies, .oneRun] {
                let data = kind.bytes(count, seed: UInt64(count) + 3)
                for level in [0, 1, 9] {
                    let stream = Inflate.compress(data, level: level)
                    #expect(Inflate.ours(stream, count: count) == data, "\(kind) \(count) bytes level \(level)")
                    #expect(Inflate.ours(stream, count: count, piece: 1, window: 40_000) == data, "\(kind) \(count) bytes level \(level) 1-byte pieces")
                }
            }
        }
    }

    @Test func everyDistanceAndEveryLength() throws {
        var r = TestRandom(seed: 11)
        var ops: [DeflateOp] = (0..<32_768).map { _ in .literal(r.byte()) }
        for distance in 1...32_768 { ops.append(.match(length: 3 + distance % 5, distance: distance)) }
        for distance in [1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 257, 32_768] {
            for length in 3...258 { ops.append(.match(length: length, distance: distance)) }
        }
        let expected = DeflateOp.output(ops)
        var w = TestDeflateWriter()
        w.header(final: true, type: 1)
        DeflateOp.write(ops, .fixed, to: &w)
        w.endOfBlock()
        let stream = w.zlib(expected)
        #expect(Inflate.zlib(stream, capacity: expected.count) == expected, "the test stream itself, checked by zlib")
        #expect(Inflate.ours(stream, count: expected.count) == expected)
        #expect(Inflate.ours(stream, count: expected.count, piece: 3, window: 33_284) == expected)
    }

    /// Codes 1, 2, ..., 15 and 15 bits long over a few symbols: the long ones live in sub-tables.
    static func longCodes(_ symbols: [Int], count: Int) -> [Int] {
        var lengths = [Int](repeating: 0, count: count)
        for (i, s) in symbols.enumerated() { lengths[s] = min(i + 1, 15) }
        return lengths
    }

    @Test func dynamicBlocksWithLongCodesAndEveryHeaderRun() throws {
        // Literal/length symbols: eight literals, end of block, and lengths from short to 258.
        let litSymbols = [97, 256, 98, 257, 99, 265, 100, 270, 101, 280, 102, 284, 103, 285, 104, 260]
        let distSymbols = [0, 29, 3, 28, 5, 20, 9, 12, 15, 16, 22, 24, 25, 26, 27, 4]
        let codes = TestDeflateWriter.Codes(litLen: Self.longCodes(litSymbols, count: 286),
                                            distance: Self.longCodes(distSymbols, count: 30))
        var r = TestRandom(seed: 5)
        let literals: [UInt8] = [97, 98, 99, 100, 101, 102, 103, 104]
        var ops: [DeflateOp] = (0..<32_768).map { _ in .literal(literals[r.below(8)]) }
        let lengthSymbols = litSymbols.filter { $0 > 256 }
        for _ in 0..<4000 {
            if r.below(3) == 0 { ops.append(.literal(literals[r.below(8)])); continue }
            let l = lengthSymbols[r.below(lengthSymbols.count)] - 257, d = distSymbols[r.below(distSymbols.count)]
            let length = TestDeflateWriter.lengthBase[l] + r.below(1 << TestDeflateWriter.lengthExtra[l])
            let distance = TestDeflateWriter.distanceBase[d] + r.below(1 << TestDeflateWriter.distanceExtra[d])
            ops.append(.match(length: length, distance: distance))
        }
        let expected = DeflateOp.output(ops)
        var w = TestDeflateWriter()
        w.dynamicHeader(codes, final: false)
        DeflateOp.write(Array(ops[..<20_000]), codes, to: &w)
        w.endOfBlock(codes)
        // A second block with complete 8/9-bit and 4/5-bit codes over every symbol.
        let full = TestDeflateWriter.Codes(litLen: Array(repeating: 8, count: 226) + Array(repeating: 9, count: 60),
                                           distance: [4, 4] + Array(repeating: 5, count: 28))
        w.dynamicHeader(full, final: true)
        DeflateOp.write(Array(ops[20_000...]), full, to: &w)
        w.endOfBlock(full)
        let stream = w.zlib(expected)
        #expect(Inflate.zlib(stream, capacity: expected.count) == expected, "the test stream itself, checked by zlib")
        #expect(Inflate.ours(stream, count: expected.count) == expected)
        #expect(Inflate.ours(stream, count: expected.count, piece: 5, window: 33_284) == expected)
    }

    @Test func oneDistanceCodeOrNoneAndStoredBlocksBetweenOthers() throws {
        // zlib accepts a distance code with a single 1-bit code, and one with no codes at all.
        let one = TestDeflateWriter.Codes(litLen: Array(repeating: 8, count: 226) + Array(repeating: 9, count: 60),
                                          distance: [0, 0, 1])
        let none = TestDeflateWriter.Codes(litLen: one.litLen, distance: [0])
        let ops: [DeflateOp] = [.literal(1), .literal(2), .literal(3), .match(length: 20, distance: 3)]
        let opsDist3: [DeflateOp] = [.literal(9), .match(length: 10, distance: 3)]
        var w = TestDeflateWriter()
        w.dynamicHeader(one, final: false)
        DeflateOp.write(ops + opsDist3, one, to: &w)
        w.endOfBlock(one)
        w.stored([5, 6, 7], final: false)
        w.stored([], final: false)
        w.dynamicHeader(none, final: false)
        for b: UInt8 in [40, 41, 42] { w.literal(b, none) }
        w.endOfBlock(none)
        w.header(final: true, type: 1)
        w.literal(0)
        w.endOfBlock()
        let expected = DeflateOp.output(ops + opsDist3) + [5, 6, 7, 40, 41, 42, 0]
        let stream = w.zlib(expected)
        #expect(Inflate.zlib(stream, capacity: expected.count) == expected, "the test stream itself, checked by zlib")
        #expect(Inflate.ours(stream, count: expected.count) == expected)
        #expect(Inflate.ours(stream, count: expected.count, piece: 1) == expected)
    }
}
