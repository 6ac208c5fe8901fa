import LayoutSnap
import Testing

/// Items crossing a flexible track when the grid is sized under a min- or max-content constraint
/// (CSS Grid 2 §12.5 step 4, §6.6, §12.7). §6.6 gives an item the automatic minimum size only if
/// "it spans more than one track in that axis, none of those tracks are flexible", so that the
/// flexible tracks, not the item's content, decide their sizes; §12.7 then sizes them under a
/// max-content constraint from "the item's max-content contribution" less the other tracks it
/// crosses, and under a min-content constraint "the used flex fraction is zero". Step 4 keeps the
/// items' minimum contributions for that: browsers do not replace them with the limited
/// min-content contributions (nor give `auto` minimums the max-content contributions) as step 3
/// does for items spanning only content-sized tracks. Every expected value here was checked in
/// Chromium.
///
/// Each grid: one text item from column line 1 to `end`, and an empty item in each of the first
/// two columns, whose x is where that column starts. Ahem letters are 10 px; a zero-width space
/// is a break opportunity.
@Suite struct GridFlexibleSpanSpecificationTests {
    /// The root's width and where the second column starts.
    func sizes(_ columns: String, end: Int = 3, text: String, item: String = "", grid: String = "",
               width: String = "max-content") throws -> (grid: Double, second: Double) {
        let tree = "<div display=\"grid\" grid-template-columns=\"\(columns)\" direction=\"ltr\" \(grid)>"
            + "<text grid-column-start=\"1\" grid-column-end=\"\(end)\" direction=\"ltr\" display=\"block\" \(item)>\(text)</text>"
            + "<div grid-column-start=\"1\" width=\"0px\" direction=\"ltr\"/><div grid-column-start=\"2\" width=\"0px\" direction=\"ltr\"/></div>"
        let root = try CSSTree.layout(tree, width: width, sizing: .shrinkToFit)
        return (root.frame.width, root.children[2].frame.x)
    }

    @Test func underMaxContentTheFlexibleTrackTakesWhatTheOtherTracksLeave() throws {
        // minmax(auto, 60px) is maximized to 60 (§12.6); the 1fr column is the item's max-content
        // contribution less 60, never below zero (§12.7.1 finds an fr of no leftover space as 0).
        #expect(try sizes("1fr minmax(auto, 60px)", text: "H") == (60, 0))                 // 10 − 60 < 0
        #expect(try sizes("1fr minmax(auto, 60px)", text: "HHHHHHHH") == (80, 20))        // 80 − 60
        #expect(try sizes("1fr minmax(auto, 60px)", text: "HHH\u{200B}HHHHHHHHH") == (120, 60))  // max-content 120 − 60
        #expect(try sizes("1fr minmax(max-content, 60px)", text: "HHHHHHHH") == (80, 20))  // the same for a max-content minimum
        // A fit-content() column with no item of its own keeps a growth limit of 0: 80 − 0.
        #expect(try sizes("1fr fit-content(60px)", text: "HHHHHHHH") == (80, 80))
    }

    @Test func aMinimumWidthIsStillTheItemsMinimumContribution() throws {
        // min-width 50 raises the 1fr column's base size to 50 (intrinsic minimums); the fr is
        // max(50 / 1, (80 − 60) / 1) = 50, so the grid is 50 + 60.
        #expect(try sizes("1fr minmax(auto, 60px)", text: "HHHHHHHH", item: "min-width=\"50px\"") == (110, 50))
    }

    @Test func aMinContentMinimumStillTakesTheMinContentContribution() throws {
        // Step 4's content-based minimums are unchanged: minmax(min-content, 1fr) takes the
        // item's min-content contribution, 80, then the 60px column: 140.
        #expect(try sizes("minmax(min-content, 1fr) minmax(auto, 60px)", text: "HHHHHHHH") == (140, 80))
    }

    @Test func underMinContentTheFrIsZero() throws {
        // No base size comes from the item (its minimum contribution is 0: no automatic minimum
        // across a flexible track), the fr is 0 and nothing is maximized: the grid is 0 wide.
        #expect(try sizes("1fr minmax(auto, 60px)", text: "HHHHHHHH", width: "min-content") == (0, 0))
        #expect(try sizes("auto 1fr", text: "HHHHHHHH", width: "min-content") == (0, 0))
        // In one flexible column, the automatic minimum applies (span 1): min-content 40, then the
        // 10px column; an explicit min-width of 10 is the minimum contribution instead.
        #expect(try sizes("1fr 10px", end: 2, text: "HHHH\u{200B}HHHH", width: "min-content") == (50, 40))
        #expect(try sizes("1fr 10px", end: 2, text: "HHHHHHHH", item: "min-width=\"10px\"", width: "min-content") == (20, 10))
    }

    @Test func inADefiniteWidthNothingChanges() throws {
        // 200 wide: the 60px column maximized, the fr column the rest, 200 − 60 = 140.
        #expect(try sizes("1fr minmax(auto, 60px)", text: "HHHHHHHH", grid: "width=\"200px\"") == (200, 140))
    }
}

