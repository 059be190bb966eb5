import Testing
@testable import TapplayCore

/// SPEC 5 as changed for real screens: sizes not judged where the screen cuts
/// a target off, ambiguity only between different handlers, the summary line,
/// and the scene's `policies` as the default.
@Suite("Audit on real screens: cut-off targets, handlers, policies, the summary")
struct AuditRealScreenTests {
    func audit(_ s: Scene, _ policies: [PolicyKind]? = nil) throws -> [AuditFinding] {
        try Audit.run(scene: s, file: "t.yaml", options: AuditOptions(policies: policies))
    }

    func small(_ fs: [AuditFinding]) -> [String] { fs.filter { $0.kind == .small }.map { $0.views[0] } }

    @Test("a target the canvas cuts off is not judged on that axis, only on the other")
    func cutByCanvas() throws {
        let s = scene([view("peek", 370, 100, 60, 30, tappable: true),     // 20 of 60 wide shown, 30 tall
                       view("tail", 100, 400, 60, 40, tappable: true),     // 20 of 40 tall shown, 60 wide
                       view("whole", 100, 200, 60, 30, tappable: true)],
                      width: 390, height: 420)
        #expect(Set(small(try audit(s, [.uikit]))) == ["peek", "whole"], "peek's height is shown whole: 30 < 44")
        let peek = try #require(try audit(s, [.uikit]).first { $0.views == ["peek"] })
        #expect(peek.size == Size(width: 20, height: 30))
    }

    @Test("a clipping ancestor (a scroll view) cuts its content off as the canvas does")
    func cutByScrollView() throws {
        let list = view("list", 0, 0, 390, 200, clips: true, [
            view("row1", 0, 0, 390, 60, tappable: true),
            view("row4", 0, 180, 390, 60, tappable: true),       // 20 of 60 shown: not judged on height
            view("chip", 10, 70, 30, 30, tappable: true),        // whole: small
        ])
        let s = scene([list], width: 390, height: 420)
        #expect(small(try audit(s, [.uikit])) == ["chip"])
        // Without the clip, row4 is whole on screen (it reaches y 240 of 420): a 20-pt strip of it is
        // reachable under uikit (outside its parent), and that is judged.
        let open = scene([view("list", 0, 0, 390, 200, [view("row4", 0, 180, 390, 60, tappable: true)])])
        #expect(small(try audit(open, [.uikit])) == ["row4"])
    }

    @Test("visible bounds: a view ending on a scroll view's edge across its axis is cut there; touching it otherwise is whole")
    func visibleBounds() throws {
        func build(visible: Bool) -> Scene {
            var s = Scene(name: "t", canvas: Size(width: 400, height: 800), platform: .android, tree: [
                view("scroller", 0, 100, 400, 500, clips: true, [
                    view("lastRow", 0, 480, 400, 20, tappable: true),   // ends on the scroller's bottom edge
                    view("button", 20, 200, 100, 30, tappable: true),
                ]),
                // A sideways list (its items stand side by side) whose chips fill its height.
                view("chips", 0, 650, 400, 36, clips: true, [
                    view("chip1", 0, 0, 90, 36, tappable: true),
                    view("chip2", 100, 0, 90, 36, tappable: true),
                    view("chip3", 330, 0, 90, 36, tappable: true),  // past the right edge: cut on that axis
                ]),
            ])
            s.visibleBounds = visible
            return s
        }
        // Frames that only touch an edge are whole: judged.
        #expect(Set(small(try audit(build(visible: false), [.android]))) == ["lastRow", "button", "chip1", "chip2", "chip3"])
        // Visible bounds (an accessibility dump): the last row of the vertical list may go on below it;
        // the chips touch the sideways list's top and bottom, which it does not scroll: judged.
        #expect(Set(small(try audit(build(visible: true), [.android]))) == ["button", "chip1", "chip2", "chip3"])
    }

