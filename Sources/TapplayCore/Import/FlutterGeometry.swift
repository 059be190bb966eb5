/// Where a Flutter semantics dump's nodes are on the screen, in logical
/// pixels (SPEC §4, `flutter`).
///
/// Node #0's rect is the screen in physical pixels. The node under it prints
/// `scaled by S x`, S the device pixel ratio rounded to one decimal: the
/// ratio is #0's width ÷ that node's width, and the canvas is that node's
/// size. Each node's own space maps into its parent's: by its origin when its
/// rect is printed plainly (in the parent's space, a translation already
/// applied), by the scale or the matrix printed otherwise. A node's frame is
/// its rect mapped to the canvas (the bounding box, when a rotation or skew
/// leaves it no rectangle).
enum FlutterGeometry {
    struct Placed {
        /// Each node's frame in canvas coordinates, nil when it has no rect.
        var frames: [Rect?]
        /// The canvas: the logical screen.
        var canvas: Size?
    }

    static func place(_ nodes: [FlutterDumpParser.Node], warnings: inout WarningLog) -> Placed {
        // The device pixel ratio: #0's width over the width of the node under it that is scaled.
        var ratio = 1.0
        var canvas: Size?
        if let r0 = nodes.first?.rect {
            canvas = Size(width: r0.width, height: r0.height)
            if nodes.count > 1, nodes[1].parent == 0, case .scale = nodes[1].transform,
               let r1 = nodes[1].rect, r1.width > 0, r0.width > 0 {
                let exact = r0.width / r1.width
                if exact.isFinite && exact > 0 {
                    ratio = exact
                    canvas = Size(width: r1.width, height: r1.height)
                }
            }
        }
        var frames: [Rect?] = []
        var space: [Affine] = []          // each node's own space → the canvas
        frames.reserveCapacity(nodes.count)
        space.reserveCapacity(nodes.count)
        let screen = Affine.scale(1 / ratio)
        for (i, n) in nodes.enumerated() {
            let parentSpace = n.parent.map { space[$0] } ?? screen
            guard let r = n.rect else {
                frames.append(nil)
                space.append(parentSpace)
                continue
            }
            let own: Affine
            switch n.transform {
            case .none:
                own = .translation(r.x, r.y)
                if i == 0, ratio != 1, let c = canvas, r.x == 0, r.y == 0 {
                    // The screen: the canvas itself (its physical size ÷ the rounded ratio is a hair off).
                    frames.append(Rect(x: 0, y: 0, width: c.width, height: c.height))
                } else {
                    frames.append(parentSpace.boundingBox(of: r))
                }
                space.append(parentSpace.then(own))
                continue
            case .scale(let s):
                if i == 1 && n.parent == 0 && ratio != 1 {
                    own = .scale(ratio)         // the device pixel ratio, exactly
                } else {
                    own = .scale(s)
                    warnings.add(line: n.line, "SemanticsNode#\(n.id) is scaled by \(Format.number(s))x "
                                 + "(printed to one decimal); its frame is its rect scaled")
                }
            case .matrix(let m):
                own = m
                warnings.add(line: n.line, "SemanticsNode#\(n.id) is transformed (with transform); its frame is "
                             + "the bounding box of its transformed rect")
            }
            let toCanvas = parentSpace.then(own)
            frames.append(toCanvas.boundingBox(of: r))
            space.append(toCanvas)
        }
        return Placed(frames: frames, canvas: canvas)
    }
}

/// A 2-D affine map: `x' = a·x + b·y + tx`, `y' = c·x + d·y + ty`.
struct Affine {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

    static func scale(_ s: Double) -> Affine { Affine(a: s, d: s) }
    static func translation(_ x: Double, _ y: Double) -> Affine { Affine(tx: x, ty: y) }

    /// This map after `inner`: a point goes through `inner` first.
    func then(_ inner: Affine) -> Affine {
        Affine(a: a * inner.a + b * inner.c, b: a * inner.b + b * inner.d,
               c: c * inner.a + d * inner.c, d: c * inner.b + d * inner.d,
               tx: a * inner.tx + b * inner.ty + tx, ty: c * inner.tx + d * inner.ty + ty)
    }

    func apply(_ x: Double, _ y: Double) -> (Double, Double) {
        (a * x + b * y + tx, c * x + d * y + ty)
    }

    /// The axis-aligned box around the rect's mapped corners; nil when not finite.
    func boundingBox(of r: Rect) -> Rect? {
        let corners = [apply(r.x, r.y), apply(r.x + r.width, r.y), apply(r.x, r.y + r.height),
                       apply(r.x + r.width, r.y + r.height)]
        let xs = corners.map(\.0), ys = corners.map(\.1)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max(),
              x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension Affine {
    /// The 2-D part of a printed 4 × 4 matrix, row by row
    /// (`[1.0,0.0,0.0,10.0; 0.0,1.0,0.0,20.0; …]`, also with `[0]`-style row
    /// numbers before the rows): `a b · tx` in the first row, `c d · ty` in the second.
    init?(matrixText: String) {
        var cleaned = ""
        var chars = Array(matrixText.prefix(4000))
        var i = 0
        if let end = chars.lastIndex(of: "]") { chars = Array(chars[...end]) }
        while i < chars.count {
            // `[0]` … `[3]`: a row's number, not one of its values.
            if chars[i] == "[", i + 2 < chars.count, chars[i + 1].isNumber, chars[i + 2] == "]" {
                i += 3
                cleaned.append(" ")
                continue
            }
            let ch = chars[i]
            cleaned.append(ch == "[" || ch == "]" || ch == "," || ch == ";" ? " " : ch)
            i += 1
        }
        let numbers = cleaned.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { Double($0) }
        guard numbers.count == 16, numbers.allSatisfy({ $0?.isFinite == true }) else { return nil }
        let m = numbers.map { $0! }
        self.init(a: m[0], b: m[1], c: m[4], d: m[5], tx: m[3], ty: m[7])
    }
}
