extension Array {
    /// `count` copies of `value`, like `init(repeating:count:)`, which looks the storage type up at
    /// run time on every call (measurable in a flex run, which makes several small arrays): small
    /// arrays are built by appending to reserved storage, which the optimizer specializes, and
    /// large ones, where appending costs more per element than that lookup, with the initializer.
    static func filled(_ value: Element, count: Int) -> [Element] {
        guard count <= 64 else { return Array(repeating: value, count: count) }
        var array: [Element] = []
        array.reserveCapacity(count)
        for _ in 0..<count { array.append(value) }
        return array
    }
}
