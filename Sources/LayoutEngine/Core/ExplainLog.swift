import LayoutModel

/// What the layout of one node's parent decided about it, written down while the parent's
/// algorithm runs (`LayoutContext.note`), for `LayoutEngine.explain`.
///
/// Only the parent's final arrangement counts: each `arrange` of the parent (placement, at the
/// parent's final size) starts the notes again, and the sizes and layouts the context is asked for
/// are never cached, so that arrangement runs every step. A layout without a log writes nothing
/// and pays one comparison per note site.
final class ExplainLog {
    /// The node explained and its parent (nil for the root).
    let target: Int
    let parent: Int?
    /// The notes of the parent's last arrangement, in the order written.
    private(set) var notes: [LayoutExplanation.Note] = []
    /// The sizes the target was asked for in that arrangement, and what it answered.
    private(set) var proposals: [(proposal: Proposal, size: Size)] = []

    init(target: Int, parent: Int?) {
        self.target = target; self.parent = parent
    }

    func beginArrangement() {
        notes.removeAll()
        proposals.removeAll()
    }

    func add(_ part: LayoutExplanation.Part, _ text: String) {
        notes.append(LayoutExplanation.Note(part: part, text: text))
    }

    func measured(_ proposal: Proposal, _ size: Size) {
        if !proposals.contains(where: { $0.proposal == proposal && $0.size == size }) { proposals.append((proposal, size)) }
    }
}

extension LayoutContext {
    /// Notes `text` about `child`'s `part` when the layout explains that child (the text is only
    /// built then).
    @inline(__always)
    func note(_ child: Int, _ part: LayoutExplanation.Part, _ text: @autoclosure () -> String) {
        if let log = explainLog, log.target == child { log.add(part, text()) }
    }

    /// Whether the layout explains `child` (to skip preparing notes otherwise).
    @inline(__always)
    func explains(_ child: Int) -> Bool { explainLog?.target == child }
}

extension AxisSpec {
    /// How a child's extent on one axis was asked for, in words (for explanations).
    var explanationText: String {
        let n = NumberFormat.short
        func scaled(_ m: Double, _ i: Double) -> String {
            (m != 1 ? " × " + n(m) : "") + (i != 0 ? (i > 0 ? " + " : " − ") + n(abs(i)) : "")
        }
        switch self {
        case .exact(let v): return "exactly " + n(v)
        case let .content(limit, m, i): return "its content" + (limit.map { " (at most " + n($0) + ")" } ?? "") + scaled(m, i)
        case let .fromOtherAxis(m, i): return "its other side" + scaled(m, i)
        }
    }
}

extension Axis {
    /// `width` or `height`: the part of a frame this axis sizes.
    var sizePart: LayoutExplanation.Part { self == .horizontal ? .width : .height }
    /// `x` or `y`: the part of a frame this axis places.
    var positionPart: LayoutExplanation.Part { self == .horizontal ? .x : .y }
}
