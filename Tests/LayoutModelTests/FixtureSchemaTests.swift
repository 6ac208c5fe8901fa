import Foundation
import Testing
@testable import LayoutModel

/// `Fixtures/schema.json` must describe exactly what the decoder accepts.
@Suite struct FixtureSchemaTests {
    static let schemaPath = Support.packageRoot + "/Fixtures/schema.json"

    static func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: schemaPath))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func definitions() throws -> [String: [String: Any]] {
        try #require(try schema()["$defs"] as? [String: [String: Any]])
    }

    @Test func schemaKeysMatchTheDecoder() throws {
        let schema = try Self.schema()
        let defs = try Self.definitions()
        for (name, keys) in FixtureKeys.bySchemaDefinition.sorted(by: { $0.key < $1.key }) {
            let object = name == "fixture" ? schema : try #require(defs[name], "no $defs.\(name) in the schema")
            let properties = try #require(object["properties"] as? [String: Any], "$defs.\(name) has no properties")
            #expect(Set(properties.keys) == Set(keys), "keys of \(name)")
            #expect(object["additionalProperties"] as? Bool == false, "\(name) must set additionalProperties: false")
        }
        for (name, def) in defs where def["properties"] != nil {
            #expect(FixtureKeys.bySchemaDefinition[name] != nil, "$defs.\(name) has keys the decoder does not list")
        }
    }

    @Test func schemaEnumerationsMatchTheModel() throws {
        let defs = try Self.definitions()
        let nodeProperties = try #require(defs["node"]?["properties"] as? [String: [String: Any]])
        // A node property's schema is `anyOf: [its own, perVariant]` (per-variant values).
        func enumeration(_ object: [String: Any]?) -> Set<String> {
            let own = (object?["anyOf"] as? [[String: Any]])?.first ?? object
            return Set(own?["enum"] as? [String] ?? [])
        }
        #expect(enumeration(defs["gravityValue"]) == Set(Gravity.allCases.map(\.rawValue)))
        #expect(enumeration(defs["alignValue"]) == Set(Alignment.allCases.map(\.rawValue)))
        #expect(enumeration(nodeProperties["visibility"]) == Set(Visibility.allCases.map(\.rawValue)))
        #expect(enumeration(nodeProperties["layout"]) == ["linear", "frame", "scroll", "constraints", "flex", "relative", "table", "row", "float", "flow", "path", "grid", "block", "flow-root"])
        #expect(enumeration(defs["arrangedGravity"]) == Set(FlowLayout.LineAlignment.allCases.map(\.rawValue)))
        #expect(enumeration(nodeProperties["lastLineGravity"]) == Set(FlowLayout.LastLinePolicy.allCases.map(\.rawValue)))
        #expect(enumeration(nodeProperties["direction"]) == Set(FlexLayout.Direction.allCases.map(\.rawValue)))
        #expect(enumeration(defs["contentAlignment"]) == Set(ContentAlignment.allCases.map(\.rawValue)))
        #expect(enumeration(defs["itemAlignment"]) == Set(ItemAlignment.allCases.map(\.rawValue)))
        #expect(enumeration(nodeProperties["orientation"]) == Set(Axis.allCases.map(\.rawValue)))
        let textProperties = try #require(defs["textObject"]?["properties"] as? [String: [String: Any]])
        #expect(enumeration(textProperties["align"]) == Set(TextAlignment.allCases.map(\.rawValue)))
        #expect(enumeration(textProperties["writingMode"]) == Set(WritingMode.allCases.map(\.rawValue)))
        let colorForms = try #require(defs["color"]?["anyOf"] as? [[String: Any]])
        #expect(colorForms.contains { enumeration($0) == Set(Color.named.keys) })
    }

    /// Fixtures the schema must reject (each also rejected by the decoder).
    static let invalidDocuments = [
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "frame", "orientation": "vertical"}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "frame", "gravity": {"horizontal": "between"}}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "linear"}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "linear", "orientation": "vertical", "text": "a"}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"children": []}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"text": "a", "intrinsic": {}}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"widht": 3}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"width": "A.widht * 2"}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"width": "120 + 4"}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"minWidth": "fill"}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"width": -1}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"opacity": 2}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"image": {"width": 3}}}"#,
        #"{"viewport": {"width": 1}, "root": {}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "table", "orientation": "vertical", "rowSize": "fill"}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "table", "orientation": "vertical", "columnSize": {"count": 0}}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "table", "orientation": "vertical", "children": [{"width": 3}]}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "table", "orientation": "vertical", "children": [{"layout": "row", "height": 3}]}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "linear", "orientation": "vertical", "spacing": {"row": 3}}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "table"}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "float"}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "float", "orientation": "vertical", "gravity": {"vertical": "fill"}}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "float", "orientation": "vertical", "gravity": {"horizontal": "end"}}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "float", "orientation": "horizontal", "gravity": {"vertical": "end"}}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "float", "orientation": "vertical", "flexibleSpacing": {"minSpace": 3}}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "float", "orientation": "vertical", "flexibleSpacing": {"itemSize": 0}}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "float", "orientation": "vertical", "noBoundary": 1}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "float", "orientation": "vertical", "reverse": true}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "linear", "orientation": "vertical", "noBoundary": true}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"noBoundary": true}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "float", "orientation": "vertical", "children": [{"float": "left"}]}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "float", "orientation": "vertical", "children": [{"float": {"clear": 1}}]}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "flow"}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "flow", "orientation": "vertical", "arrangedCount": -1}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "flow", "orientation": "vertical", "arrangedGravity": "middle"}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "flow", "orientation": "vertical", "arrangedGravity": "compact"}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "flow", "orientation": "vertical", "spacing": {"row": 3}}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "flow", "orientation": "vertical", "pagedCount": 4, "arrangedCount": 2}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "flow", "orientation": "vertical", "flexibleSpacing": {"minSpace": 3}}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "table", "orientation": "vertical", "spacing": {"horizontal": 3}}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "linear", "orientation": "vertical", "autoArrange": true}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "flow", "orientation": "vertical", "flexibleSpacing": {"itemSize": 4}, "autoArrange": true}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "path"}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "path", "curve": {"y": "x", "r": "1"}}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "path", "curve": {"x": "t"}}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "path", "curve": {"r": "1"}, "spacing": 3}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "path", "curve": {"r": "1"}, "spacing": {"count": 0}}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "path", "curve": {"r": "1"}, "distanceError": 0}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "path", "curve": {"r": "1"}, "orientation": "vertical"}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "frame", "curve": {"r": "1"}}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "linear", "orientation": "vertical", "spacing": "flexed"}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "grid", "direction": "row"}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "flex", "columns": "1fr"}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "grid", "autoFlow": "diagonal"}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"layout": "grid", "children": [{"flexItem": {"gridRow": 0}}]}}"#,
        #"{"viewport": {"width": 1, "height": 1}, "root": {"columns": "1fr"}}"#,
    ]

    /// Runs python3's `jsonschema` (Draft 2020-12) over every fixture in `Fixtures/` and the decoding samples (all must pass)
    /// and over `invalidDocuments` (all must fail).
    @Test func pythonJSONSchemaValidatesTheFixtures() throws {
        let files = Fixture.findFixtures(in: Support.packageRoot + "/Fixtures")
            + Fixture.findFixtures(in: Support.packageRoot + "/Tests/LayoutModelTests/Samples")
        let script = """
            import json, sys
            try:
                import jsonschema
            except ImportError:
                print("python3 has no 'jsonschema' package (pip install jsonschema)"); sys.exit(3)
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            problems = []
            for path in sys.argv[2:]:
                for e in validator.iter_errors(json.load(open(path))):
                    problems.append(f"{path}: {e.json_path}: {e.message}")
            for i, text in enumerate(json.load(sys.stdin)):
                if validator.is_valid(json.loads(text)):
                    problems.append(f"invalid document {i} passed the schema: {text}")
            print("\\n".join(problems)); sys.exit(1 if problems else 0)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, Self.schemaPath] + files
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        do { try process.run() } catch {
            Issue.record("cannot run python3 (needed with its 'jsonschema' package to check the schema): \(error)")
            return
        }
        let documents = try JSONSerialization.data(withJSONObject: Self.invalidDocuments)
        input.fileHandleForWriting.write(documents)
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: break
        case 127: Issue.record("python3 is not installed; it is needed (with 'jsonschema') to check the schema")
        default: Issue.record("schema check failed (exit \(process.terminationStatus)):\n\(text)")
        }
    }

    /// The same invalid documents are rejected by the decoder too.
    @Test(arguments: invalidDocuments)
    func decoderRejects(document: String) {
        #expect(throws: LayoutError.self) { try FixtureLoader.decode(json: document) }
    }
}
