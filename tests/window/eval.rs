//! The inspector takes a chess score apart as a person reads it
//! (`egui_kittest`): with the piece-square evaluation, the root of the
//! start position shows the piece-square sum, the six terms that weigh
//! most, and folded under them every non-zero term, the same terms the
//! core's explanation gives.
use crate::common::explorer::{harness_sized, labels};
use egui::{Key, Role};
use egui_kittest::kittest::Queryable as _;
use gametree::chess::{ChessGame, EvalKind};
use gametree::game::Game as _;

/// The rows naming a piece on a square (`White knight on b1`).
fn square_rows(harness: &egui_kittest::Harness<'_, gametree::app::App>) -> Vec<String> {
    let mut rows: Vec<String> = labels(harness, " on ")
        .into_iter()
        .filter(|label| {
            let words: Vec<&str> = label.split(' ').collect();
            words.len() == 4
                && matches!(words[0], "White" | "Black")
                && words[2] == "on"
                && words[3].len() == 2
        })
        .collect();
    rows.sort();
    rows
}

#[test]
fn the_piece_square_score_is_listed_term_by_term() {
    // Tall enough for the unfolded list under the inspector.
    let mut harness = harness_sized(egui::vec2(1500.0, 2400.0));
    harness
        .get_by_role_and_label(Role::ComboBox, "Evaluation")
        .click_accesskit();
    harness.run();
    harness
        .get_by_label("Material + piece-square (centipawns)")
        .click();
    harness.run();
    harness.key_press(Key::ArrowRight);
    harness.run();

    let game = ChessGame::start(EvalKind::Pst);
    let explained = game.explanation(&game.root());
    let every = explained.biggest_squares(usize::MAX);
    assert!(every.len() > 6, "the start position has more than 6 terms");
    harness.get_by_label("Static evaluation");
    harness.get_by_label(&format!(
        "Piece-square bonuses: {} for White in all",
        gametree::notation::score(explained.piece_square(), gametree::game::Wording::CHESS)
    ));
    assert_eq!(square_rows(&harness).len(), 6, "the six that weigh most");

    let fold = format!("All {} non-zero terms", every.len());
    harness.get_by_label(&fold).scroll_to_me();
    harness.run();
    harness.get_by_label(&fold).click();
    harness.run();
    let mut expected: Vec<String> = every
        .iter()
        .map(|term| {
            format!(
                "{} {} on {}",
                term.piece.side,
                term.piece.kind.name(),
                term.square
            )
        })
        .collect();
    let six: Vec<String> = expected.iter().take(6).cloned().collect();
    expected.extend(six);
    expected.sort();
    assert_eq!(square_rows(&harness), expected);
}
