import Foundation
import Testing
import LayoutSnap

/// `FileBytes`: a mapped file gives the file's bytes; an empty file, which cannot be mapped, is read;
/// errors name the file.
@Suite struct FileBytesTests {
    static func file(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("filebytes-" + UUID().uuidString).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func givesTheFilesBytes() throws {
        let content: [UInt8] = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let a = try FileBytes(contentsOf: try Self.file(content)), b = try FileBytes(contentsOf: try Self.file(content))
        #expect(a.count == content.count)
        #expect(a.withUnsafeBytes { Array($0) } == content)
        #expect(a.prefix(3) == [0, 7, 14])
        #expect(a.suffix(2) == Array(content.suffix(2)))
        #expect(a.hasSameBytes(as: b))
        var other = content
        other[99_999] ^= 1
        #expect(!a.hasSameBytes(as: try FileBytes(contentsOf: try Self.file(other))))
        #expect(!a.hasSameBytes(as: try FileBytes(contentsOf: try Self.file(Array(content.dropLast())))))
    }

    @Test func anEmptyFileHasNoBytes() throws {
        let empty = try FileBytes(contentsOf: try Self.file([]))
        #expect(empty.count == 0)
        #expect(empty.hasSameBytes(as: try FileBytes(contentsOf: try Self.file([]))))
        #expect(throws: PNGCodecError.self) { try PNGCodec.decode(empty) }
    }

    @Test func aMissingFileOrAFolderIsAnErrorNamingIt() throws {
        let missing = "/nonexistent/\(UUID().uuidString).png"
        #expect(throws: PNGCodecError(.unreadable, detail: "no such file", file: missing)) { try FileBytes(contentsOf: missing) }
        let folder = FileManager.default.temporaryDirectory.path
        #expect(throws: PNGCodecError(.unreadable, detail: "permission denied or not a file", file: folder)) {
            try FileBytes(contentsOf: folder)
        }
    }

    @Test func decodingAMappedFileGivesTheSameImageAsDecodingItsBytes() throws {
        let png = try PNGCodec.encode(sampleImage(width: 40, height: 30))
        let path = try Self.file(png)
        #expect(try PNGCodec.decode(FileBytes(contentsOf: path)) == PNGCodec.decode(png))
        #expect(try PNGCodec.read(contentsOf: path) == PNGCodec.decode(png))
        #expect(try PNGCodec.size(ofPNGAt: path) == (40, 30))
        let corrupt = try Self.file(Array(png.dropLast(30)))
        #expect(throws: PNGCodecError.self) { try PNGCodec.read(contentsOf: corrupt) }
        #expect((try? PNGCodec.read(contentsOf: corrupt)) == nil)
        do { _ = try PNGCodec.read(contentsOf: corrupt) } catch let error as PNGCodecError { #expect(error.file == corrupt) }
    }
}
