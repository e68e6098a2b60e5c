//! The iterative-deepening timeline: one row per depth (best move, value,
//! nodes, effective branching factor, principal variation); a click shows
//! that iteration's finished
//! tree; and sentences saying at which depth the best move changed and why.

use std::fmt::Write as _;

use egui::{Grid, RichText, Ui};
use petgraph::graph::NodeIndex;

use crate::game::{Game as _, MoveCode, Score, Wording};
use crate::input::AnyGame;
use crate::search::Bound;
use crate::session::{Iteration, Session};
use crate::teach::effective_branching_factor;
use crate::teach::format::value;

use crate::app::command::{Command, RunCommand};
use crate::app::format;

/// Draws the timeline of `session`'s iterations.
pub fn deepening_ui(ui: &mut Ui, session: &Session<AnyGame>, commands: &mut Vec<Command>) {
    let shown = session.iteration_index();
    Grid::new("deepening_grid")
        .num_columns(6)
        .striped(true)
        .show(ui, |ui| {
            for heading in ["Depth", "Best", "Value", "Nodes", "EBF", "PV"] {
                let label = ui.label(RichText::new(heading).weak());
                if heading == "EBF" {
                    label.on_hover_text(
                        "Effective branching factor: this depth's nodes over the previous depth's",
                    );
                }
            }
            ui.end_row();
            let mut previous: Option<u64> = None;
            for (index, iteration) in session.iterations().iter().enumerate() {
                let end = iteration.first_step() + iteration.len();
                if ui
                    .selectable_label(index == shown, format!("Depth {}", iteration.depth()))
                    .on_hover_text("Show this iteration's tree as it finished")
                    .clicked()
                {
                    commands.push(Command::Run(RunCommand::Seek(end)));
                }
                let count = iteration.stats_at(iteration.len()).nodes;
                let nodes = format::count(count);
                let complete = iteration
                    .tree()
                    .outcome()
                    .filter(|outcome| !outcome.truncated);
                let ebf = previous
                    .filter(|_| complete.is_some())
                    .and_then(|previous| effective_branching_factor(count, previous))
                    .map_or_else(String::new, |ebf| format!("{ebf:.2}"));
                previous = complete.map(|_| count);
                if let Some(outcome) = iteration.tree().outcome() {
                    ui.label(best_label(session.game(), outcome.best_move));
                    ui.label(format::score(outcome.value, session.game().wording()));
                    ui.label(nodes);
                    ui.label(ebf);
                    ui.label(pv_text(session.game(), iteration));
                } else {
                    ui.label("");
                    ui.label("");
                    ui.label(nodes);
                    ui.label("");
                    ui.label(RichText::new("still searching").italics());
                }
                ui.end_row();
            }
        });
    for sentence in changes(session) {
        ui.label(sentence);
    }
}

fn best_label(game: &AnyGame, best: Option<MoveCode>) -> String {
    best.map_or_else(|| "none".to_owned(), |mv| game.move_label(&game.root(), mv))
}

/// The moves of an iteration's principal variation, e.g. `e4 e5 Nf3`.
fn pv_text(game: &AnyGame, iteration: &Iteration<AnyGame>) -> String {
    let tree = iteration.tree();
    let mut state = game.root();
    let mut labels = Vec::new();
    for node in tree
        .principal_variation(iteration.len())
        .into_iter()
        .skip(1)
    {
        let Some(mv) = tree.node(node).map(|node| node.mv) else {
            break;
        };
        labels.push(game.move_label(&state, mv));
        let Some(next) = game.play(&state, mv) else {
            break;
        };
        state = next;
    }
    labels.join(" ")
}

/// The root's child reached by `mv` in an iteration, with its value and
/// bound; `None` if that move was not searched to a value.
fn root_child(iteration: &Iteration<AnyGame>, mv: MoveCode) -> Option<(Score, Bound)> {
    let tree = iteration.tree();
    let root = tree.root()?;
    tree.children(root)
        .into_iter()
        .find_map(|child: NodeIndex| {
            let node = tree.node(child)?;
            let bound = node.bound()?;
            (node.mv == mv).then_some((node.value, bound))
        })
}

/// A value with its bound, for sentences: `3`, `at most 3`, `at least 3`.
fn bounded(score: Score, bound: Bound, wording: Wording) -> String {
    match bound {
        Bound::Exact => value(score, wording),
        Bound::Upper => format!("at most {}", value(score, wording)),
        Bound::Lower => format!("at least {}", value(score, wording)),
    }
}

/// One sentence per depth at which the best move changed, or one saying it
/// never did.
fn changes(session: &Session<AnyGame>) -> Vec<String> {
    let game = session.game();
    let wording = game.wording();
    let finished: Vec<_> = session
        .iterations()
        .iter()
        .filter_map(|iteration| Some((iteration, iteration.tree().outcome()?)))
        .collect();
    let mut sentences = Vec::new();
    for pair in finished.windows(2) {
        let [(before, old), (after, new)] = pair else {
            continue;
        };
        let (Some(old_move), Some(new_move)) = (old.best_move, new.best_move) else {
            continue;
        };
        if old_move == new_move {
            continue;
        }
        let (old_name, new_name) = (
            best_label(game, Some(old_move)),
            best_label(game, Some(new_move)),
        );
        let depth = after.depth();
        let mut sentence = format!(
            "At depth {depth} the best move changed from {old_name} to {new_name}: {new_name} is worth {} at depth {depth}",
            value(new.value, wording)
        );
        if let Some((score, bound)) = root_child(before, new_move) {
            let _ = write!(
                sentence,
                " (at depth {} it scored {})",
                before.depth(),
                bounded(score, bound, wording)
            );
        }
        match root_child(after, old_move) {
            Some((score, bound)) => {
                let _ = write!(
                    sentence,
                    ", while {old_name} now scores {} (it was {} at depth {}).",
                    bounded(score, bound, wording),
                    value(old.value, wording),
                    before.depth()
                );
            }
            None => sentence.push('.'),
        }
        sentences.push(sentence);
    }
    if sentences.is_empty()
        && finished.len() > 1
        && let Some((_, last)) = finished.last()
    {
        sentences.push(format!(
            "The best move stayed {} at every depth.",
            best_label(game, last.best_move)
        ));
    }
    sentences
}
