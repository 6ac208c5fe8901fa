import LayoutModel

/// CSS 2.1 §8.3.1: stacking block-level children down the content box, collapsing adjoining
/// vertical margins: a child's top margin with the bottom margin of the box before it (and with
/// the container's top margin when nothing separates them), an empty child's top and bottom
/// margins with each other, and the last child's bottom margin with the container's when its
/// height is auto and nothing separates them.
///
/// Floats leave the flow (§9.5): a float goes no higher than where the flow has got to, the
/// margins so far collapsed. While nothing has separated the children from a container's top
/// whose margin collapses with theirs, where that is is not known yet (it moves with margins
/// still to come): such a float is placed once they are resolved, where the next in-flow box's
/// border box goes (`placeDeferredFloats`), and is "adjoining" until then.
/// A child with clearance (`Clearance.swift`) separates the margins before it from its own; a
/// child that establishes a block formatting context keeps clear of the floats
/// (`FloatAvoidance.swift`); a block container in this context is laid out again with the floats
/// beside it (`Proposal.floats`) and its own floats join the context.
extension BlockRun {
    struct Stacked {
        var rects: [Rect]
        var contentHeight: Double
        /// The children's margins that collapse with this container's own (see `CollapsingMargins`).
        var margins: CollapsingMargins
        /// Per absolutely positioned child, the top of its static position in the content box.
        var staticTops: [Int: Double]
        /// Per child, whether its height is definite for its own children's percentages.
        var definiteHeights: [Bool]
        /// Per child, the floats it flows around at its final layout (empty: none for any).
        var floatContexts: [FloatContext?]
    }

    /// Where the flow has got to: the bottom of the last in-flow box and the margins collapsing
    /// below it (content coordinates).
    struct FlowPosition {
        var cursor = 0.0
        var pending = CollapsibleMargin()
        var escapedTop = CollapsibleMargin()
        /// Whether nothing separates the children seen so far from the container's top edge.
        var atTop = true
        /// Whether floats joined the context while the container's top was not yet resolved (they
        /// move with the margins collapsing there).
        var adjoiningFloats = false
        /// Whether the last in-flow box had clearance and its margins collapse through it: its
        /// margin then does not collapse with the container's bottom margin.
        var clearedThrough = false
    }

