import TapplayCore

/// One SCENE of `tapplay audit`, loaded and audited on its own, so that
/// several can run at once (`--jobs`): what it would print on stderr, in
/// order, and its result. The command prints every scene's lines in the
/// order the scenes were given, so the output is the same whatever the jobs.
struct SceneAudit: Sendable {
    /// Its lines for stderr (made safe, without `tapplay: `): the import's
    /// warnings and note, or the problems of a bad file.
    var messages: [String] = []
    var outcome: Outcome

    enum Outcome: Sendable {
        /// The file could not be loaded (its problems are in `messages`).
        case bad
        case audited(AuditResult)
        /// The audit refused the scene: the line that says why.
        case refused(String)
    }

    /// Loads `path` (a scene file or a dump) and audits it for `run`.
    static func run(_ path: String, importOptions: ImportOptions, run: AuditCIRun, options: AuditOptions) -> SceneAudit {
        let scene: Scene
        var messages: [String]
        do {
            (scene, messages) = try openScene(path, options: importOptions)
        } catch let e as SceneLoadError {
            return SceneAudit(messages: e.problems.map { Console.safe($0.description) }, outcome: .bad)
        } catch {
            return SceneAudit(messages: [Console.safe("\(path): \(error)")], outcome: .bad)
        }
        do {
            return SceneAudit(messages: messages, outcome: .audited(try run.analyse(scene, file: path, options: options)))
        } catch {
            return SceneAudit(messages: messages, outcome: .refused(Console.safe("\(error)")))
        }
    }
}
