// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "LayoutSnap",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "LayoutSnap", targets: ["LayoutSnap"]),
        // The model, the DSL and the layout engine alone: pure Swift, no C library to build against
        // (`import LayoutModel`, `import LayoutEngine`).
        .library(name: "LayoutSnapLayout", targets: ["LayoutModel", "LayoutEngine"]),
        .library(name: "LayoutSnapshotTesting", targets: ["LayoutSnapshotTesting"]),
        // Strategies for swift-snapshot-testing's `assertSnapshot(of:as:)`; empty unless the
        // `SnapshotTestingInterop` trait is enabled, so the base library never pulls that package.
        .library(name: "LayoutSnapSnapshotTesting", targets: ["LayoutSnapSnapshotTesting"]),
        .executable(name: "layoutsnap", targets: ["layoutsnap"]),
    ],
    traits: [
        .trait(name: "SnapshotTestingInterop",
               description: "LayoutSnapSnapshotTesting: image, SVG and frames strategies for swift-snapshot-testing's assertSnapshot."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // `layoutsnap watch`'s server and its live reload; only `LayoutSnapServer` (and so the CLI) uses them.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
    ],
    targets: [
        // Plain data: geometry, nodes, styles, the fixture format, the DSL, the frame tree.
        .target(name: "LayoutModel"),
        // The engine and one folder per layout algorithm.
        .target(name: "LayoutEngine", dependencies: ["LayoutModel"]),
        // Display list, its builder and the SVG backend.
        .target(name: "LayoutRender", dependencies: ["LayoutModel"]),
        // System libraries, found with pkg-config.
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        // Text: Pango (shaping with HarfBuzz, UAX #14 line breaking, UAX #9 bidi, ellipsization) drawn
        // with cairo; its fontconfig font map and fontconfig itself (linked in the module map), so the
        // fonts are a private configuration of pinned files.
        .systemLibrary(
            name: "CPango", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]),
        .systemLibrary(
            name: "CLibPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(
            name: "CLibDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
        // The libpng calls that can longjmp, behind plain C return codes.
        // Also a fast decoder for 8-bit RGB(A): libdeflate inflates, our code undoes the row filters
        // (zlib, which libpng links anyway, gives the tests a reference deflate).
        .target(name: "PNGShim", dependencies: ["CLibPNG", "CLibDeflate"], linkerSettings: [.linkedLibrary("z")]),
        // Straight RGBA8 images and the PNG codec.
        .target(name: "RasterImage", dependencies: ["PNGShim"]),
        .target(name: "LayoutRenderCairo", dependencies: ["LayoutRender", "LayoutModel", "CCairo", "CPango", "RasterImage"]),
        // Snapshot core: comparator, references, record modes, verify, report. Knows no layout, no XCTest.
        .target(name: "SnapshotKit", dependencies: ["RasterImage", "CAffinity"]),
        .testTarget(name: "SnapshotKitTests", dependencies: ["SnapshotKit", "RasterImage"], exclude: ["Resources"]),
        // One import for library users.
        .target(name: "LayoutSnap", dependencies: ["LayoutModel", "LayoutEngine", "LayoutRender", "RasterImage", "LayoutRenderCairo", "SnapshotKit", "CAffinity"]),
        // A thread's CPU affinity: `check`'s workers (`WorkerPlacement.swift`), and the pixel scan
        // that stays on its caller's one processor (`PixelScan+Parallel.swift`).
        .systemLibrary(name: "CAffinity"),
        // assertLayoutSnapshot for Swift Testing and XCTest.
        .target(name: "LayoutSnapshotTesting", dependencies: ["LayoutSnap"]),
        // swift-snapshot-testing interop, compiled only with the `SnapshotTestingInterop` trait.
        .target(
            name: "LayoutSnapSnapshotTesting",
            dependencies: [
                "LayoutSnap",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTestingInterop"])),
            ]),
        // The review server of `layoutsnap watch`: the report over HTTP, approve and reject behind a
        // per-run token, live reload over a WebSocket. The only target that knows Hummingbird.
        .target(
            name: "LayoutSnapServer",
            dependencies: [
                "LayoutSnap",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]),
        // The server's tests; the WebSocket client drives headless Chromium over its DevTools protocol.
        .testTarget(
            name: "LayoutSnapServerTests",
            dependencies: [
                "LayoutSnapServer", "LayoutSnap",
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        // Release builds link the Swift runtime and Foundation in statically: `scripts/release`
        // (`swift build -c release --static-swift-stdlib`), with no flags in this manifest.
        // glibc's mallopt(3), for the CLI's allocator tuning (`AllocatorTuning.swift`).
        .systemLibrary(name: "CMalloc"),
        .executableTarget(
            name: "layoutsnap",
            dependencies: ["LayoutSnap", "LayoutSnapServer", "CMalloc", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // Benchmarks: `swift run -c release layoutsnap-bench`.
        .executableTarget(name: "layoutsnap-bench", dependencies: ["LayoutSnap", "CMalloc"], path: "Sources/LayoutSnapBenchmarks"),
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel"], exclude: ["Samples"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "LayoutModel"]),
        .testTarget(name: "LayoutRenderTests", dependencies: ["LayoutSnap"]),
        .testTarget(name: "CLITests", dependencies: ["LayoutSnap", "layoutsnap"]),
        .testTarget(name: "FixtureTests", dependencies: ["LayoutSnap"]),
        // Browser-computed flexbox cases from ../shared/conformance (skipped when absent), against floor.json.
        .testTarget(name: "ConformanceTests", dependencies: ["LayoutSnap"], exclude: ["floor.json"]),
        .testTarget(name: "LayoutSnapshotTestingTests", dependencies: ["LayoutSnapshotTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