    @Test("what the screen does not show is not audited: a target scrolled out of its list, or off the canvas")
    func offScreen() throws {
        let list = view("list", 0, 0, 390, 200, clips: true, [
            view("gone", 0, 260, 390, 60, tappable: true),          // scrolled out of the list: not on screen
            view("half", 0, 170, 390, 60, tappable: true),          // 30 of 60 shown
        ])
        let s = scene([list, view("nextPage", 400, 300, 40, 40, tappable: true),   // past the canvas
                       view("cover", 0, 185, 390, 15)],                           // a plain view over half's bottom
                      width: 390, height: 420)
        let fs = try audit(s, [.uikit])
        #expect(!fs.contains { $0.views.first == "gone" || $0.views.first == "nextPage" }, "\(fs.map(\.textLine))")
        // Half's hidden part is not swallowed; the part the plain view covers on screen is.
        let swallowed = try #require(fs.first { $0.kind == .swallowed && $0.views.first == "half" })
        #expect(swallowed.bounds == Rect(x: 0, y: 185, width: 390, height: 15))
        let none = scene([view("list", 0, 0, 390, 200, clips: true, [view("gone", 0, 260, 390, 60, tappable: true)])])
        let a = try Audit.analyse(scene: none, file: "t", options: AuditOptions())
        #expect(a.auditedViews == 0 && a.findings.isEmpty)
    }

    @Test("bar items are not judged for size: UIKit grows their touch area beyond what a dump shows")
    func barItems() throws {
        var bar = SceneView(id: "bar", frame: Rect(x: 0, y: 0, width: 390, height: 44), type: "UINavigationBar")
        bar.parent = nil
        let s = Scene(name: "t", canvas: Size(width: 390, height: 420), views: [
            bar,
            SceneView(id: "cancel", frame: Rect(x: 8, y: 7, width: 34, height: 30), type: "UINavigationButton",
                      tappable: true, parent: 0),
            SceneView(id: "content", frame: Rect(x: 8, y: 100, width: 34, height: 30), tappable: true),
        ])
        #expect(small(try audit(s, [.uikit])) == ["content"])
    }

    @Test("close: spacing matters only when one of the two is undersized on an axis the screen shows whole")
    func closeNeedsAnUndersizedTarget() throws {
        let s = scene([view("a", 0, 100, 100, 50, tappable: true), view("b", 104, 100, 100, 50, tappable: true),
                       view("c", 370, 300, 40, 50, tappable: true),  // 20 of 40 shown: not undersized
                       view("d", 300, 300, 66, 50, tappable: true)],
                      width: 390, height: 420)
        #expect(try audit(s, [.uikit]).filter { $0.kind == .close }.isEmpty)
        let t = scene([view("a", 0, 100, 100, 40, tappable: true), view("b", 104, 100, 100, 50, tappable: true)])
        let close = try audit(t, [.uikit]).filter { $0.kind == .close }
        #expect(close.map(\.views) == [["a", "b"]] && close.first?.gap == 4)
    }

    @Test("ambiguous: a button against its own label runs the same handler either way: no finding")
    func sameHandler() throws {
        // Under sampled a label inside a button competes with the button's own content; whichever
        // wins, the button's handler runs. A 9-pt label centred on the tap holds the centre (24) and
        // 37 of the rings' 96: 61 against the button's 59, under 1.2 × 59: ambiguous.
        var label = SceneView(id: "title", frame: Rect(x: 45.5, y: 0, width: 9, height: 100), label: "Buy")
        label.parent = 0
        let own = Scene(name: "own", canvas: Size(width: 100, height: 100), views: [
            SceneView(id: "buy", frame: Rect(x: 0, y: 0, width: 100, height: 100), color: .blue, tappable: true),
            label,
        ])
        let r = Resolver(scene: own, slop: nil)
        let seam = r.resolve(Point(x: 50, y: 50), policy: .sampled, tracing: false)
        #expect(seam.ambiguous, "the seam is ambiguous under sampled, between buy's content and its label")
        #expect(try audit(own, [.sampled]).filter { $0.kind == .ambiguous }.isEmpty)

        // Two buttons 4 pt apart, the tap between them: 35.5 each, a tie between two handlers.
        let pair = scene([view("left", 0, 0, 48, 100, tappable: true), view("right", 52, 0, 48, 100, tappable: true)],
                         width: 100, height: 100)
        #expect(Resolver(scene: pair, slop: nil).resolve(Point(x: 50, y: 50), policy: .sampled, tracing: false).ambiguous)
        #expect(try audit(pair, [.sampled]).contains { $0.kind == .ambiguous && Set($0.views) == ["left", "right"] })
    }

