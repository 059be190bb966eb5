import Foundation
import Testing
import TapplayCore

/// The playground's keys for the sampled and android policies, in tmux.
extension Tmux {
@Suite("sampled and android in the playground", .serialized)
struct PolicyTmuxTests {
    static let cols = 100, rows = 32
    static let seam = Size(width: 390, height: 420)

    init() throws {
        try #require(TmuxSession.available, "tmux is needed for these tests (.ci/run installs it)")
    }

    @Test("5 and 6 choose sampled and android; Tab cycles all six; { } change the radius by 4 pt")
    func keys() throws {
        let t = try TmuxSession(TmuxSession.command("run \(CLI.scene("touch-cloud-seam.yaml"))"), cols: Self.cols, rows: Self.rows)
        try t.expect("Touch cloud seam │ uikit [1] │ slop 10")
        try t.send("5")
        try t.expect("sampled [5] │ radius 20")
        try t.send("}")
        try t.expect("sampled [5] │ radius 24")
        try t.send("{")
        try t.send("{")
        try t.expect("sampled [5] │ radius 16")
        try t.send("6")
        try t.expect("android [6] │ slop 10")
        try t.key("Tab")
        try t.expect("uikit [1]")
        try t.key("BTab")
        try t.expect("android [6]")
        try t.key("BTab")
        try t.expect("sampled [5] │ radius 16")
        try t.send("?")
        try t.expect("sampled, android")
    }

    @Test("under sampled the last tap's cloud is drawn around its dot; the status line says who got it")
    func cloud() throws {
        let t = try TmuxSession(TmuxSession.command("run \(CLI.scene("touch-cloud-seam.yaml")) --policy sampled"),
                                cols: Self.cols, rows: Self.rows)
        try t.expect("sampled [5] │ radius 20")
        let v = Viewport.fitCentred(canvas: Self.seam, cols: Self.cols, rows: Self.rows - 2)
        let c = v.cell(for: Point(x: 195, y: 150))
        try t.clickSGR(col: c.col, row: c.row)
        try t.expect("hit top, responder top")
        let screen = try t.screen()
        // Cloud points around the dot (the dot itself stays ●).
        let near = screen[max(0, c.row - 3)...min(screen.count - 1, c.row + 3)].joined()
        #expect(near.contains("•"), "cloud points drawn near the tap:\n\(screen.joined(separator: "\n"))")
        let row = screen[c.row]
        #expect(row[row.index(row.startIndex, offsetBy: c.col)] == "●")
        // Map and diff overlays work under sampled and android.
        try t.send("m")
        try t.expect("map")
        try t.send("d")
        try t.expect("diff vs uikit")
        try t.send("6")
        try t.expect("android [6]")
    }

    @Test("an android scene opens under android")
    func androidDefault() throws {
        let t = try TmuxSession(TmuxSession.command("run \(CLI.scene("android-dispatch.yaml"))"), cols: Self.cols, rows: Self.rows)
        try t.expect("Android dispatch │ android [6]")
    }
}
}
