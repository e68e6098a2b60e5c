//! The tic-tac-toe state: one 9-bit bitboard per side (bit `i` is cell `i`,
//! row by row from the top left), and its moves in a fixed order.

/// One of the two sides. X moves first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Mark {
    /// The first player.
    X,
    /// The second player.
    O,
}

impl Mark {
    /// The other side.
    #[must_use]
    pub fn other(self) -> Self {
        match self {
            Self::X => Self::O,
            Self::O => Self::X,
        }
    }

    /// `'x'` or `'o'`, as position text writes it.
    #[must_use]
    pub fn letter(self) -> char {
        match self {
            Self::X => 'x',
            Self::O => 'o',
        }
    }
}

/// The number of cells.
pub const CELLS: u8 = 9;

/// All nine cells set.
pub const FULL: u16 = 0x1ff;

/// A position: which cells hold an X and which an O. Who moves follows from
/// the counts (X when they are equal).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Board {
    x: u16,
    o: u16,
}

impl Board {
    /// The empty board, X to move.
    pub const EMPTY: Self = Self { x: 0, o: 0 };

    /// A board from the two bitboards, unchecked: [`crate::games::tictactoe::parse`]
    /// validates positions from text. Bits above the ninth are dropped and a
    /// cell claimed by both sides is kept for X.
    #[must_use]
    pub fn from_bits(x: u16, o: u16) -> Self {
        let x = x & FULL;
        Self {
            x,
            o: o & FULL & !x,
        }
    }

    /// The cells holding `mark`, as a 9-bit bitboard.
    #[must_use]
    pub fn cells(self, mark: Mark) -> u16 {
        match mark {
            Mark::X => self.x,
            Mark::O => self.o,
        }
    }

    /// The empty cells, as a 9-bit bitboard.
    #[must_use]
    pub fn empty(self) -> u16 {
        FULL & !(self.x | self.o)
    }

    /// What stands on `cell` (0–8), if anything.
    #[must_use]
    pub fn at(self, cell: u8) -> Option<Mark> {
        let bit = 1_u16.checked_shl(u32::from(cell))?;
        if self.x & bit != 0 {
            Some(Mark::X)
        } else if self.o & bit != 0 {
            Some(Mark::O)
        } else {
            None
        }
    }

    /// How many marks `mark` has on the board.
    #[must_use]
    pub fn count(self, mark: Mark) -> u32 {
        self.cells(mark).count_ones()
    }

    /// The side to move: X when both have as many marks, else O.
    #[must_use]
    pub fn to_move(self) -> Mark {
        if self.count(Mark::X) > self.count(Mark::O) {
            Mark::O
        } else {
            Mark::X
        }
    }

    /// The side to move puts its mark on `cell`, if the cell exists and is
    /// empty. Whether the game is already over is not checked here (see
    /// `crate::games::tictactoe::lines::is_over`).
    #[must_use]
    pub fn place(self, cell: u8) -> Option<Self> {
        let bit = 1_u16.checked_shl(u32::from(cell))?;
        if self.empty() & bit == 0 {
            return None;
        }
        Some(match self.to_move() {
            Mark::X => Self {
                x: self.x | bit,
                o: self.o,
            },
            Mark::O => Self {
                x: self.x,
                o: self.o | bit,
            },
        })
    }

    /// The empty cells in increasing order (top left first), whether or not
    /// the game is over.
    pub fn empty_cells(self) -> impl Iterator<Item = u8> {
        let empty = self.empty();
        (0..CELLS).filter(move |&cell| empty & (1 << cell) != 0)
    }

    /// A number equal for equal positions: the two bitboards side by side.
    #[must_use]
    pub fn key(self) -> u64 {
        u64::from(self.x) | (u64::from(self.o) << 9)
    }

    /// The position text: 9 characters `x`, `o`, `.`, row by row from the top.
    #[must_use]
    pub fn text(self) -> String {
        (0..CELLS)
            .map(|cell| self.at(cell).map_or('.', Mark::letter))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn x_moves_first_and_turns_alternate() {
        let board = Board::EMPTY;
        assert_eq!(board.to_move(), Mark::X);
        let board = board.place(4).unwrap();
        assert_eq!(board.to_move(), Mark::O);
        assert_eq!(board.at(4), Some(Mark::X));
        let board = board.place(0).unwrap();
        assert_eq!(board.at(0), Some(Mark::O));
        assert_eq!(board.text(), "o...x....");
    }

    #[test]
    fn occupied_and_missing_cells_refuse_a_mark() {
        let board = Board::EMPTY.place(4).unwrap();
        assert_eq!(board.place(4), None);
        assert_eq!(board.place(9), None);
        assert_eq!(board.place(200), None);
    }
}
