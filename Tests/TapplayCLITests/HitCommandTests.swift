import Foundation
import Testing
import TapplayTestSupport

@Suite("tapplay hit / map / validate / render, end to end")
struct HitCommandTests {
    @Test("hit --at --json gives the result object")
    func hitJSON() throws {
        let r = try CLI.run(["hit", CLI.scene("vstack-neighbours.yaml"), "--at", "195,204", "--policy", "swiftui", "--json"])
        #expect(r.status == 0)
        let o = try #require(jsonObject(r.lines[0]))
        #expect(o["x"] as? Double == 195 && o["y"] as? Double == 204)
        #expect(o["policy"] as? String == "swiftui")
        #expect(o["hit"] as? String == "bottom")
        #expect(o["responder"] as? String == "bottom")
        #expect(o["ambiguous"] as? Bool == true)
        #expect(o["candidates"] as? [String] == ["bottom", "top"])
        #expect(o["path"] as? [String] == ["vstack", "bottom"])
    }

    @Test("hit and responder are null when nothing is reached")
    func hitNull() throws {
        let r = try CLI.run(["hit", CLI.scene("single-square.yaml"), "--at", "5,5", "--json"])
        let o = try #require(jsonObject(r.lines[0]))
        #expect(o["hit"] is NSNull && o["responder"] is NSNull)
        #expect((o["candidates"] as? [Any])?.isEmpty == true)
    }

    @Test("batch: one JSON object per input line, in order; a malformed line gets an error object")
    func batch() throws {
        let r = try CLI.run(["hit", CLI.scene("vstack-neighbours.yaml"), "--policy", "swiftui", "--json"],
                            input: "195,204\nnot a point\n195,150\n\n1e9,5\n")
        #expect(r.status == 1, "the input was not all points")
        #expect(r.stderr == "tapplay: 1 malformed input line (the first: line 2); each got an error object in place\n")
        #expect(r.lines.count == 4)
        #expect(jsonObject(r.lines[0])?["hit"] as? String == "bottom")
        #expect((jsonObject(r.lines[1])?["error"] as? String)?.contains("line 2") == true)
        #expect(jsonObject(r.lines[2])?["hit"] as? String == "top")
        #expect(jsonObject(r.lines[3])?["hit"] is NSNull)
    }

    @Test("--trace explains the uikit traversal step by step")
    func trace() throws {
        let r = try CLI.run(["hit", CLI.scene("hittest-traversal.yaml"), "--at", "60,200", "--trace"])
        #expect(r.status == 0)
        for step in ["C: point outside", "B: inside, trying children B.2, B.1", "B.2: point outside", "B.1: inside"] {
            #expect(r.stdout.contains(step), "missing \(step)")
        }
        let j = try CLI.run(["hit", CLI.scene("hittest-traversal.yaml"), "--at", "60,200", "--trace", "--json"])
        let trace = try #require(jsonObject(j.lines[0])?["trace"] as? [String])
        #expect(trace.contains { $0.hasPrefix("C: point outside") })
    }

    @Test("--slop overrides the scene's slop")
    func slop() throws {
        let near = try CLI.run(["hit", CLI.scene("single-square.yaml"), "--at", "257,150", "--policy", "swiftui", "--json"])
        #expect(jsonObject(near.lines[0])?["hit"] is NSNull)
        let far = try CLI.run(["hit", CLI.scene("single-square.yaml"), "--at", "257,150", "--policy", "swiftui", "--slop", "15", "--json"])
        #expect(jsonObject(far.lines[0])?["hit"] as? String == "square")
    }

