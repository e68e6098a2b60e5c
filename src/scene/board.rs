//! The chessboard's colours and geometry, shared by the window's board and
//! the board export, so both draw the same board: an 8×8 grid with the
//! rank digits in a margin on its left and the file letters in one under it.

use super::Point;
use super::palette::Rgba;
use crate::chess::Square;

/// Light squares.
pub const LIGHT_SQUARE: Rgba = Rgba::rgb(240, 217, 181);
/// Dark squares.
pub const DARK_SQUARE: Rgba = Rgba::rgb(181, 136, 99);
/// The tint over the from- and to-square of the last move. The two tints
/// are *premultiplied* (their colour is already scaled by their opacity, and
/// may exceed it: they brighten what they cover); [`over`] composites one.
pub const MOVE_TINT: Rgba = Rgba {
    r: 150,
    g: 150,
    b: 0,
    a: 110,
};
/// The disc under a king in check.
pub const CHECK_TINT: Rgba = Rgba {
    r: 200,
    g: 0,
    b: 0,
    a: 170,
};
/// White pieces' fill.
pub const WHITE_PIECE: Rgba = Rgba::rgb(255, 255, 255);
/// Black pieces' fill.
pub const BLACK_PIECE: Rgba = Rgba::rgb(20, 20, 20);
/// Pieces' outline.
pub const OUTLINE: Rgba = Rgba::rgb(0, 0, 0);

/// The opaque colour of premultiplied `tint` laid over opaque `base`.
#[must_use]
pub fn over(tint: Rgba, base: Rgba) -> Rgba {
    let keep = 255 - u16::from(tint.a);
    let mix = |t: u8, b: u8| {
        let value = u16::from(t) + (u16::from(b) * keep + 127) / 255;
        value.min(255) as u8
    };
    Rgba::rgb(
        mix(tint.r, base.r),
        mix(tint.g, base.g),
        mix(tint.b, base.b),
    )
}

/// Where the squares of a board `side` points wide sit, relative to its
/// top-left corner.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct BoardGeometry {
    /// The width of the coordinate margins.
    pub margin: f32,
    /// The grid's top-left corner.
    pub grid: Point,
    /// One square's side.
    pub cell: f32,
    /// Black at the bottom.
    pub flipped: bool,
}

impl BoardGeometry {
    /// The geometry of a board `side` points wide, coordinates included.
    #[must_use]
    pub fn new(side: f32, flipped: bool) -> Self {
        let margin = (side * 0.05).max(12.0);
        Self {
            margin,
            grid: Point::new(margin, 0.0),
            cell: (side - margin) / 8.0,
            flipped,
        }
    }

    /// The top-left corner of `square`.
    #[must_use]
    pub fn square_min(&self, square: Square) -> Point {
        let (column, row) = if self.flipped {
            (7 - square.file(), square.rank())
        } else {
            (square.file(), 7 - square.rank())
        };
        self.grid
            .offset(f32::from(column) * self.cell, f32::from(row) * self.cell)
    }

    /// The grid's side.
    #[must_use]
    pub fn grid_side(&self) -> f32 {
        self.cell * 8.0
    }

    /// The coordinates' font size.
    #[must_use]
    pub fn label_size(&self) -> f32 {
        (self.cell * 0.3).clamp(10.0, 20.0)
    }

    /// Where the letter of `square`'s file is written (centred).
    #[must_use]
    pub fn file_label_at(&self, square: Square) -> Point {
        let min = self.square_min(square);
        Point::new(
            min.x + self.cell / 2.0,
            self.grid.y + self.grid_side() + self.margin * 0.5,
        )
    }

    /// Where the digit of `square`'s rank is written (centred).
    #[must_use]
    pub fn rank_label_at(&self, square: Square) -> Point {
        let min = self.square_min(square);
        Point::new(self.margin * 0.5, min.y + self.cell / 2.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn white_at_the_bottom_unless_flipped() {
        let board = BoardGeometry::new(400.0, false);
        let a1 = Square::new(0, 0).unwrap();
        let h8 = Square::new(7, 7).unwrap();
        assert!(board.square_min(a1).y > board.square_min(h8).y);
        assert!(board.square_min(a1).x < board.square_min(h8).x);
        let flipped = BoardGeometry::new(400.0, true);
        assert!(flipped.square_min(a1).y < flipped.square_min(h8).y);
        assert!((board.grid_side() + board.margin - 400.0).abs() < 1e-3);
    }
}
