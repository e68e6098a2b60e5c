//! The teaching panel under the tree, where a lecturer points next to the
//! tree: the pseudocode on the left, the narration on the right, split by a
//! handle the user can drag; the panel's height is resizable too, and the
//! whole panel hides with one toggle (P) on a small screen.

use egui::{CentralPanel, Panel, Ui};

use crate::input::AnyGame;
use crate::session::Session;

use super::command::Command;
use super::narration_panel::{self, NarrationState};
use super::overlay::TreeOverlay;
use super::pseudocode_panel;

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
    Panel::bottom("teaching_panel")
        .resizable(true)
        .default_size((height * 0.4).max(120.0))
        .size_range(80.0..=(height * 0.75).max(80.0))
        .show(ui, |ui| {
            Panel::left("pseudocode_half")
                .resizable(true)
                .default_size(width * 0.55)
                .size_range(160.0..=(width - 160.0).max(160.0))
                .show(ui, |ui| {
                    pseudocode_panel::pseudocode_ui(ui, session, hide_values, lecture);
                });
            CentralPanel::default().show(ui, |ui| {
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
}
