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

/// Lecture mode's code size, in pixels: the smallest text read from the
/// back of a hall.
pub const LECTURE_CODE: f32 = 18.0;

/// Lecture mode's code size in points: [`LECTURE_CODE`] pixels on screen
/// whatever the window's zoom, so that the pane keeps its height when the
/// presenter zooms in (Ctrl +) and the room goes to the tree (at 1280×720
/// the zoomed pane left the tree too little to keep its root in view).
fn lecture_code_points(ctx: &egui::Context) -> f32 {
    LECTURE_CODE / ctx.zoom_factor().max(1.0)
}

/// The least and most of the panel's width the pseudocode takes in
/// lecture mode, where it is as wide as its longest line at
/// [`LECTURE_CODE`] (longer lines wrap) and the narration has the rest.
const LECTURE_CODE_SHARE: (f32, f32) = (0.4, 0.58);

/// The pseudocode's share of a panel `width` points wide in lecture mode:
/// room for the listing's longest line at [`LECTURE_CODE`] pixels (Hack's advance
/// is 0.6 em), its marker and the pane's margins.
fn lecture_code_share(ui: &Ui, session: &Session<AnyGame>, width: f32) -> f32 {
    let chars = pseudocode::widest_line(&crate::teach::listing(session.options()));
    let needed = chars as f32 * 0.6 * lecture_code_points(ui.ctx()) + 40.0;
    let (least, most) = LECTURE_CODE_SHARE;
    (needed / width.max(1.0)).clamp(least, most)
}

/// The most of the room under the toolbar the panel may be dragged to in
/// lecture mode: the tree keeps the rest, and with it its labels.
const LECTURE_MAX_SHARE: f32 = 0.5;

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

/// Gives `ui` lecture mode's code size.
fn lecture_code_style(ui: &mut Ui) {
    let size = lecture_code_points(ui.ctx());
    if let Some(font) = ui
        .style_mut()
        .text_styles
        .get_mut(&egui::TextStyle::Monospace)
    {
        font.size = size;
    }
}

/// The height the panel starts with in lecture mode: the listing's title
/// and the current line with [`pseudocode::LECTURE_CONTEXT`] lines either
/// side at [`LECTURE_CODE`] pixels, in a pseudocode pane `code_width` wide; never
/// more than [`LECTURE_MAX_SHARE`] of the `height` left under the toolbar.
fn lecture_height(ui: &mut Ui, session: &Session<AnyGame>, code_width: f32, height: f32) -> f32 {
    let mut style = (**ui.style()).clone();
    if let Some(font) = style.text_styles.get_mut(&egui::TextStyle::Monospace) {
        font.size = lecture_code_points(ui.ctx());
    }
    let measure = ui.new_child(egui::UiBuilder::new().style(style).invisible());
    let margins = 2.0 * f32::from(egui::Frame::side_top_panel(ui.style()).inner_margin.top);
    // The pane's own margins on both sides.
    let width =
        code_width - 2.0 * f32::from(egui::Frame::side_top_panel(ui.style()).inner_margin.left);
    let listing = crate::teach::listing(session.options());
    let code = pseudocode::lecture_listing_height(&measure, &listing, width);
    let title =
        measure.text_style_height(&egui::TextStyle::Body) + measure.spacing().item_spacing.y;
    (code + title + margins + 2.0).clamp(MIN_HEIGHT, (height * LECTURE_MAX_SHARE).max(MIN_HEIGHT))
}

/// The smallest the pseudocode's text gets to fit its width: egui's small
/// text in normal mode.
const SMALLEST_CODE: f32 = 13.0;

/// Shrinks `ui`'s monospace text (down to [`SMALLEST_CODE`]) so the
/// listing's widest line fits beside the locals column (at most 40 % of the
/// width) instead of running off the side.
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
    let code_share = if lecture {
        lecture_code_share(ui, session, width)
    } else {
        0.55
    };
    let (id, default, most) = if lecture {
        (
            "teaching_panel_lecture",
            lecture_height(ui, session, width * code_share, height),
            height * LECTURE_MAX_SHARE,
        )
    } else {
        ("teaching_panel", (height * 0.4).max(120.0), height * 0.75)
    };
    follow_window_until_dragged(ui, id, default, 1);
    let panel = Panel::bottom(id)
        .resizable(true)
        .default_size(default)
        .size_range(MIN_HEIGHT..=most.max(MIN_HEIGHT))
        .show(ui, |ui| {
            follow_window_until_dragged(ui, "pseudocode_half", width * code_share, 0);
            let code = Panel::left("pseudocode_half")
                .resizable(true)
                .default_size(width * code_share)
                .size_range(160.0..=(width - 160.0).max(160.0))
                .show(ui, |ui| {
                    if lecture {
                        lecture_code_style(ui);
                    } else {
                        fit_listing_width(ui, session);
                    }
                    pseudocode::pseudocode_ui(ui, session, hide_values, lecture);
                });
            frame_dump::mark(ui.ctx(), Area::Pseudocode, code.response.rect);
            CentralPanel::default().show(ui, |ui| {
                if lecture {
                    // Nothing scrolls in lecture mode: what is shown is
                    // shown whole ([`narration::lecture_narration_ui`]),
                    // and a long sentence never pushes the panel up over
                    // the tree (the nodes would move).
                    ScrollArea::vertical()
                        .id_salt("lecture_narration")
                        .auto_shrink([false, false])
                        .scroll_source(egui::scroll_area::ScrollSource::NONE)
                        .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysHidden)
                        .show(ui, |ui| {
                            narration::lecture_narration_ui(ui, session, narration, hide_values);
                        });
                    return;
                }
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
