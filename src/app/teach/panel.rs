//! The teaching panel under the tree, where a lecturer points next to the
//! tree: the pseudocode on the left, the narration on the right, split by a
//! handle the user can drag; the panel's height is resizable too, and the
//! whole panel hides with one toggle (P) on a small screen.

use egui::{CentralPanel, Panel, PanelState, ScrollArea, Ui};

use crate::input::AnyGame;
use crate::session::Session;

use super::narration::{self, NarrationState};
use super::pseudocode;
use crate::app::command::Command;
use crate::app::overlay::TreeOverlay;
use crate::app::shell::frame_dump::{self, Area};

/// The lowest the panel can be dragged: a line of pseudocode and one of
/// narration.
const MIN_HEIGHT: f32 = 80.0;

/// The share of the window the tree is left in lecture mode, where it is
/// the star: 60 % (`tests/window/layout.rs` checks it at 1280×720) and a
/// little for rounding.
const LECTURE_TREE_SHARE: f32 = 0.62;

/// The least height the panel starts with in lecture mode: the title and a
/// few lines of pseudocode around the current one.
const LECTURE_MIN_HEIGHT: f32 = 100.0;

/// Until the user drags the panel's edge, its size along `axis` (0 for a
/// width, 1 for a height) follows the window:
/// egui keeps a panel's size from frame to frame (and run to run), so
/// without this the height offered in the first frame, often at a smaller
/// window that is then maximised, would stay. Forgets the kept size when it
/// is still the one offered last (the user has not dragged) and `offered`
/// is new.
fn follow_window_until_dragged(ui: &Ui, id: &str, offered: f32, axis: usize) {
    let panel = ui.scope_id().with_salt(egui::IdSalt::new(id));
    let last_offered = panel.with("offered");
    let ctx = ui.ctx();
    let kept = PanelState::load(ctx, panel).map(|state| state.size()[axis]);
    let last = ctx.data_mut(|data| data.get_persisted::<f32>(last_offered));
    if let (Some(kept), Some(last)) = (kept, last)
        && (kept - last).abs() < 1.0
        && (offered - last).abs() >= 1.0
    {
        ctx.data_mut(|data| data.remove::<PanelState>(panel));
    }
    ctx.data_mut(|data| data.insert_persisted(last_offered, offered));
}

/// The height the panel starts with in lecture mode, out of the `height`
/// left under the toolbar: what the tree does not need for its share of
/// the window. The tree is as wide as the window less the side panels'
/// strips, and has its own row of buttons above it.
fn lecture_height(ui: &Ui, height: f32) -> f32 {
    let window = ui.ctx().content_rect();
    let tree_width = (window.width() - 2.0 * crate::app::shell::panels::STRIP_WIDTH).max(1.0);
    let tree_height = LECTURE_TREE_SHARE * window.area() / tree_width;
    let spacing = ui.spacing();
    // The button row, its spacing and the central panel's margins.
    let tree_buttons = ui.text_style_height(&egui::TextStyle::Body)
        + 2.0 * spacing.button_padding.y
        + 2.0 * spacing.item_spacing.y
        + 8.0;
    (height - tree_height - tree_buttons).max(LECTURE_MIN_HEIGHT)
}

/// The smallest the pseudocode's text gets to fit its width: egui's small
/// text in normal mode.
const SMALLEST_CODE: f32 = 13.0;

/// Shrinks `ui`'s monospace text (down to [`SMALLEST_CODE`]) so the
/// listing's widest line fits beside the locals column (at most 40 % of the
/// width) instead of running off the side: lecture mode's large text cut
/// the pseudocode sideways at 1280×720.
fn fit_listing_width(ui: &mut Ui, session: &Session<AnyGame>) {
    let chars = pseudocode::widest_line(&crate::teach::listing(session.options()));
    if chars == 0 {
        return;
    }
    // Hack's advance is 0.6 em; the listing keeps 60 % of the width.
    let fitting = 0.6 * ui.available_width() / (chars as f32 * 0.6);
    let style = ui.style_mut();
    if let Some(font) = style.text_styles.get_mut(&egui::TextStyle::Monospace) {
        font.size = font.size.min(fitting).max(SMALLEST_CODE.min(font.size));
    }
}

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
    let (id, default) = if lecture {
        ("teaching_panel_lecture", lecture_height(ui, height))
    } else {
        ("teaching_panel", (height * 0.4).max(120.0))
    };
    follow_window_until_dragged(ui, id, default, 1);
    let panel = Panel::bottom(id)
        .resizable(true)
        .default_size(default)
        .size_range(MIN_HEIGHT..=(height * 0.75).max(MIN_HEIGHT))
        .show(ui, |ui| {
            // Lecture mode's low panel gives the narration's large text
            // half the width; the pseudocode's text shrinks to fit its half.
            let code_share = if lecture { 0.5 } else { 0.55 };
            follow_window_until_dragged(ui, "pseudocode_half", width * code_share, 0);
            let code = Panel::left("pseudocode_half")
                .resizable(true)
                .default_size(width * code_share)
                .size_range(160.0..=(width - 160.0).max(160.0))
                .show(ui, |ui| {
                    if lecture {
                        fit_listing_width(ui, session);
                    }
                    pseudocode::pseudocode_ui(ui, session, hide_values, lecture);
                });
            frame_dump::mark(ui.ctx(), Area::Pseudocode, code.response.rect);
            CentralPanel::default().show(ui, |ui| {
                // The panel keeps the height the user gave it: a long
                // sentence in large text scrolls instead of pushing the
                // panel up over the tree.
                let height = ui.available_height();
                ScrollArea::vertical()
                    .id_salt("narration_half")
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        narration::narration_ui(
                            ui,
                            session,
                            narration,
                            hide_values,
                            lecture,
                            height,
                            commands,
                        );
                    });
            });
        });
    crate::app::shell::panels::name_panel(&panel.response, "teaching_panel");
}
