import Foundation

/// One browser-computed layout case (the XML format of `../shared/conformance/README.md`): the
/// input as our model, the available space, and the expected frames.
public struct ConformanceCase: Sendable {
    public struct Expected: Sendable {
        public var frame: Rect
        public var children: [Expected]
    }

    public var name: String
    public var useRounding: Bool
    public var available: Proposal
    public var root: LayoutNode
    public var expected: Expected
    /// Why the case uses something we do not model (it still counts, as a failure).
    public var unsupported: String?

    public struct ParseError: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    public init(xml source: String) throws(ParseError) {
        let doc: XMLNode
        do { doc = try XMLNode.parse(source) } catch { throw ParseError(description: "bad XML: \(error)") }
        guard let input = doc.child("input")?.children.first, let expect = doc.child("expectations")?.children.first else {
            throw ParseError(description: "no <input> or <expectations> element")
        }
        name = doc.attributes["name"] ?? ""
        useRounding = doc.attributes["use-rounding"] != "false"
        let viewport = doc.child("viewport")
        func axis(_ v: String?) -> AxisProposal {
            switch v {
            case "min-content": return .minContent
            case "max-content", nil: return .unbounded
            default: return .atMost(ConformanceCase.number(v!) ?? 0)
            }
        }
        available = Proposal(width: axis(viewport?.attributes["width"]), height: axis(viewport?.attributes["height"]))
        var converter = Converter()
        root = converter.node(input, inBlock: false)
        unsupported = converter.unsupported
        expected = ConformanceCase.expectation(expect)
    }

    static func expectation(_ e: XMLNode) -> Expected {
        func n(_ k: String) -> Double { number(e.attributes[k] ?? "0") ?? 0 }
        return Expected(frame: Rect(x: n("x"), y: n("y"), width: n("width"), height: n("height")),
                        children: e.children.filter { $0.name == "node" }.map(expectation))
    }

    /// `value` within ±`LayoutLimits.maxMagnitude`, the range of Chrome's layout units, where a
    /// browser saturates longer lengths (a `max-height` of 3.7e19 px lays out as 33,554,432 px).
    static func saturated(_ value: Double) -> Double {
        min(max(value, -LayoutLimits.maxMagnitude), LayoutLimits.maxMagnitude)
    }

