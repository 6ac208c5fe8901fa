import Foundation
import Testing
import LayoutModel

/// `FolderWalk.files`: every file under a folder, relative and sorted, hidden names and links to
/// folders left out, a link cycle no trap.
@Suite struct FolderWalkTests {
    @Test func filesAreListedRelativeSortedWithoutHiddenOnesOrLinkedFolders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("walk-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for file in ["b.json", "a/z.json", "a/b/c.txt", "a/.hidden.json", ".git/config", "a/.cache/x.json", "é/ü.json"] {
            let path = root + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
        }
        try FileManager.default.createDirectory(atPath: root + "/empty", withIntermediateDirectories: true)
        // A link to a file is a file; a link to a folder (here its own parent: a cycle) is left out.
        try FileManager.default.createSymbolicLink(atPath: root + "/a/link.json", withDestinationPath: root + "/b.json")
        try FileManager.default.createSymbolicLink(atPath: root + "/a/up", withDestinationPath: root)
        #expect(FolderWalk.files(under: root) == ["a/b/c.txt", "a/link.json", "a/z.json", "b.json", "é/ü.json"])
        #expect(FolderWalk.files(under: root + "/") == FolderWalk.files(under: root))
        #expect(FolderWalk.files(under: root, skippingHidden: false) == [
            ".git/config", "a/.cache/x.json", "a/.hidden.json", "a/b/c.txt", "a/link.json", "a/z.json", "b.json", "é/ü.json",
        ])
        #expect(FolderWalk.files(under: root + "/missing").isEmpty)
    }
}
