import Foundation
import Testing
@testable import TapplayCore
import TapplayTestSupport

/// The SARIF report against the parts of the SARIF 2.1.0 schema it uses:
/// every object holds only the properties the schema defines for it (the
/// schema forbids others), the required ones are there, and enumerations and
/// minimums hold.
@Suite("SARIF report against the 2.1.0 schema's objects")
struct SARIFSchemaTests {
    /// Properties the schema allows, per object type.
    static let allowed: [String: Set<String>] = [
        "sarifLog": ["$schema", "version", "runs", "inlineExternalProperties", "properties"],
        "run": ["tool", "invocations", "conversion", "language", "versionControlProvenance", "originalUriBaseIds",
                "artifacts", "logicalLocations", "graphs", "results", "automationDetails", "runAggregates",
                "baselineGuid", "redactionTokens", "defaultEncoding", "defaultSourceLanguage", "newlineSequences",
                "columnKind", "externalPropertyFileReferences", "threadFlowLocations", "taxonomies", "addresses",
                "translations", "policies", "webRequests", "webResponses", "specialLocations", "properties"],
        "tool": ["driver", "extensions", "properties"],
        "toolComponent": ["guid", "name", "organization", "product", "productSuite", "shortDescription",
                          "fullDescription", "fullName", "version", "semanticVersion", "dottedQuadFileVersion",
                          "releaseDateUtc", "downloadUri", "informationUri", "globalMessageStrings", "notifications",
                          "rules", "taxa", "locations", "language", "contents", "isComprehensive",
                          "localizedDataSemanticVersion", "minimumRequiredLocalizedDataSemanticVersion",
                          "associatedComponent", "translationMetadata", "supportedTaxonomies", "properties"],
        "reportingDescriptor": ["id", "deprecatedIds", "guid", "deprecatedGuids", "name", "deprecatedNames",
                                "shortDescription", "fullDescription", "messageStrings", "defaultConfiguration",
                                "helpUri", "help", "relationships", "properties"],
        "reportingConfiguration": ["enabled", "level", "rank", "parameters", "properties"],
        "multiformatMessageString": ["text", "markdown", "properties"],
        "result": ["ruleId", "ruleIndex", "rule", "kind", "level", "message", "analysisTarget", "locations", "guid",
                   "correlationGuid", "occurrenceCount", "partialFingerprints", "fingerprints", "stacks",
                   "codeFlows", "graphs", "graphTraversals", "relatedLocations", "suppressions", "baselineState",
                   "rank", "attachments", "hostedViewerUri", "workItemUris", "provenance", "fixes", "taxa",
                   "webRequest", "webResponse", "properties"],
        "message": ["text", "markdown", "id", "arguments", "properties"],
        "location": ["id", "physicalLocation", "logicalLocations", "message", "annotations", "relationships",
                     "properties"],
        "physicalLocation": ["address", "artifactLocation", "region", "contextRegion", "properties"],
        "artifactLocation": ["uri", "uriBaseId", "index", "description", "properties"],
        "region": ["startLine", "startColumn", "endLine", "endColumn", "charOffset", "charLength", "byteOffset",
                   "byteLength", "snippet", "message", "sourceLanguage", "properties"],
    ]

