// swift-tools-version:6.1
// A package as a LayoutSnap user writes one: a component library whose code needs only the
// layout-only product (no C library), and tests that snapshot it three ways: Swift Testing and
// XCTest with `assertLayoutSnapshot`, and swift-snapshot-testing's `assertSnapshot` through the
// interop product. It depends on this repository by path; a user writes
// `.package(url: "https://github.com/<owner>/LayoutSnap", from: "0.9.0", traits: ["SnapshotTestingInterop"])`.
import PackageDescription

let package = Package(
    name: "CardKit",
    platforms: [.macOS(.v15)],
    products: [.library(name: "CardKit", targets: ["CardKit"])],
    dependencies: [
        .package(name: "LayoutSnap", path: "../..", traits: ["SnapshotTestingInterop"]),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        .target(name: "CardKit", dependencies: [.product(name: "LayoutSnapLayout", package: "LayoutSnap")]),
        .testTarget(name: "CardKitTests", dependencies: [
            "CardKit", .product(name: "LayoutSnapshotTesting", package: "LayoutSnap"),
        ]),
        .testTarget(name: "CardKitXCTests", dependencies: [
            "CardKit", .product(name: "LayoutSnapshotTesting", package: "LayoutSnap"),
        ]),
        .testTarget(name: "CardKitInteropTests", dependencies: [
            "CardKit",
            .product(name: "LayoutSnapSnapshotTesting", package: "LayoutSnap"),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
