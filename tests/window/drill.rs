//! The quick drill driven like a student through AccessKit
//! (`egui_kittest`): D gives a random tree, the student clicks the edges
//! they think are pruned, types the root value and presses Enter, then
//! reads one verdict naming what was missed, and the streak. Nothing gives
//! the answer away before the verdict.
use std::collections::BTreeSet;

use crate::common::explorer::{
    classic, click_tree_edge, labels, line, open_practice, painted_texts, status, tree_point,
};
use egui::Key;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use gametree::app::App;
use gametree::teach::drill::{BRANCHINGS, DEPTHS, Drill, DrillSettings};

fn press(harness: &mut Harness<'_, App>, key: Key) {
    harness.key_press(key);
    harness.run();
}

/// The drill on screen, rebuilt from the seed it shows.
fn shown_drill(harness: &Harness<'_, App>, settings: DrillSettings) -> Drill {
    let seed = line(harness, "Seed ");
    let seed: u64 = seed.trim_start_matches("Seed ").parse().unwrap();
    Drill::new(seed, settings).unwrap()
}

/// Types `text` into the root value field and presses Enter there.
fn answer(harness: &mut Harness<'_, App>, text: &str) {
    harness
        .get_by_role_and_label(Role::TextInput, "Root value")
        .focus();
    harness.run();
    harness.event(egui::Event::Text(text.to_owned()));
    harness.run();
    press(harness, Key::Enter);
}

#[test]
fn a_right_drill_then_a_wrong_one_with_their_verdicts_and_the_streak() {
    let mut harness = classic();
    press(&mut harness, Key::D);
    assert_eq!(line(&harness, "Streak "), "Streak 0 (best 0)");
    let drill = shown_drill(&harness, DrillSettings::default());
    let (pruned, value) = drill.answer();
    let tree = drill.whole.tree().unwrap();
    let mut marked = BTreeSet::new();
    for &node in &pruned {
        let parent = tree.parent(node).unwrap();
        click_tree_edge(&mut harness, &drill.whole, parent.index(), node.index());
        marked.insert(drill.move_path(node).unwrap().to_owned());
    }
    let expected_marks: Vec<String> = marked
        .iter()
        .map(|path| gametree::teach::worksheet::path_name(path))
        .collect();
    if !expected_marks.is_empty() {
        assert_eq!(
            line(&harness, "Marked pruned: "),
            format!("Marked pruned: {}", expected_marks.join(", "))
        );
    }
    answer(&mut harness, &value.to_string());
    let verdict = drill.judge(&marked, &value.to_string());
    assert!(verdict.is_right());
    assert_eq!(line(&harness, "Right! "), verdict.sentence());
    assert_eq!(line(&harness, "Streak "), "Streak 1 (best 1)");
    assert!(
        harness
            .get_by_role_and_label(Role::TextInput, "Root value")
            .is_focused(),
        "Enter keeps the focus in the field"
    );

    // Enter again: the next tree. Mark one searched edge (the root's first
    // move is always searched) and give a wrong value.
    press(&mut harness, Key::Enter);
    assert!(labels(&harness, "Right! ").is_empty());
    assert_eq!(line(&harness, "Marked pruned: "), "Marked pruned: none");
    let second = shown_drill(&harness, DrillSettings::default());
    let (_, value) = second.answer();
    let first = second
        .whole
        .tree()
        .unwrap()
        .children(petgraph::graph::NodeIndex::new(0))[0];
    click_tree_edge(&mut harness, &second.whole, 0, first.index());
    assert_eq!(line(&harness, "Marked pruned: "), "Marked pruned: 1");
    answer(&mut harness, &(value + 1).to_string());
    let verdict = line(&harness, "Not quite: ");
    assert!(verdict.contains("searched, not pruned: 1;"), "{verdict}");
    assert!(
        verdict.contains(&format!("the root value is {value}")),
        "{verdict}"
    );
    assert_eq!(line(&harness, "Streak "), "Streak 0 (best 1)");
}

