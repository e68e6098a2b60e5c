//! Helpers shared by integration tests: include with `mod common;`.

pub mod board;
pub mod cli;
pub mod english;
pub mod explorer;
pub mod frame;
pub mod geometry;
pub mod positions;
pub mod random_tree;
pub mod scratch;
pub mod search;
pub mod traces;
