//! The eight lines of tic-tac-toe, who has completed one, and when the game
//! is over: the one home of the winning rule.

use crate::game::Terminal;

use super::board::{Board, FULL, Mark};

/// The eight lines as 9-bit bitboards: three rows, three columns, two
/// diagonals.
pub const LINES: [u16; 8] = [
    0b000_000_111,
    0b000_111_000,
    0b111_000_000,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];

/// Whether the cells `bits` contain a whole line.
#[must_use]
pub fn has_line(bits: u16) -> bool {
    LINES.iter().any(|&line| line & !bits == 0)
}

/// The sides that have three in a row on `board` (both, in a position no
/// game reaches).
#[must_use]
pub fn winners(board: Board) -> (bool, bool) {
    (
        has_line(board.cells(Mark::X)),
        has_line(board.cells(Mark::O)),
    )
}

/// Why the game is over on `board`, if it is: the side that just moved made
/// three in a row (a loss for the side to move), or the board is full.
///
/// Positions come from [`crate::games::tictactoe::parse`] (which rejects a
/// side to move that has already won) or from play (which stops at a line),
/// so only the side that just moved can have a line.
#[must_use]
pub fn terminal(board: Board) -> Option<Terminal> {
    let (x, o) = winners(board);
    if x || o {
        Some(Terminal::ThreeInARow)
    } else if board.empty() & FULL == 0 {
        Some(Terminal::BoardFull)
    } else {
        None
    }
}

/// Whether no more marks may be placed.
#[must_use]
pub fn is_over(board: Board) -> bool {
    terminal(board).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_line_is_three_cells_and_lines_are_distinct() {
        for line in LINES {
            assert_eq!(line.count_ones(), 3);
        }
        let mut sorted = LINES.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), 8);
    }

    #[test]
    fn two_in_a_row_is_no_line() {
        assert!(!has_line(0b000_000_011));
        assert!(has_line(0b000_000_111));
        assert!(has_line(0b100_010_001));
        assert!(!has_line(0b100_010_100));
    }
}