    @Test("bad arguments: one line on stderr, non-zero status")
    func badArguments() throws {
        let r = try CLI.run(["hit", CLI.scene("single-square.yaml"), "--at", "abc"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("--at"))
        let p = try CLI.run(["hit", CLI.scene("single-square.yaml"), "--at", "1,1", "--policy", "windows"])
        #expect(p.status != 0)
        let m = try CLI.run(["hit", "/nonexistent.yaml", "--at", "1,1"])
        #expect(m.status != 0)
        #expect(m.stderr.contains("/nonexistent.yaml"))
        #expect(!m.stderr.contains("Fatal") && !m.stderr.contains("Stack"))
    }

    @Test("map: legend, blank line, grid; '.' for nobody; matches one-by-one hits")
    func map() throws {
        let r = try CLI.run(["map", CLI.scene("vstack-neighbours.yaml"), "--policy", "swiftui", "--cols", "39", "--rows", "21"])
        #expect(r.status == 0)
        let parts = r.stdout.components(separatedBy: "\n\n")
        #expect(parts.count == 2)
        let legend = parts[0].split(separator: "\n")
        #expect(legend.contains("t  top"))
        #expect(legend.contains("b  bottom"))
        #expect(legend.contains(".  nobody"))
        let grid = parts[1].split(separator: "\n").map(String.init)
        #expect(grid.count == 21)
        #expect(grid.allSatisfy { $0.count == 39 })
        // Cross-check every cell with hit in batch mode: s = max(390/39, 420/42) = 10.
        var points = ""
        for row in 0..<21 { for col in 0..<39 { points += "\(Double(col) * 10 + 5),\(Double(row) * 20 + 10)\n" } }
        let hits = try CLI.run(["hit", CLI.scene("vstack-neighbours.yaml"), "--policy", "swiftui", "--json"], input: points)
        let labels: [String: Character] = ["top": "t", "bottom": "b"]
        for (i, line) in hits.lines.enumerated() {
            let hit = jsonObject(line)?["hit"] as? String
            let expected = hit.map { labels[$0] ?? "?" } ?? "."
            let row = grid[i / 39]
            #expect(row[row.index(row.startIndex, offsetBy: i % 39)] == expected, "cell \(i % 39),\(i / 39)")
        }
    }

    @Test("map --by responder shows the filtered dead zone as nobody")
    func mapByResponder() throws {
        let hit = try CLI.run(["map", CLI.scene("nested-buttons-exact.yaml"), "--policy", "filtered", "--cols", "78", "--rows", "21"])
        let responder = try CLI.run(["map", CLI.scene("nested-buttons-exact.yaml"), "--policy", "filtered", "--cols", "78", "--rows", "21", "--by", "responder"])
        #expect(hit.status == 0 && responder.status == 0)
        let dotsHit = hit.stdout.filter { $0 == "." }.count
        let dotsResponder = responder.stdout.filter { $0 == "." }.count
        #expect(dotsResponder > dotsHit, "the dead zone adds cells nobody handles")
    }

    @Test("validate: ok lines for good files; problems with file:line:column and key path; status 1")
    func validate() throws {
        let good = try CLI.run(["validate", CLI.scene("single-square.yaml"), CLI.scene("vstack-neighbours.yaml")])
        #expect(good.status == 0)
        #expect(good.lines.count == 2 && good.lines.allSatisfy { $0.hasPrefix("ok ") })
        let bad = try CLI.tempFile("""
        name: broken
        canvas: { width: 390, height: 420 }
        views:
          - id: a
            frame: [0, 0, 10, 10]
            tapable: true
          - id: a
            frame: [0, 0, -5, 10]
            alpha: 1.5
        """)
        let r = try CLI.run(["validate", bad])
        #expect(r.status == 1)
        #expect(r.stdout.contains("\(bad):6:5: views[0]: unknown key 'tapable' (did you mean 'tappable'?)"))
        #expect(r.stdout.contains("views[1].alpha: 1.5 is outside 0…1"))
        #expect(r.stdout.contains("duplicate id 'a'"))
        #expect(r.stdout.contains("must not be negative"))
        #expect(r.stderr.contains("problems in 1 of 1 file"))
        let hitBad = try CLI.run(["hit", bad, "--at", "1,1"])
        #expect(hitBad.status == 1)
        #expect(hitBad.stderr.contains("tapable"))
    }

    @Test("validate: every scene in Scenes/ passes")
    func validateAll() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: CLI.root.appendingPathComponent("Scenes").path)
            .filter { $0.hasSuffix(".yaml") }.map { CLI.scene($0) }
        let r = try CLI.run(["validate"] + files)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
    }

    @Test("render draws the canvas at the top-left cell, the dots and a status line")
    func render() throws {
        let taps = try CLI.tempFile("195,204\n195,150\n5,5\n", name: "taps.txt")
        let r = try CLI.run(["render", CLI.scene("vstack-neighbours.yaml"), "--cols", "39", "--rows", "21",
                             "--policy", "swiftui", "--taps", taps])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // s = 10: (195, 204) is cell (19, 10), (195, 150) is (19, 7), (5, 5) is (0, 0).
        func char(_ c: Int, _ row: Int) -> Character? {
            let l = lines[row]
            return c < l.count ? l[l.index(l.startIndex, offsetBy: c)] : nil
        }
        #expect(char(19, 10) == "◐")
        #expect(char(19, 7) == "●")
        #expect(char(0, 0) == "○")
        #expect(lines[1...].contains { $0.contains("┌top") })
        #expect(r.stdout.contains("VStack neighbours │ swiftui"))
        #expect(r.stdout.contains("tap (5, 5) pt → responder none"))   // fitted to --cols: the responder kept
        let wide = try CLI.run(["render", CLI.scene("vstack-neighbours.yaml"), "--cols", "100", "--rows", "21",
                                "--policy", "swiftui", "--taps", taps])
        #expect(wide.stdout.contains("tap (5, 5) pt → hit none, responder none"))
    }

    @Test("escape sequences in ids and in bad values stay escaped in hit, map and validate output")
    func untrustedEverywhere() throws {
        let evil = try CLI.tempFile("name: x\ncanvas: {width: 100, height: 100}\nviews:\n  - id: ok\n    frame: [0, 0, 100, 100]\n    tappable: true\n    label: \"\\e[2Jboom\"\n")
        let bad = try CLI.tempFile("name: x\ncanvas: {width: 100, height: 100}\nviews:\n  - id: ok\n    frame: [0, 0, 100, 100]\n    color: \"\\e[31mred\"\n    \"\\e[2J\": 1\n")
        for args in [["hit", evil, "--at", "5,5", "--trace"], ["map", evil, "--cols", "10", "--rows", "5"],
                     ["validate", bad], ["hit", bad, "--at", "1,1"]] {
            let r = try CLI.run(args)
            #expect(!r.stdout.contains("\u{1B}") && !r.stderr.contains("\u{1B}"), "raw ESC from \(args[0])")
        }
        let v = try CLI.run(["validate", bad])
        #expect(v.stdout.contains("^[[31mred"))
        #expect(v.stdout.contains("^[[2J"))
    }

    @Test("ids with escape sequences never reach the terminal raw")
    func untrustedText() throws {
        let evil = try CLI.tempFile("name: \"evil\\e[2J\"\ncanvas: {width: 100, height: 100}\nviews:\n  - id: ok\n    frame: [0, 0, 100, 100]\n    label: \"\\e]0;pwned\\a\"\n    tappable: true\n")
        let r = try CLI.run(["render", evil, "--cols", "40", "--rows", "20"])
        #expect(r.status == 0)
        #expect(!r.stdout.contains("\u{1B}"))
        #expect(r.stdout.contains("^["))
    }
}

