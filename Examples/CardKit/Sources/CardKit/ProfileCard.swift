import LayoutEngine
import LayoutModel

/// A profile card: an avatar beside a name and a role, and a follow button below, full width.
/// Built with the layout-only product (`LayoutSnapLayout`): no Cairo, Pango or libpng needed.
public struct ProfileCard: Sendable {
    public var name: String
    public var role: String
    public var accent: Color

    public init(name: String, role: String, accent: Color = Color(red: 30, green: 136, blue: 229)) {
        self.name = name; self.role = role; self.accent = accent
    }

    /// The card's layout tree.
    public var node: LayoutNode {
        Linear("card", .vertical, spacing: 12) {
            Linear("header", .horizontal, spacing: 12) {
                Box("avatar").width(48).height(48).background(accent)
                Linear("titles", .vertical, spacing: 4) {
                    Text("name", name, size: 17)
                    Text("role", role, size: 13)
                }.width(.fill).height(.wrap)
            }.width(.fill).height(.wrap)
            Box("follow").width(.fill).height(36).background(accent)
        }.width(.fill).height(.wrap).padding(16).background(Color(red: 255, green: 255, blue: 255))
    }

    /// The card's frame tree at `width`, measured with `measurer` (the layout-only product has the
    /// Ahem measurer, one em per glyph; LayoutSnap's renderer measures with Pango and pinned fonts).
    public func frames(width: Double, measurer: any TextMeasurer = AhemTextMeasurer()) throws -> FrameNode {
        try LayoutEngine(textMeasurer: measurer).layout(node, in: Viewport(width: width, height: 10_000))
    }
}
