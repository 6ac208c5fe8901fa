/// Every key the fixture decoder accepts, grouped by where it may appear.
///
/// These lists are the single source of truth for the decoder's unknown-key check and its
/// "did you mean" suggestions; a test compares them with `Fixtures/schema.json` so the schema
/// cannot drift from the decoder.
public enum FixtureKeys {
    /// The top-level object of a fixture file.
    public static let fixture = ["$schema", "description", "viewport", "fonts", "root", "expected", "variants", "colors"]
    /// An object entry of `variants` (a fixture's or the project's).
    public static let variant = ["name", "device", "orientation", "width", "height", "scale", "safeArea", "sizeClass",
                                 "appearance", "direction", "textSize", "fit", "expected", "matrix"]
    /// A variant's `sizeClass`.
    public static let sizeClass = ["width", "height"]
    /// An entry of the fixture's `fonts`.
    public static let fontFile = ["file", "family"]
    /// `viewport`.
    public static let viewport = ["width", "height", "scale"]

    /// Keys every node may have.
    public static let nodeCommon = [
        "name", "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight",
        "margin", "padding", "visibility", "align",
        "background", "borderColor", "borderWidth", "cornerRadius", "opacity", "flexItem", "anchors", "float",
        "borderlines", "useFrame", "noLayout",
    ]
    /// Keys only a container has.
    public static let container = ["layout", "children", "layoutDirection", "layoutTransform", "separators",
                                   "paddingWhenEmpty"]
    /// Parameters of `"layout": "linear"`.
    public static let linear = ["orientation", "spacing", "gravity", "reverse", "implicitWeight"]
    /// Parameters of `"layout": "frame"`.
    public static let frame = ["gravity"]
    /// Parameters of `"layout": "scroll"`.
    public static let scroll = ["axis"]
    /// Parameters of `"layout": "constraints"`.
    public static let constraints = ["constraints", "safeArea", "contentPriorities"]
    /// One child's entry in `contentPriorities`.
    public static let contentPriority = ["hugging", "compression"]
    /// Parameters of `"layout": "flex"`.
    public static let flex = ["direction", "wrap", "justifyContent", "alignItems", "alignContent", "gap"]
    /// Parameters of `"layout": "block"` and `"flow-root"`.
    public static let block = ["alignContent", "childAlign"]
    /// Parameters of `"layout": "grid"`.
    public static let grid = ["columns", "rows", "areas", "autoColumns", "autoRows", "autoFlow", "gap", "justifyItems", "alignItems",
                              "justifyContent", "alignContent"]
    /// Parameters of `"layout": "table"`.
    public static let table = ["orientation", "spacing", "rowSize", "columnSize", "gravity"]
    /// Parameters of `"layout": "row"` (a table's child): its own sizes, overriding the table's.
    public static let tableRow = ["rowSize", "columnSize"]
    /// Parameters of `"layout": "float"`.
    public static let float = ["orientation", "spacing", "gravity", "noBoundary", "flexibleSpacing"]
    /// A float or flow container's `flexibleSpacing`.
    public static let flexibleSpacing = ["itemSize", "minSpace", "maxSpace", "centered"]
    /// The object form of a node's `float` (read by a float parent).
    public static let floatItem = ["side", "clear"]
    /// The object form of a table's (or a float layout's) `spacing`.
    public static let tableSpacing = ["row", "column"]
    /// The object form of a table's `columnSize`.
    public static let columnCount = ["count"]
    /// Parameters of `"layout": "path"`.
    public static let path = ["curve", "origin", "math", "reverse", "start", "end", "spacing", "distanceError", "originNode"]
    /// A path layout's `curve`: `y` alone (y = f(x)), `x` and `y` (functions of t) or `r` alone (r = f(theta)).
    public static let pathCurve = ["x", "y", "r"]
    /// A path layout's `origin` (fractions of the inner size).
    public static let pathOrigin = ["x", "y"]
    /// The object form of a path layout's `spacing`.
    public static let pathSpacing = ["fixed", "count"]
    /// `flexItem` of a node (read by a flex parent).
    public static let flexItem = ["grow", "shrink", "basis", "alignSelf", "aspectRatio",
                                  "margin", "border", "position", "inset", "boxSizing", "overflow", "scrollbarWidth",
                                  "gridRow", "gridColumn", "gridArea", "justifySelf", "float", "clear"]
    /// The object form of a flex item's `overflow`.
    public static let overflowAxes = ["x", "y"]
    /// The object form of a flex item's `margin`, `border` and `inset`.
    public static let cssEdges = ["top", "left", "bottom", "right", "horizontal", "vertical"]
    /// The object form of a flex container's `gap`.
    public static let flexGap = ["row", "column"]
    /// Parameters of `"layout": "flow"`.
    public static let flow = ["orientation", "arrangedCount", "spacing", "gravity", "arrangedGravity", "lastLineGravity",
                              "flexibleSpacing", "pagedCount", "pageSize", "autoArrange"]
    /// The object form of a flow's `spacing`: the gap along x and along y.
    public static let flowSpacing = ["horizontal", "vertical"]
    /// A flow's `pageSize`.
    public static let pageSize = ["width", "height"]
    /// Parameters of `"layout": "relative"` (none: children carry `anchors`).
    public static let relative: [String] = []
    /// `anchors` of a node (read by a relative parent).
    public static let anchors = RelativeEdge.allCases.map(\.rawValue) + RelativeAnchors.boundKeys.map(\.key)
        + RelativeAnchors.groupKeys.map(\.key) + RelativeAnchors.shareKeys.map(\.key)
    /// The content keys of a leaf; a leaf has at most one.
    public static let content = ["text", "image", "intrinsic"]

