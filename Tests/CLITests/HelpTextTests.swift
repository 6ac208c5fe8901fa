import Foundation
import Testing

/// The `--help` texts, as snapshots written here: a change to an option's name, help or default
/// shows as a diff in review. Printed 100 columns wide (`COLUMNS`).
@Suite struct HelpTextTests {
    static func help(_ arguments: [String]) throws -> String {
        let r = try CLIRunner.run(arguments + ["--help"], environment: ["COLUMNS": "100"])
        #expect(r.status == 0)
        return r.stdout
    }

    @Test func rootHelp() throws {
        #expect(try Self.help([]) == #"""
            OVERVIEW: Lay out UI fixtures, render them to PNG and SVG, and print their frames.

            Exit codes: 0 success, 1 a difference (snapshots, images, expected frames), 2 bad input (the
            message names the file, the JSON path and the reason), 3 an output could not be written, 64 usage
            error.

            USAGE: layoutsnap <subcommand>

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.

            SUBCOMMANDS:
              render                  Render fixtures to PNG and SVG.
              frames                  Print a fixture's frame tree, one node a line, indented (or as JSON).
              explain                 Say why a node has its frame: the rule behind its x, y, width and height.
              check                   Render every fixture and compare it with its references.
              approve                 Accept the actual output of failed snapshots as their new references.
              diff                    Compare two PNGs pixel by pixel (pixelmatch's YIQ model with
                                      anti-aliasing detection).
              review                  Write an HTML page for reviewing the last `layoutsnap check` run.
              watch                   Check, serve the review page, and check again on every save.
              conformance             Run browser-computed layout cases (XML, see
                                      ../shared/conformance/README.md) and print pass/total per folder.

              See 'layoutsnap help <subcommand>' for detailed help.

            """#)
    }

    @Test func watchHelp() throws {
        #expect(try Self.help(["watch"]) == #"""
            OVERVIEW: Check, serve the review page, and check again on every save.

            Runs `layoutsnap check`, serves the review page on http://HOST:PORT and prints its URL, which
            carries a per-run token (#token=...). The page's Approve buttons write references as `layoutsnap
            approve` does; Reject marks a snapshot rejected on the page only (it stays failed, nothing is
            written). Every 300 ms the fixture files, the files beside them (fonts, images) and layoutsnap.json
            are listed: a changed fixture is checked again, any other change checks every fixture; the page
            reloads. Approve and reject need the token in the X-LayoutSnap-Token header, and every request a
            Host of HOST:PORT or localhost:PORT. Stops on Ctrl-C. Exits 2 on bad input, 3 when the first check
            or the server fails.

            USAGE: layoutsnap watch [<fixtures> ...] [--host <host>] [--port <port>] [--interval <interval>] [--artifacts <artifacts>]

            ARGUMENTS:
              <fixtures>              Fixture files or folders (default: the project's fixtures folder).

            OPTIONS:
              --host <host>           The address to listen on (127.0.0.1: this machine only). (default:
                                      127.0.0.1)
              --port <port>           The port (0: any free port). (default: 0)
              --interval <interval>   Milliseconds between two looks at the files. (default: 300)
              --artifacts <artifacts> The artifacts folder (default: $SNAPSHOT_ARTIFACTS, else the project's,
                                      else .build/snapshot-artifacts under the project root).
              --version               Show the version.
              -h, --help              Show help information.


            """#)
    }

    @Test func checkHelp() throws {
        #expect(try Self.help(["check"]) == #"""
            OVERVIEW: Render every fixture and compare it with its references.

            Folders come from layoutsnap.json at the project root (the nearest folder above the working
            directory holding it, else holding a Fixtures folder): Fixtures, Snapshots and the artifacts folder
            by default, whatever folder `check` runs from. Failures leave the actual output, the reference as
            compared and a diff in the artifacts folder with report.json; `layoutsnap review` shows them and
            `layoutsnap approve` accepts them.
            Exit codes: 0 every snapshot passed (or was recorded), 1 some differ (or were re-recorded), 2 bad
            input, 3 an output could not be written, 64 usage.

            USAGE: layoutsnap check [<options>] [<fixtures> ...]

            ARGUMENTS:
              <fixtures>              Fixture files or folders (default: the project's fixtures folder).

            OPTIONS:
              --snapshots <snapshots> The references' folder (default: the project's, else Snapshots under the
                                      project root).
              --record <record>       When references are written (default: $SNAPSHOT_RECORD, else never on CI,
                                      when $CI is set, and missing locally). (values: all, missing, failed,
                                      never)
              --format <format>       Comma-separated formats (default: the project's, else all three).
                                      (values: png, svg, frames)
              --jobs <jobs>           Parallel jobs (default: all cores).
              --shard <shard>         Check only shard i of n (1-based), e.g. 2/4: balanced by estimated cost,
                                      within one fixture in size, the same on every run.
              --filter <filter>       Only fixtures whose name (forms/login) contains this text or matches this
                                      glob; repeatable.
              --list                  Print the snapshots that would be checked, one a line, and exit.
              --fail-fast             Stop after the first failing fixture (fixtures already running finish).
              --prune                 Delete obsolete references: files in the references' folder that no
                                      fixture produces (a check of every fixture only).
              --junit <junit>         Write JUnit XML here.
              --json <json>           Write the results as JSON here (also always written to
                                      <artifacts>/report.json).
              --artifacts <artifacts> The artifacts folder (default: $SNAPSHOT_ARTIFACTS, else the project's,
                                      else .build/snapshot-artifacts under the project root).
              --threshold <threshold> PNG: per-pixel colour threshold, 0...1 (0: every visible change counts).
              --max-pixels <max-pixels>
                                      PNG: pass with at most this many differing pixels.
              --max-ratio <max-ratio> PNG: pass with at most this share of differing pixels, 0...1.
              --ignore-aa             PNG: do not count anti-aliased pixels as differing (they are still
                                      reported).
              --version               Show the version.
              -h, --help              Show help information.


            """#)
    }
}
