import ArgumentParser
import Foundation
import TapplayCore

struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Re-resolve a recorded session and report every tap whose result differs.",
        discussion: """
        Reads a --record file, resolves each tap again on the scene (the recorded file, or --scene) \
        under its recorded policy (or --policy), and prints one line per tap whose hit, responder, \
        ambiguity or candidates changed. Exit status 1 when any differs, so a scene edit can be \
        checked against yesterday's taps.
        """ + CommandExamples.helpBlock("replay"))

    @Argument(help: "The record file (JSON lines written by `tapplay run --record`).")
    var record: String

    @Option(help: "Resolve on this scene instead of the one named in each record line.")
    var scene: String?

    @Option(help: "Resolve under this policy instead of the recorded one.")
    var policy: PolicyKind?

    @Option(parsing: .unconditional, help: "Override the slop (default: the recorded slop, else the scene's).")
    var slop: Double?

    @Flag(help: "Print one JSON object per differing tap, then a summary object.")
    var json = false

    func run() throws {
        try reportingFailures {
            let (taps, problems, dragEvents) = try wrap { try RecordedTap.read(path: record) }
            for p in problems { Console.err(Console.safe(p)) }
            var scenes: [String: Scene] = [:]
            func sceneFor(_ t: RecordedTap) throws -> Scene {
                let key = scene ?? t.file ?? "built-in"
                if let s = scenes[key] { return s }
                let s = key == "built-in" ? try BuiltinScene.load() : try SceneLoader.load(path: key)
                scenes[key] = s
                return s
            }
            var resolvers: [String: Resolver] = [:]
            var differing = 0
            for t in taps {
                let s = try sceneFor(t)
                let slopUsed = slop ?? t.slop
                let key = "\(scene ?? t.file ?? "built-in")|\(slopUsed.map { "\($0)" } ?? "-")"
                let resolver = resolvers[key] ?? Resolver(scene: s, slop: slopUsed)
                resolvers[key] = resolver
                let p = policy ?? t.policy ?? .uikit
                let r = resolver.resolve(t.point, policy: p)
                let now = (hit: resolver.id(r.hit), responder: resolver.id(r.responder), ambiguous: r.ambiguous,
                           candidates: r.candidates.map { s.views[$0].id })
                let same = now.hit == t.hit && now.responder == t.responder && now.ambiguous == t.ambiguous
                    && now.candidates == t.candidates
                if same { continue }
                differing += 1
                if json {
                    Console.out(JSON.object([
                        ("line", .int(t.line)), ("x", .number(t.point.x)), ("y", .number(t.point.y)),
                        ("policy", .string(p.rawValue)),
                        ("was", .object([("hit", .string(t.hit)), ("responder", .string(t.responder)),
                                         ("ambiguous", .bool(t.ambiguous)), ("candidates", .array(t.candidates.map { .string($0) }))])),
                        ("now", .object([("hit", .string(now.hit)), ("responder", .string(now.responder)),
                                         ("ambiguous", .bool(now.ambiguous)), ("candidates", .array(now.candidates.map { .string($0) }))])),
                    ]).serialized)
                } else {
                    func describe(_ h: String?, _ r: String?, _ a: Bool, _ c: [String]) -> String {
                        "hit \(h ?? "none"), responder \(r ?? "none")" + (a ? ", ambiguous: \(c.joined(separator: ", "))" : "")
                    }
                    Console.out(Console.safe("line \(t.line): \(t.point) \(p.rawValue): was \(describe(t.hit, t.responder, t.ambiguous, t.candidates)); now \(describe(now.hit, now.responder, now.ambiguous, now.candidates))"))
                }
            }
            var summary = "\(taps.count) tap\(taps.count == 1 ? "" : "s") replayed, \(differing) differ\(differing == 1 ? "s" : "")"
            if dragEvents > 0 { summary += " (\(dragEvents) drag event\(dragEvents == 1 ? "" : "s") not replayed)" }
            if json {
                Console.out(JSON.object([("taps", .int(taps.count)), ("differing", .int(differing)),
                                         ("dragEvents", .int(dragEvents))]).serialized)
            } else {
                Console.out(summary)
            }
            if differing > 0 { throw ExitCode(1) }
        }
    }
}

/// Turns a core error with a description into a CLI error.
func wrap<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let e as RecordError { throw CLIError(e.description) }
}
