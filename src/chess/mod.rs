//! The chess adapter: chess positions as a [`crate::game::Game`], and the only
//! module that names the `chess` crate.
//!
//! The crate is fast and generates legal moves correctly from legal positions,
//! but it is unsound on some impossible ones, so every FEN goes through our own
//! parser (`fen_parse`) and validator (`fen_validate`) first, with our own
//! attack code (`attacks`). We also add what the crate lacks: SAN (`san`,
//! read by `san_read`), PGN and move lists (`pgn`, `pgn_lex`, `pgn_error`),
//! a correct FEN writer (`fen_write`), numbered lines of SAN (`numbered`),
//! a board editor's model (`edit`), moves made on the board by their squares
//! (`play`), move counters, insufficient-material detection (`terminal`),
//! evaluation (`eval`) and its explanation (`explain`).
//!
//! ```
//! use gametree::chess::{ChessGame, EvalKind};
//! use gametree::game::Game as _;
//!
//! let game = ChessGame::start(EvalKind::Material);
//! let mut moves = Vec::new();
//! game.legal_moves(&game.root(), &mut moves);
//! assert_eq!(moves.len(), 20);
//! ```

mod adapter;
mod attacks;
mod convert;
mod edit;
mod error;
mod eval;
mod explain;
mod fen_parse;
mod fen_validate;
mod fen_write;
mod numbered;
mod pgn;
mod pgn_error;
mod pgn_lex;
mod play;
mod registered;
mod san;
mod san_read;
mod terminal;
mod types;

pub use adapter::{ChessGame, ChessState, START_FEN};
pub use edit::{BoardEdit, CASTLING_LETTERS, Edit, Setup};
pub use error::FenError;
pub use eval::{EvalKind, UnknownEval};
pub use explain::{Explanation, KindRow, SquareTerm, ending_text, explain};
pub use numbered::{move_number, numbered_line, numbered_move};
pub use pgn::{MAX_NESTING, MAX_PGN_BYTES, MAX_PLIES, PgnGame, PgnMove, read_game};
pub use pgn_error::{PgnError, PgnErrorKind};
pub use play::{Illegal, move_between, position_after};
pub use registered::ChessTextError;
pub use types::{Piece, PieceKind, Placement, Side, Square};

/// How chess presents itself ([`crate::game::GameInfo`]): 3 plies by
/// default, the command line's default since the start.
pub const INFO: crate::game::GameInfo = crate::game::GameInfo {
    name: "chess",
    title: "Chess",
    default_depth: 3,
    max_depth: 8,
    start: Some(crate::game::Start {
        text: START_FEN,
        button: "Start position",
    }),
    field: "FEN, PGN or moves",
    hint: "Paste a FEN, a PGN or moves and press Enter",
    load: "Load FEN",
    lines: crate::game::Lines::Pasted,
};