#[test]
fn the_size_and_conventions_are_the_students_choice() {
    let mut harness = classic();
    open_practice(&mut harness, "Quick drill");
    for label in ["depth 3", "3 children", "cut if α > β", "fail-hard"] {
        harness.get_by_label(label).click();
        harness.run();
    }
    let settings = DrillSettings {
        depth: 3,
        branching: 3,
        cutoff: gametree::search::Cutoff::Gt,
        fail: gametree::search::FailMode::Hard,
    };
    let drill = shown_drill(&harness, settings);
    let leaves = drill.whole.game().as_textbook().unwrap().leaf_count();
    assert_eq!(leaves, 27, "depth 3, branching 3");
    // Depth 4 with 3 children, 81 leaves, is not offered.
    assert!(
        harness
            .get_by_label("depth 4")
            .accesskit_node()
            .is_disabled()
    );
    // An empty answer is judged under those conventions.
    answer(&mut harness, "");
    let expected = drill.judge(&BTreeSet::new(), "").sentence();
    assert_eq!(line(&harness, "Not quite: "), expected);
}

#[test]
fn nothing_gives_the_answer_before_the_verdict() {
    let mut harness = classic();
    crate::common::explorer::run_to_end(&mut harness);
    press(&mut harness, Key::D);
    let drill = shown_drill(&harness, DrillSettings::default());
    // The status line, inspector and statistics say nothing of values.
    let shown = status(&harness);
    assert!(shown.contains("value ?"), "{shown}");
    assert!(labels(&harness, "leaves (measured)").is_empty());
    // Hovering the root shows no value in its tooltip.
    let root = tree_point(&harness, &drill.whole, 0);
    harness
        .input_mut()
        .events
        .push(egui::Event::PointerMoved(root));
    harness.run();
    harness.run();
    let tips = labels(&harness, "(triangle up) to move, ply 0");
    assert_eq!(tips.len(), 1, "the root's tooltip is shown: {tips:?}");
    assert!(tips[0].contains("\nValue: ?\n"), "{}", tips[0]);
    assert!(tips[0].contains("α = ?, β = ?"), "{}", tips[0]);
}

#[test]
fn the_drill_is_in_the_view_menu_and_the_help_lists_its_key() {
    let mut harness = classic();
    open_practice(&mut harness, "Quick drill");
    line(&harness, "Seed ");
    open_practice(&mut harness, "Quick drill");
    assert!(labels(&harness, "Streak ").is_empty(), "closed again");
    press(&mut harness, Key::F1);
    assert!(!labels(&harness, "Quick drill: a new random tree").is_empty());
}

/// The root value field's text.
fn typed(harness: &Harness<'_, App>) -> String {
    harness
        .get_by_role_and_label(Role::TextInput, "Root value")
        .value()
        .unwrap_or_default()
}

#[test]
fn the_answer_field_takes_no_shortcut_letters_and_d_still_gives_the_next_tree() {
    // Issue 33: D typed a "d" into the field (the root then read "7d") and
    // the brackets typed brackets.
    let mut harness = classic();
    press(&mut harness, Key::D);
    let seed = line(&harness, "Seed ");
    harness
        .get_by_role_and_label(Role::TextInput, "Root value")
        .focus();
    harness.run();
    harness.event(egui::Event::Text("7[]".to_owned()));
    harness.run();
    assert_eq!(typed(&harness), "7");
    // D in the field: the next tree, and no "d" typed.
    harness.key_press(Key::D);
    harness.event(egui::Event::Text("d".to_owned()));
    harness.run();
    harness.run();
    assert_ne!(line(&harness, "Seed "), seed, "a new tree");
    assert!(!typed(&harness).contains('d'), "{}", typed(&harness));
}

#[test]
fn the_buttons_stay_put_when_the_verdict_comes() {
    let mut harness = classic();
    press(&mut harness, Key::D);
    let before = harness.get_by_label("New tree (D)").rect();
    let check = harness.get_by_label("Check").rect();
    answer(&mut harness, "3");
    line(&harness, "Enter or D: next tree");
    assert_eq!(harness.get_by_label("New tree (D)").rect(), before);
    assert_eq!(harness.get_by_label("Check").rect(), check);
}

