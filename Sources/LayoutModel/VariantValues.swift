import Foundation

/// A colour defined once by name (`"colors": {"surface": {"@light": "#ffffff", "@dark": "#1c1c1e"}}`)
/// in a fixture or the project, used wherever a colour goes (`"background": "surface"`).
public struct NamedColor: Hashable, Sendable {
    /// The value per per-variant key; a plain colour is stored under `@default`.
    public var choices: [String: String]
    /// Where it is defined, for messages: `layoutsnap.json: $.colors.surface`.
    public var source: String
}

/// Chooses per-variant values in a fixture's JSON before the strict decoder reads it, so the
/// decoder's errors keep their paths (`$.root.children[2].orientation`).
///
/// A per-variant value is an object whose keys all start with `@`: `@default` (no trait),
/// traits joined by `+` (`@regular-width`, `@dark`, `@regular-width+landscape`), or one of the
/// fixture's variant names alone (`@iPhoneSE`; a name that is also a trait's is the trait). A
/// variant's own name wins; else, of the keys whose every trait holds for the variant, the one
/// with the most traits wins; two winners with
/// different values are an error naming both; no match leaves the property out (an element of an
/// array is dropped). Named colours are replaced by their value under the same rule.
struct VariantValueResolver {
    let traits: VariantTraits
    /// The variant's name, for messages (nil: the fixture's own viewport).
    let variantName: String?
    let colors: [String: NamedColor]
    var reader: JSONReader
    /// The fixture's variants: `@<name>` (a name that is no trait's) is chosen for that variant
    /// alone, over every key of traits.
    var variantNames: [String] = []

    /// The keys whose string values are colours.
    static let colorKeys: Set<String> = ["background", "borderColor", "color"]

    /// `value` with every per-variant value chosen; nil when it is a per-variant value with no match.
    func resolve(_ value: Any, _ path: JSONPath, key: String? = nil) throws(LayoutError) -> Any? {
        if let object = value as? [String: Any] {
            if object.keys.contains(where: { $0.hasPrefix("@") }) {
                if key == "name" { throw reader.error(path, "a node's name cannot differ between variants") }
                guard let (chosen, at) = try choose(object, path) else { return nil }
                return try resolve(chosen, at, key: key)
            }
            // Inside a node (an object with a plain `name`), errors name it, as the decoder's do.
            var inner = self
            if let name = object["name"] as? String { inner.reader.node = name }
            var out: [String: Any] = [:]
            out.reserveCapacity(object.count)
            for (k, v) in object {
                if let r = try inner.resolve(v, path.key(k), key: k) { out[k] = r }
            }
            return out
        }
        if let array = value as? [Any] {
            var out: [Any] = []
            out.reserveCapacity(array.count)
            for (i, v) in array.enumerated() {
                if let r = try resolve(v, path.index(i), key: key) { out.append(r) }
            }
            return out
        }
        if let text = value as? String, let key, Self.colorKeys.contains(key), !colors.isEmpty {
            return try color(text, path)
        }
        return value
    }

    /// The value of the best matching key of a per-variant object, and its path; nil when none matches.
    func choose(_ object: [String: Any], _ path: JSONPath) throws(LayoutError) -> (Any, JSONPath)? {
        var best: [(key: String, count: Int)] = []
        for key in object.keys.sorted() {
            let rank: Int
            if let name = variantKey(key) {
                guard name == variantName else { continue }
                rank = Int.max
            } else {
                let traits = try Self.traits(of: key, path.key(key), reader: reader, others: object.keys.sorted(),
                                             variantNames: variantNames)
                guard traits.allSatisfy(self.traits.holds) else { continue }
                rank = traits.count
            }
            if let top = best.first?.count, rank < top { continue }
            if let top = best.first?.count, rank > top { best.removeAll() }
            best.append((key, rank))
        }
        guard let first = best.first else { return nil }
        for other in best.dropFirst() where !Self.equal(object[first.key]!, object[other.key]!) {
            throw reader.error(path, "'\(first.key)' and '\(other.key)' both match \(described) equally and give different "
                + "values; add a key with the traits of both ('@\(Self.joined(first.key, other.key))') to choose")
        }
        return (object[first.key]!, path.key(first.key))
    }

    private var described: String {
        let t = traits
        let words = "\(t.sizeClass.width.rawValue)-width, \(t.sizeClass.height.rawValue)-height, \(t.orientation.rawValue), "
            + "\(t.appearance.rawValue), \(t.direction.rawValue)"
        return (variantName.map { "variant '\($0)'" } ?? "the fixture's viewport") + " (\(words))"
    }

