import Foundation
import SnapshotKit
import Testing

/// `verifySnapshot` with a plain text strategy defined here: strategies are values.
@Suite struct VerifyTests {
    static let text = Snapshotting<String, String>(
        pathExtension: "txt",
        diffing: Diffing(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { reference, actual in
                reference == actual ? nil
                    : DiffOutcome(message: "\(reference.count) vs \(actual.count) characters",
                                  artifacts: [DiffArtifact(kind: "diff", pathExtension: "txt", data: Data("-\(reference)\n+\(actual)\n".utf8))])
            }))

    func location() throws -> SnapshotLocation {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("verify-" + UUID().uuidString).path
        return SnapshotLocation(snapshotsDirectory: root + "/Snapshots", artifactsDirectory: root + "/artifacts",
                                suite: "suite", name: "case")
    }

    func contents(_ path: String) -> String? {
        (try? Data(contentsOf: URL(fileURLWithPath: path))).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func neverFailsOnAMissingReferenceAndWritesNothingThere() throws {
        let at = try location()
        let r = verifySnapshot(of: "hello", as: Self.text, at: at, record: .never)
        #expect(r.kind == .missing && r.isFailure)
        #expect(r.message() == "no reference at \(at.reference("txt")) (record mode 'never': nothing was written there)")
        #expect(contents(at.reference("txt")) == nil)
        #expect(contents(at.actual("txt")) == "hello")
    }

    /// A strategy that compares as it reads is read with `fromDataComparing`, given the actual
    /// value; its errors are the reference's read errors.
    @Test func aReferenceIsReadComparingWhenTheStrategyCan() throws {
        let at = try location()
        _ = verifySnapshot(of: "hello", as: Self.text, at: at, record: .missing)
        // `fromData` would make every reference differ; the comparing read marks one that equals
        // the actual (the answer a format computes while reading), and `diff` takes its word.
        let comparing = Snapshotting<String, String>(
            pathExtension: "txt",
            diffing: Diffing(
                toData: { Data($0.utf8) },
                fromData: { _ in "never used" },
                diff: { reference, actual in reference == "=" + actual ? nil : DiffOutcome(message: "differs") },
                fromDataComparing: { data, actual in (String(decoding: data, as: UTF8.self) == actual ? "=" : "") + actual }))
        #expect(verifySnapshot(of: "hello", as: comparing, at: at, record: .never).kind == .matched)
        #expect(verifySnapshot(of: "hullo", as: comparing, at: at, record: .never).kind == .differs)
        struct Unreadable: Error {}
        let failing = Snapshotting<String, String>(
            pathExtension: "txt",
            diffing: Diffing(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }, diff: { _, _ in nil },
                             fromDataComparing: { _, _ in throw Unreadable() }))
        let r = verifySnapshot(of: "hello", as: failing, at: at, record: .never)
        #expect(r.kind == .error)
        #expect(r.message() == "could not read the reference \(at.reference("txt")): Unreadable()")
    }

    @Test(arguments: [RecordMode.missing, .failed, .all])
    func recordModesWriteAMissingReference(mode: RecordMode) throws {
        let at = try location()
        let r = verifySnapshot(of: "hello", as: Self.text, at: at, record: mode)
        #expect(r.kind == .recorded && !r.isFailure && r.referenceWritten)
        #expect(contents(at.reference("txt")) == "hello")
        #expect(verifySnapshot(of: "hello", as: Self.text, at: at, record: .never).kind == .matched)
    }

