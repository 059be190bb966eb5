/// Keeps an audit's findings bounded: at most `limit` per scene, the first in
/// the audit's order, however many the scene has (3,000 buttons with a huge
/// `--spacing` make 4.5 million `close` pairs). Findings the CI filter leaves
/// out (an `ignore` rule, a baseline) are counted, never kept; findings past
/// the limit are counted by kind, so the summary says how many more there
/// were and the exit status still counts them.
struct FindingCollector {
    let limit: Int
    let filter: FindingFilter?
    /// The findings kept; once the limit is reached, a max-heap by the
    /// audit's order (`isHeap`): the root is the last finding kept.
    private var heap: [(finding: AuditFinding, zone: SampleZone)] = []
    private var isHeap = false
    private(set) var ignored = 0
    private(set) var known = 0
    /// The findings left out that the baseline knows, as its entries.
    private(set) var recognised: [Baseline.Entry] = []
    /// Findings past the limit, by kind.
    private(set) var omitted: [FindingKind: Int] = [:]

    init(limit: Int, filter: FindingFilter?) {
        self.limit = max(1, limit)
        self.filter = filter
    }

    mutating func add(_ finding: AuditFinding, _ zone: SampleZone) {
        switch filter?.verdict(finding) ?? .kept {
        case .kept: break
        case .ignored:
            ignored += 1
            if filter?.baseline?.knows(finding) == true { recognised.append(Baseline.Entry(finding)) }
            return
        case .known:
            known += 1
            recognised.append(Baseline.Entry(finding))
            return
        }
        guard heap.count == limit else {
            // Under the limit (the usual case) the findings are only kept;
            // they become a heap the first time the limit is reached.
            heap.append((finding, zone))
            return
        }
        if !isHeap {
            for i in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(i) }
            isHeap = true
        }
        // Full: a finding after the last one kept is only counted.
        guard finding.sortsBefore(heap[0].finding) else {
            omitted[finding.kind, default: 0] += 1
            return
        }
        omitted[heap[0].finding.kind, default: 0] += 1
        heap[0] = (finding, zone)
        siftDown(0)
    }

    /// The findings kept, in the audit's order.
    func sorted() -> [(finding: AuditFinding, zone: SampleZone)] {
        heap.sorted { $0.finding.sortsBefore($1.finding) }
    }

    private mutating func siftDown(_ start: Int) {
        var i = start
        while true {
            let l = 2 * i + 1, r = l + 1
            var top = i
            if l < heap.count && heap[top].finding.sortsBefore(heap[l].finding) { top = l }
            if r < heap.count && heap[top].finding.sortsBefore(heap[r].finding) { top = r }
            if top == i { return }
            heap.swapAt(i, top)
            i = top
        }
    }
}
