import Foundation
import Synchronization

extension PNGCodec {
    /// Reads and decodes two PNG files at once, one per core (decoding costs far more than
    /// comparing). When both fail, the first file's error is thrown. Each image may have at most
    /// `maxPixels` pixels (`PixelLimit`).
    public static func readPair(_ a: String, _ b: String, maxPixels: Int = PixelLimit.current) throws -> (RGBAImage, RGBAImage) {
        try decodePair(try FileBytes(contentsOf: a), try FileBytes(contentsOf: b), maxPixels: maxPixels)
    }

    /// Decodes two PNG files already mapped or read, one per core; errors name the files.
    public static func decodePair(_ a: FileBytes, _ b: FileBytes, maxPixels: Int = PixelLimit.current) throws -> (RGBAImage, RGBAImage) {
        let results = DecodedPair()
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            results.set(i, Result { try decode(i == 0 ? a : b, maxPixels: maxPixels) })
        }
        return (try results.get(0), try results.get(1))
    }
}

/// The two decode results of `PNGCodec.readPair`, written from two threads.
private final class DecodedPair: Sendable {
    private let results = Mutex<[Result<RGBAImage, any Error>?]>([nil, nil])

    func set(_ i: Int, _ result: Result<RGBAImage, any Error>) {
        results.withLock { $0[i] = result }
    }

    func get(_ i: Int) throws -> RGBAImage {
        try results.withLock { $0[i]! }.get()
    }
}
