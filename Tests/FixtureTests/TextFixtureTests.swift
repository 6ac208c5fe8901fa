import Foundation
import LayoutSnap
import Testing

/// The lines of the text fixtures, checked by hand against their renders.
@Suite struct TextFixtureTests {
    static func lines(_ fixture: String, _ node: String) throws -> [TextLine] {
        let loaded = try FixtureLoader.load(contentsOf: fixturesDirectory + "/text/" + fixture + ".json")
        return try #require(FixtureRenderer().frames(loaded).find(node)?.text?.lines)
    }

    @Test func labelsTruncateWithAnEllipsisAtOneTwoAndThreeLines() throws {
        #expect(try Self.lines("truncated_labels", "oneLine").map(\.text) == ["The quick brown fox jumps o…"])
        #expect(try Self.lines("truncated_labels", "twoLines").map(\.text)
            == ["The quick brown fox jumps ", "over the lazy dog and keeps…"])
        // Three lines hold the whole text: nothing to truncate.
        #expect(try Self.lines("truncated_labels", "threeLines").map(\.text)
            == ["The quick brown fox jumps ", "over the lazy dog and keeps ", "running far into the night"])
        let head = try Self.lines("truncated_labels", "head").map(\.text)
        #expect(head == ["…ps running far into the night"])
        let middle = try Self.lines("truncated_labels", "middle").map(\.text)
        #expect(middle == ["The quick bro… into the night"])
        #expect(try Self.lines("truncated_labels", "clip").map(\.text) == ["The quick brown fox jumps ", "over the lazy dog and keeps "])
    }

    @Test func chineseWrapsBetweenIdeographs() throws {
        let lines = try Self.lines("chinese_settings", "footnote").map(\.text)
        #expect(lines == ["TangramKit是iOS系统下用Swift编写的第三方界", "面布局框架。更改语言后，部分应用需要重新启动", "才能生效。"])
    }

    @Test func aWordWiderThanItsBoxBreaksBetweenCharactersWithoutAHyphen() throws {
        #expect(try Self.lines("french_form", "longWordBox").map(\.text) == ["Anticonstitutio", "nnellement ", "établi"])
        #expect(try Self.lines("french_form", "submitLabel").map(\.text) == ["S'inscrire"])
    }

    /// Natural alignment puts right-to-left paragraphs on the right of their box.
    @Test func arabicLinesRunRightToLeftAndSitOnTheRight() throws {
        let bio = try Self.lines("arabic_profile", "bio")
        #expect(bio.count == 3 && bio.allSatisfy(\.rightToLeft))
        #expect(bio.allSatisfy { abs($0.x + $0.width - 288) < 1e-9 })
        #expect(bio[2].text == "LayoutSnap 2.0 كل يوم.")
    }

    @Test func everyTextFixtureHasGlyphsForEveryCharacter() throws {
        for name in ["chinese_settings", "french_form", "arabic_profile", "emoji_chat", "truncated_labels"] {
            let fixture = try FixtureLoader.load(contentsOf: fixturesDirectory + "/text/" + name + ".json")
            #expect(try FixtureRenderer().framesAndWarnings(fixture).warnings == [], "\(name)")
        }
    }
}
