/// Puts recorded taps back on the scenes they were made on, for `run --replay`.
public enum ReplayPlacement {
    /// Each tap goes to the open scene whose file it names ("built-in" for the
    /// default scene); taps naming no open scene go to the first one.
    public static func place(_ taps: [RecordLine.Tap], on entries: [SceneEntry]) -> [SceneEntry] {
        var out = entries
        for t in taps { place(t, on: &out) }
        return finish(out)
    }

    /// Puts one tap on its scene, keeping the newest `Limits.maxTaps` per scene
    /// as the playground keeps its newest dots (in constant time on average:
    /// up to twice as many wait until `finish`); call `finish` after the last tap.
    public static func place(_ t: RecordLine.Tap, on entries: inout [SceneEntry]) {
        guard !entries.isEmpty else { return }
        let i = entries.firstIndex { ($0.path ?? "built-in") == t.file } ?? 0
        entries[i].taps.append(t.point, keepingNewest: Limits.maxTaps)
    }

    /// Keeps only the newest `Limits.maxTaps` taps of each scene.
    public static func finish(_ entries: [SceneEntry]) -> [SceneEntry] {
        entries.map { e in
            var e = e
            e.taps.keepNewest(Limits.maxTaps)
            return e
        }
    }
}