    private static func joined(_ a: String, _ b: String) -> String {
        let words = (a.dropFirst().split(separator: "+") + b.dropFirst().split(separator: "+")).filter { $0 != "default" }
        var seen: [Substring] = []
        for w in words where !seen.contains(w) { seen.append(w) }
        return seen.joined(separator: "+")
    }

    /// The variant a key `@<name>` names, when `name` is one of `variantNames` and no trait.
    func variantKey(_ key: String) -> String? {
        guard key.hasPrefix("@") else { return nil }
        let body = String(key.dropFirst())
        return VariantTrait(rawValue: body) == nil && body != "default" && variantNames.contains(body) ? body : nil
    }

    /// The traits of a per-variant key (`@default`: none). Unknown traits (`variantNames`, the
    /// fixture's variants, are named in the message), plain keys beside `@` keys and two traits
    /// of one kind (`@light+dark`, which never holds) are errors.
    static func traits(of key: String, _ path: JSONPath, reader: JSONReader, others: [String],
                       variantNames: [String] = []) throws(LayoutError) -> [VariantTrait] {
        guard key.hasPrefix("@") else {
            let example = others.first { $0.hasPrefix("@") } ?? "@default"
            throw reader.error(path, "a per-variant value has only '@' keys ('\(example)'); '\(key)' is not one "
                + "(write the plain value under '@default')")
        }
        let body = key.dropFirst()
        if body == "default" { return [] }
        var out: [VariantTrait] = []
        for word in body.split(separator: "+", omittingEmptySubsequences: false) {
            guard let trait = VariantTrait(rawValue: String(word)) else {
                let names = ["default"] + VariantTrait.allCases.map(\.rawValue)
                let traitList = names.dropFirst().joined(separator: ", ")
                if variantNames.isEmpty {
                    throw reader.error(path, "no variant trait '\(word)'\(Suggestion.didYouMean(String(word), among: names)); "
                        + "a per-variant key is '@default' or traits joined by '+' among " + traitList)
                }
                if variantNames.contains(String(word)) {
                    throw reader.error(path, "a variant's name stands alone in a key ('@\(word)'), not joined with traits")
                }
                let variants = variantNames.filter { VariantTrait(rawValue: $0) == nil && $0 != "default" }
                throw reader.error(path, "no variant trait or variant named '\(word)'"
                    + Suggestion.didYouMean(String(word), among: names + variants) + "; a per-variant key is '@default', "
                    + "traits joined by '+' among \(traitList), or alone one of the fixture's variants ("
                    + variants.joined(separator: ", ") + ")")
            }
            if let clash = out.first(where: { $0.dimension == trait.dimension }) {
                throw reader.error(path, "'\(clash.rawValue)' and '\(trait.rawValue)' never hold together")
            }
            out.append(trait)
        }
        return out
    }

    /// A colour string with a named colour replaced by its value for the variant.
    func color(_ text: String, _ path: JSONPath) throws(LayoutError) -> String {
        if JSONReader.hexColor(text) != nil || Color.named[text] != nil || text.hasPrefix("#") { return text }
        guard let named = colors[text] else {
            let names = colors.keys.sorted()
            throw reader.error(path, "unknown colour '\(text)'\(Suggestion.didYouMean(text, among: names + Color.named.keys.sorted())); "
                + "expected #rgb, #rrggbb, #rrggbbaa, a built-in name or a named colour (\(names.joined(separator: ", ")))")
        }
        guard let (value, _) = try choose(named.choices, path), let chosen = value as? String else {
            throw reader.error(path, "the colour '\(text)' (\(named.source)) has no value for \(described)")
        }
        return chosen
    }

    /// Whether two JSON values are equal.
    static func equal(_ a: Any, _ b: Any) -> Bool {
        switch (a, b) {
        case let (x as String, y as String): return x == y
        case let (x as [Any], y as [Any]): return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case let (x as [String: Any], y as [String: Any]):
            return x.count == y.count && x.allSatisfy { k, v in y[k].map { equal(v, $0) } ?? false }
        case (is NSNull, is NSNull): return true
        default:
            if JSONReader.isNumber(a), JSONReader.isNumber(b) {
                return (try? JSONReader(file: nil).number(a, .root)) == (try? JSONReader(file: nil).number(b, .root))
            }
            return "\(a)" == "\(b)"
        }
    }
}
