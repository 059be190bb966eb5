/// What the playground asks its run loop to do after an event (`PlaygroundEvent`).
public enum PlaygroundEffect: Hashable, Sendable {
    /// A tap was made or a drag event happened: append its line to the record
    /// file, if any. Every record line leaves the playground this way, in the
    /// order the taps and drag events happened.
    case record(RecordLine)
    case quit
}
