import LayoutModel

/// What the track sizing algorithm (CSS Grid 11.4-11.8) did to the tracks of one axis, kept only
/// while a layout explains a child of this grid (`GridRun.explanation`): the base sizes after each
/// step, the growth limits 11.5 left, what the items of span 1 contributed to each track, and the
/// size of an fr (11.7.1), so that `GridExplanation.swift` can tell which step sized a track.
struct GridTrackHistory {
    /// The steps of 11.3, in order.
    enum Step: Int, CaseIterable { case initialized, intrinsic, maximized, flexible, stretched }

    /// One item's contributions (outer sizes) to the single track it spans.
    struct Contribution {
        let child: Int
        let sizes: GridContributions
    }

    /// How 11.7.1 found the size of an fr: `leftover` (the space less the gaps and the other
    /// tracks) over `factors` when the space was definite, else the largest fr asked for.
    struct FrShare {
        var size: Double
        var space: Double?
        var leftover: Double?
        var factors: Double?
    }

    /// The sizing functions as written (percentages not yet resolved).
    var written: [Int: GridTrackSize] = [:]
    /// The base sizes after each step (indexed by `Step.rawValue`).
    var bases: [[Double]] = []
    /// The growth limits at the end of 11.5.
    var limits: [Double] = []
    var contributions: [Int: [Contribution]] = [:]
    /// Per track, the items of steps 3 and 4 of 11.5 (spanning several tracks, or crossing a
    /// flexible one), with the number of tracks each spans.
    var spanning: [Int: [(Contribution, span: Int)]] = [:]
    var fr: FrShare?
    /// The sizing constraint, in words (`a definite 300`, `max-content`).
    var constraint = ""

    mutating func record(_ step: Step, _ list: [GridTrack]) {
        if step == .initialized { bases = [] }
        bases.append(list.map(\.base))
        if step == .intrinsic { limits = list.map(\.limit) }
    }

    mutating func contributed(_ track: Int, child: Int, _ sizes: GridContributions) {
        contributions[track, default: []].append(Contribution(child: child, sizes: sizes))
    }

    mutating func spanned(_ tracks: Range<Int>, child: Int, _ sizes: GridContributions) {
        for t in tracks { spanning[t, default: []].append((Contribution(child: child, sizes: sizes), tracks.count)) }
    }

    /// The base size of track `t` after `step`.
    func base(_ t: Int, after step: Step) -> Double? {
        step.rawValue < bases.count && t < bases[step.rawValue].count ? bases[step.rawValue][t] : nil
    }
}

/// The explanation kept for one grid run: a history per axis.
final class GridExplanation {
    var columns = GridTrackHistory()
    var rows = GridTrackHistory()

    /// A reference, so that a grid run that explains nothing carries one word for it, not two
    /// histories.
    init() {}

    subscript(axis: Axis) -> GridTrackHistory {
        get { axis == .horizontal ? columns : rows }
        set { if axis == .horizontal { columns = newValue } else { rows = newValue } }
    }
}

extension GridTrackSize {
    /// The sizing function as CSS writes it: `100px`, `1fr`, `auto`, `minmax(40px, 1fr)`.
    var cssText: String {
        if case .flex = max, min == .auto { return max.cssText }
        if case .fitContent = max, min == .auto { return max.cssText }
        return min == max ? min.cssText : "minmax(\(min.cssText), \(max.cssText))"
    }
}

extension GridBreadth {
    var cssText: String {
        let n = NumberFormat.short
        switch self {
        case .points(let v): return n(v) + "px"
        case .fraction(let f): return n(f * 100) + "%"
        case .flex(let f): return n(f) + "fr"
        case .minContent: return "min-content"
        case .maxContent: return "max-content"
        case .auto: return "auto"
        case .fitContent(.points(let v)): return "fit-content(\(n(v))px)"
        case .fitContent(.fraction(let f)): return "fit-content(\(n(f * 100))%)"
        case .fitContent: return "fit-content(auto)"
        }
    }
}

extension GridPlacement {
    /// `2 / span 2`, `auto`, `main-start / main-end`: the placement as CSS writes it.
    var cssText: String { end == .auto ? start.cssText : start.cssText + " / " + end.cssText }
}

extension GridLine {
    var cssText: String {
        switch self {
        case .auto: return "auto"
        case .line(let k): return "\(k)"
        case .span(let k): return "span \(k)"
        case .named(let name, let k): return k == 1 ? name : "\(k) \(name)"
        case .spanNamed(let name, let k): return "span \(k == 1 ? "" : "\(k) ")\(name)"
        }
    }
}
