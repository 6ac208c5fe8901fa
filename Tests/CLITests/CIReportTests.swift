import Foundation
import LayoutSnap
import Testing

/// What CI reads: GitHub annotations and job summary, JUnit fields, the JSON report's counts.
@Suite struct CIReportTests {
    @Test func underGitHubActionsFailuresAreAnnotatedAndSummarised() throws {
        let box = try CheckSandbox()
        let summary = box.root + "/summary.md"
        try "".write(toFile: summary, atomically: true, encoding: .utf8)
        let env = ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary]
        let r = try CLIRunner.run(["check", "--record", "never", "--format", "frames"], environment: env, in: box.root)
        #expect(r.status == 1)
        // Properties escape ':' and ','; the message escapes only '%' and line breaks.
        #expect(r.stdout.contains("::error file=Fixtures/seeds/duilib_row.json,line=1,title=seeds/duilib_row.frames.txt failed::"
            + "no reference at Snapshots/seeds/duilib_row.frames.txt (record mode 'never': nothing was written there)\n"),
            Comment(rawValue: r.stdout))
        #expect(try box.read(summary) == """
            ### LayoutSnap: 0 passed, 1 failed

            | Snapshot | Status | Reason |
            |---|---|---|
            | `seeds/duilib_row.frames.txt` | failed | no reference at Snapshots/seeds/duilib_row.frames.txt (record mode 'never': nothing was written there) |


            """)
        // Outside GitHub Actions: neither.
        let plain = try CLIRunner.run(["check", "--record", "never", "--format", "frames"], in: box.root)
        #expect(!plain.stdout.contains("::error"))
    }

    @Test func junitHasTimeTimestampAndFile() throws {
        let box = try CheckSandbox()
        let r = try CLIRunner.run(["check", "--record", "missing", "--format", "frames", "--junit", "junit.xml"], in: box.root)
        #expect(r.status == 0)
        let xml = try box.read(box.root + "/junit.xml")
        let report = try CheckReport.load(from: box.root + "/.build/snapshot-artifacts/report.json")
        #expect(xml.contains(#"<testsuite name="seeds" tests="1" failures="0" errors="0" time=""#))
        #expect(xml.contains(#" timestamp="\#(report.generated)">"#))
        #expect(xml.contains(#"<testcase classname="seeds" name="duilib_row.frames" time=""#))
        #expect(xml.contains(#" file="Fixtures/seeds/duilib_row.json"/>"#))
        #expect((report.results.first?.time ?? -1) >= 0)
    }

    @Test func theJSONReportHasSummaryCountsAndTheShard() throws {
        let box = try CheckSandbox()
        let r = try CLIRunner.run(["check", "--record", "never", "--shard", "1/1", "--json", "r.json"], in: box.root)
        #expect(r.status == 1)
        let text = try box.read(box.root + "/r.json")
        #expect(text.contains("""
              "summary" : {
                "errors" : 0,
                "failed" : 3,
                "obsolete" : 0,
                "passed" : 0,
                "recorded" : 0,
                "total" : 3
              }
            """), Comment(rawValue: text))
        #expect(text.contains(#""shard" : "1/1""#))
        #expect(r.stdout.contains("snapshots: 0 passed, 3 failed, shard 1/1 (record mode never)"))
    }
}
