import Testing

/// Every test that drives the real binary in tmux runs under this suite, one at
/// a time: they share the tmux server and are timing-sensitive under load.
@Suite("in tmux", .serialized)
enum Tmux {}
