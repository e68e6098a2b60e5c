//! Pig in the explorer, driven headlessly (`egui_kittest`): loading a Pig
//! position with alpha-beta chosen searches it by expectimax (the window's
//! rule for chance nodes) and shows its scoreboard; a click on the scoreboard at the root plays
//! roll or hold and searches the new position; a bad position shows Pig's
//! own error.
use crate::common::explorer::{harness, labels, load_position, status};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gametree::app::App;
use gametree::input::GameKind;

/// Scrolls the widget labelled `label` into view, then clicks it.
fn click(harness: &mut Harness<'_, App>, label: &str) {
    harness.get_by_label(label).scroll_to_me();
    harness.run();
    harness.get_by_label(label).click();
    harness.run();
}

/// The explorer, as it starts (alpha-beta), with the Pig position `text`
/// loaded.
fn pig(text: &str) -> Harness<'static, App> {
    let mut harness = harness();
    load_position(&mut harness, GameKind::Pig, text);
    harness
}

/// The description of the scoreboard shown.
fn board(harness: &Harness<'_, App>) -> String {
    let boards = labels(harness, "Pig scoreboard");
    assert_eq!(boards.len(), 1, "one scoreboard: {boards:?}");
    boards.concat()
}

#[test]
fn a_pig_position_shows_its_scoreboard_and_a_click_holds() {
    let mut harness = pig("12-7 a+5");
    assert_eq!(
        board(&harness),
        "Pig scoreboard, goal 20: A 12 banked, B 7; A to move with 5 at stake"
    );
    assert!(
        status(&harness).starts_with("Step 0 "),
        "{}",
        status(&harness)
    );
    // Holding banks the 5: B to move with 17 against 7.
    click(&mut harness, "A holds");
    assert_eq!(
        board(&harness),
        "Pig scoreboard, goal 20: A 17 banked, B 7; B to move with 0 at stake"
    );
    assert!(
        harness.query_by_label("B rolls").is_some(),
        "B may only roll"
    );
    assert!(harness.query_by_label("B holds").is_none());
}

#[test]
fn a_bad_pig_position_shows_pigs_error() {
    let harness = pig("12-7 a+1");
    let errors = labels(&harness, "turn total of 1");
    assert_eq!(errors.len(), 1, "{errors:?}");
}
