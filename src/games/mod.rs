//! Small classic games for teaching, each in its own folder: tic-tac-toe
//! (AIMA's first minimax example) and Connect Four (MIT 6.034's lab game).
//!
//! Each implements [`crate::game::Game`], so the search
//! ([`crate::search::Stepper`], [`crate::session::Session`]) runs on it as on
//! chess and textbook trees, and its endings are neutral
//! [`crate::game::Terminal`]s (a loss for the side to move when the opponent
//! has just completed a line, a draw when the board is full).
//!
//! Each implements [`Registered`] (how it presents itself, how its
//! position is read and written) and has one line in the registration list
//! of `src/input.rs` ([`crate::input::AnyGame`]), the one place that lists
//! the games.

pub mod connect4;
pub mod info;
mod register;
pub mod registered;
pub mod tictactoe;

pub use info::{GameInfo, Lines, Start};
pub(crate) use register::register_games;
pub use registered::Registered;
