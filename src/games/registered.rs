//! [`Registered`]: what the registration (`src/input.rs`) needs from a
//! game besides [`Game`]: how it presents itself, how its position is
//! read from text and written back, and the error that names the rule a
//! text broke. Each game implements it in its own folder; the
//! registration list turns the implementations into the match arms of
//! [`crate::input::AnyGame`].

use crate::chess::EvalKind;
use crate::game::Game;
use crate::games::GameInfo;

/// A game that can be registered in [`crate::input::AnyGame`].
pub trait Registered: Game + Sized {
    /// How the game presents itself: its name, title, depths, start
    /// position and field.
    const INFO: GameInfo;

    /// Why a position text is refused. Its message is the whole error
    /// line after `error: `, so it says which game refused the text.
    type Error: std::error::Error + Clone + PartialEq + Eq;

    /// A search from the position `text`, as the user gives it (the CLI's
    /// `--position`, the explorer's field). `eval` is the evaluation for a
    /// game that offers a choice of one (chess); the others have one and
    /// ignore it.
    ///
    /// # Errors
    /// [`Self::Error`], naming the rule the text broke.
    fn from_text(text: &str, eval: EvalKind) -> Result<Self, Self::Error>;

    /// The root position as [`Self::from_text`] reads it back.
    fn position_text(&self) -> String;
}