@Suite("tapplay replay")
struct ReplayCommandTests {
    @Test("a record replayed on the same scene has no differences; an edited scene's changes are listed with status 1")
    func replay() throws {
        /// a, and b `gap` pt to its right.
        func pair(gap: Double) -> String {
            SceneYAML("pair", canvas: [200, 200], views: [
                .tappable("a", [0, 0, 100, 100]), .tappable("b", [100 + gap, 0, 100 - gap, 100]),
            ]).text
        }
        let scene = try CLI.tempFile(pair(gap: 4))
        // Make a record as `run --record` would, via hit --json plus the file field.
        let hits = try CLI.run(["hit", scene, "--policy", "swiftui", "--json"], input: "50,50\n102,50\n150,150\n")
        let record = hits.lines.map { $0.replacingOccurrences(of: "}", with: ", \"file\": \"\(scene)\"}") }.joined(separator: "\n") + "\n"
        let recPath = try CLI.tempFile(record, name: "rec.jsonl")
        let same = try CLI.run(["replay", recPath])
        #expect(same.status == 0)
        #expect(same.stdout.contains("3 taps replayed, 0 differ"))
        // Move b next to a: the seam tap is no longer ambiguous.
        try pair(gap: 0).write(toFile: scene, atomically: true, encoding: .utf8)
        let changed = try CLI.run(["replay", recPath])
        #expect(changed.status == 1)
        #expect(changed.stdout.contains("line 2: (102, 50) swiftui: was hit b, responder b, ambiguous: b, a; now hit b, responder b\n"))
        #expect(changed.stdout.contains("3 taps replayed, 1 differs"))
        let asUIKit = try CLI.run(["replay", recPath, "--policy", "uikit", "--json"])
        #expect(asUIKit.status == 1)
        #expect(jsonObject(asUIKit.lines.last ?? "")?["taps"] as? Int == 3)
    }

