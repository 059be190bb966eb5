import Testing
@testable import TapplayCore

/// Hit maps must equal resolving every cell's centre one by one with the
/// policies' linear walks.
@Suite("Hit map equivalence")
struct HitMapEquivalenceTests {
    /// Scenes: code-built random ones and generated scene files, small enough
    /// for the linear walks, with canvases whose cell centres hit edges exactly.
    static func scenes(_ seed: UInt64) throws -> [Scene] {
        let random = RandomScenes.build(seed: seed &* 7 &+ 1, views: [5, 25, 80, 200][Int(seed % 4)],
                                        canvas: Size(width: 120, height: 96), slop: [10, 0, 4, 17][Int(seed / 4 % 4)])
        let yaml = SceneGenerator.yaml(.init(views: [30, 90, 250][Int(seed % 3)], seed: seed, depth: [2, 6, 30][Int(seed % 3)],
                                             canvas: Size(width: 160, height: 120), slop: [nil, 5, 0][Int(seed % 3)]))
        return [random, try SceneLoader.parse(yaml: yaml, source: "generated")]
    }

    /// Viewports: the fitted one, zoomed in, zoomed out and moved (the canvas off the top-left).
    static func viewports(_ s: Scene, cols: Int, rows: Int) -> [Viewport] {
        let fit = Viewport.fit(canvas: s.canvas, cols: cols, rows: rows)
        return [fit, Viewport(scale: 1, originCol: 3, originRow: 2), Viewport(scale: 0.5, originCol: -5, originRow: -4),
                Viewport(scale: fit.scale * 1.37, originCol: 7, originRow: -1)]
    }

    @Test("HitMap equals one resolve per cell, all policies, by hit and by responder",
          arguments: Array(UInt64(1)...UInt64(16)))
    func mapEqualsPerCell(seed: UInt64) throws {
        for s in try Self.scenes(seed) {
            for slop in [nil, 8.0] {
                let r = Resolver(scene: s, slop: slop)
                let cols = 48 + Int(seed % 5), rows = 20 + Int(seed % 3)
                for vp in Self.viewports(s, cols: cols, rows: rows) {
                    for policy in PolicyKind.allCases {
                        let byHit = HitMap(resolver: r, policy: policy, viewport: vp, cols: cols, rows: rows, by: .hit)
                        let byResponder = HitMap(resolver: r, policy: policy, viewport: vp, cols: cols, rows: rows, by: .responder)
                        for row in 0..<rows {
                            for col in 0..<cols {
                                let p = vp.point(col: col, row: row)
                                let one = r.resolveLinearly(p, policy: policy)
                                #expect(byHit[col, row] == one.hit, "\(s.name) \(policy) cell (\(col), \(row)) at \(p)")
                                #expect(byResponder[col, row] == one.responder, "\(s.name) \(policy) cell (\(col), \(row)) at \(p)")
                            }
                        }
                    }
                }
            }
        }
    }

    @Test("compute and outcomes on a sub-area (partly off the canvas) equal one resolve per cell",
          arguments: Array(UInt64(1)...UInt64(8)))
    func areaEqualsPerCell(seed: UInt64) throws {
        for s in try Self.scenes(seed &+ 100) {
            let r = Resolver(scene: s)
            for vp in Self.viewports(s, cols: 60, rows: 24) {
                let area = ScreenArea(col: -3 + Int(seed % 4), row: -2, width: 57, height: 27)
                for policy in PolicyKind.allCases {
                    let hits = HitMap.compute(resolver: r, policy: policy, viewport: vp, area: area, by: .hit)
                    let responders = HitMap.compute(resolver: r, policy: policy, viewport: vp, area: area, by: .responder)
                    let plain = HitMap.outcomes(resolver: r, policy: policy, viewport: vp, area: area)
                    let full = HitMap.outcomes(resolver: r, policy: policy, viewport: vp, area: area, candidates: true)
                    #expect(hits.count == area.width * area.height && plain.count == hits.count && full.count == hits.count)
                    var k = 0
                    for row in area.rows {
                        for col in area.cols {
                            defer { k += 1 }
                            let p = vp.point(col: col, row: row)
                            let one = r.resolveLinearly(p, policy: policy)
                            #expect(hits[k] == one.hit && responders[k] == one.responder, "\(policy) (\(col), \(row))")
                            guard s.canvasRect.contains(p) else {
                                #expect(plain[k] == nil && full[k] == nil)
                                continue
                            }
                            #expect(full[k] == one, "\(policy) (\(col), \(row))")
                            #expect(plain[k]?.hit == one.hit && plain[k]?.responder == one.responder
                                    && plain[k]?.ambiguous == one.ambiguous && plain[k]?.point == p
                                    && plain[k]?.policy == policy)
                        }
                    }
                }
            }
        }
    }

    @Test("every seed scene's map is unchanged against the linear walks")
    func seedScenes() throws {
        let dir = URLish.scenesDirectory
        for name in ["hittest-traversal.yaml", "cover-view-switches.yaml", "vstack-neighbours.yaml",
                     "nested-buttons-exact.yaml", "contentshape-triangle.yaml", "hidden-alpha-disabled.yaml",
                     "expanded-button-edge.yaml", "clipped-overflow.yaml", "exact-hit-area.yaml"] {
            let s = try SceneLoader.load(path: dir + "/" + name)
            let r = Resolver(scene: s)
            let vp = Viewport.fit(canvas: s.canvas, cols: 97, rows: 41)
            for policy in PolicyKind.allCases {
                for by in HitMap.By.allCases {
                    let m = HitMap(resolver: r, policy: policy, viewport: vp, cols: 97, rows: 41, by: by)
                    for row in 0..<41 {
                        for col in 0..<97 {
                            let one = r.resolveLinearly(vp.point(col: col, row: row), policy: policy)
                            #expect(m[col, row] == (by == .hit ? one.hit : one.responder), "\(name) \(policy) \(by) (\(col), \(row))")
                        }
                    }
                }
            }
        }
    }
}

enum URLish {
    /// The package's Scenes folder, found from this file's path.
    static var scenesDirectory: String {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/Scenes"
    }
}
