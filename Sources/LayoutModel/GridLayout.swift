/// CSS Grid Layout Level 1: the properties of a grid container (plain data; the algorithm lives in
/// LayoutEngine/Grid). Item placement is on `LayoutNode.flexItem` (`gridRow`, `gridColumn`,
/// `justifySelf`), with the rest of the item's CSS box.
public struct GridLayout: Hashable, Sendable {
    /// `grid-template-columns` and `grid-template-rows` (empty: `none`).
    public var templateColumns: [GridTrackEntry]
    public var templateRows: [GridTrackEntry]
    /// `grid-auto-columns` and `grid-auto-rows`: the sizes of implicit tracks, repeated in turn.
    public var autoColumns: [GridTrackSize]
    public var autoRows: [GridTrackSize]
    /// `grid-auto-flow`: which axis the auto-placement cursor runs along, and `dense` packing.
    public var autoFlow: Axis
    public var dense: Bool
    /// `row-gap` and `column-gap`.
    public var rowGap: CSSLength
    public var columnGap: CSSLength
    /// `justify-items` and `align-items` (nil: normal, which stretches).
    public var justifyItems: ItemAlignment?
    public var alignItems: ItemAlignment?
    /// `justify-content` and `align-content` (nil: normal, which stretches auto tracks).
    public var justifyContent: ContentAlignment?
    public var alignContent: ContentAlignment?
    /// `grid-template-areas`: per row, the area name of each cell (`"."` for none); an area is a
    /// rectangle of cells of one name, and gives the lines `name-start` and `name-end`.
    public var templateAreas: [[String]] = []
    /// `direction: rtl`: column 1 is at the right.
    public var rightToLeft: Bool
    /// The alignment properties written with `safe` (what overflows aligns to the start).
    public var safe: Safe = []

    /// Which of the container's alignment properties are `safe`.
    public struct Safe: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let justifyContent = Safe(rawValue: 1)
        public static let alignContent = Safe(rawValue: 2)
        public static let justifyItems = Safe(rawValue: 4)
        public static let alignItems = Safe(rawValue: 8)
    }

    public init(columns: [GridTrackEntry] = [], rows: [GridTrackEntry] = [],
                autoColumns: [GridTrackSize] = [.auto], autoRows: [GridTrackSize] = [.auto],
                autoFlow: Axis = .horizontal, dense: Bool = false,
                rowGap: CSSLength = .points(0), columnGap: CSSLength = .points(0), rightToLeft: Bool = false) {
        templateColumns = columns; templateRows = rows; self.autoColumns = autoColumns; self.autoRows = autoRows
        self.autoFlow = autoFlow; self.dense = dense; self.rowGap = rowGap; self.columnGap = columnGap
        self.rightToLeft = rightToLeft
    }
}

/// One entry of a track list: a track, `repeat()` of a list of entries (tracks and line names), or
/// the names of the line between two tracks (`[header-start main]`).
public indirect enum GridTrackEntry: Hashable, Sendable {
    case track(GridTrackSize)
    case repeated(GridRepeat, [GridTrackEntry])
    case lineNames([String])

    /// `repeat()` of tracks alone.
    public static func repeated(_ count: GridRepeat, _ sizes: [GridTrackSize]) -> GridTrackEntry {
        .repeated(count, sizes.map { .track($0) })
    }
}

/// How often `repeat()` repeats: a count, or as many times as fit (`auto-fill`; `auto-fit` also
/// collapses the repetitions no item occupies).
public enum GridRepeat: Hashable, Sendable {
    case count(Int)
    case autoFill
    case autoFit
}

/// A track sizing function: its minimum and maximum (CSS Grid §7.2.3). A single breadth `b` is
/// `minmax(b, b)`, except `fr`, which is `minmax(auto, fr)`, and `fit-content(l)`, which is
/// `minmax(auto, fit-content(l))`.
public struct GridTrackSize: Hashable, Sendable {
    public var min: GridBreadth
    public var max: GridBreadth

    public init(min: GridBreadth, max: GridBreadth) { self.min = min; self.max = max }

    /// The track size of a single breadth.
    public init(_ breadth: GridBreadth) {
        switch breadth {
        case .flex, .fitContent: self.init(min: .auto, max: breadth)
        default: self.init(min: breadth, max: breadth)
        }
    }

    public static let auto = GridTrackSize(.auto)
    public static func points(_ v: Double) -> GridTrackSize { GridTrackSize(.points(v)) }
    public static func fr(_ v: Double) -> GridTrackSize { GridTrackSize(.flex(v)) }
}

/// A track breadth: a length, a percentage of the grid container's content box (as a fraction),
/// a flexible `fr` factor, a content keyword, or the limit of `fit-content()`.
public enum GridBreadth: Hashable, Sendable {
    case points(Double)
    case fraction(Double)
    case flex(Double)
    case minContent
    case maxContent
    case auto
    /// `fit-content(limit)`, the limit a length (`.points`) or a percentage (`.fraction`).
    case fitContent(CSSLength)
}

/// `grid-row` or `grid-column` of an item: where it starts and ends (CSS Grid §8.3).
public struct GridPlacement: Hashable, Sendable {
    public var start: GridLine
    public var end: GridLine
    public init(start: GridLine = .auto, end: GridLine = .auto) { self.start = start; self.end = end }
    public static let auto = GridPlacement()
}

/// One side of a placement: `auto`, a line number (negative counts from the end of the explicit
/// grid; 0 is invalid), `span n`, the nth line of a name (`main-start`, `col 2`, `-1 col`; a
/// name alone is first tried as the start or end line of the grid area of that name), or a span
/// to the nth line of a name (`span 2 col`).
public enum GridLine: Hashable, Sendable {
    case auto
    case line(Int)
    case span(Int)
    case named(String, Int)
    case spanNamed(String, Int)
}
