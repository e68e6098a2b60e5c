//! Connect Four positions as the columns played, 1-based, from the empty
//! board: `4453` is columns 4, 4, 5, 3 (the convention of published
//! solvers). The empty text is the empty board. Every error names the rule
//! and quotes the input short and escaped (by [`crate::quote`]).

use crate::game::Terminal;
use crate::quote::{quoted, quoted_char};

use super::board::{Board, ROWS};
use super::lines::terminal;

/// Why a Connect Four position text was rejected.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PositionError {
    /// A character other than the digits 1–7.
    #[error("{}", crate::tr!("c4-error-character", text = quoted(.text), found = quoted_char(*.found), at = *.move_number))]
    BadCharacter {
        /// The input.
        text: String,
        /// The character that is not allowed.
        found: char,
        /// Its place in the text, 1-based.
        move_number: usize,
    },
    /// A disc dropped into a column that already holds six.
    #[error("{}", crate::tr!("c4-error-column-full", text = quoted(.text), column = *.column, at = *.move_number, rows = ROWS))]
    ColumnFull {
        /// The input.
        text: String,
        /// The full column, 1-based.
        column: u8,
        /// The move that found it full, 1-based.
        move_number: usize,
    },
    /// A move after four in a row or a full board.
    #[error("{}", crate::tr!("c4-error-move-after-end", text = quoted(.text), ending = .ending.said(), ended = *.ended_at, at = *.move_number))]
    MoveAfterEnd {
        /// The input.
        text: String,
        /// How the game ended.
        ending: Terminal,
        /// The move that ended it, 1-based.
        ended_at: usize,
        /// The first move after it, 1-based.
        move_number: usize,
    },
}

/// Plays the columns in `text` from the empty board.
///
/// # Errors
///
/// [`PositionError`] naming the rule the first bad move breaks: a character
/// that is not a column 1–7, a full column, or a move after the game ended.
///
/// ```
/// use gametree::games::connect4::parse::parse;
///
/// let board = parse("4453").unwrap();
/// assert_eq!(board.moves_played(), 4);
/// assert!(parse("1111111").unwrap_err().to_string().contains("over-full in column 1"));
/// ```
pub fn parse(text: &str) -> Result<Board, PositionError> {
    let mut board = Board::EMPTY;
    for (index, c) in text.chars().enumerate() {
        let move_number = index + 1;
        let column = match c {
            '1'..='7' => u8::try_from(u32::from(c) - u32::from('1')).unwrap_or(0),
            found => {
                return Err(PositionError::BadCharacter {
                    text: text.to_owned(),
                    found,
                    move_number,
                });
            }
        };
        if let Some(ending) = terminal(board) {
            return Err(PositionError::MoveAfterEnd {
                text: text.to_owned(),
                ending,
                ended_at: index,
                move_number,
            });
        }
        board = board
            .drop_disc(column)
            .ok_or_else(|| PositionError::ColumnFull {
                text: text.to_owned(),
                column: column + 1,
                move_number,
            })?;
    }
    Ok(board)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::connect4::board::Disc;

    fn message(text: &str) -> String {
        parse(text).unwrap_err().to_string()
    }

    #[test]
    fn columns_are_one_based_from_the_empty_board() {
        let board = parse("4453").unwrap();
        assert_eq!(board.at(3, 0), Some(Disc::First));
        assert_eq!(board.at(3, 1), Some(Disc::Second));
        assert_eq!(board.at(4, 0), Some(Disc::First));
        assert_eq!(board.at(2, 0), Some(Disc::Second));
        assert_eq!(parse("").unwrap(), Board::EMPTY);
    }

    #[test]
    fn each_rule_is_named() {
        assert_eq!(
            message("448"),
            "Connect Four position \"448\" has '8' at move 3; only the columns 1-7 are allowed"
        );
        assert_eq!(
            message("0"),
            "Connect Four position \"0\" has '0' at move 1; only the columns 1-7 are allowed"
        );
        assert_eq!(
            message("2222222"),
            "Connect Four position \"2222222\" is over-full in column 2 at move 7; a column holds 6 discs"
        );
        // The first player makes four in column 1 at move 7.
        assert_eq!(
            message("12121211"),
            "Connect Four position \"12121211\" has a move after the game ended (four in a row after move 7) at move 8"
        );
    }

    #[test]
    fn long_and_control_input_is_quoted_short_and_escaped() {
        let text = message(&"1\u{1b}".repeat(500));
        assert!(text.contains("'\\u{1b}' at move 2"), "{text}");
        assert!(text.contains("(1000 characters)"), "{text}");
    }
}