    mutating func stackChildren() throws(LayoutError) -> Stacked {
        placed = [Rect](repeating: .zero, count: children.count)
        let canCollapseTop = !establishesContext && box.border.top == 0 && box.padding.top == 0
        let canCollapseBottom = !establishesContext && box.border.bottom == 0 && box.padding.bottom == 0 && box.definite(.vertical) == nil
        var at = FlowPosition()
        var staticTops: [Int: Double] = [:]
        var definiteHeights = [Bool](repeating: false, count: children.count)
        var floatContexts: [FloatContext?] = []
        var next = 0
        for k in children.indices {
            if absolute.contains(k) { staticTops[k] = at.atTop && canCollapseTop ? at.cursor : at.cursor + at.pending.resolved; continue }
            guard next < flow.count, flow[next].position == k else { continue }
            let c = flow[next]
            if c.box.item.float != .none {
                if at.atTop && canCollapseTop {
                    deferred.append(next)
                    at.adjoiningFloats = true
                } else {
                    placed[k] = placeFloat(c, size: try floatSize(c), top: contentOrigin.y + at.cursor + at.pending.resolved)
                }
                next += 1
                continue
            }
            next += 1
            var width = try width(of: c)
            var x = contentOrigin.x + left(of: c, width: width)
            let joins = joinsContext(c)
            // A block container in this context flows around its floats: laid out where its own
            // top margin would put it (its layout tells whether margins inside it move it).
            var laidAt: (y: Double, floats: Int)?
            var avoidedFloats = false
            var laid: Laid
            if joins && !exclusions.isEmpty {
                let own = CollapsibleMargin(c.box.margin.top)
                let escapes = at.atTop && canCollapseTop
                let guess = contentOrigin.y + (escapes ? at.cursor : at.cursor + at.pending.adjoining(own).resolved)
                if floatContexts.isEmpty { floatContexts = Array(repeating: nil, count: children.count) }
                floatContexts[k] = escapes
                    ? floatContext(x: x, y: guess, assumed: incomingMargins.assumed,
                                   adjoining: incomingMargins.adjoining.adjoining(at.pending).adjoining(own))
                    : floatContext(x: x, y: guess, assumed: at.pending.adjoining(own))
                laid = try laidOut(c, width: width, floats: floatContexts[k])
                laidAt = (guess, exclusions.count)
            } else {
                laid = try laidOut(c, width: width, floats: nil)
            }
            // Where the flow puts it: margins collapsed, or below floats it clears.
            var y = try flowTop(c, laid: laid, at: &at, canCollapseTop: canCollapseTop)
            var through = collapsesThrough(c, laid)
            if !y.clearance && !through { try placeDeferredFloats(at: y.top) }
            if joins && !exclusions.isEmpty {
                // Laid out again where it goes, or with the floats placed since; the margins
                // collapsing through it may change with them, and with them where it goes.
                for _ in 0..<2 {
                    let want = contentOrigin.y + y.top
                    if let at = laidAt, at.y == want, at.floats == exclusions.count { break }
                    if floatContexts.isEmpty { floatContexts = Array(repeating: nil, count: children.count) }
                    let own = CollapsibleMargin(c.box.margin.top)
                    floatContexts[k] = y.clearance ? floatContext(x: x, y: want)
                        : y.escapes ? floatContext(x: x, y: want, assumed: incomingMargins.assumed,
                                                   adjoining: incomingMargins.adjoining.adjoining(y.pending).adjoining(own))
                        : floatContext(x: x, y: want, assumed: y.pending.adjoining(topMargin(c, laid)))
                    let again = try laidOut(c, width: width, floats: floatContexts[k])
                    laidAt = (want, exclusions.count)
                    let changed = again.inside?.top != laid.inside?.top
                    laid = again
                    through = collapsesThrough(c, laid)
                    guard changed && !y.clearance else { break }
                    y.top = y.hypothetical(topMargin(c, laid))
                }
            } else if !joins && !exclusions.isEmpty,
                      let avoided = try avoidFloats(c, top: contentOrigin.y + y.top, width: width, laid: laid) {
                if context.explains(c.child) { noteFlowChild(c, rect: Rect(x: avoided.x, y: avoided.y, width: avoided.width,
                                                                           height: avoided.laid.height), top: y, laid: avoided.laid, avoided: true) }
                (x, width, laid) = (avoided.x, avoided.width, avoided.laid)
                y.top = avoided.y - contentOrigin.y
                avoidedFloats = true
            }
            definiteHeights[k] = laid.definite
            placed[k] = Rect(x: x, y: contentOrigin.y + y.top, width: width, height: laid.height)
            if !avoidedFloats && context.explains(c.child) { noteFlowChild(c, rect: placed[k], top: y, laid: laid, avoided: false) }
            if !laid.floats.isEmpty {
                if through { try placeDeferredFloats(at: y.top) }
                for f in laid.floats {
                    exclusions.append(f.offsetBy(dx: x, dy: contentOrigin.y + y.top))
                    floatCeiling = max(floatCeiling, contentOrigin.y + y.top + f.rect.y)
                }
                if through && at.atTop && canCollapseTop { at.adjoiningFloats = true }
            }
            let top = topMargin(c, laid)
            let bottom = CollapsibleMargin(c.box.margin.bottom).adjoining(laid.inside?.bottom ?? CollapsibleMargin())
            if y.clearance {
                // Clearance separates what follows from the container's top, whether or not the
                // container's top margin could collapse with its children's.
                at.atTop = false
                at.adjoiningFloats = false
                if through {
                    // §8.3.1: its margins collapse with those after it, from where its top margin
                    // would start; not with the container's bottom margin.
                    at.cursor = y.top - top.resolved
                    at.pending = top.adjoining(bottom)
                    at.clearedThrough = true
                } else {
                    at.cursor = y.top + laid.height
                    at.pending = bottom
                    at.clearedThrough = false
                }
            } else if through {
                // Its own margins collapse together, and with those around it.
                at.pending = at.pending.adjoining(top).adjoining(bottom)
            } else {
                if at.atTop && canCollapseTop { at.escapedTop = at.pending.adjoining(top) }
                at.atTop = false
                at.adjoiningFloats = false
                at.clearedThrough = false
                at.cursor = y.top + laid.height
                at.pending = bottom
            }
        }
        try placeDeferredFloats(at: at.atTop && canCollapseTop ? at.cursor : at.cursor + at.pending.resolved)
        var margins = CollapsingMargins(top: at.escapedTop, bottom: CollapsibleMargin(), collapsesThrough: false)
        var contentHeight = at.cursor
        if at.atTop {
            let minHeight = box.writtenMin[1]
            // §8.3.1: "zero or 'auto' computed 'height'" lets the margins collapse through.
            let zeroHeight = box.definite(.vertical) == 0
            if canCollapseTop && (canCollapseBottom || zeroHeight) && minHeight <= 0 && box.frame(.vertical) == 0 {
                margins = CollapsingMargins(top: at.pending, bottom: at.pending, collapsesThrough: true)
            } else if canCollapseTop {
                margins.top = at.pending
            } else {
                contentHeight = at.pending.resolved
            }
        } else if canCollapseBottom && !at.clearedThrough {
            margins.bottom = at.pending
        } else {
            contentHeight = at.cursor + at.pending.resolved
        }
        // §10.6.7: the root of a block formatting context contains its floats.
        if establishesContext {
            for f in exclusions { contentHeight = max(contentHeight, f.rect.maxY - contentOrigin.y) }
        }
        return Stacked(rects: placed, contentHeight: max(0, contentHeight), margins: margins, staticTops: staticTops,
                       definiteHeights: definiteHeights, floatContexts: floatContexts)
    }

