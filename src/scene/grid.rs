//! A grid game's board ([`crate::game::grid::Grid`]): colours and geometry shared
//! by the window's grid widget and the board export, so both draw the same
//! board. Paper boards (tic-tac-toe) are lines between square cells; frame
//! boards (Connect Four) are holes in a blue frame, the column numbers in a
//! strip under it. The colours are fixed, readable in the light and the dark
//! theme and on a projector.

use super::Point;
use super::palette::Rgba;
use crate::game::grid::{CellAt, Glyph, Grid, GridStyle, Mark, Seat};

/// The paper behind a paper board.
pub const PAPER: Rgba = Rgba::rgb(250, 246, 236);
/// Grid lines, disc outlines, small numbers.
pub const INK: Rgba = Rgba::rgb(50, 50, 50);
/// Crosses: Okabe–Ito blue.
pub const CROSS: Rgba = Rgba::rgb(0, 94, 160);
/// Rings: Okabe–Ito vermilion.
pub const RING: Rgba = Rgba::rgb(200, 80, 0);
/// The tint over the cell of the move into the position, *premultiplied*
/// (see [`super::board::over`]).
pub const LAST_TINT: Rgba = Rgba {
    r: 120,
    g: 110,
    b: 0,
    a: 70,
};
/// A frame board's frame.
pub const FRAME: Rgba = Rgba::rgb(25, 70, 160);
/// An empty hole.
pub const HOLE: Rgba = Rgba::rgb(240, 240, 240);
/// The first player's discs: red, dark.
pub const FIRST_DISC: Rgba = Rgba::rgb(205, 30, 40);
/// The second player's discs: yellow, light.
pub const SECOND_DISC: Rgba = Rgba::rgb(250, 205, 30);

/// A cross's or ring's inset from its cell's sides, as a share of the cell.
pub const MARK_INSET: f32 = 0.2;
/// A cross's or ring's stroke, as a share of the cell.
pub const MARK_STROKE: f32 = 0.11;
/// A disc's radius, as a share of the cell.
pub const DISC_RADIUS: f32 = 0.38;
/// The ring inside the disc just dropped: its radius as a share of the
/// disc's, its stroke as a share of the cell.
pub const DROPPED_RING: (f32, f32) = (0.5, 0.07);
/// How far paper lines stop short of the board's edge, in points.
pub const LINE_INSET: f32 = 6.0;

/// The colour `mark` is drawn in.
#[must_use]
pub fn mark_colour(mark: Mark) -> Rgba {
    match (mark.glyph, mark.seat) {
        (Glyph::Cross, _) => CROSS,
        (Glyph::Ring, _) => RING,
        (Glyph::Disc, Seat::First) => FIRST_DISC,
        (Glyph::Disc, Seat::Second) => SECOND_DISC,
    }
}

/// The widest a board of `style` is drawn, in points: the window's board
/// panel (an export draws at the size it is asked for).
#[cfg(feature = "gui")]
#[must_use]
pub fn max_width(style: GridStyle) -> f32 {
    match style {
        GridStyle::Paper => 420.0,
        GridStyle::Frame => 520.0,
    }
}

/// Where the cells of a grid `width` points wide sit, relative to its
/// top-left corner.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct GridGeometry {
    /// One cell's side.
    pub cell: f32,
    /// The size of the cells' area (the paper, or the frame).
    pub board: Point,
    /// The height of the strip of column numbers under a frame (0 on paper).
    pub numbers: f32,
    /// How it looks.
    pub style: GridStyle,
}

impl GridGeometry {
    /// The geometry of `grid` drawn `width` points wide.
    #[must_use]
    pub fn new(grid: &Grid, width: f32) -> Self {
        let cell = width / f32::from(grid.columns.max(1));
        let numbers = match grid.style {
            GridStyle::Paper => 0.0,
            GridStyle::Frame => cell * 0.45,
        };
        Self {
            cell,
            board: Point::new(width, cell * f32::from(grid.rows)),
            numbers,
            style: grid.style,
        }
    }

    /// The whole picture's size: the board and the numbers under it.
    #[must_use]
    pub fn size(&self) -> Point {
        Point::new(self.board.x, self.board.y + self.numbers)
    }

    /// The top-left corner of `cell`.
    #[must_use]
    pub fn cell_min(&self, cell: CellAt) -> Point {
        Point::new(
            f32::from(cell.column) * self.cell,
            f32::from(cell.row) * self.cell,
        )
    }

    /// The centre of `column`'s number under a frame.
    #[must_use]
    pub fn number_at(&self, column: u8) -> Point {
        Point::new(
            (f32::from(column) + 0.5) * self.cell,
            self.board.y + self.numbers / 2.0,
        )
    }

    /// The size of the numbers: a frame's column numbers, or the small
    /// number in a paper board's empty cell.
    #[must_use]
    pub fn number_size(&self) -> f32 {
        match self.style {
            GridStyle::Paper => (self.cell * 0.16).max(10.0),
            GridStyle::Frame => (self.numbers * 0.8).max(10.0),
        }
    }

    /// The width of a paper board's lines.
    #[must_use]
    pub fn line_width(&self) -> f32 {
        (self.board.x * 0.015).max(2.0)
    }
}

/// The cells of `grid`, row by row from the top left.
pub fn cells(grid: &Grid) -> impl Iterator<Item = CellAt> + '_ {
    (0..grid.rows).flat_map(|row| (0..grid.columns).map(move |column| CellAt::new(row, column)))
}
