import Foundation

extension PNGCodec {
    /// Reads and decodes two PNG files at once, one per core (decoding costs far more than
    /// comparing). When both fail, the first file's error is thrown.
    public static func readPair(_ a: String, _ b: String) throws -> (RGBAImage, RGBAImage) {
        try decodePair((try readBytes(a), a), (try readBytes(b), b))
    }

    /// Decodes two PNGs already read into memory, one per core; errors name `file`.
    public static func decodePair(_ a: (bytes: [UInt8], file: String), _ b: (bytes: [UInt8], file: String)) throws
        -> (RGBAImage, RGBAImage) {
        let results = DecodedPair()
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            let (bytes, file) = i == 0 ? a : b
            results.set(i, Result {
                do { return try decode(bytes) } catch let error as PNGCodecError { throw error.about(file) }
            })
        }
        return (try results.get(0), try results.get(1))
    }

    /// The bytes of the file at `path`; errors name the file.
    public static func readBytes(_ path: String) throws -> [UInt8] { try readFile(path) }
}

/// The two decode results of `PNGCodec.readPair`, written from two threads.
private final class DecodedPair: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<RGBAImage, any Error>?] = [nil, nil]

    func set(_ i: Int, _ result: Result<RGBAImage, any Error>) {
        lock.lock(); defer { lock.unlock() }
        results[i] = result
    }

    func get(_ i: Int) throws -> RGBAImage {
        lock.lock(); defer { lock.unlock() }
        return try results[i]!.get()
    }
}
