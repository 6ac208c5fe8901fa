import Foundation
import LayoutEngine
import LayoutModel

extension FixtureRenderer {
    /// Why node `name` of `fixture` has its frame (`LayoutEngine.explain`), measured with the
    /// fixture's fonts as `frames` is.
    public func explain(_ fixture: Fixture, node name: String) throws(LayoutError) -> LayoutExplanation {
        do {
            let measurer = try FixtureFonts.measurer(for: fixture, base: measurer)
            return try LayoutEngine(textMeasurer: measurer).explain(fixture.root, in: fixture.viewport, node: name)
        } catch {
            throw fixture.file.map { error.inFile($0) } ?? error
        }
    }
}

extension LayoutExplanation {
    /// The explanation for people: the node and its frame, its parent's algorithm and size, what it
    /// declares, the sizes it was asked for, then per part of the frame the rules that decided it.
    public var text: String {
        let n = NumberFormat.short
        func size(_ s: Size) -> String { n(s.width) + " x " + n(s.height) }
        var lines = ["\(node) (\(path)): frame (\(n(frame.x)), \(n(frame.y)), \(n(frame.width)), \(n(frame.height)))"]
        if let parent {
            lines.append("  in \(parent): \(algorithm), arranged at its final size \(size(parentSize))")
        } else {
            lines.append("  the root, in the viewport \(size(parentSize))")
        }
        if !declared.isEmpty { lines.append("  declares: " + declared.joined(separator: "; ")) }
        if !requests.isEmpty {
            lines.append("  asked for (width, height) → answered:")
            for r in requests { lines.append("    \(r.width), \(r.height) → \(size(r.answer))") }
        }
        for part in Part.allCases {
            let said = notes.filter { $0.part == part }
            guard !said.isEmpty else { continue }
            let value: String = switch part {
            case .width: " " + n(frame.width)
            case .height: " " + n(frame.height)
            case .x: " " + n(frame.x)
            case .y: " " + n(frame.y)
            case .container: ""
            }
            lines.append("  \(part.rawValue)\(value):")
            for note in said { lines.append("    - " + note.text) }
        }
        if notes.isEmpty, parent != nil {
            lines.append("  (\(algorithm) notes nothing more: the sizes it asked for and the frame above are what it decided)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The explanation as JSON for tools: the same fields, frames as `[x, y, width, height]`.
    public var json: String {
        let n = NumberFormat.short
        func string(_ s: String) -> String {
            let data = (try? JSONSerialization.data(withJSONObject: [s], options: [.withoutEscapingSlashes])) ?? Data("[\"\"]".utf8)
            return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
        }
        func strings(_ list: [String]) -> String { "[" + list.map(string).joined(separator: ", ") + "]" }
        var out = "{\n"
        out += "  \"node\": \(string(node)),\n  \"path\": \(string(path)),\n"
        out += "  \"parent\": \(parent.map(string) ?? "null"),\n  \"algorithm\": \(string(algorithm)),\n"
        out += "  \"parentSize\": [\(n(parentSize.width)), \(n(parentSize.height))],\n"
        out += "  \"frame\": [\(n(frame.x)), \(n(frame.y)), \(n(frame.width)), \(n(frame.height))],\n"
        out += "  \"declared\": \(strings(declared)),\n"
        out += "  \"requests\": [" + requests.map {
            "{\"width\": \(string($0.width)), \"height\": \(string($0.height)), \"answer\": [\(n($0.answer.width)), \(n($0.answer.height))]}"
        }.joined(separator: ", ") + "],\n"
        out += "  \"notes\": [" + notes.map { "{\"part\": \"\($0.part.rawValue)\", \"text\": \(string($0.text))}" }.joined(separator: ", ") + "]\n"
        return out + "}\n"
    }
}
