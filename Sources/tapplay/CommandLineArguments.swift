import Foundation

/// The command line as the user meant it, before swift-argument-parser reads it.
///
/// * A file name that starts with `-` (`-home.yaml`) would be read as short
///   options (`-h` prints the help and exits 0 without doing anything): an
///   argument that names an existing file is passed as `./-home.yaml`; one
///   that looks like a file name (a `/`, or a scene, dump or report
///   extension) but names none is refused with what to write instead.
///   Everything after `--` is left as it is (the parser takes it as arguments).
/// * An argument that is not valid UTF-8 cannot be a path Swift opens (it
///   would be repaired into another name and called "no such file"): it is
///   refused, shown escaped.
enum CommandLineArguments {
    struct Refusal: Error {
        var message: String
    }

    /// The arguments after the program's name, rewritten as above.
    static func arguments() throws(Refusal) -> [String] {
        var raw: [[UInt8]] = []
        for i in 1..<Int(CommandLine.argc) {
            guard let p = CommandLine.unsafeArgv[i] else { continue }
            raw.append(Array(UnsafeBufferPointer(start: UnsafeRawPointer(p).assumingMemoryBound(to: UInt8.self),
                                                 count: strlen(p))))
        }
        for bytes in raw where String(validating: bytes, as: UTF8.self) == nil {
            throw Refusal(message: "the argument '\(escaped(bytes))' is not valid UTF-8, and tapplay can only open "
                + "file names that are: rename the file (its name is shown escaped)")
        }
        return try rewrite(raw.map { String(decoding: $0, as: UTF8.self) })
    }

    static let fileExtensions = [".yaml", ".yml", ".txt", ".xml", ".json", ".jsonl", ".svg", ".log", ".sarif"]

    static func rewrite(_ args: [String]) throws(Refusal) -> [String] {
        var out: [String] = []
        var rest = false
        for arg in args {
            // `-h`, `-o`: a short option, whatever files there are.
            if rest || arg == "--" || !arg.hasPrefix("-") || arg.hasPrefix("--") || arg.count <= 2 {
                rest = rest || arg == "--"
                out.append(arg)
                continue
            }
            if FileManager.default.fileExists(atPath: arg) {
                out.append("./" + arg)
                continue
            }
            let lower = arg.lowercased()
            if Double(arg) == nil, arg.contains("/") || fileExtensions.contains(where: { lower.hasSuffix($0) }) {
                throw Refusal(message: "\(arg): no such file (a name that starts with '-' would be read as options: "
                    + "write ./\(arg), or put it after --)")
            }
            out.append(arg)
        }
        return out
    }

    /// Bytes as text, with every byte that is not printable ASCII as `\xFF`.
    static func escaped(_ bytes: [UInt8]) -> String {
        bytes.map { b in
            (0x20..<0x7F).contains(b) && b != 0x5C ? String(UnicodeScalar(b)) : String(format: "\\x%02X", b)
        }.joined()
    }
}
