import Testing
@testable import TapplayCore

/// Each kind of finding on a scene small enough to work out by hand. The
/// samples are the centres of a 0.5 pt grid: x, y ∈ {0.25, 0.75, 1.25, …}.
@Suite("Audit kinds")
struct AuditKindsTests {
    func audit(_ s: Scene, _ policies: [PolicyKind], minSize: Double = 44, spacing: Double = 8) throws -> [AuditFinding] {
        try Audit.run(scene: s, file: "t.yaml", options: AuditOptions(policies: policies, minSize: minSize, spacing: spacing))
    }

    func find(_ fs: [AuditFinding], _ kind: FindingKind, _ policy: PolicyKind?) -> [AuditFinding] {
        fs.filter { $0.kind == kind && $0.policy == policy }
    }

    /// Two views side by side, full height, 8 pt apart: [0, 96) and [104, 200), canvas 200 × 20, slop 10.
    var seam: Scene {
        scene([view("left", 0, 0, 96, 20, tappable: true), view("right", 104, 0, 96, 20, tappable: true)],
              width: 200, height: 20, slop: 10)
    }

    @Test("ambiguous: the 8 pt seam between two views within slop")
    func ambiguousSeam() throws {
        let fs = try audit(seam, [.uikit, .swiftui])
        // uikit is never ambiguous.
        #expect(find(fs, .ambiguous, .uikit).isEmpty)
        let a = try #require(find(fs, .ambiguous, .swiftui).first)
        // Samples with 96 <= x < 104 contain neither view and are within 8 <= 10 pt of both:
        // x = 96.25 … 103.75 is 16 columns, y = 0.25 … 19.75 is 40 rows: 640 samples × 0.25 pt² = 160 pt².
        #expect(a.area == 160)
        // Bounds: 96.25 − 0.25 = 96 to 103.75 + 0.25 = 104, and 0 to 20.
        #expect(a.bounds == Rect(x: 96, y: 0, width: 8, height: 20))
        // Mean (100, 10); the four samples at (99.75 | 100.25, 9.75 | 10.25) tie at 0.125 pt²;
        // the first in sample order is (99.75, 9.75).
        #expect(a.at == Point(x: 99.75, y: 9.75))
        // At the first sample (96.25, 0.25) left is 0.25 pt away, right 7.75: left comes first.
        #expect(a.views == ["left", "right"])
    }

    @Test("small: the regions of the seam's views under uikit and swiftui")
    func smallRegions() throws {
        let fs = try audit(seam, [.uikit, .swiftui])
        let u = find(fs, .small, .uikit)
        #expect(u.map(\.views) == [["left"], ["right"]])
        // uikit: left's region is its frame, x = 0.25 … 95.75 (192 columns) × 40 rows = 7680 samples = 1920 pt²;
        // bounds [0, 0, 96, 20]: 20 pt is shorter than 44.
        #expect(u[0].area == 1920)
        #expect(u[0].bounds == Rect(x: 0, y: 0, width: 96, height: 20))
        #expect(u[0].size == Size(width: 96, height: 20))
        // Mean (48, 10): the first of the four nearest samples is (47.75, 9.75).
        #expect(u[0].at == Point(x: 47.75, y: 9.75))
        // swiftui: left also wins the seam's nearer half, x < 100: 200 columns × 40 rows = 8000 samples = 2000 pt².
        let s = find(fs, .small, .swiftui)
        #expect(s.map(\.views) == [["left"], ["right"]])
        #expect(s[0].area == 2000)
        #expect(s[0].bounds == Rect(x: 0, y: 0, width: 100, height: 20))
        // With a 20 pt minimum nothing is small.
        #expect(try audit(seam, [.uikit, .swiftui], minSize: 20).filter { $0.kind == .small }.isEmpty)
    }

    @Test("swallowed: a plain label in front of a button")
    func labelOverButton() throws {
        // button [20, 20, 100, 40]; label [60, 30, 100, 20] in front, not tappable.
        let s = scene([view("button", 20, 20, 100, 40, tappable: true), view("label", 60, 30, 100, 20)],
                      width: 200, height: 100)
        let fs = try audit(s, [.uikit, .swiftui], minSize: 10)
        // The button's frame under the label: x = 60.25 … 119.75 (120 columns), y = 30.25 … 49.75
        // (40 rows): 4800 samples × 0.25 = 1200 pt², bounds [60, 30, 60, 20], mean (90, 40) → at (89.75, 39.75).
        let u = try #require(find(fs, .swallowed, .uikit).first)
        #expect(u.views == ["button", "label"])      // uikit: the label is hit there
        #expect(u.area == 1200)
        #expect(u.bounds == Rect(x: 60, y: 30, width: 60, height: 20))
        #expect(u.at == Point(x: 89.75, y: 39.75))
        #expect(u.textLine.contains("put the label inside the button or make it non-interactive"))
        // swiftui: the label occludes the button there; nobody is hit.
        let w = try #require(find(fs, .swallowed, .swiftui).first)
        #expect(w.views == ["button"])
        #expect(w.area == 1200)
    }

