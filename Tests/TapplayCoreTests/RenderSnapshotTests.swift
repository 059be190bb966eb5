import Foundation
import Testing
@testable import TapplayCore

/// Text snapshots of the playground screen for every scene in Scenes/: plain,
/// with dots, with the hit-map overlay and with the diff overlay. Snapshots
/// live in Tests/TapplayCoreTests/Snapshots; run with TAPPLAY_RECORD_SNAPSHOTS=1
/// to rewrite them after an intended change (and read the diff).
@Suite("Render snapshots")
struct RenderSnapshotTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let snapshots = here.appendingPathComponent("Snapshots")
    static let scenes = here.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenes")
    static let record = ProcessInfo.processInfo.environment["TAPPLAY_RECORD_SNAPSHOTS"] == "1"

    static var sceneFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: scenes.path)) ?? [])
            .filter { $0.hasSuffix(".yaml") }.sorted()
    }

    /// The screen `render` draws: 60 columns, 20 canvas rows plus the status rows, canvas at the top-left cell.
    static func screen(_ file: String, policy: PolicyKind, taps: Bool, map: Bool = false, diff: Bool = false) throws -> String {
        let scene = try SceneLoader.load(path: scenes.appendingPathComponent(file).path)
        var pg = Playground(entries: [SceneEntry(path: file, scene: scene)], settings: HitSettings(policy: policy),
                            cols: 60, rows: 22, colour: false, headless: true, loader: { _ in scene })
        pg.setViewport(Viewport.fit(canvas: scene.canvas, cols: 60, rows: 20))
        if taps {
            // A fixed lattice of taps across the canvas.
            for i in 1...7 {
                for j in 1...5 {
                    pg.tap(point: Point(x: scene.canvas.width * Double(i) / 8, y: scene.canvas.height * Double(j) / 6))
                }
            }
        }
        pg.overlays.map = map
        pg.overlays.diff = diff
        return pg.draw().plainText + "\n"
    }

    static func check(_ name: String, _ text: String) throws {
        let url = snapshots.appendingPathComponent(name)
        if record {
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try? String(contentsOf: url, encoding: .utf8)
        #expect(expected != nil, "missing snapshot \(name): run with TAPPLAY_RECORD_SNAPSHOTS=1")
        if let expected, expected != text {
            Issue.record("snapshot \(name) differs:\n--- expected\n\(expected)--- got\n\(text)")
        }
    }

    @Test("every scene as drawn, without dots", arguments: sceneFiles)
    func plain(_ file: String) throws {
        try Self.check("\(file).plain.txt", try Self.screen(file, policy: .uikit, taps: false))
    }

    @Test("every scene with a lattice of dots under uikit and swiftui", arguments: sceneFiles)
    func dots(_ file: String) throws {
        try Self.check("\(file).dots-uikit.txt", try Self.screen(file, policy: .uikit, taps: true))
        try Self.check("\(file).dots-swiftui.txt", try Self.screen(file, policy: .swiftui, taps: true))
    }

    @Test("every scene with the hit-map overlay (swiftui) and the diff overlay (exact vs uikit)", arguments: sceneFiles)
    func overlays(_ file: String) throws {
        try Self.check("\(file).map-swiftui.txt", try Self.screen(file, policy: .swiftui, taps: false, map: true))
        try Self.check("\(file).diff-exact.txt", try Self.screen(file, policy: .exact, taps: false, diff: true))
    }

    @Test("the map overlay shows SwiftUI's grown areas wider than exact's shrunk ones")
    func grownVersusShrunk() throws {
        func widest(_ policy: PolicyKind) throws -> Int {
            let text = try Self.screen("vstack-neighbours.yaml", policy: policy, taps: false, map: true)
            return text.split(separator: "\n").map { $0.filter { $0 == "t" }.count }.max() ?? 0
        }
        // s = max(390/60, 420/40) = 10.5 pt per column: the 100 pt frame spans about 9.5 columns,
        // slop adds a column each side under swiftui; under exact the grown area fits the frame again.
        #expect(try widest(.swiftui) == 11)
        #expect(try widest(.exact) == 9)
    }
}
