import Foundation

/// A first argument that is no subcommand and no file, but close to a
/// subcommand's name (`rendr`, `audti`, `imprt`): the default subcommand
/// (`run`) would take it for a scene and say it "cannot read" it; the user
/// meant the subcommand, and hears so.
enum CommandSuggestion {
    /// The line for `arguments` when its first is a mistyped subcommand, else nil.
    static func message(for arguments: [String], commands: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !commands.contains(first),
              !FileManager.default.fileExists(atPath: first),
              let near = closest(to: first, in: commands) else { return nil }
        return "\(first) is no command nor a file: did you mean \(near)? (see tapplay --help)"
    }

    /// The command nearest `word` by edit distance, when at most a third of
    /// its letters (and at least one) differ.
    static func closest(to word: String, in commands: [String]) -> String? {
        let w = Array(word.lowercased())
        guard w.count <= 40 else { return nil }
        let scored = commands.map { ($0, distance(w, Array($0))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(1, best.0.count / 3) ? best.0 : nil
    }

    /// Levenshtein distance, an adjacent swap counting one (`rneder`).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
