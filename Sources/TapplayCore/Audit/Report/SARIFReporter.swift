import Foundation

/// The SARIF 2.1.0 report, as GitHub code scanning accepts it: one run whose
/// driver is tapplay with one rule per finding kind, and one result per
/// finding, located at the first view's line in the scene or dump file: level
/// `warning` when certain, `note` when to review, its `properties` holding the
/// finding's JSON pairs (`certainty`, and `because` for review; SPEC 5.3).
enum SARIFReporter {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The base that relative artifact URIs are relative to.
    static let sourceRoot = "%SRCROOT%"

    static func render(_ report: AuditReport) -> String {
        render(report, currentDirectory: FileManager.default.currentDirectoryPath)
    }

    static func render(_ report: AuditReport, currentDirectory: String) -> String {
        log(report, currentDirectory: currentDirectory).prettySerialized + "\n"
    }

    static func log(_ report: AuditReport, currentDirectory: String) -> JSON {
        let kinds = FindingKind.allCases
        let rules: [JSON] = kinds.map { rule(FindingRule.of($0)) }
        var locations: [String: ArtifactPath] = [:]
        var results: [JSON] = []
        var anyRelative = false
        for f in report.findings {
            let place = locations[f.file] ?? ArtifactPath(f.file, currentDirectory: currentDirectory)
            locations[f.file] = place
            anyRelative = anyRelative || place.isRelative
            results.append(result(f, place: place, ruleIndex: kinds.firstIndex(of: f.kind) ?? 0))
        }
        let driver: JSON = .object([
            ("name", .string("tapplay")),
            ("version", .string(TapplayVersion.string)),
            ("semanticVersion", .string(TapplayVersion.string)),
            ("rules", .array(rules)),
        ])
        var run: [(String, JSON)] = [("tool", .object([("driver", driver)]))]
        if anyRelative {
            run.append(("originalUriBaseIds", .object([
                (sourceRoot, .object([("uri", .string(ArtifactPath.directoryURI(currentDirectory)))])),
            ])))
        }
        run.append(("results", .array(results)))
        return .object([
            ("$schema", .string(schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ])
    }

    static func rule(_ r: FindingRule) -> JSON {
        var pairs: [(String, JSON)] = [
            ("id", .string(r.kind.rawValue)),
            ("name", .string(r.name)),
            ("shortDescription", .object([("text", .string(r.short))])),
            ("fullDescription", .object([("text", .string(r.full))])),
        ]
        if let uri = r.helpURI { pairs.append(("helpUri", .string(uri))) }
        var tags: [JSON] = [.string("accessibility"), .string("usability"), .string("tap-target")]
        if let c = r.kind.standard?.criterion { tags += [.string("wcag22"), .string("wcag" + c.filter(\.isNumber))] }
        pairs += [
            ("help", .object([("text", .string(r.help)), ("markdown", .string(r.help))])),
            ("defaultConfiguration", .object([("level", .string("warning"))])),
            ("properties", .object([
                ("tags", .array(tags)),
                ("precision", .string("high")),
                ("problem.severity", .string("warning")),
            ])),
        ]
        return .object(pairs)
    }

    /// `warning` for a certain finding, `note` for one to review.
    static func level(_ c: FindingCertainty) -> String { c.isCertain ? "warning" : "note" }

    static func result(_ f: AuditFinding, place: ArtifactPath, ruleIndex: Int) -> JSON {
        var artifact: [(String, JSON)] = [("uri", .string(place.uri))]
        if place.isRelative { artifact.append(("uriBaseId", .string(sourceRoot))) }
        let location: JSON = .object([
            ("physicalLocation", .object([
                ("artifactLocation", .object(artifact)),
                ("region", .object([("startLine", .int(max(1, f.line ?? 1)))])),
            ])),
        ])
        var properties: [(String, JSON)] = [("scene", .string(f.sceneName))]
        if case .object(let pairs) = FindingFormat.jsonObject(f) {
            properties += pairs.filter { $0.0 != "scene" }
        }
        return .object([
            ("ruleId", .string(f.kind.rawValue)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(level(f.certainty))),
            ("message", .object([("text", .string(FindingFormat.textLine(f)))])),
            ("locations", .array([location])),
            ("partialFingerprints", .object([(FindingFingerprint.key, .string(FindingFingerprint.of(f)))])),
            ("properties", .object(properties)),
        ])
    }
}
