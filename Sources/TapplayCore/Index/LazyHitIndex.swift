#if os(Linux)
import Synchronization
#else
import Foundation
#endif

/// Builds a context's `HitIndex` on first use, once, from any thread.
///
/// Contexts are made more often than they are queried (the drag lab makes one
/// per scene and per lift; the first frame needs none), so building lazily
/// keeps start-up and memory down. After the build, getting the index is one
/// acquiring load.
final class LazyHitIndex: Sendable {
    private let scene: Scene
    private let slop: Double
    private let touchableUIKit: [Bool]
    private let touchableSwiftUI: [Bool]
    private let uikitArea: [Rect]
    private let shape: [HitShape]
    private let exactShape: [HitShape]
    private let sampled: LazyBuild<SampledIndex>
    private let android: LazyBuild<AndroidIndex>
    #if os(Linux)
    private let built = AtomicLazyReference<HitIndex>()
    #else
    private let lock = NSLock()
    nonisolated(unsafe) private var built: HitIndex?
    #endif

    init(scene: Scene, slop: Double, touchableUIKit: [Bool], touchableSwiftUI: [Bool],
         uikitArea: [Rect], shape: [HitShape], exactShape: [HitShape],
         sampled: LazyBuild<SampledIndex>, android: LazyBuild<AndroidIndex>) {
        self.sampled = sampled
        self.android = android
        self.scene = scene
        self.slop = slop
        self.touchableUIKit = touchableUIKit
        self.touchableSwiftUI = touchableSwiftUI
        self.uikitArea = uikitArea
        self.shape = shape
        self.exactShape = exactShape
    }

    private func make() -> HitIndex {
        HitIndex(scene: scene, slop: slop, touchableUIKit: touchableUIKit, touchableSwiftUI: touchableSwiftUI,
                 uikitArea: uikitArea, shape: shape, exactShape: exactShape,
                 sampled: sampled, android: android)
    }

    var value: HitIndex {
        #if os(Linux)
        if let b = built.load() { return b }
        // Two threads may both build; the first stored wins and the other is dropped.
        return built.storeIfNil(make())
        #else
        lock.lock()
        defer { lock.unlock() }
        if let b = built { return b }
        let b = make()
        built = b
        return b
        #endif
    }
}
