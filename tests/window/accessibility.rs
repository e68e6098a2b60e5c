//! The tree by keyboard and by screen reader (issue 27): the classic tree
//! (AIMA Fig. 5.2, alpha-beta fail-soft) walked by keys alone, the
//! accessibility tree's `TreeItem`s at its α-cutoff, and the narration as a
//! polite live region.
//!
//! The expected names are worked out by hand from the tree
//! `[[3,12,8],[2,4,6],[14,5,2]]`: MAX's first child B (MIN at 1) comes back
//! 3 with window [−∞, 3]; MIN at 2 enters with [3, +∞], its first leaf 2
//! brings β to 2 ≤ α = 3, an α-cutoff that prunes its moves 2.2 and 2.3;
//! the whole-tree view (on for textbook trees) draws MIN at 3 and its
//! leaves not reached yet.

use crate::common::explorer::{classic, labels, line, status};
use egui::accesskit::Live;
use egui::{Key, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use gametree::app::App;

fn press(harness: &mut Harness<'_, App>, key: Key) {
    harness.key_press(key);
    harness.run();
}

/// The classic tree at its first cutoff (C), the tree given the keyboard
/// focus (T).
fn classic_at_cutoff_focused() -> Harness<'static, App> {
    let mut harness = classic();
    press(&mut harness, Key::C);
    press(&mut harness, Key::T);
    harness.run();
    harness
}

/// The name of the tree item the keyboard focus is on: the tree's active
/// descendant.
fn focused(harness: &Harness<'_, App>) -> String {
    let tree = harness.get_by_role_and_label(Role::Tree, "Search tree");
    let node = tree.accesskit_node();
    let item = node
        .active_descendant()
        .expect("no tree item has the focus");
    assert_eq!(item.role(), Role::TreeItem);
    item.label().unwrap_or_default()
}

/// Every tree item in the tree, depth first: its name and, as ARIA counts
/// them (from 1), its level, its place in its set and the set's size.
/// AccessKit counts level and place from 0 and gives a set's size on its
/// container, the parent item or the tree, as its platform adapters read it.
fn items(harness: &Harness<'_, App>) -> Vec<(String, usize, usize, usize)> {
    let tree = harness.get_by_role_and_label(Role::Tree, "Search tree");
    tree.children_recursive()
        .map(|child| {
            let node = child.accesskit_node();
            assert_eq!(node.role(), Role::TreeItem);
            let container = node.parent().expect("an item has a container");
            let data = node.data();
            (
                node.label().unwrap_or_default(),
                data.level().expect("a level") + 1,
                data.position_in_set().expect("a place") + 1,
                container.data().size_of_set().expect("a set size"),
            )
        })
        .collect()
}

const ROOT: &str = "MAX at the root, being searched, best so far 3, window 3 to +∞";
const B: &str = "MIN at 1, value 3, window −∞ to 3";
const CUT: &str =
    "MIN at 2, being searched, best so far 2, window 3 to 2, alpha cutoff, 2 moves pruned";
const CUT_LEAF: &str = "MAX at 2.1, leaf of the tree, value 2, window 3 to +∞";

