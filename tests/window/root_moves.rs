//! The explorer's "Why this move?" table against `gametree analyze --json`'s
//! `root_moves` for the same position, what it shows while the search is
//! still stepping, and that a click picks the move's node.
use crate::common::cli::{json, strings};
use crate::common::explorer::{harness, labels, quiz_hiding_values, replace_text, run_to_end};
use egui::{Key, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use gametree::app::App;
use gametree::input::GameKind;
use serde_json::Value;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// The table's rows as a screen reader reads them, top to bottom: one
/// button per root move, labelled `move: value; line …`.
fn rows(harness: &Harness<'_, App>) -> Vec<String> {
    labels(harness, "; line ")
}

/// What the row of each of the CLI's root moves must read, in search order.
fn expected_rows(report: &Value) -> Vec<(String, Option<String>)> {
    report["root_moves"]
        .as_array()
        .expect("root_moves")
        .iter()
        .map(|row| {
            let line = strings(&row["line"]);
            let line = if line.is_empty() {
                "(game over)".to_owned()
            } else {
                line.join(" ")
            };
            let start = format!(
                "{}: {}; line {line}",
                row["move"].as_str().expect("a move"),
                row["value_text"].as_str().expect("a value text")
            );
            (start, row["refutation"].as_str().map(str::to_owned))
        })
        .collect()
}

/// Checks the table against `analyze --json` for `fen` at depth 3.
fn check_table(harness: &Harness<'_, App>, fen: &str) {
    let report = json(&["--fen", fen, "--depth", "3"]);
    let shown = rows(harness);
    let expected = expected_rows(&report);
    assert_eq!(shown.len(), expected.len(), "{shown:#?}");
    for (row, (start, refutation)) in shown.iter().zip(&expected) {
        assert!(
            row == start || row.starts_with(&format!("{start}; ")),
            "{row} should read {start}"
        );
        match refutation {
            Some(reply) => assert!(
                row.contains(&format!("; refuted by {reply}")),
                "{row} should be refuted by {reply}"
            ),
            None => assert!(!row.contains("refuted by"), "{row}"),
        }
    }
    // The principal variation, numbered, above the table.
    let pv = report["pv_text"].as_str().expect("pv_text");
    assert!(!pv.is_empty());
    harness.get_by_label(pv);
}

#[test]
fn the_table_equals_the_cli_for_the_start_position() {
    let mut harness = harness();
    run_to_end(&mut harness);
    check_table(&harness, START);
    harness.get_by_label("20 of 20 root moves searched");
}

#[test]
fn the_table_equals_the_cli_for_kiwipete_and_sorts_by_value() {
    let mut harness = harness();
    replace_text(
        &mut harness,
        Role::MultilineTextInput,
        &GameKind::Chess.info().field.get(),
        KIWIPETE,
    );
    harness.key_press(Key::Enter);
    harness.run();
    run_to_end(&mut harness);
    check_table(&harness, KIWIPETE);
    // Best first: the best move's row on top, and values never rise.
    harness.get_by_label("Sort the root moves by value").click();
    harness.run();
    let sorted = rows(&harness);
    assert!(sorted[0].starts_with("Bxa6: 3;"), "{sorted:#?}");
    let value = |row: &String| -> i32 {
        let text = row
            .split(": ")
            .nth(1)
            .and_then(|rest| rest.split(';').next());
        let number = text.expect("a value").trim_start_matches(['≤', '≥']);
        number.replace('−', "-").parse().expect("a number")
    };
    assert!(
        sorted
            .windows(2)
            .all(|pair| value(&pair[0]) >= value(&pair[1])),
        "{sorted:#?}"
    );
    // Worst first, then back to search order.
    harness.get_by_label("Sort the root moves by value").click();
    harness.run();
    let sorted = rows(&harness);
    assert!(
        sorted
            .windows(2)
            .all(|pair| value(&pair[0]) <= value(&pair[1])),
        "{sorted:#?}"
    );
    harness.get_by_label("Sort the root moves by value").click();
    harness.run();
    check_table(&harness, KIWIPETE);
}

#[test]
fn while_stepping_the_table_shows_what_is_known_so_far() {
    let mut harness = harness();
    for _ in 0..40 {
        harness.key_press(Key::ArrowRight);
        harness.run();
    }
    let shown = rows(&harness);
    assert_eq!(shown.len(), 20, "{shown:#?}");
    assert!(shown[0].starts_with("a3: "), "{shown:#?}");
    assert!(
        shown
            .last()
            .is_some_and(|row| row == "Nh3: —; line not searched yet"),
        "{shown:#?}"
    );
    assert!(
        shown
            .iter()
            .any(|row| row.ends_with("; line being searched")),
        "{shown:#?}"
    );
}

#[test]
fn a_click_on_a_move_picks_its_node_and_on_its_line_where_it_leads() {
    let mut harness = harness();
    run_to_end(&mut harness);
    let row = rows(&harness)
        .into_iter()
        .find(|row| row.starts_with("e4: "))
        .expect("a row for e4");
    harness.get_by_label(&row).click();
    harness.run();
    // The inspector and the board show the node after e4.
    assert!(
        labels(&harness, "Node ")
            .iter()
            .any(|label| label == "Node e4"),
        "{:?}",
        labels(&harness, "Node ")
    );
    harness.get_by_label("Showing the node you picked.");
    // Its row is marked as the one shown.
    assert_eq!(
        harness.get_by_label(&row).accesskit_node().toggled(),
        Some(egui::accesskit::Toggled::True)
    );
    // Its line, clicked, leads to the last move of the line.
    let line = row
        .split("; line ")
        .nth(1)
        .and_then(|rest| rest.split(';').next())
        .expect("a line")
        .to_owned();
    harness
        .get_by_label(&format!("Line after e4: {line}"))
        .click();
    harness.run();
    // The inspector names the node by its path, as the narration does.
    assert!(
        labels(&harness, "Node ")
            .iter()
            .any(|label| *label == format!("Node e4 {line}")),
        "{:?}",
        labels(&harness, "Node ")
    );
}

#[test]
fn a_quiz_that_hides_values_hides_the_table() {
    let mut harness = harness();
    quiz_hiding_values(&mut harness);
    let hidden = |harness: &Harness<'_, App>| {
        labels(harness, "values are hidden")
            .iter()
            .any(|line| line.starts_with("Step "))
    };
    for _ in 0..60 {
        if hidden(&harness) {
            break;
        }
        harness.key_press(Key::ArrowRight);
        harness.run();
    }
    assert!(
        hidden(&harness),
        "no question: {:?}",
        labels(&harness, "Step ")
    );
    assert!(rows(&harness).is_empty(), "{:?}", rows(&harness));
    assert!(labels(&harness, "PV").is_empty());
    // Revealing shows the table again (so the check above can fail).
    harness.get_by_label("Reveal values").click();
    harness.run();
    assert_eq!(rows(&harness).len(), 20);
}
