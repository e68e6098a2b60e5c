//! The library's tests in one binary: searches, games, chess, textbook
//! trees, sessions, the scene, exports and the teaching layer, each module
//! one subject, and two that read the repository itself: the layering of
//! `src/` (`layering`) and the documents' links (`docs`). No window and no
//! process are started here.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "in a test a failed unwrap is a failed test, with its message"
)]
#![expect(
    clippy::cast_possible_truncation,
    clippy::cast_precision_loss,
    clippy::cast_sign_loss,
    reason = "tests build small trees and pictures: counts and pixel positions stay far from the limits"
)]

#[path = "../common/mod.rs"]
mod common;

mod board_arrows;
mod check;
mod chess_edit;
mod chess_fen;
mod chess_fuzz;
mod chess_moves;
mod chess_pgn;
mod docs;
mod drill;
mod export;
mod games_connect4;
mod games_pig;
mod games_tictactoe;
mod german_boards;
mod german_errors;
mod german_names;
mod german_rules;
mod german_teaching;
mod handouts;
mod layering;
mod mcts_view;
mod narration_german;
mod notation;
mod ordering;
mod scene;
mod scene_moments;
mod search_chance;
mod search_chess;
mod search_interrupt;
mod search_learning;
mod search_mcts;
mod search_passes;
mod search_players;
mod search_properties;
mod search_quiescence;
mod search_session;
mod search_textbook;
mod sentences;
mod session_file;
mod teach;
mod textbook;
