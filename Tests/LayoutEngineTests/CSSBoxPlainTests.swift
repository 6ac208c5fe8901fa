@testable import LayoutEngine
import LayoutModel
import Testing

/// The plain box (`CSSBox+Plain.swift`) is the general one: for every node of a set, plain or not,
/// the box read in place from its group equals the box resolved through `CSSBox.Source`, field
/// by field, with exact values.
@Suite struct CSSBoxPlainTests {
    static func item(margin: CSSLength = .points(1), padding: CSSLength = .points(2), border: CSSLength = .points(0),
                     boxSizing: FlexItem.BoxSizing = .borderBox, aspectRatio: Double? = nil,
                     overflow: FlexItem.Overflow = .visible, rtl: Bool = false) -> FlexItem {
        var f = FlexItem(grow: 1, shrink: 0, basis: .points(3), alignSelf: .center, margin: CSSEdges(all: margin),
                         padding: CSSEdges(all: padding), border: CSSEdges(all: border), boxSizing: boxSizing,
                         aspectRatio: aspectRatio, overflowX: overflow, overflowY: overflow, rightToLeft: rtl)
        f.widthKeyword = .minContent
        return f
    }

    /// Nodes that are plain (the first ones) and nodes that miss one of the conditions each.
    static var nodes: [LayoutNode] {
        func node(_ f: FlexItem?, width: SizeValue? = .fixed(10), height: SizeValue? = .fixed(7)) -> LayoutNode {
            LayoutNode(name: "n", kind: .leaf(.empty), width: width, height: height,
                       padding: EdgeInsets(top: 3, left: 4, bottom: 5, right: 6), flexItem: f)
        }
        var unevenEdges = item()
        unevenEdges.margin = CSSEdges(top: .points(-2), left: .points(1.5), bottom: .points(0), right: .points(4))
        unevenEdges.padding = CSSEdges(top: .points(-1), left: .points(2), bottom: .points(3), right: .points(0.25))
        unevenEdges.border = CSSEdges(top: .points(1), left: .points(-3), bottom: .points(2), right: .points(0))
        var inset = item()
        inset.inset = CSSEdges(top: .points(2), left: .auto, bottom: .auto, right: .auto)
        var withMin = node(item())
        withMin.minWidth = .fixed(4)
        var withMax = node(item())
        withMax.maxHeight = .fixed(4)
        var noMargin = item()
        noMargin.margin = nil
        var noPadding = item()
        noPadding.padding = nil
        return [
            // Plain.
            node(item()), node(item(), width: nil, height: nil), node(item(), width: SizeValue(.fixed(3), multiple: 2, increment: 1)),
            node(item(border: .points(1), boxSizing: .contentBox)), node(item(padding: .points(20))), node(unevenEdges),
            node(item(overflow: .hidden, rtl: true)), node(inset), node(item(), width: .fixed(-0.0), height: .fixed(0)),
            // Not plain.
            node(nil), node(noMargin), node(noPadding), node(item(margin: .auto)), node(item(margin: .fraction(0.1))),
            node(item(padding: .fraction(0.2))), node(item(border: .fraction(0.1))), node(item(aspectRatio: 2)),
            node(item(overflow: .scroll)), node(item(), width: .percent(50)), node(item(), height: .wrap), withMin, withMax,
        ]
    }

