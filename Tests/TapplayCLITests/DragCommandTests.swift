import Foundation
import Testing
import TapplayTestSupport

/// `tapplay drag` end to end through the built binary (`swift build` first).
@Suite("tapplay drag: touch samples in, DropDelegate calls out as JSON lines")
struct DragCommandTests {
    static func objects(_ r: CLI.Result) -> [[String: Any]] { r.lines.compactMap(jsonObject) }

    @Test("a reorder drag prints one JSON line per call, in order, with ids, points and ms times; exit 0")
    func reorderDrag() throws {
        let r = try CLI.run(["drag", CLI.scene("drag-drop-grid.yaml")], input: """
            # lift item1, drag it onto item2, drop
            0 71,136 down
            0.8 195,136 move
            0.9 200,140.0004 move
            1.0 200,140.0004 up
            """)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
        #expect(r.lines == [
            #"{"t": 0.5, "event": "lifted", "item": "item1", "point": [71.0, 136.0]}"#,
            #"{"t": 0.5, "event": "validateDrop", "target": "item1", "item": "item1", "accepted": true}"#,
            #"{"t": 0.5, "event": "dropEntered", "target": "item1", "item": "item1"}"#,
            #"{"t": 0.8, "event": "dropExited", "target": "item1", "item": "item1"}"#,
            #"{"t": 0.8, "event": "validateDrop", "target": "item2", "item": "item1", "accepted": true}"#,
            #"{"t": 0.8, "event": "dropEntered", "target": "item2", "item": "item1"}"#,
            #"{"t": 0.8, "event": "reordered", "item": "item1", "container": "grid", "from": 0, "to": 1}"#,
            #"{"t": 0.8, "event": "dropExited", "target": "item2", "item": "item1"}"#,
            #"{"t": 0.8, "event": "validateDrop", "target": "item1", "item": "item1", "accepted": true}"#,
            #"{"t": 0.8, "event": "dropEntered", "target": "item1", "item": "item1"}"#,
            #"{"t": 0.9, "event": "dropUpdated", "target": "item1", "item": "item1", "point": [200.0, 140.0]}"#,
            #"{"t": 1.0, "event": "performDrop", "target": "item1", "item": "item1", "point": [200.0, 140.0]}"#,
            #"{"t": 1.0, "event": "dragEnded", "item": "item1", "point": [200.0, 140.0], "lost": false}"#,
        ])
    }

    @Test("a malformed line gets an error object with its line number; the run goes on and exits 0")
    func malformedLine() throws {
        let r = try CLI.run(["drag", CLI.scene("drag-drop-grid.yaml"), "--json"],
                            input: "0 71,136 down\n0.1 nowhere move\n0.6 71,136 up\n")
        #expect(r.status == 0)
        let objs = Self.objects(r)
        #expect(objs.count == r.lines.count, "every line is JSON: \(r.stdout)")
        #expect(objs.first?["line"] as? Int == 2)
        #expect((objs.first?["error"] as? String)?.contains("line 2") == true)
        #expect(objs.dropFirst().map { $0["event"] as? String } == [
            "lifted", "validateDrop", "dropEntered", "performDrop", "dragEnded",
        ])
    }

    @Test("a sample earlier than the previous one is an error line and is skipped")
    func timeGoesBack() throws {
        let r = try CLI.run(["drag", CLI.scene("drag-drop-grid.yaml")],
                            input: "1 71,136 down\n0.5 71,136 up\n1.6 71,136 up\n")
        #expect(r.status == 0)
        let objs = Self.objects(r)
        #expect(objs.first?["line"] as? Int == 2)
        #expect((objs.first?["error"] as? String)?.contains("earlier") == true)
        #expect(objs.last?["event"] as? String == "dragEnded" && objs.last?["t"] as? Double == 1.6)
    }

    @Test("the outer container's catch is flagged caughtBy: container; a lost drop says lost: true")
    func catchAndLost() throws {
        let script = "0 71,96 down\n0.6 195,600 move\n0.7 195,600 up\n"
        let caught = Self.objects(try CLI.run(["drag", CLI.scene("drag-outer-catch.yaml"), "--policy", "swiftui"],
                                              input: script))
        let perform = try #require(caught.first { $0["event"] as? String == "performDrop" })
        #expect(perform["target"] as? String == "screen")
        #expect(perform["caughtBy"] as? String == "container")
        #expect(perform["point"] as? [Double] == [195, 600])
        #expect(caught.last?["lost"] as? Bool == false)

        let lost = Self.objects(try CLI.run(["drag", CLI.scene("drag-partial-grid.yaml")], input: script))
        #expect(!lost.contains { $0["event"] as? String == "performDrop" })
        #expect(lost.last?["event"] as? String == "dragEnded" && lost.last?["lost"] as? Bool == true)
    }

    @Test("--policy decides the 0.001 pitfall: uikit loses the drop, swiftui performs it")
    func policyFlag() throws {
        let script = "0 71,136 down\n0.6 71,136 up\n"
        let scene = CLI.scene("drag-opacity-0001.yaml")
        let uikit = Self.objects(try CLI.run(["drag", scene, "--policy", "uikit"], input: script))
        let swiftui = Self.objects(try CLI.run(["drag", scene, "--policy", "swiftui"], input: script))
        #expect(uikit.map { $0["event"] as? String } == ["lifted", "dragEnded"])
        #expect(uikit.last?["lost"] as? Bool == true)
        #expect(swiftui.last?["lost"] as? Bool == false)
    }

    @Test("--quick-drag lifts on the first movement beyond 10 pt; moving early without it cancels")
    func quickDragFlag() throws {
        let script = "0 71,136 down\n0.1 90,136 move\n0.2 90,136 up\n"
        let quick = Self.objects(try CLI.run(["drag", CLI.scene("drag-drop-grid.yaml"), "--quick-drag"], input: script))
        #expect(quick.first?["event"] as? String == "lifted" && quick.first?["t"] as? Double == 0.1)
        let slow = Self.objects(try CLI.run(["drag", CLI.scene("drag-drop-grid.yaml")], input: script))
        #expect(slow.count == 1)
        #expect(slow.first?["event"] as? String == "cancelled" && slow.first?["item"] as? String == "item1")
    }

    @Test("--text prints readable lines; a missing scene fails with one line on stderr")
    func textAndFailure() throws {
        let r = try CLI.run(["drag", CLI.scene("drag-drop-grid.yaml"), "--text"], input: "0 71,136 down\n0.6 71,136 up\n")
        #expect(r.status == 0)
        #expect(r.lines.first == "0.5  lifted item1 at (71, 136)")
        let bad = try CLI.run(["drag", CLI.scene("no-such-drag.yaml")], input: "")
        #expect(bad.status != 0)
        #expect(bad.stdout.isEmpty && !bad.stderr.isEmpty)
    }
}
