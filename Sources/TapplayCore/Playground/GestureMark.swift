/// A fired gesture marked beside its dot: `1` tap, `2` double tap, `L` long press.
public struct GestureMark: Hashable, Sendable {
    public var point: Point
    public var gesture: Gesture
    public var view: Int

    public var label: Character {
        switch gesture {
        case .tap: "1"
        case .doubleTap: "2"
        case .longPress: "L"
        }
    }
}