#[test]
fn keys_alone_reach_the_cut_node_its_parent_and_its_pruned_moves() {
    let mut harness = classic_at_cutoff_focused();
    // End: the node being searched, the one just cut.
    press(&mut harness, Key::End);
    assert_eq!(focused(&harness), CUT);
    // ← folds the open node first, then goes to its parent.
    press(&mut harness, Key::ArrowLeft);
    assert_eq!(
        focused(&harness),
        format!("{CUT}, collapsed, 3 nodes hidden")
    );
    press(&mut harness, Key::ArrowLeft);
    assert_eq!(focused(&harness), ROOT);
    // → goes to the first child; ↓ to its next sibling, the folded node.
    press(&mut harness, Key::ArrowRight);
    assert_eq!(focused(&harness), B);
    press(&mut harness, Key::ArrowDown);
    assert_eq!(
        focused(&harness),
        format!("{CUT}, collapsed, 3 nodes hidden")
    );
    // → opens it first, then goes into it.
    press(&mut harness, Key::ArrowRight);
    assert_eq!(focused(&harness), CUT);
    press(&mut harness, Key::ArrowRight);
    assert_eq!(focused(&harness), CUT_LEAF);
    // ↓ walks the pruned moves, and stops at the last sibling.
    press(&mut harness, Key::ArrowDown);
    assert_eq!(
        focused(&harness),
        "pruned move at 2.2, never searched, value 4"
    );
    press(&mut harness, Key::ArrowDown);
    assert_eq!(
        focused(&harness),
        "pruned move at 2.3, never searched, value 6"
    );
    press(&mut harness, Key::ArrowDown);
    assert_eq!(
        focused(&harness),
        "pruned move at 2.3, never searched, value 6"
    );
    // Enter selects it for the inspector.
    press(&mut harness, Key::Enter);
    assert!(!labels(&harness, "Path: 2.3").is_empty());
    // Home: the root; ↑ at the first sibling stays.
    press(&mut harness, Key::Home);
    assert_eq!(focused(&harness), ROOT);
    press(&mut harness, Key::ArrowUp);
    assert_eq!(focused(&harness), ROOT);
}

#[test]
fn arrows_step_without_the_tree_focus_and_page_down_steps_with_it() {
    let mut harness = classic();
    press(&mut harness, Key::ArrowRight);
    assert!(
        status(&harness).starts_with("Step 1 "),
        "{}",
        status(&harness)
    );
    press(&mut harness, Key::T);
    harness.run();
    // The arrows are the tree's now; Page Down still steps.
    press(&mut harness, Key::ArrowRight);
    assert!(
        status(&harness).starts_with("Step 1 "),
        "{}",
        status(&harness)
    );
    press(&mut harness, Key::PageDown);
    assert!(
        status(&harness).starts_with("Step 2 "),
        "{}",
        status(&harness)
    );
    // Esc gives the focus back: the arrows step again.
    press(&mut harness, Key::Escape);
    press(&mut harness, Key::ArrowRight);
    assert!(
        status(&harness).starts_with("Step 3 "),
        "{}",
        status(&harness)
    );
}

#[test]
fn every_drawn_node_is_a_tree_item_with_its_level_place_and_name() {
    let harness = classic_at_cutoff_focused();
    let expected = [
        (ROOT, 1, 1, 1),
        (B, 2, 1, 3),
        (
            "MAX at 1.1, leaf of the tree, value 3, window −∞ to +∞",
            3,
            1,
            3,
        ),
        (
            "MAX at 1.2, leaf of the tree, value 12, window −∞ to 3",
            3,
            2,
            3,
        ),
        (
            "MAX at 1.3, leaf of the tree, value 8, window −∞ to 3",
            3,
            3,
            3,
        ),
        (CUT, 2, 2, 3),
        (CUT_LEAF, 3, 1, 3),
        ("pruned move at 2.2, never searched, value 4", 3, 2, 3),
        ("pruned move at 2.3, never searched, value 6", 3, 3, 3),
        ("MIN at 3, not reached yet", 2, 3, 3),
        ("MAX at 3.1, not reached yet, value 14", 3, 1, 3),
        ("MAX at 3.2, not reached yet, value 5", 3, 2, 3),
        ("MAX at 3.3, not reached yet, value 2", 3, 3, 3),
    ];
    let expected: Vec<(String, usize, usize, usize)> = expected
        .iter()
        .map(|&(name, level, place, size)| (name.to_owned(), level, place, size))
        .collect();
    assert_eq!(items(&harness), expected);
    // The scene draws exactly these 13 nodes: one item each.
    assert_eq!(harness.query_all_by_role(Role::TreeItem).count(), 13);
}

/// The current narration's node: its live setting and its value, which
/// is its name too.
fn narration(harness: &Harness<'_, App>) -> (Option<Live>, String) {
    let node = harness.get_by_label_contains("Current narration: ");
    let node = node.accesskit_node();
    let value = node.value().unwrap_or_default();
    assert_eq!(node.label(), Some(value.clone()));
    (node.data().live(), value)
}

