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

    /// Problem lines printed on stderr before the rest are only counted.
    static let listedProblems = 100

    func run() throws {
        try reportingFailures {
            var scenes: [String: Scene] = [:]
            func sceneFor(_ t: RecordedTap) throws -> Scene {
                let key = scene ?? t.file ?? "built-in"
                if let s = scenes[key] { return s }
                let s = key == "built-in" ? try BuiltinScene.load() : try SceneLoader.load(path: key)
                if scenes.count >= 16 { scenes.removeAll() }
                scenes[key] = s
                return s
            }
            var resolvers: [String: Resolver] = [:]
            var taps = 0, differing = 0, dragEvents = 0, problems = 0
            try wrap {
                try RecordedTap.forEachLine(path: record) { line in
                    switch line {
                    case .dragEvent:
                        dragEvents += 1
                    case .problem(let p):
                        problems += 1
                        if problems <= Self.listedProblems { Console.err(Console.safe(p)) }
                    case .tap(let t):
                        taps += 1
                        if try compare(t, sceneFor: sceneFor, resolvers: &resolvers) { differing += 1 }
                    }
                }
            }
            if problems > Self.listedProblems {
                Console.err("\(problems - Self.listedProblems) more malformed lines not listed")
            }
            var summary = "\(taps) tap\(taps == 1 ? "" : "s") replayed, \(differing) differ\(differing == 1 ? "s" : "")"
            if dragEvents > 0 { summary += " (\(dragEvents) drag event\(dragEvents == 1 ? "" : "s") not replayed)" }
            if problems > 0 { summary += ", \(problems) malformed line\(problems == 1 ? "" : "s") skipped" }
            if json {
                Console.out(JSON.object([("taps", .int(taps)), ("differing", .int(differing)),
                                         ("dragEvents", .int(dragEvents)), ("malformed", .int(problems))]).serialized)
            } else {
                Console.out(summary)
            }
            if taps == 0 && dragEvents == 0 && problems > 0 {
                throw CLIError("\(record): no line is a recorded tap or drag event (\(problems) malformed)")
            }
            if differing > 0 || problems > 0 { throw ExitCode(1) }
        }
    }

    /// Resolves one recorded tap again and prints it when it differs; true when it does.
    private func compare(_ t: RecordedTap, sceneFor: (RecordedTap) throws -> Scene,
                         resolvers: inout [String: Resolver]) throws -> Bool {
        let s = try sceneFor(t)
        let slopUsed = slop ?? t.slop
        let key = "\(scene ?? t.file ?? "built-in")|\(slopUsed.map { "\($0)" } ?? "-")"
        if resolvers[key] == nil && resolvers.count >= 16 { resolvers.removeAll() }
        let resolver = resolvers[key] ?? Resolver(scene: s, slop: slopUsed)
        resolvers[key] = resolver
        let p = policy ?? t.policy ?? .uikit
        let r = resolver.resolve(t.point, policy: p)
        let now = (hit: resolver.id(r.hit), responder: resolver.id(r.responder), ambiguous: r.ambiguous,
                   candidates: r.candidates.map { s.views[$0].id })
        let same = now.hit == t.hit && now.responder == t.responder && now.ambiguous == t.ambiguous
            && now.candidates == t.candidates
        if same { return false }
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
        return true
    }
}

/// Turns a core error with a description into a CLI error.
func wrap<T>(_ body: () throws -> T) rethrows -> T {
    do { return try body() } catch let e as RecordError { throw CLIError(e.description) }
}
