/// The scene's screenshot under the views (SPEC 6.2): drawn in half blocks
/// when the scene has one, the screen has 256 colours or more, and `v` has
/// not hidden it; the status line says which.
extension Playground {
    /// Tells the playground how many colours the terminal offers: fewer than
    /// 256 cannot show a picture (the status line says so).
    public mutating func setPictureColours(_ colours: Int) {
        pictureUnavailable = colours >= 256 ? nil
            : "the terminal has \(colours) colours, not 256 (TERM=xterm-256color or xterm-direct)"
        caches = DrawCaches()
    }

    /// Why the scene's screenshot is not drawn here, nil when it can be.
    var pictureBlocker: String? {
        if layout.headless { return "a text rendering has no colours (render --svg draws it)" }
        if !colour { return "no colours (--no-colour, NO_COLOR or a monochrome terminal)" }
        return pictureUnavailable
    }

    /// Whether this frame shows the picture.
    public var showsPicture: Bool { entry.screenshot != nil && overlays.picture && pictureBlocker == nil }

    /// The picture of the cells of `area`, from the cache when the scale and the cells are the same.
    func pictureGrid(area: ScreenArea) -> PictureGrid? {
        guard showsPicture, let shot = entry.screenshot else { return nil }
        let v = viewport
        let columns = (area.col &- v.originCol)..<(area.col &+ area.width &- v.originCol)
        let halves = (2 &* (area.row &- v.originRow))..<(2 &* (area.row &+ area.height &- v.originRow))
        let key = PictureCache.Key(path: shot.path, scale: v.scale, columns: columns, halves: halves)
        return caches.picture.grid(for: key) {
            PictureGrid(screenshot: shot, canvas: scene.canvas, scale: v.scale, columns: columns, halves: halves)
        }
    }

    /// The status line's word on the picture: nil when the scene has none.
    var pictureStatus: String? {
        guard entry.screenshot != nil else { return nil }
        if let why = pictureBlocker { return "picture off: \(why)" }
        return overlays.picture ? "picture (v hides)" : "picture hidden (v)"
    }

    /// `v`: shows or hides the picture.
    mutating func togglePicture() {
        guard entry.screenshot != nil else {
            note = "no screenshot for this scene: give --screenshot FILE, or put a PNG with its name beside it"
            return
        }
        if let why = pictureBlocker {
            note = "the picture cannot be drawn: \(why)"
            return
        }
        overlays.picture.toggle()
        note = overlays.picture ? "picture shown under the views" : "picture hidden: the views drawn as boxes"
    }
}
