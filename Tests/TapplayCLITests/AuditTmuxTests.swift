import Foundation
import Testing

/// The audit overlay (`a`) in the real playground.
extension Tmux {
@Suite("audit overlay in tmux", .serialized)
struct AuditTmuxTests {
    @Test("a shows the current policy's findings: counts in the status line, a panel, following the policy")
    func overlay() throws {
        let t = try TmuxSession(playground: "run \(CLI.scene("audit.yaml"))", cols: 150, rows: 40)
        try t.expect("Audit │ uikit [1]")
        // uikit: 2 unreachable, 5 small, 4 swallowed; and the 2 close pairs (as `tapplay audit` lists them).
        try t.send("a", expect: "audit: 2 unreachable, 5 small, 4 swallowed, 2 close", "audit under uikit: 13 findings")
        let screen = try t.text()
        expectText(screen, contains: "swallowed buy by badge: 1000.00 pt²")
        expectText(screen, contains: "╔")                  // promo, unreachable under the banner
        try t.send("2", expect: "audit: 1 unreachable, 1 small, 2 swallowed, 2 ambiguous, 2 close",
                   "ambiguous back ~ share: 380.00 pt²")
        try t.send("a")
        let after = try t.waitFor { !$0.contains("audit under") }
        expectText(after, lacks: "audit under")
        try t.send("q")
    }
}
}
