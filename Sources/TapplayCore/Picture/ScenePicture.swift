/// A scene as an SVG image at point scale (one unit per point, `viewBox` the
/// canvas): the views in their colours, their labels, taps as dots in their
/// responder's colour, optionally the hit map as translucent tints and the
/// audit's zones and views marked.
public struct ScenePicture: Sendable {
    public var scene: Scene
    /// Taps to draw as dots, resolved under `policy`.
    public var taps: [HitResult] = []
    /// The hit map's tints, by responder, under this policy.
    public var map: PolicyKind?
    /// The findings of one policy (and `close`) to mark.
    public var audit: AuditResult?
    /// The policy whose audit findings are drawn.
    public var auditPolicy: PolicyKind?
    /// The slop used for the hit map.
    public var slop: Double?
    /// `sampled`'s finger radius (nil: 20 pt).
    public var radius: Double?
    /// The app's screenshot under the views, which are then outlines (SPEC 6.2).
    public var screenshot: Screenshot?

    public init(scene: Scene) { self.scene = scene }

    /// Tint of ambiguous zones and of swallowed zones; outline of small and unreachable views.
    public static let ambiguousTint = (r: UInt8(0x8E), g: UInt8(0x24), b: UInt8(0xAA))
    public static let swallowedTint = (r: UInt8(0x00), g: UInt8(0x00), b: UInt8(0x00))
    public static let zoneOpacity = 0.6
    public static let smallOutline = "#ff6d00"
    public static let unreachableOutline = "#d50000"
    /// Stroke of a plain container's outline.
    public static let containerOutline = "#757575"
    /// Outline of an undersized WCAG target, and its 24-diameter spacing circle.
    public static let targetSizeOutline = "#2962ff"
    /// A finding to review (SPEC 5.3) is drawn dimmer, in a group of this
    /// opacity, and its strokes dotted with this dash array (zones get a
    /// dotted outline of their bounds, drawn at a lighter tint).
    public static let reviewOpacity = 0.5
    public static let reviewDash = "1.5 1.5"
    public static let reviewZoneOpacity = 0.35

    /// The complete SVG document: the canvas at the origin, one unit per
    /// point, and beside it, when the picture draws any mark, the legend and
    /// the findings' lines (`PictureLegend`); without marks, the canvas alone.
    public var svg: String {
        let W = scene.canvas.width, H = scene.canvas.height
        let legend = PictureLegend(picture: self, findings: drawnFindings)
        guard !legend.isEmpty else {
            return SVGWriter.document(width: W, height: H, title: "tapplay: \(scene.name)", body: body)
        }
        let s = PictureLegend.textSize(canvas: scene.canvas)
        let size = legend.size(s)
        var w = SVGWriter()
        legend.draw(&w, at: Point(x: W + 2 * s, y: 0), size: s)
        return SVGWriter.document(width: W + 2 * s + size.width, height: max(H, size.height),
                                  title: "tapplay: \(scene.name)", body: body + w.body)
    }

    /// The findings this picture marks: its policy's, and those of no policy (`close`).
    var drawnFindings: [AuditFinding] {
        (audit?.findings ?? []).filter { $0.policy == auditPolicy || $0.policy == nil }
    }

    /// The drawing without the document around it (a panel of a larger picture).
    public var body: String {
        var w = SVGWriter()
        let W = scene.canvas.width, H = scene.canvas.height
        w.raw("<g>")
        w.rect(Rect(x: 0, y: 0, width: W, height: H), fill: "#ffffff", stroke: "#bdbdbd", strokeWidth: 0.5)
        // Nothing outside the canvas (SPEC §6.1): everything drawn is cut at its border.
        w.raw("<svg class=\"canvas\" x=\"0\" y=\"0\" width=\"\(SVGWriter.n(W))\" height=\"\(SVGWriter.n(H))\" "
              + "viewBox=\"0 0 \(SVGWriter.n(W)) \(SVGWriter.n(H))\" overflow=\"hidden\">")
        if let screenshot { w.raw(screenshot.svgImage(canvas: scene.canvas)) }
        drawViews(&w)
        if let map { drawMap(&w, policy: map) }
        if let audit { drawAudit(&w, audit) }
        drawTaps(&w)
        w.raw("</svg>")
        w.raw("</g>")
        return w.body
    }

