/// What the drag engine reports: SwiftUI's `DropDelegate` calls (`validateDrop`,
/// `dropEntered`, `dropUpdated`, `dropExited`, `performDrop`), the grid reorder,
/// and the drag session's own beginning and end. Indices are into
/// `Scene.views`, times are seconds on the session's clock, points are canvas
/// coordinates.
public enum DragEvent: Hashable, Sendable {
    /// The item was lifted (the drag session began) with the pointer at `point`.
    case lifted(time: Double, item: Int, point: Point)
    /// The pointer entered `target`; `accepted` is always true here (every
    /// `dropTarget` accepts every item). `dropEntered` follows when accepted.
    case validateDrop(time: Double, target: Int, item: Int, accepted: Bool)
    case dropEntered(time: Double, target: Int, item: Int)
    /// The pointer moved and is still over the same target.
    case dropUpdated(time: Double, target: Int, item: Int, point: Point)
    /// The pointer left `target` (or the drag was cancelled over it).
    case dropExited(time: Double, target: Int, item: Int)
    /// Released over `target`. `caughtByContainer`: the target is a container of
    /// the dragged item (a proper ancestor), not an item: the "outer
    /// DropDelegate" fix catching a drop released between or beside the items.
    case performDrop(time: Double, target: Int, item: Int, point: Point, caughtByContainer: Bool)
    /// `item` moved from slot `from` to slot `to` (0-based positions among
    /// `container`'s children, in the container's current order); the siblings
    /// in between shifted by one slot.
    case reordered(time: Double, item: Int, container: Int, from: Int, to: Int)
    /// The drag session ended at `point`. Not a delegate call: `lost: false`
    /// after a `performDrop`; `lost: true` when it was released over no drop
    /// target, so no delegate heard of it (what a delegate cannot detect).
    case dragEnded(time: Double, item: Int, point: Point, lost: Bool)
    /// A press or drag stopped without a drop: moved too far before the lift,
    /// a new press before the release, or the input ended with the touch down.
    /// `item` is optional for callers that cancel without one; the engine
    /// always names the pressed or dragged item.
    case cancelled(time: Double, item: Int?, reason: String)

    /// When it happened.
    public var time: Double {
        switch self {
        case .lifted(let t, _, _), .validateDrop(let t, _, _, _), .dropEntered(let t, _, _),
             .dropUpdated(let t, _, _, _), .dropExited(let t, _, _), .performDrop(let t, _, _, _, _),
             .reordered(let t, _, _, _, _), .dragEnded(let t, _, _, _), .cancelled(let t, _, _):
            return t
        }
    }

    /// The event's name, as in the JSON `event` key.
    public var name: String {
        switch self {
        case .lifted: "lifted"
        case .validateDrop: "validateDrop"
        case .dropEntered: "dropEntered"
        case .dropUpdated: "dropUpdated"
        case .dropExited: "dropExited"
        case .performDrop: "performDrop"
        case .reordered: "reordered"
        case .dragEnded: "dragEnded"
        case .cancelled: "cancelled"
        }
    }

    /// The view that receives a delegate call, if this is one.
    public var target: Int? {
        switch self {
        case .validateDrop(_, let t, _, _), .dropEntered(_, let t, _), .dropUpdated(_, let t, _, _),
             .dropExited(_, let t, _), .performDrop(_, let t, _, _, _):
            return t
        default:
            return nil
        }
    }

    /// The dragged (or pressed) item.
    public var item: Int? {
        switch self {
        case .lifted(_, let i, _), .validateDrop(_, _, let i, _), .dropEntered(_, _, let i),
             .dropUpdated(_, _, let i, _), .dropExited(_, _, let i), .performDrop(_, _, let i, _, _),
             .reordered(_, let i, _, _, _), .dragEnded(_, let i, _, _):
            return i
        case .cancelled(_, let i, _):
            return i
        }
    }

