//! The teaching panel under the tree, where a lecturer points next to the
//! tree: the pseudocode on the left, the narration on the right, split by a
//! handle the user can drag; the panel's height is resizable too, and the
//! whole panel hides with one toggle (P) on a small screen.

use egui::{CentralPanel, Panel, ScrollArea, Ui};

use crate::input::AnyGame;
use crate::session::Session;

use super::command::Command;
use super::narration_panel::{self, NarrationState};
use super::overlay::TreeOverlay;
use super::pseudocode_panel;

/// The lowest the panel can be dragged: a line of pseudocode and one of
/// narration.
const MIN_HEIGHT: f32 = 80.0;

/// The share of the height under the toolbar the panel starts with in
/// lecture mode, where the tree is the star: with the side panels closed to
/// strips the tree keeps 60 % of a 1280×720 window (`tests/gui_layout.rs`).
const LECTURE_SHARE: f32 = 0.17;

/// The least height the panel starts with in lecture mode: the title and a
/// few lines of pseudocode around the current one.
const LECTURE_MIN_HEIGHT: f32 = 100.0;

/// Draws the teaching panel at the bottom of `ui`; call it before the tree
/// so the tree takes the room left.
pub fn teaching_panel_ui(
    ui: &mut Ui,
    session: &Session<AnyGame>,
    narration: &mut NarrationState,
    overlay: &TreeOverlay,
    commands: &mut Vec<Command>,
) {
    let height = ui.available_height();
    let width = ui.available_width();
    let TreeOverlay {
        hide_values,
        lecture,
        ..
    } = *overlay;
    // Lecture mode keeps its own height (a separate panel id), starting
    // lower so the tree keeps most of the window.
    let (id, share, least) = if lecture {
        ("teaching_panel_lecture", LECTURE_SHARE, LECTURE_MIN_HEIGHT)
    } else {
        ("teaching_panel", 0.4, 120.0)
    };
    let panel = Panel::bottom(id)
        .resizable(true)
        .default_size((height * share).max(least))
        .size_range(MIN_HEIGHT..=(height * 0.75).max(MIN_HEIGHT))
        .show(ui, |ui| {
            Panel::left("pseudocode_half")
                .resizable(true)
                .default_size(width * 0.55)
                .size_range(160.0..=(width - 160.0).max(160.0))
                .show(ui, |ui| {
                    pseudocode_panel::pseudocode_ui(ui, session, hide_values, lecture);
                });
            CentralPanel::default().show(ui, |ui| {
                // The panel keeps the height the user gave it: a long
                // sentence in large text scrolls instead of pushing the
                // panel up over the tree.
                ScrollArea::vertical()
                    .id_salt("narration_half")
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        narration_panel::narration_ui(
                            ui,
                            session,
                            narration,
                            hide_values,
                            lecture,
                            commands,
                        );
                    });
            });
        });
    super::panels::name_panel(&panel.response, "teaching_panel");
}
