import Foundation
import Testing
@testable import TapplayCore

@Suite("Record lines: one type written by the playground, read by replay and render --taps")
struct RecordLineTests {
    static let pair = twoViews("a", [0, 0, 100, 100], "b", [104, 0, 96, 100], canvas: Size(width: 200, height: 100))

    @Test("a tap line written and read back keeps its point, policy, outcome, slop and file")
    func tapRoundTrip() throws {
        let r = Resolver(scene: Self.pair).resolve(Point(x: 102, y: 50), policy: .swiftui)
        let written = RecordLine.tap(r, time: 1.23456, cell: (3, 4), slop: 10, scene: Self.pair, file: "pair.yaml")
        let text = written.json.serialized
        #expect(text.hasPrefix("{\"time\": 1.235, \"cell\": [3, 4], \"x\": 102.0, \"y\": 50.0, \"policy\": \"swiftui\""))
        #expect(text.hasSuffix("\"slop\": 10.0, \"scene\": \"pair\", \"file\": \"pair.yaml\"}"))
        let back = try #require(RecordLine.parse(text, line: 7)?.tap)
        #expect(back.line == 7)
        #expect(back.point == Point(x: 102, y: 50))
        #expect(back.policy == .swiftui && back.slop == 10 && back.file == "pair.yaml")
        #expect(back.hit == "b" && back.responder == "b" && back.ambiguous && back.candidates == ["b", "a"])
    }

    @Test("a drag line is the drag command's object plus the scene; it reads back as a drag, not a tap")
    func dragLine() {
        let line = RecordLine.drag(.dragEnded(time: 2, item: 0, point: Point(x: 1, y: 2), lost: true),
                                   in: Self.pair, file: nil)
        let text = line.json.serialized
        #expect(text.contains("\"event\": \"dragEnded\"") && text.hasSuffix("\"scene\": \"pair\", \"file\": \"built-in\"}"))
        guard case .drag(let d)? = RecordLine.parse(text) else {
            Issue.record("not read as a drag line: \(text)")
            return
        }
        #expect(d.event == "dragEnded")
        #expect(RecordLine.parse("{\"x\": \"no\"}") == nil)
        #expect(RecordLine.parse("not json") == nil)
    }

    @Test("replay lists the taps whose outcome changed, and honours --policy and --slop")
    func replay() throws {
        let resolver = Resolver(scene: Self.pair)
        let lines = [Point(x: 50, y: 50), Point(x: 102, y: 50)].enumerated().map { i, p in
            var t = RecordLine.tap(resolver.resolve(p, policy: .swiftui), time: 0, cell: (0, 0), slop: 10, scene: Self.pair, file: "pair.yaml").tap!
            t.line = i + 1
            return RecordLine.tap(t)
        }
        let file = RecordFile(lines: lines + [.drag(.init(event: "lifted", json: .null))])
        let same = try Replay(load: { _ in Self.pair }).run(file)
        #expect(same.taps == 2 && same.dragEvents == 1 && same.differences.isEmpty)
        #expect(same.summary == "2 taps replayed, 0 differ (1 drag event not replayed)")
        // With slop 0 the seam tap (2 pt from a, 2 pt from b) reaches nobody.
        let noSlop = try Replay(slop: 0, load: { _ in Self.pair }).run(file)
        #expect(noSlop.differences.map(\.was.line) == [2])
        #expect(noSlop.differences.first?.text == "line 2: (102, 50) swiftui: was hit b, responder b, ambiguous: b, a; now hit none, responder none")
        let asUIKit = try Replay(policy: .uikit, load: { _ in Self.pair }).run(file)
        #expect(asUIKit.differences.map(\.was.line) == [2])
    }
}
