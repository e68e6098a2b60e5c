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
use crate::teach::{Line, Listing, Locals, line_at, listing, locals, note_at};

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
    ui.label(RichText::new(&listing.title).strong());
    if lecture {
        // The locals go beside the narration ([`locals_ui`]): the listing
        // keeps the width for whole lines at a size read from the back.
        listing_ui(ui, &listing, current, true);
        return;
    }
    let rows = step
        .and_then(|step| locals(session, step))
        .map(|locals| locals_rows(&locals, session.game(), hide_values));
    let note = step.and_then(|step| note_at(&listing, session, step));

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
                        let (rows, note) = (rows.as_ref(), note.as_deref());
                        // Too low for a row each and the note: the locals
                        // as one wrapped line, so the note is not cut.
                        if grid_fits(ui, rows, note) {
                            locals_grid_ui(ui, rows, note, step.is_some());
                        } else {
                            locals_strip_ui(ui, rows, note, step.is_some());
                        }
                    });
            });
        });
    } else {
        locals_strip_ui(ui, rows.as_ref(), note.as_deref(), step.is_some());
        ui.separator();
        listing_ui(ui, &listing, current, lecture);
    }
}

/// How many monospace characters the listing's widest row takes: its
/// marker, indentation and code ([`line_text`]).
#[must_use]
pub fn widest_line(listing: &Listing) -> usize {
    listing
        .lines
        .iter()
        .map(|line| line_text(line, false).chars().count())
        .max()
        .unwrap_or(0)
}

/// The least lines lecture mode shows around the current one, on each side.
pub const LECTURE_CONTEXT: usize = 3;

/// The listing: whole lines only, never cut by the pane, each wrapped to
/// the pane's width (a long line takes two rows rather than running off
/// the side), as many as fit, centred on `current` (the top of the listing
/// before the first step), the current line highlighted (in `lecture`
/// mode's colours there). Nothing scrolls, so the current line is in view
/// at any size, also right after the window is resized; a taller pane
/// shows more of the function.
fn listing_ui(ui: &mut Ui, listing: &Listing, current: Option<usize>, lecture: bool) {
    let colours = lecture::highlight(ui.visuals(), lecture);
    ui.spacing_mut().item_spacing.y = 1.0;
    let width = ui.available_width();
    let heights = line_heights(ui, listing, width);
    let shown = lines_around(&heights, current, ui.available_height());
    for index in shown {
        if let Some(line) = listing.lines.get(index) {
            line_ui(ui, line, current == Some(index), colours);
        }
    }
}

/// The height each line of `listing` takes, wrapped to `width` (its frame
/// and the spacing after it included).
fn line_heights(ui: &Ui, listing: &Listing, width: f32) -> Vec<f32> {
    let font = TextStyle::Monospace.resolve(ui.style());
    // The spacing lecture mode's listing draws with.
    let extra = 2.0 * f32::from(LINE_MARGIN.top) + 1.0;
    let wrap = (width - 2.0 * f32::from(LINE_MARGIN.left)).max(1.0);
    listing
        .lines
        .iter()
        .map(|line| {
            let galley = ui.painter().layout(
                line_text(line, false),
                font.clone(),
                Color32::PLACEHOLDER,
                wrap,
            );
            galley.size().y + extra
        })
        .collect()
}

/// The lines (by index) that fit in `room` points, given each line's
/// height: `current` and as many lines around it as fit, taken alternately
/// below and above so it stays near the middle; from the top without a
/// current line. At least the current line, even if it does not fit.
fn lines_around(heights: &[f32], current: Option<usize>, room: f32) -> std::ops::Range<usize> {
    let Some(current) = current.filter(|&line| line < heights.len()) else {
        let mut used = 0.0;
        let count = heights
            .iter()
            .take_while(|&&height| {
                used += height;
                used <= room
            })
            .count();
        return 0..count;
    };
    let (mut first, mut end) = (current, current + 1);
    let mut used = heights[current];
    loop {
        let below = (end < heights.len()).then(|| heights[end]);
        let above = first.checked_sub(1).map(|line| heights[line]);
        // Below first when there are as many below as above.
        let down_first = end - current <= current - first;
        let grown = [down_first, !down_first].into_iter().any(|down| {
            if down {
                grow_below(&mut used, room, below, &mut end)
            } else {
                grow_above(&mut used, room, above, &mut first)
            }
        });
        if !grown {
            return first..end;
        }
    }
}

