//! Headless layout tests of the explorer window (`egui_kittest`, rectangles
//! from AccessKit, no renderer needed): in lecture mode at 1280×720 the tree
//! is the star, and at the smallest window (1024×600) nothing is clipped or
//! overlaps, in normal and lecture mode.

use crate::common::explorer::{harness_sized, load_builtin};
use egui::{Key, Rect, Role, Vec2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use gametree::app::{App, MIN_WINDOW};
use gametree::i18n::{self, Lang};
use gametree::tr;

/// German, the second language every lecture-mode layout is checked in.
fn german() -> Lang {
    Lang::parse("de").unwrap()
}

/// The status line's "Step 18 of 34" in the thread's language.
fn step_18_of_34() -> String {
    tr!("window-status-step-of", step = "18", total = "34")
}

/// The explorer in a `size` window on the classic tree, stepped to the
/// α-cutoff (step 18), in lecture mode if `lecture`.
fn classic_at_cutoff(size: Vec2, lecture: bool) -> Harness<'static, App> {
    let mut harness = harness_sized(size);
    // Under the board: scroll the position panel to the menu first.
    load_builtin(&mut harness, "classic");
    if lecture {
        press(&mut harness, Key::L);
    }
    press(&mut harness, Key::C);
    assert!(
        harness
            .query_all_by_label_contains(&step_18_of_34())
            .next()
            .is_some()
    );
    harness
}

fn press(harness: &mut Harness<'_, App>, key: Key) {
    harness.key_press(key);
    harness.run();
}

fn window(size: Vec2) -> Rect {
    Rect::from_min_size(egui::Pos2::ZERO, size)
}

fn canvas(harness: &Harness<'_, App>) -> Rect {
    harness
        .get_by_role_and_label(Role::Tree, &gametree::tr!("panels-tree-name"))
        .rect()
}

/// Every named panel of the window (top, bottom, side and central) and its
/// rectangle.
fn panes(harness: &Harness<'_, App>) -> Vec<(String, Rect)> {
    harness
        .query_all_by(|node| node.role() == Role::Pane && node.label().is_some())
        .map(|node| {
            let name = node.accesskit_node().label().unwrap_or_default();
            (name, node.rect())
        })
        .collect()
}

/// The rectangle of the panel named `name`.
fn pane(harness: &Harness<'_, App>, name: &str) -> Rect {
    harness.get_by_role_and_label(Role::Pane, name).rect()
}

/// Asserts that `inner` lies inside `outer`, up to rounding.
fn assert_inside(inner: Rect, outer: Rect, what: &str) {
    assert!(
        outer.expand(0.5).contains_rect(inner),
        "{what} at {inner:?} is not inside {outer:?}"
    );
}

/// No two panels share more than a rounding error.
fn assert_no_overlap(panes: &[(String, Rect)]) {
    for (index, (a_name, a)) in panes.iter().enumerate() {
        for (b_name, b) in &panes[index + 1..] {
            let shared = a.intersect(*b);
            let overlap = shared.width() > 0.5 && shared.height() > 0.5;
            assert!(
                !overlap,
                "{a_name} {a:?} and {b_name} {b:?} overlap by {shared:?}"
            );
        }
    }
}

#[test]
fn in_lecture_mode_at_1280x720_the_tree_gets_nearly_half_the_window() {
    tree_gets_nearly_half_in_lecture_mode(Lang::ENGLISH);
}

/// In lecture mode at 1280×720, speaking `lang`, the tree has nearly half
/// the window, and the View menu takes it out of lecture mode.
fn tree_gets_nearly_half_in_lecture_mode(lang: Lang) {
    let _speaking = i18n::use_on_this_thread(lang);
    let size = vec2(1280.0, 720.0);
    let mut harness = classic_at_cutoff(size, true);
    let tree = canvas(&harness);
    let share = tree.area() / window(size).area();
    eprintln!(
        "lecture 1280×720: the tree gets {tree:?}, {:.1} % of the window",
        share * 100.0
    );
    // Nearly half: the pseudocode under it shows seven lines at 18 px.
    assert!(
        share >= 0.45,
        "the tree gets {tree:?}: {:.0} % of the window",
        share * 100.0
    );
    // The teaching panel under it still shows the current pseudocode line
    // and the current sentence.
    let teaching = pane(&harness, "teaching_panel");
    // (Their names are the teaching panel's, in English here.)
    let parts: &[&str] = if lang == Lang::ENGLISH {
        &["Current line: ", "Current narration: "]
    } else {
        &[]
    };
    for part in parts {
        let shown = harness.get_by_label_contains(part).rect();
        assert_inside(shown.intersect(teaching), teaching, part);
        assert!(
            shown.intersect(teaching).height() >= 10.0,
            "{part} at {shown:?}"
        );
    }
    // Out of lecture mode (through the View menu that holds the top bar's
    // items) the side panels open again and take their room.
    assert!(
        harness
            .query_by_role_and_label(Role::Pane, "top_bar")
            .is_none()
    );
    harness.get_by_label(&tr!("window-menu-view")).click();
    harness.run();
    harness.get_by_label(&tr!("window-toggle-lecture")).click();
    harness.run();
    pane(&harness, "top_bar");
    let normal = canvas(&harness);
    assert!(normal.area() < tree.area(), "{normal:?} against {tree:?}");
}

