import Testing
@testable import TapplayCore
@Test func placeholder() { #expect(true) }
