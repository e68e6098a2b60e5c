//! gametree: watch minimax and alpha-beta search a chess position or a
//! textbook tree, step by step, and grow the explicit search tree as it goes.
//! The library also holds tic-tac-toe and Connect Four ([`games`]), which the
//! search runs on but the explorer and the CLI cannot reach yet.
//!
//! The library has no GUI in it. Data flows one way:
//! position ([`game`]) → stepper ([`search`]) → [`search::SearchEvent`] →
//! [`tree::SearchTree`], driven and recorded by a [`session::Session`].

#[cfg(feature = "gui")]
pub mod app;
pub mod chess;
pub mod cli;
pub mod export;
pub mod game;
pub mod games;
pub mod input;
pub mod layout;
pub mod notation;
pub mod presets;
pub mod quote;
pub mod scene;
pub mod search;
pub mod session;
pub mod session_file;
pub mod teach;
pub mod textbook;
pub mod tree;
