extension GestureEvent {
    /// Seconds rounded to the millisecond (0.55, not 0.5500000000000002).
    public static func milliseconds(_ v: Double) -> Double {
        Format.thousandths(v)
    }

    /// One JSON object for `tapplay gestures --timeline` (and the playground's
    /// record): `{"t", "event": "touch", "phase", "x", "y", "tapCount", "view"}`,
    /// `{"t", "event": "transition", "view", "gesture", "from", "to", "note"}` or
    /// `{"t", "event": "fired", "gesture", "view", "latency", "strategy"}`.
    /// Times are relative to `origin`, rounded to the millisecond.
    public func json(in scene: Scene, origin: Double = 0) -> JSON {
        let ms = { (v: Double) -> JSON in .number(GestureEvent.milliseconds(v)) }
        let id = { (i: Int?) -> JSON in .string(i.map { scene.views[$0].id }) }
        switch self {
        case .touch(let t, let phase, let p, let tapCount, let view):
            return .object([("t", ms(t - origin)), ("event", .string("touch")), ("phase", .string(phase)),
                            ("x", .number(p.x)), ("y", .number(p.y)), ("tapCount", .int(tapCount)),
                            ("view", id(view))])
        case .transition(let t, let view, let g, let from, let to, let note):
            return .object([("t", ms(t - origin)), ("event", .string("transition")), ("view", id(view)),
                            ("gesture", .string(g.rawValue)), ("from", .string(from.rawValue)),
                            ("to", .string(to.rawValue)), ("note", .string(note))])
        case .fired(let f):
            guard case .object(var pairs) = f.json(in: scene, origin: origin) else { return .null }
            pairs.insert(("event", .string("fired")), at: 1)
            return .object(pairs)
        }
    }
}

extension FiredGesture {
    /// The line `tapplay gestures` prints per fired gesture:
    /// `{"t": 0.55, "gesture": "tap", "view": "photo", "latency": 0.35, "strategy": "require-fail"}`.
    public func json(in scene: Scene, origin: Double = 0) -> JSON {
        .object([("t", .number(GestureEvent.milliseconds(time - origin))),
                 ("gesture", .string(gesture.rawValue)),
                 ("view", .string(scene.views[view].id)),
                 ("latency", .number(GestureEvent.milliseconds(latency))),
                 ("strategy", .string(strategy.rawValue))])
    }
}
