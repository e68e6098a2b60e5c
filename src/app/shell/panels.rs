//! The side panels' frame. Open, a side panel keeps the width the user
//! dragged it to (its contents scroll rather than push it wider, so it never
//! changes width under the mouse as the search steps); closed, it is a thin
//! strip whose button opens it again. Dragging an open panel's edge past its
//! minimum closes it, dragging a strip's edge outward opens it, and a
//! double-click on the edge toggles it.

use std::f32::consts::FRAC_PI_2;

use egui::epaint::TextShape;
use egui::{Align2, Frame, Margin, Panel, Role, ScrollArea, Sense, TextStyle, Ui, WidgetInfo};

use super::keys::keys_for;
use super::lecture;
use crate::app::command::{Command, SidePanel, ViewCommand};

impl SidePanel {
    fn id(self) -> &'static str {
        match self {
            Self::Position => "position_panel",
            Self::Inspector => "inspector_panel",
        }
    }

    fn strip_id(self) -> &'static str {
        match self {
            Self::Position => "position_strip",
            Self::Inspector => "inspector_strip",
        }
    }

    fn panel(self, id: &'static str) -> Panel {
        match self {
            Self::Position => Panel::left(id),
            Self::Inspector => Panel::right(id),
        }
    }

    /// The width an open panel starts at in a window `width` points wide.
    fn default_width(self, width: f32) -> f32 {
        match self {
            Self::Position => (width * 0.3).min(400.0),
            Self::Inspector => (width * 0.27).min(380.0),
        }
    }

    /// The widest share of the window the panel may take in lecture mode
    /// while both side panels are open: the tree keeps 45 % of the window
    /// (at 1280×720 zoomed in by Ctrl + ×2 it kept a third, its toolbar
    /// wrapped and its labels left their nodes); the inspector keeps room
    /// for "MIN (minimises)" beside its label.
    fn lecture_both_share(self) -> f32 {
        match self {
            Self::Position => 0.25,
            Self::Inspector => 0.3,
        }
    }

    /// The arrow on the strip's button, pointing the way the panel opens.
    fn open_arrow(self) -> &'static str {
        match self {
            Self::Position => "▶",
            Self::Inspector => "◀",
        }
    }
}

/// The narrowest an open side panel can be dragged (narrower closes it).
pub const MIN_WIDTH: f32 = 200.0;

/// The widest share of the window one open side panel may take, so the
/// tree always keeps room.
pub const MAX_SHARE: f32 = 0.4;

/// What a side panel did this frame.
pub struct SidePanelResponse {
    /// The panel's (or strip's) outer rectangle.
    pub rect: egui::Rect,
    /// The strip's button asks for [`ViewCommand::ToggleSidePanel`].
    pub command: Option<Command>,
}

/// Draws `which` at the side of `ui`: open with `add_contents` inside a
/// scroll area, or closed to a strip. `open` is flipped by the user's
/// drag-to-close / drag-to-open and double-click on the edge. In lecture
/// mode with `both_open`, the panel takes less of the window
/// (`SidePanel::lecture_both_share`).
pub fn side_panel_ui(
    ui: &mut Ui,
    which: SidePanel,
    (open, both_open): (&mut bool, bool),
    lecture: bool,
    add_contents: impl FnOnce(&mut Ui),
) -> SidePanelResponse {
    // Shares of the window, not of what the other side panel left.
    let width = ui.ctx().content_rect().width();
    let share = if lecture && both_open {
        which.lecture_both_share()
    } else {
        MAX_SHARE
    };
    let widest = (width * share).max(MIN_WIDTH);
    let collapsed = which
        .panel(which.strip_id())
        .resizable(true)
        .exact_size(STRIP_WIDTH)
        .frame(Frame::side_top_panel(ui.style()).inner_margin(Margin::symmetric(2, 6)));
    let expanded = which
        .panel(which.id())
        .resizable(true)
        .default_size(which.default_width(width).min(widest))
        .size_range(MIN_WIDTH..=widest);
    let mut add_contents = Some(add_contents);
    let mut command = None;
    let mut shown_open = *open;
    let response = Panel::show_switched(ui, open, collapsed, expanded, |ui, expanded| {
        shown_open = expanded;
        if expanded {
            // Both directions, never shrinking: the panel is exactly as wide
            // as the user made it, whatever its contents want this step.
            let first_shape = ui.ctx().graphics(|layers| {
                layers
                    .get(ui.layer_id())
                    .map_or(0, |list| list.next_idx().0)
            });
            ScrollArea::both()
                .id_salt(which.id())
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    if let Some(add_contents) = add_contents.take() {
                        add_contents(ui);
                    }
                });
            hide_cut_texts(ui, first_shape);
        } else {
            lecture::controls_style(ui, lecture);
            command = strip_ui(ui, which);
        }
    })
    .response;
    let name = if shown_open {
        which.id()
    } else {
        which.strip_id()
    };
    name_panel(&response, name);
    SidePanelResponse {
        rect: response.rect,
        command,
    }
}

