/// The audit as a picture: one panel per policy, side by side in policy
/// order, each titled with its policy, and beside them the legend and the
/// findings' lines (`PictureLegend`); a single policy gives exactly the
/// scene's picture (`ScenePicture.svg`: the canvas at the origin, the legend
/// beside it).
public enum AuditPicture {
    static let gap = 16.0
    static let titleHeight = 22.0

    public static func svg(_ a: AuditResult) -> String {
        let scene = a.scene
        func panel(_ p: PolicyKind?) -> ScenePicture {
            var pic = ScenePicture(scene: scene)
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
            let counts = AuditSummary.counts(mine)
            w.text("\(p.rawValue)" + (counts.isEmpty ? ": no findings" : ": \(counts)"),
                   at: Point(x: dx + 4, y: 15), size: 10, weight: "bold")
            body += w.body
            body += "<g class=\"panel\" transform=\"translate(\(SVGWriter.n(dx)) \(SVGWriter.n(titleHeight)))\">\n"
            body += panel(p).body
            body += "</g>\n"
        }
        let total = Double(a.policies.count) * W + Double(a.policies.count - 1) * gap
        // The legend of every panel's marks and all the findings' lines, beside the panels.
        var all = ScenePicture(scene: scene)
        all.audit = a
        let legend = PictureLegend(picture: all, findings: a.findings)
        let s = PictureLegend.textSize(canvas: scene.canvas)
        let size = legend.size(s)
        var w = SVGWriter()
        legend.draw(&w, at: Point(x: total + 2 * s, y: titleHeight), size: s)
        return SVGWriter.document(width: total + 2 * s + size.width, height: max(H, size.height) + titleHeight,
                                  title: "tapplay audit: \(scene.name)", body: body + w.body)
    }
}
