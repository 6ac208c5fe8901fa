import LayoutModel

extension CSSBox {
    /// What a flex run reads of its container's own box: the edges between the border box and the
    /// content box, the maximum sizes and the direction (a fifth of a whole box, copied per run).
    struct Frame {
        var padding: EdgeInsets
        var border: EdgeInsets
        var scrollbar: EdgeInsets
        var maxSize: AxisPair<Double>
        var rightToLeft: Bool

        /// Padding plus border along `axis`.
        @inline(__always) func paddingBorder(_ axis: Axis) -> Double { padding.total(axis) + border.total(axis) }
        /// Padding, border and scrollbar along `axis`: the border box less the content box.
        @inline(__always) func frame(_ axis: Axis) -> Double { paddingBorder(axis) + scrollbar.total(axis) }
        /// The maximum border-box size along `axis`.
        @inline(__always) func maximum(_ axis: Axis) -> Double { maxSize[CSSBox.slot(axis)] }
    }

    /// The frame of this box. (Inlined: out of line, with the scrollbar edges worked out from the
    /// item's flags, it cost about 30 instructions a run more.)
    @inline(__always) var frame: Frame {
        Frame(padding: padding, border: border, scrollbar: scrollbar, maxSize: maxSize, rightToLeft: item.rightToLeft)
    }
}

/// Two values addressed by axis slot (0 horizontal, 1 vertical), without an array's allocation.
struct AxisPair<T> {
    var horizontal: T
    var vertical: T
    init(_ horizontal: T, _ vertical: T) { self.horizontal = horizontal; self.vertical = vertical }
    subscript(slot: Int) -> T {
        get { slot == 0 ? horizontal : vertical }
        set { if slot == 0 { horizontal = newValue } else { vertical = newValue } }
    }
}

extension AxisPair: Sendable where T: Sendable {}

extension NodeStore {
    /// What node `index`'s CSS box is resolved from, its written sizes resolved against a
    /// containing block of content size `width` x `height` (the node is found once, and only
    /// these fields are copied).
    func cssSource(_ index: Int, width: Double?, height: Double?) -> CSSBox.Source {
        // (The flex-item box is read apart: `flexItemBox(of:)`.)
        let (group, slot) = location(of: index)
        return CSSBox.Source(group, slot, width: width, height: height)
    }

    /// The CSS box of node `index` in a containing block of content size `width` x `height`: the
    /// node found once for its flex-item properties and the rest.
    @inline(__always)
    func cssBox(_ index: Int, width: Double?, height: Double?) -> CSSBox {
        let (group, slot) = location(of: index)
        return CSSBox(group, slot, width: width, height: height)
    }

    /// Whether node `index`'s width and height are fixed (read in place: the node is not copied).
    func fixedSizes(of index: Int) -> (width: Bool, height: Bool) {
        let (group, slot) = location(of: index)
        func fixed(_ size: SizeValue?) -> Bool { if case .fixed? = size?.kind { true } else { false } }
        return (fixed(group[slot].width), fixed(group[slot].height))
    }

    /// The box of node `index`'s flex-item properties (nil: none written).
    func flexItemBox(of index: Int) -> IndirectOptional<FlexItem>.Box? {
        let (group, slot) = location(of: index)
        return group[slot].$flexItem.storage
    }
}
