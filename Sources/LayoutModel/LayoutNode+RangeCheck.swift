/// The quick form of the bounds check, for code that checks every node of a tree (flattening it
/// for layout): a yes or no per node, read where the node is.
///
/// `boundsProblem` names the first number out of range, building a key and a reason on the way;
/// this answers only whether there is one, with the same ranges, so that a caller asks
/// `numberOutOfRange` for the details only when it is false.
extension LayoutNode {
    /// What a caller that flattens a tree checks of one node, read in place.
    public struct QuickCheck: Sendable {
        /// Every number of the node lies in its range (`numberOutOfRange` is nil).
        public var numbersInRange: Bool
        /// The node has something the tree-wide rules of `validate` check (`needsTreeRules`).
        public var needsTreeRules: Bool
        /// What the node uses beyond sizes and edges in points, and what it holds (`BoxFeatures`).
        public var features: BoxFeatures
        /// The node's box is written in points alone: it has flex-item properties with margins and
        /// padding written and every margin, padding and border edge in points, no aspect ratio, no
        /// `overflow: scroll`, `position: relative`; a width and height fixed or unset and no
        /// minimum or maximum; and it is not gone. (Nothing of such a box depends on its
        /// containing block, so a flex container can resolve it once, when the tree is flattened.)
        public var pointsOnlyItem: Bool
        /// The node writes no margins of its own (`margin`) and no own frame (`ownFrame`): where
        /// its parent places it follows from the parent's layout alone.
        public var placedAsArranged: Bool
    }

    /// The quick check of `nodes[i]`: `numbersInRange` is true exactly when `numberOutOfRange` is
    /// nil, `needsTreeRules` is the node's `needsTreeRules`, `features` its `BoxFeatures`.
    ///
    /// The node is read field by field in its array (a method on the node, or the node passed on,
    /// copied all of its few hundred bytes first), and every number bounded by
    /// ±`LayoutLimits.maxMagnitude` goes into one running largest magnitude (`MagnitudeBound`),
    /// compared with the bound once at the end, instead of a test and a branch per number. Only
    /// the numbers a node has are read: a nil size, margin or box adds nothing. The few numbers
    /// with ranges of their own (opacity, aspect ratio, line counts, a non-flex container's
    /// parameters) are tested on their own, only where present.
    public static func quickCheck(_ nodes: [LayoutNode], _ i: Int) -> QuickCheck {
        var bound = MagnitudeBound()
        var inRange = true
        var needsRules = nodes[i].floatItem != nil
        var pointsOnly = false
        // The box features are noted by the same reads (`MagnitudeBound.features`): each size,
        // edge and flex-item field is read once.
        needsRules = bound.add(nodes[i].width) || needsRules
        needsRules = bound.add(nodes[i].height) || needsRules
        needsRules = bound.add(nodes[i].minWidth, noting: .minOrMaxSize) || needsRules
        needsRules = bound.add(nodes[i].maxWidth, noting: .minOrMaxSize) || needsRules
        needsRules = bound.add(nodes[i].minHeight, noting: .minOrMaxSize) || needsRules
        needsRules = bound.add(nodes[i].maxHeight, noting: .minOrMaxSize) || needsRules
        if nodes[i].visibility == .gone { bound.features.insert(.gone) }
        // The node's own margins count as percentages only when no flex-item margins replace them.
        var ownMarginPercent = bound.add(nodes[i].margin.top)
        ownMarginPercent = bound.add(nodes[i].margin.left) || ownMarginPercent
        ownMarginPercent = bound.add(nodes[i].margin.bottom) || ownMarginPercent
        ownMarginPercent = bound.add(nodes[i].margin.right) || ownMarginPercent
        // (Tested as doubles: four integer maxima side by side were vectorised into a longer
        // sequence than four comparisons.)
        let padding = nodes[i].padding
        inRange = inRange && LayoutLimits.inRange(padding.top) && LayoutLimits.inRange(padding.left)
            && LayoutLimits.inRange(padding.bottom) && LayoutLimits.inRange(padding.right)
        // Fields read through the boxes (binding a boxed value copied all of it).
        if let look = nodes[i].$appearance.storage {
            bound.add(look.value.borderWidth); bound.add(look.value.cornerRadius)
            inRange = inRange && (0...1).contains(look.value.opacity)
        }
        if let item = nodes[i].$flexItem.storage {
            if case .some = item.value.margin { ownMarginPercent = false }
            // The edges first, so that `edgesInPoints` speaks of them alone (a percentage is noted
            // as `.percentEdges`). No branch of its own: the flags are noted by the same adds.
            bound.add(item.value.margin, noting: .percentEdges); bound.add(item.value.padding, noting: .percentEdges)
            bound.add(item.value.border, noting: .percentEdges)
            pointsOnly = bound.edgesInPoints
            bound.add(item.value.grow); bound.add(item.value.shrink); bound.add(item.value.basis)
            // (Insets all `auto` are not kept: nothing to read.)
            if let inset = item.value.$inset.storage { bound.add(inset.value) }
            if case .scroll = item.value.overflowX { bound.features.insert(.scrollbar) }
            if case .scroll = item.value.overflowY { bound.features.insert(.scrollbar) }
            bound.add(item.value.scrollbarWidth)
            if let r = item.value.aspectRatio {
                if !(r >= 1 / LayoutLimits.maxAspectRatio && r <= LayoutLimits.maxAspectRatio) { inRange = false }
                bound.features.insert(.aspectRatio)
            }
            // (Matched as patterns: comparing an optional with nil or a case copied it out first.)
            if case .some = item.value.widthKeyword { bound.features.insert(.sizeKeyword) }
            if case .some = item.value.heightKeyword { bound.features.insert(.sizeKeyword) }
            if case .relative = item.value.position {} else { bound.features.insert(.positioned) }
            if case .static = item.value.position { bound.features.insert(.staticPosition) }
            if case .baseline? = item.value.alignSelf { bound.features.insert(.baselines) }
        }
        if ownMarginPercent { bound.features.insert(.percentEdges) }
        // (The features so far are the node's own; a percentage edge is `.percentEdges`.)
        pointsOnly = pointsOnly && bound.sizesFixed && bound.features.rawValue & Self.notPointsOnly.rawValue == 0
        var ownFrame = false
        if let own = nodes[i].$ownFrame.storage?.value ?? nil {
            bound.add(own.rect.x); bound.add(own.rect.y); bound.add(own.rect.width); bound.add(own.rect.height)
            ownFrame = true
        }
        var features = bound.features
        checkContent(nodes, i, bound: &bound, features: &features, inRange: &inRange, needsRules: &needsRules)
        return QuickCheck(numbersInRange: inRange && bound.inRange, needsTreeRules: needsRules,
                          features: features, pointsOnlyItem: pointsOnly,
                          placedAsArranged: !ownFrame && !bound.marginWritten)
    }

