import Foundation
import Testing

/// Which test an assertion belongs to, and so where its references live:
/// `Snapshots/<module>/<suite>/<test>[.<name>][.<n>].<ext>`, where `suite` is the chain of types
/// the test is declared in (`CardTests/Dark`), or the file's name for a free function.
///
/// The identity comes, in order, from the running Swift Testing test (`Test.current`: module,
/// enclosing types, function), from the `XCTestCase` the assertion is a method of (module, class,
/// test method), or, when neither is known (a free helper function called from XCTest, or work moved
/// off the test's task), from the calling file and function. It never depends on which other
/// tests ran before, so a reference has the same name in a full run and a filtered one.
struct SnapshotIdentity: Hashable, Sendable {
    /// The test target (`CardKitTests`).
    var module: String
    /// The enclosing types, outermost first, or the file's name for a free function.
    var suite: [String]
    /// The test function's base name (`rendersCard`, `testRendersCard`).
    var test: String
    /// Whether the identity is the running test's (Swift Testing or XCTest), not the call site's.
    var isRunningTest: Bool
    /// Whether the running test is a free Swift Testing function (its id is `Module.test()`).
    var isFreeFunction = false

    /// `Module/Suite/Nested`: the reference's folder below the snapshots folder.
    var folder: String { ([module] + suite).joined(separator: "/") }

    /// One string that tells tests apart (for numbering and for catching shared references).
    var key: String { folder + "/" + test }

    /// A `swift test --filter` pattern that selects this test and no other: test identifiers are
    /// `Module.Type/test()` in Swift Testing (nested types joined by `/`, a free function
    /// `Module.test()`) and `Module.Type/test` in XCTest; the pattern is a regular expression, so
    /// dots are escaped, and `\b` ends the name (`card` does not select `cardDark`).
    var filterPattern: String {
        let escaped = { (s: String) in NSRegularExpression.escapedPattern(for: s) }
        if isFreeFunction { return escaped(module) + "\\." + escaped(test) + "\\b" }
        // Only the module and function are known: any test of that name in the module.
        guard isRunningTest, !suite.isEmpty else { return escaped(module) + "\\..*\\b" + escaped(test) + "\\b" }
        return escaped(module) + "\\." + suite.map(escaped).joined(separator: "/") + "/" + escaped(test) + "\\b"
    }

    /// The base name of a function as `#function` or a test id spells it: `rendersCard(width:)` is `rendersCard`.
    static func baseName(_ function: String) -> String { String(function.prefix { $0 != "(" }) }

    /// The running Swift Testing test's identity, if this task runs one.
    static func swiftTesting(fileID: String) -> SnapshotIdentity? {
        guard let test = Test.current else { return nil }
        let id = test.id
        var components = id.nameComponents
        guard let function = components.popLast() else { return nil }
        // A free test function has no enclosing type: its file names the folder.
        let suite = components.isEmpty ? [fileName(fileID)] : components
        return SnapshotIdentity(module: id.moduleName, suite: suite, test: baseName(function), isRunningTest: true,
                                isFreeFunction: components.isEmpty)
    }

    /// The identity of an XCTest method: its class (nested types as `Outer.Inner`) and method.
    static func xcTest(caseType: Any.Type, function: String, fileID: String) -> SnapshotIdentity {
        let typeName = String(reflecting: caseType)
        // `Module.Outer.Inner`: the module is the test target, the rest the suite.
        var parts = typeName.split(separator: ".").map(String.init)
        let module = parts.count > 1 ? parts.removeFirst() : moduleName(fileID)
        return SnapshotIdentity(module: module, suite: parts, test: baseName(function), isRunningTest: true)
    }

    /// The call site's identity: the module and file (from `#fileID`) and the function.
    static func callSite(fileID: String, function: String) -> SnapshotIdentity {
        SnapshotIdentity(module: moduleName(fileID), suite: [fileName(fileID)], test: baseName(function), isRunningTest: false)
    }

    static func moduleName(_ fileID: String) -> String { String(fileID.prefix { $0 != "/" }) }

    /// `Module/CardTests.swift` is `CardTests`.
    static func fileName(_ fileID: String) -> String {
        let name = (fileID as NSString).lastPathComponent
        return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    }
}
