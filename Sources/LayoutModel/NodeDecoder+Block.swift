/// `"layout": "block"` and `"layout": "flow-root"` (CSS block layout): `{"layout": "block",
/// "alignContent": "center", "childAlign": "center"}`; the children's CSS box keys are in their
/// `flexItem`, as for flex and grid items.
extension NodeDecoder {
    func block(_ object: [String: Any], _ path: JSONPath, isFlowRoot: Bool, _ reader: JSONReader) throws(LayoutError) -> BlockLayout {
        var block = BlockLayout(isFlowRoot: isFlowRoot)
        if let v = object["alignContent"] { block.alignContent = try reader.enumeration(v, path.key("alignContent"), what: "content alignment") }
        if let v = object["childAlign"] { block.childAlignment = try reader.enumeration(v, path.key("childAlign"), what: "child alignment") }
        return block
    }
}
