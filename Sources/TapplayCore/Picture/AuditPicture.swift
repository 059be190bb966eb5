/// The audit as a picture: one panel per policy, side by side in policy
/// order, each titled with its policy; a single policy gives exactly the
/// scene's picture, its `viewBox` the canvas.
public enum AuditPicture {
    static let gap = 16.0
    static let titleHeight = 22.0

    /// With a `screenshot`, each panel draws it under the views (SPEC 6.2).
    public static func svg(_ a: AuditResult, screenshot: Screenshot? = nil) -> String {
        let scene = a.scene
        func panel(_ p: PolicyKind?) -> ScenePicture {
            var pic = ScenePicture(scene: scene)
            pic.screenshot = screenshot
            pic.audit = a
            pic.auditPolicy = p
            return pic
        }
        if a.policies.count <= 1 {
            return panel(a.policies.first).svg
        }
        let W = scene.canvas.width, H = scene.canvas.height
        var body = ""
        for (k, p) in a.policies.enumerated() {
            let dx = Double(k) * (W + gap)
            var w = SVGWriter()
            let mine = a.findings.filter { $0.policy == p }
            w.text("\(p.rawValue)" + (mine.isEmpty ? ": no findings" : ": \(AuditSummary.breakdown(mine))"),
                   at: Point(x: dx + 4, y: 15), size: 10, weight: "bold")
            body += w.body
            body += "<g class=\"panel\" transform=\"translate(\(SVGWriter.n(dx)) \(SVGWriter.n(titleHeight)))\">\n"
            body += panel(p).body
            body += "</g>\n"
        }
        let total = Double(a.policies.count) * W + Double(a.policies.count - 1) * gap
        return SVGWriter.document(width: total, height: H + titleHeight, title: "tapplay audit: \(scene.name)", body: body)
    }
}
