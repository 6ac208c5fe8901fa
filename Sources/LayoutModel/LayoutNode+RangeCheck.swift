/// The quick form of the bounds check, for code that checks every node of a tree (flattening it
/// for layout): a yes or no per node, read where the node is.
///
/// `boundsProblem` names the first number out of range, building a key and a reason on the way;
/// this answers only whether there is one, with the same ranges, so that a caller asks
/// `numberOutOfRange` for the details only when it is false. Reading a node's property from
/// another module copied the whole node (a few hundred bytes with many references) before the
/// call; the static entry point reads the node in its array instead.
extension LayoutNode {
    /// What a caller that flattens a tree checks of one node, read in place.
    public struct QuickCheck: Sendable {
        /// Every number of the node lies in its range (`numberOutOfRange` is nil).
        public var numbersInRange: Bool
        /// The node has something the tree-wide rules of `validate` check (`needsTreeRules`).
        public var needsTreeRules: Bool
    }

    /// The quick check of `nodes[i]`, read where the node is.
    public static func quickCheck(_ nodes: [LayoutNode], _ i: Int) -> QuickCheck {
        nodes[i].quickCheck
    }

    /// The quick check of this node: its fields read once, in one pass.
    @inline(__always)
    private var quickCheck: QuickCheck {
        @inline(__always) func number(_ v: Double) -> Bool { LayoutLimits.inRange(v) }
        @inline(__always) func size(_ value: SizeValue?) -> (inRange: Bool, refers: Bool) {
            guard let value else { return (true, false) }
            switch value.kind {
            case .fixed(let v), .weight(let v): return (number(v) && number(value.multiple) && number(value.increment), false)
            case .equal: return (number(value.multiple) && number(value.increment), true)
            default: return (number(value.multiple) && number(value.increment), false)
            }
        }
        @inline(__always) func length(_ value: Length?) -> Bool {
            switch value {
            case .points(let v)?, .percent(let v)?: number(v)
            case nil: true
            }
        }
        @inline(__always) func css(_ value: CSSLength) -> Bool {
            switch value {
            case .points(let v), .fraction(let v): number(v)
            default: true
            }
        }
        @inline(__always) func edges(_ e: CSSEdges?) -> Bool {
            guard let e else { return true }
            return css(e.top) && css(e.left) && css(e.bottom) && css(e.right)
        }
        let w = size(width), h = size(height), minW = size(minWidth), maxW = size(maxWidth)
        let minH = size(minHeight), maxH = size(maxHeight)
        var needsRules = floatItem != nil || w.refers || h.refers || minW.refers || maxW.refers || minH.refers || maxH.refers
        var inRange = w.inRange && h.inRange && minW.inRange && maxW.inRange && minH.inRange && maxH.inRange
            && length(margin.top) && length(margin.left) && length(margin.bottom) && length(margin.right)
            && number(padding.top) && number(padding.left) && number(padding.bottom) && number(padding.right)
        // Fields read through the boxes (binding a boxed value copied all of it).
        if let look = $appearance.storage {
            inRange = inRange && number(look.value.borderWidth) && number(look.value.cornerRadius)
                && (0...1).contains(look.value.opacity)
        }
        if let item = $flexItem.storage {
            inRange = inRange && number(item.value.grow) && number(item.value.shrink) && css(item.value.basis)
                && edges(item.value.margin) && edges(item.value.padding) && edges(item.value.border)
                && edges(item.value.inset) && number(item.value.scrollbarWidth)
            if let r = item.value.aspectRatio, !(r >= 1 / LayoutLimits.maxAspectRatio && r <= LayoutLimits.maxAspectRatio) {
                inRange = false
            }
        }
        if let own = $ownFrame.storage?.value ?? nil {
            inRange = inRange && number(own.rect.x) && number(own.rect.y) && number(own.rect.width) && number(own.rect.height)
        }
        switch kind {
        case .leaf(.text(let text)):
            inRange = inRange && number(text.font.size) && (text.lineHeight.map(number) ?? true)
                && (text.maxLines.map { (0...LayoutLimits.maxCount).contains($0) } ?? true)
        case .leaf(.image(let image)):
            if let s = image.naturalSize { inRange = inRange && number(s.width) && number(s.height) }
        case .leaf(.intrinsic(let width, let height)):
            inRange = inRange && (width.map(number) ?? true) && (height.map(number) ?? true)
        case .container(.flex(let flex), _):
            inRange = inRange && css(flex.rowGap) && css(flex.columnGap)
        case .container(let layout, _):
            needsRules = needsRules || layout.isFloat || layout.isPath
            inRange = inRange && layout.boundsProblem() == nil
        default:
            break
        }
        return QuickCheck(numbersInRange: inRange, needsTreeRules: needsRules)
    }
}

private extension LayoutKind {
    var isFloat: Bool { if case .float = self { true } else { false } }
    var isPath: Bool { if case .path = self { true } else { false } }
}
