//! Image snapshots of the explorer at 1280×720, the size of a lecture-hall
//! projector: the classic tree at its α-cutoff, in normal and lecture mode,
//! and the outlines of a depth-3 chess search and a depth-4 Connect Four
//! search at their first cutoff, in lecture mode.
//! A changed picture fails with `<name>.new.png` and `<name>.diff.png` beside
//! the baseline in `tests/snapshots/`; look at them, and accept a wanted
//! change with `UPDATE_SNAPSHOTS=1`.

use crate::common::explorer::{choose_game, harness, load_builtin, replace_text};
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gametree::app::App;
use gametree::input::GameKind;

/// The explorer in a 1280×720 window, normal or in `lecture` mode, at the
/// first cutoff (`C`) of the search `prepare` sets up (in a tall window,
/// where the position panel's menus are on screen).
fn at_first_cutoff(
    lecture: bool,
    prepare: impl FnOnce(&mut Harness<'static, App>),
) -> Harness<'static, App> {
    let mut harness = harness();
    prepare(&mut harness);
    harness.set_size(egui::vec2(1280.0, 720.0));
    harness.run();
    if lecture {
        harness.key_press(Key::L);
        harness.run();
    }
    harness.key_press(Key::C);
    harness.run();
    harness
}

/// The classic tree `[[3,12,8],[2,4,6],[14,5,2]]` at its α-cutoff.
fn classic_at_cutoff(lecture: bool) -> Harness<'static, App> {
    at_first_cutoff(lecture, |harness| load_builtin(harness, "classic"))
}

#[test]
fn classic_at_the_alpha_cutoff() {
    let mut harness = classic_at_cutoff(false);
    harness.snapshot("classic_cutoff_1280x720");
}

#[test]
fn classic_at_the_alpha_cutoff_in_lecture_mode() {
    let mut harness = classic_at_cutoff(true);
    harness.snapshot("classic_cutoff_lecture_1280x720");
}

#[test]
fn chess_depth_three_at_its_first_cutoff_in_lecture_mode() {
    // The explorer opens on the start position, alpha-beta to depth 3.
    let mut harness = at_first_cutoff(true, |_| {});
    harness.snapshot("chess_d3_first_cutoff_lecture_1280x720");
}

#[test]
fn connect_four_at_its_first_cutoff_in_lecture_mode() {
    let mut harness = at_first_cutoff(true, |harness| {
        choose_game(harness, "Connect Four");
        let field = GameKind::ConnectFour.info().field.get();
        harness
            .get_by_role_and_label(egui::Role::TextInput, &field)
            .scroll_to_me();
        harness.run();
        replace_text(harness, egui::Role::TextInput, &field, "4453");
        let load = GameKind::ConnectFour.info().load.get();
        harness.get_by_label(&load).scroll_to_me();
        harness.run();
        harness.get_by_label(&load).click();
        harness.run();
    });
    harness.snapshot("connect_four_4453_first_cutoff_lecture_1280x720");
}
