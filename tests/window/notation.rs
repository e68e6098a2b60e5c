//! Headless tests (`egui_kittest`) of what the explorer writes for values:
//! the inspector and status line say "≤3" for fail-hard classic's MIN 3,
//! the status line's step numbers are `--trace`'s, and while the quiz hides
//! values neither the status line nor the inspector shows one.

use crate::common::explorer::{classic, harness, labels, load_builtin, quiz_hiding_values, status};
use egui::{Key, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gametree::app::App;

fn step(harness: &mut Harness<'_, App>, times: usize) {
    for _ in 0..times {
        harness.key_press(Key::ArrowRight);
        harness.run();
    }
}

#[test]
fn min_3_finishes_exactly_2_fail_soft_and_at_most_3_fail_hard() {
    // By hand (see tests/library/notation.rs): classic's events 21–31 are MIN 3's
    // enter, three leaves (enter, leaf, backup each) and its finish, so at
    // Step 31 the current node is MIN 3. Fail-soft (the default) returns
    // the 2 it found after searching every leaf: exact, as AIMA Fig. 5.5
    // draws it; fail-hard returns α = 3 as an upper bound.
    let mut harness = classic();
    step(&mut harness, 31);
    let line = status(&harness);
    assert!(line.starts_with("Step 31 "), "{line}");
    assert!(line.contains("MIN at 3 "), "{line}");
    assert!(line.contains("returns 2, its exact value"), "{line}");
    // The inspector names the node as the narration does: 3.
    harness.get_by_label("Node 3");
    assert!(harness.query_by_label("≤3").is_none());
    harness.get_by_label("Fail-hard").click();
    harness.run();
    let line = status(&harness);
    assert!(line.starts_with("Step 31 "), "{line}");
    assert!(line.contains("an upper bound (≤3)"), "{line}");
    harness.get_by_label("≤3");
    harness.get_by_label("upper bound (failed low in MAX's view)");
}

#[test]
fn status_step_18_is_the_cutoff_that_trace_numbers_18() {
    // `--trace` numbers classic's α-cutoff 18 (tests/library/notation.rs counts it).
    let mut harness = classic();
    step(&mut harness, 18);
    let line = status(&harness);
    assert!(
        line.starts_with("Step 18 ") && line.contains("— MIN at 2 found 2 ≤ α = 3"),
        "{line}"
    );
}

#[test]
fn hidden_values_do_not_leak_through_the_status_line_or_the_inspector() {
    let mut harness = classic();
    quiz_hiding_values(&mut harness);
    harness.get_by_label("whether a cutoff happens").click();
    harness.get_by_label("the window a node receives").click();
    harness.run();
    // Step until the quiz asks for a value; from then on values are hidden.
    for _ in 0..40 {
        if harness
            .query_by_role_and_label(Role::TextInput, "Your answer")
            .is_some()
        {
            break;
        }
        harness.key_press(Key::ArrowRight);
        harness.run();
    }
    assert!(
        harness
            .query_by_role_and_label(Role::TextInput, "Your answer")
            .is_some(),
        "no question: {}",
        status(&harness)
    );
    let line = status(&harness);
    assert!(line.contains("values are hidden"), "{line}");
    // Leaf 1.1 was entered with the window [−∞, +∞]: the inspector must not
    // say so (the pseudocode's own "−∞" is code, not a value).
    assert!(
        labels(&harness, "[−∞").is_empty(),
        "{:?}",
        labels(&harness, "[−∞")
    );
    assert!(!labels(&harness, "?").is_empty());
    // Revealing shows them again (so the checks above can fail).
    harness.get_by_label("Reveal values").click();
    harness.run();
    let line = status(&harness);
    assert!(!line.contains("values are hidden"), "{line}");
    assert!(!labels(&harness, "[−∞, +∞]").is_empty());
}

#[test]
fn the_statistics_give_the_measured_minimum_of_uneven() {
    // uneven has 10 leaves; best-first alpha-beta evaluates 5 of them (hand
    // count in tests/library/notation.rs), not the uniform formula's 17.
    let mut harness = harness();
    load_builtin(&mut harness, "uneven");
    harness.get_by_label("α-β, best first");
    harness.get_by_label("5 leaves (measured)");
    assert!(labels(&harness, "17 leaves").is_empty());
}

#[test]
fn the_best_first_count_follows_the_conventions() {
    // Issue 22, item 2: the figure was computed once per tree and kept
    // through a change of cutoff test or fail mode. On this tree best-first
    // alpha-beta evaluates 7 leaves under α ≥ β, 10 under α > β fail-soft
    // and 14 under α > β fail-hard (`analyze --order best` says the same).
    let mut harness = harness();
    crate::common::explorer::choose_game(&mut harness, "Textbook tree");
    crate::common::explorer::replace_text(
        &mut harness,
        Role::MultilineTextInput,
        "Textbook tree (nested list, leaves from MAX's view)",
        "[[[[1,2],[3,4]],[[5,6],[7,8]]],[[[8,7],[6,5]],[[4,3],[2,1]]]]",
    );
    harness.get_by_label("Load tree").scroll_to_me();
    harness.run();
    harness.get_by_label("Load tree").click();
    harness.run();
    assert!(
        harness.query_by_label("7 leaves (measured)").is_some(),
        "{:?}",
        labels(&harness, "leaves")
    );
    harness.get_by_label("α > β").click();
    harness.run();
    harness.get_by_label("10 leaves (measured)");
    harness.get_by_label("Fail-hard").click();
    harness.run();
    harness.get_by_label("14 leaves (measured)");
    harness.get_by_label("α ≥ β").click();
    harness.run();
    harness.get_by_label("7 leaves (measured)");
}

#[test]
fn a_textbook_tree_is_not_offered_the_chess_orderings() {
    // Issue 22, item 9: captures-first and the course report's order read
    // captures and pawn pushes, which a tree has not.
    let mut harness = classic();
    harness
        .get_by_role_and_label(Role::ComboBox, "Move ordering")
        .click_accesskit();
    harness.run();
    harness.get_by_label("Best first (oracle)");
    assert!(harness.query_by_label("Captures first (MVV-LVA)").is_none());
    assert!(
        harness
            .query_by_label("Course report (captures, forward, rest)")
            .is_none()
    );
}
