//! The narration panel: the sentence of the step that brought the search to
//! its cursor, large, and below it the log of every sentence so far, one per
//! row; clicking a row jumps to that step.
//!
//! The current sentence is a polite live region for screen readers (name
//! and value both set, so every platform's adapter announces it), unless
//! the user turned announcements off. It is focusable too, and its value
//! changes with each step: a screen reader that ignores live regions still
//! speaks the focused node's new value, and a key gives it the focus.
//!
//! The log is drawn with [`ScrollArea::show_rows`], so only the rows on
//! screen are narrated: a search of a million steps costs a dozen sentences
//! per frame, not a million.

use egui::{RichText, ScrollArea, TextStyle, Ui};

use crate::input::AnyGame;
use crate::session::Session;
use crate::teach::narrate;

use super::pseudocode::lecture_locals;

use crate::app::command::{Command, RunCommand};
use crate::app::shell::frame_dump::{self, Area};
use crate::app::shell::lecture;

/// What the narration panel remembers across frames.
#[derive(Default)]
pub struct NarrationState {
    /// The cursor and row height (as bits) the log was last scrolled for, so
    /// it scrolls when the cursor moves or the rows change size (lecture
    /// mode) and otherwise leaves the user's scrolling alone.
    scrolled_to: Option<(u64, u32)>,
    /// Frames left in which to pin the newest row to the bottom: egui clamps
    /// a new offset to the previous frame's content height, and may discard
    /// a pass, so the pin holds until the view is at the bottom.
    frames_to_pin: u8,
    /// Announce each step's sentence to screen readers (the setting, copied
    /// in every frame).
    pub announce: bool,
    /// Give the current sentence the keyboard focus in the next frame (the
    /// key that reads it: a screen reader speaks the focused node).
    pub focus: bool,
    /// With a student's trace open: the cursor at which its first
    /// divergence has just happened, and what the check says of it (set
    /// in every frame), added to that step's sentence.
    pub divergence: Option<(u64, String)>,
    /// Lecture mode's sentence size and what it was found for: the
    /// cursor, the room's width and height (as bits) and whether values
    /// were hidden ([`steady_size`]).
    lecture_size: Option<(SizeKey, f32)>,
}

/// What lecture mode's sentence size depends on: the cursor, the room's
/// width and height (as bits), whether values are hidden and the language
/// the sentences are in.
type SizeKey = (u64, u32, u32, bool, crate::i18n::Lang);

/// The most frames the log keeps pinning before it gives up (a user who
/// scrolls away meanwhile is not fought for long).
const PIN_FRAMES: u8 = 6;

/// The most rows the log lists: the newest steps. A scroll offset is an
/// `f32` in points, exact to a fraction of a row up to a few hundred
/// thousand points; past a million rows it is off by whole rows and the
/// newest row came and went in turn, frame after frame, never letting
/// the window rest.
const LOG_ROWS: u64 = 10_000;

/// The smallest the current sentence gets, as a share of the body text size
/// (in lecture mode 13.4 points, a little under the normal body text): the
/// longest sentences of `classic` fit whole in lecture mode's low panel at
/// 1280×720.
const SMALLEST: f32 = 0.6;

/// The space between the sentence and the log.
const GAP: f32 = 4.0;

/// Draws the current sentence and the log of `session` up to its cursor;
/// `height` is what the panel shows without scrolling, and the sentence
/// shrinks (down to [`SMALLEST`] of the body text size) to fit in it whole:
/// a lecture hall reads the whole sentence, not two lines of it.
pub fn narration_ui(
    ui: &mut Ui,
    session: &Session<AnyGame>,
    state: &mut NarrationState,
    hide_values: bool,
    lecture: bool,
    height: f32,
    commands: &mut Vec<Command>,
) {
    let cursor = session.cursor();
    let current = current_sentence(session, hide_values, state.divergence.as_ref());
    let colours = lecture::highlight(ui.visuals(), lecture);
    let body = ui.text_style_height(&TextStyle::Body);
    let margin = 6.0;
    let size = fitting_size(
        ui,
        &current,
        (body * SMALLEST, body * 1.15),
        ui.available_width() - 2.0 * margin,
        height - 2.0 * margin - GAP,
    );
    let sentence = sentence_ui(ui, &current, size, colours, margin, state);
    frame_dump::mark(ui.ctx(), Area::Narration, sentence);
    ui.add_space(GAP);
    if cursor == 0 || hide_values {
        return;
    }
    log_ui(ui, session, state, commands);
}

/// Lecture mode's smallest text beside the tree, in points: 18 px read
/// from the back of a hall (at one pixel a point).
const LECTURE_SMALLEST: f32 = 18.0;

