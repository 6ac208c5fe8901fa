/// A table layout (TangramKit's TGTableLayout, §11): the container's children are rows stacked
/// along `orientation`, and each row's children are cells placed along the other axis.
///
/// The same parameters describe a table (`role == .table`) and each of its rows (`role == .row`);
/// a row carries the table's values with its own overrides applied, so each container's
/// algorithm reads only its own node. Columns are not aligned across rows unless their sizes
/// happen to agree (each row is laid out on its own, §11.8).
public struct TableLayout: Hashable, Sendable {
    public enum Role: String, Hashable, Sendable { case table, row }

    /// The size of a row along the table's orientation (a vertical table: the row's height).
    public enum RowSize: Hashable, Sendable {
        /// The row is as large as its largest cell.
        case wrap
        /// Rows with this size share what the table's inner extent leaves equally.
        case average
        /// A fixed number of points.
        case fixed(Double)
    }

    /// The size of a cell along the row (a vertical table: the cell's width).
    public enum ColumnSize: Hashable, Sendable {
        /// The row spans the table; cells size themselves as in a linear layout (weights included).
        case fill
        /// The row is as long as its cells, which size themselves.
        case wrap
        /// The row spans the table and its cells share it equally.
        case average
        /// Every cell has this size.
        case fixed(Double)
        /// The row spans the table and holds `n` equal columns, even when it has fewer cells.
        case count(Int)
    }

    public var role: Role
    /// `.vertical`: rows top to bottom, cells left to right; `.horizontal`: the transpose.
    public var orientation: Axis
    public var rowSize: RowSize
    public var columnSize: ColumnSize
    /// The gap between rows.
    public var rowSpacing: Double
    /// The gap between cells of a row.
    public var columnSpacing: Double
    /// A table's gravity per axis (TangramKit's `tg_gravity` on a table, a linear layout of rows):
    /// along the table it places the block of rows (start, center, end) or spreads the free space
    /// (between, around, among; fill grows every row equally); across, it aligns rows narrower
    /// than the table (start, center, end; fill stretches them). nil: start. Rows have none.
    public var horizontalGravity: Gravity?
    public var verticalGravity: Gravity?

    public init(orientation: Axis, rowSize: RowSize = .wrap, columnSize: ColumnSize = .fill,
                rowSpacing: Double = 0, columnSpacing: Double = 0, role: Role = .table,
                horizontalGravity: Gravity? = nil, verticalGravity: Gravity? = nil) {
        self.role = role; self.orientation = orientation; self.rowSize = rowSize; self.columnSize = columnSize
        self.rowSpacing = rowSpacing; self.columnSpacing = columnSpacing
        self.horizontalGravity = horizontalGravity; self.verticalGravity = verticalGravity
    }

    public func gravity(_ axis: Axis) -> Gravity? { axis == .horizontal ? horizontalGravity : verticalGravity }

    /// The parameters of one row of this table, with the row's own sizes when given.
    public func row(rowSize: RowSize? = nil, columnSize: ColumnSize? = nil) -> TableLayout {
        TableLayout(orientation: orientation, rowSize: rowSize ?? self.rowSize, columnSize: columnSize ?? self.columnSize,
                    rowSpacing: rowSpacing, columnSpacing: columnSpacing, role: .row)
    }
}
