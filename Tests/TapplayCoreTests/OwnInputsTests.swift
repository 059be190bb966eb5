import Foundation
import Testing
import TapplayCore
#if canImport(Glibc)
import Glibc
#endif

/// An output is refused when it is one of the command's inputs, by identity:
/// whatever path names the file.
@Suite("A command's outputs against its own inputs")
struct OwnInputsTests {
    @Test("the scene file is refused as the record by identity, whatever path names it; another file is not")
    func identity() throws {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("tapplay-own-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: d) }
        let scene = d + "/s.yaml"
        try "name: s\n".write(toFile: scene, atomically: true, encoding: .utf8)
        #expect(link(scene, d + "/hard.yaml") == 0)
        #expect(symlink(scene, d + "/soft.yaml") == 0)
        let input = OwnInputs.Input(role: "the scene file", path: scene)
        for path in [scene, d + "/./s.yaml", d + "/hard.yaml", d + "/soft.yaml"] {
            let out = OwnInputs.Output(option: "--record", path: path, writes: "the record", appends: true)
            let clash = OwnInputs.clash(outputs: [out], inputs: [input])
            #expect(clash?.hasPrefix("--record \(path): that is the scene file") == true, "\(clash ?? "nil")")
            #expect(clash?.contains("the record would be appended to it") == true)
        }
        let other = OwnInputs.Output(option: "--record", path: d + "/rec.jsonl", writes: "the record", appends: true)
        #expect(OwnInputs.clash(outputs: [other], inputs: [input]) == nil)
    }
}
