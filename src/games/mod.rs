//! Small classic games for teaching, each in its own folder: tic-tac-toe
//! (AIMA's first minimax example) and Connect Four (MIT 6.034's lab game).
//!
//! Each implements [`crate::game::Game`], so the search
//! ([`crate::search::Stepper`], [`crate::session::Session`]) runs on it as on
//! chess and textbook trees, and its endings are neutral
//! [`crate::game::Terminal`]s (a loss for the side to move when the opponent
//! has just completed a line, a draw when the board is full).
//!
//! Each is registered in [`crate::input::AnyGame`] (a variant and its
//! [`crate::input::GameKind`]), the one place that lists the games.

pub mod connect4;
pub mod info;
pub mod tictactoe;

pub use info::{GameInfo, Lines, Start};
