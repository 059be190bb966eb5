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

    /// The steps with each view's type after its id (`login (Button): inside, …`)
    /// for views that have one (imported scenes).
    static func namingTypes(_ steps: [TraceStep], in scene: Scene) -> [TraceStep] {
        steps.map { step in
            guard let id = step.view, let type = scene.view(id)?.type, type != id,
                  step.text.hasPrefix(id + ": ") else { return step }
            var s = step
            s.text = "\(id) (\(type)): " + step.text.dropFirst(id.count + 2)
            return s
        }
    }
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

    /// The first check of every walk: a point outside the canvas reaches
    /// nothing, which the trace says in one step. True when `p` is inside.
    mutating func enters(canvas: Rect, at p: Point) -> Bool {
        if canvas.contains(p) { return true }
        add(nil, "point \(p) is outside the canvas → nothing")
        return false
    }
}
