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
/// drag-to-close / drag-to-open and double-click on the edge.
pub fn side_panel_ui(
    ui: &mut Ui,
    which: SidePanel,
    open: &mut bool,
    lecture: bool,
    add_contents: impl FnOnce(&mut Ui),
) -> SidePanelResponse {
    // Shares of the window, not of what the other side panel left.
    let width = ui.ctx().content_rect().width();
    let widest = (width * MAX_SHARE).max(MIN_WIDTH);
    let collapsed = which
        .panel(which.strip_id())
        .resizable(true)
        .exact_size(STRIP_WIDTH)
        .frame(Frame::side_top_panel(ui.style()).inner_margin(Margin::symmetric(2, 6)));
    let expanded = which
        .panel(which.id())
        .resizable(true)
        .default_size(which.default_width(width))
        .size_range(MIN_WIDTH..=widest);
    let mut add_contents = Some(add_contents);
    let mut command = None;
    let mut shown_open = *open;
    let response = Panel::show_switched(ui, open, collapsed, expanded, |ui, expanded| {
        shown_open = expanded;
        if expanded {
            // Both directions, never shrinking: the panel is exactly as wide
            // as the user made it, whatever its contents want this step.
            ScrollArea::both()
                .id_salt(which.id())
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    if let Some(add_contents) = add_contents.take() {
                        add_contents(ui);
                    }
                });
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
    let name = format!("Show the {} panel", which.title().to_lowercase());
    ui.spacing_mut().button_padding.x = 4.0;
    let response = ui
        .vertical_centered(|ui| ui.button(which.open_arrow()))
        .inner
        .on_hover_text(format!("{name} ({keys})"));
    response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &name));
    let mut clicked = response.clicked();
    // The name, written bottom to top, so the strip says what it hides;
    // clicking it opens the panel too.
    let text_colour = ui.visuals().weak_text_color();
    let galley = ui.painter().layout_no_wrap(
        which.title().to_owned(),
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
        clicked |= label.on_hover_text(format!("{name} ({keys})")).clicked();
    }
    clicked.then_some(command)
}
