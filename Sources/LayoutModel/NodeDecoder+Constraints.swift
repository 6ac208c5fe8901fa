/// The parameters of `"layout": "constraints"`.
extension NodeDecoder {
    /// `constraints` (strings in `ConstraintParser` syntax), `safeArea` (insets like padding) and
    /// `contentPriorities` (`{"child": {"hugging": {"horizontal": 251}, "compression": {"vertical": 749}}}`).
    /// A syntax error names the constraint's JSON path and the character; an item that is not a child
    /// is an error at its first character.
    func constraintLayout(_ object: [String: Any], _ path: JSONPath, children: [LayoutNode],
                          _ reader: JSONReader) throws(LayoutError) -> ConstraintLayout {
        var layout = ConstraintLayout()
        let names = children.map(\.name)
        for (i, child) in children.enumerated()
        where child.name == ConstraintTarget.parentName || child.name == ConstraintTarget.safeAreaName {
            throw reader.error(path.key("children").index(i).key("name"),
                               "'\(child.name)' is reserved in a constraints container (it names the container or its safe area)")
        }
        if let v = object["constraints"] {
            for (k, item) in try reader.array(v, path.key("constraints")).enumerated() {
                let at = path.key("constraints").index(k)
                let text = try reader.string(item, at)
                let parsed: ConstraintParser.Parsed
                do { parsed = try ConstraintParser.parse(text) } catch {
                    throw reader.error(at, "character \(error.character) of \"\(text)\": \(error.message)")
                }
                let c = parsed.constraint
                for (target, column) in [(c.first.target, parsed.firstItemAt), (c.second?.target, parsed.secondItemAt)] {
                    guard case .child(let name)? = target, let column, !names.contains(name) else { continue }
                    throw reader.error(at, "character \(column) of \"\(text)\": '\(name)' is not a child of this container"
                        + Suggestion.didYouMean(name, among: names + [ConstraintTarget.parentName, ConstraintTarget.safeAreaName])
                        + "; items are its children, 'parent' and 'safe'")
                }
                layout.constraints.append(c)
            }
        }
        if let v = object["safeArea"] { layout.safeArea = try padding(v, path.key("safeArea"), reader) }
        if let v = object["contentPriorities"] {
            let byChild = try reader.object(v, path.key("contentPriorities"))
            for name in byChild.keys.sorted() {
                let at = path.key("contentPriorities").key(name)
                guard names.contains(name) else {
                    throw reader.error(at, "'\(name)' is not a child of this container" + Suggestion.didYouMean(name, among: names))
                }
                let entry = try reader.object(byChild[name]!, at)
                try reader.checkKeys(entry, at, allowed: FixtureKeys.contentPriority)
                var priorities = ContentPriorities()
                if let h = entry["hugging"] { priorities.hugging = try axisPriorities(h, at.key("hugging"), reader) }
                if let c = entry["compression"] { priorities.compression = try axisPriorities(c, at.key("compression"), reader) }
                layout.contentPriorities[name] = priorities
            }
        }
        return layout
    }

    /// `{"horizontal": 251, "vertical": 1000}`: priorities from 1 to 1000.
    private func axisPriorities(_ value: Any, _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) -> [Axis: Double] {
        let object = try reader.object(value, path)
        try reader.checkKeys(object, path, allowed: FixtureKeys.axes)
        var result: [Axis: Double] = [:]
        for axis in Axis.allCases {
            guard let v = object[axis.rawValue] else { continue }
            let p = try reader.number(v, path.key(axis.rawValue))
            guard (1...1000).contains(p) else {
                throw reader.error(path.key(axis.rawValue), "a priority is from 1 to 1000, found \(NumberFormat.short(p))")
            }
            result[axis] = p
        }
        return result
    }
}
