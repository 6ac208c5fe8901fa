import CCairo
import LayoutModel
import LayoutRender
import RasterImage

/// A display list drawn a band of device rows at a time, for a caller that compares each band
/// with a reference as it is drawn and so never holds a whole render (`check`): its working set
/// is then one decoded reference and a band, not two whole images, and two jobs' working sets fit
/// the last-level cache the cores share.
///
/// A band's words are the rows `CairoRenderer.renderPremultiplied` gives. The painter's matrix
/// for a band starting at row `y0` is the whole canvas's followed by a translation of `-y0`
/// device rows, an integer: a device coordinate at or below the band's first row is the whole
/// canvas's minus `y0` exactly (subtracting an integer no larger than the value is exact in
/// binary floating point), so Cairo's fixed-point paths, its rounded glyph positions and the
/// pixels they cover are those of the whole canvas moved up by `y0` rows. That holds for lists
/// drawn with rectangles, text, lines and clips and opacity groups made of them, under a scale.
/// An image's sampling matrix or a rotation is computed from the whole matrix in floating point,
/// and is not banded: `init` returns nil for lists with either. (A band whose words could still
/// differ only makes a match look like a difference, which the caller then checks on the whole
/// render.)
///
/// Each item is drawn only into the bands its rows reach (conservatively: text reaches four em
/// above and below its baselines), and a clip or opacity group whose content reaches no row of a
/// band is skipped with everything in it.
public struct CairoBands: Sendable {
    public let list: DisplayList
    public let scale: Double
    /// The canvas in device pixels, as `renderPremultiplied` makes it.
    public let width: Int
    public let height: Int
    /// The rows of each band but the last (about 512 KiB of words, at least 8 rows).
    public let rowsPerBand: Int
    /// Per item, the rows in points it can reach, and the index of the last item it stands for
    /// (a push item: its matching pop; any other: itself). A pop reached is always drawn.
    private let spans: [Span]

    struct Span: Sendable {
        var top: Double
        var bottom: Double
        var last: Int
    }

    /// The bands of `list` at `scale`; nil when it has an image, a rotation or a coordinate that
    /// is not finite. Throws what
    /// `renderPremultiplied` throws for an invalid list or canvas (`DisplayListError`,
    /// `CairoRenderError.invalidCanvas`).
    public init?(_ list: DisplayList, scale: Double, pixelLimit: Int = PixelLimit.current) throws {
        try list.validate()
        guard scale.isFinite, scale > 0 else { throw CairoRenderError(.invalidCanvas, "scale \(scale)") }
        (width, height) = try CairoRenderer.canvasSize(width: list.size.width, height: list.size.height, scale: scale,
                                                       pixelLimit: pixelLimit)
        guard let spans = Self.spans(of: list.items) else { return nil }
        self.list = list
        self.scale = scale
        self.spans = spans
        rowsPerBand = max(8, (512 << 10) / (4 * width))
    }

    /// The bands' row ranges, top to bottom.
    public var bands: [Range<Int>] {
        stride(from: 0, to: height, by: rowsPerBand).map { $0 ..< min(height, $0 + rowsPerBand) }
    }

    /// Whether item `index` (and, for a push item, everything up to its pop) can reach a device
    /// row of `rows`; the index of the last item it stands for.
    public func reaches(_ index: Int, _ rows: Range<Int>) -> (Bool, last: Int) {
        // Two device rows of margin for antialiasing.
        let span = spans[index]
        let reaches = span.bottom * scale + 2 >= Double(rows.lowerBound) && span.top * scale - 2 <= Double(rows.upperBound)
        return (reaches, span.last)
    }