/// Leaves no row of text painted on `ui`'s layer from shape `first` on
/// cut in half by the top or bottom edge of its clip (a scroll area's): a
/// row half seen at the foot of the inspector read as cut text on a
/// projector. A text of one row is hidden; one of several keeps the rows
/// seen whole (its clip ends at them). A text taller than its clip stays
/// as it is, as scrolling is the only way to read it.
fn hide_cut_texts(ui: &Ui, first: usize) {
    let layer = ui.layer_id();
    ui.ctx().graphics_mut(|layers| {
        let Some(list) = layers.get_mut(layer) else {
            return;
        };
        for index in first..list.next_idx().0 {
            list.mutate_shape(egui::layers::ShapeIdx(index), |clipped| {
                let egui::Shape::Text(text) = &clipped.shape else {
                    return;
                };
                // The text's box as laid out, as the frame inventory has it.
                let rect = text.galley.rect.translate(text.pos.to_vec2());
                let clip = clipped.clip_rect;
                let cut = |edge: f32| rect.top() < edge - 0.5 && rect.bottom() > edge + 0.5;
                if rect.height() > clip.height() || !(cut(clip.top()) || cut(clip.bottom())) {
                    return;
                }
                let whole: Vec<egui::Rect> = text
                    .galley
                    .rows
                    .iter()
                    .map(|row| row.rect().translate(text.pos.to_vec2()))
                    .filter(|row| {
                        row.top() >= clip.top() - 0.5 && row.bottom() <= clip.bottom() + 0.5
                    })
                    .collect();
                match (text.galley.rows.len(), whole.first(), whole.last()) {
                    (2.., Some(top), Some(bottom)) => {
                        clipped.clip_rect.min.y = clip.top().max(top.top());
                        clipped.clip_rect.max.y = clip.bottom().min(bottom.bottom());
                    }
                    _ => clipped.shape = egui::Shape::Noop,
                }
            });
        }
    });
}

/// Names a panel (its outer rectangle, as `response` says) for screen
/// readers, the layout tests and the frame inventory.
pub fn name_panel(response: &egui::Response, name: &str) {
    response.widget_info(|| WidgetInfo::labeled(Role::Pane, true, name));
    super::frame_dump::mark_panel(&response.ctx, name, response.rect);
}

/// How wide a closed panel's strip is: one arrow button (at the controls'
/// normal size, also in lecture mode) and its margins.
pub const STRIP_WIDTH: f32 = 34.0;

/// A closed panel: the button that opens it, and its name written upwards.
/// Returns the command to open it if either was clicked.
fn strip_ui(ui: &mut Ui, which: SidePanel) -> Option<Command> {
    let command = Command::View(ViewCommand::ToggleSidePanel(which));
    let keys = keys_for(&command);
    let name = match which {
        SidePanel::Position => crate::tr!("window-strip-open-position"),
        SidePanel::Inspector => crate::tr!("window-strip-open-inspector"),
    };
    ui.spacing_mut().button_padding.x = 4.0;
    let response = ui
        .vertical_centered(|ui| ui.button(which.open_arrow()))
        .inner
        .on_hover_text(crate::tr!("window-button-tip", what = &name, keys = &keys));
    response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &name));
    let mut clicked = response.clicked();
    // The name, written bottom to top, so the strip says what it hides;
    // clicking it opens the panel too.
    let text_colour = ui.visuals().weak_text_color();
    let galley = ui.painter().layout_no_wrap(
        which.title(),
        TextStyle::Body.resolve(ui.style()),
        text_colour,
    );
    let room = ui.available_rect_before_wrap();
    let size = galley.size();
    if size.x + 8.0 <= room.height() && size.y <= room.width() {
        let (rect, label) =
            ui.allocate_exact_size(egui::vec2(room.width(), size.x + 8.0), Sense::click());
        let origin = Align2::CENTER_TOP
            .align_size_within_rect(
                egui::vec2(size.y, size.x),
                rect.shrink2(egui::vec2(0.0, 4.0)),
            )
            .left_bottom();
        ui.painter()
            .add(TextShape::new(origin, galley, text_colour).with_angle(-FRAC_PI_2));
        clicked |= label
            .on_hover_text(crate::tr!("window-button-tip", what = &name, keys = &keys))
            .clicked();
    }
    clicked.then_some(command)
}
