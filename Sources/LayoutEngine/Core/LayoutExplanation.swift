import LayoutModel

/// Why a node has its frame: its parent's algorithm, what the node declares, the sizes the parent
/// asked of it, and the rules that decided each of its width, height, x and y, as the parent's
/// algorithm noted them while it placed the node (`LayoutEngine.explain`).
public struct LayoutExplanation: Hashable, Sendable {
    /// What a note is about.
    public enum Part: String, Hashable, Sendable, Codable, CaseIterable {
        case width, height, x, y
        /// The container as a whole (its free space, its lines).
        case container
    }

    public struct Note: Hashable, Sendable, Codable {
        public var part: Part
        public var text: String
    }

    /// A size the parent asked of the node (`exactly 335`, `at most 335`, `unbounded`, `min-content`
    /// per axis) and the border-box size it answered.
    public struct Request: Hashable, Sendable {
        public var width: String
        public var height: String
        public var answer: Size
    }

    public var node: String
    /// The JSON path of the node in its tree (`$.root.children[2]`).
    public var path: String
    public var parent: String?
    /// The parent's algorithm, as fixtures write it (`linear (vertical)`, `flex`), or `viewport` for the root.
    public var algorithm: String
    /// The parent's final border-box size (the viewport's for the root).
    public var parentSize: Size
    /// The frame, relative to the parent's border box, before pixel snapping.
    public var frame: Rect
    /// What the node declares that sizes or places it (`width: fill`, `height: 48`, `minWidth: 10`, `weight 1`).
    public var declared: [String]
    public var requests: [Request]
    public var notes: [Note]

    public init(node: String, path: String, parent: String?, algorithm: String, parentSize: Size, frame: Rect,
                declared: [String], requests: [Request], notes: [Note]) {
        self.node = node; self.path = path; self.parent = parent; self.algorithm = algorithm; self.parentSize = parentSize
        self.frame = frame; self.declared = declared; self.requests = requests; self.notes = notes
    }
}

extension AxisProposal {
    /// `exactly 335`, `at most 335`, `unbounded`, `min-content`.
    public var explanationText: String {
        switch self {
        case .exactly(let v): return "exactly " + NumberFormat.short(v)
        case .atMost(let v): return "at most " + NumberFormat.short(v)
        case .unbounded: return "unbounded"
        case .minContent: return "min-content"
        }
    }
}