#[test]
fn the_search_panel_says_the_drill_s_conventions() {
    // Issue 33: it showed fail-soft and α ≥ β while the drill ran
    // fail-hard and α > β.
    let mut harness = classic();
    press(&mut harness, Key::D);
    // The drill opens with the side panels closed: open the left one.
    for label in ["Left panel", "cut if α > β", "fail-hard"] {
        harness.get_by_label(label).click();
        harness.run();
    }
    let said = line(&harness, "The drill's tree is searched by alpha-beta");
    assert!(said.contains("cut if α > β, fail-hard"), "{said}");
    assert!(harness.query_by_label("Fail-soft").is_none());
    assert!(harness.query_by_label("Fail-hard").is_none());
}

/// Chooses the drill's size by its buttons: 2 children first, which every
/// depth offers, then the depth, then the children.
fn choose_size(harness: &mut Harness<'_, App>, depth: u8, branching: u16) {
    for label in [
        "2 children".to_owned(),
        format!("depth {depth}"),
        format!("{branching} children"),
    ] {
        harness.get_by_label(&label).click();
        harness.run();
    }
}

#[test]
fn the_drill_opens_with_the_side_panels_closed_and_gives_the_explorer_s_back() {
    let mut harness = classic();
    assert!(
        harness.query_by_label("Position").is_some(),
        "open at first"
    );
    press(&mut harness, Key::D);
    assert!(harness.query_by_label("Position").is_none());
    assert!(harness.query_by_label("Inspector").is_none());
    // Closing the drill gives the explorer its panels as they were.
    open_practice(&mut harness, "Quick drill");
    assert!(harness.query_by_label("Position").is_some());
    assert!(harness.query_by_label("Inspector").is_some());
}

#[test]
fn every_drill_size_shows_each_leaf_s_value_in_its_leaf_at_1280x720_and_1920x1080() {
    // Issue 33: at depth 3 with 3 children the 27 leaves were dots with
    // their values staggered in two rows under them, whose was whose
    // unclear, unless the side panels were closed by hand.
    for size in [egui::vec2(1280.0, 720.0), egui::vec2(1920.0, 1080.0)] {
        let mut harness = crate::common::explorer::harness_sized(size);
        press(&mut harness, Key::D);
        for depth in DEPTHS {
            for branching in BRANCHINGS {
                if !DrillSettings::offers(depth, branching) {
                    continue;
                }
                choose_size(&mut harness, depth, branching);
                let settings = DrillSettings {
                    depth,
                    branching,
                    ..DrillSettings::default()
                };
                let drill = shown_drill(&harness, settings);
                let tree = drill.whole.tree().unwrap();
                let textbook = drill.whole.game().as_textbook().unwrap();
                let texts = painted_texts(&harness);
                let leaves: Vec<_> = (0..tree.len())
                    .map(petgraph::graph::NodeIndex::new)
                    .filter(|&node| tree.children(node).is_empty())
                    .collect();
                assert_eq!(leaves.len(), textbook.leaf_count());
                let mut values = Vec::new();
                for &leaf in &leaves {
                    let at = tree_point(&harness, &drill.whole, leaf.index());
                    let value = tree.node(leaf).unwrap().value.to_string();
                    // Written centred in the leaf, whole.
                    let shown = texts.iter().position(|text| {
                        text.text == value
                            && (text.rect.center().x - at.x).abs() <= 2.0
                            && (text.rect.center().y - at.y).abs() <= 2.0
                    });
                    let Some(shown) = shown else {
                        panic!(
                            "{size:?}, depth {depth}, {branching} children: leaf {value} at {at:?} is not written in its leaf"
                        );
                    };
                    assert!(texts[shown].clip.contains_rect(texts[shown].rect));
                    values.push(shown);
                }
                let canvas = harness
                    .get_by_role_and_label(Role::Tree, "Search tree")
                    .rect();
                // No value is written smaller than the tree's text size:
                // 12 points at the drill view's 100%, the least any label
                // of the tree gets.
                for &shown in &values {
                    assert!(canvas.contains_rect(texts[shown].rect));
                    assert!(
                        texts[shown].size >= 12.0,
                        "{size:?}, depth {depth}, {branching} children: {:?}",
                        texts[shown]
                    );
                }
            }
        }
    }
}
