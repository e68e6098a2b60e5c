//! Headless tests of the teaching panels through AccessKit labels
//! (`egui_kittest`): the pseudocode's current line and the narration at the
//! classic α-cutoff, seeking by clicking a sentence, lecture mode's text
//! sizes, and the Knuth legend.

use crate::common::explorer::{classic, harness};
use egui::{Key, TextStyle};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use gametree::app::App;

/// The text of the one widget whose label starts with `prefix`, without it.
fn announced(harness: &Harness<'_, App>, prefix: &str) -> String {
    let found: Vec<String> = harness
        .query_all_by_label_contains(prefix)
        .filter_map(|node| {
            let node = node.accesskit_node();
            node.label().or_else(|| node.value())
        })
        .filter_map(|label| label.strip_prefix(prefix).map(str::to_owned))
        .collect();
    assert_eq!(found.len(), 1, "{prefix}: {found:?}");
    found.concat()
}

fn press(harness: &mut Harness<'_, App>, key: Key) {
    harness.key_press(key);
    harness.run();
}

#[test]
fn the_cutoff_step_highlights_break_and_narrates_the_values() {
    let mut harness = classic();
    assert_eq!(
        announced(&harness, "Current narration: "),
        "Nothing has happened yet: step forward to start the search."
    );
    press(&mut harness, Key::C);
    assert_eq!(announced(&harness, "Current line: "), "break");
    assert_eq!(
        announced(&harness, "Current narration: "),
        "Step 18: MIN at 2 found 2 ≤ α = 3: MAX above already has 3, so the remaining 2 moves (2, 3) are pruned — an α-cutoff."
    );
    // The locals of minValue at 2: the window and the move the loop is at.
    harness.get_by_label("MIN at 2");
    harness.get_by_label("1 of 3: 1");
    // One step back: the backup, on the improve line of minValue.
    press(&mut harness, Key::ArrowLeft);
    assert_eq!(
        announced(&harness, "Current line: "),
        "if v < best then best ← v"
    );
    assert!(
        announced(&harness, "Current narration: ")
            .starts_with("Step 17: Back at MIN at 2, move 1 returned 2"),
    );
    // One step forward past the cutoff: minValue returns (fail-soft, the
    // default: the best it found).
    press(&mut harness, Key::ArrowRight);
    press(&mut harness, Key::ArrowRight);
    assert_eq!(announced(&harness, "Current line: "), "return best");
}

#[test]
fn the_first_step_enters_maxvalue() {
    let mut harness = classic();
    press(&mut harness, Key::ArrowRight);
    assert_eq!(
        announced(&harness, "Current line: "),
        "function maxValue(node, depth, α, β)"
    );
    assert!(
        announced(&harness, "Current narration: ")
            .starts_with("Step 1: The search starts at the root")
    );
}

#[test]
fn clicking_a_sentence_seeks_to_its_step() {
    let mut harness = classic();
    for _ in 0..9 {
        press(&mut harness, Key::ArrowRight);
    }
    let row = harness
        .query_all_by_label_contains("5. ")
        .find(|node| {
            node.accesskit_node()
                .label()
                .is_some_and(|label| label.trim_start().starts_with("5. "))
        })
        .expect("the log has a row for step 5");
    row.click();
    harness.run();
    assert!(
        announced(&harness, "Current narration: ").starts_with("Step 5: "),
        "{}",
        announced(&harness, "Current narration: ")
    );
    harness.get_by_label_contains("Step 5 ");
}

fn body_size(harness: &Harness<'_, App>) -> f32 {
    harness.ctx.global_style().text_styles[&TextStyle::Body].size
}

#[test]
fn lecture_mode_scales_the_text_and_back() {
    let mut harness = harness();
    let normal = body_size(&harness);
    harness.get_by_label("Lecture mode").click();
    harness.run();
    let lecture = body_size(&harness);
    assert!(
        (lecture / normal - 1.4).abs() < 0.01,
        "{normal} then {lecture}"
    );
    press(&mut harness, Key::L);
    assert!((body_size(&harness) - normal).abs() < 0.01);
}

#[test]
fn the_knuth_legend_appears_when_toggled() {
    let mut harness = classic();
    press(&mut harness, Key::End);
    assert!(harness.query_by_label_contains("Knuth types:").is_none());
    harness.get_by_label("Knuth types").click();
    harness.run();
    harness.get_by_label("Knuth types:");
    harness.get_by_label("CUT fail high (side to move)");
    press(&mut harness, Key::K);
    assert!(harness.query_by_label_contains("Knuth types:").is_none());
}

#[test]
fn help_opens_with_f1_and_lists_every_shortcut() {
    let mut harness = harness();
    assert!(harness.query_by_label("Symbols on the tree").is_none());
    press(&mut harness, Key::F1);
    harness.get_by_label("Symbols on the tree");
    for shortcut in gametree::app::SHORTCUTS {
        assert!(
            harness
                .query_all_by_label(&(shortcut.action)())
                .next()
                .is_some(),
            "{}",
            (shortcut.action)()
        );
    }
    press(&mut harness, Key::H);
    assert!(harness.query_by_label("Symbols on the tree").is_none());
}

#[test]
fn the_inspector_says_a_star1_window_the_units_rounded_exactly() {
    // Issue 33: CHANCE at 2 entered with α = 2.1 gives its first outcome
    // (0.9) the window [17/9, 4], which tenths write [1.8, 4].
    let mut harness = harness();
    crate::common::explorer::choose_game(&mut harness, "Textbook tree");
    crate::common::explorer::replace_text(
        &mut harness,
        egui::accesskit::Role::MultilineTextInput,
        "Textbook tree (nested list, leaves from MAX's view)",
        "[chance(0.9,0.1)[2,3],chance(0.9,0.1)[1,4]]",
    );
    harness.get_by_label("Load tree").scroll_to_me();
    harness.run();
    harness.get_by_label("Load tree").click();
    harness.run();
    harness
        .get_by_role_and_label(egui::accesskit::Role::ComboBox, "Algorithm")
        .click();
    harness.run();
    harness.get_by_label("Star1 (chance pruning)").click();
    harness.run();
    for _ in 0..12 {
        press(&mut harness, Key::ArrowRight);
    }
    assert!(
        harness
            .query_all_by_label_contains("Step 12 of 19")
            .next()
            .is_some()
    );
    harness.get_by_label("Node 2.1");
    harness.get_by_label("α = 17/9 exactly, rounded down to 1.8");
}

#[test]
fn the_inspector_gives_mtdf_s_root_the_value_its_passes_proved() {
    // Issue 33: at the end of MTD(f) on `classic` the last pass failed low
    // (the root's own record is ≤3); the passes' bounds meet at 3, so the
    // inspector must say 3, exact, not "≤3, upper bound".
    let mut harness = classic();
    harness
        .get_by_role_and_label(egui::accesskit::Role::ComboBox, "Algorithm")
        .click();
    harness.run();
    harness.get_by_label("MTD(f)").click();
    harness.run();
    press(&mut harness, Key::End);
    harness.get_by_label("Node root");
    assert!(
        harness
            .query_all_by_label_contains("exact: the passes' bounds meet (the last pass alone: ≤3")
            .next()
            .is_some(),
        "the root's status names the proof"
    );
    assert!(
        harness
            .query_all_by_label("upper bound (failed low in MAX's view)")
            .next()
            .is_none(),
        "the root is not called an upper bound"
    );
}
