import Foundation

/// A project in a temporary folder for the CLI tests: `Fixtures/seeds/duilib_row.json` (a copy of
/// the repository's fixture), with `Snapshots/` and `artifacts/` beside it once a check writes them.
struct CheckSandbox {
    let root: String
    var fixtures: String { root + "/Fixtures" }
    var snapshots: String { root + "/Snapshots" }
    var artifacts: String { root + "/artifacts" }
    var fixture: String { fixtures + "/seeds/duilib_row.json" }

    /// - Parameter expected: keep the fixture's `expected` frames (false: the block is cut out, so
    ///   a layout change shows only in the snapshots).
    init(expected: Bool = true) throws {
        root = try CLIRunner.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: fixtures + "/seeds", withIntermediateDirectories: true)
        var text = try String(contentsOfFile: CLIRunner.packageRoot + "/Fixtures/seeds/duilib_row.json", encoding: .utf8)
        if !expected, let cut = text.range(of: ",\n  \"expected\"") {
            text = String(text[..<cut.lowerBound]) + "\n}\n"
        }
        try text.write(toFile: fixture, atomically: true, encoding: .utf8)
    }

    func check(_ extra: [String], environment: [String: String] = [:]) throws -> CLIRunner.Result {
        try CLIRunner.run(["check", fixtures, "--snapshots", snapshots, "--artifacts", artifacts] + extra,
                          environment: environment)
    }

    /// The middle child's weight 2 becomes 3: every format of the fixture changes.
    func changeLayout() throws {
        let source = try String(contentsOfFile: fixture, encoding: .utf8)
        try source.replacingOccurrences(of: #""width": {"weight": 2}"#, with: #""width": {"weight": 3}"#)
            .write(toFile: fixture, atomically: true, encoding: .utf8)
    }

    func files(_ dir: String) -> [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: dir)) ?? []).filter { $0.contains(".") }.sorted()
    }

    func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }
}
