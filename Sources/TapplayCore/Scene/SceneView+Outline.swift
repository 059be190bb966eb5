extension SceneView {
    /// Whether every picture (the playground, `render`, the SVG) draws this
    /// view as its outline only, never filled: a view with no
    /// `color`, no `label` (an empty one shows nothing either) and no tap
    /// handler is a plain container, like the full-screen `Other` wrappers and
    /// windows of a real screen, which draw nothing on a device. Filled, it
    /// would hide the views behind it. The one rule both the cell renderer
    /// (`SceneRenderer`) and the SVG writer (`ScenePicture`) follow.
    public var drawsOutlineOnly: Bool {
        color == nil && (label?.isEmpty ?? true) && !tappable
    }
}
