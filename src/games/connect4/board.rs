//! The Connect Four state: one bitboard per side. Cell (column `c`, row `r`
//! from the bottom) is bit `7·c + r`; the seventh bit of each column is
//! never set, so a shifted line stops there instead of wrapping into the
//! next column.

/// Columns on the board.
pub const COLUMNS: u8 = 7;
/// Rows on the board.
pub const ROWS: u8 = 6;
/// Bits per column: the rows plus one always-empty guard row.
pub const STRIDE: u8 = ROWS + 1;
/// Cells on the board.
pub const CELLS: u32 = 42;

/// One of the two sides. The first player moves first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Disc {
    /// The side that moves first.
    First,
    /// The side that moves second.
    Second,
}

impl Disc {
    /// The other side.
    #[must_use]
    pub fn other(self) -> Self {
        match self {
            Self::First => Self::Second,
            Self::Second => Self::First,
        }
    }

    /// `"first player"` or `"second player"`, in the reader's language.
    #[must_use]
    pub fn name(self) -> String {
        match self {
            Self::First => crate::tr!("c4-first-player"),
            Self::Second => crate::tr!("c4-second-player"),
        }
    }
}

/// The bit of cell (`column`, `row`), both 0-based, row 0 at the bottom.
#[must_use]
pub const fn cell_bit(column: u8, row: u8) -> u64 {
    1 << (column as u32 * STRIDE as u32 + row as u32)
}

/// The six cells of `column` (0-based).
#[must_use]
pub const fn column_mask(column: u8) -> u64 {
    0b11_1111 << (column as u32 * STRIDE as u32)
}

/// A position: the discs of each side. Who moves follows from the counts.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Board {
    first: u64,
    second: u64,
}

impl Board {
    /// The empty board, the first player to move.
    pub const EMPTY: Self = Self {
        first: 0,
        second: 0,
    };

    /// The discs of `disc`'s side.
    #[must_use]
    pub fn discs(self, disc: Disc) -> u64 {
        match disc {
            Disc::First => self.first,
            Disc::Second => self.second,
        }
    }

    /// Every disc on the board.
    #[must_use]
    pub fn occupied(self) -> u64 {
        self.first | self.second
    }

    /// How many discs have been played.
    #[must_use]
    pub fn moves_played(self) -> u32 {
        self.occupied().count_ones()
    }

    /// The side to move.
    #[must_use]
    pub fn to_move(self) -> Disc {
        if self.moves_played().is_multiple_of(2) {
            Disc::First
        } else {
            Disc::Second
        }
    }

    /// How many discs `column` (0-based) holds; 0 for a column that does
    /// not exist.
    #[must_use]
    pub fn height(self, column: u8) -> u8 {
        if column >= COLUMNS {
            return 0;
        }
        // At most 6 bits of one column: fits in a u8.
        #[expect(clippy::cast_possible_truncation, reason = "at most 6")]
        let height = (self.occupied() & column_mask(column)).count_ones() as u8;
        height
    }

    /// What stands in cell (`column`, `row`), row 0 at the bottom.
    #[must_use]
    pub fn at(self, column: u8, row: u8) -> Option<Disc> {
        if column >= COLUMNS || row >= ROWS {
            return None;
        }
        let bit = cell_bit(column, row);
        if self.first & bit != 0 {
            Some(Disc::First)
        } else if self.second & bit != 0 {
            Some(Disc::Second)
        } else {
            None
        }
    }

    /// The side to move drops a disc into `column` (0-based), if the column
    /// exists and is not full. Whether the game is already over is not
    /// checked here (see [`crate::games::connect4::lines::terminal`]).
    #[must_use]
    pub fn drop_disc(self, column: u8) -> Option<Self> {
        let height = self.height(column);
        if column >= COLUMNS || height >= ROWS {
            return None;
        }
        let bit = cell_bit(column, height);
        Some(match self.to_move() {
            Disc::First => Self {
                first: self.first | bit,
                second: self.second,
            },
            Disc::Second => Self {
                first: self.first,
                second: self.second | bit,
            },
        })
    }

    /// The columns that are not full, left to right (0-based).
    pub fn open_columns(self) -> impl Iterator<Item = u8> {
        (0..COLUMNS).filter(move |&column| self.height(column) < ROWS)
    }

    /// A number equal for equal positions: the first player's discs plus
    /// every disc. Within a column of height h the sum stays below 2^(h+1),
    /// so columns never carry into each other and the key is unique.
    #[must_use]
    pub fn key(self) -> u64 {
        self.first + self.occupied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discs_fall_to_the_lowest_empty_cell() {
        let board = Board::EMPTY.drop_disc(3).unwrap().drop_disc(3).unwrap();
        assert_eq!(board.at(3, 0), Some(Disc::First));
        assert_eq!(board.at(3, 1), Some(Disc::Second));
        assert_eq!(board.at(3, 2), None);
        assert_eq!(board.height(3), 2);
        assert_eq!(board.to_move(), Disc::First);
    }

    #[test]
    fn a_full_column_refuses_a_disc() {
        let mut board = Board::EMPTY;
        for _ in 0..6 {
            board = board.drop_disc(0).unwrap();
        }
        assert_eq!(board.height(0), 6);
        assert_eq!(board.drop_disc(0), None);
        assert_eq!(
            board.open_columns().collect::<Vec<_>>(),
            vec![1, 2, 3, 4, 5, 6]
        );
        assert_eq!(board.drop_disc(7), None);
    }

    #[test]
    fn keys_tell_apart_positions_with_the_same_discs_swapped() {
        let a = Board::EMPTY.drop_disc(0).unwrap().drop_disc(1).unwrap();
        let b = Board::EMPTY.drop_disc(1).unwrap().drop_disc(0).unwrap();
        assert_ne!(a.key(), b.key());
    }
}
