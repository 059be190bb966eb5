import Foundation
import Yams

/// Reads and validates an audit config file as scene files are read: every
/// problem found, each with its line, column and key
/// (`.tapplay.yml:3:11: min-size: -4 must not be negative`), and nothing
/// returned unless the whole file is valid.
public enum AuditConfigLoader {
    static let keys = ["policies", "density", "standards", "min-size", "spacing", "resolution", "radius", "slop",
                       "fail-on", "fail-on-review", "ignore", "tappable", "guess-tappable", "framework"]
    static let ignoreKeys = ["view", "kind"]

    /// Reads the file at `path`; problems name it `shownAs` (default: the path).
    public static func load(path: String, shownAs: String? = nil) throws(SceneLoadError) -> AuditConfig {
        let name = shownAs ?? path
        switch SceneFileReader.read(path: path) {
        case .success(let text):
            return try parse(yaml: text, source: name)
        case .failure(let e):
            throw SceneLoadError(problems: e.problems.map { p in
                var p = p
                p.file = name
                p.message = p.message.replacingOccurrences(of: "scene files are", with: "config files are")
                return p
            })
        }
    }

    public static func parse(yaml: String, source: String) throws(SceneLoadError) -> AuditConfig {
        let result: Result<AuditConfig, SceneLoadError> = LargeStack.run {
            let document: Node?
            do {
                document = try Yams.compose(yaml: yaml, .basic)
            } catch {
                var problem = YAMLErrorTranslation.problem(for: error, yaml: yaml, file: source)
                problem.message = problem.message.replacingOccurrences(of: "a scene file", with: "a config file")
                return .failure(SceneLoadError(problems: [problem]))
            }
            let diagnostics = SceneDiagnostics(file: source)
            var config = read(document, YAMLNodeReader(diagnostics: diagnostics))
            guard !diagnostics.hasProblems else { return .failure(SceneLoadError(problems: diagnostics.allProblems)) }
            config.file = source
            return .success(config)
        }
        switch result {
        case .success(let c): return c
        case .failure(let e): throw e
        }
    }

    private static func read(_ document: Node?, _ r: YAMLNodeReader) -> AuditConfig {
        var config = AuditConfig()
        guard let document else { return config }
        if case .scalar(let s) = document, YAMLNodeReader.isPlain(s),
           s.string.isEmpty || YAMLNodeReader.isNullWord(s.string) {
            return config  // an empty file: no settings
        }
        guard case .mapping(let top) = document else {
            r.report("expected a mapping of settings (\(keys.joined(separator: ", "))), got "
                     + YAMLNodeReader.describe(document), at: document, .root)
            return config
        }
        let paths = r.paths
        for (keyNode, value) in top {
            guard case .scalar(let k) = keyNode else {
                r.report("expected a setting's name, got \(YAMLNodeReader.describe(keyNode))", at: keyNode, .root)
                continue
            }
            let key = k.string
            let path = paths.child(.root, key)
            switch key {
            case "policies":
                config.policies = r.choices(value, path, what: "policy", empty: "names at least one policy",
                                            PolicyKind.allCases.map { ($0.rawValue, $0) })
            case "standards":
                config.standards = r.choices(value, path, what: "standard", empty: "names at least one standard",
                                             Standard.allCases.map { ($0.rawValue, $0) })
            case "fail-on":
                config.failOn = r.choices(value, path, what: "kind", empty: nil,
                                          FindingKind.allCases.map { ($0.rawValue, $0) })
            case "fail-on-review": config.failOnReview = r.bool(value, path)
            case "density": config.density = density(value, path, r)
            case "min-size": config.minSize = number(value, path, r, positive: false)
            case "spacing": config.spacing = number(value, path, r, positive: false)
            case "resolution": config.resolution = number(value, path, r, positive: true)
            case "radius": config.radius = number(value, path, r, positive: false)
            case "slop": config.slop = number(value, path, r, positive: false, atMost: Limits.maxLength)
            case "ignore": config.ignore = ignoreRules(value, path, r) ?? []
            case "tappable": config.tappable = tappablePatterns(value, path, r) ?? []
            case "guess-tappable": config.guessTappable = r.bool(value, path)
            case "framework":
                config.framework = r.choice(value, path, what: "framework", Framework.allCases.map { ($0.rawValue, $0) })
            default:
                r.report("unknown setting \(KeySuggestion.hint(for: key, in: keys, listName: "valid settings"))",
                         at: keyNode, path)
            }
        }
        return config
    }

