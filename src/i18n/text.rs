//! [`Text`]: a name or a description kept in a constant (an algorithm's
//! title, a game's, a preset's), looked up in the language chosen each
//! time it is read.

use std::fmt;

use super::Arg;

/// A text for people kept in a constant: the function that looks its
/// message up, so that it reads in the language chosen when it is read,
/// not in the one spoken when the constant was written. It prints
/// (`Display`) and fills a placeholder of [`tr!`](crate::tr) as the text
/// itself, and two texts are equal when they read the same.
#[derive(Clone, Copy)]
pub struct Text(fn() -> String);

impl Text {
    /// The text that `look_up` gives, e.g.
    /// `Text::new(|| tr!("names-game-chess-title"))`.
    #[must_use]
    pub const fn new(look_up: fn() -> String) -> Self {
        Self(look_up)
    }

    /// The text in the language this thread speaks.
    #[must_use]
    pub fn get(self) -> String {
        (self.0)()
    }
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.get())
    }
}

impl fmt::Debug for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.get(), f)
    }
}

impl PartialEq for Text {
    fn eq(&self, other: &Self) -> bool {
        self.get() == other.get()
    }
}

impl Eq for Text {}

impl From<Text> for Arg {
    fn from(text: Text) -> Self {
        Arg::from(text.get())
    }
}
