// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "tapplay",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tapplay", targets: ["tapplay"]),
        .library(name: "TapplayCore", targets: ["TapplayCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // The only code that touches C: ncurses through a system-library module
        // (headers only; the library is linked by TapplayTerminal, per platform).
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        // The C library's wcwidth and locale calls, for the core's text widths (headers only).
        .systemLibrary(name: "CTextWidth", path: "Sources/CTextWidth"),
        // libpng, to decode screenshots (its simplified API: no setjmp from Swift).
        // The module map links png16 (Debian's libpng-dev, Homebrew's libpng);
        // on macOS Homebrew's lib folder is not searched by default.
        .systemLibrary(name: "CPNG", path: "Sources/CPNG"),
        // Pure core: geometry, scenes, policies, recognisers, the cell-buffer renderer.
        // Never imports the terminal.
        .target(
            name: "TapplayCore",
            dependencies: ["CTextWidth", "CPNG", .product(name: "Yams", package: "Yams")],
            // The built-in scene's YAML, compiled into the binary as bytes.
            resources: [.embedInCode("Scene/BuiltinScene.yaml")],
            linkerSettings: [.unsafeFlags(["-L/opt/homebrew/lib", "-L/usr/local/lib"], .when(platforms: [.macOS]))]
        ),
        // The ncurses backend and the interactive run loop.
        // Linux has the wide-character ncurses as libncursesw; macOS's system
        // libncurses has the wide-character functions built in.
        .target(
            name: "TapplayTerminal",
            dependencies: ["TapplayCore", "CNcurses"],
            linkerSettings: [
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ]
        ),
        .executableTarget(
            name: "tapplay",
            dependencies: [
                "TapplayCore",
                "TapplayTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What the test targets share (Foundation only, no Testing): the project's
        // paths, the shared dumps folder, scene-file and temporary-file builders.
        .target(name: "TapplayTestSupport", path: "Tests/TapplayTestSupport"),
        // Snapshots are read from the source tree by path (and re-recorded there).
        .testTarget(name: "TapplayCoreTests", dependencies: ["TapplayCore", "TapplayTestSupport"], exclude: ["Snapshots"]),
        .testTarget(name: "TapplayCLITests", dependencies: ["TapplayCore", "TapplayTestSupport"]),
        .testTarget(name: "TapplayTerminalTests", dependencies: ["TapplayTerminal", "TapplayCore"]),
    ],
    swiftLanguageModes: [.v6]
)
