import Foundation
import Testing
@testable import LayoutModel

/// The fixture JSON reader: strict RFC 8259, the same values as JSONSerialization, bounded nesting
/// and node count with the JSON path of the problem.
@Suite struct JSONDocumentParserTests {
    func parse(_ text: String, maxNodes: Int = .max) throws(JSONDocumentParser.Failure) -> Any {
        try JSONDocumentParser.parse(Data(text.utf8), maxDepth: 512, maxNodes: maxNodes)
    }

    func failure(_ text: String, maxNodes: Int = .max) -> JSONDocumentParser.Failure? {
        do { _ = try parse(text, maxNodes: maxNodes) } catch { return error }
        return nil
    }

    /// Whether two values from JSON are the same: same shapes, strings, booleans and numbers.
    static func same(_ a: Any, _ b: Any) -> Bool {
        switch (a, b) {
        case (let x as [String: Any], let y as [String: Any]):
            return x.count == y.count && x.allSatisfy { key, value in y[key].map { same(value, $0) } ?? false }
        case (let x as [Any], let y as [Any]):
            return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case (let x as String, let y as String):
            return x == y
        case (is NSNull, is NSNull):
            return true
        default:
            // Ours are Double and Bool, JSONSerialization's NSNumber: compare what they mean.
            guard let x = scalar(a), let y = scalar(b) else { return false }
            return x == y
        }
    }

    /// A number or boolean as (is it a boolean, its value), whatever type holds it.
    static func scalar(_ value: Any) -> [Double]? {
        if type(of: value) == Bool.self, let b = value as? Bool { return [1, b ? 1 : 0] }
        if type(of: value) == Double.self, let d = value as? Double { return [0, d] }
        if let n = value as? NSNumber { return [JSONReader.isBoolean(n) ? 1 : 0, n.doubleValue] }
        return nil
    }

    @Test func stringsNumbersAndLiterals() throws {
        let value = try parse(#"{"s": "a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00", "n": [0, -0.5, 1e3, 12, 1234567890123456, 2.5E-1], "t": true, "f": false, "z": null}"#)
        let object = try #require(value as? [String: Any])
        #expect(object["s"] as? String == "a\"\\/\u{8}\u{c}\n\r\té😀")
        // 16 digits (past the 15 read without text conversion) are still exact below 2^53.
        let numbers = try #require(object["n"] as? [Any]).map { type(of: $0) == Double.self ? $0 as? Double : nil }
        #expect(numbers == [0, -0.5, 1000, 12, 1_234_567_890_123_456, 0.25])
        #expect(type(of: object["t"]!) == Bool.self && object["t"] as? Bool == true)
        #expect(type(of: object["f"]!) == Bool.self && object["f"] as? Bool == false)
        #expect(object["z"] is NSNull)
    }

    @Test func aKeyNamedTwiceIsRefused() throws {
        #expect(failure(#"{"a": 1, "a": 2}"#) == .duplicateKey(path: "$.a", key: "a"))
        #expect(failure(#"{"x": [{"b": 1, "c": 2, "b": 3}]}"#) == .duplicateKey(path: "$.x[0].b", key: "b"))
    }

    @Test(arguments: ["[1,]", "{\"a\" 1}", "01", "-", "1.", "1e", "tru", "\"\\ud800\"", "\"a\u{1}\"", "\"\\x\"",
                      "[1] 2", "", "{\"a\": 1", "\"abc", "[\u{FEFF}1]", "nan", "+1"])
    func malformedInputIsRefused(text: String) {
        guard case .malformed? = failure(text) else {
            Issue.record("\(String(describing: failure(text)))")
            return
        }
    }

    @Test func nestingPastTheLimitNamesTheContainer() {
        let text = #"{"a": {"b": ["# + String(repeating: "[", count: 600) + String(repeating: "]", count: 601) + "}}"
        // The top object, a, b and 509 arrays inside b fill 512 levels; the first array inside b is
        // element 0 of b, and so on.
        #expect(failure(text) == .tooDeep(path: "$.a.b" + String(repeating: "[0]", count: 510)))
    }

    @Test func objectsInChildrenArraysAreCountedAsNodes() {
        // The root counts 1: with two children the tree has 3 nodes.
        #expect(failure(#"{"children": [{}, {}]}"#, maxNodes: 3) == nil)
        #expect(failure(#"{"children": [{}, {}]}"#, maxNodes: 2) == .tooManyNodes(path: "$.children", node: nil))
        #expect(failure(#"{"name": "n", "children": [{"children": [{}]}, {}]}"#, maxNodes: 3)
            == .tooManyNodes(path: "$.children", node: "n"))
        // Numbers in a 'children' array (as in an expected frame) are not nodes.
        #expect(failure(#"{"expected": {"children": [0, 0, 10, 10]}}"#, maxNodes: 1) == nil)
    }

    @Test func everyFixtureReadsAsJSONSerializationReadsIt() throws {
        let files = Fixture.findFixtures(in: Support.packageRoot + "/Fixtures")
            + Fixture.findErrorCases(in: Support.packageRoot + "/Fixtures")
        #expect(files.count > 40)
        for file in files {
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            guard let reference = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
                #expect(throws: JSONDocumentParser.Failure.self, "\(file)") {
                    try JSONDocumentParser.parse(data, maxDepth: 512)
                }
                continue
            }
            let ours = try JSONDocumentParser.parse(data, maxDepth: 512)
            #expect(Self.same(ours, reference), "\(file)")
        }
    }
}
