// One import for tests: `import LayoutSnapshotTesting` brings the DSL, the model, the strategies
// and the snapshot types, as `import LayoutSnap` does.
@_exported import LayoutSnap
