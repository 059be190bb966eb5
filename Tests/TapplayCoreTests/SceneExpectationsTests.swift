import Foundation
import Testing
@testable import TapplayCore

/// Every row of Scenes/EXPECTATIONS.md (worked out by hand from the policies' rules) is
/// checked against the resolver on the real scene file.
@Suite("Scenes/EXPECTATIONS.md")
struct SceneExpectationsTests {
    struct Row: CustomStringConvertible {
        var file: String, x: Double, y: Double, policy: PolicyKind
        var hit: String?, responder: String?, ambiguous: Bool, candidates: [String]
        var description: String { "\(file) (\(x), \(y)) \(policy.rawValue)" }
    }

    static let scenesDir = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenes")

    static func rows() throws -> [Row] {
        let text = try String(contentsOf: scenesDir.appendingPathComponent("EXPECTATIONS.md"), encoding: .utf8)
        var file: String?
        var rows: [Row] = []
        func id(_ s: Substring) -> String? {
            let t = s.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "")
            return t == "null" ? nil : t
        }
        for line in text.split(separator: "\n") {
            if line.hasPrefix("## "), let name = line.split(separator: " ").dropFirst().first, name.hasSuffix(".yaml") {
                file = String(name)
                continue
            }
            guard let f = file, line.hasPrefix("| ("), line.contains(") |") else { continue }
            let cols = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cols.count >= 8 else { continue }
            let pt = cols[1].trimmingCharacters(in: CharacterSet(charactersIn: "()")).split(separator: ",")
            guard pt.count == 2, let x = Double(pt[0].trimmingCharacters(in: .whitespaces)),
                  let y = Double(pt[1].trimmingCharacters(in: .whitespaces)),
                  let policy = PolicyKind(rawValue: cols[2]) else { continue }
            let cands = cols[6].trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
                .split(separator: ",").compactMap { id($0) }
            rows.append(Row(file: f, x: x, y: y, policy: policy, hit: id(Substring(cols[3])),
                            responder: id(Substring(cols[4])), ambiguous: cols[5] == "true", candidates: cands))
        }
        return rows
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
            let r = resolver.resolve(Point(x: row.x, y: row.y), policy: row.policy)
            let got = Outcome(hit: resolver.id(r.hit), responder: resolver.id(r.responder), ambiguous: r.ambiguous,
                              candidates: r.candidates.map { resolver.scene.views[$0].id })
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
