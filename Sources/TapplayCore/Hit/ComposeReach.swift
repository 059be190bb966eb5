/// How far a tap reaches a view under `compose`: Jetpack Compose's minimum
/// touch target (androidx `NodeCoordinator.distanceInMinimumTouchTarget`).
///
/// A view narrower or shorter than 48 dp also takes taps in a ring around its
/// frame, `padX = max(0, (48 − w) / 2)` wide on the left and right and
/// `padY` on the top and bottom, so that the whole is 48 dp where the view is
/// smaller. The ring is a box: a point is in it when its distance from the
/// frame along x is at most `padX` and along y at most `padY`, corners
/// included. Its **near distance** is then `dx² + dy²` (squared, as Compose
/// compares them); a view 48 or more on both sides has none.
public enum ComposeReach {
    /// Compose's minimum touch target, `ViewConfiguration.minimumTouchTargetSize`, in dp.
    public static let minimumTouchTarget = 48.0

    /// The ring's width on each side of the frame, along x and along y.
    @inline(__always)
    public static func padding(_ f: Rect) -> (x: Double, y: Double) {
        (max(0, (minimumTouchTarget - f.width) / 2), max(0, (minimumTouchTarget - f.height) / 2))
    }

    /// Does the view have a ring at all (narrower or shorter than 48)?
    @inline(__always)
    public static func hasRing(_ f: Rect) -> Bool {
        f.width < minimumTouchTarget || f.height < minimumTouchTarget
    }

    /// The near distance from `(px, py)` to a view with canvas frame `f`:
    /// `dx² + dy²` inside its ring (0 inside the frame or on its far edges),
    /// `+∞` beyond it or when the view has no ring.
    @inline(__always)
    public static func nearDistance(_ f: Rect, _ px: Double, _ py: Double) -> Double {
        guard f.width < minimumTouchTarget || f.height < minimumTouchTarget else { return .infinity }
        let dx = px < f.x ? max(0, f.x - px) : max(0, px - (f.x + f.width))
        let dy = py < f.y ? max(0, f.y - py) : max(0, py - (f.y + f.height))
        let pad = padding(f)
        guard dx <= pad.x, dy <= pad.y else { return .infinity }
        return dx * dx + dy * dy
    }

    /// Whether the view, alone at its place, takes a tap at `p`: inside its
    /// frame (half-open) or within its ring.
    @inline(__always)
    public static func reaches(_ f: Rect, _ p: Point) -> Bool {
        f.contains(p) || nearDistance(f, p.x, p.y).isFinite
    }

    /// The frame grown by its ring on every side (the frame itself when it has none).
    public static func reachBox(_ f: Rect) -> Rect {
        guard hasRing(f) else { return f }
        let pad = padding(f)
        return Rect(x: f.x - pad.x, y: f.y - pad.y, width: f.width + 2 * pad.x, height: f.height + 2 * pad.y)
    }
}
