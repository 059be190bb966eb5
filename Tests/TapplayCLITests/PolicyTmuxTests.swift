import Foundation
import Testing
import TapplayCore

/// The playground's keys for the sampled, android, compose and flutter policies, in tmux.
extension Tmux {
@Suite("sampled, android, compose and flutter in the playground", .serialized)
struct PolicyTmuxTests {
    @Test("5 and 6 choose sampled and android; Tab cycles all eight; { } change the radius by 4 pt")
    func keys() throws {
        let t = try TmuxSession(playground: "run \(CLI.scene("touch-cloud-seam.yaml"))")
        try t.expect("Touch cloud seam │ uikit [1] │ slop 10")
        try t.send("5", expect: "sampled [5] │ radius 20")
        try t.send("}", expect: "sampled [5] │ radius 24")
        try t.send("{{", expect: "sampled [5] │ radius 16")
        try t.send("6", expect: "android [6] │ slop 10")
        try t.key("Tab", expect: "compose [7] │ 48 dp targets")
        try t.key("Tab", expect: "flutter [8] │ exact frames")
        try t.key("Tab", expect: "uikit [1]")
        try t.key("BTab", expect: "flutter [8]")
        try t.key("BTab", expect: "compose [7]")
        try t.key("BTab", expect: "android [6]")
        try t.key("BTab", expect: "sampled [5] │ radius 16")
        // The help stands beside the canvas, its lines wrapped to its width.
        try t.send("?", expect: "keys", "android")
    }

    @Test("under sampled the last tap's cloud is drawn around its dot; the status line says who got it")
    func cloud() throws {
        let t = try TmuxSession(playground: "run \(CLI.scene("touch-cloud-seam.yaml")) --policy sampled")
        try t.expect("sampled [5] │ radius 20")
        let c = try t.cell(of: Point(x: 195, y: 150), scene: "touch-cloud-seam.yaml")
        try t.clickSGR(col: c.col, row: c.row)
        try t.expect("hit Top (top), responder Top (top)")
        let screen = try t.screen()
        // Cloud points around the dot (the dot itself stays ●).
        let near = screen[max(0, c.row - 3)...min(screen.count - 1, c.row + 3)].joined()
        #expect(near.contains("•"), "cloud points drawn near the tap:\n\(screen.joined(separator: "\n"))")
        let row = screen[c.row]
        #expect(row[row.index(row.startIndex, offsetBy: c.col)] == "●")
        // Map and diff overlays work under sampled and android.
        try t.send("m", expect: "map")
        try t.send("d", expect: "diff vs uikit")
        try t.send("6", expect: "android [6]")
    }

    @Test("a compose scene opens under compose, 7 chooses it: a click beside a small icon reaches it, between two is ambiguous")
    func compose() throws {
        let size = Size(width: 360, height: 640)
        let t = try TmuxSession(playground: "run \(CLI.scene("compose-icons.yaml"))")
        // The scene's `policies: [compose]` makes compose the default; 1 leaves it, 7 comes back.
        try t.expect("Compose icons │ compose [7] │ 48 dp targets")
        try t.send("1", expect: "uikit [1]")
        try t.send("7", expect: "compose [7] │ 48 dp targets")
        // A cell whose centre lies outside every icon but within back's ring, left of it.
        let v = t.viewport(size)
        let s = Resolver(scene: try SceneLoader.load(path: CLI.scene("compose-icons.yaml")))
        var target: (col: Int, row: Int)?
        var gap: (col: Int, row: Int)?
        for row in 0..<(t.rows - 2) {
            for col in 0..<t.cols {
                let p = v.point(col: col, row: row)
                let r = s.resolve(p, policy: .compose)
                let inAnyFrame = s.scene.views.contains { $0.tappable && $0.canvasFrame.contains(p) }
                if target == nil, r.hit.map({ s.scene.views[$0].id }) == "back", !inAnyFrame { target = (col, row) }
                if gap == nil, r.ambiguous { gap = (col, row) }
            }
        }
        let near = try #require(target, "a cell in back's ring")
        try t.clickSGR(col: near.col, row: near.row)
        try t.expect("hit < (back), responder < (back)")
        let seam = try #require(gap, "an ambiguous cell between two icons")
        try t.clickSGR(col: seam.col, row: seam.row)
        try t.expect("ambiguous: ")
        try t.send("6", expect: "android [6]", "hit none, responder none")
        try t.send("7m", expect: "map")
        try t.send("t", expect: "under compose", "strip: step 1: clips")
    }

    @Test("a flutter scene opens under flutter, 8 chooses it: the badge's overflow reaches nothing, nested detectors show their arena")
    func flutter() throws {
        let size = Size(width: 360, height: 640)
        let t = try TmuxSession(playground: "run \(CLI.scene("flutter-stack.yaml"))")
        try t.expect("Flutter stack │ flutter [8] │ exact frames")
        try t.send("1", expect: "uikit [1]")
        try t.send("8", expect: "flutter [8] │ exact frames")
        let v = t.viewport(size)
        let s = Resolver(scene: try SceneLoader.load(path: CLI.scene("flutter-stack.yaml")))
        var overflow: (col: Int, row: Int)?
        var favorite: (col: Int, row: Int)?
        let badge = s.scene.view("badge")!.canvasFrame, stack = s.scene.view("stack")!.canvasFrame
        for row in 0..<(t.rows - 2) {
            for col in 0..<t.cols {
                let p = v.point(col: col, row: row)
                if overflow == nil, badge.contains(p), !stack.contains(p) { overflow = (col, row) }
                if favorite == nil, s.id(s.resolve(p, policy: .flutter).hit) == "favorite" { favorite = (col, row) }
            }
        }
        let out = try #require(overflow, "a cell on the badge outside its stack")
        try t.clickSGR(col: out.col, row: out.row)
        try t.expect("hit screen, responder none")
        let fav = try #require(favorite, "a cell on favorite")
        try t.clickSGR(col: fav.col, row: fav.row)
        try t.expect("responder * (favorite), arena: favorite, card")
        try t.send("7", expect: "compose [7]", "responder * (favorite)")
        try t.send("8t", expect: "under flutter", "favorite: test, step 4: solid (tappable)")
    }

    @Test("an android scene opens under android")
    func androidDefault() throws {
        let t = try TmuxSession(playground: "run \(CLI.scene("android-dispatch.yaml"))")
        try t.expect("Android dispatch │ android [6]")
    }
}
}