    static func number(_ s: String) -> Double? {
        Double(s.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "px", with: ""))
    }

    /// XML elements to nodes: `div` is a flex container (the page's default display), `text` an
    /// Ahem text leaf; attributes are CSS properties.
    private struct Converter {
        var count = 0
        var unsupported: String?

        /// The node of element `e`; `inBlock`: its parent is a block container.
        mutating func node(_ e: XMLNode, inBlock: Bool) -> LayoutNode {
            // `safe`/`unsafe` overflow alignment: browsers place flex items unsafely by default.
            let safe = e.attributes.filter { $0.value.hasPrefix("safe ") }.keys
            let a = e.attributes.mapValues { v in
                v.hasPrefix("unsafe ") ? String(v.dropFirst(7)) : v.hasPrefix("safe ") ? String(v.dropFirst(5)) : v
            }
            let name = "n\(count)"
            count += 1
            // Attributes the runner does not read are reported, never silently ignored.
            for key in a.keys.sorted() where !Converter.known.contains(key) { note("\(key)=\(a[key]!)") }
            if let v = a["position"], v != "absolute", v != "relative", v != "static" { note("position=\(v)") }
            func length(_ key: String) -> CSSLength? {
                guard let v = a[key]?.trimmingCharacters(in: .whitespaces) else { return nil }
                if v == "auto" { return .auto }
                if let k = SizeKeyword(rawValue: v) { return .keyword(k) }
                if v.hasSuffix("%"), let p = Double(v.dropLast()) { return .fraction(ConformanceCase.saturated(p) / 100) }
                if let p = ConformanceCase.number(v) { return .points(ConformanceCase.saturated(p)) }
                note("\(key)=\(v)")
                return nil
            }
            func size(_ key: String) -> SizeValue? {
                switch length(key) {
                case .points(let v)?: return .fixed(v)
                case .fraction(let f)?: return .weight(f)
                case .keyword(let k)? where key.hasPrefix("min-") || key.hasPrefix("max-"):
                    // Keyword widths and heights are item properties, as are the minimum and
                    // maximum widths of a block container's children; other keyword minimum and
                    // maximum sizes are not modelled.
                    if !(inBlock && (key == "min-width" || key == "max-width")) { note("\(key)=\(k.rawValue)") }
                    return nil
                default: return nil
                }
            }
            func edges(_ prefix: String, suffix: String = "", initial: CSSLength) -> CSSEdges {
                CSSEdges(top: length("\(prefix)top\(suffix)") ?? initial, left: length("\(prefix)left\(suffix)") ?? initial,
                         bottom: length("\(prefix)bottom\(suffix)") ?? initial, right: length("\(prefix)right\(suffix)") ?? initial)
            }
            let rtl = a["direction"] == "rtl"
            var item = FlexItem()
            if case .keyword(let k)? = length("width") { item.widthKeyword = k }
            if case .keyword(let k)? = length("height") { item.heightKeyword = k }
            if inBlock, case .keyword(let k)? = length("min-width") { item.minWidthKeyword = k }
            if inBlock, case .keyword(let k)? = length("max-width") { item.maxWidthKeyword = k }
            if let v = a["flex-grow"].flatMap(Double.init) { item.grow = v }
            if let v = a["flex-shrink"].flatMap(Double.init) { item.shrink = v }
            if let v = length("flex-basis") { item.basis = v }
            if let v = a["align-self"], v != "auto" { item.alignSelf = ItemAlignment(rawValue: v) ?? noted(nil, "align-self=\(v)") }
            item.margin = edges("margin-", initial: .points(0))
            item.padding = edges("padding-", initial: .points(0))
            item.border = edges("border-", initial: .points(0))
            item.inset = edges("", initial: .auto)
            if a["position"] == "absolute" { item.position = .absolute }
            if a["position"] == "static" { item.position = .static }
            if a["box-sizing"] == "content-box" { item.boxSizing = .contentBox }
            if let v = a["aspect-ratio"] {
                // `auto <ratio>` (or `<ratio> auto`): the ratio of the content box.
                let words = v.split(separator: " ")
                let ratio = words.filter { $0 != "auto" }
                item.aspectRatioUsesContentBox = !ratio.isEmpty && ratio.count < words.count
                item.aspectRatio = ConformanceCase.ratio(ratio.joined(separator: " "))
            }
            item.overflowX = a["overflow-x"].flatMap(FlexItem.Overflow.init(rawValue:)) ?? .visible
            item.overflowY = a["overflow-y"].flatMap(FlexItem.Overflow.init(rawValue:)) ?? .visible
            if let v = a["overflow"].flatMap(FlexItem.Overflow.init(rawValue:)) { item.overflowX = v; item.overflowY = v }
            if let v = a["scrollbar-width"].flatMap(ConformanceCase.number) { item.scrollbarWidth = v }
            item.rightToLeft = rtl
            if let v = a["float"] { item.float = FlexItem.FloatSide(rawValue: v) ?? noted(.none, "float=\(v)") }
            if let v = a["clear"] { item.clear = FlexItem.Clear(rawValue: v) ?? noted(.none, "clear=\(v)") }
            item.safeAlignSelf = safe.contains("align-self")
            func line(_ key: String) -> GridLine {
                guard let v = a[key] else { return .auto }
                return GridSyntax.line(v) ?? noted(.auto, "\(key)=\(v)")
            }
            item.gridRow = GridPlacement(start: line("grid-row-start"), end: line("grid-row-end"))
            item.gridColumn = GridPlacement(start: line("grid-column-start"), end: line("grid-column-end"))
            item.safeJustifySelf = safe.contains("justify-self")
            if let v = a["justify-self"], v != "auto" { item.justifySelf = ItemAlignment(rawValue: v) ?? noted(nil, "justify-self=\(v)") }
            // Vertical writing modes are modelled for text (its lines and measured sizes), not for
            // the flow of a container.
            let writingMode = a["writing-mode"].flatMap(WritingMode.init(rawValue:))
            if let w = a["writing-mode"], writingMode == nil || (e.name != "text" && writingMode!.isVertical) {
                note("writing-mode=\(w)")
            }

            let kind: LayoutNode.Kind
            let isBlock = a["display"] == "block" || a["display"] == "flow-root"
            // A `text` element is a flex container unless it says block (the page's `div` style):
            // its text is then an anonymous flex item, a text leaf the expectations do not list
            // (`ConformanceRunner.anonymousSuffix`). Vertical text stays one leaf.
            let anonymousText = e.name == "text" && !isBlock && !(writingMode?.isVertical ?? false)
            if e.name == "text" && !anonymousText {
                let string = e.text.trimmingCharacters(in: .whitespacesAndNewlines)
                kind = .leaf(.text(TextContent(string, font: Font(family: "Ahem", size: 10), writingMode: writingMode ?? .horizontalTB)))
            } else if isBlock {
                var block = BlockLayout(isFlowRoot: a["display"] == "flow-root", rightToLeft: rtl)
                switch a["text-align"] {
                case "-webkit-left"?: block.childAlignment = .left
                case "-webkit-center"?: block.childAlignment = .center
                case "-webkit-right"?: block.childAlignment = .right
                default: break
                }
                if let v = a["align-content"], v != "normal" { block.alignContent = ContentAlignment(rawValue: v) ?? noted(nil, "align-content=\(v)") }
                kind = .container(.block(block), children: e.children.map { node($0, inBlock: true) })
            } else if a["display"] == "grid" {
                let gaps = (row: length("row-gap"), column: length("column-gap"))
                kind = .container(.grid(grid(a, safe: safe, rtl: rtl, gaps: gaps)), children: e.children.map { node($0, inBlock: false) })
            } else {
                var flex = FlexLayout(rightToLeft: rtl)
                if let v = a["flex-direction"] { flex.direction = FlexLayout.Direction(rawValue: v) ?? noted(.row, "flex-direction=\(v)") }
                if var v = a["flex-wrap"] {
                    if v.hasSuffix("balance") {
                        flex.balanced = true
                        v = v == "balance" ? "wrap" : String(v.dropLast(8))
                    }
                    flex.wrap = FlexLayout.Wrap(rawValue: v) ?? noted(.wrap, "flex-wrap=\(v)")
                }
                if let v = a["flex-line-count"].flatMap(Int.init) { flex.lineCount = v }
                if let v = a["justify-content"], v != "normal" { flex.justifyContent = ContentAlignment(rawValue: v) ?? noted(nil, "justify-content=\(v)") }
                if let v = a["align-content"], v != "normal" { flex.alignContent = ContentAlignment(rawValue: v) ?? noted(nil, "align-content=\(v)") }
                if let v = a["align-items"], v != "normal" { flex.alignItems = ItemAlignment(rawValue: v) ?? noted(nil, "align-items=\(v)") }
                if safe.contains("justify-content") { flex.safe.insert(.justifyContent) }
                if safe.contains("align-content") { flex.safe.insert(.alignContent) }
                if safe.contains("align-items") { flex.safe.insert(.alignItems) }
                if let v = length("row-gap") { flex.rowGap = v }
                if let v = length("column-gap") { flex.columnGap = v }
                if a["display"] == "block" { flex.blockFlow = true; flex.direction = .column }
                if let d = a["display"], d != "flex", d != "none" { note("display=\(d)") }
                if anonymousText {
                    let string = e.text.trimmingCharacters(in: .whitespacesAndNewlines)
                    var anonymous = FlexItem()
                    anonymous.rightToLeft = rtl
                    let leaf = LayoutNode(name: name + ConformanceRunner.anonymousSuffix,
                                          kind: .leaf(.text(TextContent(string, font: Font(family: "Ahem", size: 10)))), flexItem: anonymous)
                    kind = .container(.flex(flex), children: [leaf])
                } else {
                    kind = .container(.flex(flex), children: e.children.map { node($0, inBlock: false) })
                }
            }
            return LayoutNode(name: name, kind: kind, width: size("width"), height: size("height"),
                              minWidth: size("min-width"), maxWidth: size("max-width"),
                              minHeight: size("min-height"), maxHeight: size("max-height"),
                              visibility: a["display"] == "none" ? .gone : .visible, flexItem: item)
        }

        /// A grid container's properties.
        mutating func grid(_ a: [String: String], safe: Dictionary<String, String>.Keys, rtl: Bool,
                           gaps: (row: CSSLength?, column: CSSLength?)) -> GridLayout {
            var grid = GridLayout(rightToLeft: rtl)
            if let v = a["grid-template-columns"] { grid.templateColumns = GridSyntax.trackList(v) ?? noted([], "grid-template-columns=\(v)") }
            if let v = a["grid-template-rows"] { grid.templateRows = GridSyntax.trackList(v) ?? noted([], "grid-template-rows=\(v)") }
            if let v = a["grid-auto-columns"] { grid.autoColumns = GridSyntax.trackSizes(v) ?? noted([.auto], "grid-auto-columns=\(v)") }
            if let v = a["grid-auto-rows"] { grid.autoRows = GridSyntax.trackSizes(v) ?? noted([.auto], "grid-auto-rows=\(v)") }
            if let v = a["grid-auto-flow"] {
                let words = Set(v.split(separator: " ").map(String.init))
                if !words.isSubset(of: ["row", "column", "dense"]) { note("grid-auto-flow=\(v)") }
                grid.autoFlow = words.contains("column") ? .vertical : .horizontal
                grid.dense = words.contains("dense")
            }
            if let v = gaps.row { grid.rowGap = v }
            if let v = gaps.column { grid.columnGap = v }
            if let v = a["justify-content"], v != "normal" { grid.justifyContent = ContentAlignment(rawValue: v) ?? noted(nil, "justify-content=\(v)") }
            if let v = a["align-content"], v != "normal" { grid.alignContent = ContentAlignment(rawValue: v) ?? noted(nil, "align-content=\(v)") }
            if let v = a["justify-items"], v != "normal" { grid.justifyItems = ItemAlignment(rawValue: v) ?? noted(nil, "justify-items=\(v)") }
            if let v = a["align-items"], v != "normal" { grid.alignItems = ItemAlignment(rawValue: v) ?? noted(nil, "align-items=\(v)") }
            for key in ["grid-template-areas", "grid-area", "grid-row", "grid-column", "grid-template"] where a[key] != nil {
                note("\(key)=\(a[key]!)")
            }
            let safeKeys: [(String, GridLayout.Safe)] = [("justify-content", .justifyContent), ("align-content", .alignContent),
                                                          ("justify-items", .justifyItems), ("align-items", .alignItems)]
            for (key, flag) in safeKeys where safe.contains(key) { grid.safe.insert(flag) }
            return grid
        }

        /// Every attribute the converter reads (some only on the elements they apply to).
        static let known: Set<String> = {
            var keys: Set<String> = [
                "direction", "display", "position", "box-sizing", "width", "height", "min-width", "min-height", "max-width",
                "max-height", "aspect-ratio", "overflow", "overflow-x", "overflow-y", "scrollbar-width", "writing-mode",
                "flex-direction", "flex-wrap", "flex-grow", "flex-shrink", "flex-basis", "flex-line-count", "justify-content",
                "align-content", "align-items", "align-self", "justify-items", "justify-self", "row-gap", "column-gap",
                "grid-template-columns", "grid-template-rows", "grid-auto-columns", "grid-auto-rows", "grid-auto-flow",
                "grid-row-start", "grid-row-end", "grid-column-start", "grid-column-end", "text-align", "float", "clear",
            ]
            for side in ["top", "left", "bottom", "right"] {
                keys.formUnion([side, "margin-\(side)", "padding-\(side)", "border-\(side)"])
            }
            return keys
        }()

        mutating func note(_ what: String) { if unsupported == nil { unsupported = what } }
        mutating func noted<T>(_ fallback: T, _ what: String) -> T { note(what); return fallback }
    }

    static func ratio(_ v: String) -> Double? {
        let parts = v.split(separator: "/").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        if parts.count == 2, let a = parts[0], let b = parts[1], b != 0 { return a / b }
        return parts.count == 1 ? parts[0] : nil
    }
}