    /// Every key a node object may have, whatever its kind.
    public static var node: [String] {
        var all = nodeCommon + container
        for key in layoutKeys + content where !all.contains(key) { all.append(key) }
        return all
    }

    /// Every key that belongs to some layouts only (with repeats).
    static var layoutKeys: [String] { linear + frame + scroll + constraints + flex + relative + table + tableRow + float + flow + path + grid + block }

    /// The object form of a container's `layoutTransform` (the array form is a matrix).
    public static let layoutTransform = ["scale", "rotate", "translate"]
    /// `borderlines` of a node.
    public static let borderlines = ["all", "top", "left", "bottom", "right"]
    /// One borderline, and a container's `separators`.
    public static let borderline = ["color", "thickness", "dash", "headIndent", "tailIndent", "offset"]
    /// The object form of `margin`.
    public static let margin = ["top", "left", "bottom", "right", "horizontal", "vertical"]
    /// The object form of `padding`.
    public static let padding = ["top", "left", "bottom", "right", "horizontal", "vertical"]
    /// `align` of a node, and `gravity` of a container.
    public static let axes = ["horizontal", "vertical"]
    /// The object form of `text`.
    public static let text = ["string", "font", "fontSize", "fontWeight", "italic", "lineHeight", "lineHeightMultiple",
                              "letterSpacing", "maxLines", "truncation", "wrap", "color", "align", "writingMode", "runs"]
    /// An entry of a text's `runs`.
    public static let textRun = ["start", "length", "font", "fontSize", "fontWeight", "italic", "color", "underline"]
    /// `image`.
    public static let image = ["source", "width", "height"]
    /// `intrinsic`.
    public static let intrinsic = ["width", "height"]
    /// The object form of a size value.
    public static let sizeObject = ["weight", "equal", "multiple", "increment"]

    /// The key lists by the name of the matching definition in `Fixtures/schema.json`
    /// (`fixture` is the schema's top level, the others live under `$defs`).
    public static let bySchemaDefinition: [String: [String]] = [
        "fixture": fixture, "fontFile": fontFile, "viewport": viewport, "node": node, "margins": margin, "padding": padding,
        "alignment": axes, "linearGravity": axes, "frameGravity": axes, "textObject": text, "textRun": textRun, "image": image,
        "intrinsic": intrinsic, "sizeObject": sizeObject, "contentPriority": contentPriority, "axisPriorities": axes,
        "flexItem": flexItem, "flexGap": flexGap, "anchors": anchors,
        "tableSpacing": tableSpacing, "columnCount": columnCount,
        "flowSpacing": flowSpacing, "flexibleSpacing": flexibleSpacing, "pageSize": pageSize,
        "pathCurve": pathCurve, "pathOrigin": pathOrigin, "pathSpacing": pathSpacing,
        "layoutTransformObject": layoutTransform, "overflowAxes": overflowAxes, "cssEdges": cssEdges, "borderlines": borderlines, "borderline": borderline,
        "floatGravity": axes, "floatItem": floatItem,
        "variant": variant, "sizeClass": sizeClass, "variantMatrix": VariantDecoder.matrixKeys,
    ]

    /// For a node key that belongs to some layouts only: which ones, for the error message.
    static func layouts(owning key: String) -> [String] {
        var owners: [String] = []
        if linear.contains(key) { owners.append("linear") }
        if frame.contains(key) { owners.append("frame") }
        if scroll.contains(key) { owners.append("scroll") }
        if constraints.contains(key) { owners.append("constraints") }
        if flex.contains(key) { owners.append("flex") }
        if relative.contains(key) { owners.append("relative") }
        if table.contains(key) { owners.append("table") }
        if tableRow.contains(key) { owners.append("row") }
        if float.contains(key) { owners.append("float") }
        if flow.contains(key) { owners.append("flow") }
        if path.contains(key) { owners.append("path") }
        if grid.contains(key) { owners.append("grid") }
        if block.contains(key) { owners.append("block") }
        return owners
    }
}