/// Lecture mode's narration half, where nothing scrolls and nothing is
/// cut: the step's sentence as large as fits (at least
/// [`LECTURE_SMALLEST`]), then the locals of the step as one line and its
/// note, each only if it fits whole. The log of earlier sentences stays out
/// of lecture mode: a class reads the step, and the timeline goes back.
pub fn lecture_narration_ui(
    ui: &mut Ui,
    session: &Session<AnyGame>,
    state: &mut NarrationState,
    hide_values: bool,
) {
    let current = current_sentence(session, hide_values, state.divergence.as_ref());
    let (fill, on_fill) = lecture::highlight(ui.visuals(), true);
    let margin = 6.0;
    let width = ui.available_width();
    let gap = ui.spacing().item_spacing.y;
    let small = egui::FontId::proportional(LECTURE_SMALLEST);
    let layout = |ui: &Ui, text: &str, font: egui::FontId, width: f32| {
        ui.painter()
            .layout(text.to_owned(), font, egui::Color32::PLACEHOLDER, width)
    };
    let (strip, note) = lecture_locals(session, hide_values).unwrap_or_default();
    let note = note.filter(|_| !hide_values);
    let body = ui.text_style_height(&TextStyle::Body);
    let room = ui.available_height();
    let sentence_room = (width - 2.0 * margin, room - 2.0 * margin - gap);
    let size = steady_size(
        ui,
        session,
        state,
        hide_values,
        ((LECTURE_SMALLEST, body * 1.15), sentence_room),
    );
    let sentence = sentence_ui(ui, &current, size, (fill, on_fill), margin, state);
    frame_dump::mark(ui.ctx(), Area::Narration, sentence);
    for text in strip.iter().chain(&note) {
        let galley = layout(ui, text, small.clone(), width);
        if galley.size().y > ui.available_height() {
            break;
        }
        let extra = ui.add(egui::Label::new(RichText::new(text).font(small.clone())).wrap());
        frame_dump::mark(ui.ctx(), Area::Pseudocode, extra.rect);
    }
}

/// How many steps either side of the cursor lecture mode's sentence size
/// looks at: a run of a textbook tree (`classic`'s MTD(f) has 45) is seen
/// whole, so its sentences share one size.
const STEADY_STEPS: u64 = 64;

/// Lecture mode's sentence size: the largest from `largest` down to
/// `smallest` at which the sentence of every step within
/// [`STEADY_STEPS`] of the cursor fits `room` (width, height) whole, so
/// that stepping keeps one size where one fits (MTD(f)'s long sentence
/// at a pass's start was drawn at 18 px between sentences at 28 px).
/// Found again only when the cursor, the room or hiding changes.
fn steady_size(
    ui: &Ui,
    session: &Session<AnyGame>,
    state: &mut NarrationState,
    hide_values: bool,
    ((smallest, largest), (width, height)): ((f32, f32), (f32, f32)),
) -> f32 {
    let cursor = session.cursor();
    let key = (
        cursor,
        width.to_bits(),
        height.to_bits(),
        hide_values,
        crate::i18n::current(),
    );
    if let Some((kept, size)) = state.lecture_size
        && kept == key
    {
        return size;
    }
    let last = session.total_steps().unwrap_or_else(|| session.frontier());
    let first = cursor.saturating_sub(STEADY_STEPS);
    let end = cursor.saturating_add(STEADY_STEPS).min(last);
    let mut size = largest;
    for at in first..=end {
        let sentence = sentence_at(session, at, hide_values, state.divergence.as_ref());
        size = fitting_size(ui, &sentence, (smallest, size), width, height);
    }
    state.lecture_size = Some((key, size));
    size
}

/// The sentence of the step that brought `session` to its cursor (or what
/// stands in for it).
fn current_sentence(
    session: &Session<AnyGame>,
    hide_values: bool,
    divergence: Option<&(u64, String)>,
) -> String {
    sentence_at(session, session.cursor(), hide_values, divergence)
}

/// The sentence of the step that brings `session` to `cursor` (or what
/// stands in for it).
fn sentence_at(
    session: &Session<AnyGame>,
    cursor: u64,
    hide_values: bool,
    divergence: Option<&(u64, String)>,
) -> String {
    match cursor.checked_sub(1) {
        None => crate::tr!("panels-narration-nothing-yet"),
        // What the panel says instead of the sentences while values are hidden.
        Some(_) if hide_values => crate::tr!("panels-narration-hidden"),
        Some(step) => crate::tr!(
            "panels-narration-step",
            step = step + 1,
            sentence = step_sentence(session, step, divergence)
        ),
    }
}

/// The sentence of step `step` (0-based), with a student's trace's first
/// divergence after it when it happens at that step.
fn step_sentence(
    session: &Session<AnyGame>,
    step: u64,
    divergence: Option<&(u64, String)>,
) -> String {
    let sentence = narrate(session, step);
    match divergence {
        Some((at, note)) if *at == step + 1 => format!("{sentence} {note}"),
        _ => sentence,
    }
}

