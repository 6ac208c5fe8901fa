import Foundation
import LayoutSnap

/// `layoutsnap-bench diff DIR [RUNS]`: times the pixel comparator on the pairs written by
/// `bench/make_diff_images.py DIR` (identical, rects, aa; 1920x1080 RGBA), threshold 0.1.
///
/// Rows: PNG decode of both images; one image's decode with the fast path (libdeflate and our row
/// filters) and with libpng alone; compare alone (no diff image, AA detection on, as pixelmatch
/// is called by the peers' benchmark); compare with the diff image drawn; compare with
/// `includeAA` (no AA detection); decode + compare, one file after the other and on two threads
/// (`PNGCodec.readPair`, as the CLI does); and `layoutsnap diff A B` as a process
/// (start-up, decode, compare, print). Each figure is the median of RUNS runs (default 21) after
/// one warm-up run; the process row uses 5.
enum DiffBenchmark {
    static let pairs = ["identical", "rects", "aa"]

    static func run(arguments: [String]) throws {
        guard let dir = arguments.first else {
            print("usage: layoutsnap-bench diff DIR [RUNS]   (DIR from bench/make_diff_images.py)")
            exit(64)
        }
        let runs = arguments.count > 1 ? Int(arguments[1]) ?? 21 : 21
        let cli = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("layoutsnap").path
        let hasCLI = FileManager.default.isExecutableFile(atPath: cli)
        let noImage = PixelDiffOptions(threshold: 0.1, makeDiffImage: false)
        let withImage = PixelDiffOptions(threshold: 0.1, makeDiffImage: true)
        let includeAA = PixelDiffOptions(threshold: 0.1, includeAA: true, makeDiffImage: false)

        print("pair        step                              ms (median of \(runs))   differing   anti-aliased")
        for pair in pairs {
            let a = "\(dir)/\(pair)_a.png", b = "\(dir)/\(pair)_b.png"
            var ref = try PNGCodec.read(contentsOf: a), act = try PNGCodec.read(contentsOf: b)
            let decode = try median(runs) { ref = try PNGCodec.read(contentsOf: a); act = try PNGCodec.read(contentsOf: b) }
            row(pair, "decode both, one after the other", decode, nil)
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: a)))
            row(pair, "decode one, fast path", try median(runs) { _ = try PNGCodec.decode(bytes) }, nil)
            row(pair, "decode one, libpng", try median(runs) { _ = try PNGCodec.decode(bytes, useFastDecoder: false) }, nil)
            var result = PixelDiff.compare(ref, act, options: noImage)
            let compare = median(runs) { result = PixelDiff.compare(ref, act, options: noImage) }
            row(pair, "compare (AA detection)", compare, result)
            let drawn = median(runs) { result = PixelDiff.compare(ref, act, options: withImage) }
            row(pair, "compare + diff image", drawn, result)
            let noAA = median(runs) { result = PixelDiff.compare(ref, act, options: includeAA) }
            row(pair, "compare includeAA (no detection)", noAA, result)
            let both = try median(runs) {
                result = PixelDiff.compare(try PNGCodec.read(contentsOf: a), try PNGCodec.read(contentsOf: b), options: noImage)
            }
            row(pair, "decode + compare", both, result)
            // What `layoutsnap diff` does once started, and what blazediff's figure (a call from an
            // already running Python) covers: both files decoded on two threads, then compared.
            let paired = try median(runs) {
                let (r, c) = try PNGCodec.readPair(a, b)
                result = PixelDiff.compare(r, c, options: noImage)
            }
            row(pair, "decode (2 threads) + compare", paired, result)
            if hasCLI {
                let process = try median(5) { try runCLI(cli, [a, b]) }
                row(pair, "layoutsnap diff A B (process)", process, nil)
            }
        }
        if !hasCLI { print("(no layoutsnap binary beside this one: build it to time the CLI row)") }
    }

    static func row(_ pair: String, _ step: String, _ time: Duration, _ result: PixelDiffResult?) {
        let counts = result.map { String(format: "%11d   %12d", $0.differingPixels, $0.antialiasedPixels) } ?? ""
        print(pad(pair, 12) + pad(step, 34) + ms(time) + "        " + counts)
    }

    /// Runs `path diff arguments...` with output to /dev/null through posix_spawn and waitpid
    /// (Foundation's `Process` adds tens of milliseconds of waiting).
    static func runCLI(_ path: String, _ arguments: [String]) throws {
        let argv: [UnsafeMutablePointer<CChar>?] = ([path, "diff"] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSFilePathErrorKey: path])
        }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        let code = (status >> 8) & 0xFF
        guard status & 0x7F == 0, code == 0 || code == 1 else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: arguments.joined(separator: " ")])
        }
    }
}
