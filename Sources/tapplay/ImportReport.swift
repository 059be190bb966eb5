import TapplayCore

/// What an import says on stderr: one line per warning, then
/// `tapplay: imported 17 views from login.txt (xcuitest)` with the warning count.
enum ImportReport {
    static func note(_ imported: DumpImport) {
        for w in imported.warnings { Console.err(Console.safe(w.description)) }
        if let d = imported.densityNote { Console.err(Console.safe(d)) }
        if let p = imported.platformNote { Console.err(Console.safe(p)) }
        Console.err(Console.safe(imported.note))
    }
}