/// Takes the line below into the range if it fits.
fn grow_below(used: &mut f32, room: f32, height: Option<f32>, end: &mut usize) -> bool {
    match height {
        Some(height) if *used + height <= room => {
            *used += height;
            *end += 1;
            true
        }
        _ => false,
    }
}

/// Takes the line above into the range if it fits.
fn grow_above(used: &mut f32, room: f32, height: Option<f32>, first: &mut usize) -> bool {
    match height {
        Some(height) if *used + height <= room => {
            *used += height;
            *first -= 1;
            true
        }
        _ => false,
    }
}

/// The height lecture mode's listing needs to show the current line and
/// [`LECTURE_CONTEXT`] lines on each side in `ui`'s style at `width`: the
/// tallest such stretch of the listing, or the whole listing if shorter.
#[must_use]
pub fn lecture_listing_height(ui: &Ui, listing: &Listing, width: f32) -> f32 {
    let heights = line_heights(ui, listing, width);
    let span = 2 * LECTURE_CONTEXT + 1;
    if heights.len() <= span {
        return heights.iter().sum();
    }
    heights
        .windows(span)
        .map(|stretch| stretch.iter().sum::<f32>())
        .fold(0.0, f32::max)
}

/// The frame around one line: a little room for the highlight.
const LINE_MARGIN: egui::Margin = egui::Margin::symmetric(4, 1);

/// A line as drawn: its marker, indentation and code.
fn line_text(line: &Line, is_current: bool) -> String {
    let marker = if is_current { "▶ " } else { "  " };
    let indent = "    ".repeat(usize::from(line.indent));
    format!("{marker}{indent}{}", line.code)
}

/// One line: marker, indentation and code, wrapped to the pane;
/// its comment is its tooltip (a trailing `//` mark read as an empty
/// comment). The current line is filled and announced as "Current line: …"
/// to screen readers and tests.
fn line_ui(
    ui: &mut Ui,
    line: &Line,
    is_current: bool,
    (fill, on_fill): (Color32, Color32),
) -> egui::Response {
    let code = line_text(line, is_current);
    let frame = egui::Frame::new()
        .inner_margin(LINE_MARGIN)
        .corner_radius(3.0)
        .fill(if is_current {
            fill
        } else {
            Color32::TRANSPARENT
        });
    frame
        .show(ui, |ui| {
            ui.set_min_width(ui.available_width());
            let mut text = RichText::new(code).monospace();
            if is_current {
                text = text.color(on_fill).strong();
            }
            let response = ui.add(egui::Label::new(text).wrap());
            if is_current {
                let announced = crate::tr!("panels-code-current-line", code = line.code.trim());
                response
                    .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &announced));
            }
            // The tooltip describes the line in general: root notes included.
            match line.note(true) {
                Some(comment) => response.on_hover_text(comment),
                None => response,
            }
        })
        .inner
}

/// Lecture mode's locals of the step (beside the narration) as one line,
/// `node MIN at 2 · depth 1 · α 3 · …`, and the step's note (Monte Carlo
/// tree search's scores at a selection); `None` before the first step.
#[must_use]
pub fn lecture_locals(
    session: &Session<AnyGame>,
    hide_values: bool,
) -> Option<(Option<String>, Option<String>)> {
    let listing = listing(session.options());
    let step = session.cursor().checked_sub(1)?;
    let strip = locals(session, step).map(|locals| {
        let rows = locals_rows(&locals, session.game(), hide_values);
        rows.rows
            .iter()
            .map(|(name, value)| format!("{name} {value}"))
            .collect::<Vec<_>>()
            .join(" · ")
    });
    Some((strip, note_at(&listing, session, step)))
}