    /// The features that keep a node from being a `pointsOnlyItem` (besides sizes not fixed).
    private static let notPointsOnly: BoxFeatures = [.percentEdges, .minOrMaxSize, .gone, .aspectRatio, .positioned, .scrollbar]

    /// The part of `quickCheck` that reads `nodes[i]`'s content: a leaf's numbers, a container's
    /// parameters. Its own function: inlined, it made `quickCheck` large enough that the
    /// optimizer read the node's fields through whole copies of the node.
    @inline(never)
    private static func checkContent(_ nodes: [LayoutNode], _ i: Int, bound: inout MagnitudeBound, features: inout BoxFeatures,
                                     inRange: inout Bool, needsRules: inout Bool) {
        switch nodes[i].kind {
        case .leaf(.text(let text)):
            bound.add(text.font.size)
            if let h = text.lineHeight { bound.add(h) }
            if let lines = text.maxLines, !(0...LayoutLimits.maxCount).contains(lines) { inRange = false }
            features.insert(.measuredContent)
        case .leaf(.image(let image)):
            if let s = image.naturalSize { bound.add(s.width); bound.add(s.height) }
            features.insert(.measuredContent)
        case .leaf(.intrinsic(let width, let height)):
            if let width { bound.add(width) }
            if let height { bound.add(height) }
        case .leaf(.empty):
            break
        case .container(.flex(let flex), _):
            bound.add(flex.rowGap); bound.add(flex.columnGap)
            if flex.wrap != .nowrap || flex.balanced { features.insert(.flexLines) }
            if flex.alignItems == .baseline { features.insert(.baselines) }
            func isPoints(_ gap: CSSLength) -> Bool { if case .points = gap { true } else { false } }
            if !isPoints(flex.rowGap) || !isPoints(flex.columnGap) { features.insert(.relativeGap) }
        case .container(let layout, _):
            needsRules = needsRules || layout.isFloat || layout.isPath
            if layout.boundsProblem() != nil { inRange = false }
            features.insert(.otherLayout)
        }
    }
}

