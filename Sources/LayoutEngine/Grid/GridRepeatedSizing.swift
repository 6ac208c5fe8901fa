import LayoutModel

/// CSS Grid 11.1 steps 3 and 4: "if the min-content contribution of any grid item has changed
/// based on the row sizes and alignment calculated in step 2, re-resolve the sizes of the grid
/// columns with the new min-content and max-content contributions (once only)", then the rows
/// again when the columns changed.
///
/// In this engine an item's contribution to its columns depends on its rows only through a
/// preferred aspect ratio: an auto width follows the height of the item's area when the item is
/// stretched along the rows, or has `normal` alignment there (`stretchedRatioWidth`), or follows a
/// percentage height of that area. Step 1 knows that height only when every spanned row has a
/// definite maximum ("as if any row with a definite max track sizing function had that size and
/// all other rows were infinite"); step 3 knows it for every row, as sized and stretched (11.8) in
/// step 2.
extension GridRun {
    /// The height of item `i`'s area while the columns are sized: the rows' sizes once step 2 has
    /// run, else (step 1) the extent of its rows when each has a definite maximum, else nil.
    func areaHeightForColumns(_ i: Int) -> Double? {
        rowsSized ? areaSize(items[i].rows, rows, effectiveRowGap) : definiteRowsExtent(items[i].rows)
    }

    /// Step 3's test, after the rows are sized: whether the min-content or max-content
    /// contribution of an item with a preferred aspect ratio differs from the one step 1 found.
    /// For the test and the columns sized again, percentages against the items' areas' widths are
    /// cyclic again (the columns are being sized) and those against their heights resolve against
    /// the rows sized; `rowsSized` is left set, so that the columns take the rows' heights. When
    /// nothing changed, the items are left as the rows were sized with.
    mutating func columnContributionsFollowRows() throws(LayoutError) -> Bool {
        let dependent = items.indices.filter { items[$0].box.item.aspectRatio != nil }
        guard !dependent.isEmpty else { return false }
        // Each contribution as step 1 found it, with its heights' percentages against step 1's
        // estimate, then with the rows' sizes (a percentage height may now resolve).
        var before: [(Double, Double)] = []
        rowsSized = false
        let estimates = stepOneHeights
        resolveItemBoxes(areaWidths: nil) { estimates[$0] }
        for i in dependent {
            let c = try contributions(i, .horizontal, columns)
            before.append((c.minContent, c.maxContent))
        }
        rowsSized = true
        let heights = items.map { areaSize($0.rows, rows, effectiveRowGap) }
        resolveItemBoxes(areaWidths: nil) { heights[$0] }
        for (i, old) in zip(dependent, before) {
            // The max-content contribution too (a ratio makes both one width; Chromium).
            let c = try contributions(i, .horizontal, columns)
            if c.minContent != old.0 || c.maxContent != old.1 { return true }
        }
        resolveRowItemBoxes()
        return false
    }
}
