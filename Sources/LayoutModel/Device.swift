/// A screen to lay a fixture out on: its size in points in one orientation, its scale (device
/// pixels per point) and the safe area the system keeps for the status bar, the notch and the
/// home indicator in that orientation.
///
/// The presets (`Device.presets`, documented in the README's table) are common phones, tablets and
/// desktops; a fixture names them in a variant's `device` (`"device": "iPadPro11"`).
public struct Device: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable { case phone, tablet, desktop }

    /// The preset's name as a fixture writes it (`iPhoneSE`).
    public var name: String
    public var kind: Kind
    /// The size in points in `orientation`.
    public var width: Double
    public var height: Double
    public var scale: Double
    /// The safe area in each orientation.
    public var portraitSafeArea: EdgeInsets
    public var landscapeSafeArea: EdgeInsets

    public init(name: String, kind: Kind, width: Double, height: Double, scale: Double,
                portraitSafeArea: EdgeInsets = .zero, landscapeSafeArea: EdgeInsets = .zero) {
        self.name = name; self.kind = kind; self.width = width; self.height = height; self.scale = scale
        self.portraitSafeArea = portraitSafeArea; self.landscapeSafeArea = landscapeSafeArea
    }

    /// Landscape when wider than high.
    public var orientation: Orientation { width > height ? .landscape : .portrait }
    /// The safe area in the current orientation.
    public var safeArea: EdgeInsets { orientation == .landscape ? landscapeSafeArea : portraitSafeArea }
    /// The viewport: the size and scale.
    public var viewport: Viewport { Viewport(width: width, height: height, scale: scale) }
    /// The size classes iOS gives the screen (`SizeClasses.derived`).
    public var sizeClass: SizeClasses { .derived(width: width, height: height) }

    /// The same device turned to `orientation` (width and height swapped when it was the other way).
    public func turned(_ orientation: Orientation) -> Device {
        guard orientation != self.orientation else { return self }
        var d = self
        (d.width, d.height) = (height, width)
        return d
    }

    /// The device turned to landscape: `Device.iPadPro11.landscape`.
    public var landscape: Device { turned(.landscape) }
    /// The device turned to portrait.
    public var portrait: Device { turned(.portrait) }

    // MARK: Presets (sizes in points as Apple and Google publish them)

    /// iPhone SE (2nd and 3rd generation): 375 × 667 @2x, a 20 pt status bar, no notch.
    public static let iPhoneSE = Device(name: "iPhoneSE", kind: .phone, width: 375, height: 667, scale: 2,
                                        portraitSafeArea: EdgeInsets(top: 20))
    /// iPhone 13 mini: 375 × 812 @3x.
    public static let iPhone13mini = Device(name: "iPhone13mini", kind: .phone, width: 375, height: 812, scale: 3,
                                            portraitSafeArea: EdgeInsets(top: 50, bottom: 34),
                                            landscapeSafeArea: EdgeInsets(left: 50, bottom: 21, right: 50))
    /// iPhone 15 (and 15 Pro): 393 × 852 @3x, the Dynamic Island.
    public static let iPhone15 = Device(name: "iPhone15", kind: .phone, width: 393, height: 852, scale: 3,
                                        portraitSafeArea: EdgeInsets(top: 59, bottom: 34),
                                        landscapeSafeArea: EdgeInsets(left: 59, bottom: 21, right: 59))
    /// iPhone 15 Pro Max (and 15 Plus): 430 × 932 @3x; regular width in landscape.
    public static let iPhone15ProMax = Device(name: "iPhone15ProMax", kind: .phone, width: 430, height: 932, scale: 3,
                                              portraitSafeArea: EdgeInsets(top: 59, bottom: 34),
                                              landscapeSafeArea: EdgeInsets(left: 59, bottom: 21, right: 59))
    /// iPad mini (6th generation): 744 × 1133 @2x.
    public static let iPadMini = Device(name: "iPadMini", kind: .tablet, width: 744, height: 1133, scale: 2,
                                        portraitSafeArea: EdgeInsets(top: 24, bottom: 20),
                                        landscapeSafeArea: EdgeInsets(top: 24, bottom: 20))
    /// iPad Pro 11-inch: 834 × 1194 @2x.
    public static let iPadPro11 = Device(name: "iPadPro11", kind: .tablet, width: 834, height: 1194, scale: 2,
                                         portraitSafeArea: EdgeInsets(top: 24, bottom: 20),
                                         landscapeSafeArea: EdgeInsets(top: 24, bottom: 20))
    /// iPad Pro 12.9-inch: 1024 × 1366 @2x.
    public static let iPadPro13 = Device(name: "iPadPro13", kind: .tablet, width: 1024, height: 1366, scale: 2,
                                         portraitSafeArea: EdgeInsets(top: 24, bottom: 20),
                                         landscapeSafeArea: EdgeInsets(top: 24, bottom: 20))
    /// Pixel 7: 412 × 915 dp at 2.625 (420 dpi), a 24 dp status bar and gesture bar.
    public static let pixel7 = Device(name: "pixel7", kind: .phone, width: 412, height: 915, scale: 2.625,
                                      portraitSafeArea: EdgeInsets(top: 24, bottom: 24),
                                      landscapeSafeArea: EdgeInsets(top: 24, bottom: 24))
    /// A desktop browser window: 1280 × 800 @1x.
    public static let desktop = Device(name: "desktop", kind: .desktop, width: 1280, height: 800, scale: 1)
    /// A full-HD desktop: 1920 × 1080 @1x.
    public static let desktopHD = Device(name: "desktopHD", kind: .desktop, width: 1920, height: 1080, scale: 1)
    /// A 13" laptop (MacBook Air): 1440 × 900 @2x.
    public static let laptop = Device(name: "laptop", kind: .desktop, width: 1440, height: 900, scale: 2)

    /// Every preset, in the README's order.
    public static let presets: [Device] = [
        iPhoneSE, iPhone13mini, iPhone15, iPhone15ProMax, iPadMini, iPadPro11, iPadPro13, pixel7, desktop, desktopHD, laptop,
    ]

    /// The preset named `name` (exactly), if any.
    public static func named(_ name: String) -> Device? {
        presets.first { $0.name == name }
    }
}
