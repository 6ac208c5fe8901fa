/// The bounds input is held to, so that bad or hostile input gets a clear error in bounded time and
/// memory instead of a hang, a crash or nonsense (docs/limits.md gives the reasons for each number).
///
/// `maxNodes` and `maxDepth` can be changed per call (`FixtureLoader.decode(_:file:baseDirectory:limits:)`,
/// `LayoutNode.validate(file:limits:)`); the others are fixed.
public struct LayoutLimits: Hashable, Sendable {
    /// The most nodes a tree may have. Decoding stops at the first `children` array that would go
    /// over it, before decoding those children.
    public var maxNodes: Int
    /// The most levels a tree may have: the root is level 1, its children level 2.
    public var maxDepth: Int

    /// - Parameters:
    ///   - maxNodes: at least 1; default 200,000.
    ///   - maxDepth: at least 1; default 250, the most a fixture can nest within `maxJSONDepth`
    ///     (each level is an object and its `children` array).
    public init(maxNodes: Int = 200_000, maxDepth: Int = 250) {
        self.maxNodes = max(1, maxNodes); self.maxDepth = max(1, maxDepth)
    }

    /// 200,000 nodes, 250 levels: what fixtures are held to (`FixtureLoader`).
    public static let standard = LayoutLimits()

    /// 200,000 nodes, any depth: what `LayoutNode.validate()` holds trees built in code to by default.
    /// Validation, the frame dumps and the display-list builder need no stack per level, and the
    /// engine lays deep trees out on a thread with a large stack; pass `standard` to hold a tree to
    /// the fixtures' depth too.
    public static let inCode = LayoutLimits(maxDepth: .max)

    /// The most arrays and objects open at once in a fixture's JSON (Foundation's own parser on
    /// Linux stops at the same depth).
    public static let maxJSONDepth = 512
    /// The largest magnitude of a length, coordinate, size, factor or other number: ±33,554,432
    /// (2^25). That is the range of Chrome's layout units (a 32-bit count of 1/64 px), where
    /// browsers saturate longer lengths, so every length a browser lays out is accepted (layout
    /// cases use widths of 20,000,000 px); doubles keep far more than the 1/1000 point the dumps
    /// print at that size, and sums of a few such values stay exact.
    public static let maxMagnitude = 33_554_432.0
    /// The largest aspect ratio (and the inverse of the smallest): 1,000,000.
    public static let maxAspectRatio = 1_000_000.0
    /// The largest count (`maxLines`, a path's point count, a flow's arranged count).
    public static let maxCount = 1_000_000
    /// The longest text string, in bytes of UTF-8: 262,144 (256 KiB, about a hundred pages). Pango
    /// shapes a text of that size in well under a second; a 10 MB string is refused at decoding.
    public static let maxTextBytes = 262_144
    /// The deepest a curve expression may nest: parentheses, calls, unary signs, powers and the
    /// operands of a chain of operators each count one level.
    public static let maxExpressionDepth = 256
    /// The most times an `auto-fill` or `auto-fit` track repetition repeats (Chrome also caps the
    /// tracks of a grid), and the most tracks an item's line numbers may reach past the grid.
    public static let maxGridRepetitions = 10_000

    /// Whether `value` is finite and within ±`maxMagnitude`.
    @inlinable public static func inRange(_ value: Double) -> Bool { value.magnitude <= maxMagnitude }

    /// The message for a number outside ±`maxMagnitude` (or not finite).
    static func outOfRange(_ value: Double) -> String {
        "\(NumberFormat.short(value)) is out of range: numbers must be finite and within ±33,554,432"
    }
}
