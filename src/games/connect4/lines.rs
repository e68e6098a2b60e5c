//! Four in a row and the end of a Connect Four game: the one home of the
//! winning rule.

use crate::game::Terminal;

use super::board::{Board, CELLS, STRIDE};

/// The bit shifts between neighbours along a line: up a column, along a
/// row, up-right and down-right diagonals. The empty guard row at the top
/// of each column stops every shifted line at the board's edge.
pub const DIRECTIONS: [u32; 4] = [1, STRIDE as u32, STRIDE as u32 + 1, STRIDE as u32 - 1];

/// Whether the discs `bits` hold four in a row in any direction.
#[must_use]
pub fn has_four(bits: u64) -> bool {
    DIRECTIONS.iter().any(|&shift| {
        let pairs = bits & (bits >> shift);
        pairs & (pairs >> (2 * shift)) != 0
    })
}

/// Why the game is over on `board`, if it is: the side that just moved made
/// four in a row (a loss for the side to move), or the board is full.
///
/// Positions come from [`crate::games::connect4::parse`] or from play,
/// both of which stop at the first line, so only the side that just moved
/// can have one.
#[must_use]
pub fn terminal(board: Board) -> Option<Terminal> {
    let last = board.to_move().other();
    if has_four(board.discs(last)) {
        Some(Terminal::FourInARow)
    } else if board.moves_played() == CELLS {
        Some(Terminal::BoardFull)
    } else {
        None
    }
}
