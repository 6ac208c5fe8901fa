import Foundation
import LayoutSnap
import Testing
import XCTest

/// `assertLayoutSnapshot` on several variants (devices, size classes, appearance, direction, text
/// size): one snapshot per variant, `<test>[.<name>]@<variant>.<ext>`, each reported on its own.
///
///     assertLayoutSnapshot(of: card, as: .png(), on: [.iPhoneSE, .iPadPro11.landscape, .iPhone15.dark])
///
/// The tree is laid out as each variant does (`LayoutSubject.on(_:)`: its viewport, safe area,
/// direction and text size; a fitting variant sizes the canvas to the content). Properties that
/// differ per variant are chosen by the tree's builder: pass a closure that reads the variant
/// (`variant.sizeClass`, `variant.appearance`, `variant.value([...])`).
public func assertLayoutSnapshot<Format>(
    of node: LayoutNode, as strategy: Snapshotting<LayoutSubject, Format>, on variants: [Variant],
    named name: String? = nil, suite: String? = nil, record: RecordMode? = nil, snapshotsDirectory: String? = nil,
    fileID: String = #fileID, file: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: Int = #column
) {
    assertLayoutSnapshot(of: { _ in node }, as: strategy, on: variants, named: name, suite: suite, record: record,
                         snapshotsDirectory: snapshotsDirectory, fileID: fileID, file: file, function: function,
                         line: line, column: column)
}

/// `assertLayoutSnapshot` of a tree built per variant by `build`, on each of `variants`.
public func assertLayoutSnapshot<Format>(
    of build: (Variant) throws -> LayoutNode, as strategy: Snapshotting<LayoutSubject, Format>, on variants: [Variant],
    named name: String? = nil, suite: String? = nil, record: RecordMode? = nil, snapshotsDirectory: String? = nil,
    fileID: String = #fileID, file: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: Int = #column
) {
    for verdict in variantVerdicts(build, as: strategy, on: variants, named: name, suite: suite, record: record,
                                   snapshotsDirectory: snapshotsDirectory, xcTestCase: nil, fileID: fileID,
                                   filePath: "\(file)", function: function, line: Int(line)) {
        report(verdict, fileID: fileID, file: file, line: line, column: column)
    }
}

extension XCTestCase {
    /// `assertLayoutSnapshot(of:as:on:)` from an XCTest test (the class names the suite).
    public func assertLayoutSnapshot<Format>(
        of node: LayoutNode, as strategy: Snapshotting<LayoutSubject, Format>, on variants: [Variant],
        named name: String? = nil, suite: String? = nil, record: RecordMode? = nil, snapshotsDirectory: String? = nil,
        fileID: String = #fileID, file: StaticString = #filePath, function: String = #function,
        line: UInt = #line, column: Int = #column
    ) {
        assertLayoutSnapshot(of: { _ in node }, as: strategy, on: variants, named: name, suite: suite, record: record,
                             snapshotsDirectory: snapshotsDirectory, fileID: fileID, file: file, function: function,
                             line: line, column: column)
    }

    /// `assertLayoutSnapshot(of:as:on:)` of a tree built per variant, from an XCTest test.
    public func assertLayoutSnapshot<Format>(
        of build: (Variant) throws -> LayoutNode, as strategy: Snapshotting<LayoutSubject, Format>, on variants: [Variant],
        named name: String? = nil, suite: String? = nil, record: RecordMode? = nil, snapshotsDirectory: String? = nil,
        fileID: String = #fileID, file: StaticString = #filePath, function: String = #function,
        line: UInt = #line, column: Int = #column
    ) {
        XCTestRunObserver.shared.start()
        for verdict in variantVerdicts(build, as: strategy, on: variants, named: name, suite: suite, record: record,
                                       snapshotsDirectory: snapshotsDirectory, xcTestCase: self, fileID: fileID,
                                       filePath: "\(file)", function: function, line: Int(line)) {
            report(verdict, fileID: fileID, file: file, line: line, column: column)
        }
    }
}

/// One verdict per variant; an empty list and duplicate names are failures (two variants of one
/// name would share a reference).
func variantVerdicts<Format>(
    _ build: (Variant) throws -> LayoutNode, as strategy: Snapshotting<LayoutSubject, Format>, on variants: [Variant],
    named name: String?, suite: String?, record: RecordMode?, snapshotsDirectory: String?, xcTestCase: XCTestCase?,
    fileID: String, filePath: String, function: String, line: Int
) -> [SnapshotVerdict] {
    if variants.isEmpty { return [.failure("no variants given: `on:` needs at least one (such as [.iPhoneSE])")] }
    var seen = Set<String>()
    for variant in variants where !seen.insert(variant.name).inserted {
        return [.failure("the variant '\(variant.name)' is given twice: its snapshots would share one reference; "
            + "name one with .named(\"…\")")]
    }
    return variants.map { variant in
        let subject: LayoutSubject
        do {
            let tree = try build(variant)
            subject = try LayoutSubject(tree, viewport: variant.viewport).on(variant)
        } catch {
            return .failure("could not lay out the tree on \(variant.name): \(error)")
        }
        return snapshotVerdict(of: subject, as: strategy, named: name, suite: suite, record: record,
                               snapshotsDirectory: snapshotsDirectory, xcTestCase: xcTestCase, fileID: fileID,
                               filePath: filePath, function: function, line: line, variant: variant)
    }
}