#[test]
fn the_narration_is_a_polite_live_region_that_follows_the_step() {
    let mut harness = classic();
    press(&mut harness, Key::ArrowRight);
    let (live, first) = narration(&harness);
    assert_eq!(live, Some(Live::Polite));
    assert!(first.starts_with("Current narration: Step 1: "), "{first}");
    press(&mut harness, Key::ArrowRight);
    let (live, second) = narration(&harness);
    assert_eq!(live, Some(Live::Polite));
    assert!(
        second.starts_with("Current narration: Step 2: "),
        "{second}"
    );
    // Announcements off (in the Keys menu): the sentence stays, no longer live.
    harness.get_by_label("Keys").click();
    harness.run();
    harness.get_by_label("Announce steps").click();
    harness.run();
    let (live, quiet) = narration(&harness);
    assert_eq!(live, Some(Live::Off));
    assert_eq!(quiet, second);
}

#[test]
fn space_and_the_arrows_act_on_a_focused_control_and_step_only_when_none_wants_them() {
    // Issue 39: Space on the focused "Skipped values" check box played the
    // search and left the box unticked; the arrows on a focused slider
    // stepped the search.
    let mut harness = classic();
    let skipped = harness.get_by_label("Skipped values");
    assert_eq!(
        skipped.accesskit_node().toggled(),
        Some(egui::accesskit::Toggled::False)
    );
    skipped.focus();
    harness.run();
    press(&mut harness, Key::Space);
    harness.run();
    assert_eq!(
        harness
            .get_by_label("Skipped values")
            .accesskit_node()
            .toggled(),
        Some(egui::accesskit::Toggled::True),
        "Space ticks the focused check box"
    );
    assert!(
        status(&harness).starts_with("Step 0 "),
        "{}",
        status(&harness)
    );
    // The speed slider, focused, takes the arrows: the speed changes and
    // the search stays at step 0.
    let speed = |harness: &Harness<'_, App>| {
        harness
            .get_by_role_and_label(Role::Slider, "Speed")
            .accesskit_node()
            .numeric_value()
            .unwrap()
    };
    let before = speed(&harness);
    harness.get_by_role_and_label(Role::Slider, "Speed").focus();
    harness.run();
    press(&mut harness, Key::ArrowRight);
    assert!(
        speed(&harness) > before,
        "{} after {before}",
        speed(&harness)
    );
    assert!(
        status(&harness).starts_with("Step 0 "),
        "{}",
        status(&harness)
    );
    // With no control focused, the arrow steps.
    press(&mut harness, Key::Escape);
    press(&mut harness, Key::ArrowRight);
    assert!(
        status(&harness).starts_with("Step 1 "),
        "{}",
        status(&harness)
    );
}

#[test]
fn e_focuses_the_narration_whose_value_follows_each_step_for_readers_without_live_regions() {
    // Issue 39: Orca 43 ignores AT-SPI announcements, so the sentence
    // explaining a step was never spoken. It is a focusable node now: E
    // gives it the focus, and stepping from there changes its value.
    let mut harness = classic();
    press(&mut harness, Key::ArrowRight);
    let focused = |harness: &Harness<'_, App>| {
        harness
            .get_by_label_contains("Current narration: ")
            .is_focused()
    };
    assert!(!focused(&harness));
    press(&mut harness, Key::E);
    harness.run();
    assert!(focused(&harness), "E gives the sentence the focus");
    let (_, first) = narration(&harness);
    assert!(first.starts_with("Current narration: Step 1: "), "{first}");
    // From the sentence the stepping keys step; the focus stays on it.
    for (key, step) in [(Key::ArrowRight, 2), (Key::C, 18), (Key::ArrowLeft, 17)] {
        press(&mut harness, key);
        harness.run();
        assert!(focused(&harness), "after {key:?}");
        let (_, said) = narration(&harness);
        assert!(
            said.starts_with(&format!("Current narration: Step {step}: ")),
            "after {key:?}: {said}"
        );
    }
    // It is in the Tab order: Shift+Tab away and Tab back.
    harness.key_press_modifiers(egui::Modifiers::SHIFT, Key::Tab);
    harness.run();
    assert!(!focused(&harness));
    harness.key_press(Key::Tab);
    harness.run();
    assert!(focused(&harness), "Tab comes back to it");
}

