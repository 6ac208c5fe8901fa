/// Accumulates SVG text: one element per line, indented two spaces per open element, attributes
/// in the order given, text and attribute values XML-escaped.
struct SVGWriter {
    private(set) var text = ""
    private var depth = 0
    private var clipCount = 0

    /// A fresh clip-path id: `c1`, `c2`, … in order of use.
    mutating func nextClipID() -> String {
        clipCount += 1
        return "c\(clipCount)"
    }

    mutating func open(_ name: String, _ attributes: [(String, String)]) {
        line("<" + name + Self.attributes(attributes) + ">")
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        line("</" + name + ">")
    }

    /// An element with no children; with `text`, the escaped text is its content.
    mutating func element(_ name: String, _ attributes: [(String, String)], text content: String? = nil) {
        if let content {
            line("<" + name + Self.attributes(attributes) + ">" + Self.escape(content) + "</" + name + ">")
        } else {
            line("<" + name + Self.attributes(attributes) + "/>")
        }
    }

    /// An element whose content is `markup`, already escaped (child elements on the same line).
    mutating func element(_ name: String, _ attributes: [(String, String)], markup: String) {
        line("<" + name + Self.attributes(attributes) + ">" + markup + "</" + name + ">")
    }

    private mutating func line(_ s: String) {
        text += String(repeating: "  ", count: depth) + s + "\n"
    }

    static func attributes(_ list: [(String, String)]) -> String {
        list.map { " " + $0.0 + "=\"" + escape($0.1) + "\"" }.joined()
    }

    /// Escapes `&`, `<`, `>`, `"` and `'`, and drops characters XML 1.0 forbids (C0 controls but tab).
    static func escape(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
