//! Headless tests of the explorer window through AccessKit labels
//! (`egui_kittest`, no renderer needed): loading a FEN, stepping both ways,
//! running to the end, selecting a node, a bad FEN, and the shortcuts.

use crate::common::explorer::{harness, load_builtin, status};
use egui::{Key, Modifiers, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gametree::app::App;

const SCHOLAR: &str = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";

fn assert_status_starts(harness: &Harness<'_, App>, prefix: &str) {
    let status = status(harness);
    assert!(status.starts_with(prefix), "status: {status}");
}

fn type_fen(harness: &mut Harness<'_, App>, fen: &str) {
    harness
        .get_by_role_and_label(Role::MultilineTextInput, "FEN, PGN or moves")
        .focus();
    harness.run();
    harness.key_press_modifiers(Modifiers::COMMAND, Key::A);
    harness.run();
    harness
        .get_by_role_and_label(Role::MultilineTextInput, "FEN, PGN or moves")
        .type_text(fen);
    harness.run();
    harness.key_press(Key::Enter);
    harness.run();
}

#[test]
fn opens_on_the_start_position_ready_to_step() {
    let harness = harness();
    // The window records ahead while idle, so the total may be known already.
    let status = status(&harness);
    assert!(
        status.starts_with("Step 0 ") && status.contains(" — at the start"),
        "status: {status}"
    );
    harness.get_by_label_contains("Chess board: 16 white and 16 black pieces");
    harness.get_by_label("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

#[test]
fn step_and_step_back_with_buttons() {
    let mut harness = harness();
    harness.get_by_label("Step ▶").click();
    harness.run();
    assert_status_starts(&harness, "Step 1 ");
    assert!(
        status(&harness).contains("The search starts at the root"),
        "{}",
        status(&harness)
    );
    harness.get_by_label("Step ▶").click();
    harness.run();
    assert_status_starts(&harness, "Step 2 ");
    harness.get_by_label("◀ Back").click();
    harness.run();
    assert_status_starts(&harness, "Step 1 ");
    harness.get_by_label("◀ Back").click();
    harness.run();
    harness.get_by_label("◀ Back").click();
    harness.run();
    assert_status_starts(&harness, "Step 0 ");
}

#[test]
fn run_to_end_reports_the_result() {
    let mut harness = harness();
    harness.get_by_label("Run to end ⏭").click();
    harness.run();
    let status = status(&harness);
    assert!(status.contains("search complete: best move"), "{status}");
    // Past the end nothing breaks and the status stays put.
    harness.get_by_label("Step ▶").click();
    harness.run();
    assert!(
        self::status(&harness).contains("search complete"),
        "{status}"
    );
}

#[test]
fn shortcuts_step_run_and_restart() {
    let mut harness = harness();
    for _ in 0..3 {
        harness.key_press(Key::ArrowRight);
        harness.run();
    }
    assert_status_starts(&harness, "Step 3 ");
    harness.key_press(Key::PageUp);
    harness.run();
    assert_status_starts(&harness, "Step 2 ");
    harness.key_press(Key::PageDown);
    harness.run();
    assert_status_starts(&harness, "Step 3 ");
    harness.key_press(Key::ArrowLeft);
    harness.run();
    assert_status_starts(&harness, "Step 2 ");
    harness.key_press(Key::C);
    harness.run();
    assert!(
        status(&harness).contains("are pruned — a β-cutoff"),
        "{}",
        status(&harness)
    );
    harness.key_press(Key::End);
    harness.run();
    assert!(status(&harness).contains("search complete"));
    harness.key_press(Key::Home);
    harness.run();
    assert_status_starts(&harness, "Step 0 ");
}

#[test]
fn loading_a_fen_rebuilds_the_search() {
    let mut harness = harness();
    harness.key_press(Key::ArrowRight);
    harness.run();
    type_fen(&mut harness, SCHOLAR);
    harness.get_by_label(SCHOLAR);
    assert_status_starts(&harness, "Step 0 ");
    harness.key_press(Key::End);
    harness.run();
    let status = status(&harness);
    assert!(status.contains("best move Qxf7#, value #1"), "{status}");
}

#[test]
fn a_bad_fen_shows_its_error_and_keeps_the_tree() {
    let mut harness = harness();
    for _ in 0..2 {
        harness.key_press(Key::ArrowRight);
        harness.run();
    }
    type_fen(&mut harness, "rnbqkbnr/pppppppp/8/8 w KQkq - 0 1");
    harness.get_by_label_contains("invalid FEN");
    assert_status_starts(&harness, "Step 2 ");
    harness.get_by_label_contains("Chess board: 16 white and 16 black pieces");
}

/// With Black to move at the root, the path is numbered as the PV is:
/// `7... a6 8. a3` (the FEN's move number, Black's move with three dots).
#[test]
fn the_path_numbers_moves_from_the_fens_move_number() {
    let mut harness = harness();
    type_fen(
        &mut harness,
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 7",
    );
    for _ in 0..3 {
        harness.key_press(Key::ArrowRight);
        harness.run();
    }
    let path = crate::common::explorer::labels(&harness, "Path: ");
    assert_eq!(path.len(), 1, "{path:?}");
    let moves: Vec<&str> = path[0].trim_start_matches("Path: ").split(' ').collect();
    assert!(
        moves.len() == 4 && moves[0] == "7..." && moves[2] == "8.",
        "{path:?}"
    );
}

#[test]
fn selecting_a_node_moves_the_board_and_fen() {
    let mut harness = harness();
    harness.key_press(Key::End);
    harness.run();
    harness
        .get_all_by_role_and_label(Role::Button, "e4")
        .next()
        .expect("an e4 row among the root's children")
        .click_accesskit();
    harness.run();
    harness.get_by_label("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    harness.get_by_label("Path: 1. e4");
    // Esc follows the search again: back at the root after the search.
    harness.key_press(Key::Escape);
    harness.run();
    harness.get_by_label("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

#[test]
fn a_textbook_tree_loads_and_runs() {
    let mut harness = harness();
    load_builtin(&mut harness, "classic");
    harness.get_by_label_contains("height 2; the root is MAX");
    harness.key_press(Key::End);
    harness.run();
    let status = status(&harness);
    assert!(status.contains("value 3"), "{status}");
}
