import Foundation
import LayoutSnap
import Testing

/// `layoutsnap diff`: exit codes 0 (same), 1 (different), 2 (unreadable input), 64 (usage), the
/// printed summary and the files it writes.
@Suite struct DiffCommandTests {
    static let grey = RGBA(83, 83, 83, 255)

    /// A 4x3 grey PNG with the pixels in `changes` replaced; returns its path.
    static func png(_ name: String, in dir: String, size: (Int, Int) = (4, 3), changes: [(Int, Int, RGBA)] = []) throws -> String {
        var pixels = RGBAImage(width: size.0, height: size.1, fill: (83, 83, 83, 255)).pixels
        for (x, y, c) in changes {
            let i = (y * size.0 + x) * 4
            pixels.replaceSubrange(i..<(i + 4), with: [c.red, c.green, c.blue, c.alpha])
        }
        let path = dir + "/" + name
        try PNGCodec.write(RGBAImage(width: size.0, height: size.1, pixels: pixels), to: path)
        return path
    }

    @Test func sameImagesExitZero() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let a = try Self.png("a.png", in: dir), b = try Self.png("b.png", in: dir)
        let r = try CLIRunner.run(["diff", a, b])
        #expect(r.status == 0, Comment(rawValue: r.stderr))
        #expect(r.stdout == "0 differing pixels (0.000%), 0 anti-aliased, of 12\n")
    }

    @Test func differentImagesExitOneAndWriteTheDiffWhenAsked() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let a = try Self.png("a.png", in: dir), b = try Self.png("b.png", in: dir, changes: [(2, 1, RGBA(0, 0, 0, 255))])
        let plain = try CLIRunner.run(["diff", a, b])
        #expect(plain.status == 1)
        #expect(plain.stdout == "1 differing pixels (8.333%), 0 anti-aliased, of 12\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["a.png", "b.png"])

        let out = dir + "/diff.png"
        let r = try CLIRunner.run(["diff", a, b, "-o", out])
        #expect(r.status == 1)
        let diff = try PNGCodec.read(contentsOf: out)
        #expect((diff.width, diff.height) == (4, 3))
        #expect(diff[2, 1] == RGBA(255, 0, 0, 255))
        #expect(diff[0, 0] == RGBA(238, 238, 238, 255))  // 255 + (83 − 255)·0.1 = 237.8
    }

    @Test func identicalImagesStillGetADiffImageWithO() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let a = try Self.png("a.png", in: dir), b = try Self.png("b.png", in: dir)
        let r = try CLIRunner.run(["diff", a, b, "-o", dir + "/diff.png", "--composite", dir + "/all.png"])
        #expect(r.status == 0)
        #expect(try PNGCodec.read(contentsOf: dir + "/diff.png") == RGBAImage(width: 4, height: 3, fill: (238, 238, 238, 255)))
        let all = try PNGCodec.read(contentsOf: dir + "/all.png")
        #expect((all.width, all.height) == (4 * 3 + 2 * 4, 3))
        #expect(all[4, 0] == RGBA(128, 128, 128, 255))  // the first gutter
        #expect(all[8, 0] == RGBA(238, 238, 238, 255))  // the diff panel
    }

    @Test func thresholdAndIncludeAAChangeTheCount() throws {
        let dir = try CLIRunner.temporaryDirectory()
        // Grey 83 → 110: a YIQ delta of 0.5053·27² ≈ 368 (over 352 at 0.1, under 1409 at 0.2).
        let a = try Self.png("a.png", in: dir), b = try Self.png("b.png", in: dir, changes: [(1, 1, RGBA(110, 110, 110, 255))])
        #expect(try CLIRunner.run(["diff", a, b]).status == 1)
        let loose = try CLIRunner.run(["diff", a, b, "--threshold", "0.2"])
        #expect(loose.status == 0)
        #expect(loose.stdout.hasPrefix("0 differing pixels"))
        // An anti-aliased edge moved by one pixel: 10 AA pixels by default, differing with --include-aa.
        let edgeA = try Self.edge("ea.png", in: dir, greyColumn: 3), edgeB = try Self.edge("eb.png", in: dir, greyColumn: 4)
        let aa = try CLIRunner.run(["diff", edgeA, edgeB])
        #expect(aa.status == 0)
        #expect(aa.stdout == "0 differing pixels (0.000%), 10 anti-aliased, of 35\n")
        let counted = try CLIRunner.run(["diff", edgeA, edgeB, "--include-aa"])
        #expect(counted.status == 1)
        #expect(counted.stdout == "10 differing pixels (28.571%), 0 anti-aliased, of 35\n")
    }

    /// 7x5: black left of `greyColumn`, grey 128 at it, white right of it.
    static func edge(_ name: String, in dir: String, greyColumn: Int) throws -> String {
        var pixels: [UInt8] = []
        for _ in 0..<5 {
            for x in 0..<7 {
                let v: UInt8 = x < greyColumn ? 0 : x == greyColumn ? 128 : 255
                pixels += [v, v, v, 255]
            }
        }
        let path = dir + "/" + name
        try PNGCodec.write(RGBAImage(width: 7, height: 5, pixels: pixels), to: path)
        return path
    }

    @Test func sizeMismatchPrintsBothSizesAndExitsOne() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let a = try Self.png("a.png", in: dir), b = try Self.png("b.png", in: dir, size: (4, 4))
        let r = try CLIRunner.run(["diff", a, b])
        #expect(r.status == 1)
        #expect(r.stdout.contains("size mismatch: \(a) is 4x3, \(b) is 4x4"), Comment(rawValue: r.stdout))
        #expect(r.stdout.contains("of 16"))
    }

    @Test func unreadableOrCorruptFilesExitTwoAndNameTheFile() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let a = try Self.png("a.png", in: dir)
        let missing = dir + "/missing.png"
        let r = try CLIRunner.run(["diff", a, missing])
        #expect(r.status == 2)
        #expect(r.stderr.contains(missing), Comment(rawValue: r.stderr))
        let corrupt = try CLIRunner.write("not a png", named: "corrupt.png")
        let c = try CLIRunner.run(["diff", corrupt, a])
        #expect(c.status == 2)
        #expect(c.stderr.contains(corrupt) && c.stderr.contains("not a PNG"), Comment(rawValue: c.stderr))
        var truncated = try [UInt8](Data(contentsOf: URL(fileURLWithPath: a)))
        truncated.removeLast(20)
        let cut = dir + "/cut.png"
        try Data(truncated).write(to: URL(fileURLWithPath: cut))
        let t = try CLIRunner.run(["diff", a, cut])
        #expect(t.status == 2)
        #expect(t.stderr.contains(cut), Comment(rawValue: t.stderr))
    }

    @Test func anEmptyFileOrAFolderExitsTwoAndNamesIt() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let a = try Self.png("a.png", in: dir)
        let empty = try CLIRunner.write("", named: "empty.png")
        let e = try CLIRunner.run(["diff", empty, a])
        #expect(e.status == 2)
        #expect(e.stderr.contains(empty), Comment(rawValue: e.stderr))
        let f = try CLIRunner.run(["diff", a, dir])
        #expect(f.status == 2)
        #expect(f.stderr.contains(dir) && f.stderr.contains("not a file"), Comment(rawValue: f.stderr))
    }

    /// `diff A B` alone skips ArgumentParser; with an option it does not: the same result.
    @Test func thePlainFormAndTheFormWithOptionsAgree() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let a = try Self.png("a.png", in: dir), b = try Self.png("b.png", in: dir, changes: [(1, 1, RGBA(255, 0, 0, 255))])
        let plain = try CLIRunner.run(["diff", a, b]), parsed = try CLIRunner.run(["diff", "--threshold", "0.1", a, b])
        #expect(plain.status == 1 && parsed.status == 1)
        #expect(plain.stdout == "1 differing pixels (8.333%), 0 anti-aliased, of 12\n")
        #expect(plain.stdout == parsed.stdout)
        #expect(try CLIRunner.run(["diff", a, a]).stdout == "0 differing pixels (0.000%), 0 anti-aliased, of 12\n")
        #expect(try CLIRunner.run(["diff", "help", a]).status == 2, "a file named help is still a file")
    }

    @Test func thresholdOutsideZeroToOneIsAUsageError() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let a = try Self.png("a.png", in: dir)
        let r = try CLIRunner.run(["diff", a, a, "--threshold", "1.5"])
        #expect(r.status == 64)
        #expect(r.stderr.contains("--threshold must be between 0 and 1, got 1.5"), Comment(rawValue: r.stderr))
        #expect(try CLIRunner.run(["diff", a, a, "--threshold", "-0.1"]).status == 64)
    }
}
