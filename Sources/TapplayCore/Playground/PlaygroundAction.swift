/// Everything a key can make the playground do. `Keymap` binds keys to these,
/// and `Playground.perform(_:)` carries them out.
public enum PlaygroundAction: Hashable, Sendable {
    case quit
    case setPolicy(PolicyKind)
    case nextPolicy, previousPolicy
    case toggleMap, toggleDiff, toggleTrace, toggleTimeline, toggleShapes, toggleHUD, toggleHelp
    case toggleAudit
    /// The scene's screenshot under the views, or not (`v`).
    case togglePicture
    /// Title plain containers with their ids (`i`).
    case toggleIDs
    case cycleStrategy
    case clearTaps
    case nextScene, previousScene
    case reload
    case zoomIn, zoomOut, fit
    case slopDown, slopUp
    /// `sampled`'s finger radius down / up by 4 pt.
    case radiusDown, radiusUp
    case toggleCrosshair
    case tapAtCrosshair
    /// Move the crosshair when it is on, else pan the canvas (the arrows).
    case move(cols: Int, rows: Int)
    case closeOverlays
}
