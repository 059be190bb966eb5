/// Why an audited view is unreachable, in words a developer acts on.
enum UnreachableReason {
    static func explain(_ v: Int, resolver: Resolver, policy: PolicyKind) -> String {
        let context = resolver.context
        let scene = context.scene
        let views = scene.views
        let frame = views[v].canvasFrame
        guard frame.intersects(scene.canvasRect) else { return "its frame lies outside the canvas" }
        if policy == .uikit {
            // hitTest never enters a child where its parent's hit area does not reach.
            var area = context.uikitArea[v]
            var cur = views[v].parent
            while let a = cur {
                let parentArea = context.uikitArea[a]
                if !area.intersects(parentArea) {
                    return "it lies outside its parent \(views[a].id), where hitTest never looks"
                }
                area = area.intersection(parentArea)
                cur = views[a].parent
            }
            if area.width <= 0 || area.height <= 0 { return "its hit area is empty" }
        }
        if policy == .flutter {
            // hitTest reaches a child only through its parent's frame (or shape).
            var area = frame
            var cur = views[v].parent
            while let a = cur {
                let parentArea = context.shape[a].boundingBox
                if !area.intersects(parentArea) {
                    return "it lies outside its parent \(views[a].id), where Flutter never hit-tests (it paints overflow, it does not hit it)"
                }
                area = area.intersection(parentArea)
                cur = views[a].parent
            }
        }
        let c = Point(x: min(max(frame.midX, 0), scene.canvas.width.nextDown),
                      y: min(max(frame.midY, 0), scene.canvas.height.nextDown))
        if policy == .uikit || policy == .flutter {
            let r = resolver.resolve(c, policy: policy)
            if let h = r.hit, h != v { return "\(views[h].id) in front takes its taps" }
        } else if [.swiftui, .exact, .filtered].contains(policy) {
            let shapes = policy == .exact ? context.exactShape : context.shape
            if let o = EnlargedTapArea.occluder(of: v, at: c, in: context, shapes: shapes) {
                return "\(views[o].id) in front covers it"
            }
            let r = resolver.resolve(c, policy: policy)
            if let h = r.hit, h != v { return "\(views[h].id) wins its taps" }
        } else if let h = resolver.resolve(c, policy: policy).hit, h != v {
            return "\(views[h].id) takes the taps at its centre"
        }
        return "its hit area is out of reach"
    }

    static func advice(_ policy: PolicyKind, reason: String) -> String {
        if reason.contains("outside its parent") {
            if policy == .flutter { return "grow the parent to hold it (a Stack hit-tests only inside its own size)" }
            return "move it inside its parent or grow the parent's hit area"
        }
        if reason.contains("outside the canvas") { return "move it onto the screen" }
        if policy == .flutter { return "bring it to the front, or wrap the view in front in IgnorePointer" }
        return "bring it to the front or make the covering view non-interactive"
    }
}

/// What takes a view's swallowed taps, and the usual fix.
enum SwallowedCause {
    static func explain(_ v: Int, hits: [Int], resolver: Resolver, policy: PolicyKind, zone: SampleZone,
                        samples: PolicySamples) -> String {
        let context = resolver.context
        let views = context.scene.views
        guard let first = zone.samples.first else { return "" }
        let k = Int(first)
        let p = samples.grid.point(k)
        if policy == .uikit || policy == .flutter {
            var cur = views[v].parent
            while let a = cur {
                let inside = policy == .uikit ? context.uikitArea[a].contains(p) : context.shape[a].contains(p)
                if !inside { return "outside its parent \(views[a].id)" }
                cur = views[a].parent
            }
        } else if [.swiftui, .exact, .filtered].contains(policy) {
            if samples.hit[k] >= 0 && samples.responder[k] < 0 {
                return "dead zone: the winner \(views[Int(samples.hit[k])].id)'s handler runs only inside its own frame"
            }
            let shapes = policy == .exact ? context.exactShape : context.shape
            if let o = EnlargedTapArea.occluder(of: v, at: p, in: context, shapes: shapes) {
                return views[o].tappable ? "\(views[o].id) in front covers it"
                    : "the plain view \(views[o].id) in front covers it"
            }
        }
        guard let h = hits.first else { return "taps there reach nobody" }
        if policy == .flutter && !views[h].tappable {
            // Under flutter a view in front answers the hit test when it paints (a colour, a text), at any opacity.
            return "the solid view \(views[h].id) in front (it paints, so Flutter hit-tests it) takes the taps"
        }
        let who = views[h].tappable ? "\(views[h].id) behind it" : "the plain view \(views[h].id) in front"
        return "\(who) takes the taps"
    }

    static func advice(_ policy: PolicyKind, reason: String) -> String {
        if reason.hasPrefix("dead zone") { return "use .exactHitArea() instead of onTapGestureExact" }
        if reason.hasPrefix("outside its parent") && policy == .flutter {
            return "grow the parent to hold it (a Stack hit-tests only inside its own size)"
        }
        if reason.hasPrefix("outside its parent") { return "keep it inside its parent or grow the parent's hit area" }
        if reason.hasPrefix("the solid view") {
            return "put the text or image inside the button, or wrap it in IgnorePointer"
        }
        if reason.hasPrefix("the plain view") {
            switch policy {
            case .uikit: return "put the label inside the button or make it non-interactive"
            default: return "make the view in front non-interactive (.allowsHitTesting(false))"
            }
        }
        return "bring it to the front or give it its own area"
    }
}
