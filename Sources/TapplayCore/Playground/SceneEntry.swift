/// One scene open in the playground: where it comes from, the last good
/// version, the taps made on it, and the problems of a broken edit.
public struct SceneEntry: Sendable {
    /// The file, or nil for the built-in scene.
    public var path: String?
    public var scene: Scene
    /// Tap points on this scene, oldest first.
    public var taps: [Point] = []
    /// Validation problems of the file's current contents (the last good scene stays shown).
    public var problems: [String] = []
    /// The app's screenshot under the scene (`--screenshot`, or a PNG beside the file), when given.
    public var screenshot: Screenshot?

    public init(path: String?, scene: Scene, screenshot: Screenshot? = nil) {
        self.path = path
        self.scene = scene
        self.screenshot = screenshot
    }
}
