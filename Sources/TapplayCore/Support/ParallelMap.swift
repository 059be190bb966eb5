import Foundation

/// Work on a list spread over threads, the results in the list's order:
/// `jobs` workers each take the next item nobody has taken yet, so a slow
/// item holds up no other, and what comes back does not depend on which
/// finished first. One job is a plain loop on the calling thread.
public enum ParallelMap {
    /// The machine's cores: the default number of jobs.
    public static var cores: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// `body` applied to every item, at most `jobs` at once (and at most as
    /// many as there are items, and as the system runs at once), in the items' order.
    public static func map<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ body: @Sendable (T) -> R) -> [R] {
        let workers = max(1, min(jobs, items.count))
        guard workers > 1 else { return items.map(body) }
        let slots = Slots<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let k = slots.claim() { slots.store(body(items[k]), at: k) }
        }
        return slots.all()
    }

    /// The items' results as they come in, and the next item to take.
    private final class Slots<R: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private var results: [R?]

        init(count: Int) { results = Array(repeating: nil, count: count) }

        func claim() -> Int? {
            lock.withLock {
                guard next < results.count else { return nil }
                defer { next += 1 }
                return next
            }
        }

        func store(_ r: R, at k: Int) { lock.withLock { results[k] = r } }

        func all() -> [R] { lock.withLock { results.map { $0! } } }
    }
}
