//! Chess's registration ([`Registered`]): a position is a FEN, a `[FEN]`
//! tag, or a PGN or move list whose last position is taken ([`read_game`]),
//! refused as a FEN or as a PGN ([`ChessTextError`]).

use super::{ChessGame, EvalKind, FenError, INFO, PgnError, read_game};
use crate::game::{GameInfo, Registered};

/// Why a chess position text is refused.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ChessTextError {
    /// The FEN failed validation.
    #[error("{}", crate::tr!("chess-fen", field0 = .0.to_string()))]
    Fen(#[from] FenError),
    /// The PGN or move list cannot be read (with its line and column).
    #[error("{}", crate::tr!("chess-pgn", field0 = .0.to_string()))]
    Pgn(#[from] PgnError),
}

impl Registered for ChessGame {
    const INFO: GameInfo = INFO;
    type Error = ChessTextError;
    type Eval = EvalKind;

    fn from_text(text: &str, eval: EvalKind) -> Result<Self, ChessTextError> {
        let game = match read_game(text) {
            Some(game) => Self::from_fen(game?.last_fen(), eval)?,
            None => Self::from_fen(text, eval)?,
        };
        Ok(game)
    }

    fn position_text(&self) -> String {
        self.root_fen()
    }
}
