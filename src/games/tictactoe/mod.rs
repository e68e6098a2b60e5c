//! Tic-tac-toe: a 3×3 board, X moves first, three in a row wins, a full
//! board without a line is a draw.
//!
//! - `board`: the state (two 9-bit bitboards) and its moves;
//! - `lines`: the eight lines, who has one, and when the game is over;
//! - `eval`: AIMA's evaluation 3·X₂ + X₁ − (3·O₂ + O₁);
//! - [`parse`]: position text, 9 characters `x`, `o`, `.` row by row from the
//!   top, validated with errors that name the rule;
//! - `grid`: the board as a neutral [`crate::game::grid::Grid`], drawn by the
//!   front ends' one grid widget and export;
//! - `game_impl`: [`crate::game::Game`] for [`TicTacToe`].
//!
//! Registered ([`crate::game::Registered`], below) by one line in
//! `src/input.rs`, as `AnyGame::TicTacToe`.

pub(crate) mod board;
pub(crate) mod eval;
mod game_impl;
pub(crate) mod grid;
pub(crate) mod lines;
pub mod parse;

pub use board::{Board, Mark};
pub use parse::PositionError;

/// How tic-tac-toe presents itself ([`crate::game::GameInfo`]): searched
/// to the end of the game (9 plies) by default, so its value is the
/// game's true value.
pub const INFO: crate::game::GameInfo = crate::game::GameInfo {
    name: "tictactoe",
    title: crate::i18n::Text::new(|| crate::tr!("names-game-tictactoe-title")),
    default_depth: 9,
    max_depth: 9,
    start: Some(crate::game::Start {
        text: ".........",
        button: crate::i18n::Text::new(|| crate::tr!("names-game-tictactoe-button")),
    }),
    field: crate::i18n::Text::new(|| crate::tr!("names-game-tictactoe-field")),
    hint: crate::i18n::Text::new(|| String::from("x...o....")),
    load: crate::i18n::Text::new(|| crate::tr!("names-game-tictactoe-load")),
    lines: crate::game::Lines::One,
};

/// Tic-tac-toe searched from a root position; MAX is the side to move there.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct TicTacToe {
    root: Board,
}

impl TicTacToe {
    /// A search from `root`.
    #[must_use]
    pub fn new(root: Board) -> Self {
        Self { root }
    }

    /// A search from the position `text` (see [`parse::parse`]).
    ///
    /// # Errors
    ///
    /// [`PositionError`] when the text is not a reachable position.
    pub fn from_text(text: &str) -> Result<Self, PositionError> {
        parse::parse(text).map(Self::new)
    }

    /// The root position.
    #[must_use]
    pub fn root_board(&self) -> Board {
        self.root
    }

    /// MAX: the side to move at the root.
    #[must_use]
    pub fn max_mark(&self) -> Mark {
        self.root.to_move()
    }
}

impl crate::game::Registered for TicTacToe {
    const INFO: crate::game::GameInfo = INFO;
    type Error = PositionError;
    type Eval = ();

    fn from_text(text: &str, (): ()) -> Result<Self, PositionError> {
        Self::from_text(text)
    }

    fn position_text(&self) -> String {
        self.root.text()
    }
}
