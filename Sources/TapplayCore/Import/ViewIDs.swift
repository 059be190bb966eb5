/// Ids for imported views: unique, `[A-Za-z0-9_.-]+`, readable and stable
/// (the same dump always gives the same ids).
///
/// A view's id comes from the dump's identifier when it has one, else from its
/// short type and its label (`Button-Log_in`), else from its type alone.
/// Characters outside the id alphabet become `_` (runs collapse to one); a
/// part left empty (a label in Japanese, say) is dropped. A duplicate gets the
/// smallest free suffix `-2`, `-3`, … in dump order, never one that another
/// view's own id already uses.
enum ViewIDs {
    static let maximumPartLength = 40

    /// The identifier an Android resource id gives: its entry name, the part
    /// after the last `/` (`com.example:id/login` → `login`); nil when empty.
    static func resourceEntry(_ id: String) -> String? {
        let last = id.split(separator: "/").last.map(String.init) ?? id
        return last.isEmpty ? nil : last
    }

    static func assign(_ elements: [DumpElement]) -> [String] {
        let bases = elements.map(base)
        var taken = Set(bases)
        var used: Set<String> = []
        var next: [String: Int] = [:]
        var out: [String] = []
        out.reserveCapacity(bases.count)
        for b in bases {
            if used.insert(b).inserted {
                out.append(b)
                continue
            }
            var n = next[b] ?? 2
            while taken.contains("\(b)-\(n)") { n += 1 }
            let id = "\(b)-\(n)"
            next[b] = n + 1
            taken.insert(id)
            used.insert(id)
            out.append(id)
        }
        return out
    }

    /// The id before duplicates are told apart.
    static func base(_ e: DumpElement) -> String {
        if let identifier = e.identifier.map(sanitize), !identifier.isEmpty { return identifier }
        let type = sanitize(TypeName.short(e.type))
        let label = e.label.map(sanitize) ?? ""
        switch (type.isEmpty, label.isEmpty) {
        case (false, false): return type + "-" + label
        case (false, true): return type
        case (true, false): return label
        case (true, true): return "view"
        }
    }

    /// `s` in the id alphabet: other characters become `_`, runs of `_`
    /// collapse, `_`, `.` and `-` are trimmed from both ends, at most 40 characters.
    static func sanitize(_ s: String) -> String {
        var out = ""
        var lastUnderscore = false
        var count = 0
        for u in s.unicodeScalars {
            if count >= maximumPartLength { break }
            let ok = (u >= "a" && u <= "z") || (u >= "A" && u <= "Z") || (u >= "0" && u <= "9")
                || u == "_" || u == "." || u == "-"
            if ok && u != "_" {
                out.unicodeScalars.append(u)
                lastUnderscore = false
                count += 1
            } else if !lastUnderscore {
                out.append("_")
                lastUnderscore = true
                count += 1
            }
        }
        let trim: Set<Character> = ["_", ".", "-"]
        while let f = out.first, trim.contains(f) { out.removeFirst() }
        while let l = out.last, trim.contains(l) { out.removeLast() }
        return out
    }
}
