import Foundation
import Testing
@testable import TapplayCore
import TapplayTestSupport

/// The fast audit (spatial index, row by row) must equal the oracle that
/// resolves every sample one by one, finding for finding, to the digit.
@Suite("Audit equivalence")
struct AuditEquivalenceTests {
    static func compare(_ s: Scene, policies: [PolicyKind], r: Double, slop: Double? = nil,
                        minSize: Double = 44, spacing: Double = 8) throws {
        let options = AuditOptions(policies: policies, minSize: minSize, spacing: spacing, resolution: r, slop: slop)
        let fast = try Audit.run(scene: s, file: "x.yaml", options: options).map(AuditOracle.Finding.init)
        let slow = AuditOracle.findings(s, policies: policies, minSize: minSize, spacing: spacing, r: r, slop: slop)
        AuditOracle.expectSame(fast, slow, on: s)
    }

    @Test("random scenes, every policy", arguments: Array(UInt64(1)...UInt64(12)))
    func randomScenes(seed: UInt64) throws {
        let s = RandomScenes.build(seed: seed &* 31 &+ 5, views: [6, 15, 30, 45][Int(seed % 4)],
                                   canvas: Size(width: 60, height: 45), slop: [10, 0, 4, 7][Int(seed / 4 % 4)])
        try Self.compare(s, policies: PolicyKind.allCases, r: [1, 0.5, 0.75][Int(seed % 3)],
                         minSize: [44, 12, 20][Int(seed % 3)], spacing: [8, 3, 20][Int(seed % 3)])
    }

    @Test("generated scene files, every policy, a slop override", arguments: Array(UInt64(1)...UInt64(6)))
    func generatedScenes(seed: UInt64) throws {
        let yaml = SceneGenerator.yaml(.init(views: [20, 40, 60][Int(seed % 3)], seed: seed, depth: [2, 6, 12][Int(seed % 3)],
                                             canvas: Size(width: 80, height: 60), slop: nil))
        let s = try SceneLoader.parse(yaml: yaml, source: "generated")
        try Self.compare(s, policies: PolicyKind.allCases, r: 1, slop: seed % 2 == 0 ? 6 : nil, minSize: 30, spacing: 10)
    }

    @Test("the random scenes produce every kind of finding")
    func everyKind() throws {
        var kinds: Set<FindingKind> = []
        for seed in UInt64(1)...UInt64(12) {
            let s = RandomScenes.build(seed: seed &* 31 &+ 5, views: [6, 15, 30, 45][Int(seed % 4)],
                                       canvas: Size(width: 60, height: 45), slop: [10, 0, 4, 7][Int(seed / 4 % 4)])
            var options = AuditOptions(policies: PolicyKind.allCases, minSize: [44, 12, 20][Int(seed % 3)],
                                       spacing: [8, 3, 20][Int(seed % 3)], resolution: 1)
            options.standards = Standard.allCases
            kinds.formUnion(try Audit.run(scene: s, file: "x", options: options).map(\.kind))
        }
        #expect(kinds == Set(FindingKind.allCases), "kinds seen: \(kinds)")
    }
}

/// Real screens: the first dump of each format in `../shared/imports/`,
/// audited on a coarse grid and compared with the oracle (skipped, with the
/// reason, where that folder is absent).
@Suite("Audit equivalence on real dumps")
struct AuditDumpTests {
    @Test("the fast audit equals the oracle on imported dumps, every policy, a coarse grid", SharedImports.required)
    func dumps() throws {
        let files = SharedImports.subfolders.compactMap { SharedImports.samples(in: $0).first }
        #expect(!files.isEmpty, "no sample in \(SharedImports.folder.path)")
        for f in files {
            let opened = try SceneOpener.open(path: f)
            // About 100 samples across the canvas's larger side keeps the oracle's linear walks quick.
            let c = opened.scene.canvas
            let r = max(2, (max(c.width, c.height) / 100).rounded(.up))
            try AuditEquivalenceTests.compare(opened.scene, policies: PolicyKind.allCases, r: r, minSize: 44, spacing: 8)
        }
    }
}
