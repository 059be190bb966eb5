import Testing
@testable import TapplayCore

/// Text in Japanese, Chinese, Korean, with emoji and combining marks: display
/// widths from the C library's `wcwidth`, cuts between characters, and the
/// cell buffer's wide characters (a head and its tail) kept whole whatever is
/// drawn over them. Each test switches only its own thread's locale.
@Suite("Unicode text in cells")
struct UnicodeTextTests {
    /// Runs `body` under C.UTF-8 on this thread (the suite needs it: the machine has it).
    func utf8<T>(_ body: () throws -> T) throws -> T {
        try #require(try DisplayWidth.withLocale(named: "C.UTF-8", body))
    }

    func buffer(_ width: Int, _ text: String, at col: Int = 0) -> CellBuffer {
        var b = CellBuffer(width: width, height: 1)
        b.write(text, col: col, row: 0)
        return b
    }

    /// Every head is followed by its tail and every tail follows a head.
    func wellFormed(_ b: CellBuffer) -> Bool {
        for r in 0..<b.height {
            for c in 0..<b.width {
                let cell = b[c, r]
                if cell.isHead && !(c + 1 < b.width && b[c + 1, r].isTail) { return false }
                if cell.isTail && !(c > 0 && b[c - 1, r].isHead) { return false }
            }
        }
        return true
    }

    @Test("widths: CJK and emoji two cells, combining marks none, the rest one")
    func widths() throws {
        try utf8 {
            #expect(DisplayWidth.unicode)
            #expect(DisplayWidth.columns("日本語のテキスト") == 16)
            #expect(DisplayWidth.columns("中文标签") == 8)
            #expect(DisplayWidth.columns("한국어") == 6)
            #expect(DisplayWidth.columns("ok😀") == 4)
            #expect(DisplayWidth.columns("Cafe\u{301} Noe\u{308}l") == 9)
            #expect(DisplayWidth.columns(Character("e\u{301}")) == 1)
            // Decomposed Hangul: a leading consonant (wide) and its vowel (no width) are one character.
            #expect(DisplayWidth.columns("\u{1100}\u{1161}") == 2)
            #expect(DisplayWidth.columns("┌─●◐") == 4)
        }
    }

    @Test("cuts fall between characters: never half a wide character, never a mark without its base")
    func cuts() throws {
        try utf8 {
            #expect(DisplayWidth.prefix("日本語", fitting: 5).text == "日本")
            #expect(DisplayWidth.prefix("日本語", fitting: 5).columns == 4)
            #expect(DisplayWidth.prefix("点我", fitting: 1).text == "")
            #expect(DisplayWidth.prefix("한국어", fitting: 4).text == "한국")
            #expect(DisplayWidth.prefix("a😀b", fitting: 2).text == "a")
            #expect(DisplayWidth.prefix("e\u{301}e\u{301}", fitting: 1).text.unicodeScalars.count == 2)
        }
    }

    @Test("write: each character takes its width, and the text is cut at a character boundary", arguments: [
        ("日本語のテキスト", 7, "日本語"),
        ("中文标签", 5, "中文"),
        ("한국어 라벨", 6, "한국어"),
        ("ok😀!", 3, "ok"),
        ("ok😀!", 4, "ok😀"),
        ("Cafe\u{301} Noe\u{308}l", 6, "Café N"),
    ])
    func write(_ text: String, _ room: Int, _ shown: String) throws {
        try utf8 {
            var b = CellBuffer(width: 20, height: 1)
            let n = b.write(text, col: 2, row: 0, maxWidth: room)
            #expect(n == DisplayWidth.columns(shown))
            #expect(n <= room)
            #expect(b.lines() == ["  " + shown])
            #expect(wellFormed(b))
        }
    }

    @Test("a wide character takes a head cell and a tail cell; a line has as many cells as the buffer row")
    func headAndTail() throws {
        try utf8 {
            let b = buffer(6, "点我!")
            #expect(b[0, 0].char == "点" && b[0, 0].isHead)
            #expect(b[1, 0].isTail)
            #expect(b[2, 0].char == "我" && b[3, 0].isTail)
            #expect(b[4, 0].char == "!")
            #expect(b.lines() == ["点我!"])
            // A wide character with room for its head only is not written.
            var edge = CellBuffer(width: 5, height: 1)
            #expect(edge.write("abcd点", col: 0, row: 0) == 4)
            #expect(edge.lines() == ["abcd"])
            edge[4, 0] = Cell("点")
            #expect(edge[4, 0].char == " ", "no room for the tail in the last column")
        }
    }

