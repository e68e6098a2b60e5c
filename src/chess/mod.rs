//! The chess adapter: chess positions as a [`crate::game::Game`], and the only
//! module that names the `chess` crate.
//!
//! The crate is fast and generates legal moves correctly from legal positions,
//! but it is unsound on some impossible ones, so every FEN goes through our own
//! parser and validator (`fen/`) first, with our own attack code
//! (`attacks`). We also add what the crate lacks: SAN written and read, and
//! numbered lines of it (`san/`), PGN and move lists (`pgn/`), a correct FEN
//! writer (`fen/`), a board editor's model (`edit`), moves made on the board by their squares
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
mod eval;
mod explain;
mod fen;
mod pgn;
mod play;
mod registered;
mod san;
mod terminal;
mod types;

pub use adapter::{ChessGame, ChessState, START_FEN};
pub use edit::{BoardEdit, CASTLING_LETTERS, Edit, Setup};
pub use eval::{EvalKind, UnknownEval};
pub use explain::{Explanation, KindRow, SquareTerm, ending_text, explain};
pub use fen::FenError;
pub use pgn::{
    MAX_NESTING, MAX_PGN_BYTES, MAX_PLIES, PgnError, PgnErrorKind, PgnGame, PgnMove, read_game,
};
pub use play::{Illegal, move_between, position_after};
pub use registered::ChessTextError;
pub use san::{move_number, numbered_line, numbered_move};
pub use types::{Piece, PieceKind, Placement, Side, Square};

/// How chess presents itself ([`crate::game::GameInfo`]): 3 plies by
/// default, the command line's default since the start.
pub const INFO: crate::game::GameInfo = crate::game::GameInfo {
    name: "chess",
    title: crate::i18n::Text::new(|| crate::tr!("names-game-chess-title")),
    default_depth: 3,
    max_depth: 8,
    start: Some(crate::game::Start {
        text: START_FEN,
        button: crate::i18n::Text::new(|| crate::tr!("names-game-chess-button")),
    }),
    field: crate::i18n::Text::new(|| crate::tr!("names-game-chess-field")),
    hint: crate::i18n::Text::new(|| crate::tr!("names-game-chess-hint")),
    load: crate::i18n::Text::new(|| crate::tr!("names-game-chess-load")),
    lines: crate::game::Lines::Pasted,
};
