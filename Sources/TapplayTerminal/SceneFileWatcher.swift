#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Notices when a scene file changes on disk (modification time or size), so
/// the playground reloads it by itself.
struct SceneFileWatcher {
    private var seen: [String: (Int, Int, Int)] = [:]

    /// True when `path` changed since the last call for it (the first call only records it).
    mutating func changed(_ path: String) -> Bool {
        var st = stat()
        guard stat(path, &st) == 0 else { return false }
        let m = Self.modificationTime(st)
        let stamp = (Int(m.tv_sec), Int(m.tv_nsec), Int(st.st_size))
        defer { seen[path] = stamp }
        guard let old = seen[path] else { return false }
        return old != stamp
    }

    /// The file's modification time: `st_mtim` on Linux, `st_mtimespec` on Darwin.
    static func modificationTime(_ st: stat) -> timespec {
        #if canImport(Darwin)
        return st.st_mtimespec
        #else
        return st.st_mtim
        #endif
    }
}
