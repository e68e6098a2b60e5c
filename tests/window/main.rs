//! The explorer window in one binary, driven headlessly by `egui_kittest`:
//! what a person sees and does, each module one part of the window.
#![cfg(feature = "gui")]
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "in a test a failed unwrap is a failed test, with its message"
)]

#[path = "../common/mod.rs"]
mod common;

mod accessibility;
mod board_edit;
mod board_pv;
mod drill;
mod eval;
mod explorer;
mod export;
mod frame_inventory;
mod games;
mod games_teach;
mod german_files;
mod german_panels;
mod idle;
mod input;
mod language;
mod layout;
mod lecture_text;
mod mcts;
mod notation;
mod ordering;
mod outline_scroll;
mod pgn;
mod pig;
mod root_moves;
mod session;
mod snapshots;
mod teach;
mod tools;
mod trace_window;
mod worker;
mod worksheet;
