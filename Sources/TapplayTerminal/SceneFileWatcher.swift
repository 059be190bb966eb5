import Glibc

/// Notices when a scene file changes on disk (modification time or size), so
/// the playground reloads it by itself.
struct SceneFileWatcher {
    private var seen: [String: (Int, Int, Int)] = [:]

    /// True when `path` changed since the last call for it (the first call only records it).
    mutating func changed(_ path: String) -> Bool {
        var st = stat()
        guard stat(path, &st) == 0 else { return false }
        let stamp = (Int(st.st_mtim.tv_sec), Int(st.st_mtim.tv_nsec), Int(st.st_size))
        defer { seen[path] = stamp }
        guard let old = seen[path] else { return false }
        return old != stamp
    }
}
