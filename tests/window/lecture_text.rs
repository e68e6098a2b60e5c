//! Lecture mode at 1280×720 as the class sees it (`egui_kittest`,
//! rectangles from AccessKit): the narration's whole sentence and the
//! pseudocode's current line are inside the teaching panel at the steps
//! whose sentences are longest (the tree keeping nearly half the window), the toolbar stays one row while the worker
//! runs a long search, and every entry of the Presets menu can be reached.

use crate::common::explorer::{harness_sized, load_builtin, status};
use egui::{Key, Rect, Role, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use gametree::app::App;
use gametree::i18n::Lang;
use gametree::tr;

const WINDOW: egui::Vec2 = vec2(1280.0, 720.0);

fn press(harness: &mut Harness<'_, App>, key: Key) {
    harness.key_press(key);
    harness.run();
}

fn pane(harness: &Harness<'_, App>, name: &str) -> Rect {
    harness.get_by_role_and_label(Role::Pane, name).rect()
}

fn window() -> Rect {
    Rect::from_min_size(egui::Pos2::ZERO, WINDOW)
}

#[test]
fn the_whole_sentence_and_the_current_line_show_at_the_longest_steps_of_classic() {
    let mut harness = harness_sized(WINDOW);
    load_builtin(&mut harness, "classic");
    press(&mut harness, Key::L);
    let mut step = 0;
    // The steps whose sentences were cut after three lines.
    for target in [6, 9, 14, 19, 21, 25] {
        while step < target {
            press(&mut harness, Key::ArrowRight);
            step += 1;
        }
        assert!(status(&harness).starts_with(&format!("Step {target} ")));
        let panel = pane(&harness, "teaching_panel").expand(0.5);
        let sentence = harness.get_by_label_contains("Current narration: Step ");
        let node = sentence.accesskit_node();
        let text = node.label().or_else(|| node.value()).unwrap_or_default();
        assert!(
            text.contains(&format!("Step {target}: ")),
            "{text} at step {target}"
        );
        assert!(
            panel.contains_rect(sentence.rect()),
            "step {target}: the sentence at {:?} runs out of the panel at {panel:?}",
            sentence.rect()
        );
        let line = harness.get_by_label_contains("Current line: ").rect();
        assert!(
            panel.contains_rect(line),
            "step {target}: the current line at {line:?} is not inside {panel:?}"
        );
        // Beside the narration, not under it: not cut at the side.
        assert!(
            line.right() <= sentence.rect().left(),
            "step {target}: the current line {line:?} runs under the narration {:?}",
            sentence.rect()
        );
    }
    // The tree still has nearly half the window (the pseudocode under it has
    // room for seven lines at 18 px).
    let tree = harness
        .get_by_role_and_label(Role::Tree, "Search tree")
        .rect();
    assert!(tree.area() >= 0.45 * window().area(), "{tree:?}");
}

#[test]
fn the_toolbar_stays_one_row_while_a_long_run_is_on_the_worker() {
    toolbar_stays_one_row(Lang::ENGLISH);
}

#[test]
fn in_german_the_toolbar_stays_one_row_while_a_long_run_is_on_the_worker() {
    toolbar_stays_one_row(Lang::parse("de").unwrap());
}

/// In lecture mode at 1280×720, speaking `lang`, the toolbar keeps its
/// rows while the worker runs a long search.
fn toolbar_stays_one_row(lang: Lang) {
    let _speaking = gametree::i18n::use_on_this_thread(lang);
    let mut harness = harness_sized(WINDOW);
    crate::common::explorer::choose_big_search(&mut harness);
    press(&mut harness, Key::L);
    let idle = pane(&harness, "toolbar");
    let row = harness.get_by_label(&tr!("window-run-to-end")).rect();
    harness.key_press(Key::End);
    harness.step();
    harness.step();
    harness.get_by_label(&tr!("files-background-searching"));
    let running = pane(&harness, "toolbar");
    // The same two rows (buttons, timeline) as before: nothing unfolds.
    assert!(
        (running.height() - idle.height()).abs() <= 1.0,
        "{idle:?} became {running:?}"
    );
    assert!(
        harness
            .query_by_role_and_label(Role::Pane, "top_bar")
            .is_none()
    );
    let running_row = harness.get_by_label(&tr!("window-run-to-end")).rect();
    assert!(
        (running_row.top() - row.top()).abs() <= 1.0,
        "{row:?} became {running_row:?}"
    );
    harness.get_by_label(&tr!("window-menu-view"));
    press(&mut harness, Key::Escape);
}

#[test]
fn every_preset_in_the_presets_menu_can_be_reached_in_lecture_mode() {
    every_preset_can_be_reached(Lang::ENGLISH);
}

#[test]
fn in_german_every_preset_in_the_presets_menu_can_be_reached_in_lecture_mode() {
    every_preset_can_be_reached(Lang::parse("de").unwrap());
}

/// In lecture mode at 1280×720, speaking `lang`, every entry of the
/// Presets menu can be scrolled to, and the last one loads.
fn every_preset_can_be_reached(lang: Lang) {
    let _speaking = gametree::i18n::use_on_this_thread(lang);
    let mut harness = harness_sized(WINDOW);
    press(&mut harness, Key::L);
    harness
        .get_by_label(&tr!("window-strip-open-position"))
        .click();
    harness.run();
    harness.get_by_label(&tr!("window-presets")).scroll_to_me();
    harness.run();
    harness.get_by_label(&tr!("window-presets")).click();
    harness.run();
    let presets = gametree::presets::presets();
    // The first preset's name is also a button's ("Start position").
    for preset in presets.iter().skip(1).chain(presets.iter().skip(1).rev()) {
        let name = preset.name.get();
        harness.get_by_label(&name).scroll_to_me();
        harness.run();
        let entry = harness.get_by_label(&name).rect();
        assert!(
            window().contains_rect(entry),
            "{name} at {entry:?} is off the window"
        );
    }
    let last = presets
        .last()
        .map_or_else(String::new, |preset| preset.name.get());
    harness.get_by_label(&last).scroll_to_me();
    harness.run();
    harness.get_by_label(&last).click();
    harness.run();
    // It loads: the position field holds its FEN.
    let fen = presets.last().map_or("", |preset| preset.fen);
    assert!(
        harness.query_all_by_value(fen).next().is_some(),
        "{fen} not loaded"
    );
}
