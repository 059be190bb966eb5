/// A known, accepted finding to leave out of reports: of kind `kind` (any
/// kind when nil) with one of its views matching `view` (any views when nil).
public struct IgnoreRule: Sendable, Hashable {
    public var view: ViewGlob?
    public var kind: FindingKind?

    public init(view: ViewGlob? = nil, kind: FindingKind? = nil) {
        self.view = view
        self.kind = kind
    }

    public func covers(_ f: AuditFinding) -> Bool {
        if let kind, f.kind != kind { return false }
        if let view, !f.views.contains(where: view.matches) { return false }
        return true
    }
}
