import Foundation
import LayoutSnap

/// `layoutsnap-bench png [IMAGE.png...]`: encode time and size for each filter set and zlib level,
/// on the login fixture rendered at 2x and on any PNGs given (decoded first). Decode time too.
enum PNGBenchmark {
    static func run(_ arguments: [String]) throws {
        let renderer = try FixtureRenderer()
        let login = try FixtureLoader.load(contentsOf: "Fixtures/forms/login.json")
        var images: [(String, RGBAImage)] = [("login@2x", try PNGCodec.decode(renderer.png(login, scale: 2)))]
        for path in arguments { images.append(((path as NSString).lastPathComponent, try PNGCodec.read(contentsOf: path))) }

        typealias Filter = PNGCodec.EncodeOptions.Filter
        let filterSets: [(String, Set<Filter>)] = [
            ("none", [.none]), ("sub", [.sub]), ("up", [.up]), ("paeth", [.paeth]),
            ("sub+up+paeth", [.sub, .up, .paeth]), ("all five", Set(Filter.allCases)),
        ]
        print("image          filters        level   encode ms      bytes   decode ms")
        for (name, image) in images {
            for (label, filters) in filterSets {
                for level in [1, 3, 6, 9] {
                    let options = PNGCodec.EncodeOptions(filters: filters, level: level)
                    var bytes: [UInt8] = []
                    let encode = try median(9) { bytes = try PNGCodec.encode(image, options: options) }
                    let decode = try median(9) { _ = try PNGCodec.decode(bytes) }
                    print(pad(name, 15) + pad(label, 15) + String(format: "%5d", level) + "  " + ms(encode) + "  "
                        + String(format: "%9d", bytes.count) + "   " + ms(decode))
                }
            }
        }
    }
}
