import Foundation
import Testing
@testable import TapplayCore
import TapplayTestSupport

@Suite("Audit config file: settings, ignore rules, validation with line and column")
struct AuditConfigTests {
    static func problems(_ yaml: String) -> [String] {
        do {
            _ = try AuditConfigLoader.parse(yaml: yaml, source: ".tapplay.yml")
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    @Test("every setting is read")
    func full() throws {
        let c = try AuditConfigLoader.parse(yaml: """
            # the team's choices
            policies: [uikit, exact]
            min-size: 40
            spacing: 6.5
            resolution: 1
            radius: 16
            slop: 8
            fail-on: [unreachable, swallowed]
            ignore:
              - {view: "legal-*", kind: small}
              - view: 'tab[0-9]'
              - kind: close
            """, source: ".tapplay.yml")
        #expect(c.policies == [.uikit, .exact])
        #expect(c.minSize == 40 && c.spacing == 6.5 && c.resolution == 1 && c.radius == 16 && c.slop == 8)
        #expect(c.failOn == [.unreachable, .swallowed])
        #expect(c.failingKinds == [.unreachable, .swallowed])
        #expect(c.ignore.count == 3)
        #expect(c.ignore[0].view?.pattern == "legal-*" && c.ignore[0].kind == .small)
        #expect(c.ignore[1].kind == nil && c.ignore[2].view == nil)
        #expect(c.file == ".tapplay.yml")
    }

    @Test("an empty file, or one of comments only, sets nothing; one name alone is a list of one")
    func minimal() throws {
        for text in ["", "# nothing yet\n", "~"] {
            let c = try AuditConfigLoader.parse(yaml: text, source: "c.yml")
            #expect(c.policies == nil && c.failOn == nil && c.ignore.isEmpty)
            #expect(c.failingKinds == Set(FindingKind.allCases))
        }
        let one = try AuditConfigLoader.parse(yaml: "policies: swiftui\nfail-on: []\n", source: "c.yml")
        #expect(one.policies == [.swiftui])
        #expect(one.failOn == [] && one.failingKinds.isEmpty)
    }

    @Test("each bad key or value is one line: file, line, column, key, what is wrong")
    func problems() {
        #expect(Self.problems("min_size: 40\n") == [".tapplay.yml:1:1: min_size: unknown setting (did you mean 'min-size'?)"])
        #expect(Self.problems("colour: red\n") == [".tapplay.yml:1:1: colour: unknown setting (valid settings: policies, density, standards, min-size, spacing, resolution, radius, slop, fail-on, fail-on-review, ignore, tappable, guess-tappable, framework)"])
        #expect(Self.problems("min-size: -4\n") == [".tapplay.yml:1:11: min-size: -4 must not be negative"])
        #expect(Self.problems("resolution: 0\n") == [".tapplay.yml:1:13: resolution: 0 must be greater than 0"])
        #expect(Self.problems("slop: .nan\n") == [".tapplay.yml:1:7: slop: must be a finite number, got '.nan'"])
        #expect(Self.problems("spacing: wide\n") == [".tapplay.yml:1:10: spacing: expected a number, got 'wide'"])
        #expect(Self.problems("policies: [uikit, swiftiu]\n") == [".tapplay.yml:1:19: policies[1]: unknown policy 'swiftiu' (did you mean 'swiftui'?)"])
        #expect(Self.problems("policies: []\n") == [".tapplay.yml:1:11: policies: expected a list that names at least one policy, got an empty list"])
        #expect(Self.problems("fail-on: [tiny]\n") == [".tapplay.yml:1:11: fail-on[0]: unknown kind 'tiny' (valid: unreachable, small, target-size, target-size-enhanced, swallowed, ambiguous, close)"])
        #expect(Self.problems("ignore:\n  - views: a\n") == [".tapplay.yml:2:5: ignore[0]: unknown key 'views' (did you mean 'view'?)"])
        #expect(Self.problems("ignore:\n  - {}\n") == [".tapplay.yml:2:5: ignore[0]: give a view pattern, a kind or both ({view: GLOB, kind: KIND})"])
        #expect(Self.problems("ignore:\n  - view: 'a[b'\n") == [".tapplay.yml:2:11: ignore[0].view: bad pattern 'a[b': the '[' at character 2 is never closed with ']'"])
        #expect(Self.problems("ignore:\n  - kind: smal\n") == [".tapplay.yml:2:11: ignore[0].kind: unknown kind 'smal' (did you mean 'small'?)"])
        #expect(Self.problems("ignore: legal-*\n") == [".tapplay.yml:1:9: ignore: expected a list of {view: GLOB, kind: KIND}, got 'legal-*'"])
        #expect(Self.problems("[1, 2]\n").first?.hasPrefix(".tapplay.yml:1:1: expected a mapping of settings") == true)
        #expect(Self.problems("slop: 1\nslop: 2\n").first?.hasPrefix(".tapplay.yml:2:1: duplicate key 'slop'") == true)
        #expect(Self.problems("slop: [1\n").first?.hasPrefix(".tapplay.yml:") == true)
        #expect(Self.problems("slop: 1\n---\nslop: 2\n") == [".tapplay.yml:2:1: invalid YAML: a config file holds one document, found a second one"])
        #expect(Self.problems("ignore:\n  - view: *x\n").first?.hasPrefix(".tapplay.yml:2:11: invalid YAML: found undefined alias") == true)
        // Every problem of a file, in file order.
        #expect(Self.problems("slop: -1\nspacing: x\nbogus: 1\n").count == 3)
    }

    @Test("fail-on-review: true or false; anything else is one line with line and column")
    func failOnReview() throws {
        #expect(try AuditConfigLoader.parse(yaml: "fail-on-review: true\n", source: "c.yml").failOnReview == true)
        #expect(try AuditConfigLoader.parse(yaml: "fail-on-review: false\n", source: "c.yml").failOnReview == false)
        #expect(try AuditConfigLoader.parse(yaml: "slop: 2\n", source: "c.yml").failOnReview == nil)
        #expect(Self.problems("fail-on: [small]\nfail-on-review: yes\n")
            == [".tapplay.yml:2:17: fail-on-review: expected true or false, got 'yes'"])
        #expect(Self.problems("fail-on-review: [true]\n").first?.hasPrefix(".tapplay.yml:1:17: fail-on-review: expected true or false") == true)
        #expect(Self.problems("fail_on_review: true\n") == [".tapplay.yml:1:1: fail_on_review: unknown setting (did you mean 'fail-on-review'?)"])
    }

    @Test("the file in the current directory is found; --config replaces it; a missing --config file is refused")
    func locate() throws {
        let dir = try TemporaryFiles.folder("config")
        defer { TemporaryFiles.remove(dir) }
        #expect(try AuditConfig.load(explicit: nil, currentDirectory: dir.path).file == nil)
        try "slop: 3\n".write(to: dir.appendingPathComponent(".tapplay.yml"), atomically: true, encoding: .utf8)
        let found = try AuditConfig.load(explicit: nil, currentDirectory: dir.path)
        #expect(found.slop == 3 && found.file == ".tapplay.yml")
        let other = dir.appendingPathComponent("ci.yml").path
        try "spacing: 2\n".write(toFile: other, atomically: true, encoding: .utf8)
        let explicit = try AuditConfig.load(explicit: other, currentDirectory: dir.path)
        #expect(explicit.spacing == 2 && explicit.slop == nil)
        do {
            _ = try AuditConfig.load(explicit: dir.appendingPathComponent("none.yml").path, currentDirectory: dir.path)
            Issue.record("a missing config file was accepted")
        } catch {
            #expect(error.problems.map(\.message) == ["cannot read: no such file"])
        }
    }

    @Test("ignore rules and the baseline leave findings out, and each scene counts them")
    func filter() throws {
        typealias F = AuditCIFixtures
        let c = try AuditConfigLoader.parse(yaml: "ignore:\n  - {view: 'close-*', kind: small}\n  - kind: close\n",
                                            source: "c.yml")
        let all = F.report()
        let filter = FindingFilter(ignore: c.ignore, baseline: Baseline(findings: [F.swallowed()]))
        let report = filter.report(findings: all.findings, scenes: all.scenes, failOn: [.small])
        #expect(report.findings.map(\.kind) == [.unreachable, .ambiguous, .ambiguous])
        #expect(report.scenes[0].ignored == 2 && report.scenes[0].known == 1)
        #expect(report.scenes[1].ignored == 0 && report.scenes[1].known == 0)
        #expect(!report.fails, "no finding of a fail-on kind is left")
        #expect(FindingFilter().report(findings: all.findings, scenes: all.scenes).fails)
    }
}
