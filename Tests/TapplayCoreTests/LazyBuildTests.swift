#if os(Linux)
import Dispatch
import Synchronization
import Testing
@testable import TapplayCore

/// An index built on first use: every caller gets the one object stored,
/// from any thread, and it lives exactly as long as its holder.
@Suite("An index built on first use")
struct LazyBuildTests {
    final class Built: Sendable {}

    /// What the threads saw, and how many builds ran.
    final class Seen: Sendable {
        let ids = Mutex<Set<ObjectIdentifier>>([])
        let builds = Atomic<Int>(0)
    }

    @Test("threads asking at once all get the one object stored; it is released with its holder")
    func concurrent() {
        let seen = Seen()
        weak var stored: Built?
        do {
            let lazy = LazyBuild<Built> {
                seen.builds.add(1, ordering: .relaxed)
                return Built()
            }
            DispatchQueue.concurrentPerform(iterations: 64) { _ in
                let b = lazy.value
                seen.ids.withLock { _ = $0.insert(ObjectIdentifier(b)) }
            }
            let first = lazy.value
            stored = first
            #expect(seen.ids.withLock { $0 } == [ObjectIdentifier(first)], "every thread got the stored object")
            #expect(seen.builds.load(ordering: .relaxed) >= 1)
            #expect(lazy.value === first, "asked again: the same object, not rebuilt")
        }
        #expect(stored == nil, "the built object is released with the LazyBuild (no leak)")
    }

    @Test("an index never asked for is never built")
    func lazy() {
        let seen = Seen()
        _ = LazyBuild<Built> {
            seen.builds.add(1, ordering: .relaxed)
            return Built()
        }
        #expect(seen.builds.load(ordering: .relaxed) == 0)
    }
}
#endif
