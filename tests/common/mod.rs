//! Helpers shared by integration tests: include with `mod common;`.

pub mod random_tree;
