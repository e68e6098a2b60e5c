//! Small classic games for teaching, each in its own folder: tic-tac-toe
//! (AIMA's first minimax example) and Connect Four (MIT 6.034's lab game).
//!
//! Each implements [`crate::game::Game`], so the search
//! ([`crate::search::Stepper`], [`crate::session::Session`]) runs on it as on
//! chess and textbook trees, and its endings are neutral
//! [`crate::game::Terminal`]s (a loss for the side to move when the opponent
//! has just completed a line, a draw when the board is full).
//!
//! Not yet reachable from the explorer or the CLI: neither is part of
//! [`crate::input::AnyGame`] yet, so only the library and its tests use them.
//! Wiring them in comes with the core refactor of issue 11.

pub mod connect4;
pub mod tictactoe;
