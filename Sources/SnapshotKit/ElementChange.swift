import Foundation

/// One element of a snapshot that changed between the reference and the actual output, as a
/// region of the image: what the report lists, outlines and highlights. The snapshot core only
/// carries it; what an element is (a layout node) is decided by whoever computes it.
public struct ElementChange: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable {
        case moved, resized
        /// Moved and resized.
        case changed
        case appeared, disappeared
    }

    /// The element's number in its snapshot's list, drawn beside its outline (from 1).
    public var number: Int
    public var name: String
    public var kind: Kind
    /// Where it is in the reference and in the actual output: `[x, y, width, height]` in points of
    /// the whole canvas (nil where it does not exist).
    public var reference: [Double]?
    public var actual: [Double]?
    /// The change in words: `height +8 (56 → 64)`, `y +8`.
    public var summary: String
    /// The element whose change moved this one (an earlier sibling that grew, a parent that
    /// resized); nil for a change of its own.
    public var cause: String?

    public init(number: Int, name: String, kind: Kind, reference: [Double]?, actual: [Double]?, summary: String, cause: String?) {
        self.number = number; self.name = name; self.kind = kind; self.reference = reference; self.actual = actual
        self.summary = summary; self.cause = cause
    }

    /// Changes of their own (not caused by another), in order.
    public static func primary(_ changes: [ElementChange]) -> [ElementChange] { changes.filter { $0.cause == nil } }

    /// The changes `name` caused.
    public static func caused(by name: String, in changes: [ElementChange]) -> [ElementChange] {
        changes.filter { $0.cause == name }
    }

    /// The list as text, a change of its own per line with what it moved indented below it:
    ///
    ///     1 header: resized, height +8 (56 → 64)
    ///         moved by it: 2 title (y +8), 3 footer (y +8)
    public static func text(_ changes: [ElementChange], indent: String = "  ") -> String {
        var lines: [String] = []
        for change in primary(changes) {
            lines.append("\(indent)\(change.number) \(change.name): \(change.kind.rawValue), \(change.summary)")
            let moved = caused(by: change.name, in: changes)
            if !moved.isEmpty {
                lines.append(indent + "    moved by it: " + moved.map { "\($0.number) \($0.name) (\($0.summary))" }.joined(separator: ", "))
            }
        }
        return lines.joined(separator: "\n")
    }
}
