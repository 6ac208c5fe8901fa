import Foundation

/// The largest image, in pixels, that LayoutSnap decodes or renders: decoding a PNG and creating a
/// Cairo canvas check it against the size first and refuse a larger image before allocating
/// anything for its pixels (a 32768 x 32768 PNG header claims 4 GiB of RGBA).
///
/// The default is 67,108,864 pixels (64 Mi: 8192 x 8192, 256 MiB of RGBA; a 3840 x 2160 screen at
/// 2x is 33 Mi). `LAYOUTSNAP_MAX_PIXELS` in the environment replaces it for the whole process;
/// APIs that check the limit also take it as a parameter.
public enum PixelLimit {
    /// 8192 x 8192.
    public static let defaultMaxPixels = 67_108_864
    /// The environment variable that replaces the default: a whole number of pixels, at least 1.
    public static let environmentVariable = "LAYOUTSNAP_MAX_PIXELS"

    /// The limit in effect: `LAYOUTSNAP_MAX_PIXELS` when it is set to a whole number of at least
    /// 1, else `defaultMaxPixels`. Read once per process.
    public static let current: Int = (try? fromEnvironment()) ?? defaultMaxPixels

    /// The limit `environment` sets (nil: the process's environment, read with `getenv`, which
    /// unlike `ProcessInfo` costs nothing at start-up): `defaultMaxPixels` when the variable is
    /// unset or empty. Throws `PixelLimitError.badSetting` for any other value that is not a whole
    /// number ≥ 1.
    public static func fromEnvironment(_ environment: [String: String]? = nil) throws -> Int {
        let setting = environment.map { $0[environmentVariable] } ?? getenv(environmentVariable).map { String(cString: $0) }
        guard let text = setting, !text.isEmpty else { return defaultMaxPixels }
        guard let value = Int(text), value >= 1 else { throw PixelLimitError.badSetting(text) }
        return value
    }

    /// Whether a `width` x `height` image is within `limit` pixels (sizes must not be negative).
    public static func allows(width: Int, height: Int, limit: Int) -> Bool {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        return !overflow && pixels <= limit
    }

    /// The message for an image over the limit: its size, the limit and how to raise it.
    public static func refusal(width: Int, height: Int, limit: Int) -> String {
        "\(width)x\(height) is \(width.multipliedReportingOverflow(by: height).partialValue) pixels, above the limit of "
            + "\(limit) (set \(environmentVariable) to raise it)"
    }
}

/// A bad `LAYOUTSNAP_MAX_PIXELS` value.
public enum PixelLimitError: Error, Hashable, Sendable, CustomStringConvertible {
    case badSetting(String)

    public var description: String {
        switch self {
        case .badSetting(let text):
            "\(PixelLimit.environmentVariable)=\(text) is not a whole number of pixels of at least 1"
        }
    }
}
