import LayoutModel

/// A drawing command in points, in root coordinates. Backends draw the items in order.
public enum DisplayItem: Hashable, Sendable {
    /// A rectangle, optionally rounded, filled and/or stroked. The stroke lies inside the rect
    /// (a border of width w covers the outer w points), as CSS borders do.
    case rect(Rect, fill: Color?, stroke: Color?, strokeWidth: Double, cornerRadius: Double)
    /// Text lines already broken by a `TextMeasurer`; `origin` is the content box's top-left corner
    /// (for vertical text, inside a `pushRotation`, its top-right corner), each line is drawn at
    /// `origin + (line.x, line.baseline)`; `style` carries what else the text was shaped with.
    case text(origin: Point, lines: [TextLine], font: Font, color: Color, style: TextPaint = TextPaint())
    /// A PNG image scaled into `rect`; a nil or unreadable source draws a placeholder box with a cross.
    case image(Rect, source: String?)
    /// A straight line (debug overlay, borderlines), optionally dashed with `dash` on/off lengths.
    case line(from: Point, to: Point, color: Color, width: Double, dash: [Double])
    /// A small label (debug overlay: node names), top-left anchored at `at`.
    case label(String, at: Point, size: Double, color: Color)
    /// Clips the following items to `rect` until the matching `popClip`.
    case pushClip(Rect, cornerRadius: Double)
    case popClip
    /// Draws the following items as a group with this opacity, until the matching `popOpacity`.
    case pushOpacity(Double)
    case popOpacity
    /// Draws the following items turned `degrees` clockwise about `pivot` (vertical text is drawn
    /// as horizontal text turned a quarter turn), until the matching `popRotation`.
    case pushRotation(degrees: Double, pivot: Point)
    case popRotation
}

/// The one narrow waist between layout and pixels: what to draw, at what size.
public struct DisplayList: Hashable, Sendable {
    /// The canvas size in points; backends multiply by their scale.
    public var size: Size
    /// The canvas background (nil: transparent).
    public var background: Color?
    public var items: [DisplayItem]
    public init(size: Size, background: Color? = .white, items: [DisplayItem] = []) {
        self.size = size; self.background = background; self.items = items
    }
}

/// A backend that turns a display list into some output.
public protocol Renderer {
    associatedtype Output
    /// Draws `list` at `scale` device pixels per point.
    func render(_ list: DisplayList, scale: Double) throws -> Output
}

/// What a text item is drawn with besides its lines, font and colour.
public struct TextPaint: Hashable, Sendable {
    /// Extra space between characters, in points.
    public var letterSpacing: Double
    /// The shaped glyphs from the measurer, when it kept them: a backend of the same text system
    /// draws them instead of shaping the lines again. Equality and hashing ignore it.
    public var shaped: (any ShapedText)?
    /// The text's styled runs (`TextLine.spans` index them).
    public var runs: [TextRun]

    public init(letterSpacing: Double = 0, shaped: (any ShapedText)? = nil, runs: [TextRun] = []) {
        self.letterSpacing = letterSpacing; self.shaped = shaped; self.runs = runs
    }

    /// The paint of `text` as laid out, with the measurer's shaped glyphs.
    public init(_ text: TextContent, shaped: (any ShapedText)?) {
        self.init(letterSpacing: text.letterSpacing, shaped: shaped, runs: text.runs)
    }

    public static func == (a: TextPaint, b: TextPaint) -> Bool { a.letterSpacing == b.letterSpacing && a.runs == b.runs }
    public func hash(into hasher: inout Hasher) { hasher.combine(letterSpacing); hasher.combine(runs) }
}
