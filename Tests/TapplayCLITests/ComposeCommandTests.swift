import Foundation
import Testing
import TapplayTestSupport
import TapplayCore

/// `--policy compose` through every command that resolves taps.
@Suite("compose on the command line")
struct ComposeCommandTests {
    static let scene = CLI.scene("compose-icons.yaml")

    @Test("hit --json: candidates nearest first with their distances, ambiguous between two icons, path = R")
    func hitJSON() throws {
        let r = try CLI.run(["hit", Self.scene, "--at", "41,28", "--policy", "compose", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let o = try #require(jsonObject(r.lines[0]))
        #expect(o["policy"] as? String == "compose" && o["hit"] as? String == "back" && o["responder"] as? String == "back")
        #expect(o["ambiguous"] as? Bool == true && o["candidates"] as? [String] == ["back", "search"])
        #expect(o["distances"] as? [Double] == [1, 3] && o["path"] as? [String] == ["back"])
        // A disabled toggle inside a tappable row: R = [row, toggle], the row runs its handler.
        let d = try CLI.run(["hit", Self.scene, "--at", "324,432", "--policy", "compose", "--json"])
        let t = try #require(jsonObject(d.lines[0]))
        #expect(t["hit"] as? String == "toggle" && t["responder"] as? String == "row")
        #expect(t["path"] as? [String] == ["row", "toggle"] && t["types"] as? [NSNull] != nil)
        #expect(t["candidates"] as? [String] == ["toggle"] && t["distances"] as? [Double] == [0])
    }

    @Test("the scene's policies: [compose] makes compose every command's default, the audit's too")
    func sceneDefault() throws {
        let r = try CLI.run(["hit", Self.scene, "--at", "42,28", "--json"])
        #expect(jsonObject(r.lines[0])?["policy"] as? String == "compose")
        let a = try CLI.run(["audit", Self.scene])
        #expect(a.status == 1 && a.stdout.contains("compose: ambiguous back ~ search") && !a.stdout.contains("android:"))
    }

    @Test("hit --trace lists every test with its step and d, what was recorded and the stop")
    func hitTrace() throws {
        let r = try CLI.run(["hit", Self.scene, "--at", "42,28", "--policy", "compose", "--trace"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("under compose\n"))
        #expect(r.stdout.contains("path:       search"))
        #expect(r.stdout.contains("candidates: search (2 dp), back (2 dp)"))
        #expect(r.stdout.contains("ambiguous:  yes"))
        #expect(r.stdout.contains("strip: step 1: clips and the point is outside its frame"))
        #expect(r.stdout.contains("search: step 4: outside its frame [44, 16, 24, 24], within its 48 dp target: d = 4"))
        #expect(r.stdout.contains("search: recorded as R[0]"))
        #expect(r.stdout.contains("back: step 5: missed"))
        let s = try CLI.run(["hit", Self.scene, "--at", "300,432", "--policy", "compose", "--trace"])
        #expect(s.stdout.contains("row: step 3: inside its frame"))
        #expect(s.stdout.contains("toggle: recorded as R[1]"))
        #expect(s.stdout.contains("R holds a direct hit (row) after h → stop: strip, card, like, send, chip, toolbar not tried"))
        #expect(s.stdout.contains("responder: row, the last interactive view of R (toggle is disabled"))
    }

    @Test("batch hit, map by hit and by responder, render and replay take compose")
    func everywhere() throws {
        let b = try CLI.run(["hit", Self.scene, "--policy", "compose", "--json"], input: "42,28\n3,28\n180,364\n300,432\n")
        #expect(b.lines.map { jsonObject($0)?["hit"] as? String } == ["search", nil, nil, "toggle"])
        let m = try CLI.run(["map", Self.scene, "--policy", "compose", "--cols", "36", "--rows", "32"])
        #expect(m.status == 0 && m.stdout.contains("b  back") && m.stdout.contains("s  search"))
        let grid = m.lines.filter { $0.count == 36 }
        #expect(grid.count == 32)
        // Row 1 (y 30, cells 10 dp wide): each icon owns its cells and its rings, 12 dp each side.
        #expect(grid[1].hasPrefix("bbbbsssaaammmm."), "\(grid[1])")
        let android = try CLI.run(["map", Self.scene, "--policy", "android", "--cols", "36", "--rows", "32"])
        let androidGrid = android.lines.filter { $0.count == 36 }
        #expect(androidGrid[1] != grid[1], "android has no rings")
        let byResponder = try CLI.run(["map", Self.scene, "--policy", "compose", "--by", "responder", "--cols", "36", "--rows", "32"])
        #expect(!byResponder.stdout.contains("t  toggle"), "the disabled toggle never runs its handler")
        let r = try CLI.run(["render", Self.scene, "--cols", "36", "--rows", "34", "--policy", "compose"])
        #expect(r.status == 0 && r.stdout.contains("compose [7]"))
        let line = #"{"time": 0.1, "cell": [1, 1], "x": 42.0, "y": 28.0, "policy": "compose", "hit": "search", "responder": "search", "ambiguous": true, "candidates": ["search", "back"], "scene": "Compose icons", "file": ""# + Self.scene + #""}"#
        let path = try CLI.tempFile(line + "\n", name: "record.jsonl")
        let same = try CLI.run(["replay", path])
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        let other = try CLI.run(["replay", path, "--policy", "android"])
        #expect(other.status == 1 && other.stdout.contains("now hit none"), "\(other.stdout)")
    }

    @Test("gestures under compose: the disabled toggle's tap goes to its row; drag and bench run")
    func gesturesDragBench() throws {
        let g = try CLI.run(["gestures", Self.scene, "--policy", "compose"], input: "0.1 324,432 down\n0.2 324,432 up\n")
        #expect(g.status == 0, "\(g.stderr)")
        #expect(g.stdout.contains(#""gesture": "tap", "view": "row""#), "\(g.stdout)")
        let a = try CLI.run(["gestures", Self.scene, "--policy", "android"], input: "0.1 324,432 down\n0.2 324,432 up\n")
        #expect(!a.stdout.contains(#""gesture": "tap""#), "android: the disabled toggle swallows the touch")
        let d = try CLI.run(["drag", Self.scene, "--policy", "compose"], input: "0 28,28 down\n0.1 28,28 up\n")
        #expect(d.status == 0, "\(d.stderr)")
        let bench = try CLI.run(["bench", Self.scene, "--policy", "compose", "--taps", "2000", "--cols", "40",
                                 "--rows", "12", "--repeats", "1"])
        #expect(bench.status == 0)
        #expect(bench.lines.first?.range(of: #"^views=\d+ policy=compose ns_per_hit=[0-9.]+ map_40x12_ms=[0-9.]+$"#,
                                         options: .regularExpression) != nil, "\(bench.stdout)")
    }

    @Test("audit --policy compose: ambiguous icons, small targets, nothing for the part a clip hides; sorted after android")
    func audit() throws {
        let r = try CLI.run(["audit", Self.scene, "--policy", "compose", "--policy", "android", "--json"])
        #expect(r.status == 1)
        let objs = r.lines.compactMap(jsonObject)
        let compose = objs.filter { $0["policy"] as? String == "compose" }
        #expect(compose.contains { $0["kind"] as? String == "ambiguous" && $0["views"] as? [String] == ["back", "search"] })
        // fav's part below the clipping strip takes no taps, but the screen does not show it either: no finding.
        #expect(!compose.contains { $0["kind"] as? String == "swallowed" })
        #expect(compose.contains { $0["kind"] as? String == "small" && $0["views"] as? [String] == ["search"]
                && $0["size"] as? [Double] == [28, 48] })
        #expect(!compose.contains { $0["views"] as? [String] == ["like"] }, "a lone 24 dp icon grows to 48 dp")
        let policies = objs.compactMap { $0["policy"] as? String }
        #expect(policies.firstIndex(of: "compose")! > policies.lastIndex(of: "android")!)
        let text = try CLI.run(["audit", Self.scene, "--policy", "compose"])
        #expect(text.stdout.contains("the nearest edge takes the tap"))
    }

    @Test("docs/policies.md's side-by-side toolbar is what map prints under each policy")
    func docsToolbar() throws {
        let docs = try String(contentsOf: CLI.root.appendingPathComponent("docs/policies.md"), encoding: .utf8)
        let start = try #require(docs.range(of: "```\nswiftui"))
        let block = docs[start.upperBound...].prefix { $0 != "`" }.split(separator: "\n").map(String.init)
        try #require(block.count == 7, "\(block)")
        let policies = ["swiftui", "sampled", "android", "compose"]
        var columns: [[String]] = []
        for policy in policies {
            let m = try CLI.run(["map", Self.scene, "--policy", policy, "--by", "responder", "--cols", "72", "--rows", "64"])
            columns.append(m.lines.filter { $0.count == 72 }.prefix(6).map { String($0.prefix(30)) })
        }
        for row in 0..<6 {
            #expect(block[row + 1] == columns.map { $0[row] }.joined(separator: "   "), "row \(row)")
        }
    }

    @Test("--policy lists compose in help; audit's help too")
    func help() throws {
        let h = try CLI.run(["hit", "--help"])
        #expect(h.stdout.contains("android, compose or flutter"))
        #expect(h.stdout.contains("--policy compose"), "the examples show it")
        let a = try CLI.run(["audit", "--help"])
        #expect(a.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("android, compose or flutter"))
    }
}