/// The node whose name starts with `prefix`: whether it has the keyboard
/// focus, and its live setting.
fn spoken(harness: &Harness<'_, App>, prefix: &str) -> (bool, Option<Live>) {
    let nodes: Vec<_> = harness
        .query_all_by_label_contains(prefix)
        .filter(|node| {
            node.accesskit_node()
                .label()
                .is_some_and(|label| label.starts_with(prefix))
        })
        .collect();
    assert_eq!(nodes.len(), 1, "one node starts with {prefix:?}");
    (
        nodes[0].is_focused(),
        nodes[0].accesskit_node().data().live(),
    )
}

#[test]
fn the_quiz_question_takes_the_focus_and_its_errors_and_verdict_are_spoken() {
    // Issue 39, item 3: the question was neither focused nor announced,
    // errors and feedback were silent, and after Check the focus fell to
    // the window.
    let mut harness = crate::common::explorer::harness();
    crate::common::explorer::load_builtin(&mut harness, "classic");
    crate::common::explorer::quiz_values_only(&mut harness);
    let prompt = crate::common::explorer::step_to_value_question(&mut harness);
    let question = format!(
        "Quiz question: {}",
        prompt.trim_start_matches("Quiz question: ")
    );
    assert_eq!(
        spoken(&harness, &question),
        (true, Some(Live::Assertive)),
        "the question has the focus and is announced"
    );
    // Tab: the answer field, straight after the question.
    press(&mut harness, Key::Tab);
    let field = || Role::TextInput;
    assert!(
        harness
            .get_by_role_and_label(field(), "Your answer")
            .is_focused()
    );
    harness.event(egui::Event::Text("three".to_owned()));
    harness.run();
    press(&mut harness, Key::Enter);
    let error = "\"three\" is not a value";
    assert_eq!(spoken(&harness, error), (false, Some(Live::Assertive)));
    let answer = harness.get_by_role_and_label(field(), "Your answer");
    assert!(answer.is_focused(), "the field keeps the focus");
    assert!(
        answer
            .accesskit_node()
            .description()
            .is_some_and(|description| description.starts_with(error)),
        "the field says why: {:?}",
        answer.accesskit_node().description()
    );
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    harness.run();
    harness.event(egui::Event::Text("3".to_owned()));
    harness.run();
    press(&mut harness, Key::Enter);
    // The verdict takes the focus from the field that is gone, and says
    // "Right" once (it said "Right. Right: …").
    assert_eq!(spoken(&harness, "Right: "), (true, Some(Live::Assertive)));
    let verdict = line(&harness, "Right: ");
    assert_eq!(verdict.matches("Right").count(), 1, "{verdict}");
    // From the verdict, → steps on to the next question, which takes the focus.
    press(&mut harness, Key::ArrowRight);
    let next = crate::common::explorer::step_to_value_question(&mut harness);
    assert_ne!(next, prompt);
    assert!(spoken(&harness, &next).0, "{next}");
}

#[test]
fn esc_from_a_combo_box_gives_the_focus_back_where_it_was() {
    // Issue 39, item 6: after Esc from a combo box the focus went to the
    // unnamed window.
    let mut harness = crate::common::explorer::harness();
    let algorithm = |harness: &Harness<'_, App>| {
        harness
            .get_by_role_and_label(Role::ComboBox, "Algorithm")
            .is_focused()
    };
    harness
        .get_by_role_and_label(Role::ComboBox, "Algorithm")
        .focus();
    harness.run();
    press(&mut harness, Key::Space);
    assert!(
        egui::Popup::is_any_open(&harness.ctx),
        "Space opens its list"
    );
    press(&mut harness, Key::Escape);
    assert!(!egui::Popup::is_any_open(&harness.ctx), "Esc closes it");
    assert!(algorithm(&harness), "the focus is back on the box");
    // Esc with nothing to close leaves the control, as before.
    press(&mut harness, Key::Escape);
    assert!(!algorithm(&harness));
}