#[test]
fn the_side_panels_close_to_a_strip_and_open_again() {
    let size = vec2(1280.0, 720.0);
    let mut harness = classic_at_cutoff(size, false);
    let both_open = canvas(&harness);
    press(&mut harness, Key::OpenBracket);
    let left_closed = canvas(&harness);
    assert!(
        left_closed.left() < both_open.left() - 100.0,
        "{left_closed:?}"
    );
    harness.get_by_label("Show the position & search panel");
    press(&mut harness, Key::CloseBracket);
    let both_closed = canvas(&harness);
    assert!(
        both_closed.right() > both_open.right() + 100.0,
        "{both_closed:?}"
    );
    // The strip's button opens the panel again.
    harness
        .get_by_label("Show the inspector & statistics panel")
        .click();
    harness.run();
    let reopened = canvas(&harness);
    assert!(
        (reopened.right() - both_open.right()).abs() < 1.0,
        "{reopened:?}"
    );
    assert!(
        harness
            .query_by_label("Show the inspector & statistics panel")
            .is_none()
    );
}

fn assert_nothing_clipped(lecture: bool, lang: Lang) {
    let _speaking = i18n::use_on_this_thread(lang);
    let size = vec2(MIN_WINDOW[0], MIN_WINDOW[1]);
    let harness = classic_at_cutoff(size, lecture);
    let window = window(size);
    let panes = panes(&harness);
    let names: Vec<&str> = panes.iter().map(|(name, _)| name.as_str()).collect();
    let kind = if lecture { "strip" } else { "panel" };
    for expected in [
        "toolbar",
        "status_line",
        "teaching_panel",
        "tree_panel",
        &format!("position_{kind}"),
        &format!("inspector_{kind}"),
    ] {
        assert!(
            names.contains(&expected),
            "{expected} missing from {names:?}"
        );
    }
    // The top bar folds into the toolbar's View menu in lecture mode.
    assert_eq!(names.contains(&"top_bar"), !lecture, "{names:?}");
    for (name, pane) in &panes {
        assert_inside(*pane, window, name);
    }
    assert_no_overlap(&panes);
    let timeline_name = tr!("window-timeline");
    let timeline = harness.get_by_role_and_label(Role::Slider, &timeline_name);
    assert_inside(timeline.rect(), window, "the timeline");
    let counter = harness.get_by_value("18");
    assert_inside(counter.rect(), window, "the step counter");
    assert_inside(canvas(&harness), pane(&harness, "tree_panel"), "the tree");
    for status in harness.get_all_by_label_contains(&step_18_of_34()) {
        assert_inside(status.rect(), window, "the status line");
    }
    // (Its name is the teaching panel's, in English here.)
    if lang == Lang::ENGLISH {
        let current = harness.get_by_label_contains("Current line: ");
        assert_inside(
            current.rect(),
            pane(&harness, "teaching_panel"),
            "the current line",
        );
    }
}

#[test]
fn at_1024x600_nothing_is_clipped_or_overlaps() {
    assert_nothing_clipped(false, Lang::ENGLISH);
}

#[test]
fn at_1024x600_in_lecture_mode_nothing_is_clipped_or_overlaps() {
    assert_nothing_clipped(true, Lang::ENGLISH);
}

#[test]
fn at_1024x600_in_german_nothing_is_clipped_or_overlaps() {
    assert_nothing_clipped(false, german());
}

#[test]
fn at_1024x600_in_lecture_mode_in_german_nothing_is_clipped_or_overlaps() {
    assert_nothing_clipped(true, german());
}

#[test]
fn the_side_panels_keep_their_width_as_the_search_steps() {
    let mut harness = classic_at_cutoff(vec2(1280.0, 720.0), false);
    press(&mut harness, Key::Home);
    let widths = |harness: &Harness<'_, App>| {
        (
            pane(harness, "position_panel").width(),
            pane(harness, "inspector_panel").width(),
        )
    };
    let first = widths(&harness);
    // Every step of the search changes what the inspector and statistics
    // say; the panels stay as wide as they were.
    for _ in 0..30 {
        press(&mut harness, Key::ArrowRight);
        let now = widths(&harness);
        assert!(
            (now.0 - first.0).abs() < 0.5 && (now.1 - first.1).abs() < 0.5,
            "{first:?} became {now:?} at {}",
            crate::common::explorer::status(&harness)
        );
    }
}

#[test]
fn the_algorithm_menu_shows_every_algorithm_without_scrolling_at_1280x720_and_1024x600() {
    // Issue 33: Expectimax, Star1 and MCTS hid below MTD(f) with no sign
    // that the menu scrolls.
    for size in [vec2(1280.0, 720.0), vec2(1024.0, 600.0)] {
        let mut harness = harness_sized(size);
        let menu = harness.get_by_role_and_label(Role::ComboBox, "Algorithm");
        menu.scroll_to_me();
        harness.run();
        harness
            .get_by_role_and_label(Role::ComboBox, "Algorithm")
            .click();
        harness.run();
        let texts = crate::common::explorer::painted_texts(&harness);
        for title in gametree::search::Algorithm::ALL
            .into_iter()
            .chain([gametree::search::Algorithm::Mcts])
            .map(gametree::search::Algorithm::title)
        {
            let shown = texts.iter().filter(|text| text.text == title).any(|text| {
                text.clip.contains_rect(text.rect) && window(size).contains_rect(text.rect)
            });
            assert!(
                shown,
                "{size:?}: {title} is not in view in the open menu: {:?}",
                texts
                    .iter()
                    .filter(|text| text.text == title)
                    .collect::<Vec<_>>()
            );
        }
    }
}
