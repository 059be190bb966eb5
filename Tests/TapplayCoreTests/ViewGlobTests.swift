import Testing
@testable import TapplayCore

@Suite("View id globs and SHA-256")
struct ViewGlobTests {
    static func glob(_ p: String) throws -> ViewGlob { try ViewGlob(p) }

    @Test("shell-style, anchored at both ends")
    func matching() throws {
        let cases: [(String, String, Bool)] = [
            ("button-*", "button-1", true), ("button-*", "button-", true), ("button-*", "my-button-1", false),
            ("*-legal", "footer-legal", true), ("*-legal", "footer-legal-2", false),
            ("tab?", "tab1", true), ("tab?", "tab12", false), ("tab?", "tab", false),
            ("tab[0-9]", "tab7", true), ("tab[0-9]", "tabx", false), ("tab[!0-9]", "tabx", true),
            ("tab[^0-9]", "tab7", false), ("[]a]", "]", true), ("[a-]", "-", true),
            ("a\\*b", "a*b", true), ("a\\*b", "axb", false), ("*", "", true), ("", "", true), ("", "a", false),
            ("a*b*c", "aXbYc", true), ("a*b*c", "aXbY", false), ("**x", "yyx", true),
            ("exact.id", "exact.id", true), ("exact.id", "exactxid", false),
        ]
        for (p, s, expected) in cases {
            #expect(try Self.glob(p).matches(s) == expected, "\(p) ~ \(s)")
        }
        // Many stars on a long id that fails: still quick (no exponential backtracking).
        let hard = try Self.glob(String(repeating: "a*", count: 30) + "b")
        #expect(!hard.matches(String(repeating: "a", count: 5000)))
    }

    @Test("bad patterns say what is wrong")
    func syntax() {
        #expect(throws: ViewGlob.SyntaxError.self) { try ViewGlob("a[b") }
        #expect(throws: ViewGlob.SyntaxError.self) { try ViewGlob("a\\") }
        #expect(throws: ViewGlob.SyntaxError.self) { try ViewGlob("[z-a]") }
    }

    @Test("SHA-256 of the standard test vectors")
    func sha() {
        #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex(String(repeating: "a", count: 1000)).count == 64)
    }
}
