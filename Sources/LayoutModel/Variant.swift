/// One named way to lay out a fixture or a subject: a viewport (size, scale, safe area), size
/// classes, an appearance, a layout direction and a text size, and optionally a canvas that fits
/// the root's content instead of the viewport.
///
/// Plain data. Its references are named `<case>@<name>.<ext>`. Presets and modifiers compose:
/// `Variant.iPhoneSE`, `Variant.iPadPro11.landscape`, `Variant.iPhone15.dark.rtl.textSize(1.5)`.
public struct Variant: Hashable, Sendable {
    /// How the canvas is sized.
    public enum Fit: String, Hashable, Sendable, CaseIterable {
        /// Width and height from the root's content (sizeThatFits with no proposal).
        case content
        /// The viewport's width; the height from the content.
        case height
    }

    /// Letters, digits, `-` and `_` (it is part of file names).
    public var name: String
    /// The preset the viewport and safe area came from, when one did.
    public var device: Device?
    public var viewport: Viewport
    /// Added to the root's padding, as a UIKit root view's layout margins grow by the safe area.
    public var safeArea: EdgeInsets
    /// Size classes given explicitly; nil: derived from the viewport (`SizeClasses.derived`).
    public var sizeClassOverride: SizeClasses?
    public var appearance: ColorScheme
    /// The root's layout direction when the root does not set one.
    public var direction: LayoutDirection
    /// Multiplies every font size, line height and letter spacing (Dynamic Type, Android's font scale).
    public var textSize: Double
    public var fit: Fit?

    public init(name: String, viewport: Viewport, safeArea: EdgeInsets = .zero, sizeClass: SizeClasses? = nil,
                appearance: ColorScheme = .light, direction: LayoutDirection = .leftToRight, textSize: Double = 1,
                fit: Fit? = nil, device: Device? = nil) {
        self.name = name; self.viewport = viewport; self.safeArea = safeArea; self.sizeClassOverride = sizeClass
        self.appearance = appearance; self.direction = direction; self.textSize = textSize; self.fit = fit
        self.device = device
    }

    /// `device`'s viewport and safe area, named after it (`iPhoneSE`, `iPadPro11-landscape`).
    public init(_ device: Device) {
        let landscape = device.orientation == .landscape && device.kind != .desktop
        self.init(name: device.name + (landscape ? "-landscape" : ""), viewport: device.viewport,
                  safeArea: device.safeArea, device: device)
    }

    /// The size classes: the given ones, else those of the viewport.
    public var sizeClass: SizeClasses {
        sizeClassOverride ?? .derived(width: viewport.width, height: viewport.height)
    }

    public var orientation: Orientation { viewport.width > viewport.height ? .landscape : .portrait }

    /// What per-variant values are chosen by.
    public var traits: VariantTraits {
        VariantTraits(sizeClass: sizeClass, orientation: orientation, appearance: appearance, direction: direction)
    }

    // MARK: Presets and modifiers

    public static var iPhoneSE: Variant { Variant(.iPhoneSE) }
    public static var iPhone13mini: Variant { Variant(.iPhone13mini) }
    public static var iPhone15: Variant { Variant(.iPhone15) }
    public static var iPhone15ProMax: Variant { Variant(.iPhone15ProMax) }
    public static var iPadMini: Variant { Variant(.iPadMini) }
    public static var iPadPro11: Variant { Variant(.iPadPro11) }
    public static var iPadPro13: Variant { Variant(.iPadPro13) }
    public static var pixel7: Variant { Variant(.pixel7) }
    public static var desktop: Variant { Variant(.desktop) }

    /// Turned to landscape: a device's landscape size and safe area (named `<device>-landscape`),
    /// else the viewport's sides swapped (name + `-landscape`). Unchanged when already landscape.
    public var landscape: Variant { turned(.landscape) }
    /// Turned to portrait (name + `-portrait`).
    public var portrait: Variant { turned(.portrait) }

    private func turned(_ to: Orientation) -> Variant {
        guard orientation != to else { return self }
        var v = self
        v.name += "-" + to.rawValue
        if let device {
            let d = device.turned(to)
            v.device = d
            v.viewport = Viewport(width: d.width, height: d.height, scale: viewport.scale)
            v.safeArea = d.safeArea
        } else {
            v.viewport = Viewport(width: viewport.height, height: viewport.width, scale: viewport.scale)
        }
        return v
    }

    /// Dark appearance, named + `-dark`.
    public var dark: Variant { var v = self; v.appearance = .dark; v.name += "-dark"; return v }
    /// Right to left, named + `-rtl`.
    public var rtl: Variant { var v = self; v.direction = .rightToLeft; v.name += "-rtl"; return v }
    /// Text scaled by `multiplier`, named + `-text<percent>` (`-text150` for 1.5).
    public func textSize(_ multiplier: Double) -> Variant {
        var v = self; v.textSize = multiplier
        v.name += "-text" + NumberFormat.short(multiplier * 100).replacingOccurrences(of: ".", with: "_")
        return v
    }
    /// The canvas sized to the content (`fit`), named + `-fit`.
    public func fitting(_ fit: Fit = .content) -> Variant { var v = self; v.fit = fit; v.name += "-fit"; return v }
    /// The same variant under another name.
    public func named(_ name: String) -> Variant { var v = self; v.name = name; return v }

    /// Whether `name` can name a variant: 1 to 64 ASCII letters, digits, `-` and `_`.
    public static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 64 && name.utf8.allSatisfy { b in
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x2D || b == 0x5F
        }
    }
}
