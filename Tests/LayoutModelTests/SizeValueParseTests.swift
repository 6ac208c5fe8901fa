import Testing
@testable import LayoutModel

@Suite struct SizeValueParseTests {
    @Test(arguments: [
        ("120", SizeValue.fixed(120)),
        ("  12.5 ", SizeValue.fixed(12.5)),
        ("50%", SizeValue(.weight(0.5))),
        ("wrap", SizeValue.wrap),
        ("fill", SizeValue.fill),
        ("average", SizeValue.average),
        ("A.width", SizeValue.equal(SizeReference(.node("A"), .horizontal))),
        ("self.height", SizeValue.equal(SizeReference(.this, .vertical))),
        ("parent.width", SizeValue.equal(SizeReference(.parent, .horizontal))),
        ("A.width * 0.5 + 10", SizeValue.equal(SizeReference(.node("A"), .horizontal), multiple: 0.5, increment: 10)),
        ("wrap + 8", SizeValue(.wrap, increment: 8)),
        ("50% - 4", SizeValue(.weight(0.5), increment: -4)),
        ("self.width * 1.5", SizeValue.equal(SizeReference(.this, .horizontal), multiple: 1.5)),
        ("fill*2-1", SizeValue(.fill, multiple: 2, increment: -1)),
        ("A.width-4", SizeValue.equal(SizeReference(.node("A"), .horizontal), increment: -4)),
        ("nav-bar.height", SizeValue.equal(SizeReference(.node("nav-bar"), .vertical))),
        ("root.0.2.width", SizeValue.equal(SizeReference(.node("root.0.2"), .horizontal))),
    ])
    func parses(text: String, expected: SizeValue) throws {
        #expect(try SizeValue.parse(text) == expected)
    }

    @Test(arguments: [
        ("A.widht * 2", "bad size \"A.widht * 2\": expected 'width' or 'height' after 'A.' at character 3"),
        ("", "bad size \"\": expected a size at character 1"),
        ("120 + 4", "a plain number takes no '*' or '+'/'-' (write the result) at character 5"),
        ("-5", "a size cannot be negative at character 1"),
        ("wrpa", "expected a number, a percentage, 'wrap', 'fill', 'average' or a reference such as 'A.width' (did you mean 'wrap'?) at character 1"),
        ("self", "expected '.width' or '.height' after 'self' at character 5"),
        ("wrap *", "expected a number after '*' at character 7"),
        ("wrap + x", "expected a number after '+' at character 8"),
        ("wrap 3", "unexpected '3'; expected '*', '+', '-' or the end at character 6"),
        ("5.%", "expected digits after '.' at character 3"),
        ("A.width / 2", "unexpected '/' at character 9"),
    ])
    func rejects(text: String, reason: String) {
        do {
            let value = try SizeValue.parse(text)
            Issue.record("parsed \(value)")
        } catch {
            #expect(error.reason.hasSuffix(reason), "reason was: \(error.reason)")
            #expect(error.path == nil)
        }
    }

    @Test func literals() {
        let a: SizeValue = 100
        let b: SizeValue = 12.5
        let c: Length = 8
        let d: Length = 2.5
        #expect(a == .fixed(100))
        #expect(b == .fixed(12.5))
        #expect(c == .points(8))
        #expect(d == .points(2.5))
    }

    @Test func suggestions() {
        #expect(Suggestion.distance("kitten", "sitting") == 3)
        #expect(Suggestion.didYouMean("Widht", among: ["width", "height"]) == " (did you mean 'width'?)")
        #expect(Suggestion.didYouMean("banana", among: ["width", "height"]) == "")
    }
}
