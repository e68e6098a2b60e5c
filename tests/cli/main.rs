//! `gametree` end to end in one binary: the real program run as a user
//! runs it, its output, its files and its errors, each module one command
//! or subject.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "in a test a failed unwrap is a failed test, with its message"
)]

#[path = "../common/mod.rs"]
mod common;

mod abuse;
mod analyze;
mod animation;
mod check;
mod check_examples;
mod conventions;
mod export;
mod export_grid;
mod games;
mod german;
mod german_errors;
mod german_exports;
mod german_help;
mod german_rules;
mod help;
mod mcts;
mod moodle;
mod passes;
mod pgn;
mod pig;
mod root_moves;
mod session;
mod web_page;
mod worksheet;