/// Every node a Tab or a screen reader can focus that has no name: its
/// role and, to find it, its value or its first named child.
fn unnamed_focusable(harness: &Harness<'_, App>) -> Vec<String> {
    harness
        .root()
        .children_recursive()
        .filter(|node| {
            let node = node.accesskit_node();
            node.data().supports_action(egui::accesskit::Action::Focus)
                && node.label().is_none_or(|label| label.trim().is_empty())
        })
        .map(|node| {
            let node = node.accesskit_node();
            format!(
                "{:?} {:?} {:?}",
                node.role(),
                node.value(),
                node.bounding_box()
            )
        })
        .collect()
}

#[test]
fn the_window_and_every_focusable_node_have_a_name() {
    // Issue 39, item 7: Orca said "frame." for the window, and there were
    // focusable unnamed stops over the timeline and in Help.
    let mut harness = classic();
    press(&mut harness, Key::C);
    assert_eq!(unnamed_focusable(&harness), Vec::<String>::new());
    let window = harness.root().accesskit_node().label();
    assert_eq!(window.as_deref(), Some("gametree — classic"));
    press(&mut harness, Key::F1);
    assert_eq!(
        unnamed_focusable(&harness),
        Vec::<String>::new(),
        "with Help open"
    );
}

#[test]
fn help_takes_the_focus_and_esc_gives_it_back() {
    // Issue 39, item 5: F1 opened Help without focus or announcement, and
    // Esc lost the focus.
    let mut harness = classic();
    harness
        .get_by_role_and_label(Role::CheckBox, "Skipped values")
        .focus();
    harness.run();
    press(&mut harness, Key::F1);
    let (focused, live) = spoken(&harness, "Help: ");
    assert!(focused, "Help's first line has the focus");
    assert_eq!(live, Some(Live::Polite));
    press(&mut harness, Key::Escape);
    assert!(
        harness.query_by_label_contains("Help: ").is_none(),
        "Esc closes Help"
    );
    assert!(
        harness
            .get_by_role_and_label(Role::CheckBox, "Skipped values")
            .is_focused(),
        "the focus is back where it was"
    );
}

#[test]
fn the_root_item_keeps_its_role_while_a_tooltip_is_shown() {
    // Issue 39, item 7: egui's tooltip for the tree took the id of the
    // root's item (the canvas's id with 0), which then read as a tooltip.
    let mut harness = classic_at_cutoff_focused();
    let centre = harness
        .get_by_role_and_label(Role::TreeItem, ROOT)
        .rect()
        .center();
    harness.event(egui::Event::PointerMoved(centre));
    harness.run();
    harness.run();
    assert!(
        harness.query_all_by_role(Role::Tooltip).count() > 0,
        "the root's tooltip is shown"
    );
    let root = harness.get_by_role_and_label(Role::TreeItem, ROOT);
    assert_eq!(root.accesskit_node().role(), Role::TreeItem);
    assert_eq!(harness.query_all_by_role(Role::TreeItem).count(), 13);
}

/// The names of the tree's leaf items (items with no item under them), in
/// the tree's order.
fn leaf_names(harness: &Harness<'_, App>) -> Vec<String> {
    let tree = harness.get_by_role_and_label(Role::Tree, "Search tree");
    tree.children_recursive()
        .filter(|item| item.children().next().is_none())
        .map(|item| item.accesskit_node().label().unwrap_or_default())
        .collect()
}

