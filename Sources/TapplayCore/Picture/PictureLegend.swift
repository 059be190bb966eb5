/// The column beside an SVG picture (SPEC §6.1): a legend for every mark the
/// picture draws (each finding kind's colour and pattern, the taps' dots, the
/// sample cloud, the hit map's tints, plain containers' outlines), and with
/// the audit the findings' text lines. Empty, and no column, when the picture
/// draws nothing but the views.
struct PictureLegend {
    /// One line of the column: a sample of a mark (nil: text alone) and its words.
    struct Entry {
        var mark: Mark?
        var text: String
        var bold = false
    }

    enum Mark {
        case dot(fill: String, half: Bool)
        case cloud
        case tint(String, opacity: Double)
        case outline(String, width: Double, dash: String?)
        case circle(String)
        case line(String, dash: String)
    }

    var entries: [Entry] = []

    var isEmpty: Bool { entries.isEmpty }

    /// Text size: readable beside a phone's canvas in points as beside a tablet's in pixels.
    static func textSize(canvas: Size) -> Double { max(9, min(canvas.width, canvas.height) / 36) }

    /// The longest line, in characters, before it wraps.
    static let lineCharacters = 72

    /// The legend of `picture` (one panel), with the findings of `audit` under `policies`.
    init(picture p: ScenePicture, findings: [AuditFinding]) {
        let scene = p.scene
        var e: [Entry] = []
        if !p.taps.isEmpty {
            e.append(Entry(text: "taps", bold: true))
            e.append(Entry(mark: .dot(fill: SceneColor.blue.hex, half: false), text: "a handler ran: the responder's colour"))
            e.append(Entry(mark: .dot(fill: "#ffffff", half: false), text: "nobody handled the tap"))
            if p.taps.contains(where: \.ambiguous) {
                e.append(Entry(mark: .dot(fill: SceneColor.blue.hex, half: true), text: "ambiguous: more than one view was close"))
            }
            if p.taps.contains(where: { $0.policy == .sampled }) {
                e.append(Entry(mark: .cloud, text: "finger samples, in the colour of the view each reached"))
            }
        }
        if let map = p.map {
            e.append(Entry(text: "hit map (\(map.rawValue))", bold: true))
            let text = SceneText(scene: scene)
            let responders = scene.views.indices.filter { scene.views[$0].tappable && text.region[$0] != nil }
            for i in responders.prefix(12) {
                let name = text.label[i].map { "\($0) (\(scene.views[i].id))" } ?? scene.views[i].id
                e.append(Entry(mark: .tint(scene.color(of: i).hex, opacity: 0.35), text: "a tap here goes to \(name)"))
            }
            if responders.count > 12 { e.append(Entry(text: "… and \(responders.count - 12) more views, each in its colour")) }
            e.append(Entry(mark: .tint("#ffffff", opacity: 1), text: "untinted: no view takes a tap"))
        }
        if p.audit != nil {
            let kinds = Set(findings.map(\.kind))
            e.append(Entry(text: "audit" + (p.auditPolicy.map { " (\($0.rawValue))" } ?? ""), bold: true))
            if kinds.isEmpty { e.append(Entry(text: "no findings")) }
            for kind in FindingKind.allCases where kinds.contains(kind) {
                e.append(Self.entry(for: kind))
            }
        }
        guard !e.isEmpty else { return }
        if scene.views.contains(where: \.drawsOutlineOnly) {
            e.append(Entry(text: "views", bold: true))
            e.append(Entry(mark: .outline(ScenePicture.containerOutline, width: 0.5, dash: nil),
                           text: "a plain container (no colour, label or tap handler): outline only"))
        }
        if p.audit != nil, !findings.isEmpty {
            e.append(Entry(text: "findings (\(findings.count))", bold: true))
            for f in findings {
                // The file is the picture's own: each line without it.
                let line = f.textLine.hasPrefix(f.file + ": ") ? String(f.textLine.dropFirst(f.file.count + 2)) : f.textLine
                for piece in Panel.wrap([PictureText.line(line)], width: Self.lineCharacters) {
                    e.append(Entry(text: piece))
                }
            }
        }
        entries = e
    }

