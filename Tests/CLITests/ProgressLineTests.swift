import Foundation
import Testing

/// On a terminal, `check`'s live progress line fits the terminal's width (a longer line wraps, and
/// the next update rewrites only its last row, leaving the others on screen).
@Suite struct ProgressLineTests {
    @Test func theProgressLineFitsA70ColumnTerminal() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
        let box = try CheckSandbox()
        let long = box.fixtures + "/seeds/a_fixture_with_a_name_long_enough_to_wrap_on_a_seventy_column_terminal.json"
        try FileManager.default.copyItem(atPath: box.fixture, toPath: long)
        let command = "stty cols 70 rows 24; SNAPSHOT_RECORDING=warn exec '\(CLIRunner.binary)' check '\(box.fixtures)' --snapshots '\(box.snapshots)' "
            + "--artifacts '\(box.artifacts)' --record missing --jobs 1"
        // `script` runs the command on a pseudo-terminal and copies what it prints.
        let r = try CLIRunner.runTool("/usr/bin/script", ["-qefc", command, "/dev/null"])
        #expect(r.status == 0, Comment(rawValue: r.stdout))
        let updates = r.stdout.components(separatedBy: "\r\u{1B}[K").filter { $0.hasPrefix("[") }
        #expect(updates.count == 6, Comment(rawValue: r.stdout))
        for update in updates {
            #expect(update.count <= 69, Comment(rawValue: update))
        }
        #expect(updates.contains { $0.hasPrefix("[1/6] seeds/a_fixture_with_a_name_long_enough") && $0.hasSuffix("…") })
    }
}
