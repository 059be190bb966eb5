import Foundation
import Testing
@testable import TapplayCore
import TapplayTestSupport

/// Every row of Scenes/EXPECTATIONS.md (worked out by hand from the policies' rules) is
/// checked against the resolver on the real scene file.
@Suite("Scenes/EXPECTATIONS.md")
struct SceneExpectationsTests {
    struct Row: CustomStringConvertible {
        var file: String, x: Double, y: Double, policy: PolicyKind
        var hit: String?, responder: String?, ambiguous: Bool, candidates: [String]
        var description: String { "\(file) (\(x), \(y)) \(policy.rawValue)" }
    }

    static let scenesDir = Project.scenes

    /// A line of the table that cannot be read, with its number.
    struct ParseError: Error, CustomStringConvertible {
        let line: Int, text: String, reason: String
        var description: String { "EXPECTATIONS.md:\(line): \(reason): \(text)" }
    }

    /// The table's header and separator rows, the only other table lines allowed.
    static let header = "| point | policy | hit | responder | ambiguous | candidates | reason |"
    static let separator = "|---|---|---|---|---|---|---|"

    static func rows() throws -> [Row] {
        try rows(in: try String(contentsOf: scenesDir.appendingPathComponent("EXPECTATIONS.md"), encoding: .utf8))
    }

