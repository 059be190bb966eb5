import Testing
@testable import TapplayCore

/// A view with a label (and optionally a colour, a type and a tap handler), for the text rules.
private func labelled(_ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, label: String? = nil,
                      type: String? = nil, tappable: Bool = false, color: SceneColor? = nil,
                      _ children: [ViewTree] = []) -> ViewTree {
    ViewTree(SceneView(id: id, frame: Rect(x: x, y: y, width: w, height: h), color: color, label: label,
                       type: type, tappable: tappable), children)
}

/// `render`'s screen of a scene: the canvas fitted in `cols` × `rows`, then the status rows.
private func rendered(_ s: Scene, cols: Int = 60, rows: Int = 20, ids: Bool = false) -> [String] {
    DisplayWidth.withUTF8Locale {
        HeadlessScreen.render(scene: s, path: "t.yaml", cols: cols, rows: rows, settings: HitSettings(),
                              taps: [], ids: ids).lines()
    }
}

/// How many times `needle` occurs in `text`.
private func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
}

/// Cells a line takes by the C library's `wcwidth`, scalar by scalar, as `wcswidth` counts them.
private func wcswidth(_ line: String) -> Int {
    DisplayWidth.withUTF8Locale { line.unicodeScalars.reduce(0) { $0 + max(0, DisplayWidth.wcwidth($1)) } }
}

/// SPEC §6.1: every picture draws each words once, on one line, cut with `…`,
/// titles whole or not at all, nothing beyond the canvas, widths as `wcwidth`.
@Suite("Legible text (SPEC 6.1)")
struct LegibleTextTests {
    @Test("a cell and its text say the same words: drawn once, by the text")
    func cellAndText() {
        let s = scene([
            labelled("Cell", 10, 10, 370, 60, label: "Accessibility", tappable: true, [
                labelled("StaticText", 20, 20, 200, 40, label: "Accessibility"),
            ]),
        ])
        let text = SceneText(scene: s)
        #expect(text.label == [nil, "Accessibility"])
        let screen = rendered(s).prefix(20).joined(separator: "\n")
        #expect(count("Accessib", in: screen) == 1, "\(screen)")
    }

    @Test("a container repeating its children's text (React Native) draws none of it; its scroll bars draw nothing")
    func containerRepeatingChildren() {
        let s = scene([
            // Frames are in the parent's coordinates.
            labelled("tabs", 0, 300, 390, 100, label: "Vertical scroll bar, 1 page  Trade  Assets  Wallet", tappable: true, [
                labelled("trade", 0, 20, 130, 60, label: "Trade", tappable: true),
                labelled("assets", 130, 20, 130, 60, label: "Assets", tappable: true),
                labelled("wallet", 260, 20, 130, 60, label: "Wallet", tappable: true),
                labelled("bar", 384, 0, 6, 100, label: "Vertical scroll bar, 1 page"),
            ]),
            labelled("other", 0, 0, 390, 100, label: "Trade here", color: .blue, [
                labelled("t", 0, 0, 100, 50, label: "Trade"),
            ]),
        ])
        let text = SceneText(scene: s)
        #expect(text.label[0] == nil)                 // every word said by the children
        #expect(text.label[4] == nil)                 // a scroll indicator
        #expect(text.label[5] == "Trade here")        // "here" is said by no child
        #expect(SceneText.isScrollIndicator("垂直スクロールバー, 3ページ"))
        #expect(SceneText.isScrollIndicator("Horizontal scroll bar, 2 pages"))
        #expect(!SceneText.isScrollIndicator("Scroll bar settings"))
        let screen = rendered(s, cols: 80, rows: 30).prefix(30).joined(separator: "\n")
        #expect(count("Wallet", in: screen) == 1, "\(screen)")
        #expect(!screen.contains("scroll bar"))
    }

    @Test("a control a dump lists twice, one copy in front of the other: its label drawn once, by the front one")
    func controlListedTwice() {
        let s = scene([
            labelled("loginButton", 10, 300, 370, 60, label: "Log in", tappable: true, color: .yellow),
            labelled("loginButton-2", 20, 305, 350, 50, label: "Log in", tappable: true, color: .orange),
            labelled("elsewhere", 10, 10, 370, 60, label: "Log in", color: .blue),
        ])
        #expect(SceneText(scene: s).label == [nil, "Log in", "Log in"])
        #expect(ScenePicture(scene: s).svg.components(separatedBy: ">Log in<").count - 1 == 2)
    }