    @Test("replay refuses a negative or non-finite --slop with status 64, as hit does")
    func badSlop() throws {
        let hit = try CLI.run(["hit", CLI.scene("single-square.yaml"), "--json"], input: "50,50\n")
        let recPath = try CLI.tempFile(hit.stdout, name: "rec.jsonl")
        for bad in ["-5", "nan", "inf"] {
            let r = try CLI.run(["replay", recPath, "--slop", bad])
            #expect(r.status == 64, "--slop \(bad)")
            #expect(r.stderr.contains("--slop must be a finite number of points >= 0"), "--slop \(bad): \(r.stderr)")
            #expect(r.stdout.isEmpty)
        }
        // run shares the same option group: refused before any terminal is needed.
        let run = try CLI.run(["run", "--slop", "-1"])
        #expect(run.status == 64 && run.stderr.contains("--slop must be a finite number of points >= 0"))
    }

    @Test("drag-event lines in a record are counted, not replayed and not reported as malformed")
    func dragLines() throws {
        let hit = try CLI.run(["hit", CLI.scene("single-square.yaml"), "--json"], input: "50,50\n")
        let tap = try #require(hit.lines.first)
        let record = [
            #"{"t": 0.5, "event": "lifted", "item": "a", "point": [5, 5], "scene": "s", "file": "built-in"}"#,
            tap,
            #"{"t": 0.9, "event": "dragEnded", "item": "a", "point": [9, 9], "lost": true, "scene": "s", "file": "built-in"}"#,
        ].joined(separator: "\n") + "\n"
        let path = try CLI.tempFile(record, name: "rec.jsonl")
        let r = try CLI.run(["replay", path, "--scene", CLI.scene("single-square.yaml")])
        #expect(r.stderr.isEmpty, "no line is malformed: \(r.stderr)")
        #expect(r.stdout.contains("1 tap replayed, 0 differ (2 drag events not replayed)"))
        #expect(r.status == 0)
    }

    @Test("a missing or malformed record file gets a clear message")
    func badRecord() throws {
        let missing = try CLI.run(["replay", "/nonexistent/rec.jsonl"])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("cannot read the record file"))
        let junk = try CLI.tempFile("not json\n", name: "junk.jsonl")
        let r = try CLI.run(["replay", junk, "--scene", CLI.scene("single-square.yaml")])
        #expect(r.stderr.contains("junk.jsonl:1: not a JSON object with numbers x and y"))
        #expect(r.stdout.contains("0 taps replayed"))
    }
}

@Suite("command-line errors")
struct CommandLineErrorTests {
    @Test("a bad flag or value is one line on stderr with status 64, naming the subcommand's help")
    func usageErrors() throws {
        let scene = CLI.scene("vstack-neighbours.yaml")
        for (args, reason) in [
            (["hit", scene, "--slop", "-3", "--at", "1,1"], "--slop must be a finite number of points >= 0, got -3.0"),
            (["hit", scene, "--bogus"], "Unknown option '--bogus'"),
            (["map", scene, "--cols", "0", "--rows", "5"], "--cols and --rows must be between 1 and 2000"),
            (["drag", scene, "--policy", "nope"], "The value 'nope' is invalid for '--policy <policy>'"),
        ] {
            let r = try CLI.run(args)
            #expect(r.status == 64, "\(args)")
            #expect(r.stdout.isEmpty)
            let lines = r.stderr.split(separator: "\n")
            #expect(lines.count == 1, "one line: \(r.stderr)")
            #expect(lines.first?.hasPrefix("tapplay: \(reason)") == true, "\(r.stderr)")
            #expect(lines.first?.hasSuffix("(see tapplay \(args[0]) --help)") == true)
        }
        let help = try CLI.run(["hit", "--help"])
        #expect(help.status == 0 && help.stdout.contains("USAGE: tapplay hit"))
    }

    @Test("negative numbers are values, not flags: --at -5,3 is a point left of the canvas")
    func negativeValues() throws {
        let r = try CLI.run(["hit", CLI.scene("vstack-neighbours.yaml"), "--at", "-5,3", "--json"])
        #expect(r.status == 0)
        let o = try #require(jsonObject(r.lines.first ?? ""))
        #expect(o["x"] as? Double == -5)
        #expect(o["hit"] is NSNull)
    }
}
