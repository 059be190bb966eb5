extension AuditFinding {
    /// The audit's order within one scene: policy (in policy order, `close`
    /// findings last), then kind, then largest area first, then views.
    public func sortsBefore(_ o: AuditFinding) -> Bool {
        let pa = policy.map(\.auditRank) ?? Int.max, pb = o.policy.map(\.auditRank) ?? Int.max
        if pa != pb { return pa < pb }
        if kind != o.kind { return kind < o.kind }
        let aa = area ?? 0, ab = o.area ?? 0
        if aa != ab { return aa > ab }
        return views.lexicographicallyPrecedes(o.views)
    }
}