    /// The spans of `items` (balanced, as `validate` checks), nil when one is an image or a
    /// rotation, or has a coordinate that is not finite.
    static func spans(of items: [DisplayItem]) -> [Span]? {
        var spans: [Span] = []
        spans.reserveCapacity(items.count)
        // The open clips and groups: their index, the rows of their content so far, and a clip's rows.
        var open: [(index: Int, top: Double, bottom: Double, clip: (Double, Double)?)] = []
        func reach(_ top: Double, _ bottom: Double) {
            guard !open.isEmpty else { return }
            open[open.count - 1].top = min(open[open.count - 1].top, top)
            open[open.count - 1].bottom = max(open[open.count - 1].bottom, bottom)
        }
        for (i, item) in items.enumerated() {
            var span = Span(top: 0, bottom: 0, last: i)
            switch item {
            case .rect(let rect, _, _, _, _):
                (span.top, span.bottom) = (rect.y, rect.maxY)
            case .text(let origin, let lines, let font, _, let style):
                let em = style.runs.reduce(font.size) { max($0, $1.size ?? 0) }
                let baselines = lines.map(\.baseline)
                (span.top, span.bottom) = (origin.y + (baselines.min() ?? 0) - 4 * em, origin.y + (baselines.max() ?? 0) + 4 * em)
            case .line(let from, let to, _, let width, _):
                (span.top, span.bottom) = (min(from.y, to.y) - width, max(from.y, to.y) + width)
            case .label(_, let at, let size, _):
                (span.top, span.bottom) = (at.y - 4 * size, at.y + 4 * size)
            case .image, .pushRotation, .popRotation:
                return nil
            case .pushClip(let rect, _):
                // Its span is set at its pop, once its content is known.
                open.append((i, .infinity, -.infinity, (rect.y, rect.maxY)))
                spans.append(span)
                continue
            case .pushOpacity:
                open.append((i, .infinity, -.infinity, nil))
                spans.append(span)
                continue
            case .popClip, .popOpacity:
                guard let group = open.popLast() else { return nil }
                var (top, bottom) = (group.top, group.bottom)
                if let clip = group.clip { (top, bottom) = (max(top, clip.0), min(bottom, clip.1)) }
                // An empty group reaches no row (top above bottom): skipped, pop and all.
                spans[group.index] = top <= bottom ? Span(top: top, bottom: bottom, last: i) : Span(top: .infinity, bottom: -.infinity, last: i)
                (span.top, span.bottom) = (-.infinity, .infinity)
                spans.append(span)
                if top <= bottom { reach(top, bottom) }
                continue
            }
            spans.append(span)
            // A coordinate that is not finite reaches no row that can be told: drawn whole.
            guard span.top.isFinite, span.bottom.isFinite else { return nil }
            reach(span.top, span.bottom)
        }
        return open.isEmpty ? spans : nil
    }
}

extension CairoRenderer {
    /// Draws rows `rows` of `bands` into `words` (resized to `rows.count * bands.width`): the words
    /// `renderPremultiplied(bands.list, scale: bands.scale)` has for those rows. Throws
    /// `CairoRenderError` for a Cairo failure.
    public func draw(_ bands: CairoBands, rows: Range<Int>, into words: inout [UInt32]) throws {
        precondition(!rows.isEmpty && rows.lowerBound >= 0 && rows.upperBound <= bands.height, "rows within the canvas")
        let count = rows.count * bands.width
        let filled = bands.list.background.flatMap { $0.alpha == 255 ? Self.opaqueWord($0) : nil }
        if words.count != count {
            words = [UInt32](repeating: filled ?? 0, count: count)
        } else {
            // The last band's words refilled in place, through a span (bounds-checked).
            let word = filled ?? 0
            var span = words.mutableSpan
            for k in span.indices { span[k] = word }
        }
        let items = bands.list.items
        try words.withUnsafeMutableBytes { storage in
            let painter = try CairoPainter(drawingInto: storage, width: bands.width, height: rows.count, scale: bands.scale,
                                           firstRow: rows.lowerBound, text: text)
            defer { painter.finish() }
            if let background = bands.list.background, filled == nil {
                painter.setColor(background)
                cairo_paint(painter.cr)
            }
            var i = 0
            while i < items.count {
                let (reaches, last) = bands.reaches(i, rows)
                guard reaches else { i = last + 1; continue }
                painter.draw(items[i])
                i += 1
            }
            try painter.checkStatus()
        }
    }
}
