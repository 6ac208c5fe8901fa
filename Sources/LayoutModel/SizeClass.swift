/// A size class along one axis, as UIKit's `UIUserInterfaceSizeClass`: how much room there is,
/// coarsely, so a layout can switch arrangement (stacked in compact width, side by side in regular).
public enum SizeClass: String, Hashable, Sendable, CaseIterable {
    case compact, regular
}

/// The size classes of a screen along both axes.
public struct SizeClasses: Hashable, Sendable {
    public var width: SizeClass
    public var height: SizeClass

    public init(width: SizeClass, height: SizeClass) {
        self.width = width; self.height = height
    }

    /// The narrowest a regular width can be, in points: the 2/3 split view of a 12.9" iPad (678 pt)
    /// is regular, a landscape iPhone SE (667 pt) compact.
    public static let regularWidthMinimum = 678.0
    /// The shortest side a screen with a regular width must have (414 pt: iPhone Plus, XR, 11, Max
    /// in landscape are regular wide; iPhone 15 at 393 pt is not).
    public static let regularWidthMinimumHeight = 414.0
    /// The lowest a regular height can be (500 pt): every landscape iPhone (at most 430 pt) is
    /// compact high, every portrait phone and every iPad regular.
    public static let regularHeightMinimum = 500.0

    /// The size classes iOS gives a full-screen window of `width` × `height` points:
    /// - width regular when `width ≥ 678` and `height ≥ 414`, else compact;
    /// - height regular when `height ≥ 500`, else compact.
    ///
    /// So a portrait iPhone is compact × regular, a landscape iPhone compact × compact except the
    /// Plus/Max sizes (regular × compact), and an iPad regular × regular in both orientations,
    /// as Apple's size class table lists them.
    public static func derived(width: Double, height: Double) -> SizeClasses {
        SizeClasses(width: width >= regularWidthMinimum && height >= regularWidthMinimumHeight ? .regular : .compact,
                    height: height >= regularHeightMinimum ? .regular : .compact)
    }
}

/// Which way up a screen is: landscape when it is wider than high, else portrait.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
    case portrait, landscape
}

/// Light or dark appearance (UIKit's `userInterfaceStyle`, Android's night mode).
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    case light, dark
}

/// What per-variant values are chosen by: the traits of one variant.
public struct VariantTraits: Hashable, Sendable {
    public var sizeClass: SizeClasses
    public var orientation: Orientation
    public var appearance: ColorScheme
    public var direction: LayoutDirection

    public init(sizeClass: SizeClasses, orientation: Orientation, appearance: ColorScheme = .light,
                direction: LayoutDirection = .leftToRight) {
        self.sizeClass = sizeClass; self.orientation = orientation; self.appearance = appearance; self.direction = direction
    }

    /// The traits of a fixture with no variant: light, left to right, size classes and
    /// orientation from its viewport.
    public init(viewport: Viewport) {
        self.init(sizeClass: .derived(width: viewport.width, height: viewport.height),
                  orientation: viewport.width > viewport.height ? .landscape : .portrait)
    }

    /// Whether `trait` (one word of a per-variant key, `regular-width`, `dark`) holds.
    func holds(_ trait: VariantTrait) -> Bool {
        switch trait {
        case .compactWidth: sizeClass.width == .compact
        case .regularWidth: sizeClass.width == .regular
        case .compactHeight: sizeClass.height == .compact
        case .regularHeight: sizeClass.height == .regular
        case .portrait: orientation == .portrait
        case .landscape: orientation == .landscape
        case .light: appearance == .light
        case .dark: appearance == .dark
        case .ltr: direction == .leftToRight
        case .rtl: direction == .rightToLeft
        }
    }
}

/// One trait a per-variant value may be chosen by, as written after `@` in the fixture.
public enum VariantTrait: String, Hashable, Sendable, CaseIterable {
    case compactWidth = "compact-width", regularWidth = "regular-width"
    case compactHeight = "compact-height", regularHeight = "regular-height"
    case portrait, landscape, light, dark, ltr, rtl

    /// The dimension the trait belongs to: two traits of one dimension never hold together.
    var dimension: Int {
        switch self {
        case .compactWidth, .regularWidth: 0
        case .compactHeight, .regularHeight: 1
        case .portrait, .landscape: 2
        case .light, .dark: 3
        case .ltr, .rtl: 4
        }
    }
}