    /// Every row of the tables in `text`, each under the `## <file>.yaml` heading above it.
    /// Throws on any table line that is not a header, a separator or a well-formed row
    /// (so a row cannot be dropped without a failure), and on a table outside a scene's section.
    static func rows(in text: String) throws -> [Row] {
        var file: String?
        var rows: [Row] = []
        for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            func fail(_ reason: String) -> ParseError { ParseError(line: n + 1, text: String(line), reason: reason) }
            if line.hasPrefix("## ") {
                let name = line.split(separator: " ").dropFirst().first.map(String.init)
                file = name.flatMap { $0.hasSuffix(".yaml") ? $0 : nil }
                continue
            }
            guard line.hasPrefix("|") else { continue }
            if line == header || line == separator { continue }
            guard let f = file else { throw fail("a table row outside a scene's section") }
            let cols = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cols.count == 9, cols[0].isEmpty, cols[8].isEmpty else { throw fail("not 7 columns") }
            guard cols[1].hasPrefix("("), cols[1].hasSuffix(")") else { throw fail("the point is not (X, Y)") }
            let pt = cols[1].dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false)
            guard pt.count == 2, let x = Double(pt[0].trimmingCharacters(in: .whitespaces)),
                  let y = Double(pt[1].trimmingCharacters(in: .whitespaces)) else { throw fail("the point is not (X, Y)") }
            guard let policy = PolicyKind(rawValue: cols[2]) else { throw fail("unknown policy \"\(cols[2])\"") }
            /// `null`, or an id in backticks.
            func id(_ cell: String) throws -> String? {
                if cell == "null" { return nil }
                guard cell.count > 2, cell.hasPrefix("`"), cell.hasSuffix("`") else { throw fail("\"\(cell)\" is neither null nor `id`") }
                return String(cell.dropFirst().dropLast())
            }
            let hit = try id(cols[3]), responder = try id(cols[4])
            guard ["true", "false"].contains(cols[5]) else { throw fail("ambiguous is \"\(cols[5])\", not true or false") }
            guard cols[6].hasPrefix("["), cols[6].hasSuffix("]") else { throw fail("candidates are not [a, b, …]") }
            let cands = cols[6].dropFirst().dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard !cands.contains(where: \.isEmpty) else { throw fail("an empty candidate") }
            guard !cols[7].isEmpty else { throw fail("no reason given") }
            rows.append(Row(file: f, x: x, y: y, policy: policy, hit: hit, responder: responder,
                            ambiguous: cols[5] == "true", candidates: cands))
        }
        return rows
    }

    @Test("the expectations parser fails on a row it cannot read, naming the line, and never skips it")
    func malformedRows() throws {
        let good = "| (195, 150) | uikit | `square` | `square` | false | [square] | inside |"
        let table = "# t\n\n## single-square.yaml — s\n\n\(Self.header)\n\(Self.separator)\n\(good)\n"
        let parsed = try Self.rows(in: table)
        #expect(parsed.count == 1 && parsed.first?.description == "single-square.yaml (195.0, 150.0) uikit")
        #expect(parsed.first?.candidates == ["square"] && parsed.first?.hit == "square" && parsed.first?.ambiguous == false)
        let bad: [(String, String)] = [
            ("| (195; 150) | uikit | `square` | `square` | false | [square] | x |", "the point"),
            ("| 195, 150 | uikit | `square` | `square` | false | [square] | x |", "the point"),
            ("| (195, 150) | uikt | `square` | `square` | false | [square] | x |", "unknown policy"),
            ("| (195, 150) | uikit | square | `square` | false | [square] | x |", "neither null"),
            ("| (195, 150) | uikit | `square` | `square` | maybe | [square] | x |", "ambiguous"),
            ("| (195, 150) | uikit | `square` | `square` | false | square | x |", "candidates"),
            ("| (195, 150) | uikit | `square` | `square` | false | [square] |", "7 columns"),
            ("| (195, 150) | uikit | `square` | `square` | false | [square] | x | y |", "7 columns"),
            ("| (195, 150) | uikit | `square` | `square` | false | [square] |  |", "no reason"),
            ("| point | policy | hit |", "7 columns"),
        ]
        for (row, reason) in bad {
            let error = #expect(throws: ParseError.self, "\(row)") { try Self.rows(in: table + row + "\n") }
            #expect(error?.line == 8 && error?.description.contains(reason) == true, "\(row): \(String(describing: error))")
        }
        // A table under a heading that names no scene file.
        let orphan = #expect(throws: ParseError.self) { try Self.rows(in: "## Notes\n\n\(good)\n") }
        #expect(orphan?.line == 3 && orphan?.description.contains("outside a scene's section") == true)
    }

    @Test("every expected tap in EXPECTATIONS.md matches the resolver")
    func expectations() throws {
        let rows = try Self.rows()
        #expect(rows.count > 100, "the expectations table should have many rows, found \(rows.count)")
        var resolvers: [String: Resolver] = [:]
        for row in rows {
            let resolver: Resolver
            if let r = resolvers[row.file] {
                resolver = r
            } else {
                let s = try SceneLoader.load(path: Self.scenesDir.appendingPathComponent(row.file).path)
                resolver = Resolver(scene: s)
                resolvers[row.file] = resolver
            }
            let got = Outcome(resolver.resolve(Point(x: row.x, y: row.y), policy: row.policy), in: resolver)
            #expect(got == Outcome(hit: row.hit, responder: row.responder, ambiguous: row.ambiguous,
                                   candidates: row.candidates), "\(row)")
        }
    }

    @Test("every scene in Scenes/ validates")
    func allScenesValidate() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.scenesDir.path).filter { $0.hasSuffix(".yaml") }
        #expect(files.count >= 15)
        for f in files {
            #expect(throws: Never.self, "\(f)") { _ = try SceneLoader.load(path: Self.scenesDir.appendingPathComponent(f).path) }
        }
    }

    @Test("the built-in default scene loads and shows an ambiguous seam under swiftui")
    func builtin() throws {
        let s = try BuiltinScene.load()
        let r = Resolver(scene: s)
        let seam = r.resolve(Point(x: 58, y: 90), policy: .swiftui)
        #expect(seam.ambiguous)
        #expect(Set(seam.candidates.map { s.views[$0].id }) == ["reply", "boost"])
        // UIKit: the badge in front of Buy swallows the tap into the card.
        let badge = r.resolve(Point(x: 300, y: 95), policy: .uikit)
        #expect(r.id(badge.hit) == "badge")
        #expect(r.id(badge.responder) == "card")
        // At every common terminal size some cell centre falls in the seam, so it can be clicked.
        for (cols, rows) in [(80, 22), (100, 28), (120, 38), (200, 58)] {
            let v = Viewport.fitCentred(canvas: s.canvas, cols: cols, rows: rows)
            let seamCells = (0..<cols).filter { c in
                let x = v.point(col: c, row: 0).x
                return x >= 54 && x < 62
            }
            #expect(!seamCells.isEmpty, "no column in the seam at \(cols)×\(rows)")
        }
    }
}
