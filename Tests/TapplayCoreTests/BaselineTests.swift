import Foundation
import Testing
@testable import TapplayCore
import TapplayTestSupport

@Suite("Baseline: written, read back, matched; anything else refused with one line")
struct BaselineTests {
    typealias F = AuditCIFixtures

    static func parse(_ text: String) throws(BaselineFile.Problem) -> Baseline {
        try BaselineFile.parse(Data(text.utf8), file: "base.json")
    }

    static func problem(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("the file format: version 1, one entry a line, close entries without area")
    func format() throws {
        let b = Baseline(findings: [F.ambiguous(), F.close()])
        #expect(b.serialized == """
            {"tapplay-baseline": 1, "findings": [
              {"scene": "Demo", "kind": "ambiguous", "policy": "swiftui", "views": ["reply", "boost"], "area": 412.5},
              {"scene": "Demo", "kind": "close", "policy": null, "views": ["reply", "boost"]}
            ]}

            """)
        #expect(Baseline(findings: []).serialized == "{\"tapplay-baseline\": 1, \"findings\": []}\n")
        let o = try #require(jsonObject(b.serialized))
        #expect(o["tapplay-baseline"] as? Int == 1)
    }

    @Test("round trip: what is written is read back equal, nasty names included")
    func roundTrip() throws {
        let findings = F.report(scene: F.nasty, views: ["a\"b", "c\\d"]).findings
        let written = Baseline(findings: findings)
        let read = try Self.parse(written.serialized)
        #expect(read.entries == written.entries)
        for f in findings { #expect(read.knows(f)) }
    }

    @Test("known: same scene, kind, policy and views, and an area at most 10% larger")
    func matching() {
        let b = Baseline(findings: [F.ambiguous(area: 100), F.close(), F.unreachable()])
        #expect(b.knows(F.ambiguous(area: 100)))
        #expect(b.knows(F.ambiguous(area: 20)), "a zone that shrank is still known")
        #expect(b.knows(F.ambiguous(area: 110)), "exactly 10% larger is known")
        #expect(!b.knows(F.ambiguous(area: 110.01)), "a zone that grew more is new")
        #expect(!b.knows(F.ambiguous(scene: "Other", area: 100)))
        #expect(!b.knows(F.ambiguous(area: 100, views: ["boost", "reply"])))
        #expect(!b.knows(F.ambiguous(area: 100, policy: .exact)))
        #expect(b.knows(F.close()))
        #expect(!b.knows(F.close(views: ["reply", "like"])))
        #expect(b.knows(F.unreachable(file: "moved/demo.yaml")), "scenes are matched by name, not file")
        #expect(!b.knows(F.small()))
        // An entry without area knows the finding whatever its area.
        let noArea = try? Self.parse(#"{"tapplay-baseline": 1, "findings": [{"scene": "Demo", "kind": "ambiguous", "policy": "swiftui", "views": ["reply", "boost"]}]}"#)
        #expect(noArea?.knows(F.ambiguous(area: 1e6)) == true)
    }

    @Test("a file that is not a baseline, or another version, is one clear line")
    func refused() {
        let cases: [(String, String)] = [
            ("", "base.json: not a tapplay baseline: not valid JSON"),
            ("{", "base.json: not a tapplay baseline: not valid JSON"),
            ("[1, 2]", "base.json: not a tapplay baseline (expected"),
            (#"{"findings": []}"#, "base.json: not a tapplay baseline (expected"),
            (#"{"tapplay-baseline": 2, "findings": []}"#, "base.json: baseline format version 2 is not supported (this tapplay reads version 1)"),
            (#"{"tapplay-baseline": true, "findings": []}"#, "base.json: not a tapplay baseline: \"tapplay-baseline\" must be the format version 1"),
            (#"{"tapplay-baseline": "1", "findings": []}"#, "base.json: not a tapplay baseline: \"tapplay-baseline\" must be"),
            (#"{"tapplay-baseline": 1}"#, "base.json: not a tapplay baseline: \"findings\" must be a list"),
            (#"{"tapplay-baseline": 1, "findings": [3]}"#, "base.json: findings[0]: expected an object"),
            (#"{"tapplay-baseline": 1, "findings": [{"kind": "small", "policy": "uikit", "views": ["a"]}]}"#, "base.json: findings[0].scene:"),
            (#"{"tapplay-baseline": 1, "findings": [{"scene": "S", "kind": "tiny", "policy": "uikit", "views": ["a"]}]}"#, "base.json: findings[0].kind: expected one of unreachable, small"),
            (#"{"tapplay-baseline": 1, "findings": [{"scene": "S", "kind": "small", "policy": "webkit", "views": ["a"]}]}"#, "base.json: findings[0].policy: unknown policy 'webkit'"),
            (#"{"tapplay-baseline": 1, "findings": [{"scene": "S", "kind": "small", "policy": null, "views": ["a"]}]}"#, "base.json: findings[0].policy: small findings need a policy"),
            (#"{"tapplay-baseline": 1, "findings": [{"scene": "S", "kind": "small", "policy": "uikit", "views": "a"}]}"#, "base.json: findings[0].views:"),
            (#"{"tapplay-baseline": 1, "findings": [{"scene": "S", "kind": "small", "policy": "uikit", "views": ["a"], "area": "big"}]}"#, "base.json: findings[0].area:"),
            (#"{"tapplay-baseline": 1, "findings": [{"scene": "S", "kind": "small", "policy": "uikit", "views": ["a"], "area": -1}]}"#, "base.json: findings[0].area:"),
        ]
        for (text, expected) in cases {
            let message = Self.problem(text)
            #expect(message?.hasPrefix(expected) == true, "\(text) → \(message ?? "accepted")")
            #expect(message?.contains("\n") == false)
        }
    }

    @Test("reading: a missing file or a directory is one line; writing replaces the file whole")
    func files() throws {
        let dir = try TemporaryFiles.folder("baseline")
        defer { TemporaryFiles.remove(dir) }
        let path = dir.appendingPathComponent("b.json").path
        #expect(throws: BaselineFile.Problem.self) { try BaselineFile.read(path: path) }
        #expect(throws: BaselineFile.Problem.self) { try BaselineFile.read(path: dir.path) }
        try BaselineFile.write(Baseline(findings: [F.small()]), to: path)
        #expect(try BaselineFile.read(path: path).knows(F.small()))
        do {
            try BaselineFile.write(Baseline(findings: []), to: dir.appendingPathComponent("no/such/b.json").path)
            Issue.record("wrote into a missing directory")
        } catch {
            #expect(error.description.hasSuffix("cannot write the baseline: no such directory"))
        }
    }
}
