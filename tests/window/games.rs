//! Tic-tac-toe and Connect Four in the explorer, driven headlessly
//! (`egui_kittest`): choosing tic-tac-toe shows the 3×3 board and its
//! search runs to the game's value; clicking a cell makes the new position
//! the one searched (and Undo takes it back); a bad position shows the
//! game's own error and keeps the position searched.
use crate::common::explorer::{choose_game, harness, labels, replace_text, status};
use egui::{Key, Modifiers, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use gametree::app::App;
use gametree::input::GameKind;

const TICTACTOE_FIELD: &str = "Tic-tac-toe (9 characters x, o, . row by row from the top)";

/// Scrolls the widget labelled `label` into view (the board fills most of
/// the panel above the fold), then clicks it.
fn click(harness: &mut Harness<'_, App>, label: &str) {
    harness.get_by_label(label).scroll_to_me();
    harness.run();
    harness.get_by_label(label).click();
    harness.run();
}

/// Types `text` into the tic-tac-toe field.
fn type_position(harness: &mut Harness<'_, App>, text: &str) {
    harness
        .get_by_role_and_label(Role::TextInput, TICTACTOE_FIELD)
        .scroll_to_me();
    harness.run();
    replace_text(harness, Role::TextInput, TICTACTOE_FIELD, text);
}

/// The explorer on the empty tic-tac-toe board, chosen in the Game menu.
fn tictactoe() -> Harness<'static, App> {
    let mut harness = harness();
    assert!(
        harness.query_by_label("Empty 3×3 board").is_none(),
        "only the chosen game's field is shown"
    );
    choose_game(&mut harness, "Tic-tac-toe");
    assert!(
        harness
            .query_by_label(&GameKind::Chess.info().field.get())
            .is_none(),
        "the chess field gives way"
    );
    click(&mut harness, "Empty 3×3 board");
    harness
}

/// The description of the tic-tac-toe board shown.
fn board(harness: &Harness<'_, App>) -> String {
    let boards = labels(harness, "Tic-tac-toe board ");
    assert_eq!(boards.len(), 1, "one board: {boards:?}");
    boards.concat()
}

#[test]
fn choosing_tic_tac_toe_shows_the_board_and_searches_it_to_its_value() {
    let mut harness = tictactoe();
    assert_eq!(board(&harness), "Tic-tac-toe board ........., x to move");
    assert!(labels(&harness, "Chessboard").is_empty(), "no chessboard");
    for cell in 1..=9 {
        harness.get_by_label(&format!("Play x in cell {cell}"));
    }
    // X to move can win at once: x x . / o o . / . . .
    type_position(&mut harness, "xx.oo....");
    click(&mut harness, "Load tic-tac-toe");
    assert_eq!(board(&harness), "Tic-tac-toe board xx.oo...., x to move");
    harness.get_by_label_contains("Run to end").click();
    harness.run();
    let end = status(&harness);
    assert!(
        end.contains("search complete: best move x3, value W1"),
        "X completes the top row: {end}"
    );
}

#[test]
fn clicking_a_cell_searches_the_new_position_and_undo_takes_it_back() {
    let mut harness = tictactoe();
    click(&mut harness, "Play x in cell 5");
    assert_eq!(board(&harness), "Tic-tac-toe board ....x...., o to move");
    let field = harness.get_by_role_and_label(Role::TextInput, TICTACTOE_FIELD);
    assert_eq!(
        field.accesskit_node().value().as_deref(),
        Some("....x...."),
        "the field shows the new position"
    );
    // The cell taken is no longer a move to play; O's are.
    assert!(labels(&harness, "Play x in cell").is_empty());
    harness.get_by_label("Play o in cell 1");
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run();
    assert_eq!(board(&harness), "Tic-tac-toe board ........., x to move");
}

#[test]
fn a_bad_position_shows_the_games_error_and_keeps_the_position() {
    let mut harness = tictactoe();
    click(&mut harness, "Play x in cell 1");
    type_position(&mut harness, "xxx......");
    click(&mut harness, "Load tic-tac-toe");
    let errors = labels(
        &harness,
        "tic-tac-toe position \"xxx......\" has too many X",
    );
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!(board(&harness), "Tic-tac-toe board x........, o to move");
}
