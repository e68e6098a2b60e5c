//! The board editor and moves played on the chess board, driven like a
//! person: clicks on the palette and the squares, the reason a board
//! cannot be searched shown live, "Search this position" loading exactly
//! the board built; a legal move played by clicks becomes the root, an
//! illegal one leaves the root and says why in the status line.

use crate::common::board::{click_square, drag_between, drag_off, drag_square, square_centre};
use crate::common::explorer::{harness, labels};
use egui::{Key, Modifiers};
use egui_kittest::kittest::{NodeT as _, Queryable as _};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn click(harness: &mut egui_kittest::Harness<'_, gametree::app::App>, label: &str) {
    harness.get_by_label(label).click_accesskit();
    harness.run();
}

fn reasons(harness: &egui_kittest::Harness<'_, gametree::app::App>) -> Vec<String> {
    labels(harness, "Cannot search: ")
}

/// The editor shows one reason, containing `part`, and Search is disabled.
fn assert_refused(harness: &egui_kittest::Harness<'_, gametree::app::App>, part: &str) {
    let why = reasons(harness);
    assert!(why.len() == 1 && why[0].contains(part), "{why:?}");
    assert!(
        harness
            .get_by_label("Search this position")
            .accesskit_node()
            .is_disabled()
    );
}

#[test]
fn an_edited_board_says_why_it_cannot_be_searched_then_loads_as_built() {
    let mut harness = harness();
    harness.get_by_label(START);
    click(&mut harness, "✏ Edit board");
    click(&mut harness, "Clear");
    assert_refused(&harness, "White has 0 kings");

    click(&mut harness, "Palette: white king");
    click_square(&mut harness, "e1");
    click(&mut harness, "Palette: black king");
    click_square(&mut harness, "e8");
    click(&mut harness, "Palette: white pawn");
    click_square(&mut harness, "a1");
    assert_refused(
        &harness,
        "on a1 stands on a back rank; pawns may not stand on rank 1 or 8",
    );

    // Ctrl+Z takes the pawn back off; put it on a2 instead.
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run();
    assert!(reasons(&harness).is_empty(), "{:?}", reasons(&harness));
    click_square(&mut harness, "a2");
    harness.get_by_label("Ready to search");
    click(&mut harness, "Search this position");
    // The root is the board built, and the editor is closed.
    harness.get_by_label("4k3/8/8/8/8/8/P7/4K3 w - - 0 1");
    assert!(harness.query_by_label("Search this position").is_none());
}

#[test]
fn a_drag_off_the_board_removes_a_piece_and_undo_brings_it_back() {
    let mut harness = harness();
    click(&mut harness, "✏ Edit board");
    harness.get_by_label_contains("Chess board: 16 white and 16 black pieces");
    drag_off(&mut harness, "a8");
    harness.get_by_label_contains("Chess board: 16 white and 15 black pieces");
    assert_refused(
        &harness,
        "needs the black king on e8 and the black rook on a8",
    );
    click(&mut harness, "Undo edit");
    harness.get_by_label("Ready to search");
    harness.get_by_label_contains("Chess board: 16 white and 16 black pieces");
    // A drag on the board moves a piece: the king leaves its castling square.
    drag_square(&mut harness, "e1", "e4");
    assert_refused(&harness, "needs the white king on e1");
}

#[test]
fn a_piece_dragged_from_the_palette_is_put_where_it_is_let_go() {
    let mut harness = harness();
    click(&mut harness, "✏ Edit board");
    harness.get_by_label_contains("Chess board: 16 white and 16 black pieces");
    let knight = harness
        .get_by_label("Palette: black knight")
        .rect()
        .center();
    let e4 = square_centre(&harness, "e4");
    let board = harness.get_by_label_contains("Chess board: ").rect();
    drag_between(&mut harness, knight, e4);
    harness.get_by_label_contains("Chess board: 16 white and 17 black pieces");
    assert_refused(&harness, "Black has 17 pieces");
    // The reason, several lines long, is under the board: the board stays
    // where the next click expects it.
    assert_eq!(harness.get_by_label_contains("Chess board: ").rect(), board);
    harness.get_by_label("rnbqkbnr/pppppppp/8/8/4n3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    // Let go anywhere but the board, nothing is put.
    let queen = harness.get_by_label("Palette: white queen").rect().center();
    drag_between(&mut harness, queen, queen + egui::vec2(0.0, 40.0));
    harness.get_by_label_contains("Chess board: 16 white and 17 black pieces");
    // The knight came in one edit.
    click(&mut harness, "Undo edit");
    harness.get_by_label_contains("Chess board: 16 white and 16 black pieces");
}

#[test]
fn moves_played_by_clicks_change_the_root_and_illegal_ones_say_why() {
    let mut harness = harness();
    harness.get_by_label(START);
    // An illegal knight move: the root stays, the status line says why.
    click_square(&mut harness, "g1");
    click_square(&mut harness, "g3");
    let said = labels(&harness, "is not a legal move");
    assert!(
        said.iter()
            .any(|line| line.contains("Ng1-g3 is not a legal move: knights move in an L")),
        "{said:?}"
    );
    harness.get_by_label(START);
    // Black's piece while White is to move.
    click_square(&mut harness, "e7");
    assert!(!labels(&harness, "it is White's move").is_empty());
    harness.get_by_label(START);

    click_square(&mut harness, "e2");
    click_square(&mut harness, "e4");
    let after_e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    harness.get_by_label(after_e4);
    drag_square(&mut harness, "e7", "e5");
    let after_e5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    harness.get_by_label(after_e5);

    // Back and Forward through the moves played.
    click(&mut harness, "◀ Move back");
    harness.get_by_label(after_e4);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::ArrowLeft);
    harness.run();
    harness.get_by_label(START);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::ArrowRight);
    harness.run();
    harness.get_by_label(after_e4);
    click(&mut harness, "Move forward ▶");
    harness.get_by_label(after_e5);
}
