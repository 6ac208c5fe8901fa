import Foundation
import Testing
@testable import LayoutModel

/// Helpers shared by the model tests.
enum Support {
    /// The package root, found from this file's path.
    static let packageRoot: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// A fixture document around a root node given as JSON text.
    static func document(root: String, expected: String? = nil) -> String {
        var text = #"{"viewport": {"width": 375, "height": 667}, "root": "# + root
        if let expected { text += #", "expected": "# + expected }
        return text + "}"
    }

    /// Decodes a document whose root node is `root`, failing the test on error.
    static func decodeRoot(_ root: String, baseDirectory: String? = nil,
                           sourceLocation: SourceLocation = #_sourceLocation) -> LayoutNode? {
        do {
            return try FixtureLoader.decode(json: document(root: root), baseDirectory: baseDirectory).root
        } catch {
            Issue.record("unexpected error: \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// The error decoding `json` gives, failing the test when it decodes.
    static func error(_ json: String, file: String? = "case.json", baseDirectory: String? = nil,
                      sourceLocation: SourceLocation = #_sourceLocation) -> LayoutError? {
        do {
            let fixture = try FixtureLoader.decode(json: json, file: file, baseDirectory: baseDirectory)
            Issue.record("decoded without error: \(fixture.root)", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    /// The error for a document with this root node.
    static func rootError(_ root: String, sourceLocation: SourceLocation = #_sourceLocation) -> LayoutError? {
        error(document(root: root), sourceLocation: sourceLocation)
    }

    /// A fresh empty folder under the temporary directory.
    static func temporaryFolder() -> String {
        let path = NSTemporaryDirectory() + "layoutsnap-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The bytes of a minimal PNG header (signature + IHDR) of the given size; enough for `PNGHeader`.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] {
            [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
        }
        return PNGHeader.signature + be(13) + Array("IHDR".utf8) + be(width) + be(height)
            + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
    }
}

/// Checks an error's path and that its reason contains `reason`.
func expectError(_ error: LayoutError?, path: String, node: String? = nil, reason: String,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    guard let error else { return }
    #expect(error.path == path, "reason: \(error.reason)", sourceLocation: sourceLocation)
    if let node { #expect(error.node == node, sourceLocation: sourceLocation) }
    #expect(error.reason.contains(reason), "reason was: \(error.reason)", sourceLocation: sourceLocation)
}
