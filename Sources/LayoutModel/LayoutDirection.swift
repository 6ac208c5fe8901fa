import Foundation

/// The direction a container lays its children out in along x (TangramKit's RTL, Android's
/// `layoutDirection`).
///
/// In a right-to-left container the arrangement is mirrored: every child's x becomes
/// `width - x - childWidth`, so `left`/`right` margins and padding act as leading/trailing and
/// start gravity means the right edge. Flexbox follows CSS `direction: rtl` instead (margins stay
/// physical) and a constraint layout flips `leading`/`trailing` (not `left`/`right`), as Auto Layout does.
/// A node with no direction inherits its parent's; the root's default is left to right.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}

/// A 2D affine transform `(x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty)` (the same layout of
/// numbers as CoreGraphics and SVG's `matrix(a b c d e f)`).
///
/// As a container's `layoutTransform` (TangramKit's `tg_layoutTransform`) it is applied after
/// layout to each child's centre, taken relative to the container's centre; children keep
/// their sizes.
public struct AffineTransform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (x, y).
    public static func translation(_ x: Double, _ y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by (sx, sy).
    public static func scale(_ sx: Double, _ sy: Double) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `degrees`, clockwise on screen (y grows downwards).
    public static func rotation(degrees: Double) -> AffineTransform {
        var s = sin(degrees * .pi / 180), c = cos(degrees * .pi / 180)
        if degrees.truncatingRemainder(dividingBy: 90) == 0 {
            // Exact at quarter turns, so rotated frames come out exact.
            let quarter = Int((degrees / 90).truncatingRemainder(dividingBy: 4) + 4) % 4
            (s, c) = ([0.0, 1, 0, -1][quarter], [1.0, 0, -1, 0][quarter])
        }
        return AffineTransform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// `self` followed by `next`: the point is transformed by `self` first.
    public func then(_ next: AffineTransform) -> AffineTransform {
        AffineTransform(a: next.a * a + next.c * b, b: next.b * a + next.d * b,
                        c: next.a * c + next.c * d, d: next.b * c + next.d * d,
                        tx: next.a * tx + next.c * ty + next.tx, ty: next.b * tx + next.d * ty + next.ty)
    }

    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }
}
