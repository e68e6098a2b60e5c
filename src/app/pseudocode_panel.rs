//! The pseudocode panel: the listing of the variant being searched, the line
//! the last step executed highlighted (with a marker, not by colour alone),
//! and the live locals of that line beside it.
//!
//! Everything is read from [`crate::teach`] for step `cursor − 1`, the event
//! that brought the session to its cursor, so the panel follows stepping
//! forward and back.

use egui::{Color32, RichText, ScrollArea, Ui};

use crate::input::AnyGame;
use crate::session::Session;
use crate::teach::format::value;
use crate::teach::{Line, LineRole, Listing, Locals, line_at, listing, locals};

use super::lecture;

/// How wide the locals column is when it sits beside the listing.
const LOCALS_WIDTH: f32 = 230.0;

/// Draws the pseudocode of `session`'s variant with the current line and
/// its locals. With `hide_values` the locals' values read "?".
pub fn pseudocode_ui(ui: &mut Ui, session: &Session<AnyGame>, hide_values: bool, lecture: bool) {
    let listing = listing(session.options());
    let step = session.cursor().checked_sub(1);
    let current = step.and_then(|step| line_at(&listing, session, step));
    let locals = step.and_then(|step| locals(session, step));

    ui.label(RichText::new(&listing.title).strong());
    let beside = ui.available_width() >= 2.5 * LOCALS_WIDTH;
    if beside {
        ui.horizontal_top(|ui| {
            let width = ui.available_width() - LOCALS_WIDTH - ui.spacing().item_spacing.x;
            ui.vertical(|ui| {
                ui.set_width(width);
                listing_ui(ui, &listing, current, lecture);
            });
            ui.separator();
            ui.vertical(|ui| {
                ScrollArea::vertical()
                    .id_salt("locals_scroll")
                    .auto_shrink([false, false])
                    .show(ui, |ui| locals_ui(ui, locals.as_ref(), hide_values));
            });
        });
    } else {
        locals_ui(ui, locals.as_ref(), hide_values);
        ui.separator();
        listing_ui(ui, &listing, current, lecture);
    }
}

/// The listing, one monospace row per line, `current` highlighted and
/// scrolled into view when it changes.
fn listing_ui(ui: &mut Ui, listing: &Listing, current: Option<usize>, lecture: bool) {
    let colours = lecture::highlight(ui.visuals(), lecture);
    let weak = ui.visuals().weak_text_color();
    let scrolled_to = egui::Id::unique("pseudocode_scrolled_to");
    let last = ui.data(|data| data.get_temp::<Option<usize>>(scrolled_to));
    ScrollArea::both()
        .id_salt("pseudocode_scroll")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.spacing_mut().item_spacing.y = 1.0;
            for (index, line) in listing.lines.iter().enumerate() {
                if index > 0 && line.role == LineRole::Entry {
                    ui.add_space(ui.text_style_height(&egui::TextStyle::Monospace) * 0.6);
                }
                let is_current = current == Some(index);
                let response = line_ui(ui, line, is_current, colours, weak);
                if is_current && last != Some(current) {
                    response.scroll_to_me(None);
                }
            }
        });
    ui.data_mut(|data| data.insert_temp(scrolled_to, current));
}

/// One line: marker, indentation, code and dimmed comment. The current line
/// is filled and announced as "Current line: …" to screen readers and tests.
fn line_ui(
    ui: &mut Ui,
    line: &Line,
    is_current: bool,
    (fill, on_fill): (Color32, Color32),
    weak: Color32,
) -> egui::Response {
    let marker = if is_current { "▶ " } else { "  " };
    let indent = "    ".repeat(usize::from(line.indent));
    let code = format!("{marker}{indent}{}", line.code);
    let frame = egui::Frame::new()
        .inner_margin(egui::Margin::symmetric(4, 1))
        .corner_radius(3.0)
        .fill(if is_current {
            fill
        } else {
            Color32::TRANSPARENT
        });
    frame
        .show(ui, |ui| {
            ui.set_min_width(ui.available_width());
            ui.horizontal(|ui| {
                let mut text = RichText::new(code).monospace();
                if is_current {
                    text = text.color(on_fill).strong();
                }
                let response = ui.add(egui::Label::new(text).extend());
                if is_current {
                    let announced = format!("Current line: {}", line.code.trim());
                    response.widget_info(|| {
                        egui::WidgetInfo::labeled(egui::Role::Label, true, &announced)
                    });
                }
                if let Some(comment) = &line.comment {
                    let colour = if is_current { on_fill } else { weak };
                    ui.add(
                        egui::Label::new(
                            RichText::new(format!("// {comment}"))
                                .monospace()
                                .color(colour),
                        )
                        .extend(),
                    );
                }
            });
        })
        .response
}

/// The locals of the line: node, depth, window with its view, best so far,
/// the move the loop is at, and the value returned once known.
fn locals_ui(ui: &mut Ui, locals: Option<&Locals>, hide_values: bool) {
    let Some(locals) = locals else {
        ui.label(RichText::new("Step forward to call the function on the root.").italics());
        return;
    };
    let shown = |score| {
        if hide_values {
            "?".to_owned()
        } else {
            value(score)
        }
    };
    let place = if locals.path.is_empty() {
        "root".to_owned()
    } else {
        locals.path.join(" ")
    };
    egui::Grid::new("locals_grid")
        .num_columns(2)
        .spacing([10.0, 2.0])
        .show(ui, |ui| {
            let mut row = |name: &str, text: String| {
                ui.label(RichText::new(name).monospace().strong());
                ui.add(egui::Label::new(text).wrap());
                ui.end_row();
            };
            row("node", format!("{} at {place}", locals.player.name()));
            row("depth", locals.depth.to_string());
            if let (Some(alpha), Some(beta)) = (locals.alpha, locals.beta) {
                row("α", shown(alpha));
                row("β", shown(beta));
            }
            row(
                "best",
                locals.best.map_or_else(|| "none yet".to_owned(), shown),
            );
            let at = match (locals.move_number, &locals.move_label) {
                (Some(number), Some(label)) => {
                    format!("{number} of {}: {label}", locals.move_count)
                }
                (Some(number), None) => format!("{number} of {}", locals.move_count),
                (None, _) if locals.move_count == 0 => "none (no moves searched)".to_owned(),
                (None, _) => format!("not started ({} to try)", locals.move_count),
            };
            row("move", at);
            if let Some(returned) = locals.value {
                row("returns", shown(returned));
            }
        });
    ui.label(
        RichText::new(format!("Values in {}", locals.view.label()))
            .small()
            .weak(),
    );
}
