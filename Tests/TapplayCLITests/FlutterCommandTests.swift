import Foundation
import Testing
import TapplayTestSupport
import TapplayCore

/// `--policy flutter` through every command that resolves taps, and a Flutter dump imported.
@Suite("flutter on the command line")
struct FlutterCommandTests {
    static let scene = CLI.scene("flutter-stack.yaml")

    @Test("hit --json: the arena's detectors as candidates, innermost first; the path from the root")
    func hitJSON() throws {
        let r = try CLI.run(["hit", Self.scene, "--at", "290,240", "--policy", "flutter", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let o = try #require(jsonObject(r.lines[0]))
        #expect(o["policy"] as? String == "flutter" && o["hit"] as? String == "favorite")
        #expect(o["responder"] as? String == "favorite" && o["ambiguous"] as? Bool == false)
        #expect(o["candidates"] as? [String] == ["favorite", "card"] && o["distances"] as? [Double] == [0, 0])
        #expect(o["path"] as? [String] == ["screen", "card", "row", "favorite"])
        // The badge's part outside its stack: painted, never hit.
        let out = try #require(jsonObject(try CLI.run(["hit", Self.scene, "--at", "92,20", "--json"]).lines[0]))
        #expect(out["policy"] as? String == "flutter", "the scene's policies: [flutter] is the default")
        #expect(out["hit"] as? String == "screen" && out["responder"] is NSNull && out["candidates"] as? [String] == [])
    }

    @Test("hit --trace: each test with its step and answer, the path, the arena")
    func hitTrace() throws {
        let r = try CLI.run(["hit", Self.scene, "--at", "80,240", "--trace"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("under flutter\n"))
        #expect(r.stdout.contains("arena:      card"))
        #expect(r.stdout.contains("price: test, step 2: point outside its frame [210, 372, 60, 24] → false"))
        #expect(r.stdout.contains("favorite: test, step 2: point outside its frame"))
        #expect(r.stdout.contains("title: test, step 4: solid (a text or image (label)) → true, added to the path"))
        #expect(r.stdout.contains("row: test, step 4: a child answered true → true, added to the path"))
        #expect(r.stdout.contains("path (deepest first): title → row → card → screen"))
        #expect(r.stdout.contains("hit: title; arena: card → the innermost, card, wins the tap"))
        let scrim = try CLI.run(["hit", Self.scene, "--at", "260,140", "--trace"])
        #expect(scrim.stdout.contains("scrim: test, step 1: IgnorePointer (interactive: false) → false, subtree skipped"))
        #expect(scrim.stdout.contains("send: test, step 4: solid (tappable) → true"))
        let plain = try CLI.run(["hit", Self.scene, "--at", "200,240", "--trace"])
        #expect(plain.stdout.contains("row: test, step 4: no child answered true; a plain container → false, the views behind it are tested"))
    }

    @Test("batch hit, map by hit and by responder, render and replay take flutter")
    func everywhere() throws {
        let b = try CLI.run(["hit", Self.scene, "--policy", "flutter", "--json"], input: "60,140\n260,140\n230,384\n60,409\n")
        #expect(b.lines.map { jsonObject($0)?["hit"] as? String } == ["overlay", "send", "price", "screen"])
        #expect(b.lines.map { jsonObject($0)?["responder"] as? String } == [nil, "send", nil, nil])
        let m = try CLI.run(["map", Self.scene, "--policy", "flutter", "--cols", "36", "--rows", "32"])
        #expect(m.status == 0 && m.stdout.contains("o  overlay"), "\(m.stdout)")
        let byResponder = try CLI.run(["map", Self.scene, "--policy", "flutter", "--by", "responder", "--cols", "36", "--rows", "32"])
        #expect(byResponder.status == 0 && !byResponder.stdout.contains("like"), "the overlay takes every tap on like")
        let uikit = try CLI.run(["map", Self.scene, "--policy", "uikit", "--by", "responder", "--cols", "36", "--rows", "32"])
        #expect(uikit.stdout.contains("like"), "uikit ignores the overlay at alpha 0")
        let r = try CLI.run(["render", Self.scene, "--cols", "80", "--rows", "34"])
        #expect(r.status == 0 && r.stdout.contains("flutter [8] │ exact frames"), "\(r.stdout)")
        let line = #"{"time": 0.1, "cell": [1, 1], "x": 290.0, "y": 240.0, "policy": "flutter", "hit": "favorite", "responder": "favorite", "ambiguous": false, "candidates": ["favorite", "card"], "scene": "Flutter stack", "file": ""# + Self.scene + #""}"#
        let path = try CLI.tempFile(line + "\n", name: "record.jsonl")
        let same = try CLI.run(["replay", path])
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        let text = #"{"time": 0.1, "cell": [1, 1], "x": 230.0, "y": 384.0, "policy": "flutter", "hit": "price", "responder": null, "ambiguous": false, "candidates": [], "scene": "Flutter stack", "file": ""# + Self.scene + #""}"#
        let other = try CLI.run(["replay", try CLI.tempFile(text + "\n", name: "record2.jsonl"), "--policy", "android"])
        #expect(other.status == 1 && other.stdout.contains("now hit buy"), "\(other.stdout)")
    }

    @Test("gestures: the innermost detector's tap; drag and bench run under flutter")
    func gesturesDragBench() throws {
        let g = try CLI.run(["gestures", Self.scene, "--policy", "flutter"], input: "0.1 290,240 down\n0.2 290,240 up\n")
        #expect(g.status == 0, "\(g.stderr)")
        #expect(g.stdout.contains(#""gesture": "tap", "view": "favorite""#), "\(g.stdout)")
        let swallowed = try CLI.run(["gestures", Self.scene], input: "0.1 230,384 down\n0.2 230,384 up\n")
        #expect(!swallowed.stdout.contains(#""gesture": "tap""#), "the text in front of buy swallows the tap")
        let d = try CLI.run(["drag", Self.scene, "--policy", "flutter"], input: "0 40,40 down\n0.1 40,40 up\n")
        #expect(d.status == 0, "\(d.stderr)")
        let bench = try CLI.run(["bench", Self.scene, "--policy", "flutter", "--taps", "2000", "--cols", "40",
                                 "--rows", "12", "--repeats", "1"])
        #expect(bench.status == 0)
        #expect(bench.lines.first?.range(of: #"^views=\d+ policy=flutter ns_per_hit=[0-9.]+ map_40x12_ms=[0-9.]+$"#,
                                         options: .regularExpression) != nil, "\(bench.stdout)")
    }

    @Test("audit under flutter: unreachable under Opacity(0), small, swallowed (overflow, a text in front), never ambiguous")
    func audit() throws {
        let r = try CLI.run(["audit", Self.scene, "--json"])
        #expect(r.status == 1)
        let objs = r.lines.compactMap(jsonObject)
        #expect(Set(objs.compactMap { $0["policy"] as? String }) == ["flutter"])
        func has(_ kind: String, _ views: [String]) -> Bool {
            objs.contains { $0["kind"] as? String == kind && $0["views"] as? [String] == views }
        }
        #expect(has("unreachable", ["like"]))
        #expect(has("small", ["badge"]))
        #expect(has("swallowed", ["badge", "screen"]))
        #expect(has("swallowed", ["buy", "price"]))
        #expect(!objs.contains { $0["kind"] as? String == "ambiguous" })
        let text = try CLI.run(["audit", Self.scene, "--policy", "compose", "--policy", "flutter"])
        #expect(text.stdout.contains("flutter: swallowed badge by screen") && text.stdout.contains("outside its parent stack"))
        #expect(text.stdout.contains("the solid view price in front"))
        #expect(text.stdout.contains("(compose: none; flutter: 1 unreachable, 1 small, 3 swallowed; close: none)"),
                "policies in their order, flutter after compose: \(text.stdout)")
        let sarif = try CLI.run(["audit", Self.scene, "--reporter", "sarif"])
        #expect(sarif.stdout.contains("\"flutter\""))
    }

