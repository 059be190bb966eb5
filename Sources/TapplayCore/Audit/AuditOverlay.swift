/// The playground's audit overlay (`a`): the findings of one policy drawn
/// over the scene. Ambiguous zones are tinted magenta (`≈` without colour),
/// swallowed zones gray (`░`); small views are outlined in orange with a
/// dashed border, unreachable views in red with a double one, and, when the
/// standards ask for WCAG's target sizes, undersized targets in blue with a
/// heavy one. Built once per scene, policy, slop and options; drawing only
/// looks samples up.
public struct AuditOverlay: Sendable {
    public let policy: PolicyKind
    public let result: AuditResult
    /// Per sample: 0 nothing, 1 ambiguous, 2 swallowed.
    let mark: [UInt8]

    /// The audit of `scene` under `policy` (and its `close` findings), with
    /// the command's defaults (a coarser step when the canvas or the work is
    /// too large for the default one); nil when no step can sample it.
    public init?(scene: Scene, file: String, policy: PolicyKind, slop: Double?) {
        self.init(scene: scene, file: file, policy: policy, options: AuditOptions(slop: slop))
    }

    /// The audit of `scene` under `policy` with `options` (its policies
    /// replaced by `policy`), at a coarser step when the canvas or the work is
    /// too large for the options' one; nil when no step can sample it.
    public init?(scene: Scene, file: String, policy: PolicyKind, options: AuditOptions) {
        var options = options
        options.policies = [policy]
        guard let r = try? Audit.analyseFitting(scene: scene, file: file, options: options) else { return nil }
        self.policy = policy
        self.result = r
        var mark = [UInt8](repeating: 0, count: r.grid.count)
        for (f, zone) in zip(r.findings, r.zones) where f.kind == .ambiguous || f.kind == .swallowed {
            let m: UInt8 = f.kind == .ambiguous ? 1 : 2
            for k in zone.samples where mark[Int(k)] == 0 || m == 1 { mark[Int(k)] = m }
        }
        self.mark = mark
    }

    public var findings: [AuditFinding] { result.findings }

    /// "audit: 2 unreachable, 5 small" (or "audit: clean"), for the status line.
    public var statusText: String {
        let c = AuditSummary.counts(findings)
        return "audit: " + (c.isEmpty ? "clean" : c)
    }

    /// The findings panel: one line per finding, without the file name.
    public var panelLines: [String] {
        guard !findings.isEmpty else { return ["no tap problems under \(policy.rawValue)"] }
        let prefix = result.file + ": "
        return findings.map { f in
            let line = f.textLine
            return line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : line
        }
    }

    /// Draws the tints and outlines into the cells of `area`.
    public func draw(into buf: inout CellBuffer, area: ScreenArea, viewport: Viewport, colour: Bool) {
        let grid = result.grid
        let scene = result.scene
        if grid.count > 0 {
            for r in area.rows {
                for c in area.cols where buf.contains(col: c, row: r) {
                    let p = viewport.point(col: c, row: r)
                    guard p.x >= 0, p.y >= 0, p.x < scene.canvas.width, p.y < scene.canvas.height else { continue }
                    let i = min(grid.cols - 1, Int(p.x / grid.step)), j = min(grid.rows - 1, Int(p.y / grid.step))
                    let m = mark[j * grid.cols + i]
                    guard m != 0 else { continue }
                    var cell = buf[c, r]
                    if colour {
                        cell.bg = .scene(m == 1 ? .magenta : .gray)
                        cell.fg = .scene(.white)
                    } else {
                        cell.char = m == 1 ? "≈" : "░"
                    }
                    buf[c, r] = cell
                }
            }
        }
        let outlined: [FindingKind] = [.small, .unreachable, .targetSize, .targetSizeEnhanced]
        for f in findings where outlined.contains(f.kind) {
            guard let v = f.views.first.flatMap(scene.index(of:)) else { continue }
            let style: OutlineStyle = switch f.kind {
            case .small: .small
            case .unreachable: .unreachable
            default: .targetSize
            }
            outline(scene.views[v].canvasFrame, style, into: &buf, area: area, viewport: viewport, colour: colour)
        }
    }

    /// How a view is outlined: its line characters and colour.
    enum OutlineStyle {
        case small, unreachable, targetSize

        /// Horizontal, vertical, then the corners from the top left, clockwise.
        var chars: (h: Character, v: Character, corners: [Character]) {
            switch self {
            case .small: ("╌", "╎", ["┌", "┐", "┘", "└"])
            case .unreachable: ("═", "║", ["╔", "╗", "╝", "╚"])
            case .targetSize: ("━", "┃", ["┏", "┓", "┛", "┗"])
            }
        }

        var colour: SceneColor {
            switch self {
            case .small: .orange
            case .unreachable: .red
            case .targetSize: .blue
            }
        }
    }

    func outline(_ f: Rect, _ style: OutlineStyle, into buf: inout CellBuffer, area: ScreenArea, viewport: Viewport,
                 colour: Bool) {
        let cols = viewport.cols(from: f.minX, to: f.maxX), rows = viewport.rows(from: f.minY, to: f.maxY)
        guard let c0 = cols.first, let c1 = cols.last, let r0 = rows.first, let r1 = rows.last else { return }
        let (h, v, corners) = style.chars
        func put(_ c: Int, _ r: Int, _ ch: Character) {
            guard area.contains(col: c, row: r), buf.contains(col: c, row: r) else { return }
            var cell = buf[c, r]
            cell.char = ch
            cell.fg = colour ? .scene(style.colour) : .default
            cell.attrs = [.bold]
            buf[c, r] = cell
        }
        // Only the visible part of long edges is walked.
        let cs = max(c0, area.col)...max(max(c0, area.col), min(c1, area.col + area.width - 1))
        let rs = max(r0, area.row)...max(max(r0, area.row), min(r1, area.row + area.height - 1))
        for c in cs { put(c, r0, h); put(c, r1, h) }
        for r in rs { put(c0, r, v); put(c1, r, v) }
        put(c0, r0, corners[0]); put(c1, r0, corners[1])
        put(c1, r1, corners[2]); put(c0, r1, corners[3])
    }
}
