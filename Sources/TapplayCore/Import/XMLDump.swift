/// Reading a dump's XML, with the reader's failures and remarks turned into
/// the dump's errors and warnings.
enum XMLDump {
    static func read(_ text: String, file: String, into warnings: inout WarningLog) throws(SceneLoadError) -> XMLReader {
        let xml: XMLReader
        do {
            xml = try XMLReader(text)
        } catch {
            throw SceneLoadError(problems: [SceneProblem(file: file, line: error.line, column: error.column,
                                                         message: error.message)])
        }
        for s in xml.strayText {
            if s.text.hasPrefix("UI hierchary dumped to") || s.text.hasPrefix("UI hierarchy dumped to") { continue }
            warnings.add(line: s.line, "text outside the XML elements, skipped: '\(DumpText.excerpt(Substring(s.text)))'")
        }
        for u in xml.unclosed.prefix(1) {
            warnings.add(line: u.line, "the file ends before <\(u.name)> (and \(xml.unclosed.count - 1) more) is closed; "
                         + "the dump looks cut")
        }
        return xml
    }

    /// Walks the elements in document order: `element(tag, parent, dump)`
    /// gives the dump element a start tag becomes (its parent is given), which
    /// is appended to the dump and is the parent of the tags inside it; nil for
    /// a tag that is no view (the document's root, the application), whose
    /// insides are then top-level.
    static func elements(of xml: XMLReader, into dump: inout ParsedDump,
                         _ element: (XMLReader.Tag, _ parent: Int?, inout ParsedDump) -> DumpElement?) {
        var stack: [Int?] = []
        for event in xml.events {
            switch event {
            case .end:
                _ = stack.popLast()
            case .start(let tag):
                let parent = stack.last ?? nil
                guard let e = element(tag, parent, &dump) else {
                    stack.append(nil)
                    continue
                }
                stack.append(dump.elements.count)
                dump.elements.append(e)
            }
        }
    }
}
