import Testing
import TapplayCore

/// `tapplay run --help` lists the playground's keys from the keymap, so it
/// names every key the playground has and no key it does not.
@Suite("run --help: the keys from the keymap")
struct RunHelpKeysTests {
    @Test("run --help lists every binding of the keymap, keys and help, in its order")
    func everyBinding() throws {
        let r = try CLI.run(["run", "--help"])
        #expect(r.status == 0)
        // Lines are wrapped: compare without the whitespace.
        var rest = Substring(r.stdout.filter { !$0.isWhitespace })
        for b in Keymap.bindings {
            guard let found = rest.range(of: (b.label + b.help).filter { !$0.isWhitespace }) else {
                Issue.record("run --help lacks '\(b.label)  \(b.help)' (or lists it out of order)")
                continue
            }
            rest = rest[found.upperBound...]
        }
    }
}
