import LayoutModel

/// How a parent decides one axis of a child's border-box size, before min/max.
public enum AxisSpec: Hashable, Sendable {
    /// The parent decided the extent.
    case exact(Double)
    /// The child's content decides, offered at most `limit`; the result is `· multiple + increment`.
    case content(limit: Double?, multiple: Double, increment: Double)
    /// The child's other axis decides: `other · multiple + increment`.
    case fromOtherAxis(multiple: Double, increment: Double)

    static func content(limit: Double?) -> AxisSpec { .content(limit: limit, multiple: 1, increment: 0) }
}

/// What a child's size may refer to: the parent's inner size (when known) and resolved siblings.
public struct SizingEnvironment {
    /// The parent's inner (content-box) extent per axis; nil while the parent sizes to its content.
    public var innerWidth: Double?
    public var innerHeight: Double?
    /// The size of a sibling by name, resolved on demand.
    public var sibling: (String, Axis) throws(LayoutError) -> Double

    public init(innerWidth: Double?, innerHeight: Double?,
                sibling: @escaping (String, Axis) throws(LayoutError) -> Double) {
        self.innerWidth = innerWidth; self.innerHeight = innerHeight; self.sibling = sibling
    }

    public func inner(_ axis: Axis) -> Double? { axis == .horizontal ? innerWidth : innerHeight }
}

extension LayoutContext {
    /// The spec for a child's size under the rules shared by most algorithms (TangramKit §2, §4.2, §4.5):
    /// fixed points; a weight is that fraction of the parent's inner extent; fill and average are the
    /// inner extent less the child's margins; wrap (or nothing written) is the content, except that
    /// nothing written with both margins set, or with no intrinsic metric, also fills.
    /// Parent-relative values fall back to content while the parent's extent is unknown.
    public func standardSpec(_ child: Int, _ axis: Axis, margins: Double, bothMarginsSet: Bool,
                             env: SizingEnvironment) throws(LayoutError) -> AxisSpec {
        let inner = env.inner(axis)
        let fillSpec: AxisSpec = inner.map { .exact(max(0, $0 - margins)) } ?? .content(limit: nil)
        guard let value = node(child).size(axis) else {
            if bothMarginsSet || hasNoIntrinsicMetric(child, axis) { return fillSpec }
            return .content(limit: inner.map { max(0, $0 - margins) })
        }
        switch value.kind {
        case .fixed(let v):
            return .exact(value.adjust(v))
        case .weight(let w):
            return inner.map { .exact(value.adjust(w * $0)) } ?? .content(limit: nil)
        case .fill, .average:
            if case .exact(let v) = fillSpec { return .exact(value.adjust(v)) }
            return fillSpec
        case .wrap:
            return .content(limit: inner.map { max(0, $0 - margins) }, multiple: value.multiple, increment: value.increment)
        case .equal(let ref):
            switch ref.target {
            case .this:
                return .fromOtherAxis(multiple: value.multiple, increment: value.increment)
            case .parent:
                return env.inner(ref.axis).map { .exact(value.adjust($0)) } ?? .content(limit: nil)
            case .node(let name):
                return .exact(value.adjust(try env.sibling(name, ref.axis)))
            }
        }
    }

    /// Whether a spec from `standardSpec` depends on the parent's extent, so a parent that sizes to its
    /// content must leave the child out of that size (TangramKit §8.5).
    public func dependsOnParent(_ child: Int, _ axis: Axis, bothMarginsSet: Bool) -> Bool {
        guard let value = node(child).size(axis) else {
            return bothMarginsSet || hasNoIntrinsicMetric(child, axis)
        }
        switch value.kind {
        case .weight, .fill, .average: return true
        case .equal(let ref): return ref.target == .parent
        case .fixed, .wrap: return false
        }
    }

    /// Resolves a child's border-box size from one spec per axis, each clamped by the child's min/max.
    /// An axis decided by the other is resolved second; two such axes are an error.
    public func resolveSize(_ child: Int, width: AxisSpec, height: AxisSpec,
                            env: SizingEnvironment) throws(LayoutError) -> Size {
        func spec(_ axis: Axis) -> AxisSpec { axis == .horizontal ? width : height }
        let first: Axis
        switch (width, height) {
        case (.fromOtherAxis, .fromOtherAxis):
            throw LayoutError(path: tree.path(of: child), node: node(child).name,
                              reason: "width and height each refer to the other")
        case (.fromOtherAxis, _): first = .vertical
        default: first = .horizontal
        }
        var result = Size.zero
        var firstValue: Double?   // the first axis, once resolved
        for axis in [first, first.cross] {
            let other = axis.cross
            var value: Double
            switch spec(axis) {
            case .exact(let v):
                value = v
            case .fromOtherAxis(let m, let c):
                value = firstValue! * m + c
            case .content(let limit, let m, let c):
                let measured = try measure(child, proposal(axis, limit: limit, known: firstValue, otherSpec: spec(other)))
                value = measured[axis] * m + c
            }
            value = try clamp(child, axis, value, known: firstValue, otherSpec: spec(other), env: env)
            firstValue = value
            result[axis] = value
        }
        return result
    }

    private func proposal(_ axis: Axis, limit: Double?, known: Double?, otherSpec: AxisSpec) -> Proposal {
        var p = Proposal.unbounded
        p[axis] = limit.map { .atMost($0) } ?? .unbounded
        if let known {
            p[axis.cross] = .exactly(known)
        } else if case .exact(let v) = otherSpec {
            p[axis.cross] = .exactly(v)
        } else if case .content(let l, _, _) = otherSpec, let l {
            p[axis.cross] = .atMost(l)
        }
        return p
    }

    /// Applies the child's max, then its min (min wins, as in CSS).
    private func clamp(_ child: Int, _ axis: Axis, _ value: Double, known: Double?, otherSpec: AxisSpec,
                       env: SizingEnvironment) throws(LayoutError) -> Double {
        let n = node(child)
        var v = value
        if let maxV = n.maxSize(axis), let bound = try boundValue(child, axis, maxV, known: known, otherSpec: otherSpec, env: env) {
            v = min(v, bound)
        }
        if let minV = n.minSize(axis), let bound = try boundValue(child, axis, minV, known: known, otherSpec: otherSpec, env: env) {
            v = max(v, bound)
        }
        return max(0, v)
    }

    private func boundValue(_ child: Int, _ axis: Axis, _ bound: SizeValue, known: Double?, otherSpec: AxisSpec,
                            env: SizingEnvironment) throws(LayoutError) -> Double? {
        switch bound.kind {
        case .fixed(let v):
            return bound.adjust(v)
        case .weight(let w):
            return env.inner(axis).map { bound.adjust(w * $0) }
        case .wrap:
            let measured = try measure(child, proposal(axis, limit: nil, known: known, otherSpec: otherSpec))
            return bound.adjust(measured[axis])
        case .equal(let ref):
            switch ref.target {
            case .this: return known.map { bound.adjust($0) }
            case .parent: return env.inner(ref.axis).map { bound.adjust($0) }
            case .node(let name): return bound.adjust(try env.sibling(name, ref.axis))
            }
        case .fill, .average:
            return nil
        }
    }
}
