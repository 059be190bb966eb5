/// One view of a scene, as the scene file declares it, plus its place
/// in the tree. Scenes keep their views flat, in painter's order, so nothing
/// that walks them needs recursion however deep the nesting.
public struct SceneView: Hashable, Sendable {
    public var id: String
    /// In the parent's coordinate space (the canvas's for a root view).
    public var frame: Rect
    /// nil: the automatic palette colour.
    public var color: SceneColor?
    public var label: String?
    /// The class or element type the view was imported from (`UIButton`,
    /// `android.widget.Button`): free text, shown escaped like labels.
    public var type: String?
    /// Has a tap handler: `tappable: true` or any gesture.
    public var tappable: Bool
    public var hidden: Bool
    public var alpha: Double
    public var interactive: Bool
    public var clips: Bool
    public var hitInsets: EdgeInsets
    /// Rects in the view's own coordinates where its `hitTest` returns nil.
    public var passThrough: [Rect]
    public var contentShape: ContentShapeSpec?
    public var gestures: [Gesture]
    public var draggable: Bool
    public var dropTarget: Bool
    public var reorderable: Bool
    /// Opacity while being dragged (the drag lab); 1 by default.
    public var dragOpacity: Double
    /// Facts about this view that its dump does not hold (the file's `review`
    /// key, written by the import): every audit finding about it is to review,
    /// for the first of these that applies to its kind (`CertaintyRules`).
    public var review: [ReviewReason] = []
    /// Drawn by another app's window (the keyboard, the system UI; the file's
    /// `otherApp`): it takes touches where it is drawn, as on the device, but
    /// the system draws it unmodified, so the audit leaves it out.
    public var otherApp = false

    // Tree (filled in by `Scene`).
    /// Index of the parent in `Scene.views`, nil for a root view.
    public internal(set) var parent: Int?
    public internal(set) var children: [Int] = []
    public internal(set) var depth: Int = 0
    /// One past the index of the last view of this view's subtree: the subtree
    /// is `index ..< subtreeEnd` in `Scene.views`.
    public internal(set) var subtreeEnd: Int = 0
    /// The frame in canvas coordinates.
    public internal(set) var canvasFrame: Rect = .zero
    /// The line of the file this view came from (its `id:` in a scene file,
    /// its element in a dump), when known.
    public var line: Int?

    public init(id: String, frame: Rect, color: SceneColor? = nil, label: String? = nil,
                type: String? = nil, tappable: Bool = false, hidden: Bool = false, alpha: Double = 1,
                interactive: Bool = true, clips: Bool = false, hitInsets: EdgeInsets = .zero,
                passThrough: [Rect] = [], contentShape: ContentShapeSpec? = nil,
                gestures: [Gesture]? = nil, draggable: Bool = false, dropTarget: Bool = false,
                reorderable: Bool = false, dragOpacity: Double = 1, parent: Int? = nil, line: Int? = nil) {
        self.id = id
        self.frame = frame
        self.color = color
        self.label = label
        self.type = type
        self.line = line
        let g = gestures ?? (tappable ? [.tap] : [])
        self.gestures = g
        self.tappable = tappable || !g.isEmpty
        self.hidden = hidden
        self.alpha = alpha
        self.interactive = interactive
        self.clips = clips
        self.hitInsets = hitInsets
        self.passThrough = passThrough
        self.contentShape = contentShape
        self.draggable = draggable
        self.dropTarget = dropTarget
        self.reorderable = reorderable
        self.dragOpacity = dragOpacity
        self.parent = parent
    }

    /// Whether it handles taps: tappable with a gesture other than a long
    /// press. A view whose gestures are only `longPress` takes long presses,
    /// not taps: the audit takes it for no tap target (SPEC 5).
    public var handlesTaps: Bool { tappable && gestures.contains { $0 != .longPress } }

    /// Whether this view on its own (ancestors aside) can take touches at the
    /// given opacity threshold.
    @inline(__always)
    public func takesTouchesItself(minimumAlpha: Double) -> Bool {
        !hidden && interactive && alpha >= minimumAlpha
    }

    /// The shape SwiftUI hit-tests: the content shape, or the frame (canvas coordinates).
    public var shape: HitShape {
        contentShape?.resolved(in: canvasFrame) ?? .rect(canvasFrame)
    }
}
