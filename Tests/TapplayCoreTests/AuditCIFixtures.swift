@testable import TapplayCore

/// Findings built by hand for the reporter, baseline and config tests, with
/// names and paths full of the characters each format must escape.
enum AuditCIFixtures {
    /// Every character some report format treats specially.
    static let nasty = "a:b,c%d\"e'f<g>&h\ni\rj"

    static func ambiguous(file: String = "Scenes/demo.yaml", scene: String = "Demo", area: Double = 412.5,
                          views: [String] = ["reply", "boost"], policy: PolicyKind = .swiftui,
                          line: Int? = 12) -> AuditFinding {
        AuditFinding(file: file, sceneName: scene, kind: .ambiguous, policy: policy, views: views, area: area,
                     at: Point(x: 56.25, y: 88.25), bounds: Rect(x: 50, y: 60, width: 8, height: 60), line: line)
    }

    static func unreachable(file: String = "Scenes/demo.yaml", scene: String = "Demo",
                            view: String = "hidden-button", line: Int? = nil) -> AuditFinding {
        AuditFinding(file: file, sceneName: scene, kind: .unreachable, policy: .uikit, views: [view], area: 0,
                     line: line)
    }

    static func small(file: String = "Scenes/demo.yaml", scene: String = "Demo", view: String = "close-x",
                      area: Double = 600) -> AuditFinding {
        AuditFinding(file: file, sceneName: scene, kind: .small, policy: .uikit, views: [view], area: area,
                     at: Point(x: 10, y: 10), bounds: Rect(x: 0, y: 0, width: 30, height: 20),
                     size: Size(width: 30, height: 20), line: 20)
    }

    static func swallowed(file: String = "Scenes/demo.yaml", scene: String = "Demo") -> AuditFinding {
        AuditFinding(file: file, sceneName: scene, kind: .swallowed, policy: .uikit, views: ["buy", "badge"],
                     area: 144, at: Point(x: 100, y: 40), bounds: Rect(x: 94, y: 34, width: 12, height: 12), line: 30)
    }

    static func close(file: String = "Scenes/demo.yaml", scene: String = "Demo",
                      views: [String] = ["reply", "boost"]) -> AuditFinding {
        AuditFinding(file: file, sceneName: scene, kind: .close, policy: nil, views: views, gap: 4, line: 12)
    }

    /// `f`, to review because of `because`.
    static func review(_ f: AuditFinding, _ because: ReviewReason = .densityAssumed) -> AuditFinding {
        var f = f
        f.certainty = .review(because)
        return f
    }

    /// One scene, in report order: a certain `small`, a `swallowed` to review
    /// (own-action-unknown), a certain `ambiguous`, a `close` to review
    /// (system-control); and a second scene whose only finding is to review.
    static func mixedReport() -> AuditReport {
        AuditReport(scenes: [
            AuditedScene(file: "Scenes/demo.yaml", name: "Demo", policies: [.uikit, .swiftui]),
            AuditedScene(file: "Scenes/other.yaml", name: "Other", policies: [.uikit, .swiftui]),
        ], findings: [
            small(), review(swallowed(), .ownActionUnknown), ambiguous(), review(close(), .systemControl),
            review(ambiguous(file: "Scenes/other.yaml", scene: "Other", line: 3), .tappableGuessed),
        ])
    }

    /// One of each kind in one scene, plus a finding in a second scene.
    static func report(file: String = "Scenes/demo.yaml", scene: String = "Demo",
                       views: [String] = ["reply", "boost"]) -> AuditReport {
        let findings = [
            unreachable(file: file, scene: scene), small(file: file, scene: scene),
            swallowed(file: file, scene: scene), ambiguous(file: file, scene: scene, views: views),
            close(file: file, scene: scene, views: views),
            ambiguous(file: "Scenes/other.yaml", scene: "Other", line: 3),
        ]
        return AuditReport(scenes: [
            AuditedScene(file: file, name: scene, policies: [.uikit, .swiftui]),
            AuditedScene(file: "Scenes/other.yaml", name: "Other", policies: [.uikit, .swiftui]),
            AuditedScene(file: "Scenes/clean.yaml", name: "Clean", policies: [.uikit]),
        ], findings: findings)
    }
}