/// The largest magnitude among numbers, for testing many against ±`LayoutLimits.maxMagnitude` at
/// once: `inRange` is true exactly when every number added is finite and within the bound (what
/// `LayoutLimits.inRange` says of each).
///
/// It keeps the largest IEEE 754 bit pattern of the magnitudes (`magnitude.bitPattern`): for
/// values without a sign bit, the bit patterns as unsigned integers order as the values do, with
/// +infinity above every finite value and every NaN above +infinity. So one integer maximum per
/// number, without a branch, and one comparison at the end; a NaN is never lost (a floating-point
/// maximum drops it).
struct MagnitudeBound {
    /// The largest `magnitude.bitPattern` added; 0 (the pattern of 0.0) when none.
    private(set) var largest: UInt64 = 0
    /// The box features noted on the way (weights, and what the callers name).
    var features: LayoutNode.BoxFeatures = []
    /// Whether every size added is fixed (`SizeValue.Kind.fixed`).
    private(set) var sizesFixed = true
    /// Whether every set of CSS edges added was there (not nil) and none of their lengths, nor any
    /// other CSS length added, was `auto` or a keyword.
    private(set) var edgesInPoints = true
    /// Whether some margin added (`add(_: Length?)`) was written (not nil).
    private(set) var marginWritten = false

    /// Whether every number added lies within ±`LayoutLimits.maxMagnitude` (and none is NaN).
    var inRange: Bool { largest <= LayoutLimits.maxMagnitude.bitPattern }

    @inline(__always) mutating func add(_ value: Double) {
        largest = Swift.max(largest, value.magnitude.bitPattern)
    }

    /// Adds a margin's number, if any, and returns whether it is a percentage.
    @discardableResult
    @inline(__always) mutating func add(_ value: Length?) -> Bool {
        switch value {
        case .points(let v)?: add(v); marginWritten = true; return false
        case .percent(let v)?: add(v); marginWritten = true; return true
        case nil: return false
        }
    }

    /// Adds a CSS length's number, if it has one (`auto` and keywords have none).
    @inline(__always) mutating func add(_ value: CSSLength) {
        switch value {
        case .points(let v), .fraction(let v): add(v)
        case .auto, .keyword: edgesInPoints = false
        }
    }

    /// Adds the numbers of four CSS edges, if any; notes `percent` when one is a percentage, and
    /// clears `edgesInPoints` when there are none.
    @inline(__always) mutating func add(_ edges: CSSEdges?, noting percent: LayoutNode.BoxFeatures = []) {
        guard let edges else { edgesInPoints = false; return }
        add(edges.top); add(edges.left); add(edges.bottom); add(edges.right)
        func isFraction(_ l: CSSLength) -> Bool { if case .fraction = l { true } else { false } }
        if isFraction(edges.top) || isFraction(edges.left) || isFraction(edges.bottom) || isFraction(edges.right) {
            features.formUnion(percent)
        }
    }

    /// Adds a size's numbers (its points or weight, multiple and increment), if any, and returns
    /// whether it refers to another size (`.equal`, what the tree-wide rules check); notes
    /// `present` when there is a size, `.weightedSize` for a weight, and any size not fixed.
    @inline(__always) mutating func add(_ value: SizeValue?, noting present: LayoutNode.BoxFeatures = []) -> Bool {
        guard let value else { return false }
        features.formUnion(present)
        add(value.multiple); add(value.increment)
        switch value.kind {
        case .fixed(let v): add(v); return false
        case .weight(let v): add(v); features.insert(.weightedSize); sizesFixed = false; return false
        case .equal: sizesFixed = false; return true
        case .wrap, .fill, .average: sizesFixed = false; return false
        }
    }
}

private extension LayoutKind {
    var isFloat: Bool { if case .float = self { true } else { false } }
    var isPath: Bool { if case .path = self { true } else { false } }
}
