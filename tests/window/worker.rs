//! Headless tests of long runs in the explorer window: a run too long for
//! a frame goes to the search worker, the window shows its progress instead
//! of the panels, and Esc stops it where it got to.

use crate::common::explorer::{harness, labels, status};
use egui::{Key, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use gametree::app::App;

/// Minimax to depth 5 from the start position: 5 million nodes, far more
/// than one frame's work.
fn big_search() -> Harness<'static, App> {
    let mut harness = harness();
    crate::common::explorer::choose_big_search(&mut harness);
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
    // The log lists the newest ten thousand steps and says how many more
    // there are (a million rows of scrolling went past what a scroll
    // offset holds, and the window never came to rest).
    let recorded = step_number(&status).unwrap();
    let earlier = labels(&harness, "earlier steps are not listed");
    assert_eq!(earlier.len(), 1, "{earlier:?}");
    assert_eq!(
        step_number(&earlier[0]),
        Some(recorded - 10_000),
        "{earlier:?} at step {recorded}"
    );

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

/// Picks `ordering` in the Move ordering box; the change is applied at the
/// end of the next frame (not run further: a re-run may go to the worker).
fn choose_ordering(harness: &mut Harness<'_, App>, ordering: &str) {
    harness
        .get_by_role_and_label(Role::ComboBox, "Move ordering")
        .click_accesskit();
    harness.run();
    harness.get_by_label(ordering).click_accesskit();
    harness.step();
}

fn set_depth(harness: &mut Harness<'_, App>, depth: f64) {
    harness
        .get_by_role_and_label(Role::Slider, "Depth")
        .set_value_accesskit(depth);
    harness.run();
}

#[test]
fn an_option_change_re_runs_on_the_worker_and_esc_stops_it() {
    let mut harness = harness();
    set_depth(&mut harness, 6.0);
    harness
        .get_by_role_and_label(Role::SpinButton, "Node cap")
        .set_value_accesskit(50_000_000.0);
    harness.run();
    for _ in 0..3 {
        harness.key_press(Key::ArrowRight);
        harness.run();
    }
    assert!(status(&harness).starts_with("Step 3 "));
    // Best first: going back to step 3 means ordering the root's moves, a
    // hidden search of seconds. The frame comes back with the re-run on
    // the worker, its progress shown, the place not yet reached.
    choose_ordering(&mut harness, "Best first (oracle)");
    harness.step();
    harness.get_by_label("Searching on a background thread…");
    let progress = labels(&harness, "Re-running the search to your place…");
    assert!(
        progress.iter().any(|text| text.contains("steps recorded")),
        "{progress:?}"
    );
    assert!(harness.query_by_label("Inspector").is_none());

    harness.key_press(Key::Escape);
    harness.run();
    harness.get_by_label("Inspector");
    // Stopped inside the ordering of the root's moves, and said so.
    let status = status_or_error(&harness);
    assert!(
        status.contains("re-run only to step 1 of 3 (cancelled)"),
        "{status}"
    );
    // The new ordering stays.
    let ordering = harness.get_by_role_and_label(Role::ComboBox, "Move ordering");
    assert_eq!(
        ordering.accesskit_node().value().as_deref(),
        Some("Best first (oracle)")
    );
}

#[test]
fn a_re_run_through_the_oracle_comes_back_to_the_same_step_and_numbers() {
    // Best first to depth 5, stepped past the ordering of the root's moves.
    let mut harness = harness();
    set_depth(&mut harness, 5.0);
    choose_ordering(&mut harness, "Best first (oracle)");
    harness.run();
    for _ in 0..3 {
        harness.key_press(Key::ArrowRight);
        harness.run();
    }
    let before = status(&harness);
    assert!(before.starts_with("Step 3 "), "{before}");
    // A change that rebuilds the search without changing it: the re-run
    // orders the root's moves again, over frames (and on the worker when
    // that is longer than a frame).
    harness
        .get_by_role_and_label(Role::SpinButton, "Node cap")
        .set_value_accesskit(6_000_000.0);
    harness.step();
    let mut frames = 0;
    while harness.query_by_label("Inspector").is_none() {
        assert!(frames < 100_000, "the re-run did not come back");
        harness.step();
        frames += 1;
    }
    harness.run();
    assert_eq!(status(&harness), before);
}

/// The status line, or the error shown in its place.
fn status_or_error(harness: &Harness<'_, App>) -> String {
    labels(harness, "Error: ").concat()
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
