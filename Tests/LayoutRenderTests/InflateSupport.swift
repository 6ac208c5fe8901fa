import PNGShim

/// Calls into the PNG fast path's inflater and into zlib, for the inflater tests.
enum Inflate {
    /// Our inflater's output for a stream that must produce `count` bytes, or nil when it declines
    /// the stream. `piece`: input piece length (0 whole); `window`: window capacity (0 default).
    static func ours(_ stream: [UInt8], count: Int, piece: Int = 0, window: Int = 0) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: count)
        let status = stream.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                pngshim_inflate(input.baseAddress, input.count, output.baseAddress, count, piece, window)
            }
        }
        return status == PNGSHIM_OK ? out : nil
    }

    /// zlib's output when it decodes the whole stream to its end with nothing after it, else nil.
    static func zlib(_ stream: [UInt8], capacity: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: capacity + 1)
        var length = out.count
        let status = stream.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                pngshim_zlib_uncompress(input.baseAddress, input.count, output.baseAddress, &length)
            }
        }
        return status == PNGSHIM_OK ? Array(out[..<length]) : nil
    }

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

/// A deterministic pseudo-random source (xorshift64), so every run tests the same inputs.
struct TestRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed | 1 }
    mutating func next() -> UInt64 {
        state ^= state << 13; state ^= state >> 7; state ^= state << 17
        return state
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
}

/// Test data of different kinds for the compressor: each gives zlib's encoder different choices.
enum InflateData: String, CaseIterable, Sendable {
    case random, threeSymbols, copies, oneRun, imageRows, text, skewed

    func bytes(_ count: Int, seed: UInt64 = 1) -> [UInt8] {
        var r = TestRandom(seed: seed)
        var out = [UInt8]()
        out.reserveCapacity(count)
        switch self {
        case .random: for _ in 0..<count { out.append(r.byte()) }
        case .threeSymbols: for _ in 0..<count { out.append(UInt8(r.below(3))) }
        case .copies:
            // Random bytes and copies from up to 40,000 bytes back (beyond the 32 KiB window too).
            while out.count < count {
                if out.count < 16 || r.below(4) == 0 { out.append(r.byte()); continue }
                let distance = 1 + (r.below(3) == 0 ? r.below(16) : r.below(min(out.count, 40_000)))
                for _ in 0..<(3 + r.below(300)) where out.count < count { out.append(out[out.count - min(distance, out.count)]) }
            }
        case .oneRun: out = [UInt8](repeating: r.byte(), count: count); if count > 10 { out[count / 2] ^= 1 }
        case .imageRows:
            for i in 0..<count { out.append(i % 401 == 0 ? UInt8(r.below(5)) : (i / 4 % 50 < 25 ? 0 : UInt8(truncatingIfNeeded: i * 7 / 13))) }
        case .text: for _ in 0..<count { out.append(r.below(10) < 9 ? UInt8(97 + r.below(4)) : r.byte()) }
        case .skewed:
            // Symbol k about twice as frequent as k + 1: Huffman codes up to 15 bits long.
            for _ in 0..<count {
                var k = 0
                while k < 24 && r.below(2) == 0 { k += 1 }
                out.append(UInt8(k * 7))
            }
        }
        return out
    }
}

/// What a DEFLATE stream says to do: emit a byte, or copy bytes from earlier output.
enum DeflateOp {
    case literal(UInt8)
    case match(length: Int, distance: Int)

    /// The output of `ops`, worked out directly.
    static func output(_ ops: [DeflateOp]) -> [UInt8] {
        var out: [UInt8] = []
        for op in ops {
            switch op {
            case .literal(let b): out.append(b)
            case .match(let length, let distance):
                for _ in 0..<length { out.append(out[out.count - distance]) }
            }
        }
        return out
    }

    /// Writes `ops` with `codes` (the block header is the caller's).
    static func write(_ ops: [DeflateOp], _ codes: TestDeflateWriter.Codes, to w: inout TestDeflateWriter) {
        for op in ops {
            switch op {
            case .literal(let b): w.literal(b, codes)
            case .match(let length, let distance): w.match(length: length, distance: distance, codes)
            }
        }
    }
}
