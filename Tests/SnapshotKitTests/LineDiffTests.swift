import SnapshotKit
import Testing

@Suite struct LineDiffTests {
    static let twelve = (1...12).map { "line \($0)\n" }.joined()

    @Test func identicalTextsHaveNoHunks() {
        #expect(LineDiff.unifiedDiff(reference: Self.twelve, actual: Self.twelve) == "")
        #expect(LineDiff.unifiedDiff(reference: "", actual: "") == "")
        #expect(LineDiff.firstDifference(reference: Self.twelve, actual: Self.twelve) == nil)
        #expect(LineDiff.operations(reference: "a\nb\n", actual: "a\nb\n") == [
            .equal(referenceLine: 1, actualLine: 1, text: "a"), .equal(referenceLine: 2, actualLine: 2, text: "b"),
        ])
    }

    @Test func oneChangedLineInTheMiddleHasThreeLinesOfContext() {
        let actual = Self.twelve.replacingOccurrences(of: "line 6\n", with: "line six\n")
        #expect(LineDiff.unifiedDiff(reference: Self.twelve, actual: actual, referenceName: "a/x.txt", actualName: "b/x.txt") == """
            --- a/x.txt
            +++ b/x.txt
            @@ -3,7 +3,7 @@
             line 3
             line 4
             line 5
            -line 6
            +line six
             line 7
             line 8
             line 9

            """)
        let first = LineDiff.firstDifference(reference: Self.twelve, actual: actual)
        #expect(first?.line == 6 && first?.reference == "line 6" && first?.actual == "line six")
    }

    @Test func changesFarApartMakeTwoHunksAndCloseOnesOne() {
        let far = Self.twelve.replacingOccurrences(of: "line 2\n", with: "two\n").replacingOccurrences(of: "line 11\n", with: "eleven\n")
        #expect(LineDiff.unifiedDiff(reference: Self.twelve, actual: far, context: 1) == """
            --- reference
            +++ actual
            @@ -1,3 +1,3 @@
             line 1
            -line 2
            +two
             line 3
            @@ -10,3 +10,3 @@
             line 10
            -line 11
            +eleven
             line 12

            """)
        let close = Self.twelve.replacingOccurrences(of: "line 2\n", with: "two\n").replacingOccurrences(of: "line 5\n", with: "")
        #expect(LineDiff.unifiedDiff(reference: Self.twelve, actual: close, context: 1) == """
            --- reference
            +++ actual
            @@ -1,6 +1,5 @@
             line 1
            -line 2
            +two
             line 3
             line 4
            -line 5
             line 6

            """)
    }

    @Test func insertionsAtTheStartAndTheEnd() {
        #expect(LineDiff.unifiedDiff(reference: "a\nb\n", actual: "new\na\nb\n") == """
            --- reference
            +++ actual
            @@ -1,2 +1,3 @@
            +new
             a
             b

            """)
        #expect(LineDiff.unifiedDiff(reference: "a\nb\n", actual: "a\nb\nc\nd\n", context: 0) == """
            --- reference
            +++ actual
            @@ -2,0 +3,2 @@
            +c
            +d

            """)
        #expect(LineDiff.operations(reference: "a\nb\n", actual: "a\nb\nc\n") == [
            .equal(referenceLine: 1, actualLine: 1, text: "a"), .equal(referenceLine: 2, actualLine: 2, text: "b"),
            .insert(actualLine: 3, text: "c"),
        ])
        let first = LineDiff.firstDifference(reference: "a\nb\n", actual: "a\nb\nc\n")
        #expect(first?.line == 3 && first?.reference == nil && first?.actual == "c")
    }

    @Test func emptyTexts() {
        #expect(LineDiff.unifiedDiff(reference: "", actual: "x\ny\n") == """
            --- reference
            +++ actual
            @@ -0,0 +1,2 @@
            +x
            +y

            """)
        #expect(LineDiff.unifiedDiff(reference: "x\n", actual: "") == """
            --- reference
            +++ actual
            @@ -1 +0,0 @@
            -x

            """)
        let first = LineDiff.firstDifference(reference: "", actual: "x\n")
        #expect(first?.line == 1 && first?.reference == nil && first?.actual == "x")
    }

    @Test func aMissingFinalNewlineIsADifference() {
        #expect(LineDiff.unifiedDiff(reference: "a\nb\n", actual: "a\nb") == """
            --- reference
            +++ actual
            @@ -1,2 +1,2 @@
             a
            -b
            +b
            \\ No newline at end of file

            """)
    }

    @Test func replacedRunsListDeletionsBeforeInsertionsAndTheScriptIsShortest() {
        let ops = LineDiff.operations(reference: "a\nb\nc\nd\n", actual: "a\nx\ny\nd\n")
        #expect(ops == [
            .equal(referenceLine: 1, actualLine: 1, text: "a"),
            .delete(referenceLine: 2, text: "b"), .delete(referenceLine: 3, text: "c"),
            .insert(actualLine: 2, text: "x"), .insert(actualLine: 3, text: "y"),
            .equal(referenceLine: 4, actualLine: 4, text: "d"),
        ])
        // Myers' classic example: ABCABBA -> CBABAC takes 5 edits.
        let edits = LineDiff.operations(reference: "A\nB\nC\nA\nB\nB\nA\n", actual: "C\nB\nA\nB\nA\nC\n")
            .filter { if case .equal = $0 { return false } else { return true } }
        #expect(edits.count == 5)
    }
}