/// The locals of the line as (name, value) rows, plus the view their
/// values are in: node, depth, window, best so far, the move the loop is
/// at, and the value returned once known.
struct LocalRows {
    rows: Vec<(String, String)>,
    view: String,
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
        (
            crate::tr!("panels-local-node"),
            format!("{} {place}", locals.role.name()),
        ),
        (crate::tr!("panels-local-depth"), locals.depth.to_string()),
    ];
    if let (Some(alpha), Some(beta)) = (locals.alpha, locals.beta) {
        rows.push(("α".to_owned(), shown(alpha)));
        rows.push(("β".to_owned(), shown(beta)));
    }
    rows.push((
        crate::tr!("panels-local-best"),
        locals
            .best
            .map_or_else(|| crate::tr!("panels-code-best-none-yet"), shown),
    ));
    let at = match (locals.move_number, &locals.move_label) {
        (Some(number), Some(label)) => crate::tr!(
            "panels-code-move-of-label",
            number = number,
            count = locals.move_count,
            label = label
        ),
        (Some(number), None) => crate::tr!(
            "panels-code-move-of",
            number = number,
            count = locals.move_count
        ),
        (None, _) if locals.move_count == 0 => crate::tr!("panels-code-no-moves"),
        (None, _) => crate::tr!("panels-code-not-started", count = locals.move_count),
    };
    rows.push((crate::tr!("panels-local-move"), at));
    if let Some(returned) = locals.value {
        rows.push((crate::tr!("panels-local-returns"), shown(returned)));
    }
    LocalRows {
        rows,
        view: locals.view.label(),
    }
}

/// The gap between the rows of the locals' grid, in points.
const LOCALS_ROW_GAP: f32 = 2.0;

/// Whether `locals` fit the column as a grid, a row each, with the
/// current line's `note` and the view's line under them.
fn grid_fits(ui: &Ui, locals: Option<&LocalRows>, note: Option<&str>) -> bool {
    let Some(locals) = locals else {
        return true;
    };
    // A grid row (its spacing is `locals_grid_ui`'s), and the small line
    // saying the view.
    let line = ui.text_style_height(&TextStyle::Body) + LOCALS_ROW_GAP;
    let view = ui.text_style_height(&TextStyle::Small) + ui.spacing().item_spacing.y;
    let note = note.map_or(0.0, |note| {
        let font = TextStyle::Body.resolve(ui.style());
        let text = format!("// {note}");
        let width = ui.available_width();
        let galley = ui
            .painter()
            .layout(text, font, egui::Color32::PLACEHOLDER, width);
        galley.size().y + ui.spacing().item_spacing.y
    });
    locals.rows.len() as f32 * line + note + view <= ui.available_height()
}

/// The locals as a two-column grid, then the current line's note.
fn locals_grid_ui(ui: &mut Ui, locals: Option<&LocalRows>, note: Option<&str>, started: bool) {
    let Some(locals) = locals else {
        no_locals_ui(ui, note, started);
        return;
    };
    egui::Grid::new("locals_grid")
        .num_columns(2)
        .spacing([10.0, LOCALS_ROW_GAP])
        .show(ui, |ui| {
            for (name, text) in &locals.rows {
                ui.label(RichText::new(name.as_str()).monospace().strong());
                ui.add(egui::Label::new(text.as_str()).wrap());
                ui.end_row();
            }
        });
    note_ui(ui, locals, note);
}

/// The locals as one wrapped line, `name value · name value`, then the note.
fn locals_strip_ui(ui: &mut Ui, locals: Option<&LocalRows>, note: Option<&str>, started: bool) {
    let Some(locals) = locals else {
        no_locals_ui(ui, note, started);
        return;
    };
    ui.horizontal_wrapped(|ui| {
        for (index, (name, text)) in locals.rows.iter().enumerate() {
            if index > 0 {
                ui.weak("·");
            }
            ui.label(RichText::new(name.as_str()).monospace().strong());
            ui.label(text.as_str());
        }
    });
    note_ui(ui, locals, note);
}

/// What stands in for the locals when there are none: the step's note
/// (Monte Carlo tree search's scores at a selection), else, before the
/// search has `started`, a hint (after it, nothing: Monte Carlo tree
/// search has no function's locals).
fn no_locals_ui(ui: &mut Ui, note: Option<&str>, started: bool) {
    match note {
        Some(note) => {
            ui.add(egui::Label::new(note).wrap());
        }
        None if !started => {
            // What the locals say before the first step.
            ui.label(RichText::new(crate::tr!("panels-code-no-locals")).italics());
        }
        None => {}
    }
}

fn note_ui(ui: &mut Ui, locals: &LocalRows, note: Option<&str>) {
    if let Some(note) = note {
        ui.add(egui::Label::new(RichText::new(format!("// {note}")).italics()).wrap());
    }
    ui.label(
        RichText::new(crate::tr!("panels-code-values-in", view = &locals.view))
            .small()
            .weak(),
    );
}
