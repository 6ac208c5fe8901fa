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
