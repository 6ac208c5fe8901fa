import LayoutModel

extension TextMeasurer {
    /// The lines of `text` as a frame node draws them in a content box of `content`: broken at its
    /// inline size and, as UILabel does, the block of lines centred across them when the box is
    /// larger than the text.
    ///
    /// Horizontal text is in the content box's coordinates. Vertical text (`WritingMode`) is laid
    /// out as horizontal text of width `content.height`, in the content box turned a quarter turn
    /// anticlockwise about its top-right corner: a line's `x` runs down the box, its baseline is
    /// measured leftwards from the right edge, and the renderer turns it back (`DisplayItem`'s
    /// `pushRotation`). Lines stack from the right in `verticalRL`; in `verticalLR` the first line
    /// takes the place of the last, so they stack from the left.
    public func placedLayout(_ text: TextContent, in content: Size) -> TextLayout {
        let vertical = text.writingMode.isVertical
        let inline = vertical ? content.height : content.width, block = vertical ? content.width : content.height
        var laid = layout(text, maxWidth: inline, alignWidth: inline)
        let spare = block - laid.size.height
        let slack = max(0, spare / 2)
        if text.writingMode == .verticalLR {
            // Line k takes line n-1-k's place, measured from the left: the block of lines sits at
            // the left edge, or centred when there is room.
            let baselines = laid.lines.map(\.baseline)
            for k in laid.lines.indices { laid.lines[k].baseline = baselines[baselines.count - 1 - k] + spare - slack }
        } else if slack > 0 {
            for k in laid.lines.indices { laid.lines[k].baseline += slack }
        }
        return laid
    }
}