#[test]
fn a_drill_is_finished_by_keyboard_alone_with_the_leaf_values_in_the_names() {
    // Issue 39, item 4: the leaves read "values hidden" over the values
    // drawn, marking a pruned edge needed the pointer, and the verdict was
    // not announced.
    use gametree::teach::drill::{Drill, DrillSettings};
    let mut harness = classic();
    press(&mut harness, Key::D);
    let seed = crate::common::explorer::line(&harness, "Seed ");
    let seed: u64 = seed.trim_start_matches("Seed ").parse().unwrap();
    let drill = Drill::new(seed, DrillSettings::default()).unwrap();
    let score = |value| gametree::notation::score(value, gametree::game::Wording::TREE);
    let leaves = drill.whole.game().as_textbook().unwrap();
    let names = leaf_names(&harness);
    let values = leaves.leaf_values_in_order();
    assert_eq!(names.len(), values.len(), "{names:?}");
    for (name, &value) in names.iter().zip(&values) {
        assert!(
            name.ends_with(&format!(", value {}", score(value))),
            "{name} (the leaf shows {})",
            score(value)
        );
    }
    // The root value field has the focus; Esc leaves it, T gives the tree
    // the focus, and the arrows reach each pruned move, X marks it.
    let (pruned, value) = drill.answer();
    let tree = drill.whole.tree().unwrap();
    press(&mut harness, Key::Escape);
    press(&mut harness, Key::T);
    for &node in &pruned {
        let mut path = vec![node];
        while let Some(parent) = tree.parent(*path.last().unwrap()) {
            path.push(parent);
        }
        path.reverse();
        press(&mut harness, Key::Home);
        for pair in path.windows(2) {
            press(&mut harness, Key::ArrowRight);
            let place = tree
                .children(pair[0])
                .iter()
                .position(|&child| child == pair[1])
                .unwrap();
            for _ in 0..place {
                press(&mut harness, Key::ArrowDown);
            }
        }
        press(&mut harness, Key::X);
        let name = focused(&harness);
        assert!(name.contains(", marked pruned"), "{name}");
    }
    let mut marked: Vec<String> = pruned
        .iter()
        .map(|&node| gametree::teach::worksheet::path_name(drill.move_path(node).unwrap()))
        .collect();
    marked.sort();
    if !marked.is_empty() {
        assert_eq!(
            crate::common::explorer::line(&harness, "Marked pruned: "),
            format!("Marked pruned: {}", marked.join(", "))
        );
    }
    // Tab: the root value field, next after the tree; type the value, Enter.
    press(&mut harness, Key::Tab);
    assert!(
        harness
            .get_by_role_and_label(Role::TextInput, "Root value")
            .is_focused(),
        "Tab from the tree reaches the root value field"
    );
    harness.event(egui::Event::Text(score(value)));
    harness.run();
    press(&mut harness, Key::Enter);
    let (_, live) = spoken(&harness, "Right! ");
    assert_eq!(live, Some(Live::Assertive), "the verdict is announced");
    // Tried with Orca 43: the verdict was silent, as a live region and
    // as a text without the focus. The field keeps the focus, and the
    // verdict is its description, whose change Orca speaks.
    let verdict = labels(&harness, "Right! ");
    let field = harness.get_by_role_and_label(Role::TextInput, "Root value");
    assert!(field.is_focused());
    assert_eq!(
        field.accesskit_node().description(),
        verdict.first().cloned()
    );
}

#[test]
fn tab_from_the_worksheet_s_last_cell_leaves_the_cells() {
    // Issue 39, item 4: Tab cycled through the cells only; 90 presses never
    // left them.
    let mut harness = classic();
    press(&mut harness, Key::W);
    harness.get_by_label("values only").click();
    harness.run();
    let entry = |harness: &Harness<'_, App>| {
        harness
            .query_all_by_role(Role::TextInput)
            .find(egui_kittest::Node::is_focused)
            .and_then(|field| field.accesskit_node().label())
    };
    harness
        .get_by_role_and_label(Role::TextInput, "Cell 1 of 16: Pruned? the move into 1")
        .focus();
    harness.run();
    for _ in 1..16 {
        press(&mut harness, Key::Tab);
    }
    let last = entry(&harness).unwrap_or_default();
    assert!(last.starts_with("Cell 16 of 16: "), "{last}");
    press(&mut harness, Key::Tab);
    assert_eq!(entry(&harness), None, "Tab leaves the cells");
    crate::common::explorer::line(&harness, "Cell 16 of 16: ");
    // Shift+Tab comes back to the last cell.
    harness.key_press_modifiers(egui::Modifiers::SHIFT, Key::Tab);
    harness.run();
    let back = entry(&harness).unwrap_or_default();
    assert!(back.starts_with("Cell 16 of 16: "), "{back}");
}

/// The names of the tree items a screen reader reads as selected.
fn selected_items(harness: &Harness<'_, App>) -> Vec<String> {
    harness
        .query_all_by_role(Role::TreeItem)
        .filter(|item| item.accesskit_node().data().is_selected() == Some(true))
        .map(|item| item.accesskit_node().label().unwrap_or_default())
        .collect()
}

