//! Headless tests of how the explorer takes input (`egui_kittest`): several
//! key presses in one frame, option changes that keep the place, undo and
//! redo, a click on the timeline track, Esc on popups, the compare table
//! after a new position, the narration log's scrolling and the
//! pseudocode's root note, and a built-in tree's name typed in the tree
//! field.

use crate::common::explorer::{
    compare_minimax_with_alpha_beta, harness, labels, load_builtin, replace_text, status,
};
use egui::{Event, Key, Modifiers, PointerButton, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use gametree::app::App;

const CLASSIC: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

/// The step number the status line starts with.
fn step(harness: &Harness<'_, App>) -> u64 {
    let status = status(harness);
    let digits: String = status
        .trim_start_matches("Step ")
        .chars()
        .take_while(|&c| c.is_ascii_digit() || c == ',')
        .filter(char::is_ascii_digit)
        .collect();
    digits.parse().unwrap_or_else(|_| panic!("{status}"))
}

/// Delivers all `keys` in one frame, as a clicker or key repeat does when
/// frames are slow; `(key, repeat)` pairs.
fn presses_in_one_frame(harness: &mut Harness<'_, App>, keys: &[(Key, bool)]) {
    for &(key, repeat) in keys {
        for pressed in [true, false] {
            if repeat && !pressed {
                continue;
            }
            harness.input_mut().events.push(Event::Key {
                key,
                physical_key: None,
                pressed,
                repeat,
                modifiers: Modifiers::NONE,
            });
        }
    }
    harness.step();
    harness.run();
}

fn press(harness: &mut Harness<'_, App>, modifiers: Modifiers, key: Key) {
    harness.key_press_modifiers(modifiers, key);
    harness.run();
}

/// Whether the checkbox labelled `label` is ticked.
fn ticked(harness: &Harness<'_, App>, label: &str) -> bool {
    let node = harness.get_by_role_and_label(Role::CheckBox, label);
    node.accesskit_node().toggled() == Some(egui::accesskit::Toggled::True)
}

fn tick(harness: &mut Harness<'_, App>, label: &str) {
    harness
        .get_by_role_and_label(Role::CheckBox, label)
        .click_accesskit();
    harness.run();
}

#[test]
fn several_presses_in_one_frame_each_take_a_step() {
    let mut harness = harness();
    let right = (Key::ArrowRight, false);
    let down = (Key::PageDown, false);
    presses_in_one_frame(
        &mut harness,
        &[
            right,
            right,
            (Key::ArrowRight, true),
            right,
            down,
            down,
            down,
        ],
    );
    assert_eq!(step(&harness), 7, "{}", status(&harness));
    presses_in_one_frame(
        &mut harness,
        &[
            (Key::ArrowLeft, false),
            (Key::PageUp, false),
            (Key::PageUp, true),
        ],
    );
    assert_eq!(step(&harness), 4, "{}", status(&harness));
}

#[test]
fn ticking_an_option_twice_keeps_the_step_and_undo_redo_walk_it() {
    let mut harness = harness();
    assert!(harness.get_by_label("Undo").accesskit_node().is_disabled());
    assert!(harness.get_by_label("Redo").accesskit_node().is_disabled());
    load_builtin(&mut harness, "classic");
    presses_in_one_frame(&mut harness, &[(Key::ArrowRight, false); 19]);
    let at_19 = status(&harness);
    assert!(at_19.starts_with("Step 19 "), "{at_19}");
    assert!(!ticked(&harness, "Transposition table"));

    tick(&mut harness, "Transposition table");
    assert!(ticked(&harness, "Transposition table"));
    assert_eq!(step(&harness), 19, "{}", status(&harness));
    tick(&mut harness, "Transposition table");
    assert!(!ticked(&harness, "Transposition table"));
    assert_eq!(status(&harness), at_19);

    // Plain Z is no shortcut; Ctrl+Z undoes the last tick, then the first.
    press(&mut harness, Modifiers::NONE, Key::Z);
    assert!(!ticked(&harness, "Transposition table"));
    press(&mut harness, Modifiers::COMMAND, Key::Z);
    assert!(ticked(&harness, "Transposition table"));
    assert_eq!(step(&harness), 19);
    press(&mut harness, Modifiers::COMMAND, Key::Z);
    assert!(!ticked(&harness, "Transposition table"));
    assert_eq!(status(&harness), at_19);

    // Redo with Ctrl+Shift+Z, then with Ctrl+Y; the button undoes again.
    press(&mut harness, Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    assert!(ticked(&harness, "Transposition table"));
    press(&mut harness, Modifiers::COMMAND, Key::Y);
    assert!(!ticked(&harness, "Transposition table"));
    assert!(harness.get_by_label("Redo").accesskit_node().is_disabled());
    // The Search section is below the board and the Position section, past
    // the teaching panel's top at 1500x1100: scroll to the button as a
    // person would, then click it.
    harness.get_by_label("Undo").scroll_to_me();
    harness.run();
    harness.get_by_label("Undo").click();
    harness.run();
    assert!(ticked(&harness, "Transposition table"));
    assert_eq!(step(&harness), 19);
}

#[test]
fn undo_brings_back_the_position_and_the_step() {
    let mut harness = harness();
    load_builtin(&mut harness, "classic");
    presses_in_one_frame(&mut harness, &[(Key::ArrowRight, false); 5]);
    let at_5 = status(&harness);
    load_builtin(&mut harness, "uneven");
    assert_eq!(step(&harness), 0);
    assert!(harness.query_by_label(CLASSIC).is_none());
    press(&mut harness, Modifiers::COMMAND, Key::Z);
    harness.get_by_label(CLASSIC);
    assert_eq!(status(&harness), at_5);
    press(&mut harness, Modifiers::COMMAND, Key::Y);
    assert!(harness.query_by_label(CLASSIC).is_none());
    assert_eq!(step(&harness), 0);
}

#[test]
fn a_click_on_the_timeline_track_jumps_there() {
    let mut harness = harness();
    load_builtin(&mut harness, "classic");
    press(&mut harness, Modifiers::NONE, Key::End);
    let end = step(&harness);
    press(&mut harness, Modifiers::NONE, Key::Home);
    assert_eq!(step(&harness), 0);
    let track = harness
        .get_by_role_and_label(Role::Slider, "Timeline")
        .rect();
    // Press and release in one frame, as a quick click on a slow frame.
    let pos = track.center();
    let input = harness.input_mut();
    input.events.push(Event::PointerMoved(pos));
    for pressed in [true, false] {
        input.events.push(Event::PointerButton {
            pos,
            button: PointerButton::Primary,
            pressed,
            modifiers: Modifiers::NONE,
        });
    }
    harness.step();
    harness.run();
    let middle = step(&harness);
    assert!(
        middle.abs_diff(end / 2) <= 1,
        "clicked the middle of 0..={end}, got {middle}"
    );
}

#[test]
fn esc_closes_the_help_window_and_menus_before_anything_else() {
    let mut harness = harness();
    presses_in_one_frame(&mut harness, &[(Key::ArrowRight, false); 3]);
    press(&mut harness, Modifiers::NONE, Key::F1);
    harness.get_by_label("Symbols on the tree");
    press(&mut harness, Modifiers::NONE, Key::Escape);
    assert!(harness.query_by_label("Symbols on the tree").is_none());

    harness.get_by_label("Textbook trees").scroll_to_me();
    harness.run();
    harness.get_by_label("Textbook trees").click();
    harness.run();
    harness.get_by_label("classic");
    press(&mut harness, Modifiers::NONE, Key::Escape);
    assert!(harness.query_by_label("classic").is_none());

    harness
        .get_by_role_and_label(Role::ComboBox, "Algorithm")
        .click_accesskit();
    harness.run();
    harness.get_by_label("Negamax");
    press(&mut harness, Modifiers::NONE, Key::Escape);
    assert!(harness.query_by_label("Negamax").is_none());
    assert_eq!(step(&harness), 3);
}

#[test]
fn compare_drops_its_numbers_when_a_new_position_is_loaded() {
    let mut harness = harness();
    load_builtin(&mut harness, "classic");
    compare_minimax_with_alpha_beta(&mut harness);
    load_builtin(&mut harness, "uneven");
    assert_eq!(labels(&harness, "Nodes, other: "), Vec::<String>::new());
    harness.get_by_label_contains("changed since the last comparison");
    // Back on the position compared, its numbers are right again.
    press(&mut harness, Modifiers::COMMAND, Key::Z);
    assert_eq!(labels(&harness, "Nodes, other: ").len(), 1);
}

/// Whether the narration log shows the row of step `step` (1-based); the log
/// draws only the rows in view.
fn log_shows(harness: &Harness<'_, App>, step: u64) -> bool {
    let row = format!("{step:>4}. ");
    harness
        .query_all_by_role(Role::Button)
        .filter_map(|node| node.accesskit_node().label())
        .any(|label| label.starts_with(&row))
}

#[test]
fn the_narration_log_shows_the_newest_step_after_end_and_again_after_lecture_mode() {
    let mut harness = harness();
    press(&mut harness, Modifiers::NONE, Key::End);
    let end = step(&harness);
    assert!(end > 1000, "{end}");
    assert!(log_shows(&harness, end));
    assert!(!log_shows(&harness, 1));
    // Lecture mode shows the one sentence of the step, without the log
    // (its rows were cut at 1920×1080; the timeline goes back instead).
    press(&mut harness, Modifiers::NONE, Key::L);
    assert!(!log_shows(&harness, end));
    harness.get_by_label_contains("Current narration: Step ");
    // Back out of lecture mode, the log is there again at its newest step.
    press(&mut harness, Modifiers::NONE, Key::L);
    assert!(log_shows(&harness, end));
}

/// Chooses the textbook tree game and types `text` into its field.
fn type_tree(harness: &mut Harness<'_, App>, text: &str) {
    let field = "Textbook tree (nested list, leaves from MAX's view)";
    crate::common::explorer::choose_game(harness, "Textbook tree");
    replace_text(harness, Role::MultilineTextInput, field, text);
}

#[test]
fn the_pseudocode_notes_the_root_call_only_at_the_root() {
    let mut harness = harness();
    type_tree(&mut harness, "[[[1,2],[3,4]],[[5,6],[7,8]]]");
    harness.get_by_label("Load tree").click();
    harness.run();
    let root_note = "// called as maxValue(root, d, −∞, +∞); values from MAX's view";
    press(&mut harness, Modifiers::NONE, Key::ArrowRight);
    harness.get_by_label(root_note);
    // Step 3 enters MAX at 1.1: the same line, without the root's call.
    presses_in_one_frame(&mut harness, &[(Key::ArrowRight, false); 2]);
    harness.get_by_label("Current line: function maxValue(node, depth, α, β)");
    assert!(harness.query_by_label(root_note).is_none());
    harness.get_by_label("// values from MAX's view");
}

#[test]
fn a_built_in_trees_name_typed_in_the_tree_field_loads_that_tree() {
    let mut harness = harness();
    type_tree(&mut harness, " classic ");
    harness.get_by_label("Load tree").scroll_to_me();
    harness.run();
    harness.get_by_label("Load tree").click();
    harness.run();
    crate::common::explorer::run_to_end(&mut harness);
    let end = status(&harness);
    // The classic tree (AIMA fig. 5.2): MAX takes the first move, worth 3.
    assert!(end.contains("best move 1, value 3"), "{end}");
    assert!(
        labels(&harness, "invalid tree").is_empty(),
        "the name is not refused"
    );
}

#[test]
fn ctrl_enter_in_the_tree_field_loads_the_tree_typed() {
    // Issue 33: a quick Ctrl+Enter (Ctrl released within the frame) did
    // not load; the press's own modifiers count.
    let mut harness = harness();
    type_tree(&mut harness, "[[1,2],[3,4]]");
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Enter);
    harness.run();
    harness.run();
    let shown = status(&harness);
    assert!(
        shown.contains("of 21"),
        "the tree [[1,2],[3,4]] is loaded: {shown}"
    );
}
