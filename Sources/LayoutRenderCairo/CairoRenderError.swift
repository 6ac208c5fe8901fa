/// Why `CairoRenderer`, `PangoTextMeasurer` or `FontRegistry` could not work.
public struct CairoRenderError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: String, Hashable, Sendable {
        /// A font file is missing or is not a font, or the pinned fonts are not installed.
        case fontUnavailable = "font unavailable"
        /// The canvas size or scale gives no drawable pixels or too many.
        case invalidCanvas = "invalid canvas"
        /// Cairo reported an error status.
        case cairo = "cairo error"
    }
    public var reason: Reason
    public var detail: String
    public init(_ reason: Reason, _ detail: String) { self.reason = reason; self.detail = detail }
    /// `reason: detail`.
    public var description: String { reason.rawValue + ": " + detail }
}
