//! Clicking and dragging on the explorer's chess board, square by square,
//! for the GUI tests.
#![cfg(feature = "gui")]
#![allow(
    dead_code,
    reason = "each test crate that includes `common` uses a different part"
)]
#![expect(
    clippy::cast_precision_loss,
    reason = "square indices become pixel positions"
)]

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gametree::app::App;
use gametree::chess::Square;
use gametree::scene::board::BoardGeometry;

/// The centre of `square` (`"e2"`) on the chess board shown (White at the bottom).
pub fn square_centre(harness: &Harness<'_, App>, square: &str) -> egui::Pos2 {
    let board = harness.get_by_label_contains("Chess board: ").rect();
    let Some(square) = Square::from_name(square) else {
        panic!("{square:?} is not a square");
    };
    let geometry = BoardGeometry::new(board.width(), false);
    let min = geometry.square_min(square);
    board.min + egui::vec2(min.x + geometry.cell / 2.0, min.y + geometry.cell / 2.0)
}

/// Clicks `square` on the chess board, as a person does: move there,
/// press, release.
pub fn click_square(harness: &mut Harness<'_, App>, square: &str) {
    let pos = square_centre(harness, square);
    harness.hover_at(pos);
    harness.run();
    harness.drag_at(pos);
    harness.run();
    harness.drop_at(pos);
    harness.run();
}

/// Drags the piece on `from` to `to` on the chess board.
pub fn drag_square(harness: &mut Harness<'_, App>, from: &str, to: &str) {
    let end = square_centre(harness, to);
    drag_to(harness, from, end);
}

/// Drags the piece on `from` off the board, a board's width to the left
/// of it.
pub fn drag_off(harness: &mut Harness<'_, App>, from: &str) {
    let board = harness.get_by_label_contains("Chess board: ").rect();
    let end = square_centre(harness, from) - egui::vec2(board.width(), 0.0);
    drag_to(harness, from, end.max(egui::pos2(1.0, 1.0)));
}

/// Drags the piece on `from` to the point `end`.
fn drag_to(harness: &mut Harness<'_, App>, from: &str, end: egui::Pos2) {
    let start = square_centre(harness, from);
    drag_between(harness, start, end);
}

/// Drags from the point `start` to the point `end` in four moves, as a
/// hand does.
pub fn drag_between(harness: &mut Harness<'_, App>, start: egui::Pos2, end: egui::Pos2) {
    harness.hover_at(start);
    harness.run();
    harness.drag_at(start);
    harness.run();
    for step in 1..=4 {
        harness.hover_at(start + (end - start) * (step as f32 / 4.0));
        harness.run();
    }
    harness.drop_at(end);
    harness.run();
}
