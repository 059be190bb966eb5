/// The keys a scene file may use at each level, in the order
/// messages list them.
enum SceneKeys {
    static let topLevel = ["name", "description", "source", "canvas", "slop", "platform", "policies", "assumedDensity", "visibleBounds", "quickDrag", "views"]
    static let topLevelRequired = ["name", "canvas", "views"]

    static let view = [
        "id", "frame", "type", "color", "label", "tappable", "gestures", "hidden", "alpha", "interactive",
        "clips", "hitInsets", "passThrough", "contentShape", "draggable", "dropTarget",
        "reorderable", "dragOpacity", "review", "otherApp", "children",
    ]
    static let viewRequired = ["id", "frame"]

    static let size = ["width", "height"]
    static let rect = ["x", "y", "width", "height"]
    static let point = ["x", "y"]
    static let insets = ["top", "left", "bottom", "right"]
    static let contentShape = ["shape", "points", "offset", "scale"]
}
