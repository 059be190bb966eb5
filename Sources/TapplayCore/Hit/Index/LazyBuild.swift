#if os(Linux)
import Synchronization
#else
import Foundation
#endif

/// An index built on first use, once, from any thread (a context that is
/// never asked for it never builds it).
final class LazyBuild<T: AnyObject & Sendable>: Sendable {
    private let make: @Sendable () -> T
    #if os(Linux)
    private let built = AtomicLazyReference<T>()
    #else
    private let lock = NSLock()
    nonisolated(unsafe) private var built: T?
    #endif

    init(_ make: @escaping @Sendable () -> T) {
        self.make = make
    }

    var value: T {
        #if os(Linux)
        if let b = built.load() { return b }
        // Two threads may both build; the first stored wins and the other is dropped.
        return built.storeIfNil(make())
        #else
        lock.lock()
        defer { lock.unlock() }
        if let b = built { return b }
        let b = make()
        built = b
        return b
        #endif
    }
}
