import LayoutModel

/// Sizes the items of one flow container (TangramKit §4.8, §4.9, §8, §9.1, §12.8, §12.9).
///
/// The main axis runs along a line, the cross axis across the lines. What an item's main extent
/// is depends on the step asking (a share of a line's free space, a share of what is left on the
/// line, a column width, a flexible-spacing size), so callers pass the main spec; the cross spec
/// is decided here: a weight (and `fill`, `average`) is that fraction of the inner cross extent
/// left after the line's position, anything else follows the shared rules.
final class FlowSizer {
    let context: LayoutContext
    let main: Axis
    let cross: Axis
    /// The inner extents when decided, and the main-axis limit lines break at (an `.atMost`
    /// proposal is a limit but not a decided extent).
    let innerMain: Double?
    let innerCross: Double?
    let mainLimit: Double?
    let crossLimit: Double?
    private(set) var margins: [Int: EdgeInsets] = [:]
    /// Main-axis weights by item (items that share no space are absent).
    private var weights: [Int: Double] = [:]
    private let resolver: SiblingSizes
    /// The sizing environment (sibling look-ups go through `resolver`), made once.
    private(set) var environment: SizingEnvironment

    init(context: LayoutContext, container: ContainerRef, items: [Int], orientation: Axis, inner: Proposal) {
        self.context = context
        main = orientation.cross; cross = orientation
        innerMain = inner[main].exact; innerCross = inner[cross].exact
        mainLimit = inner[main].limit; crossLimit = inner[cross].limit
        for i in items {
            let node = context.node(i)
            margins[i] = Placement.margins(node, innerWidth: inner.width.exact, innerHeight: inner.height.exact)
            weights[i] = node.size(orientation.cross)?.sequentialWeight
        }
        resolver = SiblingSizes(context: context, children: container.children,
                                innerWidth: inner.width.exact, innerHeight: inner.height.exact)
        environment = resolver.environment
        // A size equal to a sibling's reads the sibling's size resolved on its own (standard main
        // spec, first-line position), before any line shares out space.
        resolver.compute = { [unowned self] i throws(LayoutError) in
            try self.size(i, main: try self.standardMain(i), crossOffset: 0)
        }
    }

    /// The item's main-axis weight (`fill` and `average` weigh 1), or nil when its main size is not shared.
    func weight(_ i: Int) -> Double? { weights[i] }

    /// The main spec of an item that is not sized by a share: fixed, wrap (limited by the line), references.
    func standardMain(_ i: Int) throws(LayoutError) -> AxisSpec {
        var spec = try context.standardSpec(i, main, margins: margins[i]!.total(main), bothMarginsSet: false, env: environment)
        if case .content(_, let mul, let inc) = spec {
            spec = .content(limit: mainLimit.map { max(0, $0 - margins[i]!.total(main)) }, multiple: mul, increment: inc)
        }
        return spec
    }

    /// A weighted main size: `w · space` (with the size's multiple and increment).
    func weighted(_ i: Int, space: Double) -> AxisSpec {
        let value = context.node(i).size(main)!
        return .exact(max(0, value.adjust((value.sequentialWeight ?? 1) * max(0, space))))
    }

    /// The cross spec of an item whose line starts `crossOffset` into the inner cross extent.
    func crossSpec(_ i: Int, crossOffset: Double) throws(LayoutError) -> AxisSpec {
        let node = context.node(i), m = margins[i]!.total(cross)
        if let value = node.size(cross), let w = value.sequentialWeight {
            guard let innerCross else { return .content(limit: nil) }
            return .exact(max(0, value.adjust(w * max(0, innerCross - crossOffset - m))))
        }
        var spec = try context.standardSpec(i, cross, margins: m, bothMarginsSet: false, env: environment)
        if case .content(_, let mul, let inc) = spec {
            spec = .content(limit: crossLimit.map { max(0, $0 - m) }, multiple: mul, increment: inc)
        }
        return spec
    }

    /// The item's border-box size for a main spec, its line at `crossOffset`. An item wider than the
    /// inner main extent (or the `room` given, margins included) is shrunk to it and its cross size
    /// resolved again (§12.8).
    func size(_ i: Int, main mainSpec: AxisSpec, crossOffset: Double, room: Double? = nil) throws(LayoutError) -> Size {
        let crossSpec = try crossSpec(i, crossOffset: crossOffset)
        var s = try resolve(i, main: mainSpec, cross: crossSpec)
        let m = margins[i]!.total(main)
        if let limit = room ?? mainLimit, s[main] + m > limit + 1e-9 {
            s = try resolve(i, main: .exact(max(0, limit - m)), cross: crossSpec)
        }
        return s
    }

    /// The item stretched across its line to `extent` (margins included) when its cross size is not
    /// written or is `wrap` (a stretch clears wrap, §12.9); other items keep `size`.
    func stretched(_ i: Int, _ size: Size, acrossLine extent: Double) throws(LayoutError) -> Size {
        let value = context.node(i).size(cross)
        guard value == nil || value?.kind == .wrap else { return size }
        return try resolve(i, main: .exact(size[main]), cross: .exact(max(0, extent - margins[i]!.total(cross))))
    }

    /// The item's extent with its margins along `axis`.
    func extent(_ i: Int, _ size: Size, _ axis: Axis) -> Double { size[axis] + margins[i]!.total(axis) }

    func resolve(_ i: Int, main mainSpec: AxisSpec, cross crossSpec: AxisSpec) throws(LayoutError) -> Size {
        main == .horizontal
            ? try context.resolveSize(i, width: mainSpec, height: crossSpec, env: environment)
            : try context.resolveSize(i, width: crossSpec, height: mainSpec, env: environment)
    }
}
