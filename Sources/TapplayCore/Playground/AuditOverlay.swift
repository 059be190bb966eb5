/// The playground's audit overlay (`a`): the findings of one policy drawn
/// over the scene. Ambiguous zones are tinted magenta (`≈` without colour),
/// swallowed zones gray (`░`); small views are outlined in orange with a
/// dashed border, unreachable views in red with a double one, and, when the
/// standards ask for WCAG's target sizes, undersized targets in blue with a
/// heavy one (`AuditLayer` draws it). A finding to review (SPEC 5.3) is
/// drawn dimmer: its zone dotted (`·` in the tint's colour, `~` and `·`
/// without colour), its outline dim and dotted; the panel marks it `?` with
/// its reason. Built once per scene, policy, slop and options; drawing only
/// looks samples up.
public struct AuditOverlay: Sendable {
    public let policy: PolicyKind
    public let result: AuditResult
    /// Per sample: 0 nothing, 1 ambiguous, 2 swallowed, 3 ambiguous to
    /// review, 4 swallowed to review (the lower mark wins where zones meet).
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
        guard case .success(let o) = Self.make(scene: scene, file: file, policy: policy, options: options) else { return nil }
        self = o
    }

    /// The overlay, or why no step can audit the scene (the audit's own
    /// words: the work, not an option the playground does not have).
    public static func make(scene: Scene, file: String, policy: PolicyKind, options: AuditOptions) -> Result<AuditOverlay, AuditError> {
        var options = options
        options.policies = [policy]
        do {
            return .success(AuditOverlay(policy: policy, result: try Audit.analyseFitting(scene: scene, file: file, options: options)))
        } catch let e as AuditError {
            return .failure(e)
        } catch {
            return .failure(.tooMuchWork("\(error)"))
        }
    }

    private init(policy: PolicyKind, result r: AuditResult) {
        self.policy = policy
        self.result = r
        var mark = [UInt8](repeating: 0, count: r.grid.count)
        for (f, zone) in zip(r.findings, r.zones) where f.kind == .ambiguous || f.kind == .swallowed {
            let m: UInt8 = (f.kind == .ambiguous ? 1 : 2) + (f.certainty.isCertain ? 0 : 2)
            for k in zone.samples where mark[Int(k)] == 0 || m < mark[Int(k)] { mark[Int(k)] = m }
        }
        self.mark = mark
    }

    public var findings: [AuditFinding] { result.findings }

    /// "audit: 2 unreachable, 5 small, to review 1 small" (or "audit:
    /// clean"), for the status line.
    public var statusText: String {
        "audit: " + (findings.isEmpty ? "clean" : AuditSummary.breakdown(findings))
    }

    /// How many findings are to review.
    public var reviewCount: Int { findings.filter { !$0.certainty.isCertain }.count }

    /// The findings panel: one line per finding, without the file name, the
    /// certain ones first; a finding to review begins with `? ` and ends with
    /// its reason (`ReviewReason.question`).
    public var panelLines: [String] {
        guard !findings.isEmpty else { return ["no tap problems under \(policy.rawValue)"] }
        let prefix = result.file + ": "
        func line(_ f: AuditFinding) -> String {
            let line = f.textLine
            let short = line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : line
            guard let because = f.certainty.because else { return short }
            return "? \(short) (to review, \(because.rawValue): \(because.question))"
        }
        return findings.filter(\.certainty.isCertain).map(line) + findings.filter { !$0.certainty.isCertain }.map(line)
    }
}
