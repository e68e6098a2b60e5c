//! Small classic games for teaching, each in its own folder: tic-tac-toe
//! (AIMA's first minimax example), Connect Four (MIT 6.034's lab game)
//! and Pig (a dice game, the one with chance nodes),
//! and the macro that turns the registration list into the enums that list
//! every game.
//!
//! Each implements [`crate::game::Game`], so the search
//! ([`crate::search::Stepper`], [`crate::session::Session`]) runs on it as on
//! chess and textbook trees, and its endings are neutral
//! [`crate::game::Terminal`]s (a loss for the side to move when the opponent
//! has just completed a line, a draw when the board is full).
//!
//! Each implements [`crate::game::Registered`] (how it presents itself, how its
//! position is read and written) and has one line in the registration list
//! of `src/input.rs` ([`crate::input::AnyGame`]), the one place that lists
//! the games. The registration's vocabulary ([`crate::game::GameInfo`], [`crate::game::Registered`])
//! lives in [`crate::game`], so chess and textbook trees register without
//! naming this module, and this module names no other game.

pub mod connect4;
pub mod pig;
mod register;
pub mod tictactoe;

pub(crate) use register::register_games;
