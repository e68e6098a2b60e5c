//! The pseudocode panel: the listing of the variant being searched, the line
//! the last step executed highlighted (with a marker, not by colour alone),
//! and the live locals of that line beside it.
//!
//! Everything is read from [`crate::teach`] for step `cursor − 1`, the event
//! that brought the session to its cursor, so the panel follows stepping
//! forward and back.

use egui::{Color32, RichText, ScrollArea, TextStyle, Ui};

use crate::game::Game;
use crate::input::AnyGame;
use crate::session::Session;
use crate::teach::format::value;
use crate::teach::{Line, LineRole, Listing, Locals, line_at, listing, locals, note_at};

use crate::app::shell::lecture;

/// How wide the locals column is when it sits beside the listing.
const LOCALS_WIDTH: f32 = 230.0;

/// Draws the pseudocode of `session`'s variant with the current line and
/// its locals: beside the listing when both fit, else in a strip above it.
/// With `hide_values` the locals' values read "?".
pub fn pseudocode_ui(ui: &mut Ui, session: &Session<AnyGame>, hide_values: bool, lecture: bool) {
    let listing = listing(session.options());
    let step = session.cursor().checked_sub(1);
    let current = step.and_then(|step| line_at(&listing, session, step));
    let rows = step
        .and_then(|step| locals(session, step))
        .map(|locals| locals_rows(&locals, session.game(), hide_values));
    let note = step.and_then(|step| note_at(&listing, session, step));

    ui.label(RichText::new(&listing.title).strong());
    // Hack's advance is 0.6 em; a line is its marker, indentation and code.
    let em = ui.text_style_height(&TextStyle::Monospace) / 1.2;
    let longest = widest_line(&listing);
    let row = ui.text_style_height(&TextStyle::Monospace) + 1.0;
    // A low panel (lecture mode keeps it low so the tree gets the room)
    // keeps the locals beside the listing even where the longest line does
    // not fit: stacked, they would leave the listing no height at all.
    let low = ui.available_height() < 8.0 * row;
    let locals_width = (LOCALS_WIDTH * em / 15.0).min(ui.available_width() * 0.4);
    let beside = low || ui.available_width() >= longest as f32 * 0.6 * em + 16.0 + locals_width;
    if beside {
        ui.horizontal_top(|ui| {
            let width = ui.available_width() - locals_width - ui.spacing().item_spacing.x;
            ui.vertical(|ui| {
                ui.set_width(width);
                listing_ui(ui, &listing, current, lecture);
            });
            ui.separator();
            ui.vertical(|ui| {
                ScrollArea::vertical()
                    .id_salt("locals_scroll")
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        locals_grid_ui(ui, rows.as_ref(), note.as_deref());
                    });
            });
        });
    } else {
        locals_strip_ui(ui, rows.as_ref(), note.as_deref());
        ui.separator();
        listing_ui(ui, &listing, current, lecture);
    }
}

/// How many monospace characters the listing's widest row takes: its
/// marker, indentation and code.
#[must_use]
pub fn widest_line(listing: &Listing) -> usize {
    listing
        .lines
        .iter()
        .map(|line| 2 + 4 * usize::from(line.indent) + line.code.chars().count() + 3)
        .max()
        .unwrap_or(0)
}

/// The listing, one monospace row per line, `current` highlighted and
/// scrolled into view when it changes.
fn listing_ui(ui: &mut Ui, listing: &Listing, current: Option<usize>, lecture: bool) {
    let colours = lecture::highlight(ui.visuals(), lecture);
    let weak = ui.visuals().weak_text_color();
    let scrolled_to = egui::Id::unique("pseudocode_scrolled_to");
    // The line scrolled to and the frame it changed in: a frame may be laid
    // out twice (egui discards a pass whose sizes changed), and both passes
    // must ask to scroll.
    let frame = ui.ctx().cumulative_frame_nr();
    let (last, changed_in) = ui
        .data(|data| data.get_temp::<(Option<usize>, u64)>(scrolled_to))
        .unwrap_or((None, u64::MAX));
    let scroll = last != current || changed_in == frame;
    ScrollArea::both()
        .id_salt("pseudocode_scroll")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.spacing_mut().item_spacing.y = 1.0;
            for (index, line) in listing.lines.iter().enumerate() {
                if index > 0 && line.role == LineRole::Entry {
                    ui.add_space(ui.text_style_height(&TextStyle::Monospace) * 0.6);
                }
                let is_current = current == Some(index);
                let response = line_ui(ui, line, is_current, colours, weak);
                if is_current && scroll {
                    // Vertically only: the left edge stays in view.
                    let left = ui.min_rect().left();
                    let target = egui::Rect::from_x_y_ranges(left..=left, response.rect.y_range());
                    ui.scroll_to_rect(target, Some(egui::Align::Center));
                }
            }
        });
    if last != current {
        ui.data_mut(|data| data.insert_temp(scrolled_to, (current, frame)));
    }
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
                // The tooltip describes the line in general: root notes included.
                if let Some(comment) = line.note(true) {
                    // A dimmed mark says there is a note; the note is the tooltip
                    // (and, for the current line, shown under the locals).
                    let mark = RichText::new(" //").monospace().color(if is_current {
                        on_fill
                    } else {
                        weak
                    });
                    let note = ui.add(egui::Label::new(mark).sense(egui::Sense::hover()));
                    response.union(note).on_hover_text(comment);
                }
            });
        })
        .response
}