    @Test("docs/policies.md's side-by-side screen is what map prints under uikit, android, compose and flutter")
    func docsSideBySide() throws {
        let docs = try String(contentsOf: CLI.root.appendingPathComponent("docs/policies.md"), encoding: .utf8)
        let start = try #require(docs.range(of: "```\nuikit "))
        let block = docs[start.upperBound...].prefix { $0 != "`" }.split(separator: "\n").map(String.init)
        try #require(block.count == 21, "\(block)")
        var columns: [[String]] = []
        for policy in ["uikit", "android", "compose", "flutter"] {
            let m = try CLI.run(["map", Self.scene, "--policy", policy, "--by", "responder", "--cols", "36", "--rows", "32"])
            columns.append(Array(m.lines.filter { $0.count == 36 }.prefix(20)).map { String($0) })
        }
        for row in 0..<20 {
            #expect(block[row + 1] == columns.map { $0[row] }.joined(separator: "   "), "row \(row)")
        }
    }

    @Test("import --format flutter and auto; --platform ios; the platform line on stderr; every command takes the dump")
    func importDump() throws {
        let dump = """
        I/flutter ( 4242): SemanticsNode#0
        I/flutter ( 4242):  │ Rect.fromLTRB(0.0, 0.0, 1170.0, 2532.0)
        I/flutter ( 4242):  │
        I/flutter ( 4242):  └─SemanticsNode#1
        I/flutter ( 4242):    │ Rect.fromLTRB(0.0, 0.0, 390.0, 844.0) scaled by 3.0x
        I/flutter ( 4242):    │
        I/flutter ( 4242):    └─SemanticsNode#2
        I/flutter ( 4242):        Rect.fromLTRB(20.0, 100.0, 60.0, 130.0)
        I/flutter ( 4242):        actions: tap
        I/flutter ( 4242):        flags: isButton, hasEnabledState, isEnabled
        I/flutter ( 4242):        label: "Go"
        """
        let path = try CLI.tempFile(dump, name: "screen.txt")
        let r = try CLI.run(["import", path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("policies: [flutter]") && r.stdout.contains("platform: android"))
        #expect(r.stdout.contains("canvas: { width: 390, height: 844 }") && r.stdout.contains("# line 7"))
        #expect(r.stderr.contains("platform android taken") && r.stderr.contains("(flutter)"))
        let ios = try CLI.run(["import", path, "--format", "flutter", "--platform", "ios"])
        #expect(ios.stdout.contains("platform: ios") && ios.stderr.contains("platform ios (--platform)"))
        let audit = try CLI.run(["audit", path, "--platform", "ios"])
        #expect(audit.status == 1 && audit.stdout.contains("flutter: small node-2: its taps land in 40 × 30 pt, under the 44 pt minimum"),
                "\(audit.stdout)")
        let hit = try CLI.run(["hit", path, "--at", "30,110", "--json"])
        #expect(jsonObject(hit.lines.first ?? "")?["responder"] as? String == "node-2")
        let off = try CLI.tempFile("flutter: Semantics not generated.\n", name: "off.txt")
        let refused = try CLI.run(["import", off])
        #expect(refused.status == 1 && refused.stderr.contains("off.txt:1: Semantics not generated"), "\(refused.stderr)")
        let help = try CLI.run(["import", "--help"])
        #expect(help.stdout.contains("flutter") && help.stdout.contains("--platform"))
    }
}
