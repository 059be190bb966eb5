#if os(Linux)
import Synchronization
#else
import Foundation
#endif

/// An index built on first use, once, from any thread (a context that is
/// never asked for it never builds it).
///
/// On Linux the built index is kept as a retained pointer in an `Atomic<UInt>`:
/// reading it is one acquiring load, where `AtomicLazyReference<T>.load()`
/// looked `T`'s generic metadata up on every call (every tap of `android`,
/// `compose` and `sampled` reads its index here).
final class LazyBuild<T: AnyObject & Sendable>: Sendable {
    private let make: @Sendable () -> T
    #if os(Linux)
    /// 0 until built, then the bits of an `Unmanaged<T>` this object holds retained.
    private let built = Atomic<UInt>(0)
    #else
    private let lock = NSLock()
    nonisolated(unsafe) private var built: T?
    #endif

    init(_ make: @escaping @Sendable () -> T) {
        self.make = make
    }

    var value: T {
        #if os(Linux)
        let bits = built.load(ordering: .acquiring)
        if bits != 0 { return Self.object(bits) }
        return build()
        #else
        lock.lock()
        defer { lock.unlock() }
        if let b = built { return b }
        let b = make()
        built = b
        return b
        #endif
    }

    #if os(Linux)
    /// Builds and stores; two threads may both build: the first stored wins and the other is dropped.
    @inline(never)
    private func build() -> T {
        let made = Unmanaged.passRetained(make())
        let (stored, found) = built.compareExchange(expected: 0, desired: UInt(bitPattern: made.toOpaque()),
                                                   ordering: .acquiringAndReleasing)
        if stored { return made.takeUnretainedValue() }
        made.release()
        return Self.object(found)
    }

    @inline(__always)
    private static func object(_ bits: UInt) -> T {
        // bits != 0: it came from `toOpaque()`.
        Unmanaged<T>.fromOpaque(UnsafeRawPointer(bitPattern: bits).unsafelyUnwrapped).takeUnretainedValue()
    }

    deinit {
        let bits = built.load(ordering: .acquiring)
        if bits != 0 { Unmanaged<T>.fromOpaque(UnsafeRawPointer(bitPattern: bits).unsafelyUnwrapped).release() }
    }
    #endif
}