/// The current sentence, `size` points, on the highlight, focusable, as a
/// polite live region (when `state` announces); takes the keyboard focus
/// when `state` asks. Returns its rectangle.
fn sentence_ui(
    ui: &mut Ui,
    current: &str,
    size: f32,
    (fill, on_fill): (egui::Color32, egui::Color32),
    margin: f32,
    state: &mut NarrationState,
) -> egui::Rect {
    let announce = state.announce;
    egui::Frame::new()
        .fill(fill)
        .inner_margin(egui::Margin::same(margin as i8))
        .corner_radius(4.0)
        .show(ui, |ui| {
            ui.set_min_width(ui.available_width());
            let live = if announce {
                egui::accesskit::Live::Polite
            } else {
                egui::accesskit::Live::Off
            };
            let response = crate::app::access::spoken_text(
                ui,
                RichText::new(current).size(size).color(on_fill).strong(),
                &crate::tr!("panels-narration-current", sentence = current),
                live,
            );
            if std::mem::take(&mut state.focus) {
                response.request_focus();
            }
        })
        .response
        .rect
}

/// The largest text size from `largest` down to `smallest`, a point at a
/// time, at which `text` wrapped to `width` is at most `height` tall:
/// `smallest` if none is (the panel then scrolls).
fn fitting_size(
    ui: &Ui,
    text: &str,
    (smallest, largest): (f32, f32),
    width: f32,
    height: f32,
) -> f32 {
    let mut size = largest;
    while size > smallest {
        let galley = ui.painter().layout(
            text.to_owned(),
            egui::FontId::proportional(size),
            egui::Color32::PLACEHOLDER,
            width,
        );
        if galley.size().y <= height {
            return size;
        }
        size = (size - 1.0).max(smallest);
    }
    smallest
}

/// The log of sentences of the last [`LOG_ROWS`] steps before the cursor,
/// oldest first, one row each (truncated, full text on hover), kept
/// scrolled to the newest.
fn log_ui(
    ui: &mut Ui,
    session: &Session<AnyGame>,
    state: &mut NarrationState,
    commands: &mut Vec<Command>,
) {
    let cursor = session.cursor();
    let first = cursor.saturating_sub(LOG_ROWS);
    if first > 0 {
        ui.weak(crate::tr!(
            "panels-narration-earlier",
            count = first,
            shown = crate::app::format::count(first)
        ));
    }
    let rows = usize::try_from(cursor - first).unwrap_or(usize::MAX);
    // A selectable button's height: its text plus the padding above and below.
    let row_height = ui.text_style_height(&TextStyle::Button) + 2.0 * ui.spacing().button_padding.y;
    // As tall as a whole number of rows, so that with the newest row at
    // the bottom the oldest one shown is whole too.
    let gap = ui.spacing().item_spacing.y;
    let pitch = row_height + gap;
    let shown = ((ui.available_height() + gap) / pitch).floor().max(1.0);
    let height = shown * pitch - gap;
    let mut area = ScrollArea::vertical()
        .id_salt("narration_log")
        .auto_shrink([false, false])
        // egui's least height (64 points) is not a whole number of rows.
        .min_scrolled_height(height)
        .max_height(height)
        // Once at the bottom, stay there while rows come, go or change size.
        .stick_to_bottom(true);
    let key = (cursor, row_height.to_bits());
    if state.scrolled_to != Some(key) {
        state.scrolled_to = Some(key);
        state.frames_to_pin = PIN_FRAMES;
    }
    let pinning = state.frames_to_pin > 0;
    let divergence = state.divergence.clone();
    if pinning {
        // The newest row at the bottom of the view.
        let offset = pitch * rows as f32 - gap - height;
        area = area.vertical_scroll_offset(offset.max(0.0));
    }
    let output = area.show_rows(ui, row_height, rows, |ui, range| {
        for row in range {
            let step = first + row as u64;
            let sentence = step_sentence(session, step, divergence.as_ref());
            let newest = step + 1 == cursor;
            let text = RichText::new(format!("{:>4}. {sentence}", step + 1));
            let button = egui::Button::selectable(newest, text)
                .truncate()
                .min_size(egui::vec2(ui.available_width(), row_height));
            let response = ui.add(button).on_hover_text(crate::tr!(
                "panels-narration-log-hint",
                step = step + 1,
                sentence = &sentence
            ));
            if response.clicked() && !newest {
                commands.push(Command::Run(RunCommand::Seek(step + 1)));
            }
        }
    });
    frame_dump::mark(ui.ctx(), Area::Log, output.inner_rect);
    if pinning {
        let bottom = (output.content_size.y - output.inner_rect.height()).max(0.0);
        if (output.state.clamped_offset().y - bottom).abs() <= 1.0 {
            state.frames_to_pin = 0;
        } else {
            state.frames_to_pin -= 1;
            ui.ctx().request_repaint();
        }
    }
}
