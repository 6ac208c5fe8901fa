@_exported import LayoutModel
@_exported import LayoutEngine
@_exported import LayoutRender
@_exported import RasterImage
@_exported import LayoutRenderCairo
@_exported import SnapshotKit
