import Foundation

/// A variant as a fixture or the project writes it: every setting optional, applied over the
/// fixture's own viewport by `resolved(base:)`.
///
/// Precedence, from weakest to strongest: the fixture's `viewport`, then the `device` preset
/// (its size in `orientation`, scale and safe area), then the entry's own `width`, `height`,
/// `scale` and `safeArea`. Size classes are derived from the resulting width and height
/// (`SizeClasses.derived`) unless `sizeClass` gives one or both axes.
public struct VariantSpec: Hashable, Sendable {
    public var name: String
    public var device: Device?
    public var orientation: Orientation?
    public var width: Double?
    public var height: Double?
    public var scale: Double?
    public var safeArea: EdgeInsets?
    public var sizeClassWidth: SizeClass?
    public var sizeClassHeight: SizeClass?
    public var appearance: ColorScheme?
    public var direction: LayoutDirection?
    public var textSize: Double?
    public var fit: Variant.Fit?
    /// Where the entry is, for errors: the file (nil: the fixture) and its JSON path.
    public var file: String?
    public var jsonPath: String

    public init(name: String, device: Device? = nil, orientation: Orientation? = nil, width: Double? = nil,
                height: Double? = nil, scale: Double? = nil, safeArea: EdgeInsets? = nil,
                sizeClassWidth: SizeClass? = nil, sizeClassHeight: SizeClass? = nil, appearance: ColorScheme? = nil,
                direction: LayoutDirection? = nil, textSize: Double? = nil, fit: Variant.Fit? = nil,
                file: String? = nil, jsonPath: String = "$.variants") {
        self.name = name; self.device = device; self.orientation = orientation; self.width = width; self.height = height
        self.scale = scale; self.safeArea = safeArea; self.sizeClassWidth = sizeClassWidth
        self.sizeClassHeight = sizeClassHeight; self.appearance = appearance; self.direction = direction
        self.textSize = textSize; self.fit = fit; self.file = file; self.jsonPath = jsonPath
    }

    /// The variant over `base` (the fixture's viewport), by the precedence above.
    public func resolved(base: Viewport) -> Variant {
        var viewport = base
        var safe = EdgeInsets.zero
        if let device {
            let turned = orientation.map(device.turned) ?? device
            viewport = turned.viewport
            safe = turned.safeArea
        } else if let orientation, (viewport.width > viewport.height) != (orientation == .landscape),
                  viewport.width != viewport.height {
            (viewport.width, viewport.height) = (viewport.height, viewport.width)
        }
        if let width { viewport.width = width }
        if let height { viewport.height = height }
        if let scale { viewport.scale = scale }
        if let safeArea { safe = safeArea }
        var sizeClass: SizeClasses?
        if sizeClassWidth != nil || sizeClassHeight != nil {
            let derived = SizeClasses.derived(width: viewport.width, height: viewport.height)
            sizeClass = SizeClasses(width: sizeClassWidth ?? derived.width, height: sizeClassHeight ?? derived.height)
        }
        return Variant(name: name, viewport: viewport, safeArea: safe, sizeClass: sizeClass,
                       appearance: appearance ?? .light, direction: direction ?? .leftToRight,
                       textSize: textSize ?? 1, fit: fit, device: device.map { orientation.map($0.turned) ?? $0 })
    }
}

/// What a project gives every fixture (`layoutsnap.json`): the default variant list, named
/// colours, and the most snapshots one fixture may produce.
public struct FixtureDefaults: Hashable, Sendable {
    /// The variants of every fixture that has no `variants` of its own.
    public var variants: [VariantSpec]?
    public var colors: [String: NamedColor]
    /// The most snapshots (variants × formats) one fixture may produce.
    public var maxSnapshots: Int
    /// How many snapshots each variant makes (the formats checked); 1 when rendering.
    public var snapshotsPerVariant: Int
    /// The configuration file, for messages.
    public var file: String?

    /// The default `maxSnapshots`.
    public static let standardMaxSnapshots = 60

    public init(variants: [VariantSpec]? = nil, colors: [String: NamedColor] = [:],
                maxSnapshots: Int = FixtureDefaults.standardMaxSnapshots, snapshotsPerVariant: Int = 1, file: String? = nil) {
        self.variants = variants; self.colors = colors; self.maxSnapshots = maxSnapshots
        self.snapshotsPerVariant = snapshotsPerVariant; self.file = file
    }

    /// No project: no default variants, no named colours, the standard limit.
    public static let none = FixtureDefaults()

    /// The keys of `layoutsnap.json` these come from.
    public static let configurationKeys = ["variants", "colors", "maxSnapshots"]

    /// Reads `variants`, `colors` and `maxSnapshots` from a project configuration's JSON
    /// (other keys are left to the caller), with the decoder's errors (file and JSON path).
    public static func decode(configuration data: [UInt8], file: String?) throws(LayoutError) -> FixtureDefaults {
        let json: Any
        do { json = try JSONDocumentParser.parse(Data(data), maxDepth: LayoutLimits.maxJSONDepth, maxNodes: 100_000) } catch {
            throw LayoutError(file: file, reason: "malformed JSON")
        }
        let reader = JSONReader(file: file)
        let object = try reader.object(json, .root)
        var defaults = FixtureDefaults(file: file)
        if let v = object["variants"] {
            defaults.variants = try VariantDecoder(reader: reader).variants(v, JSONPath.root.key("variants"))
        }
        if let v = object["colors"] {
            defaults.colors = try VariantDecoder(reader: reader).colors(v, JSONPath.root.key("colors"))
        }
        if let v = object["maxSnapshots"] {
            let n = try reader.count(v, JSONPath.root.key("maxSnapshots"))
            guard n >= 1 else { throw reader.error(JSONPath.root.key("maxSnapshots"), "maxSnapshots must be at least 1") }
            defaults.maxSnapshots = n
        }
        return defaults
    }
}
