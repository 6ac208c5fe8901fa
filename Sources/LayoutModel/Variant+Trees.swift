/// What a variant does to a tree: `apply(to:)` for every tree, `value(_:)` for per-variant
/// properties of trees built in code, `referenceName(_:)` for the snapshots it names.
extension Variant {
    /// `root` as this variant lays it out. Per-variant property values are chosen before this (by
    /// `FixtureLoader` from the JSON, or by the caller's code for a DSL tree); this applies what
    /// the variant changes of every tree:
    /// - the safe area is added to the root's padding (the root itself still fills the viewport,
    ///   so its background reaches under the status bar, as a UIKit root view's does);
    /// - `direction` becomes the root's `layoutDirection` when the root sets none (nodes that set
    ///   one keep it, their descendants inherit as before);
    /// - `textSize` multiplies every font size (a text's and its runs'), absolute line height and
    ///   letter spacing; sizes written in points stay as written;
    /// - in a right-to-left variant, text whose alignment is `natural` is aligned right wherever
    ///   the direction in force is right to left (UIKit's natural alignment follows the app's
    ///   direction; a subtree set to `ltr` keeps its text left).
    public func apply(to root: LayoutNode) -> LayoutNode {
        var node = root
        if node.layoutDirection == nil, direction != .leftToRight, node.layout != nil {
            node.layoutDirection = direction
        }
        if textSize != 1 || direction == .rightToLeft {
            node = Self.adaptingText(node, by: textSize, inherited: direction)
        }
        if safeArea != .zero {
            node.padding = EdgeInsets(top: node.padding.top + safeArea.top, left: node.padding.left + safeArea.left,
                                      bottom: node.padding.bottom + safeArea.bottom, right: node.padding.right + safeArea.right)
        }
        return node
    }

    /// `node` with its text, and its descendants' text, scaled by `factor`, and `natural` alignment
    /// made `right` where the direction in force (`inherited`, or a container's own) is right to left.
    static func adaptingText(_ node: LayoutNode, by factor: Double, inherited: LayoutDirection) -> LayoutNode {
        var out = node
        switch node.kind {
        case .leaf(.text(var text)):
            if factor != 1 {
                text.font.size *= factor
                text.lineHeight = text.lineHeight.map { $0 * factor }
                text.letterSpacing *= factor
                text.runs = text.runs.map { run in
                    var r = run
                    r.size = r.size.map { $0 * factor }
                    return r
                }
            }
            if inherited == .rightToLeft, text.alignment == .natural { text.alignment = .right }
            out.kind = .leaf(.text(text))
        case .container(let layout, let children):
            let direction = node.layoutDirection ?? inherited
            out.kind = .container(layout, children: children.map { adaptingText($0, by: factor, inherited: direction) })
        case .leaf:
            break
        }
        return out
    }

    /// A snapshot's name under this variant: `login` becomes `login@iPhoneSE` (references
    /// `<case>@<variant>.<ext>`, as `check` names them).
    public func referenceName(_ caseName: String) -> String { caseName + "@" + name }

    // MARK: Per-variant values in code

    /// The value of `choices` for this variant, by the fixtures' rule for per-variant values: the
    /// keys are `@default`, traits joined by `+` (`@compact-width`, `@regular-width+landscape`,
    /// `@dark`, `@rtl`) or a variant's name (this one's or a preset's, `@iPhoneSE`,
    /// `@iPadPro11-landscape`; the variant's own name wins); among the keys whose every trait
    /// holds, the one with the most traits wins; nil when none holds. For trees built in code:
    /// `variant.value(["@compact-width": Axis.vertical, "@regular-width": .horizontal])`.
    /// - Throws: `LayoutError` for a key that is no trait, and when two keys match equally
    ///   (naming both).
    public func value<T>(_ choices: [String: T]) throws(LayoutError) -> T? {
        let keys = choices.keys.sorted()
        // Each key's value as its index, so the JSON rule compares indices: equal-rank keys always conflict.
        let indexed = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, "\($0)" as Any) })
        var resolver = VariantValueResolver(traits: traits, variantName: name, colors: [:], reader: JSONReader(file: nil))
        // Names this code may choose by: its own and every preset's, either way up.
        resolver.variantNames = [name] + Device.presets.flatMap { [$0.name, $0.name + "-landscape", $0.name + "-portrait"] }
        guard let (chosen, _) = try resolver.choose(indexed, .root), let index = Int(chosen as? String ?? "") else { return nil }
        return choices[keys[index]]
    }
}
