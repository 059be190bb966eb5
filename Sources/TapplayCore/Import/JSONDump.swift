/// Finding and reading the JSON of a JSON dump (Maestro, idb): the lines a
/// tool prints before it are skipped, log prefixes on the lines are removed,
/// and where the JSON stops early, or text follows it, a warning says so.
enum JSONDump {
    /// Whether a line before the JSON is one its tools are known to print
    /// (no warning then): Maestro's `Running on …` and insight lines
    /// (`None: `, `Info: …`), AXe's `objc[…]: …` warnings, a shell prompt (`$ …`).
    static func isKnownPreamble(_ t: Substring) -> Bool {
        t.isEmpty || t.hasPrefix("Running on ") || t.hasPrefix("objc[") || t.hasPrefix("$ ") || t.hasPrefix("% ")
            || ["None:", "Info:", "Warning:", "Debug:", "Error:"].contains { t.hasPrefix($0) }
    }

    /// The line (0-based index into `lines`) where the JSON starts: the first
    /// whose text starts with `{` or `[` (or is `null`, idb's "nothing here").
    static func start(_ lines: [DumpLine]) -> Int? {
        lines.firstIndex { l in
            let t = l.text.trimmingSpaces
            return t.hasPrefix("{") || t.hasPrefix("[") || t == "null"
        }
    }

    /// The document, with the preamble and any trailing text or early stop
    /// reported into `warnings`; throws when there is no JSON value at all.
    static func read(_ text: String, format: DumpFormat, file: String,
                     warnings: inout WarningLog) throws(SceneLoadError) -> JSONDocument {
        let lines = LogLines.lines(text)
        guard let first = start(lines) else {
            throw SceneLoadError(problems: [SceneProblem(file: file, message:
                "no JSON in this \(format.rawValue) dump (no line starts with '{' or '[')")])
        }
        for l in lines[..<first] where !isKnownPreamble(l.text.trimmingSpaces) {
            warnings.add(line: l.number, "not part of the dump, skipped: '\(DumpText.excerpt(l.text))'")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for (k, l) in lines[first...].enumerated() {
            if k > 0 { bytes.append(10) }
            bytes.append(contentsOf: l.text.utf8)
        }
        let doc = JSONDocument(bytes: bytes, line: lines[first].number)
        guard doc.root != nil else {
            let stop = doc.stopped
            throw SceneLoadError(problems: [SceneProblem(file: file, line: stop?.line, column: stop?.column, message:
                "not JSON: \(stop?.message ?? "no value")")])
        }
        if let stop = doc.stopped {
            if stop.atEnd {
                warnings.add(line: stop.line, "the dump ends here before its JSON is complete (\(stop.message)): "
                             + "it looks cut; imported what came before")
            } else {
                warnings.add(line: stop.line, "the JSON cannot be read past column \(stop.column): \(stop.message); "
                             + "imported what came before")
            }
        }
        if let t = doc.trailing {
            warnings.add(line: t.line, "text after the JSON, skipped: '\(DumpText.excerpt(Substring(t.text)))'")
        }
        return doc
    }
}
