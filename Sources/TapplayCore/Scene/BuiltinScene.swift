/// The scene `tapplay run` opens without a file: two SwiftUI neighbours with an
/// ambiguous seam beside a small UIKit hierarchy, so the enlarged tap area's problem
/// shows at once.
public enum BuiltinScene {
    public static let yaml = """
    name: tapplay demo
    description: >-
      Left, a SwiftUI toolbar: three buttons 8 pt apart. Press \(PolicyKind.swiftui.number) (swiftui) and tap
      between two of them: either may win (◐). Press \(PolicyKind.exact.number) (exact) for the fix, m for the
      hit map. Right, a UIKit card: the New badge in front of Buy swallows taps meant
      for Buy (the card gets them), and the close button's grown hit area is cut off
      at the card's edge.
    canvas: { width: 340, height: 260 }
    slop: 10
    views:
      - id: title
        frame: [10, 8, 320, 30]
        color: white
        label: SwiftUI seam | UIKit card
      - id: toolbar
        frame: [10, 60, 156, 60]
        color: gray
        children:
          - id: reply
            frame: [0, 0, 44, 60]
            color: blue
            label: Rep
            tappable: true
          - id: boost
            frame: [52, 0, 44, 60]
            color: cyan
            label: Bst
            tappable: true
          - id: like
            frame: [104, 0, 44, 60]
            color: red
            label: Lik
            tappable: true
      - id: card
        frame: [180, 50, 150, 200]
        color: gray
        label: Card
        tappable: true
        children:
          - id: buy
            frame: [15, 35, 120, 50]
            color: green
            label: Buy
            tappable: true
            hitInsets: 10
          - id: badge
            frame: [90, 25, 50, 26]
            color: orange
            label: New
          - id: price
            frame: [15, 110, 120, 40]
            color: yellow
            label: Price
          - id: close
            frame: [118, 160, 24, 24]
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