    @Test("the scene's policies are the audit's default and the commands' first choice")
    func scenePolicies() throws {
        let s = Scene(name: "t", canvas: Size(width: 100, height: 100), policies: [.swiftui, .filtered],
                      views: [SceneView(id: "b", frame: Rect(x: 0, y: 0, width: 20, height: 20), tappable: true)])
        #expect(s.defaultPolicy == .swiftui)
        let options = AuditOptions()
        #expect(options.policies(for: s) == [.swiftui, .filtered])
        #expect(options.policyChoice(for: s) == .scene)
        #expect(Set(try audit(s).compactMap(\.policy)) == [.swiftui, .filtered])
        let plain = Scene(name: "t", canvas: Size(width: 100, height: 100), platform: .android, views: [])
        #expect(options.policies(for: plain) == [.android] && options.policyChoice(for: plain) == .platform)
    }

    @Test("the summary line: the policies, who chose them, how to choose others; nothing to audit said so")
    func summary() throws {
        func line(_ s: Scene, _ options: AuditOptions) throws -> String {
            let a = try Audit.analyse(scene: s, file: "t.yaml", options: options)
            let scene = AuditedScene(file: "t.yaml", name: s.name, policies: a.policies, policyChoice: a.policyChoice,
                                     auditedViews: a.auditedViews)
            return AuditSummary.line(scene, findings: a.findings)
        }
        let big = SceneView(id: "b", frame: Rect(x: 0, y: 0, width: 50, height: 50), tappable: true)
        let ios = Scene(name: "t", canvas: Size(width: 100, height: 100), views: [big])
        #expect(try line(ios, AuditOptions()) == "t.yaml: no tap problems under uikit, swiftui (the platform's default; "
                + "--policy or the config's policies choose others)")
        let dump = Scene(name: "t", canvas: Size(width: 100, height: 100), policies: [.uikit], views: [big])
        #expect(try line(dump, AuditOptions()) == "t.yaml: no tap problems under uikit (the scene's policy; "
                + "--policy or the config's policies choose others)")
        #expect(try line(dump, AuditOptions(policies: [.exact])) == "t.yaml: no tap problems under exact")
        #expect(try line(dump, AuditOptions(policies: [.exact], policiesGivenBy: .config))
                == "t.yaml: no tap problems under exact (the config's policies)")
        let empty = Scene(name: "t", canvas: Size(width: 100, height: 100),
                          views: [SceneView(id: "label", frame: Rect(x: 0, y: 0, width: 50, height: 50)),
                                  SceneView(id: "off", frame: Rect(x: 50, y: 50, width: 50, height: 50), tappable: true,
                                            hidden: true)])
        #expect(try line(empty, AuditOptions()) == "t.yaml: no tappable views: nothing to audit")
    }

    @Test("text on an Android scene says dp")
    func dp() throws {
        let s = Scene(name: "t", canvas: Size(width: 360, height: 640), platform: .android,
                      views: [SceneView(id: "icon", frame: Rect(x: 100, y: 100, width: 24, height: 24), tappable: true)])
        let f = try #require(try audit(s).first { $0.kind == .small })
        #expect(f.textLine.contains("its taps land in 24 × 24 dp, under the 48 dp minimum (576.00 dp²)"))
    }
}

/// The scene file's `policies` key (SPEC 1, 4.1): read, checked, written back.
@Suite("Scene files: the policies key")
struct ScenePoliciesKeyTests {
    static func load(_ policies: String) throws(SceneLoadError) -> Scene {
        try SceneLoader.parse(yaml: "name: T\ncanvas: [100, 100]\npolicies: \(policies)\nviews: []\n", source: "t.yaml")
    }

    static func problems(_ policies: String) -> [String] {
        do {
            _ = try load(policies)
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    @Test("a list of policy names (or one name), each once, in the order written; the first is the default")
    func reads() throws {
        #expect(try Self.load("[sampled, uikit]").policies == [.sampled, .uikit])
        #expect(try Self.load("[sampled, uikit]").defaultPolicy == .sampled)
        #expect(try Self.load("android").policies == [.android])
        #expect(try Self.load("[uikit, uikit]").policies == [.uikit])
        #expect(try SceneLoader.parse(yaml: "name: T\ncanvas: [100, 100]\nviews: []\n", source: "t").policies == nil)
    }

    @Test("a bad policy list is refused with its line, column and what is wrong")
    func refuses() {
        #expect(Self.problems("[uikit, swifty]") == ["t.yaml:3:19: policies[1]: unknown policy 'swifty' (did you mean 'swiftui'?)"])
        #expect(Self.problems("[]") == ["t.yaml:3:11: policies: expected a list that names at least one policy, got an empty list"])
        #expect(Self.problems("{a: 1}").count == 1)
    }
}
