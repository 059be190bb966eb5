import Foundation

/// The audit overlay of each policy for one resolver (scene, slop and radius),
/// built on first use. A policy switch keeps the cache (each policy has its
/// own entry); a new resolver (a slop or radius change, a reload, another
/// scene, a reorder) starts an empty one (`DrawCaches`). A reference, so
/// `draw()` stays non-mutating.
final class AuditCache: @unchecked Sendable {
    private var overlays: [PolicyKind: Result<AuditOverlay, AuditError>] = [:]
    private let lock = NSLock()

    func overlay(for policy: PolicyKind, make: () -> Result<AuditOverlay, AuditError>) -> Result<AuditOverlay, AuditError> {
        lock.lock()
        defer { lock.unlock() }
        if let o = overlays[policy] { return o }
        let o = make()
        overlays[policy] = o
        return o
    }
}

extension Playground {
    /// The audit of the current scene under the current policy and slop (nil
    /// when the canvas is too large to sample).
    func auditOverlay() -> AuditOverlay? {
        try? auditOutcome().get()
    }

    /// The audit overlay, or why the scene cannot be audited at any step.
    func auditOutcome() -> Result<AuditOverlay, AuditError> {
        var options = auditOptions
        options.slop = settings.slop
        options.radius = radius
        return caches.audit.overlay(for: policy) {
            AuditOverlay.make(scene: scene, file: entry.path ?? scene.file, policy: policy, options: options)
        }
    }

    /// The findings panel of the audit overlay.
    func auditPanel() -> Panel {
        let o: AuditOverlay
        switch auditOutcome() {
        case .success(let overlay): o = overlay
        case .failure(let e):
            return Panel(title: "audit", lines: ["cannot audit this scene: " + e.description], accent: .orange)
        }
        let review = o.reviewCount > 0 ? " (\(o.reviewCount) to review)" : ""
        return Panel(title: "audit under \(policy.rawValue): \(o.findings.count) finding\(o.findings.count == 1 ? "" : "s")"
                        + review, lines: o.panelLines, accent: .orange)
    }

    /// What the audit overlay's marks mean.
    func auditLegend() -> String {
        let wcag = auditOptions.standards.contains { $0.squareSide != nil } ? ", ┏━┓ under WCAG's target size" : ""
        return (colour ? "audit: magenta ambiguous, gray swallowed" : "audit: ≈ ambiguous, ░ swallowed")
            + ", ┌╌┐ small, ╔═╗ unreachable\(wcag); \(colour ? "·" : "~ ·") ┄ to review (findings in the panel)"
    }
}
