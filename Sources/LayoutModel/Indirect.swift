/// A value a `LayoutNode` keeps behind one pointer: large properties that most nodes leave at
/// their default (appearance, flex-item and relative properties, own frames, transforms).
///
/// Layout code copies nodes and matches their kinds in hot loops; keeping these properties out of
/// line makes a node a few hundred bytes instead of over a kilobyte. The default value takes no
/// allocation; any other value is stored in an immutable box, replaced (never mutated) on write,
/// so the wrapper is a plain value with value semantics.
///
/// Inlinable, so that reading a property of a node in another module reads its box in place
/// (an opaque getter made callers copy the whole node to call it).
@propertyWrapper
@frozen
public struct Indirect<Value: IndirectStorable & Sendable>: Hashable, Sendable {
    /// The immutable box of a value other than the default.
    public final class Box: Sendable {
        public let value: Value
        @inlinable init(_ value: Value) { self.value = value }
    }

    /// nil: the default value.
    @usableFromInline var box: Box?

    @inlinable
    public init(wrappedValue: Value) {
        box = wrappedValue == Value.indirectDefault ? nil : Box(wrappedValue)
    }

    @inlinable
    public var wrappedValue: Value {
        get { box?.value ?? Value.indirectDefault }
        set { box = newValue == Value.indirectDefault ? nil : Box(newValue) }
    }

    /// The wrapper itself (`node.$flexItem`), for `storage`.
    @inlinable public var projectedValue: Self { self }

    /// The box holding the value, nil for the default value. Reading a field through it
    /// (`storage?.value.field`) reads that field in place, where `wrappedValue` copies the whole value.
    @inlinable public var storage: Box? { box }

    public static func == (a: Self, b: Self) -> Bool { a.box === b.box || a.wrappedValue == b.wrappedValue }
    public func hash(into hasher: inout Hasher) { wrappedValue.hash(into: &hasher) }
}

/// A type `Indirect` can hold: hashable, with the default most nodes have.
public protocol IndirectStorable: Hashable {
    static var indirectDefault: Self { get }
}

extension Optional: IndirectStorable where Wrapped: Hashable {
    public static var indirectDefault: Self { nil }
}

extension Appearance: IndirectStorable {
    public static var indirectDefault: Appearance { .none }
}

/// An optional value a `LayoutNode` keeps behind one pointer, like `Indirect`, with the box holding
/// the unwrapped value: nil is no box. Reading one field through `storage` (`storage?.value.field`)
/// then loads just that field, where unwrapping a boxed optional first copied the whole value.
@propertyWrapper
@frozen
public struct IndirectOptional<Wrapped: Hashable & Sendable>: Hashable, Sendable {
    /// The immutable box of a value.
    public final class Box: Sendable {
        public let value: Wrapped
        @inlinable public init(_ value: Wrapped) { self.value = value }
    }

    @usableFromInline var box: Box?

    @inlinable
    public init(wrappedValue: Wrapped?) {
        box = wrappedValue.map(Box.init)
    }

    @inlinable
    public var wrappedValue: Wrapped? {
        get { box?.value }
        set { box = newValue.map(Box.init) }
    }

    /// The wrapper itself (`node.$flexItem`), for `storage`.
    @inlinable public var projectedValue: Self { self }

    /// The box holding the value, nil when there is none.
    @inlinable public var storage: Box? { box }

    public static func == (a: Self, b: Self) -> Bool { a.box === b.box || a.wrappedValue == b.wrappedValue }
    public func hash(into hasher: inout Hasher) { wrappedValue.hash(into: &hasher) }
}
