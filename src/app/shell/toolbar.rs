//! The stepping toolbar (step, back, next node, step over, step out, next
//! cutoff, run to end, restart, play/pause with its speed, the timeline) and
//! the status line that says where the search is.

use egui::style::HandleShape;
use egui::{DragValue, Rect, Sense, Slider, Ui};

use crate::game::Game as _;
use crate::input::AnyGame;
use crate::notation;
use crate::session::{Motion, Session};
use crate::teach::narration::narrate;

use super::keys::keys_for;
use super::settings::SPEED_RANGE;
use crate::app::command::{Command, RunCommand, ViewCommand};
use crate::app::format;
use crate::app::run::runner::{Activity, Runner};

/// A button that pushes `command`, with a tooltip naming its shortcut.
fn command_button(
    ui: &mut Ui,
    label: &str,
    what: &str,
    command: Command,
    commands: &mut Vec<Command>,
) {
    let keys = keys_for(&command);
    let tip = if keys.is_empty() {
        what.to_owned()
    } else {
        crate::tr!("window-button-tip", what = what, keys = keys)
    };
    if ui.button(label).on_hover_text(tip).clicked() {
        commands.push(command);
    }
}

/// Draws `leading` (a menu, in lecture mode), then the stepping buttons and
/// the play controls (greyed out unless `stepping`), in rows that wrap at
/// the window's edge. For Monte Carlo tree search (`mcts`) the minimax
/// family's motions give way to the iteration jumps.
pub fn toolbar_ui(
    ui: &mut Ui,
    runner: &Runner,
    speed: f32,
    (stepping, mcts): (bool, bool),
    commands: &mut Vec<Command>,
    leading: impl FnOnce(&mut Ui, &mut Vec<Command>),
) {
    ui.horizontal_wrapped(|ui| {
        // Shorter than egui's default: play and its speed then fit on the
        // buttons' row at 1280 points in lecture mode and zoomed in.
        ui.spacing_mut().slider_width *= SPEED_SLIDER_SHARE;
        leading(ui, commands);
        if !stepping {
            ui.disable();
        }
        let go = |motion| Command::Run(RunCommand::Go(motion));
        command_button(
            ui,
            &crate::tr!("window-restart"),
            &crate::tr!("window-restart-tip"),
            go(Motion::Start),
            commands,
        );
        command_button(
            ui,
            &crate::tr!("window-back"),
            &crate::tr!("window-back-tip"),
            go(Motion::Back),
            commands,
        );
        command_button(
            ui,
            &crate::tr!("window-step"),
            &crate::tr!("window-step-tip"),
            go(Motion::Step),
            commands,
        );
        if mcts {
            command_button(
                ui,
                &crate::tr!("window-iteration-back"),
                &crate::tr!("window-iteration-back-tip"),
                go(Motion::PreviousIteration),
                commands,
            );
            command_button(
                ui,
                &crate::tr!("window-iteration-next"),
                &crate::tr!("window-iteration-next-tip"),
                go(Motion::NextIteration),
                commands,
            );
        }
        if !mcts {
            command_button(
                ui,
                &crate::tr!("window-next-node"),
                &crate::tr!("window-next-node-tip"),
                go(Motion::NextNode),
                commands,
            );
            command_button(
                ui,
                &crate::tr!("window-step-over"),
                &crate::tr!("window-step-over-tip"),
                go(Motion::StepOver),
                commands,
            );
            command_button(
                ui,
                &crate::tr!("window-step-out"),
                &crate::tr!("window-step-out-tip"),
                go(Motion::StepOut),
                commands,
            );
        }
        command_button(
            ui,
            &crate::tr!("window-next-key-moment"),
            &crate::tr!("window-next-key-moment-tip"),
            go(Motion::NextKeyMoment),
            commands,
        );
        command_button(
            ui,
            &crate::tr!("window-run-to-end"),
            &crate::tr!("window-run-to-end-tip"),
            go(Motion::End),
            commands,
        );
        // The slider is one widget in a nested row, which a wrapping row
        // cannot break: start a new row when play and speed do not fit, or
        // they would widen the toolbar past the window's edge.
        let separator = SEPARATOR_SPACING + ui.spacing().item_spacing.x;
        if ui.available_size_before_wrap().x < play_and_speed_width(ui) + separator {
            ui.end_row();
        } else {
            ui.add(egui::Separator::default().spacing(SEPARATOR_SPACING));
        }
        play_and_speed_ui(ui, runner, speed, commands);
    });
}