#[test]
fn only_the_node_the_user_picks_is_a_selected_tree_item() {
    // Tried with Orca 43: the item of the node being searched was
    // selected, so every step moved the selection, and Orca follows a
    // tree's selection wherever the keyboard focus is: from the narration
    // (E), stepping read "Search tree, MAX at the root, being searched"
    // and never the step's sentence again.
    let mut harness = classic();
    press(&mut harness, Key::E);
    press(&mut harness, Key::ArrowRight);
    press(&mut harness, Key::ArrowRight);
    assert!(
        status(&harness).starts_with("Step 2 "),
        "{}",
        status(&harness)
    );
    assert_eq!(selected_items(&harness), Vec::<String>::new());
    // Picked by Enter, the root is selected (the inspector shows it); a
    // step lets the pick go, as the panels follow the search again.
    press(&mut harness, Key::T);
    press(&mut harness, Key::Home);
    press(&mut harness, Key::Enter);
    assert!(!labels(&harness, "Path: root").is_empty());
    let picked = selected_items(&harness);
    assert_eq!(picked.len(), 1, "{picked:?}");
    assert!(picked[0].starts_with("MAX at the root"), "{picked:?}");
    press(&mut harness, Key::PageDown);
    assert!(
        status(&harness).starts_with("Step 3 "),
        "{}",
        status(&harness)
    );
    assert_eq!(selected_items(&harness), Vec::<String>::new());
}

#[test]
fn the_spoken_texts_are_paragraphs_whose_name_changes_orca_reads() {
    // Tried with Orca 43: its event manager drops every name change of a
    // label ("gnome-shell spam"), so the focused narration, a label, was
    // silent as the search stepped. A paragraph's new name is spoken.
    let mut harness = classic();
    press(&mut harness, Key::E);
    press(&mut harness, Key::ArrowRight);
    let node = harness.get_by_label_contains("Current narration: Step 1: ");
    assert!(node.is_focused());
    assert_eq!(node.accesskit_node().role(), Role::Paragraph);
}

/// The selected options under a node, as Orca 43 reads a combo box's
/// value: their roles and names.
fn chosen_options(node: &egui_kittest::Node<'_>) -> Vec<(Role, String)> {
    node.accesskit_node()
        .children()
        .filter(|child| child.is_selected() == Some(true))
        .map(|child| (child.role(), child.label().unwrap_or_default()))
        .collect()
}

#[test]
fn a_closed_combo_box_says_what_is_chosen_through_a_selected_option() {
    // Tried with Orca 43: it reads a combo box's value only from its
    // selected child (or a text), and egui's closed combo box has none,
    // so it said "Algorithm combo box" without the algorithm.
    let mut harness = classic();
    let algorithm = harness.get_by_role_and_label(Role::ComboBox, "Algorithm");
    assert_eq!(
        chosen_options(&algorithm),
        vec![(Role::MenuListOption, "Alpha-beta".to_owned())]
    );
    assert_eq!(
        algorithm.accesskit_node().value().as_deref(),
        Some("Alpha-beta")
    );
    // Another choice: the option follows.
    algorithm.click_accesskit();
    harness.run();
    harness.get_by_label("Negamax").click();
    harness.run();
    let algorithm = harness.get_by_role_and_label(Role::ComboBox, "Algorithm");
    assert_eq!(
        chosen_options(&algorithm),
        vec![(Role::MenuListOption, "Negamax".to_owned())]
    );
    // The other combo boxes of the panel say theirs too.
    for name in ["Game", "Move ordering"] {
        let combo = harness.get_by_role_and_label(Role::ComboBox, name);
        let options = chosen_options(&combo);
        assert_eq!(options.len(), 1, "{name}: {options:?}");
        assert_eq!(
            Some(options[0].1.clone()),
            combo.accesskit_node().value(),
            "{name}"
        );
    }
}