    /// A finding kind's mark as the picture draws it.
    static func entry(for kind: FindingKind) -> Entry {
        switch kind {
        case .ambiguous:
            Entry(mark: .tint(SceneColor.hex(ScenePicture.ambiguousTint), opacity: ScenePicture.zoneOpacity),
                  text: "ambiguous: a tap here could go to either view")
        case .swallowed:
            Entry(mark: .tint(SceneColor.hex(ScenePicture.swallowedTint), opacity: ScenePicture.zoneOpacity),
                  text: "swallowed: a view takes the tap and no handler runs")
        case .small:
            Entry(mark: .outline(ScenePicture.smallOutline, width: 2, dash: nil), text: "small: too little area takes its taps")
        case .unreachable:
            Entry(mark: .outline(ScenePicture.unreachableOutline, width: 2, dash: "4 3"), text: "unreachable: no tap reaches it")
        case .targetSize:
            Entry(mark: .circle(ScenePicture.targetSizeOutline),
                  text: "target-size (WCAG 2.5.8): under 24, with its 24-wide spacing circle")
        case .targetSizeEnhanced:
            Entry(mark: .outline(ScenePicture.targetSizeOutline, width: 1.5, dash: "4 3"),
                  text: "target-size-enhanced (WCAG 2.5.5): under 44")
        case .close:
            Entry(mark: .line(ScenePicture.smallOutline, dash: "2 2"), text: "close: two targets nearer than the spacing")
        }
    }

    /// The column's size at text size `s`.
    func size(_ s: Double) -> Size {
        let longest = entries.map { $0.text.count + ($0.mark == nil ? 0 : 4) }.max() ?? 0
        return Size(width: Double(longest) * s * 0.62 + 2 * s, height: Double(entries.count + 1) * s * 1.45)
    }

    /// Draws the column with its top-left corner at `origin`.
    func draw(_ w: inout SVGWriter, at origin: Point, size s: Double) {
        w.raw("<g class=\"legend\">")
        let step = s * 1.45
        for (k, entry) in entries.enumerated() {
            let y = origin.y + step * Double(k + 1)
            let x = origin.x
            let box = Rect(x: x, y: y - s * 0.85, width: s * 1.6, height: s)
            switch entry.mark {
            case nil:
                break
            case .dot(let fill, let half)?:
                let c = Point(x: box.midX, y: box.midY)
                w.circle(c, r: s * 0.4, fill: fill, stroke: "#000000", strokeWidth: 1)
                if half {
                    w.raw("<path d=\"M \(SVGWriter.n(c.x)) \(SVGWriter.n(c.y - s * 0.4)) A \(SVGWriter.n(s * 0.4)) "
                          + "\(SVGWriter.n(s * 0.4)) 0 0 1 \(SVGWriter.n(c.x)) \(SVGWriter.n(c.y + s * 0.4)) Z\" fill=\"#ffffff\"/>")
                }
            case .cloud?:
                for dx in [0.25, 0.5, 0.75] {
                    w.circle(Point(x: box.x + box.width * dx, y: box.midY), r: 1.2, fill: SceneColor.blue.hex,
                             stroke: "#000000", strokeWidth: 0.3)
                }
            case .tint(let fill, let opacity)?:
                w.rect(box, fill: fill, opacity: opacity, stroke: "#bdbdbd", strokeWidth: 0.5)
            case .outline(let stroke, let width, let dash)?:
                w.rect(box, fill: "none", stroke: stroke, strokeWidth: width,
                       extra: dash.map { " stroke-dasharray=\"\($0)\"" } ?? "")
            case .circle(let stroke)?:
                w.rect(box, fill: "none", stroke: stroke, strokeWidth: 1.5)
                w.raw("<circle cx=\"\(SVGWriter.n(box.maxX + s * 0.3))\" cy=\"\(SVGWriter.n(box.midY))\" "
                      + "r=\"\(SVGWriter.n(s * 0.5))\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"1\"/>")
            case .line(let stroke, let dash)?:
                w.raw("<line x1=\"\(SVGWriter.n(box.x))\" y1=\"\(SVGWriter.n(box.midY))\" x2=\"\(SVGWriter.n(box.maxX))\" "
                      + "y2=\"\(SVGWriter.n(box.midY))\" stroke=\"\(stroke)\" stroke-width=\"1.5\" stroke-dasharray=\"\(dash)\"/>")
            }
            let tx = entry.mark == nil ? x : x + s * 2.4
            w.text(entry.text, at: Point(x: tx, y: y), size: s, weight: entry.bold ? "bold" : nil)
        }
        w.raw("</g>")
    }
}