/// Play (or pause) and the speed slider, as one group.
fn play_and_speed_ui(ui: &mut Ui, runner: &Runner, speed: f32, commands: &mut Vec<Command>) {
    // Play and its speed go together: one row a wrapping row moves
    // as a whole, asking for the room they take (a row asking for all
    // that is left wraps when the window is zoomed, by rounding).
    let group = egui::vec2(play_and_speed_width(ui), ui.spacing().interact_size.y);
    let row = egui::Layout::left_to_right(egui::Align::Center);
    ui.allocate_ui_with_layout(group, row, |ui| {
        let playing = matches!(runner.activity(), Activity::Playing { .. });
        let label = if playing {
            crate::tr!("window-pause")
        } else {
            crate::tr!("window-play")
        };
        command_button(
            ui,
            &label,
            &crate::tr!("window-play-tip"),
            Command::Run(RunCommand::TogglePlay),
            commands,
        );
        let mut value = speed;
        let height = ui.spacing().interact_size.y;
        super::lecture::slider_handles(ui.visuals_mut(), height);
        let response = ui
            .add(
                Slider::new(&mut value, SPEED_RANGE)
                    .logarithmic(true)
                    .max_decimals(1)
                    .suffix(SPEED_UNIT)
                    .text(crate::tr!("window-speed")),
            )
            .on_hover_text(crate::tr!("window-speed-tip"));
        if response.changed() {
            commands.push(Command::View(ViewCommand::SetSpeed(value)));
        }
    });
}

/// The room the separator before play and its speed takes, besides the
/// space between items.
const SEPARATOR_SPACING: f32 = 6.0;

/// The speed slider's length, as a share of egui's.
const SPEED_SLIDER_SHARE: f32 = 0.75;

/// The unit after the play speed: steps a second, short so that the
/// toolbar keeps one row at 1280 points in lecture mode.
const SPEED_UNIT: &str = "/s";

/// Draws the timeline: a slider over every recorded step (a click anywhere
/// on its track jumps there), a box to type a step, and the progress of a
/// long run with its cancel button.
pub fn timeline_ui(
    ui: &mut Ui,
    session: &Session<AnyGame>,
    runner: &Runner,
    commands: &mut Vec<Command>,
) {
    ui.horizontal(|ui| {
        if let Activity::Pursuing { motion, .. } = runner.activity() {
            ui.spinner();
            ui.label(progress_text(motion, session, runner));
            command_button(
                ui,
                &crate::tr!("window-cancel"),
                &crate::tr!("window-cancel-run-tip"),
                Command::Cancel,
                commands,
            );
        }
        if runner.is_away() {
            // The session is on the worker: there is no timeline to show.
            return;
        }
        let label = ui.label(crate::tr!("window-timeline"));
        let end = session.total_steps().unwrap_or_else(|| session.frontier());
        let cursor = session.cursor();
        let mut step = cursor;
        ui.spacing_mut().slider_width = (ui.available_width() - counter_width(ui, end)).max(60.0);
        let height = ui.spacing().interact_size.y;
        super::lecture::slider_handles(ui.visuals_mut(), height);
        let response = ui
            .add(
                Slider::new(&mut step, 0..=end.max(1))
                    .integer()
                    .show_value(false),
            )
            .labelled_by(label.id)
            .on_hover_text(crate::tr!("window-timeline-tip"));
        // The slider follows the pointer only while the button is down over
        // a frame; a click whose press and release come in one frame (slow
        // frames without a GPU) is caught here. Not focusable: the slider
        // is the Tab stop, this no second one without a name.
        let track = ui.interact(response.rect, response.id.with("track_click"), Sense::CLICK);
        if track.clicked()
            && let Some(pointer) = track.interact_pointer_pos()
        {
            step = step_at(ui, response.rect, pointer.x, end.max(1));
        }
        let typed = ui
            .add(DragValue::new(&mut step).range(0..=end.max(1)))
            .on_hover_text(crate::tr!("window-step-box-tip"));
        if (response.changed() || track.clicked() || typed.changed()) && step != cursor {
            commands.push(Command::Run(RunCommand::Seek(step)));
        }
    });
}

/// The step under `x` on a horizontal slider drawn in `rect` over `0..=end`,
/// by egui's slider geometry: the handle's centre travels the width less a
/// handle radius (a fifth of the height, scaled by the handle shape) at each end.
fn step_at(ui: &Ui, rect: Rect, x: f32, end: u64) -> u64 {
    let radius = match ui.visuals().handle_shape {
        HandleShape::Circle => rect.height() / 2.5,
        HandleShape::Rect { aspect_ratio } => rect.height() / 2.5 * aspect_ratio,
    };
    let rail = rect.x_range().shrink(radius);
    let fraction = f64::from(((x - rail.min) / rail.span().max(1.0)).clamp(0.0, 1.0));
    let step = (fraction * end as f64).round() as u64;
    step.min(end)
}

/// How wide `text` is in `style`, on one line.
fn text_width(ui: &Ui, text: String, style: &egui::TextStyle) -> f32 {
    ui.painter()
        .layout_no_wrap(text, style.resolve(ui.style()), egui::Color32::PLACEHOLDER)
        .size()
        .x
}

/// How wide a button or number box showing `text` is.
fn box_width(ui: &Ui, text: String, style: &egui::TextStyle) -> f32 {
    let spacing = ui.spacing();
    (text_width(ui, text, style) + 2.0 * spacing.button_padding.x).max(spacing.interact_size.x)
}

