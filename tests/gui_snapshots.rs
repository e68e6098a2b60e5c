//! Image snapshots of the explorer at 1280×720, the size of a lecture-hall
//! projector: the classic tree at its α-cutoff, in normal and lecture mode.
//! A changed picture fails with `<name>.new.png` and `<name>.diff.png` beside
//! the baseline in `tests/snapshots/`; look at them, and accept a wanted
//! change with `UPDATE_SNAPSHOTS=1`.
#![cfg(feature = "gui")]

mod common;

use common::explorer::{harness, load_builtin};
use egui::Key;
use egui_kittest::Harness;
use gametree::app::App;

/// The explorer in a 1280×720 window on the classic tree
/// `[[3,12,8],[2,4,6],[14,5,2]]`, stepped to its α-cutoff (`C`).
fn classic_at_cutoff(lecture: bool) -> Harness<'static, App> {
    // Load the tree in a tall window, where the tree menu is on screen,
    // then shrink the window to the projector's size.
    let mut harness = harness();
    load_builtin(&mut harness, "classic");
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
