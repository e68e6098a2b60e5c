//! Tic-tac-toe position text: 9 characters `x`, `o` or `.` (capitals
//! allowed), row by row from the top; the side to move follows from the
//! counts, since X moves first. Every error names the rule and quotes the
//! input short and escaped (by [`crate::quote`]).

use crate::quote::{quoted, quoted_char};

use super::board::{Board, CELLS, Mark};
use super::lines::winners;

/// Why a tic-tac-toe position text was rejected.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PositionError {
    /// The text does not have exactly 9 characters.
    #[error("{}", crate::tr!("ttt-error-length", text = quoted(.text), count = *.count))]
    WrongLength {
        /// The input.
        text: String,
        /// How many characters it has.
        count: usize,
    },
    /// A character other than `x`, `o` or `.`.
    #[error("{}", crate::tr!("ttt-error-character", text = quoted(.text), found = quoted_char(*.found), cell = *.cell))]
    BadCharacter {
        /// The input.
        text: String,
        /// The character that is not allowed.
        found: char,
        /// Its cell, 1-based, row by row from the top.
        cell: usize,
    },
    /// X has more than one mark more than O.
    #[error("{}", crate::tr!("ttt-error-too-many-x", text = quoted(.text), x = *.x, o = *.o))]
    TooManyX {
        /// The input.
        text: String,
        /// X's marks.
        x: u32,
        /// O's marks.
        o: u32,
    },
    /// O has more marks than X.
    #[error("{}", crate::tr!("ttt-error-too-many-o", text = quoted(.text), x = *.x, o = *.o))]
    TooManyO {
        /// The input.
        text: String,
        /// X's marks.
        x: u32,
        /// O's marks.
        o: u32,
    },
    /// Both sides have three in a row.
    #[error("{}", crate::tr!("ttt-error-both-won", text = quoted(.text)))]
    BothWon {
        /// The input.
        text: String,
    },
    /// One side has three in a row, and the other moved after it.
    #[error("{}", crate::tr!("ttt-error-move-after-win", text = quoted(.text), winner = .winner.letter().to_ascii_uppercase(), loser = .winner.other().letter().to_ascii_uppercase()))]
    MoveAfterWin {
        /// The input.
        text: String,
        /// The side with the line.
        winner: Mark,
    },
}

/// Reads a position from `text` and checks that a game can reach it.
///
/// # Errors
///
/// [`PositionError`] naming the broken rule: the length, a character, the
/// mark counts, both sides with a line, or a move after a line.
///
/// ```
/// use gametree::games::tictactoe::{Mark, parse::parse};
///
/// let board = parse("x...o....").unwrap();
/// assert_eq!(board.to_move(), Mark::X);
/// assert!(parse("xxx......").unwrap_err().to_string().contains("too many X"));
/// ```
pub fn parse(text: &str) -> Result<Board, PositionError> {
    let count = text.chars().count();
    if count != usize::from(CELLS) {
        return Err(PositionError::WrongLength {
            text: text.to_owned(),
            count,
        });
    }
    let (mut x, mut o) = (0_u16, 0_u16);
    for (cell, c) in text.chars().enumerate() {
        let bit = 1_u16 << cell;
        match c {
            'x' | 'X' => x |= bit,
            'o' | 'O' => o |= bit,
            '.' => {}
            found => {
                return Err(PositionError::BadCharacter {
                    text: text.to_owned(),
                    found,
                    cell: cell + 1,
                });
            }
        }
    }
    let board = Board::from_bits(x, o);
    validate(board, text)?;
    Ok(board)
}

/// The rules a position read from text must keep: the counts, and at most
/// one line, made by the side that moved last.
fn validate(board: Board, text: &str) -> Result<(), PositionError> {
    let (x, o) = (board.count(Mark::X), board.count(Mark::O));
    let text = text.to_owned();
    if x > o + 1 {
        return Err(PositionError::TooManyX { text, x, o });
    }
    if o > x {
        return Err(PositionError::TooManyO { text, x, o });
    }
    match winners(board) {
        (true, true) => Err(PositionError::BothWon { text }),
        // X's line must be X's last move: then X has one mark more.
        (true, false) if x == o => Err(PositionError::MoveAfterWin {
            text,
            winner: Mark::X,
        }),
        // O's line must be O's last move: then the counts are equal.
        (false, true) if x > o => Err(PositionError::MoveAfterWin {
            text,
            winner: Mark::O,
        }),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(text: &str) -> String {
        parse(text).unwrap_err().to_string()
    }

    #[test]
    fn reads_row_by_row_from_the_top() {
        let board = parse("x.o......").unwrap();
        assert_eq!(board.at(0), Some(Mark::X));
        assert_eq!(board.at(2), Some(Mark::O));
        assert_eq!(board.to_move(), Mark::X);
        assert_eq!(parse("X.O......").unwrap(), board);
        assert_eq!(parse(".........").unwrap(), Board::EMPTY);
    }

    #[test]
    fn each_rule_is_named() {
        assert_eq!(
            message("xx"),
            "tic-tac-toe position \"xx\" has 2 characters; it needs exactly 9 (x, o or ., row by row from the top)"
        );
        assert_eq!(
            message("x.o..z..."),
            "tic-tac-toe position \"x.o..z...\" has 'z' in cell 6; only x, o and . are allowed"
        );
        assert_eq!(
            message("xx......."),
            "tic-tac-toe position \"xx.......\" has too many X (2 X, 0 O); X moves first, so X has as many marks as O or one more"
        );
        assert_eq!(
            message("o........"),
            "tic-tac-toe position \"o........\" has too many O (0 X, 1 O); X moves first, so O never has more marks than X"
        );
        assert_eq!(
            message("xxxooo..."),
            "tic-tac-toe position \"xxxooo...\" has three in a row for both sides; the game ends at the first line"
        );
        assert_eq!(
            message("xxxoo.o.."),
            "tic-tac-toe position \"xxxoo.o..\" has a move after the game ended: X has three in a row, but O moved afterwards"
        );
        assert_eq!(
            message("oooxx.xx."),
            "tic-tac-toe position \"oooxx.xx.\" has a move after the game ended: O has three in a row, but X moved afterwards"
        );
    }

    #[test]
    fn long_and_control_input_is_quoted_short_and_escaped() {
        let long = "x".repeat(1000);
        let text = message(&long);
        assert!(text.contains("(1000 characters)"), "{text}");
        assert!(text.chars().count() < 200, "{text}");
        let text = message("x\n.......");
        assert!(text.contains("'\\n' in cell 2"), "{text}");
    }
}
