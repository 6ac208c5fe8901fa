import Foundation

/// Escaping, relative links and file reading for the review page.
extension ReviewReport {
    /// `text` safe in HTML text and in double- or single-quoted attribute values.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The absolute, standardized form of `path` (relative paths are taken from the current folder).
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// A relative URL from `directory` to the file at `path`, percent-encoded per component, so
    /// `src` and `href` work from a page in `directory` wherever the whole tree is moved.
    static func link(to path: String, from directory: String) -> String {
        let target = absolute(path).split(separator: "/", omittingEmptySubsequences: true)
        let base = absolute(directory).split(separator: "/", omittingEmptySubsequences: true)
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let up = Array(repeating: "..", count: base.count - common)
        let down = target[common...].map { String($0).addingPercentEncoding(withAllowedCharacters: pathComponentAllowed) ?? String($0) }
        return (up + down).joined(separator: "/")
    }

    /// Unreserved URL characters plus a few harmless sub-delimiters; everything else (space, `#`, `?`, `%`, `&`, quotes) is encoded.
    static let pathComponentAllowed: CharacterSet = {
        var set = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        set.insert(charactersIn: "-._~!$()*+,;=@")
        return set
    }()

    /// Whether a regular file exists at `path`.
    static func fileExists(_ path: String?) -> Bool {
        guard let path else { return false }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// The UTF-8 text at `path`, or `nil` when there is no readable file.
    static func readText(_ path: String?) -> String? {
        guard let path, fileExists(path), let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// `1,234`: a count with thousands separators, the same in every locale.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (i, digit) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return value < 0 ? "-" + out : out
    }

    /// `12.34%` of `part` in `whole`, with two decimals, rounded half up.
    static func percent(_ part: Int, of whole: Int) -> String {
        guard whole > 0 else { return "0.00%" }
        let hundredths = (part * 10_000 * 2 + whole) / (whole * 2)
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)%"
    }
}
