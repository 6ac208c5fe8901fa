// swift-tools-version:6.0
// libFuzzer targets for LayoutSnap, in their own package so that the main manifest has no sanitizer
// settings: `scripts/fuzz` builds them with `--sanitize fuzzer --sanitize address --sanitize undefined`
// (every target, C included, instrumented) and runs each for a bounded time. See docs/fuzzing.md.
import PackageDescription

let package = Package(
    name: "LayoutSnapFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "LayoutSnap", path: "..")],
    targets: [
        // PNG bytes -> every decode path (header, fast path, libpng), re-encoding what decodes.
        .executableTarget(name: "fuzz-png", dependencies: [.product(name: "LayoutSnap", package: "LayoutSnap")]),
        // Fixture JSON bytes -> fixture decoding -> layout -> display list.
        .executableTarget(name: "fuzz-fixture", dependencies: [.product(name: "LayoutSnap", package: "LayoutSnap")]),
    ],
    swiftLanguageModes: [.v6]
)