/// Items spanning several content-sized tracks under a max-content constraint (§12.5 step 3):
/// `auto` minimums take the items' limited min-content contributions (intrinsic minimums), and
/// only max-content minimums take their max-content contributions, as in Chromium (the current
/// text would give `auto` minimums the limited max-content contributions too). Each text is 40
/// px at its min-content (HHHH, then a break) and 50 px at its max-content.
@Suite struct GridSpanningMaxContentTests {
    func sizes(_ columns: String, markers: Bool = true) throws -> (grid: Double, second: Double?) {
        let marks = markers ? "<div grid-column-start=\"1\" width=\"0px\" direction=\"ltr\"/><div grid-column-start=\"2\" width=\"0px\" direction=\"ltr\"/>" : ""
        let tree = "<div display=\"grid\" grid-template-columns=\"\(columns)\" direction=\"ltr\">"
            + "<text grid-column-start=\"1\" grid-column-end=\"3\" direction=\"ltr\" display=\"block\">HHHH\u{200B}H</text>\(marks)</div>"
        let root = try CSSTree.layout(tree, sizing: .shrinkToFit)
        return (root.frame.width, markers ? root.children[2].frame.x : nil)
    }

    @Test func aMaxContentMinimumTakesWhatTheMaxContentContributionAsksBeyondTheOthers() throws {
        // Intrinsic minimums: 40 to the auto column (the max-content column's growth limit is its
        // own empty item's 0). Max-content minimums: 50 − 40 = 10 to the max-content column, past
        // its growth limit. Maximized, the first column reaches 60: 60 + 10.
        #expect(try sizes("minmax(auto, 60px) max-content") == (70, 60))
    }

    @Test func autoMinimumsKeepTheLimitedMinContentContribution() throws {
        // minmax(auto, 60px) and an implicit auto column with no item of its own share the
        // min-content 40 equally, 20 each; nothing more comes from the max-content 50. Maximized,
        // the first column is 60 and the auto column keeps its 20 (its growth limit, infinite until
        // then, becomes its base size): 80, not 60 + 25.
        #expect(try sizes("minmax(auto, 60px)", markers: false).grid == 80)
        // With an empty item in each column, their growth limits are 0 and 60: the 40 goes to
        // the first column, which is maximized to 60; the second stays 0.
        #expect(try sizes("minmax(auto, 60px) auto") == (60, 60))
    }

    @Test func onlyAnAutoMinimumGivesWayToTheLimitedContribution() throws {
        // "If the grid container is being sized under a min- or max-content constraint, use the
        // items' limited min-content contributions in place of their minimum contributions",
        // which browsers do for an item whose minimum is `auto` and that is no scroll container:
        // across minmax(auto, 60px) and an implicit auto column its min-content 40 gives 20 to
        // each, the first is maximized to 60: 60 + 20. With `min-width: 0` or `overflow: hidden`
        // the minimum contribution stays 0: nothing reaches the auto column, and the grid is 60.
        func grid(_ attributes: String) throws -> Double {
            let tree = "<div display=\"grid\" grid-template-columns=\"minmax(auto, 60px)\" direction=\"ltr\">"
                + "<text grid-column-start=\"span 2\" display=\"block\" direction=\"ltr\" \(attributes)>HHHH\u{200B}H</text></div>"
            return try CSSTree.layout(tree, sizing: .shrinkToFit).frame.width
        }
        #expect(try grid("") == 60 + 20)
        #expect(try grid("min-width=\"0px\"") == 60)
        #expect(try grid("overflow-x=\"hidden\" overflow-y=\"hidden\"") == 60)
    }

    @Test func anFrFoundWithNoFlexibleTrackLeftIsZero() throws {
        // §12.7.1 "Find the Size of an fr": a flexible track whose share is below its base size
        // is treated as inflexible and the algorithm restarts; with none left there is nothing to
        // size by an fr (browsers take 0, not the leftover space). Columns 0fr, min-content and
        // minmax(0px, 1fr); a text (min-content 40, max-content 120) in the 0fr column gives it
        // its minimum contribution, 40. Under the max-content constraint the fr is the largest of
        // that base size (a flex factor not above one: the base size itself), 40, and the item's
        // fr: 0fr × anything is below 40, so the 0fr column turns inflexible and none is left: 0.
        // The 1fr column is 1 × 40: the grid is 40 + 0 + 40.
        let tree = "<div display=\"grid\" grid-template-columns=\"0fr min-content minmax(0px, 1fr)\" direction=\"ltr\">"
            + "<text display=\"block\" direction=\"ltr\">HHHH\u{200B}H\u{200B}HH\u{200B}H\u{200B}HHHH</text></div>"
        let f = try CSSTree.layout(tree, sizing: .shrinkToFit)
        #expect(f.frame.width == 40 + 0 + 40)
        #expect(f.children[0].frame.width == 40)
    }
}
