//! Pig, the dice game (Neller and Presser's "Optimal Play of Pig", 2004):
//! two players take turns; on a turn the player rolls a die as often as
//! they like, adding each throw to the turn total, and holds to bank it; a
//! 1 loses the turn total and passes the turn. The first to bank the goal
//! wins. The one game here with chance nodes: each throw of the die is a
//! CHANCE node with six equally likely outcomes, searched by expectimax
//! and Star1.
//!
//! - [`board`]: the scoreboard and the rules (roll, hold, the faces);
//! - `eval`: the points difference, and ±goal at the end;
//! - [`parse`]: position text, `[goal N] A-B P[+T] [roll]` (`12-7 a+5`),
//!   validated with errors that name the rule;
//! - `grid`: the scoreboard as a neutral [`crate::game::grid::Grid`], one
//!   row of discs per player, drawn by the front ends' one grid widget and
//!   export;
//! - `game_impl`: [`crate::game::Game`] for [`Pig`].
//!
//! **Values** are in units of 1/[`SCALE`] of a point ([`SCALE`] = 6⁴):
//! a chance node averages six children, so a search that meets at most
//! four chance nodes on a path keeps every average a whole number of
//! units. Chance nodes never follow each other (a throw always comes
//! after a decision to roll), so any search of at most [`EXACT_DEPTH`] = 8
//! plies meets at most four. A finished game scores ±goal points for
//! MAX; a position at the depth limit scores the points difference, the
//! turn total counted as if held. Both stay within ±goal points, Star1's
//! bounds, and ±[`MAX_GOAL`] points is 64,800 units, far from the mate
//! band.
//!
//! Registered ([`crate::game::Registered`], below) by one line in
//! `src/input.rs`, as `AnyGame::Pig`.

pub mod board;
pub(crate) mod eval;
mod game_impl;
pub(crate) mod grid;
pub mod parse;

pub use board::{Board, Side};
pub use parse::PositionError;

use crate::game::Score;

/// The goal of a game whose text names none: small enough to search and
/// to draw (Neller and Presser study 100; 20 keeps the race short).
pub const DEFAULT_GOAL: u8 = 20;

/// The smallest goal a position text may set.
pub const MIN_GOAL: u8 = 2;

/// The largest goal a position text may set: its value, ±50 points, is
/// 64,800 units, well under the mate band.
pub const MAX_GOAL: u8 = 50;

/// The deepest search whose chance averages stay exact: 8 plies meet at
/// most 4 throws of the die.
pub const EXACT_DEPTH: u8 = 8;

/// Units of value per point: 6⁴, one factor 6 for each of the at most four
/// throws a search of [`EXACT_DEPTH`] plies averages over.
pub const SCALE: Score = 1_296;

/// How Pig presents itself ([`crate::game::GameInfo`]): 4 plies by
/// default (two throws of the die), 8 at most (exact averages).
pub const INFO: crate::game::GameInfo = crate::game::GameInfo {
    name: "pig",
    title: crate::i18n::Text::new(|| crate::tr!("names-game-pig-title")),
    default_depth: 4,
    max_depth: EXACT_DEPTH,
    start: Some(crate::game::Start {
        text: "0-0 a",
        button: crate::i18n::Text::new(|| crate::tr!("names-game-pig-button")),
    }),
    field: crate::i18n::Text::new(|| crate::tr!("names-game-pig-field")),
    hint: crate::i18n::Text::new(|| crate::tr!("names-game-pig-hint")),
    load: crate::i18n::Text::new(|| crate::tr!("names-game-pig-load")),
    lines: crate::game::Lines::One,
};

/// Pig searched from a root position; MAX is the player to move there.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Pig {
    goal: u8,
    root: Board,
}

impl Default for Pig {
    /// A new game to [`DEFAULT_GOAL`].
    fn default() -> Self {
        Self::new(DEFAULT_GOAL, Board::START)
    }
}

impl Pig {
    /// A search from `root` in a game to `goal` (unchecked: see
    /// [`parse::parse`]).
    #[must_use]
    pub fn new(goal: u8, root: Board) -> Self {
        Self { goal, root }
    }

    /// A search from the position `text` (see [`parse::parse`]).
    ///
    /// # Errors
    ///
    /// [`PositionError`] naming the rule the text breaks.
    pub fn from_text(text: &str) -> Result<Self, PositionError> {
        parse::parse(text).map(|(goal, root)| Self::new(goal, root))
    }

    /// The points that win.
    #[must_use]
    pub fn goal(&self) -> u8 {
        self.goal
    }

    /// The root position.
    #[must_use]
    pub fn root_board(&self) -> Board {
        self.root
    }

    /// MAX: the player to move at the root.
    #[must_use]
    pub fn max_side(&self) -> Side {
        self.root.to_move()
    }
}

impl crate::game::Registered for Pig {
    const INFO: crate::game::GameInfo = INFO;
    type Error = PositionError;
    type Eval = ();

    fn from_text(text: &str, (): ()) -> Result<Self, PositionError> {
        Self::from_text(text)
    }

    fn position_text(&self) -> String {
        parse::text(self.goal, self.root)
    }
}
