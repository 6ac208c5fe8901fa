import Foundation

/// Layout parameters of containers and the content of leaves.
extension NodeDecoder {
    // MARK: Layout parameters

    func linear(_ object: [String: Any], _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) -> LinearLayout {
        guard let o = object["orientation"] else {
            throw reader.error(path, "a linear layout needs 'orientation' ('vertical' or 'horizontal')")
        }
        var linear = LinearLayout(orientation: try reader.enumeration(o, path.key("orientation"), what: "orientation"))
        if let v = object["spacing"] { linear.spacing = try reader.nonNegative(v, path.key("spacing"), "spacing") }
        if let v = object["gravity"] {
            let (h, v) = try gravity(v, path.key("gravity"), allowed: Gravity.allCases, layout: "linear", reader)
            linear.horizontalGravity = h; linear.verticalGravity = v
        }
        if let v = object["reverse"] { linear.reverse = try reader.bool(v, path.key("reverse")) }
        if let v = object["implicitWeight"] { linear.implicitWeight = try reader.bool(v, path.key("implicitWeight")) }
        return linear
    }

    func frame(_ object: [String: Any], _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) -> FrameLayout {
        var frame = FrameLayout()
        if let v = object["gravity"] {
            let (h, v) = try gravity(v, path.key("gravity"), allowed: [.start, .center, .end, .fill],
                                     layout: "frame", reader)
            frame.horizontalGravity = h; frame.verticalGravity = v
        }
        return frame
    }

    func scroll(_ object: [String: Any], _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) -> ScrollLayout {
        var scroll = ScrollLayout()
        if let v = object["axis"] { scroll.axis = try reader.enumeration(v, path.key("axis"), what: "axis") }
        return scroll
    }

    func flex(_ object: [String: Any], _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) -> FlexLayout {
        var flex = FlexLayout()
        if let v = object["direction"] { flex.direction = try reader.enumeration(v, path.key("direction"), what: "flex direction") }
        if let v = object["wrap"] { flex.wrap = try reader.enumeration(v, path.key("wrap"), what: "flex wrap") }
        if let v = object["justifyContent"] {
            flex.justifyContent = try reader.enumeration(v, path.key("justifyContent"), what: "content alignment")
        }
        if let v = object["alignContent"] {
            flex.alignContent = try reader.enumeration(v, path.key("alignContent"), what: "content alignment")
        }
        if let v = object["alignItems"] { flex.alignItems = try reader.enumeration(v, path.key("alignItems"), what: "item alignment") }
        if let v = object["gap"] {
            let p = path.key("gap")
            if let gaps = v as? [String: Any] {
                try reader.checkKeys(gaps, p, allowed: FixtureKeys.flexGap)
                if let r = gaps["row"] { flex.rowGap = .points(try reader.nonNegative(r, p.key("row"), "a gap")) }
                if let c = gaps["column"] { flex.columnGap = .points(try reader.nonNegative(c, p.key("column"), "a gap")) }
            } else {
                let g = try reader.nonNegative(v, p, "a gap")
                flex.rowGap = .points(g); flex.columnGap = .points(g)
            }
        }
        return flex
    }

    /// `{"grow": 1, "shrink": 0, "basis": 40 | "auto" | "25%", "alignSelf": "center", "aspectRatio": 1.5}`.
    func flexItem(_ value: Any, _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) -> FlexItem {
        let object = try reader.object(value, path)
        try reader.checkKeys(object, path, allowed: FixtureKeys.flexItem)
        var item = FlexItem()
        if let v = object["grow"] { item.grow = try reader.nonNegative(v, path.key("grow"), "flex grow") }
        if let v = object["shrink"] { item.shrink = try reader.nonNegative(v, path.key("shrink"), "flex shrink") }
        if let v = object["basis"] {
            let p = path.key("basis")
            if let s = v as? String {
                if s == "auto" {
                    item.basis = .auto
                } else if s.hasSuffix("%"), let f = Double(s.dropLast()), f >= 0, LayoutLimits.inRange(f) {
                    item.basis = .fraction(f / 100)
                } else {
                    throw reader.error(p, "bad flex basis \"\(s)\": expected a number, \"auto\" or a percentage such as \"25%\"")
                }
            } else {
                item.basis = .points(try reader.nonNegative(v, p, "a flex basis"))
            }
        }
        if let v = object["alignSelf"] { item.alignSelf = try reader.enumeration(v, path.key("alignSelf"), what: "item alignment") }
        if let v = object["aspectRatio"] {
            let r = try reader.number(v, path.key("aspectRatio"))
            guard r > 0 else { throw reader.error(path.key("aspectRatio"), "aspectRatio must be greater than 0") }
            item.aspectRatio = r
        }
        try cssBox(object, path, into: &item, reader)
        try gridItem(object, path, into: &item, reader)
        return item
    }

