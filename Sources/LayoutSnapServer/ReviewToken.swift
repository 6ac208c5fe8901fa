/// The per-run secret that approve and reject requests must carry in the `X-LayoutSnap-Token`
/// header: 256 bits from `SystemRandomNumberGenerator` (the operating system's secure source),
/// as 64 lowercase hexadecimal digits. Printed on the terminal in the page's URL (`#token=`), it
/// is known to whoever sees the terminal and to the page opened from it, not to other sites.
public struct ReviewToken: Hashable, Sendable, CustomStringConvertible {
    /// The 64 hexadecimal digits.
    public let value: String

    /// A new random token.
    public init() {
        var generator = SystemRandomNumberGenerator()
        value = (0..<4).map { _ in
            let digits = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }

    /// A given token (tests).
    public init(value: String) {
        self.value = value
    }

    public var description: String { value }

    /// Whether `candidate` is this token, comparing every byte whatever the first difference
    /// (no timing that tells how much of a guess was right).
    public func matches(_ candidate: String?) -> Bool {
        guard let candidate else { return false }
        let a = Array(value.utf8), b = Array(candidate.utf8)
        var difference = UInt8(a.count == b.count ? 0 : 1)
        for i in 0..<a.count { difference |= a[i] ^ (i < b.count ? b[i] : 0) }
        return difference == 0
    }
}
