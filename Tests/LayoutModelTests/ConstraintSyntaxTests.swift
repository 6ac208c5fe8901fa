import Testing
@testable import LayoutModel

/// The fixture syntax of constraints, and its errors pointing at the constraint and the character.
@Suite struct ConstraintSyntaxTests {
    func parse(_ text: String) throws -> LayoutConstraint { try ConstraintParser.parse(text).constraint }

    @Test func everyForm() throws {
        let a = try parse("button.top = input.bottom + 15")
        #expect(a == LayoutConstraint(AnchorRef(.child("button"), .top), .equal, AnchorRef(.child("input"), .bottom), constant: 15))
        #expect(try parse("list.height <= 150") == LayoutConstraint(AnchorRef(.child("list"), .height), .lessOrEqual, constant: 150))
        #expect(try parse("list.top = header.bottom + 20 @250").priority == 250)
        let m = try parse("a.width=b.width*0.5+10@750")
        #expect(m.multiplier == 0.5 && m.constant == 10 && m.priority == 750)
        #expect(try parse("a.width == b.width / 4 - 2").multiplier == 0.25)
        #expect(try parse("a.width == b.width / 4 - 2").constant == -2)
        #expect(try parse("a.left >= parent.left").second == AnchorRef(.parent, .left))
        #expect(try parse("a.top = safe.top").second == AnchorRef(.safeArea, .top))
        #expect(try parse("a.left = -8").constant == -8)
        #expect(try parse("a.width = a.height").second?.anchor == .height)
        #expect(try parse("a.top = b.top @high").priority == 750)
        #expect(try parse("a.top = b.top @ low").priority == 250)
        #expect(try parse("a.top = b.top @required").priority == 1000)
    }

    @Test func descriptionsRoundTrip() throws {
        for text in ["button.top = input.bottom + 15", "list.height <= 150", "list.top = header.bottom + 20 @250",
                     "a.width = b.width * 0.5 + 10 @750", "a.left >= parent.left - 8", "a.top = safe.top", "a.left = -8"] {
            #expect(try parse(text).description == text)
            #expect(try parse(try parse(text).description) == parse(text))
        }
    }

    @Test(arguments: [
        ("a.top = b.bottm", 11, "unknown anchor 'bottm' (did you mean 'bottom'?)"),
        ("a.top b.bottom", 7, "expected a relation ('=', '<=' or '>='), found 'b'"),
        ("a.top = b.left", 9, "cannot relate a vertical position ('a.top') to a horizontal one ('b.left')"),
        ("a.width = b.top", 11, "cannot relate a size ('a.width') to a position ('b.top')"),
        ("a.top = b.bottom + ", 20, "expected a number, found the end"),
        ("a.top = b.bottom @1001", 19, "a priority is from 1 to 1000, found 1001"),
        ("a.top = b.bottom @medium", 19, "unknown priority 'medium'"),
        ("a.top = b.bottom 15", 18, "unexpected '1'"),
        ("a = b.bottom", 2, "expected '.' and an anchor after 'a', found ' '"),
        ("a.width = b.width / 0", 19, "division by zero"),
    ])
    func syntaxErrorsPointAtTheCharacter(text: String, character: Int, message: String) {
        #expect {
            try ConstraintParser.parse(text)
        } throws: { error in
            guard let e = error as? ConstraintSyntaxError else { return false }
            return e.character == character && e.message.contains(message)
        }
    }

    @Test func decodingErrorsNameTheConstraintPath() {
        func doc(_ constraints: String, extra: String = "") -> String {
            #"{"layout": "constraints", "constraints": "# + constraints + extra
                + #", "children": [{"name": "button"}, {"name": "input"}]}"#
        }
        expectError(Support.rootError(doc(#"["button.top = input.bottom + 15", "button.left = 0", "button.width = 10", "input.top = button.botom"]"#)),
                    path: "$.root.constraints[3]", node: "root",
                    reason: #"character 20 of "input.top = button.botom": unknown anchor 'botom' (did you mean 'bottom'?)"#)
        expectError(Support.rootError(doc(#"["button.top = inpt.bottom"]"#)), path: "$.root.constraints[0]",
                    reason: #"character 14 of "button.top = inpt.bottom": 'inpt' is not a child of this container (did you mean 'input'?)"#)
        expectError(Support.rootError(doc(#"[12]"#)), path: "$.root.constraints[0]", reason: "expected a string")
        expectError(Support.rootError(doc("[]", extra: #", "contentPriorities": {"buton": {}}"#)),
                    path: #"$.root.contentPriorities.buton"#, reason: "'buton' is not a child of this container (did you mean 'button'?)")
        expectError(Support.rootError(doc("[]", extra: #", "contentPriorities": {"button": {"hugging": {"horizontal": 0}}}"#)),
                    path: "$.root.contentPriorities.button.hugging.horizontal", reason: "a priority is from 1 to 1000, found 0")
        expectError(Support.rootError(doc("[]", extra: #", "contentPriorities": {"button": {"huging": {}}}"#)),
                    path: "$.root.contentPriorities.button.huging", reason: "huging")
        expectError(Support.rootError(doc("[]", extra: #", "safeArea": {"top": -1}"#)), path: "$.root.safeArea.top", reason: "cannot be negative")
        expectError(Support.rootError(#"{"layout": "constraints", "children": [{"name": "parent"}]}"#),
                    path: "$.root.children[0].name", reason: "'parent' is reserved")
        expectError(Support.rootError(#"{"layout": "frame", "constraints": []}"#), path: "$.root.constraints",
                    reason: "'constraints' belongs to the 'constraints' layout")
    }

    @Test func decodesAllParameters() throws {
        let root = Support.decodeRoot(#"""
            {"layout": "constraints", "safeArea": {"top": 44, "bottom": 34},
             "contentPriorities": {"a": {"hugging": {"horizontal": 251}, "compression": {"vertical": 1000}}},
             "constraints": ["a.top = safe.top", "a.leading = parent.leading + 8 @999"],
             "children": [{"name": "a"}]}
            """#)
        guard case .container(.constraints(let layout), _)? = root?.kind else { Issue.record("not a constraints container"); return }
        #expect(layout.safeArea == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(layout.priorities(of: "a") == ContentPriorities(hugging: [.horizontal: 251], compression: [.vertical: 1000]))
        #expect(layout.priorities(of: "a").hugging(.vertical) == 250)
        #expect(layout.constraints.map(\.description) == ["a.top = safe.top", "a.leading = parent.leading + 8 @999"])
    }
}