    @Test("an off-screen page and the rows below the fold are cut at the canvas border")
    func offScreenPage() {
        let s = scene([
            labelled("page1", 0, 0, 390, 420, label: "First page", color: .green),
            labelled("page2", 390, 0, 390, 420, label: "Second page", color: .red),
            labelled("row", 0, 400, 390, 200, label: "Below the fold", color: .blue),
        ])
        #expect(SceneText(scene: s).region[1] == nil)
        let lines = rendered(s, cols: 60, rows: 20)
        let canvasCols = lines[0].count
        #expect(canvasCols < 60)
        for l in lines.prefix(20) { #expect(l.count <= canvasCols, "drawn beyond the canvas: \(l)") }
        #expect(!lines.joined().contains("Second"))

        let svg = ScenePicture(scene: s).svg
        #expect(svg.contains(#"<svg class="canvas" x="0" y="0" width="390" height="420" viewBox="0 0 390 420" overflow="hidden">"#))
        #expect(!svg.contains("Second page"))
    }

    @Test("⚠️ takes the one cell wcwidth and the terminal give it; no row is wider than the screen")
    func warningSign() {
        let s = scene([labelled("warn", 0, 0, 390, 100, label: "⚠️ Low battery ⚠️ ⚠️ ⚠️", tappable: true, color: .yellow)])
        let lines = rendered(s, cols: 40, rows: 12)
        for l in lines { #expect(wcswidth(l) <= 40, "\(l): \(wcswidth(l)) cells") }
        let row = lines.first { $0.contains("Low battery") } ?? ""
        #expect(row.contains("⚠ Low battery ⚠"), "\(row)")
        #expect(!row.unicodeScalars.contains("\u{FE0F}"))
        DisplayWidth.withUTF8Locale {
            #expect(DisplayWidth.columns(Character("⚠️")) == 1)
            #expect(DisplayWidth.columns("⚠️ ok") == 4)
        }
    }

    @Test("👩‍💻 takes four cells, as wcswidth counts it, drawn as its two parts")
    func joinedEmoji() {
        DisplayWidth.withUTF8Locale {
            #expect(DisplayWidth.columns(Character("👩‍💻")) == 4)
            #expect(DisplayWidth.pieces(Character("👩‍💻")) == ["👩", "💻"])
            var b = CellBuffer(width: 6, height: 1)
            #expect(b.write("👩‍💻x", col: 0, row: 0) == 5)
            #expect(b.lines() == ["👩💻x"])
        }
        let s = scene([labelled("dev", 0, 0, 390, 100, label: "👩‍💻 Developer 👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻", tappable: true, color: .cyan)])
        for cols in [20, 21, 40] {
            for l in rendered(s, cols: cols, rows: 12) { #expect(wcswidth(l) <= cols, "\(l): \(wcswidth(l)) of \(cols)") }
        }
    }

    @Test("a newline or a tab in a label is a space in every picture, never ^J")
    func newlineInLabel() {
        let s = scene([labelled("two", 0, 0, 390, 100, label: "Line one\nLine\ttwo\u{1B}[31m", tappable: true, color: .blue)])
        #expect(SceneText(scene: s).label[0] == "Line one Line two [31m")
        let screen = rendered(s, cols: 60, rows: 12).prefix(12).joined(separator: "\n")
        #expect(screen.contains("Line one Line two"))
        #expect(!screen.contains("^"))
        let svg = ScenePicture(scene: s).svg
        #expect(svg.contains("Line one Line two [31m"))
        #expect(!svg.contains("^J") && !svg.contains("^["))
    }

    @Test("text that does not fit ends with …; a title that does not fit is not drawn at all")
    func titleThatDoesNotFit() {
        let s = scene([
            labelled("a_very_long_identifier", 0, 0, 100, 100, label: "A label far too long for its box", tappable: true, color: .green),
            labelled("ok", 200, 0, 150, 100, tappable: true, color: .blue),
        ])
        let lines = rendered(s, cols: 40, rows: 12).prefix(12)
        let screen = lines.joined(separator: "\n")
        #expect(!screen.contains("a_very"), "\(screen)")
        #expect(screen.contains("A l") && screen.contains("…") && !screen.contains("far too long"), "\(screen)")
        #expect(screen.contains("ok"))
        DisplayWidth.withUTF8Locale {
            #expect(PictureText.fitted("Accessibility", width: 6) == "Acces…")
            #expect(PictureText.fitted("今日は晴れ", width: 6) == "今日…")
            #expect(PictureText.fitted("abc", width: 3) == "abc")
        }
    }

    @Test("plain containers are untitled unless asked (i, render --ids)")
    func containerTitles() {
        let s = scene([
            labelled("Layout", 0, 0, 390, 420, [
                labelled("Calls", 20, 100, 350, 60, label: "Calls & Settings", tappable: true),
            ]),
        ])
        let plain = rendered(s, cols: 60, rows: 20).joined(separator: "\n")
        #expect(!plain.contains("Layout"))
        #expect(plain.contains("Calls & Settings"))
        let titled = rendered(s, cols: 60, rows: 20, ids: true).joined(separator: "\n")
        #expect(titled.contains("Layout"))
        #expect(!titled.contains("Calls & SLayout"))
    }

    @Test("the SVG names a CJK font list and a legend for every mark it draws")
    func svgFontsAndLegend() throws {
        let s = scene([
            labelled("a", 10, 10, 100, 40, label: "今日", tappable: true, color: .blue),
            labelled("b", 10, 54, 100, 40, label: "明日", tappable: true, color: .green),
        ], width: 200, height: 120)
        var p = ScenePicture(scene: s)
        #expect(p.svg.contains(#"font-family: "Noto Sans CJK JP", "PingFang SC", "Hiragino Sans", "Microsoft YaHei", sans-serif;"#))
        #expect(!p.svg.contains("class=\"legend\""))      // views alone: no mark to explain
        p.taps = [Resolver(scene: s, slop: nil).resolve(Point(x: 50, y: 30), policy: .uikit)]
        p.map = .swiftui
        let audit = try Audit.analyse(scene: s, file: "t.yaml", options: AuditOptions(policies: [.swiftui]))
        p.audit = audit
        p.auditPolicy = .swiftui
        let svg = p.svg
        #expect(svg.contains("class=\"legend\""))
        #expect(svg.contains("a handler ran") && svg.contains("hit map (swiftui)") && svg.contains("a tap here goes to 今日 (a)"))
        for kind in Set(audit.findings.map(\.kind)) {
            #expect(svg.contains(PictureLegend.entry(for: kind).text), "no legend for \(kind)")
        }
        if let f = audit.findings.first {
            #expect(svg.contains(XMLText.picture(String(f.textLine.dropFirst("t.yaml: ".count).prefix(30)))))
        }
    }
}

@Suite("Text rules: the words of a label")
struct SceneTextWordsTests {
    /// The Unicode path of `SceneText.words`, written out as the reference.
    static func reference(_ s: String) -> Set<String> {
        var out: Set<String> = []
        for run in s.lowercased().split(whereSeparator: \.isWhitespace) {
            let w = run.drop { !($0.isLetter || $0.isNumber) }
            let trimmed = w.reversed().drop { !($0.isLetter || $0.isNumber) }
            guard !trimmed.isEmpty else { continue }
            out.insert(String(w.prefix(trimmed.count)))
        }
        return out
    }

    @Test("the ASCII path finds the same words as the Unicode one, on random ASCII text")
    func asciiAgrees() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        let alphabet = Array("aZ9 ,.-_\t\r\n!?()'\"Sign in NOW 3 pages&")
        for _ in 0..<2000 {
            var s = ""
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let n = Int(seed >> 58)
            for _ in 0..<n {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                s.append(alphabet[Int(seed >> 33) % alphabet.count])
            }
            #expect(Set(SceneText.words(s).map(String.init)) == Self.reference(s), "\(s.debugDescription)")
        }
        #expect(SceneText.words("Sign in, NOW!") == ["sign", "in", "now"])
    }
}
