/// "Did you mean …?" for misspelt keys and names.
enum KeySuggestion {
    /// The closest candidate to `word`: a case-insensitive match, else the
    /// candidate at the smallest edit distance (insertions, deletions,
    /// substitutions and swaps of neighbours), at most 2 and less than the
    /// length of either word, so `ab` does not suggest `id`. Ties go to the
    /// earlier candidate.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let lower = word.lowercased()
        if let same = candidates.first(where: { $0.lowercased() == lower }) { return same }
        let w = Array(lower.unicodeScalars)
        // Longer words cannot be within 2 edits of any key; skip the work.
        guard w.count <= 64 else { return nil }
        var best: (String, Int)?
        for c in candidates {
            let cs = Array(c.lowercased().unicodeScalars)
            guard abs(cs.count - w.count) <= 2 else { continue }
            let d = distance(w, cs)
            guard d <= 2, d < w.count, d < cs.count else { continue }
            if let b = best, b.1 <= d { continue }
            best = (c, d)
        }
        return best?.0
    }

    /// Optimal-string-alignment distance (Levenshtein plus adjacent swaps).
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let cols = b.count + 1
        var prev2 = [Int](repeating: 0, count: cols)
        var prev = Array(0...b.count)
        var cur = [Int](repeating: 0, count: cols)
        for i in 1...a.count {
            cur[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var v = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    v = min(v, prev2[j - 2] + 1)
                }
                cur[j] = v
            }
            (prev2, prev, cur) = (prev, cur, prev2)
        }
        return prev[b.count]
    }

    /// `(did you mean 'x'?)`, or `(valid: a, b, c)` when nothing is close.
    static func hint(for word: String, in candidates: [String], listName: String = "valid") -> String {
        if let s = closest(to: word, in: candidates) { return "(did you mean '\(s)'?)" }
        return "(\(listName): \(candidates.joined(separator: ", ")))"
    }
}
