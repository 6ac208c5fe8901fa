/// A display list that a backend cannot draw.
public struct DisplayListError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The index of the offending item (the list's item count for a push that is never popped).
    public var index: Int
    public var reason: String
    public init(index: Int, reason: String) { self.index = index; self.reason = reason }
    public var description: String { "display list item \(index): \(reason)" }
}

extension DisplayList {
    /// Checks that every `pushClip` is closed by a `popClip`, every `pushOpacity` by a `popOpacity`
    /// and every `pushRotation` by a `popRotation`, properly nested, and that the canvas size is
    /// finite and not negative.
    /// Backends call this before drawing.
    public func validate() throws {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw DisplayListError(index: 0, reason: "invalid canvas size \(size.width)x\(size.height)")
        }
        enum Open: String { case clip = "pushClip", opacity = "pushOpacity", rotation = "pushRotation" }
        var stack: [Open] = []
        for (index, item) in items.enumerated() {
            switch item {
            case .pushClip: stack.append(.clip)
            case .pushOpacity: stack.append(.opacity)
            case .pushRotation: stack.append(.rotation)
            case .popRotation:
                guard stack.popLast() == .rotation else {
                    throw DisplayListError(index: index, reason: "popRotation without a matching pushRotation")
                }
            case .popClip:
                guard stack.popLast() == .clip else {
                    throw DisplayListError(index: index, reason: "popClip without a matching pushClip")
                }
            case .popOpacity:
                guard stack.popLast() == .opacity else {
                    throw DisplayListError(index: index, reason: "popOpacity without a matching pushOpacity")
                }
            default: break
            }
        }
        if let open = stack.last {
            throw DisplayListError(index: items.count, reason: "\(open.rawValue) never popped")
        }
    }
}
