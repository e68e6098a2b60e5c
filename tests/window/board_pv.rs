//! Stepping through the principal variation on the board ("Why this
//! move?" ◀ ▶ and the `,` `.` keys), and the inspector's evaluation table
//! for the position shown.
use crate::common::cli::{json, strings};
use crate::common::explorer::{harness, labels, run_to_end};
use egui::Key;
use egui_kittest::kittest::Queryable as _;
use gametree::chess::{ChessGame, EvalKind};
use gametree::game::Game as _;

/// The FEN after the first `plies` moves (SAN) of `line` from the start.
fn fen_after(line: &[&str], plies: usize) -> String {
    let game = ChessGame::start(EvalKind::Material);
    let mut state = game.root();
    for san in &line[..plies] {
        let mv = ChessGame::parse_move(&state, san).unwrap();
        state = game.play(&state, mv).unwrap();
    }
    ChessGame::fen(&state)
}

#[test]
fn next_next_shows_the_position_after_two_pv_moves() {
    let report = json(&["--depth", "3"]);
    let pv = strings(&report["pv"]);
    assert_eq!(pv.len(), 3, "{pv:?}");
    let mut harness = harness();
    run_to_end(&mut harness);
    let next = "Next position of the principal variation";
    let back = "Previous position of the principal variation";
    harness.get_by_label(next).click();
    harness.run();
    harness.get_by_label(next).click();
    harness.run();
    harness.get_by_label(&fen_after(&pv, 2));
    harness.get_by_label("ply 2 of 3");
    // The inspector explains the shown position's evaluation.
    harness.get_by_label("W − B");
    harness.get_by_label("Static evaluation");
    harness.get_by_label(back).click();
    harness.run();
    harness.get_by_label(&fen_after(&pv, 1));
    // The keys do the same: `.` forward twice, `,` back once.
    harness.key_press(Key::Period);
    harness.run();
    harness.key_press(Key::Period);
    harness.run();
    harness.get_by_label(&fen_after(&pv, 3));
    harness.get_by_label("ply 3 of 3");
    harness.key_press(Key::Comma);
    harness.run();
    harness.get_by_label(&fen_after(&pv, 2));
    assert!(labels(&harness, "ply ").contains(&"ply 2 of 3".to_owned()));
}
