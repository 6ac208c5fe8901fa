/// A problem with the input, located as precisely as we can: the file, the JSON path, the node.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The fixture file, when the input came from one.
    public var file: String?
    /// A JSON path such as `$.root.children[2].width`.
    public var path: String?
    /// The node the problem is about, when there is one.
    public var node: String?
    public var reason: String

    public init(file: String? = nil, path: String? = nil, node: String? = nil, reason: String) {
        self.file = file; self.path = path; self.node = node; self.reason = reason
    }

    /// `file: $.path: node 'name': reason`, leaving out the parts that are unknown.
    public var description: String {
        var parts: [String] = []
        if let file { parts.append(file) }
        if let path { parts.append(path) }
        if let node { parts.append("node '\(node)'") }
        parts.append(reason)
        return parts.joined(separator: ": ")
    }

    /// The same error located in `file`.
    public func inFile(_ file: String) -> LayoutError {
        var e = self; e.file = file; return e
    }
}

/// Something worth telling about a layout that still produced a result (an ambiguous constraint
/// layout, a container size its required constraints override).
public struct LayoutWarning: Hashable, Sendable, CustomStringConvertible {
    public var path: String?
    public var node: String?
    public var message: String
    public init(path: String? = nil, node: String? = nil, message: String) {
        self.path = path; self.node = node; self.message = message
    }
    /// `warning: $.path: node 'name': message`.
    public var description: String {
        "warning: " + LayoutError(path: path, node: node, reason: message).description
    }
}
