/// A straight (not premultiplied) sRGB colour with 8 bits per channel.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 255, green: 255, blue: 255)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// Named colours accepted in fixtures besides `#rgb`, `#rrggbb` and `#rrggbbaa`.
    public static let named: [String: Color] = [
        "black": .black, "white": .white, "transparent": .clear,
        "red": Color(red: 255, green: 0, blue: 0), "green": Color(red: 0, green: 128, blue: 0),
        "blue": Color(red: 0, green: 0, blue: 255), "gray": Color(red: 128, green: 128, blue: 128),
        "grey": Color(red: 128, green: 128, blue: 128), "orange": Color(red: 255, green: 165, blue: 0),
        "yellow": Color(red: 255, green: 255, blue: 0), "purple": Color(red: 128, green: 0, blue: 128),
    ]

    /// The colour of `#rgb`, `#rrggbb`, `#rrggbbaa` or a name from `named`, for colours written in
    /// code: a text that is none of these stops the program naming it (`init(parsing:)` returns
    /// nil instead, for input).
    public static func hex(_ text: String) -> Color {
        guard let color = Color(parsing: text) else { preconditionFailure("not a colour: \"\(text)\" (expected #rgb, #rrggbb, #rrggbbaa or a name)") }
        return color
    }

    /// Parses `#rgb`, `#rrggbb`, `#rrggbbaa` or a name from `named`; nil when the text is none of these.
    public init?(parsing text: String) {
        if let c = Color.named[text.lowercased()] { self = c; return }
        guard text.hasPrefix("#") else { return nil }
        var hex = String(text.dropFirst())
        if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
        guard hex.count == 6 || hex.count == 8, let value = UInt32(hex, radix: 16) else { return nil }
        if hex.count == 6 {
            self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
        } else {
            self.init(red: UInt8(value >> 24), green: UInt8(value >> 16 & 0xFF),
                      blue: UInt8(value >> 8 & 0xFF), alpha: UInt8(value & 0xFF))
        }
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque.
    public var description: String { hex }

    public var hex: String {
        func h(_ v: UInt8) -> String { let s = String(v, radix: 16); return s.count == 1 ? "0" + s : s }
        return "#" + h(red) + h(green) + h(blue) + (alpha == 255 ? "" : h(alpha))
    }

    /// The colour with its alpha multiplied by `opacity` (0...1).
    public func withOpacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: UInt8((Double(alpha) * opacity).rounded()))
    }
}