    /// `{"horizontal": G, "vertical": G}`; a gravity the layout does not support is named as such.
    func gravity(_ value: Any, _ path: JSONPath, allowed: [Gravity], layout: String,
                         _ reader: JSONReader) throws(LayoutError) -> (Gravity?, Gravity?) {
        let object = try reader.object(value, path)
        try reader.checkKeys(object, path, allowed: FixtureKeys.axes)
        func read(_ key: String) throws(LayoutError) -> Gravity? {
            guard let v = object[key] else { return nil }
            if let text = v as? String, let g = Gravity(rawValue: text), !allowed.contains(g) {
                throw reader.error(path.key(key), "gravity '\(text)' in gravity.\(key) is unsupported by the "
                    + "\(layout) layout; expected one of " + allowed.map { "'\($0.rawValue)'" }.joined(separator: ", "))
            }
            return try reader.enumeration(v, path.key(key), allowed: allowed, what: "gravity")
        }
        return (try read("horizontal"), try read("vertical"))
    }

    // MARK: Content

    /// The leaf's content from its one content key (`text`, `image` or `intrinsic`), or `.empty`.
    func content(_ object: [String: Any], _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) -> Content {
        let present = FixtureKeys.content.filter { object[$0] != nil }
        if present.count > 1 {
            throw reader.error(path.key(present[1]), "a leaf has at most one content key; found "
                + present.map { "'\($0)'" }.joined(separator: " and "))
        }
        if let v = object["text"] { return .text(try text(v, path.key("text"), reader)) }
        if let v = object["image"] { return .image(try image(v, path.key("image"), reader)) }
        if let v = object["intrinsic"] { return try intrinsic(v, path.key("intrinsic"), reader) }
        return .empty
    }

    func positive(_ value: Any, _ path: JSONPath, _ what: String,
                          _ reader: JSONReader) throws(LayoutError) -> Double {
        let d = try reader.number(value, path)
        guard d > 0 else { throw reader.error(path, "\(what) must be greater than 0, found \(NumberFormat.short(d))") }
        return d
    }

    /// `{"source": "logo.png", "width": 40, "height": 30}`: the source is resolved against the
    /// fixture's folder and must be a PNG file; without width and height its header gives the size.
    private func image(_ value: Any, _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) -> ImageContent {
        let object = try reader.object(value, path)
        try reader.checkKeys(object, path, allowed: FixtureKeys.image)
        let width = try object["width"].map { (v) throws(LayoutError) in
            try reader.nonNegative(v, path.key("width"), "an image width")
        }
        let height = try object["height"].map { (v) throws(LayoutError) in
            try reader.nonNegative(v, path.key("height"), "an image height")
        }
        if (width == nil) != (height == nil) {
            throw reader.error(path, "an image takes both 'width' and 'height', or neither (the PNG's size is used)")
        }
        var image = ImageContent()
        if let width, let height { image.naturalSize = Size(width: width, height: height) }
        if let s = object["source"] {
            let source = try reader.string(s, path.key("source"))
            let resolved = resolve(source)
            let size: Size
            do { size = try PNGHeader.size(atPath: resolved) } catch {
                throw reader.error(path.key("source"), error.reason)
            }
            image.source = resolved
            if image.naturalSize == nil { image.naturalSize = size }
        } else if image.naturalSize == nil {
            throw reader.error(path, "an image needs a 'source' or both 'width' and 'height'")
        }
        return image
    }

    /// `source` made absolute against `baseDirectory` (or the current directory), `.` and `..` removed.
    func resolve(_ source: String) -> String {
        if source.hasPrefix("/") { return URL(fileURLWithPath: source).standardizedFileURL.path }
        let base = baseDirectory ?? FileManager.default.currentDirectoryPath
        return URL(fileURLWithPath: source, relativeTo: URL(fileURLWithPath: base, isDirectory: true))
            .standardizedFileURL.path
    }

    /// `{"width": 40, "height": "none"}`: a missing axis or `"none"` has no intrinsic metric.
    private func intrinsic(_ value: Any, _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) -> Content {
        let object = try reader.object(value, path)
        try reader.checkKeys(object, path, allowed: FixtureKeys.intrinsic)
        func axis(_ key: String) throws(LayoutError) -> Double? {
            guard let v = object[key] else { return nil }
            if let s = v as? String {
                guard s == "none" else {
                    throw reader.error(path.key(key), "expected a number or \"none\", found \"\(s)\"")
                }
                return nil
            }
            return try reader.nonNegative(v, path.key(key), "an intrinsic \(key)")
        }
        return .intrinsic(width: try axis("width"), height: try axis("height"))
    }
}
