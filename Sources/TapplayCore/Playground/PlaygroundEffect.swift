/// What the playground asks its run loop to do after an event.
public enum PlaygroundEffect: Hashable, Sendable {
    /// A tap was made or a drag event happened: append its line to the record file, if any.
    case record(RecordLine)
    case quit
}
