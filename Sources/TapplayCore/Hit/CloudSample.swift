/// One sample point of a tap's cloud: where it is, its weight, and the view
/// that took it (the front-most view whose own content counted it), if any.
public struct CloudSample: Sendable, Hashable {
    public var point: Point
    public var weight: Double
    public var view: Int?
    /// The ring it lies on (0 for the tap point itself).
    public var ring: Int
}

extension Resolver {
    /// The touch cloud of a tap at `p` under `sampled`, each point with its
    /// weight and the view that took it (none outside the canvas).
    public func touchCloud(at p: Point) -> [CloudSample] {
        let index = context.sampledIndex
        let cloud = index.cloud
        let taken = SampledPolicy.full(p, index: index, scene: scene, tracing: false).takenBy
        return (0..<cloud.count).map { k in
            CloudSample(point: Point(x: p.x + cloud.dx[k], y: p.y + cloud.dy[k]), weight: cloud.weights[k],
                        view: taken[k], ring: cloud.rings[k])
        }
    }
}
