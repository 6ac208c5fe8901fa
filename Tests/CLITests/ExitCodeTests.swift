import Foundation
import Testing

/// One mapping from errors to exit codes: 0 ok, 1 differs, 2 bad input, 3 cannot write, 64 usage.
@Suite struct ExitCodeTests {
    @Test func helpStatesTheUsageCode() throws {
        let help = try CLIRunner.run(["check", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("64 usage"), Comment(rawValue: help.stdout))
        #expect(!help.stdout.contains("2 bad input or usage"))
    }

    @Test func aBadRecordModeIsAUsageErrorFromTheFlagOrTheEnvironment() throws {
        let box = try CheckSandbox()
        #expect(try box.check(["--record", "bogus"]).status == 64)
        let env = try box.check([], environment: ["SNAPSHOT_RECORD": "bogus"])
        #expect(env.status == 64)
        #expect(env.stderr.contains("SNAPSHOT_RECORD=bogus"), Comment(rawValue: env.stderr))
    }

    @Test func renderScaleTakesWhatItsHelpSays() throws {
        let help = try CLIRunner.run(["render", "--help"]).stdout
        #expect(help.contains("1, 2 or 3"))
        let out = try CLIRunner.temporaryDirectory()
        for bad in ["1.5", "4"] {
            let r = try CLIRunner.run(["render", "Fixtures/seeds/duilib_row.json", "-o", out + "/x.png", "--scale", bad])
            #expect(r.status == 64, Comment(rawValue: bad + ": " + r.stderr))
        }
        #expect(try CLIRunner.run(["render", "Fixtures/seeds/duilib_row.json", "-o", out + "/x.png", "--scale", "3"]).status == 0)
    }

    /// No option's help gives its default twice (ours in words and ArgumentParser's).
    @Test func defaultsArePrintedOnce() throws {
        for command in ["check", "render", "frames", "approve", "review", "diff", "conformance"] {
            let help = try CLIRunner.run([command, "--help"]).stdout
            var entries: [String] = []
            for line in help.split(separator: "\n") {
                if line.hasPrefix("  -") || line.hasPrefix("  <") { entries.append(String(line)) }
                else if line.hasPrefix("   "), !entries.isEmpty { entries[entries.count - 1] += " " + line }
            }
            for entry in entries {
                #expect(entry.components(separatedBy: "default").count <= 2, Comment(rawValue: command + ": " + entry))
            }
        }
    }

    /// An output that cannot be written exits 3 with a one-line reason, never 1 ("differs").
    @Test func anUnwritableReportExitsThree() throws {
        let box = try CheckSandbox()
        let file = box.root + "/plain-file"
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        let r = try box.check(["--record", "missing", "--format", "frames", "--json", file + "/results.json"])
        #expect(r.status == 3, Comment(rawValue: r.stderr))
        #expect(r.stderr.hasPrefix("error: cannot write \(file)/results.json: "), Comment(rawValue: r.stderr))
        #expect(!r.stderr.contains("NSCocoaErrorDomain"))
    }
}
