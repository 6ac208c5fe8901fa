extension Array {
    /// `count` copies of `value`, like `init(repeating:count:)` but built by appending to reserved
    /// storage, which the optimizer specializes; `init(repeating:count:)` looks the storage type up
    /// at run time on every call (measurable in a flex run, which makes several such arrays).
    static func filled(_ value: Element, count: Int) -> [Element] {
        var array: [Element] = []
        array.reserveCapacity(count)
        for _ in 0..<count { array.append(value) }
        return array
    }
}
