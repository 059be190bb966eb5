import Foundation
import Testing
import TapplayCore
import TapplayTestSupport

/// The screenshot in the real playground (SPEC 6.2): half blocks whose
/// colours tmux reads back (`capture-pane -e`) at 256 colours and in 24-bit
/// colour (`TERM=xterm-direct`), aligned with the views at two terminal
/// sizes, a click's dot over it, and `v`.
extension Tmux {
@Suite("Screenshots in tmux", .serialized)
struct ScreenshotTmuxTests {
    /// Where the xterm-direct terminfo entry is (Debian's ncurses-term); nil where it is absent.
    static let directEntry: String? = ["/usr/share/terminfo", "/lib/terminfo", "/etc/terminfo"]
        .map { $0 + "/x/xterm-direct" }.first { FileManager.default.fileExists(atPath: $0) }

    /// One cell as tmux shows it: its character and its colours' SGR parameters ("38;5;196", "48;2;1;2;3").
    struct StyledCell: Equatable {
        var char: Character
        var fg: String?
        var bg: String?
    }

    /// The cells of one row of `capture-pane -e` (every character one cell: the scene is ASCII).
    static func cells(_ line: Substring) -> [StyledCell] {
        var out: [StyledCell] = []
        var fg: String?, bg: String?
        var i = line.startIndex
        while i < line.endIndex {
            if line[i] == "\u{1B}", line.index(after: i) < line.endIndex, line[line.index(after: i)] == "[" {
                var j = line.index(i, offsetBy: 2)
                while j < line.endIndex, !line[j].isLetter { j = line.index(after: j) }
                guard j < line.endIndex else { break }
                if line[j] == "m" {
                    let ps = line[line.index(i, offsetBy: 2)..<j].split(separator: ";", omittingEmptySubsequences: false).map(String.init)
                    var k = 0
                    while k < ps.count {
                        switch ps[k] {
                        case "", "0": fg = nil; bg = nil
                        case "39": fg = nil
                        case "49": bg = nil
                        case "38", "48":
                            let n = ps.count > k + 1 && ps[k + 1] == "2" ? 5 : 3
                            let value = ps[k..<min(ps.count, k + n)].joined(separator: ";")
                            if ps[k] == "38" { fg = value } else { bg = value }
                            k += n - 1
                        case let p where p.count == 2 && (p.hasPrefix("3") || p.hasPrefix("9")): fg = p
                        case let p where p.count == 2 && p.hasPrefix("4"): bg = p
                        default: break
                        }
                        k += 1
                    }
                }
                i = line.index(after: j)
                continue
            }
            out.append(StyledCell(char: line[i], fg: fg, bg: bg))
            i = line.index(after: i)
        }
        return out
    }

    /// The SGR parameters tapplay's colour gives on `term`.
    static func sgr(_ c: (UInt8, UInt8, UInt8), foreground: Bool, direct: Bool) -> String {
        let lead = foreground ? "38" : "48"
        return direct ? "\(lead);2;\(c.0);\(c.1);\(c.2)" : "\(lead);5;\(TermColor.xterm256(c.0, c.1, c.2))"
    }

    func check(term: String, sizes: [(Int, Int)]) throws {
        let dir = try ScreenshotCLITests.folder()
        defer { TemporaryFiles.remove(dir) }
        _ = try TestPNG.file(ScreenshotCLITests.picture(), name: "login.png", in: dir.path)
        let scene = dir.appendingPathComponent("login.yaml").path
        let canvas = Size(width: 100, height: 100)
        let direct = term == "xterm-direct"
        let t = try TmuxSession(cols: sizes[0].0, rows: sizes[0].1)
        try t.start("run \(scene)", term: term)
        for (k, size) in sizes.enumerated() {
            if k > 0 { try t.resize(cols: size.0, rows: size.1) }
            try t.expect("picture (v hides)")
            let v = t.viewport(canvas)
            // Points well inside top and bottom, off their borders and labels: the picture's colours.
            for (p, colour, what) in [(Point(x: 50, y: 36), ScreenshotCLITests.red, "top"),
                                      (Point(x: 50, y: 82), ScreenshotCLITests.green, "bottom")] {
                let c = v.cell(for: p)
                let styled = try TmuxSession.poll(timeout: 5, { try t.styledText() }) { text in
                    let rows = text.split(separator: "\n", omittingEmptySubsequences: false)
                    return rows.count > c.row && Self.cells(rows[c.row]).count > c.col
                        && Self.cells(rows[c.row])[c.col].char == "▀"
                }
                let row = styled.split(separator: "\n", omittingEmptySubsequences: false)[c.row]
                let cell = Self.cells(row)[c.col]
                #expect(cell.char == "▀", "\(term) \(size) \(what): \(cell)")
                #expect(cell.fg == Self.sgr(colour, foreground: true, direct: direct), "\(term) \(size) \(what): \(cell)")
                #expect(cell.bg == Self.sgr(colour, foreground: false, direct: direct), "\(term) \(size) \(what): \(cell)")
            }
            // The views' outlines over the picture, at their cells.
            let corner = v.cell(for: Point(x: 10.5, y: 10.5))
            let screen = try t.screen()
            #expect(Array(screen[corner.row])[safe: corner.col] == "┌", "\(term) \(size): \(screen[corner.row])")
        }
        // A click's dot over the picture, in the responder's colour.
        let c = t.viewport(canvas).cell(for: Point(x: 50, y: 36))
        try t.clickSGR(col: c.col, row: c.row)
        try t.expect("responder Top (top)")
        #expect(Array(try t.screen()[c.row])[safe: c.col] == "●")
        // v hides the picture: the views are boxes again.
        try t.send("v", expect: "picture hidden (v)")
        let d = t.viewport(canvas).cell(for: Point(x: 50, y: 82))
        #expect(Array(try t.screen()[d.row])[safe: d.col] != "▀")
    }

    @Test("256 colours: half blocks in the nearest of colours 16–255, aligned at two sizes; a click's dot over them")
    func colours256() throws {
        try check(term: "xterm-256color", sizes: [(100, 32), (70, 45)])
    }

    @Test("TERM=xterm-direct: half blocks in 24-bit colour, aligned at two sizes", .enabled(if: directEntry != nil, "no xterm-direct terminfo entry (apt-get install ncurses-term)"))
    func direct() throws {
        try check(term: "xterm-direct", sizes: [(100, 32), (70, 45)])
    }

    @Test("8 colours: the picture is not drawn and the status line says why")
    func eightColours() throws {
        let dir = try ScreenshotCLITests.folder()
        defer { TemporaryFiles.remove(dir) }
        let shot = try TestPNG.file(ScreenshotCLITests.picture(), name: "shot.png", in: dir.path)
        let t = try TmuxSession(cols: 140, rows: 32)
        try t.start("run \(dir.appendingPathComponent("login.yaml").path) --screenshot \(shot)", term: "xterm")
        try t.expect("picture off: the terminal has 8 colours")
        try t.send("v", expect: "the picture cannot be drawn")
    }
}
}

private extension Array {
    subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}
