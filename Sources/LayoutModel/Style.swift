/// Whether a node is drawn and whether it takes space.
public enum Visibility: String, Hashable, Sendable, CaseIterable {
    /// Laid out and drawn.
    case visible
    /// Laid out (keeps its space) but not drawn.
    case invisible
    /// Neither drawn nor given space; its frame is zero-sized.
    case gone
}

/// Where a group of children sits along one axis of its container (TangramKit's tg_gravity).
public enum Gravity: String, Hashable, Sendable, CaseIterable {
    case start, center, end
    /// Free space between items, none at the ends (one item sits at the start).
    case between
    /// Free space around items: a full gap between, half a gap at each end (one item is centred).
    case around
    /// n + 1 equal gaps, ends included (one item is centred).
    case among
    /// Stretch: cross axis = inner size; main axis of a linear layout = free space shared by the items.
    case fill
}

/// Where one child sits along one axis inside the space its parent gives it.
public enum Alignment: String, Hashable, Sendable, CaseIterable {
    case start, center, end, fill
}

/// A child's own alignment, per axis (nil: follow the container).
public struct ChildAlignment: Hashable, Sendable {
    public var horizontal: Alignment?
    public var vertical: Alignment?
    public init(horizontal: Alignment? = nil, vertical: Alignment? = nil) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public subscript(axis: Axis) -> Alignment? { axis == .horizontal ? horizontal : vertical }
}

/// Where lines sit across the text's box. `natural` is left for a left-to-right paragraph and right
/// for a right-to-left one (the direction of its first strong character, Unicode's bidi rule P2);
/// `justified` stretches every line but a paragraph's last to the width (drawn as natural).
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case natural, left, center, right, justified
}

/// What happens to text past `maxLines` (UILabel's `lineBreakMode` for truncation): the last line
/// kept ends with an ellipsis (`tail`), starts with one (`head`), has one in its middle (`middle`),
/// or is cut at a line boundary with no ellipsis (`clip`).
public enum TextTruncation: String, Hashable, Sendable, CaseIterable {
    case tail, head, middle, clip
}

/// Where lines may break: `word` breaks between words (UAX #14) and inside a word only when the word
/// alone is wider than the line, as UILabel's word wrapping does; `char` breaks between any two
/// characters (grapheme clusters).
public enum TextWrap: String, Hashable, Sendable, CaseIterable {
    case word, char
}

/// CSS `writing-mode` of a text leaf: which way its lines run and stack.
///
/// In the vertical modes a line runs top to bottom, its glyphs turned a quarter turn clockwise
/// (CSS `text-orientation: mixed` for Latin text), and its width (`maxWidth`, alignment) is
/// along the height of the box; lines stack right to left (`verticalRL`) or left to right
/// (`verticalLR`). Measured sizes are those of horizontal text with the axes swapped.
public enum WritingMode: String, Hashable, Sendable, CaseIterable {
    case horizontalTB = "horizontal-tb", verticalRL = "vertical-rl", verticalLR = "vertical-lr"

    /// Whether lines run vertically.
    @inlinable public var isVertical: Bool { self != .horizontalTB }
}

/// How a node is painted. Everything is optional: a node with no colours is drawn
/// with a palette colour chosen by its depth, so a bare layout stays readable.
/// A node's own frame, kept whatever its parent's layout decides.
public struct OwnFrame: Hashable, Sendable {
    /// Where the node is, relative to its parent's border box.
    public var rect: Rect
    /// `false` (TangramKit's `tg_useFrame`, §7.5): the parent lays out its other children as if this
    /// one were not there. `true` (`tg_noLayout`, §7.6): the parent keeps the space it would give it,
    /// but the node stays at `rect`.
    public var reservesSpace: Bool
    public init(_ rect: Rect, reservesSpace: Bool) { self.rect = rect; self.reservesSpace = reservesSpace }
}

public struct Appearance: Hashable, Sendable {
    public var background: Color?
    public var borderColor: Color?
    public var borderWidth: Double
    public var cornerRadius: Double
    /// 0...1, applied to the node and everything inside it.
    public var opacity: Double
    /// Lines drawn on the node's own edges.
    public var borderlines: Borderlines
    /// A container's separators (TangramKit's intelligent borderline): a line midway between
    /// neighbouring child containers, wherever one lies beside or below another.
    public var separators: Borderline?

    public init(background: Color? = nil, borderColor: Color? = nil, borderWidth: Double = 0,
                cornerRadius: Double = 0, opacity: Double = 1, borderlines: Borderlines = .none,
                separators: Borderline? = nil) {
        self.background = background; self.borderColor = borderColor; self.borderWidth = borderWidth
        self.cornerRadius = cornerRadius; self.opacity = opacity
        self.borderlines = borderlines; self.separators = separators
    }
    public static let none = Appearance()
}
