/// Single-character labels for the views of a hit map: a view gets the first
/// letter of its id when that is free, else the next free symbol. Views are
/// labelled in the order they first appear in the map (row by row); `.` is
/// kept for cells nobody gets.
public struct MapLegend: Sendable {
    public static let nobody: Character = "."
    /// Used once the symbols run out (more distinct views than symbols).
    public static let overflow: Character = "?"
    /// Letters, digits, signs, then Greek and Cyrillic letters unlike Latin
    /// ones: one cell each (`wcwidth` 1), none a mark of its own (`.`, `?`,
    /// the playground's `·` and `╳`).
    static let pool = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
                            + "#$%&*+=@^~<>/|!:;"
                            + "αβγδεζηθλμξπσφψωΓΔΘΛΞΠΣΦΨΩ"
                            + "бгджзилпфцчшщъыьэюяБГДЖЗИЛПЦЧШЩЪЫЬЭЮЯ")

    /// (label, view index) in order of first appearance.
    public private(set) var entries: [(label: Character, view: Int)] = []
    private var labelOf: [Int: Character] = [:]
    private var used: Set<Character> = []
    public private(set) var overflowed = false

    public init(map: HitMap, scene: Scene) {
        self.init(cells: map.cells, scene: scene)
    }

    /// Labels the views of `cells` (view indices row by row, nil for nobody).
    public init<S: Sequence>(cells: S, scene: Scene) where S.Element == Int? {
        for case let v? in cells where labelOf[v] == nil {
            let first = scene.views[v].id.first
            let label: Character
            if let f = first, MapLegend.pool.contains(f), !used.contains(f) {
                label = f
            } else if let free = MapLegend.pool.first(where: { !used.contains($0) }) {
                label = free
            } else {
                label = MapLegend.overflow
                overflowed = true
                labelOf[v] = label
                continue
            }
            used.insert(label)
            labelOf[v] = label
            entries.append((label, v))
        }
    }

    /// A stable label for every view a tap can reach on the canvas (tappable,
    /// in painter's order: the first letter of the id when free, else the
    /// next free symbol, `?` past the end), for the playground's map overlay;
    /// the other views, which the map never shows, take none of the symbols.
    public static func sceneLabels(_ scene: Scene) -> [Character] {
        var used: Set<Character> = []
        let canvas = scene.canvasRect
        return scene.views.map { v in
            guard v.tappable, !v.hidden, v.canvasFrame.overlap(canvas) != nil else { return overflow }
            if let f = v.id.first, pool.contains(f), !used.contains(f) {
                used.insert(f)
                return f
            }
            if let free = pool.first(where: { !used.contains($0) }) {
                used.insert(free)
                return free
            }
            return overflow
        }
    }

    public func label(for view: Int?) -> Character {
        guard let v = view else { return MapLegend.nobody }
        return labelOf[v] ?? MapLegend.overflow
    }
}
