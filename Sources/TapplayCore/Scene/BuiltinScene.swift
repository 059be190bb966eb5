/// The scene `tapplay run` opens without a file: two SwiftUI neighbours with an
/// ambiguous seam beside a small UIKit hierarchy, so the article's problem
/// shows at once.
public enum BuiltinScene {
    public static let yaml = """
    name: tapplay demo
    description: >-
      Left, two SwiftUI buttons stacked 8 pt apart: press 2 (swiftui) and tap the seam
      between them, where either may win (◐). Press 3 (exact) to see the fix.
      Right, a UIKit card: the badge in front of Buy swallows taps meant for Buy,
      and the close button's grown hit area is cut off at the card's edge.
    canvas: { width: 390, height: 420 }
    slop: 10
    views:
      - id: title
        frame: [20, 16, 350, 34]
        color: white
        label: SwiftUI seam | UIKit card
      - id: like
        frame: [30, 80, 150, 100]
        color: red
        label: Like
        tappable: true
      - id: reply
        frame: [30, 188, 150, 100]
        color: blue
        label: Reply
        tappable: true
      - id: card
        frame: [210, 70, 160, 300]
        color: gray
        label: Card
        tappable: true
        children:
          - id: buy
            frame: [20, 40, 120, 60]
            color: green
            label: Buy
            tappable: true
            hitInsets: 10
          - id: badge
            frame: [95, 28, 55, 34]
            color: orange
            label: New
          - id: price
            frame: [20, 130, 120, 50]
            color: yellow
            label: Price
          - id: close
            frame: [128, 250, 24, 24]
            color: magenta
            label: x
            tappable: true
            hitInsets: 15
    """

    /// The built-in scene, parsed from `yaml`.
    public static func load() throws -> Scene {
        try SceneLoader.parse(yaml: yaml, source: "built-in")
    }
}
