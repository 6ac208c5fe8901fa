extension Variant {
    /// The value of `choices` for this variant, by the fixtures' rule for per-variant values: the
    /// keys are `@default` or traits joined by `+` (`@compact-width`, `@regular-width+landscape`,
    /// `@dark`, `@rtl`); among the keys whose every trait holds, the one with the most traits
    /// wins; nil when none holds. For trees built in code:
    /// `variant.value(["@compact-width": Axis.vertical, "@regular-width": .horizontal])`.
    /// - Throws: `LayoutError` for a key that is no trait, and when two keys match equally
    ///   (naming both).
    public func value<T>(_ choices: [String: T]) throws(LayoutError) -> T? {
        let keys = choices.keys.sorted()
        // Each key's value as its index, so the JSON rule compares indices: equal-rank keys always conflict.
        let indexed = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, "\($0)" as Any) })
        let resolver = VariantValueResolver(traits: traits, variantName: name, colors: [:], reader: JSONReader(file: nil))
        guard let (chosen, _) = try resolver.choose(indexed, .root), let index = Int(chosen as? String ?? "") else { return nil }
        return choices[keys[index]]
    }
}
