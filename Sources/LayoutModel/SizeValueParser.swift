/// The text syntax of a size value, as written in fixtures:
///
///     size      := number | base [ "*" number ] [ ("+" | "-") number ]
///     base      := number "%" | "wrap" | "fill" | "average" | target "." ("width" | "height")
///     target    := "self" | "parent" | a node name
///     number    := digits [ "." digits ]
///
/// `"120"` is `.fixed(120)`; `"50%"` is weight 0.5; `"A.width * 0.5 + 10"` is equal to sibling A's
/// width with multiple 0.5 and increment 10. A plain number takes no multiple or increment.
/// Spaces between tokens are ignored. A node name starts with a letter or `_` and continues with
/// letters, digits, `_`, `.` and `-` (a `-` only when a letter or `_` follows, so `A.width-4` is a
/// subtraction); the last `.` separates the name from the axis, so default names such as
/// `root.0.2` can be referenced (`root.0.2.width`).
extension SizeValue {
    /// Parses the text syntax above.
    ///
    /// - Throws: a `LayoutError` with no file or path whose reason reads
    ///   `bad size "<text>": <problem> at character <n>` (1-based, counted in characters).
    public static func parse(_ text: String) throws(LayoutError) -> SizeValue {
        var parser = SizeValueParser(text)
        return try parser.parse()
    }
}

/// A hand-written tokenizer and recursive-descent parser for `SizeValue.parse`.
struct SizeValueParser {
    enum Token: Equatable {
        case number(Double)
        case identifier(String)
        case symbol(Character)
        case end
    }

    private let text: String
    private let characters: [Character]
    private var index = 0
    /// The current token and its 0-based start.
    private var token: Token = .end
    private var tokenStart = 0

    init(_ text: String) {
        self.text = text
        self.characters = Array(text)
    }

    mutating func parse() throws(LayoutError) -> SizeValue {
        try advance()
        if token == .end { throw failure("expected a size", at: tokenStart) }
        var value: SizeValue
        switch token {
        case .number(let n):
            let numberEnd = index
            try advance()
            if token == .symbol("%"), tokenStart != numberEnd {
                throw failure("no space may come between a number and '%'", at: numberEnd)
            }
            if token == .symbol("%") {
                value = SizeValue(.weight(n / 100))
                try advance()
            } else if token == .end {
                return .fixed(n)
            } else {
                throw failure("a plain number takes no '*' or '+'/'-' (write the result)", at: tokenStart)
            }
        case .identifier(let name):
            value = try base(named: name)
            try advance()
        case .symbol("-"):
            throw failure("a size cannot be negative", at: tokenStart)
        default:
            throw failure(Self.expectedBase, at: tokenStart)
        }
        if token == .symbol("*") {
            try advance()
            guard case .number(let m) = token else { throw failure("expected a number after '*'", at: tokenStart) }
            value.multiple = m
            try advance()
        }
        if token == .symbol("+") || token == .symbol("-") {
            let sign: Double = token == .symbol("+") ? 1 : -1
            let symbol = token == .symbol("+") ? "+" : "-"
            try advance()
            guard case .number(let c) = token else {
                throw failure("expected a number after '\(symbol)'", at: tokenStart)
            }
            value.increment = sign * c
            try advance()
        }
        guard token == .end else {
            throw failure("unexpected '\(characters[tokenStart])'; expected '*', '+', '-' or the end", at: tokenStart)
        }
        return value
    }

    static let expectedBase = "expected a number, a percentage, 'wrap', 'fill', 'average' or a reference such as 'A.width'"

    /// `wrap`, `fill`, `average`, or `target.axis`; the identifier token is current.
    private func base(named name: String) throws(LayoutError) -> SizeValue {
        switch name {
        case "wrap": return .wrap
        case "fill": return .fill
        case "average": return .average
        default: break
        }
        guard let dot = name.lastIndex(of: ".") else {
            if name == "self" || name == "parent" {
                throw failure("expected '.width' or '.height' after '\(name)'", at: tokenStart + name.count)
            }
            let hint = Suggestion.didYouMean(name, among: ["wrap", "fill", "average"])
            throw failure(Self.expectedBase + hint, at: tokenStart)
        }
        let target = String(name[..<dot])
        let suffix = name[name.index(after: dot)...]
        let axis: Axis
        switch suffix {
        case "width": axis = .horizontal
        case "height": axis = .vertical
        default:
            throw failure("expected 'width' or 'height' after '\(target).'", at: tokenStart + target.count + 1)
        }
        switch target {
        case "self": return .equal(SizeReference(.this, axis))
        case "parent": return .equal(SizeReference(.parent, axis))
        default: return .equal(SizeReference(.node(target), axis))
        }
    }

    private func failure(_ problem: String, at offset: Int) -> LayoutError {
        LayoutError(reason: "bad size \"\(text)\": \(problem) at character \(offset + 1)")
    }

    private static func isIdentifierStart(_ c: Character) -> Bool { c.isLetter || c == "_" }

    /// Reads the next token into `token`, skipping spaces.
    private mutating func advance() throws(LayoutError) {
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        tokenStart = index
        guard index < characters.count else { token = .end; return }
        let c = characters[index]
        if c.isASCII, c.isNumber {
            token = .number(try readNumber())
        } else if Self.isIdentifierStart(c) {
            var name = ""
            while index < characters.count {
                let ch = characters[index]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let continues = ch.isLetter || ch.isNumber || ch == "_" || ch == "."
                    || (ch == "-" && next.map(Self.isIdentifierStart) == true)
                guard continues else { break }
                name.append(ch); index += 1
            }
            token = .identifier(name)
        } else if "%*+-".contains(c) {
            token = .symbol(c); index += 1
        } else {
            throw failure("unexpected '\(c)'", at: index)
        }
    }

    private mutating func readNumber() throws(LayoutError) -> Double {
        var digits = ""
        while index < characters.count, characters[index].isASCII, characters[index].isNumber {
            digits.append(characters[index]); index += 1
        }
        if index < characters.count, characters[index] == "." {
            digits.append("."); index += 1
            let fractionStart = index
            while index < characters.count, characters[index].isASCII, characters[index].isNumber {
                digits.append(characters[index]); index += 1
            }
            if index == fractionStart { throw failure("expected digits after '.'", at: index) }
        }
        guard let value = Double(digits), value.isFinite else { throw failure("bad number '\(digits)'", at: tokenStart) }
        return value
    }
}