/// The locals of the line as (name, value) rows, plus the view their
/// values are in: node, depth, window, best so far, the move the loop is
/// at, and the value returned once known.
struct LocalRows {
    rows: Vec<(&'static str, String)>,
    view: &'static str,
}

fn locals_rows(locals: &Locals, game: &AnyGame, hide_values: bool) -> LocalRows {
    let wording = game.wording();
    let shown = |score| {
        if hide_values {
            "?".to_owned()
        } else {
            value(score, wording)
        }
    };
    let place = game.wording().place(&locals.path);
    let mut rows = vec![
        ("node", format!("{} {place}", locals.role.name())),
        ("depth", locals.depth.to_string()),
    ];
    if let (Some(alpha), Some(beta)) = (locals.alpha, locals.beta) {
        rows.push(("α", shown(alpha)));
        rows.push(("β", shown(beta)));
    }
    rows.push((
        "best",
        locals.best.map_or_else(|| "none yet".to_owned(), shown),
    ));
    let at = match (locals.move_number, &locals.move_label) {
        (Some(number), Some(label)) => format!("{number} of {}: {label}", locals.move_count),
        (Some(number), None) => format!("{number} of {}", locals.move_count),
        (None, _) if locals.move_count == 0 => "none (no moves searched)".to_owned(),
        (None, _) => format!("not started ({} to try)", locals.move_count),
    };
    rows.push(("move", at));
    if let Some(returned) = locals.value {
        rows.push(("returns", shown(returned)));
    }
    LocalRows {
        rows,
        view: locals.view.label(),
    }
}

/// What the locals say before the first step.
const NO_LOCALS: &str = "Step forward to call the function on the root.";

/// The locals as a two-column grid, then the current line's note.
fn locals_grid_ui(ui: &mut Ui, locals: Option<&LocalRows>, note: Option<&str>) {
    let Some(locals) = locals else {
        no_locals_ui(ui, note);
        return;
    };
    egui::Grid::new("locals_grid")
        .num_columns(2)
        .spacing([10.0, 2.0])
        .show(ui, |ui| {
            for (name, text) in &locals.rows {
                ui.label(RichText::new(*name).monospace().strong());
                ui.add(egui::Label::new(text.as_str()).wrap());
                ui.end_row();
            }
        });
    note_ui(ui, locals, note);
}

/// The locals as one wrapped line, `name value · name value`, then the note.
fn locals_strip_ui(ui: &mut Ui, locals: Option<&LocalRows>, note: Option<&str>) {
    let Some(locals) = locals else {
        no_locals_ui(ui, note);
        return;
    };
    ui.horizontal_wrapped(|ui| {
        for (index, (name, text)) in locals.rows.iter().enumerate() {
            if index > 0 {
                ui.weak("·");
            }
            ui.label(RichText::new(*name).monospace().strong());
            ui.label(text.as_str());
        }
    });
    note_ui(ui, locals, note);
}

/// What stands in for the locals when there are none: the step's note
/// (Monte Carlo tree search's scores at a selection), else a hint.
fn no_locals_ui(ui: &mut Ui, note: Option<&str>) {
    match note {
        Some(note) => {
            ui.add(egui::Label::new(note).wrap());
        }
        None => {
            ui.label(RichText::new(NO_LOCALS).italics());
        }
    }
}

fn note_ui(ui: &mut Ui, locals: &LocalRows, note: Option<&str>) {
    if let Some(note) = note {
        ui.add(egui::Label::new(RichText::new(format!("// {note}")).italics()).wrap());
    }
    ui.label(
        RichText::new(format!("Values in {}", locals.view))
            .small()
            .weak(),
    );
}