    @Test(arguments: [RecordMode.missing, .never])
    func aDifferenceFailsAndLeavesArtifactsButNotTheReference(mode: RecordMode) throws {
        let at = try location()
        _ = verifySnapshot(of: "hello", as: Self.text, at: at, record: .missing)
        let r = verifySnapshot(of: "hullo!", as: Self.text, at: at, record: mode)
        #expect(r.kind == .differs && r.isFailure && !r.referenceWritten)
        #expect(contents(at.reference("txt")) == "hello")
        #expect(contents(at.actual("txt")) == "hullo!")
        #expect(contents(at.artifact("diff", "txt", format: "txt")) == "-hello\n+hullo!\n")
        #expect(r.actual == at.actual("txt") && r.diff == at.artifact("diff", "txt", format: "txt"))
        #expect(r.comparedReference == at.artifact("reference", "txt", format: "txt"))
        #expect(contents(at.artifact("reference", "txt", format: "txt")) == "hello")
        #expect(r.message(approveCommand: "layoutsnap approve suite/case") == """
            suite/case.txt differs from its reference: 5 vs 6 characters
              reference: \(at.reference("txt"))
              actual:    \(at.actual("txt"))
              diff:      \(at.artifact("diff", "txt", format: "txt"))
              approve:   layoutsnap approve suite/case
            """)
    }

    @Test(arguments: [RecordMode.failed, .all])
    func failedAndAllOverwriteAChangedReference(mode: RecordMode) throws {
        let at = try location()
        _ = verifySnapshot(of: "hello", as: Self.text, at: at, record: .missing)
        let r = verifySnapshot(of: "hullo", as: Self.text, at: at, record: mode)
        // The reference is written, and the snapshot still fails: it changed.
        #expect(r.kind == .rerecorded && r.isFailure && r.referenceWritten)
        #expect(r.message() == "re-recorded \(at.reference("txt")) (record mode '\(mode.rawValue)'); it differed: 5 vs 5 characters")
        // In check's report: failed, with nothing to approve.
        let row = CheckReport.Result(r, format: "txt", approveCommand: "approve it")
        #expect(row.status == .failed && row.rerecorded && row.approveCommand == nil)
        #expect(contents(at.reference("txt")) == "hullo")
        #expect(contents(at.actual("txt")) == "hullo")
        #expect(contents(at.artifact("reference", "txt", format: "txt")) == "hello")
        #expect(verifySnapshot(of: "hullo", as: Self.text, at: at, record: .never).kind == .matched)
    }

    @Test func aSnapshotThatMatchesAgainLeavesNoArtifactsOfItsEarlierFailure() throws {
        let at = try location()
        _ = verifySnapshot(of: "hello", as: Self.text, at: at, record: .missing)
        _ = verifySnapshot(of: "hullo!", as: Self.text, at: at, record: .never)
        #expect(contents(at.actual("txt")) != nil && contents(at.artifact("diff", "txt", format: "txt")) != nil)
        // Another snapshot's artifacts in the same folder stay.
        let other = SnapshotLocation(snapshotsDirectory: at.snapshotsDirectory, artifactsDirectory: at.artifactsDirectory,
                                     suite: at.suite, name: "other")
        _ = verifySnapshot(of: "a", as: Self.text, at: other, record: .missing)
        _ = verifySnapshot(of: "b", as: Self.text, at: other, record: .never)
        #expect(verifySnapshot(of: "hello", as: Self.text, at: at, record: .never).kind == .matched)
        for path in [at.actual("txt"), at.artifact("diff", "txt", format: "txt"), at.artifact("reference", "txt", format: "txt")] {
            #expect(contents(path) == nil, "\(path)")
        }
        #expect(contents(other.actual("txt")) == "b")
    }

    @Test func pullbackSnapshotsAnotherType() throws {
        let at = try location()
        let count = Self.text.pullback { (n: Int) in String(repeating: "x", count: n) }
        _ = verifySnapshot(of: 3, as: count, at: at, record: .missing)
        #expect(contents(at.reference("txt")) == "xxx")
        #expect(verifySnapshot(of: 3, as: count, at: at, record: .never).kind == .matched)
        #expect(verifySnapshot(of: 4, as: count, at: at, record: .never).kind == .differs)
    }

    @Test func anUnreadableReferenceIsAnError() throws {
        let at = try location()
        let strict = Snapshotting<String, String>(pathExtension: "txt", diffing: Diffing(
            toData: { Data($0.utf8) },
            fromData: { _ in throw SnapshotConfigurationError(reason: "corrupt") },
            diff: { _, _ in nil }))
        _ = verifySnapshot(of: "a", as: strict, at: at, record: .missing)
        let r = verifySnapshot(of: "a", as: strict, at: at, record: .never)
        #expect(r.kind == .error && r.isFailure)
        #expect(r.message() == "could not read the reference \(at.reference("txt")): corrupt")
    }
}