    @Test("drawing over either half of a wide character blanks its other half")
    func overwriteHalves() throws {
        try utf8 {
            var b = buffer(8, "点我한😀")
            b[1, 0] = Cell("●")                  // the tail of 点
            #expect(b.lines() == [" ●我한😀"])
            b[2, 0] = Cell("+")                  // the head of 我
            #expect(b.lines() == [" ●+ 한😀"])
            b.fill(col: 5, row: 0, width: 2, height: 1, with: Cell("·"))   // 한's tail and 😀's head
            #expect(b.lines() == [" ●+  ··"])
            #expect(wellFormed(b))
            // A wide character written over another one's tail takes its place whole.
            var c = buffer(6, "日本")
            c.write("語", col: 1, row: 0)
            #expect(c.lines() == [" 語"])
            #expect(wellFormed(c))
        }
    }

    @Test("a cell read and written back to its place (colours changed) keeps the pair")
    func attributesKeepThePair() throws {
        try utf8 {
            var b = buffer(4, "点")
            for c in 0..<2 {
                var cell = b[c, 0]
                cell.bg = .scene(.magenta)
                cell.attrs = .reverse
                b[c, 0] = cell
            }
            #expect(b.lines() == ["点"])
            #expect(b[0, 0].bg == .scene(.magenta) && b[1, 0].isTail)
            // A tail copied anywhere else is no character: it becomes a blank.
            b[3, 0] = b[1, 0]
            #expect(!b[3, 0].isTail && b[3, 0].char == " ")
            #expect(wellFormed(b))
        }
    }

    @Test("random drawing keeps every wide character whole, and a diff applied to the old buffer gives the new")
    func randomDrawing() throws {
        try utf8 {
            var rng = SplitMix64(seed: 20)
            let glyphs: [Character] = ["a", "点", "我", "한", "😀", "●", "─", "e\u{301}", " ", "·"]
            let texts = ["日本語", "中文", "한국어", "ok😀", "Café", "a点b", "x"]
            var old: CellBuffer?
            for _ in 0..<200 {
                var b = CellBuffer(width: 9, height: 3)
                for _ in 0..<Int(rng.next() % 12) {
                    let c = Int(rng.next() % 11) - 1, r = Int(rng.next() % 3)
                    switch rng.next() % 4 {
                    case 0: b[c, r] = Cell(glyphs[Int(rng.next() % UInt64(glyphs.count))])
                    case 1: b.write(texts[Int(rng.next() % UInt64(texts.count))], col: c, row: r,
                                    maxWidth: Int(rng.next() % 8))
                    case 2: b.fill(col: c, row: r, width: Int(rng.next() % 4), height: 1, with: Cell("░"))
                    default:
                        var cell = b[c, r]
                        cell.attrs = .bold
                        b[c, r] = cell
                    }
                    #expect(wellFormed(b))
                }
                #expect(b.lines().allSatisfy { DisplayWidth.columns($0) <= 9 })
                let diff = BufferDiff(from: old, to: b)
                #expect(diff.applied(to: old, width: 9, height: 3) == b)
                old = b
            }
        }
    }

    @Test("text from a scene file keeps its script; controls and direction overrides are still made visible")
    func safeText() throws {
        try utf8 {
            #expect(SafeText.visible("点我 한국어 日本語 😀") == "点我 한국어 日本語 😀")
            #expect(SafeText.visible("a\u{1B}[31m") == "a^[[31m")
            #expect(SafeText.visible("abc\u{202E}def") == "abc\\u{202E}def")
            // A joiner inside an emoji sequence stays; a mark that starts the text goes on a dotted circle.
            #expect(SafeText.visible("👩\u{200D}💻") == "👩\u{200D}💻")
            #expect(SafeText.visible("\u{301}x") == "\u{25CC}\u{301}x")
        }
    }

    @Test("without a UTF-8 locale: the ASCII fallback, one cell per character, and it is noted")
    func fallback() throws {
        let shown = try #require(DisplayWidth.withLocale(named: "C") { () -> [String] in
            #expect(!DisplayWidth.unicode)
            var b = CellBuffer(width: 10, height: 1)
            b.write("点我é", col: 0, row: 0)
            return b.lines()
        })
        #expect(shown == ["??é"])
        #expect(TextFallback.hasFallenBack)
    }

    @Test("panels wrap by cells: no line wider than the panel, wide characters whole")
    func panelWrap() throws {
        try utf8 {
            let lines = Panel.wrap(["日本語のラベルがとても長い行 と 한국어 라벨 and emoji 😀😀😀 too"], width: 11)
            #expect(lines.count > 3)
            #expect(lines.allSatisfy { DisplayWidth.columns($0) <= 11 })
            #expect(lines.joined().filter { $0 != " " } == "日本語のラベルがとても長い行と한국어라벨andemoji😀😀😀too")
        }
    }
}
