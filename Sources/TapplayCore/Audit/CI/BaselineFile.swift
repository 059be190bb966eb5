import Foundation

/// Reading and writing baseline files. Anything that is not a baseline of
/// this format version is refused with one line naming the file and, where
/// it helps, the entry: `base.json: findings[2].kind: unknown kind 'tiny'`.
public enum BaselineFile {
    /// Larger files are refused rather than read.
    static let maximumSize = 64 << 20

    public struct Problem: Error, Sendable, CustomStringConvertible {
        public var file: String
        public var message: String
        public var description: String { "\(file): \(message)" }
    }

    public static func read(path: String) throws(Problem) -> Baseline {
        func fail(_ message: String) -> Problem { Problem(file: path, message: message) }
        var isDirectory: ObjCBool = false
        guard !path.isEmpty else { throw fail("cannot read the baseline: no file name given") }
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw fail("cannot read the baseline: no such file (write one with --write-baseline)")
        }
        guard !isDirectory.boolValue else { throw fail("cannot read the baseline: it is a directory") }
        // Read by the rule of every input file: a FIFO's writer is waited for, a device refused.
        let data: Data
        do {
            data = Data(try InputFile.read(path, limit: maximumSize + 1))
        } catch {
            throw fail("cannot read the baseline: \(error.reason)")
        }
        guard data.count <= maximumSize else { throw fail("not a tapplay baseline: larger than 64 MiB") }
        return try parse(data, file: path)
    }

    public static func parse(_ data: Data, file: String) throws(Problem) -> Baseline {
        func fail(_ message: String) -> Problem { Problem(file: file, message: message) }
        let shape = "expected {\"tapplay-baseline\": \(Baseline.formatVersion), \"findings\": [...]}"
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw fail("not a tapplay baseline: not valid JSON (\(shape))")
        }
        guard let top = object as? [String: Any], let version = top["tapplay-baseline"] else {
            throw fail("not a tapplay baseline (\(shape))")
        }
        guard let v = integer(version) else {
            throw fail("not a tapplay baseline: \"tapplay-baseline\" must be the format version \(Baseline.formatVersion)")
        }
        guard v == Baseline.formatVersion else {
            throw fail("baseline format version \(v) is not supported (this tapplay reads version "
                + "\(Baseline.formatVersion)); write it again with --write-baseline")
        }
        guard let items = top["findings"] as? [Any] else {
            throw fail("not a tapplay baseline: \"findings\" must be a list (\(shape))")
        }
        var entries: [Baseline.Entry] = []
        entries.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            let at = "findings[\(i)]"
            guard let o = item as? [String: Any] else { throw fail("\(at): expected an object") }
            guard let scene = o["scene"] as? String else { throw fail("\(at).scene: expected the scene's name") }
            guard let kindName = o["kind"] as? String, let kind = FindingKind(rawValue: kindName) else {
                throw fail("\(at).kind: expected one of \(FindingKind.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            var policy: PolicyKind?
            switch o["policy"] {
            case nil, is NSNull:
                policy = nil
            case let name as String:
                guard let p = PolicyKind(rawValue: name) else {
                    throw fail("\(at).policy: unknown policy '\(name)' (valid: "
                        + PolicyKind.allCases.map(\.rawValue).joined(separator: ", ") + ")")
                }
                policy = p
            default:
                throw fail("\(at).policy: expected a policy name or null")
            }
            if (policy == nil) != (kind == .close) {
                throw fail("\(at).policy: " + (kind == .close ? "close findings have no policy (null)"
                    : "\(kind.rawValue) findings need a policy"))
            }
            guard let views = o["views"] as? [Any], let ids = views as? [String], !ids.isEmpty else {
                throw fail("\(at).views: expected a list of view ids")
            }
            var area: Double?
            if let a = o["area"], !(a is NSNull) {
                guard let n = number(a), n.isFinite, n >= 0 else {
                    throw fail("\(at).area: expected a number of square points >= 0")
                }
                area = n
            }
            entries.append(Baseline.Entry(scene: scene, kind: kind, policy: policy, views: ids, area: area))
        }
        return Baseline(entries: entries)
    }

    /// Writes the baseline, replacing the file whole (never half-written).
    public static func write(_ baseline: Baseline, to path: String) throws(Problem) {
        do {
            try OutputFile.write(baseline.serialized, to: path, what: "the baseline")
        } catch {
            throw Problem(file: path, message: error.message)
        }
    }

    /// A JSON number's value; nil for anything else, `true` and `false`
    /// included (Foundation hands those out as numbers of Objective-C type `c`).
    private static func number(_ v: Any) -> Double? {
        guard let n = v as? NSNumber, String(cString: n.objCType) != "c" else { return nil }
        return n.doubleValue
    }

    private static func integer(_ v: Any) -> Int? {
        guard let d = number(v), d == d.rounded(), abs(d) < 1e9 else { return nil }
        return Int(d)
    }
}