    /// Pixels per dp: a factor (`2.625`) or a dpi value (`420dpi`).
    private static func density(_ node: Node, _ path: NodePath, _ r: YAMLNodeReader) -> Double? {
        guard let text = r.string(node, path) else { return nil }
        switch PixelDensity.parse(text) {
        case .success(let d): return d
        case .failure(let e):
            r.report(e.description, at: node, path)
            return nil
        }
    }

    /// `tappable: [TYPE | id:GLOB | label:GLOB, …]` (one pattern alone too).
    private static func tappablePatterns(_ node: Node, _ path: NodePath, _ r: YAMLNodeReader) -> [TappablePattern]? {
        let items: [Node]
        if case .scalar = node { items = [node] } else {
            guard let seq = r.sequence(node, path, expected: "a list of patterns (a type, id:GLOB or label:GLOB)") else {
                return nil
            }
            items = seq
        }
        var out: [TappablePattern] = []
        var ok = true
        for (i, item) in items.enumerated() {
            let itemPath = items.count == 1 && node == item ? path : r.paths.child(path, i)
            guard let text = r.string(item, itemPath) else { ok = false; continue }
            do { out.append(try TappablePattern(text)) } catch {
                r.report(error.description, at: item, itemPath)
                ok = false
            }
        }
        return ok ? out : nil
    }

    /// A finite number, >= 0 or > 0, and at most `atMost` when given.
    private static func number(_ node: Node, _ path: NodePath, _ r: YAMLNodeReader, positive: Bool,
                               atMost: Double? = nil) -> Double? {
        guard let n = r.number(node, path) else { return nil }
        if let atMost, n.value > atMost {
            r.report("\(n.text) must be at most \(Limits.text(atMost)) points", at: node, path)
            return nil
        }
        if positive && n.value <= 0 {
            r.report("\(n.text) must be greater than 0", at: node, path)
            return nil
        }
        if n.value < 0 {
            r.report("\(n.text) must not be negative", at: node, path)
            return nil
        }
        return n.value
    }

    /// `ignore: [{view: GLOB, kind: KIND}, …]`, at least one key in each.
    private static func ignoreRules(_ node: Node, _ path: NodePath, _ r: YAMLNodeReader) -> [IgnoreRule]? {
        guard let items = r.sequence(node, path, expected: "a list of {view: GLOB, kind: KIND}") else { return nil }
        var rules: [IgnoreRule] = []
        var ok = true
        for (i, item) in items.enumerated() {
            let itemPath = r.paths.child(path, i)
            guard let f = r.mapping(item, itemPath, expected: "a mapping {view: GLOB, kind: KIND}",
                                    known: ignoreKeys) else {
                ok = false
                continue
            }
            guard f.has("view") || f.has("kind") else {
                // Only unknown keys: those are already reported.
                if case .mapping(let m) = item, m.isEmpty {
                    r.report("give a view pattern, a kind or both ({view: GLOB, kind: KIND})", at: item, itemPath)
                }
                ok = false
                continue
            }
            var rule = IgnoreRule()
            if let v = f["view"] {
                let viewPath = r.paths.child(itemPath, "view")
                if let pattern = r.string(v, viewPath) {
                    do {
                        rule.view = try ViewGlob(pattern)
                    } catch {
                        r.report("bad pattern '\(YAMLNodeReader.excerpt(pattern))': \(error)", at: v, viewPath)
                        ok = false
                    }
                } else {
                    ok = false
                }
            }
            if let k = f["kind"] {
                let kindPath = r.paths.child(itemPath, "kind")
                if let kind = r.choice(k, kindPath, what: "kind", FindingKind.allCases.map { ($0.rawValue, $0) }) {
                    rule.kind = kind
                } else {
                    ok = false
                }
            }
            rules.append(rule)
        }
        return ok ? rules : nil
    }
}
