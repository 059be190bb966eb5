import Foundation
import Testing
import TapplayTestSupport
import TapplayCore

@Suite("sampled and android on the command line")
struct PolicyOptionsTests {
    @Test("--radius must be finite and >= 0: one line, status 64")
    func badRadius() throws {
        for bad in ["-1", "nan", "inf", "abc"] {
            let r = try CLI.run(["hit", CLI.scene("vstack-neighbours.yaml"), "--at", "195,204", "--policy", "sampled", "--radius", bad])
            #expect(r.status == 64, "\(bad)")
            #expect(r.stderr.split(separator: "\n").count == 1, "\(bad): \(r.stderr)")
            #expect(r.stderr.contains("--radius"), "\(bad): \(r.stderr)")
        }
        let m = try CLI.run(["map", CLI.scene("vstack-neighbours.yaml"), "--cols", "10", "--rows", "5", "--radius", "-3"])
        #expect(m.status == 64 && m.stderr.contains("--radius"))
    }

    @Test("hit --json under sampled adds radius and weights; the radius changes the answer")
    func radiusJSON() throws {
        let r = try CLI.run(["hit", CLI.scene("touch-cloud-seam.yaml"), "--at", "256,150", "--policy", "sampled", "--json"])
        #expect(r.status == 0)
        let o = try #require(jsonObject(r.lines[0]))
        #expect(o["radius"] as? Double == 20)
        #expect(o["hit"] as? String == "top" && o["weights"] as? [Double] == [9.5])
        let small = try CLI.run(["hit", CLI.scene("touch-cloud-seam.yaml"), "--at", "256,150", "--policy", "sampled",
                                 "--radius", "10", "--json"])
        let s = try #require(jsonObject(small.lines[0]))
        #expect(s["radius"] as? Double == 10 && s["hit"] is NSNull)
        // Other policies have no radius key.
        let u = try CLI.run(["hit", CLI.scene("touch-cloud-seam.yaml"), "--at", "256,150", "--policy", "uikit", "--json"])
        #expect(jsonObject(u.lines[0])?["radius"] == nil)
    }

    @Test("an android scene resolves under android when no policy is given; an iOS scene under uikit")
    func platformDefault() throws {
        let a = try CLI.run(["hit", CLI.scene("android-dispatch.yaml"), "--at", "100,112", "--json"])
        let o = try #require(jsonObject(a.lines[0]))
        #expect(o["policy"] as? String == "android" && o["hit"] as? String == "send")
        let forced = try CLI.run(["hit", CLI.scene("android-dispatch.yaml"), "--at", "100,112", "--policy", "uikit", "--json"])
        #expect(jsonObject(forced.lines[0])?["hit"] as? String == "caption")
        let i = try CLI.run(["hit", CLI.scene("vstack-neighbours.yaml"), "--at", "195,204", "--json"])
        #expect(jsonObject(i.lines[0])?["policy"] as? String == "uikit")
        let map = try CLI.run(["map", CLI.scene("android-dispatch.yaml"), "--cols", "36", "--rows", "32", "--json"])
        #expect(jsonObject(map.lines[0])?["policy"] as? String == "android")
    }

    @Test("--trace explains sampled's competitions and android's dispatch walk")
    func traces() throws {
        let s = try CLI.run(["hit", CLI.scene("touch-cloud-seam.yaml"), "--at", "140,204", "--policy", "sampled", "--trace"])
        #expect(s.status == 0)
        #expect(s.stdout.contains("radius 20"))
        #expect(s.stdout.contains("stack (weight 23): contenders front-most first: bottom 11.5, top 11.5"))
        #expect(s.stdout.contains("within 1.2× of top"))
        #expect(s.stdout.contains("ambiguous:  yes"))
        let a = try CLI.run(["hit", CLI.scene("android-dispatch.yaml"), "--at", "100,112", "--trace"])
        #expect(a.stdout.contains("caption (android.widget.TextView): receives the touch"))
        #expect(a.stdout.contains("not clickable → does not consume, the touch falls through"))
        #expect(a.stdout.contains("send (android.widget.Button): clickable → consumes it"))
        let d = try CLI.run(["hit", CLI.scene("android-dispatch.yaml"), "--at", "5,508", "--trace"])
        #expect(d.stdout.contains("TouchDelegate for close"))
        let p = try CLI.run(["hit", CLI.scene("android-dispatch.yaml"), "--at", "100,290", "--trace"])
        #expect(p.stdout.contains("disabled but clickable → consumes it (swallowed"))
    }

    @Test("batch, map and render take sampled and android")
    func everywhere() throws {
        let b = try CLI.run(["hit", CLI.scene("touch-cloud-seam.yaml"), "--policy", "sampled", "--json"],
                            input: "195,203\n195,204\n140,204\n")
        #expect(b.lines.compactMap { jsonObject($0)?["hit"] as? String } == ["top", "bottom", "stack"])
        for policy in ["sampled", "android"] {
            let m = try CLI.run(["map", CLI.scene("touch-cloud-seam.yaml"), "--cols", "39", "--rows", "21", "--policy", policy])
            #expect(m.status == 0 && m.stdout.contains("t  top"), "\(policy)")
            let r = try CLI.run(["render", CLI.scene("android-dispatch.yaml"), "--cols", "36", "--rows", "32", "--policy", policy])
            #expect(r.status == 0 && r.stdout.contains(policy), "\(policy)")
        }
    }

    @Test("a record made under sampled keeps its radius, and replay uses it")
    func replayRadius() throws {
        let line = #"{"time": 0.1, "cell": [1, 1], "x": 256.0, "y": 150.0, "policy": "sampled", "hit": "top", "responder": "top", "ambiguous": false, "candidates": ["top"], "radius": 20.0, "scene": "Touch cloud seam", "file": ""# + CLI.scene("touch-cloud-seam.yaml") + #""}"#
        let path = try CLI.tempFile(line + "\n", name: "record.jsonl")
        let same = try CLI.run(["replay", path])
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        let smaller = try CLI.run(["replay", path, "--radius", "10"])
        #expect(smaller.status == 1 && smaller.stdout.contains("now hit none"))
    }

    @Test("render --svg --policy sampled --taps draws each tap's 41-point cloud, points coloured by who took them")
    func svgCloud() throws {
        let taps = try CLI.tempFile("195,150\n140,204\n", name: "taps.txt")
        let out = (taps as NSString).deletingLastPathComponent + "/seam.svg"
        let r = try CLI.run(["render", CLI.scene("touch-cloud-seam.yaml"), "--svg", out, "--policy", "sampled", "--taps", taps])
        #expect(r.status == 0, "\(r.stderr)")
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        #expect(svg.components(separatedBy: "class=\"cloud\"").count - 1 == 2)
        let red = SceneColor.red.hex
        #expect(svg.contains("r=\"1.2\" fill=\"\(red)\""), "top's points in top's colour")
    }
}