/// The room the slider's step counter takes beside the track when it shows
/// `end`, so that the counter and the track's far end stay on screen at
/// every text size.
fn counter_width(ui: &Ui, end: u64) -> f32 {
    let style = ui.style().drag_value_text_style.clone();
    box_width(ui, end.max(1).to_string(), &style) + ui.spacing().item_spacing.x + 4.0
}

/// The room the play button and the speed slider (track, value and name) take.
fn play_and_speed_width(ui: &Ui) -> f32 {
    let value_style = ui.style().drag_value_text_style.clone();
    let fastest = format!("{:.1}{SPEED_UNIT}", SPEED_RANGE.end());
    let play = box_width(ui, crate::tr!("window-play"), &egui::TextStyle::Button);
    box_width(ui, crate::tr!("window-pause"), &egui::TextStyle::Button).max(play)
        + ui.spacing().slider_width
        + box_width(ui, fastest, &value_style)
        + text_width(ui, crate::tr!("window-speed"), &egui::TextStyle::Body)
        + 4.0 * ui.spacing().item_spacing.x
}

/// "Running to the end… 1,234 steps recorded", with the speed while the
/// worker runs.
#[must_use]
pub fn progress_text(motion: Motion, session: &Session<AnyGame>, runner: &Runner) -> String {
    let doing = if runner.is_rerunning() {
        crate::tr!("window-progress-rerunning")
    } else {
        motion_name(motion)
    };
    if let Some(progress) = runner.progress() {
        crate::tr!(
            "window-progress-speed",
            doing = doing,
            steps = format::count(progress.steps),
            nodes = format::count(progress.nodes),
            speed = format::count(progress.nodes_per_second() as u64)
        )
    } else {
        crate::tr!(
            "window-progress",
            doing = doing,
            steps = format::count(session.frontier())
        )
    }
}

fn motion_name(motion: Motion) -> String {
    match motion {
        Motion::Step => crate::tr!("window-motion-step"),
        Motion::Back => crate::tr!("window-motion-back"),
        Motion::NextNode => crate::tr!("window-motion-next-node"),
        Motion::StepOver => crate::tr!("window-motion-step-over"),
        Motion::StepOut => crate::tr!("window-motion-step-out"),
        Motion::NextKeyMoment => crate::tr!("window-motion-next-key-moment"),
        Motion::Start => crate::tr!("window-motion-start"),
        Motion::End => crate::tr!("window-motion-end"),
        Motion::NextIteration => crate::tr!("window-motion-next-iteration"),
        Motion::PreviousIteration => crate::tr!("window-motion-previous-iteration"),
    }
}

/// The status line: where the cursor is and what just happened.
///
/// Step numbers are those of the whole program (and of `--trace`): step `k`
/// is the `k`-th event, counted from 1, and "Step `k`" means the cursor
/// stands after it, so the sentence shown is the one of event `k`. Step 0
/// is the start, before any event.
///
/// With `hide_values` (the quiz hides the tree's values) the result reads
/// `?` and the step's sentence, full of values, is not shown. `brief` (the
/// narration is on screen beside the tree) leaves the sentence out: the
/// step, and at the end the result.
#[must_use]
pub fn status_text(session: &Session<AnyGame>, hide_values: bool, brief: bool) -> String {
    let cursor = session.cursor();
    let position = match session.total_steps() {
        Some(total) => crate::tr!(
            "window-status-step-of",
            step = format::count(cursor),
            total = format::count(total)
        ),
        None if session.frontier() == 0 => crate::tr!("window-status-step-zero"),
        None => crate::tr!(
            "window-status-step-recorded",
            step = format::count(cursor),
            recorded = format::count(session.frontier())
        ),
    };
    if let Some(outcome) = session.outcome() {
        let game = session.game();
        // Monte Carlo tree search ends with a sentence of its own: the
        // most visited move, its visits and its mean.
        if session.tree().is_some_and(crate::tree::SearchTree::is_mcts) && !hide_values {
            return crate::tr!(
                "window-status-said",
                position = position,
                sentence = narrate(session, cursor - 1)
            );
        }
        let (best, value) = if hide_values {
            ("?".to_owned(), "?".to_owned())
        } else {
            (
                outcome.best_move.map_or_else(
                    || crate::tr!("window-status-no-move"),
                    |mv| game.move_label(&game.root(), mv),
                ),
                notation::score(outcome.value, game.wording()),
            )
        };
        return if outcome.truncated && session.is_scripted() {
            crate::tr!("window-status-trace-ends", position = position)
        } else if outcome.truncated {
            crate::tr!(
                "window-status-node-cap",
                position = position,
                cap = format::count(session.options().max_nodes),
                best = best,
                value = value
            )
        } else {
            crate::tr!(
                "window-status-complete",
                position = position,
                best = best,
                value = value
            )
        };
    }
    if brief {
        // The narration beside the tree says what happened.
        return position;
    }
    match session.last_event() {
        None => crate::tr!("window-status-start", position = position),
        Some(_) if hide_values => crate::tr!("window-status-hidden", position = position),
        Some(_) => crate::tr!(
            "window-status-said",
            position = position,
            sentence = narrate(session, cursor - 1)
        ),
    }
}
