/// The keys a node object has, one bit per key of `FixtureKeys.node`: the key check reads each key
/// once, and the decoder skips the look-ups of whole groups of keys the node does not have.
struct NodeKeys {
    var bits: UInt128

    /// Every node key's bit number, in `FixtureKeys.node` order.
    static let bitNumbers: [String: Int] = Dictionary(FixtureKeys.node.enumerated().map { ($1, $0) },
                                                      uniquingKeysWith: { first, _ in first })

    /// Every bit set: "any key may be present".
    static let all = NodeKeys(bits: ~0)

    /// The bit of `key`; a key past the 128th has every bit (it is then never skipped).
    static func bit(_ key: String) -> UInt128 {
        guard let n = bitNumbers[key] else { return 0 }
        return n < 128 ? 1 << n : ~0
    }

    static func mask(_ keys: [String]) -> UInt128 { keys.reduce(0) { $0 | bit($1) } }

    /// Sizes and their bounds.
    static let sizes = mask(["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight"])
    /// Spacing and placement inside the parent.
    static let box = mask(["margin", "padding", "visibility", "align"])
    /// What `appearance` reads.
    static let looks = mask(["background", "borderColor", "borderWidth", "cornerRadius", "opacity"])
    /// What a flex, relative or float parent reads.
    static let items = mask(["flexItem", "anchors", "float"])
    /// What `extras` reads.
    static let extras = mask(["layoutDirection", "layoutTransform", "borderlines", "separators", "useFrame",
                              "noLayout", "paddingWhenEmpty"])

    init(bits: UInt128) { self.bits = bits }

    /// The keys of `object`; nil when one is not a node key at all.
    init?(_ object: [String: Any]) {
        var bits: UInt128 = 0
        for key in object.keys {
            guard let n = Self.bitNumbers[key] else { return nil }
            bits |= n < 128 ? 1 << n : ~0
        }
        self.bits = bits
    }

    /// Whether the object has any key of `mask`.
    func any(_ mask: UInt128) -> Bool { bits & mask != 0 }
}
