/// Something in a dump that a scene cannot express, or a line that could not
/// be read: reported, never dropped in silence.
public struct ImportWarning: Sendable, Hashable, CustomStringConvertible {
    /// The dump file, as given.
    public var file: String
    /// The 1-based line of the dump it concerns, when known.
    public var line: Int?
    public var message: String

    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `login.txt:12: warning: transform ignored; …`
    public var description: String {
        "\(file)\(line.map { ":\($0)" } ?? ""): warning: \(message)"
    }
}

extension ImportWarning {
    /// The warning among the problems of an import that then fails, so that
    /// it is not lost: printed as it would have been (`file:line: warning: …`).
    var asProblem: SceneProblem {
        SceneProblem(file: file, line: line, message: "warning: " + message)
    }
}

/// Collects warnings while a dump is read, with a cap so a hostile dump
/// cannot flood the terminal: past the cap they are only counted.
struct WarningLog {
    static let maximumListed = 200
    let file: String
    private(set) var warnings: [ImportWarning] = []
    private(set) var unlisted = 0

    init(file: String) { self.file = file }

    mutating func add(line: Int?, _ message: String) {
        if warnings.count < Self.maximumListed {
            warnings.append(ImportWarning(file: file, line: line, message: message))
        } else {
            unlisted += 1
        }
    }

    /// Every warning, the last one saying how many more there were past the cap.
    var all: [ImportWarning] {
        guard unlisted > 0 else { return warnings }
        return warnings + [ImportWarning(file: file, line: nil,
                                         message: "\(unlisted) more warnings not listed")]
    }

    var count: Int { warnings.count + unlisted }
}
