//! Connect Four: 7 columns × 6 rows, discs fall to the lowest empty cell,
//! four in a row in any direction wins, a full board without one is a draw.
//!
//! - [`board`]: the state (a bitboard per side, 7 bits per column with an
//!   always-empty seventh row so that lines never wrap) and its moves;
//! - [`lines`]: four in a row, and when the game is over;
//! - `eval`: open threes and twos;
//! - [`parse`]: positions as the columns played, 1-based, from the empty
//!   board (`4453`), the convention of published solvers;
//! - `grid`: the board as a neutral [`crate::game::grid::Grid`], drawn by the
//!   front ends' one grid widget and export;
//! - `game_impl`: [`crate::game::Game`] for [`ConnectFour`].
//!
//! Registered ([`crate::game::Registered`], below) by one line in
//! `src/input.rs`, as `AnyGame::ConnectFour`.

pub mod board;
pub(crate) mod eval;
mod game_impl;
pub(crate) mod grid;
pub mod lines;
pub mod parse;

pub use board::{Board, Disc};
pub use parse::PositionError;

/// How Connect Four presents itself ([`crate::game::GameInfo`]): 4 plies
/// by default, a tree small enough to read (2,801 nodes with minimax from
/// the empty board).
pub const INFO: crate::game::GameInfo = crate::game::GameInfo {
    name: "connect4",
    title: crate::i18n::Text::new(|| crate::tr!("names-game-connect4-title")),
    default_depth: 4,
    max_depth: 8,
    start: Some(crate::game::Start {
        text: "",
        button: crate::i18n::Text::new(|| crate::tr!("names-game-connect4-button")),
    }),
    field: crate::i18n::Text::new(|| crate::tr!("names-game-connect4-field")),
    hint: crate::i18n::Text::new(|| crate::tr!("names-game-connect4-hint")),
    load: crate::i18n::Text::new(|| crate::tr!("names-game-connect4-load")),
    lines: crate::game::Lines::One,
};

/// Connect Four searched from a root position; MAX is the side to move there.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct ConnectFour {
    root: Board,
    /// The columns played to reach `root`, as the user wrote them.
    moves: String,
}

impl ConnectFour {
    /// A search from `root`, reached by an unknown sequence of moves.
    #[must_use]
    pub fn new(root: Board) -> Self {
        Self {
            root,
            moves: String::new(),
        }
    }

    /// The columns played to reach the root (`4453`), as given to
    /// [`Self::from_text`]; empty for the empty board.
    #[must_use]
    pub fn moves(&self) -> &str {
        &self.moves
    }

    /// A search from the position `text`, the columns played (see
    /// [`parse::parse`]).
    ///
    /// # Errors
    ///
    /// [`PositionError`] when a move in the text cannot be played.
    pub fn from_text(text: &str) -> Result<Self, PositionError> {
        let root = parse::parse(text)?;
        Ok(Self {
            root,
            moves: text.to_owned(),
        })
    }

    /// The root position.
    #[must_use]
    pub fn root_board(&self) -> Board {
        self.root
    }

    /// MAX: the side to move at the root.
    #[must_use]
    pub fn max_disc(&self) -> Disc {
        self.root.to_move()
    }
}

impl crate::game::Registered for ConnectFour {
    const INFO: crate::game::GameInfo = INFO;
    type Error = PositionError;
    type Eval = ();

    fn from_text(text: &str, (): ()) -> Result<Self, PositionError> {
        Self::from_text(text)
    }

    fn position_text(&self) -> String {
        self.moves.clone()
    }
}
