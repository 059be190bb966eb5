import TapplayCore

/// What an import says on stderr: one line per warning, then
/// `tapplay: imported 17 views from login.txt (xcuitest)` with the warning count.
enum ImportReport {
    static func note(_ imported: DumpImport) {
        for line in lines(imported) { Console.err(line) }
    }

    /// The lines `note` prints, made safe, without the `tapplay: ` before each
    /// (a command that loads scenes in parallel prints them later, in order).
    static func lines(_ imported: DumpImport) -> [String] {
        (imported.warnings.map(\.description) + (imported.densityNote.map { [$0] } ?? []) + (imported.platformNote.map { [$0] } ?? []) + [imported.note])
            .map(Console.safe)
    }
}