    static func expectEqual(_ a: CSSBox, _ b: CSSBox) {
        let (x, y) = (a.item, b.item)
        #expect(x.grow == y.grow && x.shrink == y.shrink && x.basis == y.basis && x.alignSelf == y.alignSelf)
        #expect(x.safeAlignSelf == y.safeAlignSelf && x.hasInset == y.hasInset && x.boxSizing == y.boxSizing)
        #expect(x.aspectRatio == y.aspectRatio && x.overflowX == y.overflowX && x.overflowY == y.overflowY)
        #expect(x.rightToLeft == y.rightToLeft && x.position == y.position && x.widthKeyword == y.widthKeyword)
        #expect(x.heightKeyword == y.heightKeyword && x.minWidthKeyword == y.minWidthKeyword)
        #expect(x.maxWidthKeyword == y.maxWidthKeyword && x.isWritten == y.isWritten && x.float == y.float && x.clear == y.clear)
        #expect(a.margin == b.margin && a.autoMargin == b.autoMargin && a.padding == b.padding && a.border == b.border)
        #expect(a.scrollbar == b.scrollbar && a.usesContainingBlock == b.usesContainingBlock)
        for s in 0..<2 {
            #expect(a.size[s] == b.size[s] && a.minSize[s] == b.minSize[s] && a.maxSize[s] == b.maxSize[s])
            #expect(a.minIsAuto[s] == b.minIsAuto[s] && a.percentSize[s] == b.percentSize[s])
            #expect(a.writtenMin[s] == b.writtenMin[s] && a.writtenMax[s] == b.writtenMax[s])
            // Signs of zero too (`==` does not tell them apart).
            #expect(a.size[s]?.sign == b.size[s]?.sign)
        }
        for (p, q) in [(a.margin, b.margin), (a.padding, b.padding), (a.border, b.border)] {
            #expect([p.top.sign, p.left.sign, p.bottom.sign, p.right.sign] == [q.top.sign, q.left.sign, q.bottom.sign, q.right.sign])
        }
    }

    @Test(arguments: [(Double?.none, Double?.none), (200, nil), (200, 100)])
    func thePlainBoxIsTheGeneralBox(width: Double?, height: Double?) {
        let group = Self.nodes
        var plainCount = 0
        for slot in group.indices {
            let general = CSSBox(flexItem: group[slot].$flexItem.storage, CSSBox.Source(group, slot, width: width, height: height),
                                 width: width, height: height)
            Self.expectEqual(CSSBox(group, slot, width: width, height: height), general)
            if let f = group[slot].$flexItem.storage, CSSBox.isPlain(f),
               group[slot].minWidth == nil, group[slot].maxHeight == nil, CSSBox.fixedOrUnset(group[slot].width) != nil,
               CSSBox.fixedOrUnset(group[slot].height) != nil {
                plainCount += 1
            }
        }
        // The set exercises both paths.
        #expect(plainCount == 9)
    }

    /// Flattening reads a box without a check of its own exactly for the nodes the quick check
    /// finds written in points alone (`pointsOnlyItem`): the plain nodes of the set (the first 9),
    /// and that box is the general one for any containing block.
    @Test func aNodeInPointsAloneIsPlainAndItsBoxIsTheGeneralBox() {
        let group = Self.nodes
        let pointsOnly = group.indices.filter { LayoutNode.quickCheck(group, $0).pointsOnlyItem }
        #expect(pointsOnly == Array(0..<9))
        for slot in pointsOnly {
            for (width, height) in [(Double?.none, Double?.none), (200, nil), (200, 100)] {
                let general = CSSBox(flexItem: group[slot].$flexItem.storage, CSSBox.Source(group, slot, width: width, height: height),
                                     width: width, height: height)
                Self.expectEqual(CSSBox(pointsOnlyAt: slot, of: group), general)
            }
        }
    }

    /// A box stays within 256 bytes (the short path of `memcpy` when a run copies it into its
    /// array), and its scrollbar gutters follow from the one width it keeps.
    @Test func theBoxIsSmallAndItsScrollbarsFollowItsFlags() {
        #expect(MemoryLayout<CSSBox>.size <= 256)
        func box(_ overflow: FlexItem.Overflow, rtl: Bool) -> CSSBox {
            var f = Self.item(overflow: overflow, rtl: rtl)
            f.scrollbarWidth = 15
            return CSSBox(LayoutNode(name: "n", kind: .leaf(.empty), flexItem: f), width: 100, height: 100)
        }
        #expect(box(.scroll, rtl: false).scrollbar == EdgeInsets(top: 0, left: 0, bottom: 15, right: 15))
        #expect(box(.scroll, rtl: true).scrollbar == EdgeInsets(top: 0, left: 15, bottom: 15, right: 0))
        #expect(box(.hidden, rtl: false).scrollbar == EdgeInsets())
    }
}