    /// The label within about `columns` narrow characters (a wide one counts
    /// two, as a terminal shows it), cut between characters and ended with `…`.
    static func fitted(_ label: String, columns: Int) -> String {
        DisplayWidth.withUTF8Locale { PictureText.fitted(label, width: columns) }
    }

    /// Views in painter's order; hidden views and their subtrees are not drawn;
    /// alpha multiplies down the tree; a view that `clips` clips its subtree
    /// (a nested `<svg>` viewport over its frame, in canvas coordinates). A
    /// plain container (`SceneView.drawsOutlineOnly`) is its outline only.
    func drawViews(_ w: inout SVGWriter) {
        let views = scene.views
        var opacity = [Double](repeating: 1, count: views.count)
        var shown = [Bool](repeating: true, count: views.count)
        // Subtree ends of the clipping viewports open, innermost last.
        var clipEnds: [Int] = []
        let text = SceneText(scene: scene)
        for (i, v) in views.enumerated() {
            while let end = clipEnds.last, end <= i {
                w.raw("</svg>")
                clipEnds.removeLast()
            }
            let parentShown = v.parent.map { shown[$0] } ?? true
            let parentOpacity = v.parent.map { opacity[$0] } ?? 1
            shown[i] = parentShown && !v.hidden
            opacity[i] = parentOpacity * min(max(v.alpha, 0), 1)
            guard shown[i], opacity[i] > 0 else { continue }
            if text.region[i] != nil { drawView(i, opacity: opacity[i], label: text.label[i], into: &w) }
            if v.clips && !v.children.isEmpty {
                let f = v.canvasFrame
                let x = SVGWriter.n(f.x), y = SVGWriter.n(f.y)
                let width = SVGWriter.n(max(0, f.width)), height = SVGWriter.n(max(0, f.height))
                w.raw("<svg class=\"clip\" x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\" "
                      + "viewBox=\"\(x) \(y) \(width) \(height)\" overflow=\"hidden\">")
                clipEnds.append(v.subtreeEnd)
            }
        }
        for _ in clipEnds { w.raw("</svg>") }
    }

    /// One view: filled in its colour with its label as `SceneText` shows it
    /// (or its id, when it fits whole), cut with `…`; or, a plain container,
    /// its outline alone.
    func drawView(_ i: Int, opacity: Double, label: String?, into w: inout SVGWriter) {
        if screenshot != nil { return drawViewOverScreenshot(i, opacity: opacity, label: label, into: &w) }
        let v = scene.views[i]
        let c = scene.color(of: i)
        let f = v.canvasFrame
        if v.drawsOutlineOnly {
            // A plain container: its outline, no fill and no text, so it hides nothing.
            let fade = opacity < 1 ? " stroke-opacity=\"\(SVGWriter.n(opacity))\"" : ""
            w.rect(f, fill: "none", stroke: Self.containerOutline, strokeWidth: 0.5, extra: fade + " class=\"container\"")
            return
        }
        w.raw("<g\(opacity < 1 ? " opacity=\"\(SVGWriter.n(opacity))\"" : "")>")
        w.rect(f, fill: c.hex, stroke: "#212121", strokeWidth: v.tappable ? 1 : 0.5)
        let size = min(12, max(4, f.height * 0.4))
        let columns = Int(saturating: ((f.width - 2) / (size * 0.6)).rounded(.down))
        let id = PictureText.line(v.id)
        // Two characters and `…` at least, or the whole label: never a lone `…`.
        let words = label.flatMap { l in
            columns >= min(3, DisplayWidth.withUTF8Locale { DisplayWidth.columns(l) }) ? Self.fitted(l, columns: columns) : nil
        } ?? (PictureText.fits(id, width: columns) ? id : nil)
        if f.width > 6 && f.height > 4, let words, !words.isEmpty {
            w.text(words, at: Point(x: f.x + 2, y: f.y + min(f.height - 1, size + 1)), size: size, fill: c.textOn)
        }
        w.raw("</g>")
    }

