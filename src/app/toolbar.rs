//! The stepping toolbar (step, back, next node, step over, step out, next
//! cutoff, run to end, restart, play/pause with its speed, the timeline) and
//! the status line that says where the search is.

use egui::{Slider, Ui};

use crate::game::Game as _;
use crate::input::AnyGame;
use crate::session::{Motion, Session};
use crate::teach::narration::narrate;

use super::command::Command;
use super::format;
use super::keys::keys_for;
use super::runner::{Activity, Runner};
use super::settings::SPEED_RANGE;

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
        format!("{what} ({keys})")
    };
    if ui.button(label).on_hover_text(tip).clicked() {
        commands.push(command);
    }
}

/// Draws the stepping buttons and the play controls.
pub fn toolbar_ui(ui: &mut Ui, runner: &Runner, speed: f32, commands: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        let go = |motion| Command::Go(motion);
        command_button(
            ui,
            "⏮ Restart",
            "Back to step 0",
            go(Motion::Start),
            commands,
        );
        command_button(ui, "◀ Back", "One step back", go(Motion::Back), commands);
        command_button(ui, "Step ▶", "One step forward", go(Motion::Step), commands);
        command_button(
            ui,
            "Next node",
            "Forward to the next node entered",
            go(Motion::NextNode),
            commands,
        );
        command_button(
            ui,
            "Step over",
            "Forward until the current node's subtree is finished",
            go(Motion::StepOver),
            commands,
        );
        command_button(
            ui,
            "Step out",
            "Forward until the current node's parent is finished",
            go(Motion::StepOut),
            commands,
        );
        command_button(
            ui,
            "Next cutoff",
            "Forward to the next cutoff (α ≥ β)",
            go(Motion::NextCutoff),
            commands,
        );
        command_button(
            ui,
            "Run to end ⏭",
            "Forward to the end of the search",
            go(Motion::End),
            commands,
        );
        ui.separator();
        let playing = matches!(runner.activity(), Activity::Playing { .. });
        let label = if playing { "⏸ Pause" } else { "▶ Play" };
        command_button(
            ui,
            label,
            "Step forward at the chosen speed",
            Command::TogglePlay,
            commands,
        );
        let mut value = speed;
        let response = ui
            .add(
                Slider::new(&mut value, SPEED_RANGE)
                    .logarithmic(true)
                    .max_decimals(1)
                    .suffix(" steps/s")
                    .text("Speed"),
            )
            .on_hover_text("Play speed");
        if response.changed() {
            commands.push(Command::SetSpeed(value));
        }
    });
}

/// Draws the timeline: a slider over every recorded step, and the progress
/// of a long run with its cancel button.
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
            command_button(ui, "Cancel", "Stop the run here", Command::Cancel, commands);
        }
        if runner.is_away() {
            // The session is on the worker: there is no timeline to show.
            return;
        }
        let label = ui.label("Timeline");
        let end = session.total_steps().unwrap_or_else(|| session.frontier());
        let mut step = session.cursor();
        ui.spacing_mut().slider_width = (ui.available_width() - 110.0).max(120.0);
        let response = ui
            .add(Slider::new(&mut step, 0..=end.max(1)).integer())
            .labelled_by(label.id)
            .on_hover_text(
                "Drag to any recorded step (the end is known once the search has run to it)",
            );
        if response.changed() {
            commands.push(Command::Seek(step));
        }
    });
}

/// "Running to the end… 1,234 steps recorded", with the speed while the
/// worker runs.
#[must_use]
pub fn progress_text(motion: Motion, session: &Session<AnyGame>, runner: &Runner) -> String {
    let name = motion_name(motion);
    match runner.progress() {
        Some(progress) => format!(
            "{name}… {} steps recorded, {} nodes ({} nodes/s)",
            format::count(progress.steps),
            format::count(progress.nodes),
            format::count(progress.nodes_per_second() as u64)
        ),
        None => format!(
            "{name}… {} steps recorded",
            format::count(session.frontier())
        ),
    }
}

fn motion_name(motion: Motion) -> &'static str {
    match motion {
        Motion::Step => "Stepping",
        Motion::Back => "Stepping back",
        Motion::NextNode => "Running to the next node",
        Motion::StepOver => "Stepping over",
        Motion::StepOut => "Stepping out",
        Motion::NextCutoff => "Running to the next cutoff",
        Motion::Start => "Restarting",
        Motion::End => "Running to the end",
    }
}

/// The status line: where the cursor is and what just happened.
#[must_use]
pub fn status_text(session: &Session<AnyGame>) -> String {
    let cursor = session.cursor();
    let position = match session.total_steps() {
        Some(total) => format!("Step {} of {}", format::count(cursor), format::count(total)),
        None if session.frontier() == 0 => "Step 0".to_owned(),
        None => format!(
            "Step {} (of ≥ {} recorded)",
            format::count(cursor),
            format::count(session.frontier())
        ),
    };
    if let Some(outcome) = session.outcome() {
        let game = session.game();
        let best = outcome
            .best_move
            .map_or_else(|| "none".to_owned(), |mv| game.move_label(&game.root(), mv));
        let value = format::score(outcome.value);
        return if outcome.truncated {
            format!(
                "{position} — node cap of {} nodes reached: the search stopped early; best so far {best}, value {value}",
                format::count(session.options().max_nodes)
            )
        } else {
            format!("{position} — search complete: best move {best}, value {value}")
        };
    }
    match session.last_event() {
        None => format!("{position} — at the start: press Step (Right arrow) to enter the root"),
        Some(_) => format!("{position} — {}", narrate(session, cursor - 1)),
    }
}
