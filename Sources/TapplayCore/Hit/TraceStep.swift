/// One step of a resolution's explanation, in the order the policy took it.
public struct TraceStep: Hashable, Sendable, CustomStringConvertible {
    /// The view the step is about, if any.
    public var view: String?
    /// The step in words, e.g. "C: point outside [0, 0, 10, 10] → skip".
    public var text: String
    /// Nesting level, for indented display.
    public var depth: Int

    public init(view: String?, text: String, depth: Int = 0) {
        self.view = view
        self.text = text
        self.depth = depth
    }

    public var description: String { text }
}

/// Collects trace steps only when asked to, so untraced resolutions pay nothing.
struct TraceLog {
    let enabled: Bool
    private(set) var steps: [TraceStep] = []

    init(enabled: Bool) { self.enabled = enabled }

    mutating func add(_ view: String?, depth: Int = 0, _ text: @autoclosure () -> String) {
        guard enabled else { return }
        let t = text()
        steps.append(TraceStep(view: view, text: view.map { "\($0): \(t)" } ?? t, depth: depth))
    }
}
