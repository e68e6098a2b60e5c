//! Headless tests of long runs in the explorer window: a run too long for
//! a frame goes to the search worker, the window shows its progress instead
//! of the panels, and Esc stops it where it got to.
#![cfg(feature = "gui")]

mod common;

use common::explorer::{harness, labels, status};
use egui::{Key, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gametree::app::App;

/// Minimax to depth 5 from the start position: 5 million nodes, far more
/// than one frame's work.
fn big_search() -> Harness<'static, App> {
    let mut harness = harness();
    harness
        .get_by_role_and_label(Role::ComboBox, "Algorithm")
        .click_accesskit();
    harness.run();
    harness.get_by_label("Minimax").click_accesskit();
    harness.run();
    harness
        .get_by_role_and_label(Role::Slider, "Depth")
        .set_value_accesskit(5.0);
    harness.run();
    harness
}

#[test]
fn a_long_run_shows_its_progress_and_esc_keeps_the_place() {
    let mut harness = big_search();
    assert!(status(&harness).starts_with("Step 0 "));
    harness.key_press(Key::End);
    // The press, then a frame that finds the worker still running.
    harness.step();
    harness.step();
    let progress = labels(&harness, "Running to the end…");
    assert!(
        progress.iter().any(|text| text.contains("nodes/s")),
        "{progress:?}"
    );
    // No panel reads the session while the worker has it.
    assert!(harness.query_by_label("Inspector").is_none());
    harness.get_by_label("Searching on a background thread…");

    harness.key_press(Key::Escape);
    harness.run();
    assert!(labels(&harness, "Running to the end…").is_empty());
    harness.get_by_label("Inspector");
    let status = status(&harness);
    // Stopped part-way: somewhere past step 0, the end not yet known.
    assert!(status.contains("recorded)"), "{status}");
    assert!(!status.starts_with("Step 0 "), "{status}");
    assert!(!status.contains("search complete"), "{status}");

    // Stepping goes on from there, on the window's thread.
    let before = step_number(&status).unwrap();
    harness.key_press(Key::ArrowRight);
    harness.run();
    assert_eq!(step_number(&self::status(&harness)), Some(before + 1));
}

#[test]
fn esc_stops_a_run_inside_the_hidden_search_of_the_best_ordering() {
    let mut harness = harness();
    harness
        .get_by_role_and_label(Role::ComboBox, "Move ordering")
        .click_accesskit();
    harness.run();
    harness
        .get_by_label("Best first (oracle)")
        .click_accesskit();
    harness.run();
    harness
        .get_by_role_and_label(Role::Slider, "Depth")
        .set_value_accesskit(6.0);
    harness.run();
    // Ordering the root's moves alone is then a hidden search of seconds.
    harness
        .get_by_role_and_label(Role::SpinButton, "Node cap")
        .set_value_accesskit(50_000_000.0);
    harness.run();
    assert!(status(&harness).starts_with("Step 0 "));
    harness.key_press(Key::End);
    harness.step();
    harness.step();
    harness.get_by_label("Searching on a background thread…");

    harness.key_press(Key::Escape);
    harness.run();
    harness.get_by_label("Inspector");
    // Back at once, inside the step that orders the root's moves: only the
    // root's entry is recorded.
    let status = status(&harness);
    assert!(status.starts_with("Step 1 (of ≥ 1 recorded)"), "{status}");
    assert!(!status.contains("search complete"), "{status}");
}

/// The number in "Step 1,234 …".
fn step_number(status: &str) -> Option<u64> {
    let digits: String = status
        .trim_start_matches("Step ")
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == ',')
        .filter(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}
