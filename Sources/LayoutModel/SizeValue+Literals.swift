/// `100` reads as a fixed size of 100 points in the DSL and in tests.
extension SizeValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int) { self.init(.fixed(Double(value))) }
    public init(floatLiteral value: Double) { self.init(.fixed(value)) }
}
