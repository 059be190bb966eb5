#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file as the system knows it: its device and inode, whatever path names
/// it (`s.yaml`, `./s.yaml`, a symbolic link, a hard link).
public struct FileIdentity: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64

    /// The identity of the file at `path`, links followed; nil when there is none yet.
    public init?(path: String) {
        var st = stat()
        guard !path.isEmpty, stat(path, &st) == 0 else { return nil }
        device = UInt64(st.st_dev)
        inode = UInt64(st.st_ino)
    }
}

/// A command's outputs checked against its own inputs before anything is read:
/// a report written over its baseline, a picture over its scene, or two
/// outputs into one file would destroy something the user needs.
public enum OwnInputs {
    /// A file the command writes: the option that names it and what it writes there.
    public struct Output: Sendable {
        public var option: String
        public var path: String
        public var writes: String
        /// Appended to the file (`--record`) rather than replacing it.
        public var appends: Bool
        public init(option: String, path: String, writes: String, appends: Bool = false) {
            self.option = option
            self.path = path
            self.writes = writes
            self.appends = appends
        }
    }

    /// A file the command reads: what it is to the command ("the scene file").
    public struct Input: Sendable {
        public var role: String
        public var path: String
        public init(role: String, path: String) {
            self.role = role
            self.path = path
        }
    }

    /// Why the outputs cannot be written, as one line, or nil when they can:
    /// an output that is one of the inputs (the same file, by device and inode,
    /// whatever the path), or two outputs that name one file (an existing one
    /// by identity, a new one by its resolved path).
    public static func clash(outputs: [Output], inputs: [Input]) -> String? {
        for out in outputs {
            guard let id = FileIdentity(path: out.path) else { continue }
            for input in inputs where FileIdentity(path: input.path) == id {
                let same = input.path == out.path ? "" : " (\(input.path))"
                return "\(out.option) \(out.path): that is \(input.role)\(same); \(out.writes) would \(out.appends ? "be appended to" : "replace") it: "
                    + "give another file"
            }
        }
        for (i, a) in outputs.enumerated() {
            for b in outputs[(i + 1)...] where sameFile(a.path, b.path) {
                return "\(a.option) \(a.path) and \(b.option) \(b.path) are the same file: "
                    + "\(b.writes) would replace \(a.writes); give each its own file"
            }
        }
        return nil
    }

    /// Whether two output paths name one file: the same existing file, or
    /// the same new file once links and the folder are resolved.
    static func sameFile(_ a: String, _ b: String) -> Bool {
        if let ia = FileIdentity(path: a), let ib = FileIdentity(path: b) { return ia == ib }
        guard let ra = resolvedNewPath(a), let rb = resolvedNewPath(b) else { return a == b }
        return ra == rb
    }

    /// A path that does not exist yet, as an absolute path with its folder's links resolved.
    static func resolvedNewPath(_ path: String) -> String? {
        guard let target = try? OutputFile.finalTarget(of: path) else { return nil }
        let dir = OutputFile.directory(of: target)
        guard let real = realpath(dir, nil) else { return nil }
        defer { free(real) }
        let base = target.split(separator: "/").last.map(String.init) ?? target
        return String(cString: real) + "/" + base
    }
}
