//! [`GameInfo`]: how a game presents itself before any position is read:
//! its name on the command line and in files, its title, the depth it is
//! searched to, the position it starts from, and how its position field
//! is labelled, its texts in the language chosen. Each game's folder defines its own; the registration
//! ([`crate::input::GameKind::info`]) hands it out, so the front ends show
//! a game's field without naming the game.

use crate::i18n::Text;

/// How a game presents itself.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GameInfo {
    /// The name on the command line (`--game`) and in files: `chess`,
    /// `tree`, `tictactoe`, `connect4`.
    pub name: &'static str,
    /// The name for people: `Chess`, `Tic-tac-toe`.
    pub title: Text,
    /// The depth searched when none is chosen (a textbook tree is always
    /// searched to its leaves, whatever this says).
    pub default_depth: u8,
    /// The deepest the depth slider goes.
    pub max_depth: u8,
    /// The position the game starts from when none is given, and the
    /// button that loads it (`Empty 3×3 board`); `None` if a position must
    /// be given (a textbook tree).
    pub start: Option<Start>,
    /// The position field's label, which says how to write a position.
    pub field: Text,
    /// The example shown in the empty field.
    pub hint: Text,
    /// The button that loads the field (`Load FEN`).
    pub load: Text,
    /// How the position field takes lines.
    pub lines: Lines,
}

/// How a game's position field takes lines.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Lines {
    /// One line; Enter loads it (tic-tac-toe, Connect Four).
    One,
    /// Typed over several lines; Ctrl+Enter loads it (a textbook tree).
    Typed,
    /// Usually pasted, one line or many (a FEN, or a PGN game); Enter
    /// loads it and Shift+Enter starts a new line.
    Pasted,
}

/// A game's start position and the button that loads it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Start {
    /// The position text.
    pub text: &'static str,
    /// The button's label.
    pub button: Text,
}