    /// The hit map's samples: at most 240 along the canvas's longer side, at least 1 pt apart.
    static func mapGrid(_ canvas: Size) -> SampleGrid? {
        SampleGrid(canvas: canvas, step: max(1, max(canvas.width, canvas.height) / 240))
    }

    /// The hit map: each sample of a coarse grid tinted in its responder's colour.
    func drawMap(_ w: inout SVGWriter, policy: PolicyKind) {
        guard let grid = Self.mapGrid(scene.canvas) else { return }
        let resolver = Resolver(scene: scene, slop: slop, radius: radius)
        let samples = PolicySamples(resolver: resolver, policy: policy, grid: grid)
        var byView: [Int32: SampleZone] = [:]
        for k in 0..<grid.count where samples.responder[k] >= 0 {
            byView[samples.responder[k], default: SampleZone()].add(k)
        }
        w.raw("<g fill-opacity=\"0.35\">")
        for v in byView.keys.sorted() {
            let fill = scene.color(of: Int(v)).hex
            for r in ZoneRects.rects(byView[v]!, grid) { w.rect(r, fill: fill) }
        }
        w.raw("</g>")
    }

    func drawAudit(_ w: inout SVGWriter, _ a: AuditResult) {
        let views = scene.views
        for (f, zone) in zip(a.findings, a.zones) where f.policy == auditPolicy || f.policy == nil {
            let review = !f.certainty.isCertain
            if review { w.raw("<g class=\"review\" opacity=\"\(SVGWriter.n(Self.reviewOpacity))\">") }
            defer { if review { w.raw("</g>") } }
            let reviewDash = review ? Self.reviewDash : nil
            switch f.kind {
            case .ambiguous, .swallowed:
                let tint = SceneColor.hex(f.kind == .ambiguous ? Self.ambiguousTint : Self.swallowedTint)
                let opacity = review ? Self.reviewZoneOpacity : Self.zoneOpacity
                w.raw("<g class=\"\(f.kind.rawValue)\" fill-opacity=\"\(SVGWriter.n(opacity))\">")
                for r in ZoneRects.rects(zone, a.grid) { w.rect(r, fill: tint) }
                w.raw("</g>")
                if review, let b = f.bounds {
                    w.rect(b, fill: "none", stroke: tint, strokeWidth: 1, dashArray: reviewDash)
                }
            case .small, .unreachable:
                guard let i = f.views.first.flatMap(scene.index(of:)) else { continue }
                let stroke = f.kind == .small ? Self.smallOutline : Self.unreachableOutline
                w.rect(views[i].canvasFrame, fill: "none", stroke: stroke, strokeWidth: 2, dash: f.kind == .unreachable,
                       dashArray: reviewDash, extra: " class=\"\(f.kind.rawValue)\"")
            case .targetSize, .targetSizeEnhanced:
                drawTargetSize(&w, f, dashArray: reviewDash)
            case .close:
                let ids = f.views.compactMap(scene.index(of:))
                guard ids.count == 2 else { continue }
                let a = views[ids[0]].canvasFrame, b = views[ids[1]].canvasFrame
                w.raw("<line class=\"close\" x1=\"\(SVGWriter.n(a.midX))\" y1=\"\(SVGWriter.n(a.midY))\" "
                      + "x2=\"\(SVGWriter.n(b.midX))\" y2=\"\(SVGWriter.n(b.midY))\" stroke=\"\(Self.smallOutline)\" "
                      + "stroke-width=\"1.5\" stroke-dasharray=\"\(reviewDash ?? "2 2")\"/>")
            }
        }
    }