    static func check(_ value: Any?, as type: String, required: [String] = [],
                      at path: String) throws -> [String: Any] {
        let o = try #require(value as? [String: Any], "\(path) is not an object")
        let extra = Set(o.keys).subtracting(allowed[type] ?? [])
        #expect(extra.isEmpty, "\(path) (\(type)) has properties the schema forbids: \(extra.sorted())")
        for key in required { #expect(o[key] != nil, "\(path) lacks required \(key)") }
        if let bag = o["properties"] {
            let props = try #require(bag as? [String: Any], "\(path).properties is not a property bag")
            if let tags = props["tags"] {
                let list = try #require(tags as? [String], "\(path).properties.tags")
                #expect(Set(list).count == list.count, "\(path).properties.tags are not unique")
            }
        }
        return o
    }

    static func text(_ value: Any?, at path: String) throws {
        let o = try check(value, as: "multiformatMessageString", required: ["text"], at: path)
        #expect(o["text"] is String)
    }

    @Test("every object of a report with every kind of finding, certain and to review, in and out of the current directory")
    func schema() throws {
        var report = AuditCIFixtures.report(file: "dir/" + AuditCIFixtures.nasty + ".yaml")
        report.findings.append(AuditCIFixtures.small(file: "/elsewhere/x.yaml"))
        report.findings += AuditCIFixtures.mixedReport().findings
        let text = SARIFReporter.render(report, currentDirectory: "/work/repo")
        let log = try Self.check(try JSONSerialization.jsonObject(with: Data(text.utf8)), as: "sarifLog",
                                 required: ["version", "runs"], at: "log")
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [Any])
        #expect(runs.count == 1)
        let run = try Self.check(runs[0], as: "run", required: ["tool"], at: "runs[0]")
        let tool = try Self.check(run["tool"], as: "tool", required: ["driver"], at: "tool")
        let driver = try Self.check(tool["driver"], as: "toolComponent", required: ["name"], at: "driver")
        let rules = try #require(driver["rules"] as? [Any])
        for (i, r) in rules.enumerated() {
            let rule = try Self.check(r, as: "reportingDescriptor", required: ["id"], at: "rules[\(i)]")
            for key in ["shortDescription", "fullDescription", "help"] { try Self.text(rule[key], at: "rules[\(i)].\(key)") }
            let config = try Self.check(rule["defaultConfiguration"], as: "reportingConfiguration", at: "rules[\(i)]")
            #expect(["none", "note", "warning", "error"].contains(config["level"] as? String ?? ""))
        }
        for (key, base) in try #require(run["originalUriBaseIds"] as? [String: Any]) {
            let location = try Self.check(base, as: "artifactLocation", at: "originalUriBaseIds.\(key)")
            let uri = try #require(location["uri"] as? String)
            #expect(uri.hasPrefix("file:///") && uri.hasSuffix("/"), "a base URI is absolute and ends in /")
        }
        let results = try #require(run["results"] as? [Any])
        #expect(results.count == report.findings.count)
        for (i, r) in results.enumerated() {
            let result = try Self.check(r, as: "result", required: ["message"], at: "results[\(i)]")
            #expect(["none", "note", "warning", "error"].contains(result["level"] as? String ?? ""))
            #expect(result["properties"] is [String: Any], "a property bag")
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(index >= 0 && index < rules.count)
            #expect((rules[index] as? [String: Any])?["id"] as? String == result["ruleId"] as? String)
            let message = try Self.check(result["message"], as: "message", at: "results[\(i)].message")
            #expect(message["text"] is String)
            let prints = try #require(result["partialFingerprints"] as? [String: Any])
            #expect(prints.values.allSatisfy { $0 is String })
            for (j, l) in try #require(result["locations"] as? [Any]).enumerated() {
                let location = try Self.check(l, as: "location", at: "results[\(i)].locations[\(j)]")
                let physical = try Self.check(location["physicalLocation"], as: "physicalLocation", at: "physicalLocation")
                let artifact = try Self.check(physical["artifactLocation"], as: "artifactLocation", at: "artifactLocation")
                let uri = try #require(artifact["uri"] as? String)
                // A URI reference (RFC 3986): only unreserved, reserved and '%' characters.
                let allowed = CharacterSet(charactersIn:
                    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%")
                #expect(uri.unicodeScalars.allSatisfy(allowed.contains), "\(uri) is not a URI reference")
                if let base = artifact["uriBaseId"] as? String {
                    #expect((run["originalUriBaseIds"] as? [String: Any])?[base] != nil)
                }
                let region = try Self.check(physical["region"], as: "region", at: "region")
                #expect((region["startLine"] as? Int ?? 0) >= 1)
            }
        }
    }
}
