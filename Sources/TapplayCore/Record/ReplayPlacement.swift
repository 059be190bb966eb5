/// Puts recorded taps back on the scenes they were made on, for `run --replay`.
public enum ReplayPlacement {
    /// Each tap goes to the open scene whose file it names ("built-in" for the
    /// default scene); taps naming no open scene go to the first one.
    public static func place(_ taps: [RecordLine.Tap], on entries: [SceneEntry]) -> [SceneEntry] {
        var out = entries
        for t in taps {
            let i = out.firstIndex { ($0.path ?? "built-in") == t.file } ?? 0
            out[i].taps.append(t.point)
        }
        return out
    }
}
