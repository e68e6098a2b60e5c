//! [`Registered`]: what the registration (`src/input.rs`) needs from a
//! game besides [`Game`]: how it presents itself, how its position is
//! read from text and written back, and the error that names the rule a
//! text broke. Each game implements it in its own folder; the
//! registration list turns the implementations into the match arms of
//! [`crate::input::AnyGame`].
//!
//! The trait names no game: a game that offers a choice of evaluation
//! says which type holds the choice ([`Registered::Eval`], chess's
//! `EvalKind`); a game with one evaluation says `()`.

use super::{Game, GameInfo};

/// A game that can be registered in [`crate::input::AnyGame`].
pub trait Registered: Game + Sized {
    /// How the game presents itself: its name, title, depths, start
    /// position and field.
    const INFO: GameInfo;

    /// Why a position text is refused. Its message is the whole error
    /// line after `error: `, so it says which game refused the text.
    type Error: std::error::Error + Clone + PartialEq + Eq;

    /// The evaluations the game offers to choose from: `()` for a game
    /// with one evaluation (every game but chess).
    type Eval: Copy + Default;

    /// A search from the position `text`, as the user gives it (the CLI's
    /// `--position`, the explorer's field), evaluated with `eval`.
    ///
    /// # Errors
    /// [`Self::Error`], naming the rule the text broke.
    fn from_text(text: &str, eval: Self::Eval) -> Result<Self, Self::Error>;

    /// The root position as [`Self::from_text`] reads it back.
    fn position_text(&self) -> String;
}