    /// The pointer position the event carries, if any.
    public var point: Point? {
        switch self {
        case .lifted(_, _, let p), .dropUpdated(_, _, _, let p), .performDrop(_, _, _, let p, _),
             .dragEnded(_, _, let p, _):
            return p
        default:
            return nil
        }
    }

    /// One JSON object, as `tapplay drag` prints it: `t` (seconds, rounded to
    /// the millisecond), `event`, then the event's fields with view ids:
    /// `target`, `item`, `point` [x, y], `accepted` (validateDrop), `caughtBy:
    /// "container"` (performDrop caught by a container only), `container`,
    /// `from`, `to` (reordered), `lost` (dragEnded), `reason` (cancelled).
    public func json(in scene: Scene) -> JSON {
        func id(_ i: Int) -> JSON { .string(scene.views[i].id) }
        func pt(_ p: Point) -> JSON { .array([.number(DragEvent.round(p.x)), .number(DragEvent.round(p.y))]) }
        var pairs: [(String, JSON)] = [("t", .number(DragEvent.round(time))), ("event", .string(name))]
        switch self {
        case .lifted(_, let item, let p):
            pairs += [("item", id(item)), ("point", pt(p))]
        case .validateDrop(_, let target, let item, let accepted):
            pairs += [("target", id(target)), ("item", id(item)), ("accepted", .bool(accepted))]
        case .dropEntered(_, let target, let item), .dropExited(_, let target, let item):
            pairs += [("target", id(target)), ("item", id(item))]
        case .dropUpdated(_, let target, let item, let p):
            pairs += [("target", id(target)), ("item", id(item)), ("point", pt(p))]
        case .performDrop(_, let target, let item, let p, let caught):
            pairs += [("target", id(target)), ("item", id(item)), ("point", pt(p))]
            if caught { pairs.append(("caughtBy", .string("container"))) }
        case .reordered(_, let item, let container, let from, let to):
            pairs += [("item", id(item)), ("container", id(container)), ("from", .int(from)), ("to", .int(to))]
        case .dragEnded(_, let item, let p, let lost):
            pairs += [("item", id(item)), ("point", pt(p)), ("lost", .bool(lost))]
        case .cancelled(_, let item, let reason):
            pairs += [("item", item.map(id) ?? .null), ("reason", .string(reason))]
        }
        return .object(pairs)
    }

    /// One line of text for timelines: `1.2  dropEntered  cell3 ← cell1`.
    public func summary(in scene: Scene) -> String {
        func id(_ i: Int) -> String { scene.views[i].id }
        let t = Format.number(DragEvent.round(time))
        switch self {
        case .lifted(_, let item, let p):
            return "\(t)  lifted \(id(item)) at \(p)"
        case .validateDrop(_, let target, let item, let accepted):
            return "\(t)  validateDrop \(id(target)) ← \(id(item)): \(accepted ? "accepted" : "refused")"
        case .dropEntered(_, let target, let item):
            return "\(t)  dropEntered \(id(target)) ← \(id(item))"
        case .dropUpdated(_, let target, let item, let p):
            return "\(t)  dropUpdated \(id(target)) ← \(id(item)) at \(p)"
        case .dropExited(_, let target, let item):
            return "\(t)  dropExited \(id(target)) ← \(id(item))"
        case .performDrop(_, let target, let item, let p, let caught):
            return "\(t)  performDrop \(id(target)) ← \(id(item)) at \(p)"
                + (caught ? " (caught by the container)" : "")
        case .reordered(_, let item, let container, let from, let to):
            return "\(t)  reordered \(id(item)) in \(id(container)): slot \(from) → \(to)"
        case .dragEnded(_, let item, let p, let lost):
            return "\(t)  dragEnded \(id(item)) at \(p)" + (lost ? ": LOST (no delegate saw the drop)" : "")
        case .cancelled(_, let item, let reason):
            return "\(t)  cancelled \(item.map(id) ?? "(nothing)"): \(reason)"
        }
    }

    /// Rounded to the millisecond (times) or thousandth of a point.
    static func round(_ v: Double) -> Double { Format.thousandths(v) }
}
