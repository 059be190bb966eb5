import Foundation
import Testing
import TapplayCore

/// A dump opened in the playground: its views drawn, the type in the status
/// line, and automatic reload when the dump file changes.
extension Tmux {
@Suite("a dump in the playground, in tmux", .serialized)
struct ImportTmuxTests {
    static func dump(app: String) -> String {
        """
        Element subtree:
         →Application, 0x1, pid: 7, label: '\(app)'
            Window (Main), 0x2, {{0.0, 0.0}, {200.0, 100.0}}
              Button, 0x3, {{20.0, 20.0}, {160.0, 60.0}}, identifier: 'go', label: 'Go'
        """
    }

    @Test("a tap on an imported button names it by its label; editing the dump reloads it by itself")
    func tapAndReload() throws {
        let path = try CLI.tempFile(Self.dump(app: "Before Edit"), name: "screen.txt")
        let t = try TmuxSession(playground: "run \(path) 2>/dev/null", rows: 36)
        try t.expect("Before Edit")
        let c = t.cell(of: Point(x: 100, y: 50), canvas: Size(width: 200, height: 100))
        try t.clickSGR(col: c.col, row: c.row)
        try t.expect("hit Go (go), responder Go (go)")
        try Self.dump(app: "After Edit").write(toFile: path, atomically: false, encoding: .utf8)
        try t.expect("After Edit")
    }
}
}
