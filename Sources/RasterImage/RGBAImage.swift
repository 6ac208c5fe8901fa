/// A raster image of straight (not premultiplied) 8-bit RGBA pixels, row-major with no padding:
/// the pixel at (x, y) starts at byte `(y * width + x) * 4` and holds red, green, blue, alpha.
public struct RGBAImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// Exactly `width * height * 4` bytes.
    public let pixels: [UInt8]

    /// An image over `pixels`; traps when `pixels.count != width * height * 4` or a size is negative.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0, "RGBAImage size must not be negative")
        precondition(pixels.count == width * height * 4, "RGBAImage needs width * height * 4 bytes")
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// An image filled with one straight RGBA colour.
    public init(width: Int, height: Int, fill: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            bytes[i] = fill.red; bytes[i + 1] = fill.green; bytes[i + 2] = fill.blue; bytes[i + 3] = fill.alpha
        }
        self.init(width: width, height: height, pixels: bytes)
    }

    /// The straight RGBA value at (x, y); traps outside the image.
    public subscript(x: Int, y: Int) -> RGBA {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the image")
        let i = (y * width + x) * 4
        return RGBA(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}

/// One straight RGBA8 pixel value.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// `rgba(r, g, b, a)`, for test messages.
    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }

    /// The largest difference over the four channels.
    public func maxChannelDifference(to other: RGBA) -> Int {
        Swift.max(abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)),
                  abs(Int(blue) - Int(other.blue)), abs(Int(alpha) - Int(other.alpha)))
    }
}