    /// An undersized WCAG target: its frame outlined, and for 2.5.8 the
    /// 24-diameter circle around the centre of its region's bounds, which
    /// must cross no other target's region or other small target's circle.
    /// `dashArray`: a finding to review's dots, for the frame and the circle.
    func drawTargetSize(_ w: inout SVGWriter, _ f: AuditFinding, dashArray: String? = nil) {
        guard let i = f.views.first.flatMap(scene.index(of:)) else { return }
        let cls = " class=\"\(f.kind.rawValue)\""
        w.rect(scene.views[i].canvasFrame, fill: "none", stroke: Self.targetSizeOutline, strokeWidth: 1.5,
               dash: f.kind == .targetSizeEnhanced, dashArray: dashArray, extra: cls)
        guard f.kind == .targetSize, let c = f.bounds?.center else { return }
        w.raw("<circle\(cls) cx=\"\(SVGWriter.n(c.x))\" cy=\"\(SVGWriter.n(c.y))\" "
              + "r=\"\(SVGWriter.n(TargetSize.spacingRadius))\" fill=\"none\" stroke=\"\(Self.targetSizeOutline)\" "
              + "stroke-width=\"1\"" + (dashArray.map { " stroke-dasharray=\"\($0)\"" } ?? "") + "/>")
    }

    /// Dots: filled in the responder's colour when a handler ran, white when
    /// nobody handled the tap, half filled when it was ambiguous.
    /// Under `sampled`, each tap's sample cloud first: a small dot per sample
    /// point in the colour of the view that took it (hollow where none did).
    func drawTaps(_ w: inout SVGWriter) {
        let sampled = taps.contains { $0.policy == .sampled }
        let resolver = sampled ? Resolver(scene: scene, slop: slop, radius: radius) : nil
        for t in taps where t.policy == .sampled {
            guard let resolver else { break }
            w.raw("<g class=\"cloud\">")
            for s in resolver.touchCloud(at: t.point) {
                let fill = s.view.map { scene.color(of: $0).hex } ?? "none"
                w.circle(s.point, r: 1.2, fill: fill, stroke: "#000000", strokeWidth: 0.3)
            }
            w.raw("</g>")
        }
        for t in taps {
            let fill = t.responder.map { scene.color(of: $0).hex } ?? "#ffffff"
            w.circle(t.point, r: 4, fill: fill, stroke: "#000000", strokeWidth: 1)
            if t.ambiguous {
                w.raw("<path d=\"M \(SVGWriter.n(t.point.x)) \(SVGWriter.n(t.point.y - 4)) A 4 4 0 0 1 "
                      + "\(SVGWriter.n(t.point.x)) \(SVGWriter.n(t.point.y + 4)) Z\" fill=\"#ffffff\"/>")
            }
        }
    }
}

/// The samples of a zone as few rectangles: runs along each row, merged
/// with identical runs of the row above.
enum ZoneRects {
    static func rects(_ zone: SampleZone, _ grid: SampleGrid) -> [Rect] {
        var runs: [(j: Int, i0: Int, i1: Int)] = []
        var k = 0
        let s = zone.samples
        while k < s.count {
            let start = Int(s[k])
            var end = start
            while k + 1 < s.count && Int(s[k + 1]) == end + 1 && (end + 1) % grid.cols != 0 {
                k += 1
                end += 1
            }
            runs.append((start / grid.cols, start % grid.cols, end % grid.cols))
            k += 1
        }
        // Merge vertically: a rect per run, grown while the next row has the same run.
        var out: [Rect] = []
        let st = grid.step
        func emit(_ key: Int64, _ j0: Int, _ j1: Int) {
            let i0 = Int(key >> 32), i1 = Int(key & 0xFFFF_FFFF)
            out.append(Rect(x: Double(i0) * st, y: Double(j0) * st,
                            width: Double(i1 - i0 + 1) * st, height: Double(j1 - j0 + 1) * st))
        }
        var open: [Int64: Int] = [:]      // run -> first row, for rects ending at `previous`
        var previous = -2
        var n = 0
        while n < runs.count {
            let j = runs[n].j
            var next: [Int64: Int] = [:]
            while n < runs.count && runs[n].j == j {
                let key = Int64(runs[n].i0) << 32 | Int64(runs[n].i1)
                if j == previous + 1, let j0 = open.removeValue(forKey: key) {
                    next[key] = j0
                } else {
                    next[key] = j
                }
                n += 1
            }
            for (key, j0) in open.sorted(by: { $0.key < $1.key }) { emit(key, j0, previous) }
            open = next
            previous = j
        }
        for (key, j0) in open.sorted(by: { $0.key < $1.key }) { emit(key, j0, previous) }
        return out
    }
}
