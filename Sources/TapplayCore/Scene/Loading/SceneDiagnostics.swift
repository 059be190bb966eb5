import Yams

/// Collects the problems of one scene file while it is read, and keeps the
/// budget of nodes the loader may look at (aliases can make a small file
/// expand to billions of nodes).
final class SceneDiagnostics {
    /// More nodes than this and the loader gives up (alias expansion).
    static let nodeLimit = 1_000_000
    /// At most this many problems are listed; the rest are counted.
    static let listedProblems = 100

    let file: String
    let paths = PathTable()
    private var problems: [SceneProblem] = []
    private var unlisted = 0
    private var visited = 0
    /// Set once the node budget is spent: stop reading.
    private(set) var aborted = false
    /// Why reading stopped early, listed first.
    private var budgetProblem: SceneProblem?

    init(file: String) {
        self.file = file
    }

    /// Every problem found, listed or not (the node budget's included).
    var problemCount: Int { problems.count + unlisted + (budgetProblem == nil ? 0 : 1) }

    var hasProblems: Bool { !problems.isEmpty || unlisted > 0 || budgetProblem != nil }

    func report(_ message: String, at node: Node?, _ path: NodePath) {
        let mark = node?.mark
        report(message, line: mark?.line, column: mark?.column, path: path)
    }

    func report(_ message: String, line: Int?, column: Int?, path: NodePath) {
        guard problems.count < Self.listedProblems else {
            unlisted += 1
            return
        }
        problems.append(SceneProblem(file: file, line: line, column: column,
                                     path: paths.render(path), message: message))
    }

    /// Counts one node; false (after reporting it once) when the budget is spent.
    func visit(_ node: Node) -> Bool {
        if aborted { return false }
        visited += 1
        if visited > Self.nodeLimit {
            aborted = true
            let mark = node.mark
            budgetProblem = SceneProblem(file: file, line: mark?.line, column: mark?.column,
                                         message: "more than \(ByteSize.grouped(Self.nodeLimit)) values to read "
                                            + "(a list this long, or aliases that repeat one); reading stopped here")
            return false
        }
        return true
    }

    /// The problems in file order (those without a position first), after the
    /// node budget's problem if it was spent, with a closing line when some
    /// were not listed.
    var allProblems: [SceneProblem] {
        let sorted = problems.enumerated().sorted { a, b in
            let ka = (a.element.line ?? 0, a.element.column ?? 0, a.offset)
            let kb = (b.element.line ?? 0, b.element.column ?? 0, b.offset)
            return ka < kb
        }.map(\.element)
        let first = budgetProblem.map { [$0] } ?? []
        guard unlisted > 0 else { return first + sorted }
        return first + sorted + [SceneProblem(file: file, message:
            "\(unlisted) more problem\(unlisted == 1 ? "" : "s") not listed (showing the first \(Self.listedProblems))")]
    }
}
