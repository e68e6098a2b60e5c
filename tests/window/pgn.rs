//! A PGN pasted into the chess field: its move list appears, a click on a
//! move makes the position after it the root, and a bad PGN leaves the
//! position and the list as they were, with the line and column shown.

use crate::common::explorer::{harness, labels, replace_text};
use egui::{Key, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gametree::app::App;

/// The Opera Game (Morphy, Paris 1858), with comments, NAGs and variations.
const OPERA: &str = include_str!("../data/pgn/opera.pgn");

const FIELD: &str = "FEN, PGN or moves";

/// Clicks the move (or "Start") labelled `label` on the move list, through
/// AccessKit: a simulated pointer click at kittest's rectangle for a move
/// inside the list's own scroll area landed elsewhere (a real click under
/// Xvfb works: see the report of this change).
fn pick(harness: &mut Harness<'_, App>, label: &str) {
    harness.get_by_label(label).click_accesskit();
    harness.run();
}

fn paste_and_load(harness: &mut Harness<'_, App>, text: &str) {
    replace_text(harness, Role::MultilineTextInput, FIELD, text);
    harness.key_press(Key::Enter);
    harness.run();
}

#[test]
fn a_pasted_game_shows_its_moves_and_a_click_picks_the_root() {
    let mut harness = harness();
    paste_and_load(&mut harness, OPERA);
    // The root is the position after 17. Rd8# (python-chess 1.11.2 agrees:
    // tests/data/pgn/table.txt).
    harness.get_by_label("1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17");
    harness.get_by_label_contains("Paul Morphy – Duke Karl");
    harness.get_by_label("17. Rd8#");
    harness.get_by_label("Start");

    pick(&mut harness, "2. Nf3");
    harness.get_by_label("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
    // The list stays, and the other moves can still be picked.
    pick(&mut harness, "1... e5");
    harness.get_by_label("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    pick(&mut harness, "Start");
    harness.get_by_label("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

#[test]
fn a_bad_pgn_keeps_the_position_and_says_where() {
    let mut harness = harness();
    paste_and_load(&mut harness, "1. e4 e5\n2. Nf3");
    let root = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";
    harness.get_by_label(root);
    paste_and_load(&mut harness, "1. e4 e5\n2. Ke3");
    let errors = labels(&harness, "line 2, column 4");
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        errors[0].contains("\"Ke3\" is not a legal move for White"),
        "{errors:?}"
    );
    // Nothing is lost: the root and the move list stay.
    harness.get_by_label(root);
    harness.get_by_label("2. Nf3");
}
