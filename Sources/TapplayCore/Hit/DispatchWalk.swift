/// The walk UIKit's `hitTest` and Android's `dispatchTouchEvent` share: the
/// point is offered to the roots, then to each view that takes it to its
/// children, always last to first (front to back), depth first.
///
/// `enters(i)` says whether view `i` takes the point to its children. When
/// none of an entered view's children answers, `consumes(i)` says who answers
/// for it: a view index, which ends the walk, or nil, and the point goes on
/// to the view's siblings behind it (Android's fall-through; UIKit's view
/// always answers for itself, so its walk never comes back up).
enum DispatchWalk {
    /// The first answer of the walk over `scene`, or nil when no view answers.
    static func first(in scene: Scene, enters: (Int) -> Bool, consumes: (Int) -> Int?) -> Int? {
        let views = scene.views
        var stack: [(view: Int, next: Int)] = []
        var level = scene.roots
        var k = level.count - 1
        while true {
            if k >= 0 {
                let c = level[k]
                k -= 1
                if enters(c) {
                    stack.append((c, k))
                    level = views[c].children
                    k = level.count - 1
                }
                continue
            }
            guard let top = stack.popLast() else { return nil }
            if let answer = consumes(top.view) { return answer }
            level = views[top.view].parent.map { views[$0].children } ?? scene.roots
            k = top.next
        }
    }
}
