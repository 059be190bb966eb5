/// What the playground asks its run loop to do after an event.
public enum PlaygroundEffect: Hashable, Sendable {
    /// A tap was resolved: append it to the record file, if any.
    case record(JSON)
    case quit
}
