#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a fresh thread with a large stack and waits for it.
///
/// Why: Yams composes the YAML tree recursively (a few frames per nesting
/// level; libyaml caps nesting at 1000 levels, which needs about 1 MB of stack
/// in a debug build, more than a 512 KB secondary thread has), and releasing
/// a composed tree is recursive too. With aliases a tree can be far deeper
/// than the text's nesting (each anchor can wrap the previous one), about two
/// million levels for a 4 MiB file; releasing one takes roughly 300 bytes of
/// stack per level. The loader's own walk is iterative.
///
/// The stack is reserved, not committed: only the pages used cost memory.
/// When such a thread cannot be created the work falls back to a 64 MiB
/// stack, then to the calling thread.
enum LargeStack {
    static let preferredSize = 1 << 30
    static let fallbackSize = 64 << 20

    static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let box = ResultBox<T>()
        let job = Job { box.value = body() }
        for size in [preferredSize, fallbackSize] where runAndJoin(job, stackSize: size) {
            if let value = box.value { return value }
        }
        return body()
    }

    private final class Job: @unchecked Sendable {
        let work: () -> Void
        init(_ work: @escaping () -> Void) { self.work = work }
    }

    private final class ResultBox<T>: @unchecked Sendable {
        var value: T?
    }

    /// Starts `job` on a new thread with the given stack size and joins it;
    /// false when the thread could not be created.
    private static func runAndJoin(_ job: Job, stackSize: Int) -> Bool {
        var attr = pthread_attr_t()
        guard pthread_attr_init(&attr) == 0 else { return false }
        defer { pthread_attr_destroy(&attr) }
        guard pthread_attr_setstacksize(&attr, stackSize) == 0 else { return false }
        let context = Unmanaged.passRetained(job).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        let rc = pthread_create(&thread, &attr, { raw in
            Unmanaged<Job>.fromOpaque(raw).takeRetainedValue().work()
            return nil
        }, context)
        guard rc == 0, let thread else {
            Unmanaged<Job>.fromOpaque(context).release()
            return false
        }
        pthread_join(thread, nil)
        #else
        var thread = pthread_t()
        let rc = pthread_create(&thread, &attr, { raw in
            if let raw { Unmanaged<Job>.fromOpaque(raw).takeRetainedValue().work() }
            return nil
        }, context)
        guard rc == 0 else {
            Unmanaged<Job>.fromOpaque(context).release()
            return false
        }
        pthread_join(thread, nil)
        #endif
        return true
    }
}
