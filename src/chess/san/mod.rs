//! Moves in words: Standard Algebraic Notation written (`write`, which the
//! crate lacks; it writes only UCI) and read (`read`, SAN or UCI), and lines
//! of it numbered as a chess book prints them (`numbered`).

mod numbered;
mod read;
mod write;

pub use numbered::{move_number, numbered_line, numbered_move};
pub(super) use read::{MoveMiss, read_move};
pub(super) use write::{san, uci};
