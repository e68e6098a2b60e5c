//! Worksheet mode, driven like a student through AccessKit
//! (`egui_kittest`): the classic tree as a sheet, filled from the keyboard
//! in search order, checked; a right sheet scores 100 %, and each kind of
//! wrong cell is listed with its right answer and its sentence.
#![cfg(feature = "gui")]

mod common;

use common::explorer::{classic, labels};
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gametree::app::App;

fn press(harness: &mut Harness<'_, App>, key: Key) {
    harness.key_press(key);
    harness.run();
}

/// Types `text` into the entry field (empty: nothing) and presses Tab.
fn answer(harness: &mut Harness<'_, App>, text: &str) {
    if !text.is_empty() {
        harness.event(egui::Event::Text(text.to_owned()));
        harness.run();
    }
    press(harness, Key::Tab);
}

fn click(harness: &mut Harness<'_, App>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

/// The one line of the panel that starts with `prefix`.
fn line(harness: &Harness<'_, App>, prefix: &str) -> String {
    let found: Vec<String> = labels(harness, prefix)
        .into_iter()
        .filter(|label| label.starts_with(prefix))
        .collect();
    assert_eq!(found.len(), 1, "{prefix}: {found:?}");
    found.concat()
}

/// The classic tree in worksheet mode, values only.
fn values_only() -> Harness<'static, App> {
    let mut harness = classic();
    press(&mut harness, Key::W);
    click(&mut harness, "values only");
    assert_eq!(
        line(&harness, "Cell 1 of"),
        "Cell 1 of 16: Pruned? the move into 1"
    );
    harness
}

#[test]
fn a_sheet_filled_right_from_the_keyboard_scores_100_percent() {
    let mut harness = values_only();
    // In search order: the move into 1 and its leaves, 1's value; the
    // move into 2, its leaves (2 2 and 2 3 pruned: Space marks), 2's value;
    // then 3, and the root. Fail-hard: a cut node returns its bound, 3.
    for text in [
        "", "", "", "", "3", "", "", " ", " ", "3", "", "", "", "", "3", "3",
    ] {
        answer(&mut harness, text);
    }
    click(&mut harness, "Check");
    assert_eq!(
        line(&harness, "Worksheet score: "),
        "Worksheet score: 6 / 6 right (100 %)"
    );
    assert!(labels(&harness, "right is").is_empty());
}

#[test]
fn each_kind_of_wrong_cell_is_listed_with_its_answer_and_why() {
    let mut harness = values_only();
    // 1's value wrong; 2 2 marked but 2 3 not; 2's value right; 3 1
    // marked though it was searched; 3's and the root's values left empty.
    // Right: the mark on 2 2 and 2's value, of 6 cells and the wrong mark.
    for text in ["", "", "", "", "12", "", "", " ", "", "3", "", " "] {
        answer(&mut harness, text);
    }
    click(&mut harness, "Check");
    assert_eq!(
        line(&harness, "Worksheet score: "),
        "Worksheet score: 2 / 7 right (28 %)"
    );
    assert_eq!(
        line(&harness, "1, value"),
        "1, value: wrong; right is 3 — the value here is 3: MIN at 1 takes the smallest of its children's values"
    );
    assert_eq!(
        line(&harness, "2 3, pruned"),
        "2 3, pruned: wrong; right is pruned — pruned because MIN at 2 already had β = 2 ≤ α = 3 from MAX at root"
    );
    assert_eq!(
        line(&harness, "3 1, pruned"),
        "3 1, pruned: wrong; right is not pruned — not pruned: when this move came, MIN at 3 still had the open window [3, +∞]"
    );
    assert_eq!(
        line(&harness, "3, value"),
        "3, value: missing; right is 3 — the value here is ≤3: MIN at 3 stopped as soon as its best reached α = 3 from MAX at root"
    );
    // The hint fills the first cell that is not right, and the check after it
    // has one mistake less.
    click(&mut harness, "Show the next step");
    click(&mut harness, "Check");
    assert_eq!(
        line(&harness, "Worksheet score: "),
        "Worksheet score: 3 / 7 right (42 %)"
    );
}

#[test]
fn wrong_windows_name_the_ancestor_and_entries_survive_leaving_the_mode() {
    let mut harness = classic();
    press(&mut harness, Key::W);
    // root α β; the move into 1; 1's α β; its three leaves; 1's value, α, β out;
    // the move into 2; 2's α β (both wrong).
    for text in [
        "-inf", "inf", "", "-inf", "inf", "", "", "", "3", "-inf", "3", "", "5", "2",
    ] {
        answer(&mut harness, text);
    }
    click(&mut harness, "Check");
    assert_eq!(
        line(&harness, "2, α in"),
        "2, α in: wrong; right is 3 — α here is 3: it comes from MAX at root, whose best so far was 3"
    );
    assert_eq!(
        line(&harness, "2, β in"),
        "2, β in: wrong; right is +∞ — β here is +∞: no MIN node above has a value yet"
    );
    let score = line(&harness, "Worksheet score: ");
    // Leaving worksheet mode and coming back keeps every entry.
    press(&mut harness, Key::W);
    assert!(labels(&harness, "Worksheet score: ").is_empty());
    press(&mut harness, Key::W);
    click(&mut harness, "Check");
    assert_eq!(line(&harness, "Worksheet score: "), score);
}