    /// The floats of the context as a child whose border box is at (`x`, `y`) sees them, with
    /// the margins above its top (see `FloatContext`).
    func floatContext(x: Double, y: Double, assumed: CollapsibleMargin = CollapsibleMargin(),
                      adjoining: CollapsibleMargin = CollapsibleMargin()) -> FloatContext {
        FloatContext(floats: exclusions.map { $0.offsetBy(dx: -x, dy: -y) }, ceiling: floatCeiling - y,
                     assumed: assumed, adjoining: adjoining)
    }

    /// Whether in-flow child `c` is a block container in this container's block formatting
    /// context (else it establishes one of its own, or is a leaf, and keeps clear of floats).
    func joinsContext(_ c: BlockChild) -> Bool {
        guard !c.isLeaf, case .block(let p)? = context.tree.nodes[c.child].layout else { return false }
        return !p.isFlowRoot && !c.box.isScrollContainer && p.alignContent == nil
    }

    /// `c`'s top margin collapsed with those inside it that collapse with it.
    func topMargin(_ c: BlockChild, _ laid: Laid) -> CollapsibleMargin {
        CollapsibleMargin(c.box.margin.top).adjoining(laid.inside?.top ?? CollapsibleMargin())
    }

    /// The layout of a child: its border-box height laid out at some width; for a block container
    /// in this container's formatting context, the margins inside it that collapse with its own
    /// and the floats it added; whether the height is definite (written, or from the width
    /// through an aspect ratio).
    struct Laid {
        var height: Double
        var inside: CollapsingMargins?
        var definite: Bool
        var floats: [PlacedFloat] = []
    }

    /// `c` laid out `width` wide, flowing around `floats` (a block container in this context).
    func laidOut(_ c: BlockChild, width: Double, floats: FloatContext?) throws(LayoutError) -> Laid {
        let basisHeight = percentHeight
        // `height: stretch` fills a definite content height less the margins (CSS Sizing 4).
        let stretched = c.box.item.heightKeyword == .stretch && c.box.definite(.vertical) == nil
            ? basisHeight.map { c.box.clamp(max(0, $0 - c.box.margin.vertical), .vertical) } : nil
        let fixed = c.box.definite(.vertical).map { c.box.clamp($0, .vertical) } ?? stretched
            ?? c.box.transfer(width, from: .horizontal).map { c.box.clamp($0, .vertical) }
        var p = Proposal(width: .exactly(width), height: fixed.map { .exactly($0) } ?? .unbounded,
                         containingWidth: inner[0], heightIsIndefinite: basisHeight == nil)
        p.floatsID = context.state(FloatContexts.self).id(floats)
        if c.isLeaf {
            var height = c.box.clamp(try FlexAlgorithm.measure(child: c.child, box: c.box, isLeaf: true, p, context: context).height, .vertical)
            // CSS Sizing 4: with a height from the aspect ratio, the automatic minimum height of
            // a box that is not a scroll container is its content's height (which a max height
            // transferred through the ratio does not cap: the minimum wins).
            if c.box.definite(.vertical) == nil, fixed != nil, c.box.minIsAuto[1], !c.box.isScrollContainer {
                p.height = .unbounded
                let content = try FlexAlgorithm.measure(child: c.child, box: c.box, isLeaf: true, p, context: context).height
                height = max(height, c.box.clampWritten(content, .vertical))
            }
            return Laid(height: height, inside: nil, definite: fixed != nil)
        }
        // The same automatic minimum for a container whose height comes from its ratio: its
        // content's height when that is taller, found first so the child is laid out once at it.
        if let ratioHeight = fixed, c.box.definite(.vertical) == nil, stretched == nil,
           c.box.hasContentMinimum(.vertical, of: c.child, in: context) {
            // (A row flex container's, as Chromium takes it: `FlexAlgorithm.ratioContentHeight`.)
            let measured = try FlexAlgorithm.ratioContentHeight(c.child, width: p.width.exact, height: ratioHeight,
                                                                containingWidth: p.containingWidth, context: context) { () throws(LayoutError) in
                var natural = p
                natural.height = .unbounded
                return try context.layout(c.child, natural).size.height
            }
            let content = c.box.clampWritten(measured, .vertical)
            if content > ratioHeight { p.height = .exactly(content) }
        }
        let laid = try context.layout(c.child, p)
        return Laid(height: p.height.exact ?? c.box.clamp(laid.size.height, .vertical), inside: laid.collapsingMargins,
                    definite: fixed != nil, floats: laid.floats ?? [])
    }

    /// Whether `c`'s own top and bottom margins collapse through it: a block container that says
    /// so, or an empty leaf of no height, border or padding.
    func collapsesThrough(_ c: BlockChild, _ laid: Laid) -> Bool {
        if let inside = laid.inside { return inside.collapsesThrough }
        guard c.isLeaf, laid.height == 0, c.box.frame(.vertical) == 0, c.box.writtenMin[1] <= 0 else { return false }
        if case .leaf(.empty)? = Optional(context.tree.nodes[c.child].kind) { return true }
        return false
    }
}