    @Test("unreachable: a button outside its parent under uikit, reachable under swiftui")
    func outsideParent() throws {
        // parent [0, 0, 100, 100]; child at (150, 0) in it: canvas [150, 0, 40, 40].
        let s = scene([view("parent", 0, 0, 100, 100, [view("child", 150, 0, 40, 40, tappable: true)])],
                      width: 200, height: 100)
        let fs = try audit(s, [.uikit, .swiftui], minSize: 10)
        let u = try #require(find(fs, .unreachable, .uikit).first)
        #expect(u.views == ["child"])
        #expect(u.area == 0 && u.at == nil && u.bounds == nil)
        #expect(u.reason?.contains("outside its parent parent") == true)
        // Alone, the child takes its whole frame: 80 × 80 samples × 0.25 = 1600 pt², swallowed under uikit.
        let sw = try #require(find(fs, .swallowed, .uikit).first)
        #expect(sw.views == ["child"])
        #expect(sw.area == 1600)
        #expect(sw.bounds == Rect(x: 150, y: 0, width: 40, height: 40))
        // Parents do not clip in SwiftUI.
        #expect(find(fs, .unreachable, .swiftui).isEmpty)
        #expect(find(fs, .swallowed, .swiftui).isEmpty)
    }

    @Test("unreachable: covered; untouchable views are no finding")
    func covered() throws {
        let s = scene([view("under", 10, 10, 50, 50, tappable: true), view("cover", 0, 0, 100, 100),
                       view("off", 120, 10, 50, 50, tappable: true, interactive: false),
                       view("gone", 120, 70, 50, 20, tappable: true, hidden: true)], width: 200, height: 100)
        let fs = try audit(s, [.uikit, .swiftui])
        #expect(fs.filter { $0.kind == .unreachable }.map { "\($0.policy!.rawValue) \($0.views)" }
                == ["uikit [\"under\"]", "swiftui [\"under\"]"])
        #expect(!fs.contains { $0.views.contains("off") || $0.views.contains("gone") })
    }

    @Test("swallowed: the filtered dead zone around a nested button; a circle's corners are not swallowed")
    func deadZoneAndShape() throws {
        // card [0, 0, 200, 100] tappable; inner [90, 40, 20, 20] tappable; slop 10.
        let s = scene([view("card", 0, 0, 200, 100, tappable: true, [view("inner", 90, 40, 20, 20, tappable: true)])],
                      width: 200, height: 100, slop: 10)
        let fs = try audit(s, [.filtered], minSize: 10)
        let d = try #require(find(fs, .swallowed, .filtered).first)
        // The inner button wins within 10 pt of its frame (innermost gesture wins) but runs only inside
        // it: the ring of card samples within 10 pt of [90, 110) × [40, 60) minus the frame.
        #expect(d.views == ["card", "inner"])
        #expect(d.bounds == Rect(x: 80, y: 30, width: 40, height: 40))
        var n = 0
        for j in 0..<200 { for i in 0..<400 {
            let p = Point(x: (Double(i) + 0.5) * 0.5, y: (Double(j) + 0.5) * 0.5)
            let r = Rect(x: 90, y: 40, width: 20, height: 20)
            if !r.contains(p) && r.distance(to: p) <= 10 { n += 1 }
        } }
        #expect(d.area == Double(n) * 0.25)
        // A circle under a plain view: only the circle grown by slop counts, not the frame's corners.
        let c = scene([view("dot", 0, 0, 100, 100, tappable: true, shape: ContentShapeSpec(kind: .circle)),
                       view("veil", 0, 0, 100, 100)], width: 100, height: 100, slop: 0)
        let v = try #require(try audit(c, [.swiftui]).first { $0.kind == .swallowed })
        // Samples within the circle of radius 50 about (50, 50): about π·50² ≈ 7854 pt², not 10,000.
        #expect(abs(v.area! - 7854) < 40)
    }

    @Test("close: gaps below the spacing, not touching, not nested, one of the two undersized")
    func close() throws {
        let s = scene([view("a", 0, 0, 50, 40, tappable: true), view("b", 53, 0, 50, 50, tappable: true),
                       view("c", 0, 100, 50, 40, tappable: true), view("d", 53, 144, 50, 50, tappable: true),
                       view("e", 103, 0, 50, 50, tappable: true),   // touches b: no finding
                       view("h", 160, 200, 50, 50, tappable: true), // two big targets 3 apart: easy to hit
                       view("i", 213, 200, 50, 50, tappable: true),
                       view("j", 0, 250, 40, 40, tappable: true),   // 0.005 apart: touching (rounding)
                       view("k", 40.005, 250, 40, 40, tappable: true),
                       view("f", 300, 0, 50, 50, tappable: true, [view("g", 52, 0, 10, 10, tappable: true)])],
                      width: 400, height: 300)
        let fs = try audit(s, [])
        let close = fs.filter { $0.kind == .close }
        #expect(close.map(\.views) == [["a", "b"], ["c", "d"]])
        try #require(close.count == 2)
        #expect(close[0].gap == 3)          // 53 − 50
        #expect(close[1].gap == 5)          // √(3² + 4²): dx = 53 − 50, dy = 144 − 140
        #expect(close.allSatisfy { $0.policy == nil && $0.area == nil })
    }

    @Test("order: policy, kind, largest area first, then views; close last")
    func order() throws {
        let s = scene([view("left", 0, 0, 96, 20, tappable: true), view("right", 104, 0, 96, 20, tappable: true),
                       view("tiny", 0, 30, 10, 10, tappable: true), view("tiny2", 13, 30, 10, 10, tappable: true)],
                      width: 200, height: 60, slop: 10)
        let fs = try audit(s, [.swiftui, .uikit], spacing: 8)
        let keys = fs.map { "\($0.policy?.rawValue ?? "close") \($0.kind.rawValue)" }
        #expect(keys.first?.hasPrefix("uikit") == true)
        #expect(keys.last == "close close")
        for (a, b) in zip(fs, fs.dropFirst()) {
            #expect(!b.sortsBefore(a), "\(b.textLine) sorted after \(a.textLine)")
        }
        let smallUIKit = fs.filter { $0.policy == .uikit && $0.kind == .small }
        #expect(smallUIKit.map(\.views) == [["left"], ["right"], ["tiny"], ["tiny2"]])
    }

    @Test("JSON keys per kind")
    func jsonKeys() throws {
        let fs = try audit(seam, [.uikit, .swiftui], spacing: 10)
        let amb = try #require(fs.first { $0.kind == .ambiguous })
        #expect(amb.json.serialized == #"{"scene": "t.yaml", "kind": "ambiguous", "policy": "swiftui", "views": ["left", "right"], "area": 160.0, "at": [99.75, 9.75], "bounds": [96.0, 0.0, 8.0, 20.0], "certainty": "certain"}"#)
        let small = try #require(fs.first { $0.kind == .small })
        #expect(small.json.serialized.hasSuffix(#""size": [96.0, 20.0], "certainty": "certain"}"#))
        let close = try #require(fs.first { $0.kind == .close })
        #expect(close.json.serialized == #"{"scene": "t.yaml", "kind": "close", "policy": null, "views": ["left", "right"], "gap": 8.0, "certainty": "certain"}"#)
        let u = AuditFinding(file: "t.yaml", sceneName: "t", kind: .unreachable, policy: .uikit, views: ["x"], area: 0)
        #expect(u.json.serialized == #"{"scene": "t.yaml", "kind": "unreachable", "policy": "uikit", "views": ["x"], "area": 0, "certainty": "certain"}"#)
    }

    @Test("a resolution too fine for the canvas is refused, not attempted")
    func tooManySamples() {
        #expect(throws: AuditError.self) {
            try Audit.run(scene: seam, file: "t.yaml", options: AuditOptions(resolution: 0.0001))
        }
        #expect(SampleGrid(canvas: Size(width: 10, height: 10), step: .nan) == nil)
        #expect(SampleGrid(canvas: Size(width: 10, height: 10), step: 0) == nil)
        let g = SampleGrid(canvas: Size(width: 1, height: 0.75), step: 0.5)
        #expect(g?.cols == 2 && g?.rows == 1)    // x: 0.25, 0.75 < 1; y: 0.25 < 0.75, 0.75 is not
    }
}
