import Foundation
import Testing
import TapplayTestSupport

/// `tapplay generate`, `tapplay bench` and `tapplay map` against one-by-one
/// `hit` answers, through the built binary. No timing is asserted anywhere.
@Suite("tapplay generate / bench, end to end")
struct BenchCommandTests {
    @Test("generate writes a scene that validates; the same seed writes the same bytes")
    func generate() throws {
        let a = try CLI.run(["generate", "--views", "300", "--seed", "9", "--depth", "30", "--canvas", "400x300"])
        #expect(a.status == 0)
        let b = try CLI.run(["generate", "--views", "300", "--seed", "9", "--depth", "30", "--canvas", "400x300"])
        #expect(a.stdout == b.stdout)
        let c = try CLI.run(["generate", "--views", "300", "--seed", "10", "--depth", "30", "--canvas", "400x300"])
        #expect(a.stdout != c.stdout)
        let path = try CLI.tempFile(a.stdout)
        let v = try CLI.run(["validate", path])
        #expect(v.status == 0, "\(v.stderr)")
        #expect(v.stdout.contains("300 views"))
    }

    @Test("generate refuses bad options with one line")
    func generateBadOptions() throws {
        for args in [["--views", "0"], ["--views", "10", "--depth", "401"], ["--views", "10", "--canvas", "12"],
                     ["--views", "10", "--canvas", "0x10"]] {
            let r = try CLI.run(["generate"] + args)
            #expect(r.status != 0, "\(args)")
            #expect(!r.stderr.isEmpty)
        }
    }

    @Test("bench prints one line: views, policy, ns_per_hit and the map's milliseconds")
    func benchLine() throws {
        let gen = try CLI.run(["generate", "--views", "120", "--seed", "4"])
        let path = try CLI.tempFile(gen.stdout)
        for policy in ["uikit", "swiftui", "exact", "filtered"] {
            let r = try CLI.run(["bench", path, "--policy", policy, "--taps", "2000", "--cols", "40", "--rows", "12",
                                 "--repeats", "1"])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.lines.count == 1)
            let line = r.lines.first ?? ""
            let pattern = #"^views=120 policy=\#(policy) ns_per_hit=[0-9.]+ map_40x12_ms=[0-9.]+$"#
            #expect(line.range(of: pattern, options: .regularExpression) != nil, "\(line)")
        }
    }

    @Test("bench --json carries the figures and a checksum of every answer, the same on every run")
    func benchJSON() throws {
        let path = CLI.scene("hittest-traversal.yaml")
        let args = ["bench", path, "--policy", "swiftui", "--taps", "500", "--cols", "30", "--rows", "10", "--repeats", "2", "--json"]
        let a = try CLI.run(args), b = try CLI.run(args)
        let o = try #require(jsonObject(a.lines.first ?? ""))
        for key in ["views", "policy", "taps", "ns_per_hit", "ns_per_outcome", "map_30x10_ms", "load_ms", "index_ms", "checksum"] {
            #expect(o[key] != nil, "missing \(key)")
        }
        #expect(o["views"] as? Int == 6)
        #expect(o["checksum"] as? Int == jsonObject(b.lines.first ?? "")?["checksum"] as? Int)
    }

    @Test("bench refuses a missing scene and bad counts with one line")
    func benchErrors() throws {
        let missing = try CLI.run(["bench", "/nonexistent/scene.yaml"])
        #expect(missing.status != 0 && missing.stdout.isEmpty && !missing.stderr.isEmpty)
        let bad = try CLI.run(["bench", CLI.scene("single-square.yaml"), "--taps", "0"])
        #expect(bad.status != 0)
    }

    @Test("map on a generated scene equals one hit per cell centre, every policy, by hit and by responder")
    func mapEqualsHits() throws {
        let gen = try CLI.run(["generate", "--views", "80", "--seed", "12", "--canvas", "160x120"])
        let path = try CLI.tempFile(gen.stdout)
        let cols = 32, rows = 12
        let s = max(160.0 / Double(cols), 120.0 / Double(2 * rows))
        var points: [String] = []
        for r in 0..<rows {
            for c in 0..<cols { points.append("\((Double(c) + 0.5) * s),\((Double(r) + 0.5) * 2 * s)") }
        }
        for policy in ["uikit", "swiftui", "exact", "filtered"] {
            let hits = try CLI.run(["hit", path, "--policy", policy, "--json"], input: points.joined(separator: "\n") + "\n")
            #expect(hits.lines.count == cols * rows)
            for by in ["hit", "responder"] {
                let m = try CLI.run(["map", path, "--policy", policy, "--cols", "\(cols)", "--rows", "\(rows)", "--by", by, "--json"])
                let o = try #require(jsonObject(m.stdout))
                let cells = try #require(o["cells"] as? [[Any]])
                for r in 0..<rows {
                    for c in 0..<cols {
                        let one = jsonObject(hits.lines[r * cols + c])
                        let expected = one?[by] as? String
                        #expect(cells[r][c] as? String == expected, "\(policy) by \(by) (\(c), \(r))")
                    }
                }
            }
        }
    }
}