/// Sends `key` (down, then up, a frame each) and runs six frames more:
/// the frames after which a screen reader's focus was on the window itself
/// (the AccessKit root, of which Orca says "gametree — classic frame"),
/// counted from 0.
fn frames_on_the_window(harness: &mut Harness<'_, App>, key: Key) -> Vec<usize> {
    let mut on_window = Vec::new();
    for frame in 0..8 {
        if frame < 2 {
            harness.event(egui::Event::Key {
                key,
                pressed: frame == 0,
                modifiers: egui::Modifiers::NONE,
                repeat: false,
                physical_key: None,
            });
        }
        harness.step();
        if harness.root().is_focused() {
            on_window.push(frame);
        }
    }
    on_window
}

#[test]
fn the_focus_never_passes_through_the_window_on_e_enter_in_the_quiz_or_esc() {
    // Tried with Orca 43: E, Enter in the quiz's field and Esc from a list
    // each said "gametree — classic frame" before the node that then had
    // the focus: for a frame or more, the focus was the window's.
    let mut harness = crate::common::explorer::harness();
    crate::common::explorer::load_builtin(&mut harness, "classic");
    harness
        .get_by_role_and_label(Role::CheckBox, "Skipped values")
        .focus();
    harness.run();
    assert_eq!(
        frames_on_the_window(&mut harness, Key::E),
        Vec::<usize>::new()
    );
    assert!(
        harness
            .get_by_label_contains("Current narration: ")
            .is_focused()
    );
    // F1 from there: Help's first line; Esc: back on the sentence.
    assert_eq!(
        frames_on_the_window(&mut harness, Key::F1),
        Vec::<usize>::new()
    );
    assert!(spoken(&harness, "Help: ").0, "Help has the focus");
    assert_eq!(
        frames_on_the_window(&mut harness, Key::Escape),
        Vec::<usize>::new()
    );
    assert!(
        harness
            .get_by_label_contains("Current narration: ")
            .is_focused()
    );
    // Esc from the Algorithm list: back on the box.
    harness
        .get_by_role_and_label(Role::ComboBox, "Algorithm")
        .focus();
    harness.run();
    press(&mut harness, Key::Space);
    assert!(egui::Popup::is_any_open(&harness.ctx));
    assert_eq!(
        frames_on_the_window(&mut harness, Key::Escape),
        Vec::<usize>::new()
    );
    assert!(
        harness
            .get_by_role_and_label(Role::ComboBox, "Algorithm")
            .is_focused()
    );
    // Enter in the quiz's field: on to the verdict.
    crate::common::explorer::quiz_values_only(&mut harness);
    crate::common::explorer::step_to_value_question(&mut harness);
    press(&mut harness, Key::Tab);
    harness.event(egui::Event::Text("3".to_owned()));
    harness.run();
    assert_eq!(
        frames_on_the_window(&mut harness, Key::Enter),
        Vec::<usize>::new()
    );
    assert!(spoken(&harness, "Right: ").0, "the verdict has the focus");
}

#[test]
fn the_drill_s_tree_its_root_value_field_and_check_are_next_to_each_other_in_the_tab_order() {
    // Tried with Orca 43: from the drill's tree, Shift+Tab passed 13 stops
    // (the tree's toolbar, the side panels' strips) before the root value
    // field. On screen they are the tree, then the field and Check under
    // it, and so is the Tab order now.
    let mut harness = classic();
    press(&mut harness, Key::D);
    // The tree has the focus: a screen reader is on one of its items.
    let tree = |harness: &Harness<'_, App>| {
        harness
            .get_by_role_and_label(Role::Tree, "Search tree")
            .children_recursive()
            .any(|item| item.is_focused())
    };
    let field = |harness: &Harness<'_, App>| {
        harness
            .get_by_role_and_label(Role::TextInput, "Root value")
            .is_focused()
    };
    assert!(field(&harness), "the drill opens in its field");
    harness.key_press_modifiers(egui::Modifiers::SHIFT, Key::Tab);
    harness.run();
    assert!(tree(&harness), "Shift+Tab from the field: the tree");
    press(&mut harness, Key::Tab);
    assert!(field(&harness), "Tab from the tree: the field");
    press(&mut harness, Key::Tab);
    assert!(
        harness
            .get_by_role_and_label(Role::Button, "Check")
            .is_focused(),
        "Tab from the field: Check"
    );
}
