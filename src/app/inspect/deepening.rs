//! The timeline of the root passes: one row per pass (its depth, its root
//! window and whether it failed low or high, best move, value, nodes, the
//! effective branching factor of a depth over the one before, principal
//! variation) for iterative deepening, aspiration windows and MTD(f); a
//! click shows that pass's finished tree; and sentences saying at which
//! depth the best move changed and why.

use egui::{Grid, RichText, Ui};

use crate::game::{Game as _, MoveCode};
use crate::input::AnyGame;
use crate::notation;
use crate::search::Bound;
use crate::session::{Pass, Session};
use crate::teach::{best_move_changes, effective_branching_factor};

use crate::app::command::{Command, RunCommand};
use crate::app::format;

/// Draws the timeline of `session`'s passes.
pub fn deepening_ui(ui: &mut Ui, session: &Session<AnyGame>, commands: &mut Vec<Command>) {
    let shown = session.pass_index();
    let wording = session.game().wording();
    let passes = session.passes();
    Grid::new("deepening_grid")
        .num_columns(8)
        .striped(true)
        .show(ui, |ui| {
            let ebf = crate::tr!("panels-passes-ebf");
            for heading in [
                crate::tr!("panels-passes-depth"),
                crate::tr!("panels-passes-window"),
                crate::tr!("panels-passes-result"),
                crate::tr!("panels-passes-best"),
                crate::tr!("panels-row-value"),
                crate::tr!("panels-stats-nodes"),
                ebf.clone(),
                crate::tr!("panels-passes-pv"),
            ] {
                let is_ebf = heading == ebf;
                let label = ui.label(RichText::new(heading).weak());
                if is_ebf {
                    label.on_hover_text(crate::tr!("panels-passes-ebf-hint"));
                }
            }
            ui.end_row();
            // The nodes of the last depth the passes settled, for the EBF.
            let mut previous: Option<u64> = None;
            for (index, pass) in passes.iter().enumerate() {
                let end = pass.first_step() + pass.len();
                let depth = pass.depth();
                let of_depth: Vec<&Pass<AnyGame>> = passes
                    .iter()
                    .filter(|other| other.depth() == depth)
                    .collect();
                let number = of_depth
                    .iter()
                    .position(|other| std::ptr::eq(*other, pass))
                    .unwrap_or(0);
                let name = if of_depth.len() == 1 {
                    crate::tr!("panels-passes-depth-name", depth = depth)
                } else {
                    crate::tr!(
                        "panels-passes-depth-pass-name",
                        depth = depth,
                        pass = number + 1
                    )
                };
                if ui
                    .selectable_label(index == shown, name)
                    .on_hover_text(crate::tr!("panels-passes-show-hint"))
                    .clicked()
                {
                    commands.push(Command::Run(RunCommand::Seek(end)));
                }
                let (alpha, beta) = pass.window();
                ui.label(notation::window(alpha, beta, wording));
                ui.label(result_text(pass));
                let nodes = format::count(pass.stats_at(pass.len()).nodes);
                // A depth's EBF counts all its passes, on the pass that settled it.
                let settled = pass
                    .answer()
                    .map(|_| of_depth.iter().map(|p| p.nodes()).sum::<u64>());
                let ebf = previous
                    .zip(settled)
                    .and_then(|(previous, count)| effective_branching_factor(count, previous))
                    .map_or_else(String::new, |ebf| format!("{ebf:.2}"));
                if settled.is_some() {
                    previous = settled;
                }
                if let Some(outcome) = pass.tree().outcome() {
                    ui.label(best_label(session.game(), outcome.best_move));
                    ui.label(format::score(outcome.value, wording));
                    ui.label(nodes);
                    ui.label(ebf);
                    ui.label(pv_text(session.game(), pass));
                } else {
                    ui.label("");
                    ui.label("");
                    ui.label(nodes);
                    ui.label("");
                    ui.label(RichText::new(crate::tr!("panels-passes-still-searching")).italics());
                }
                ui.end_row();
            }
        });
    for sentence in best_move_changes(session) {
        ui.add(egui::Label::new(sentence).wrap());
    }
}

/// What a pass's value says: `fail high`, `fail low`, `exact`, or nothing
/// while it runs.
fn result_text(pass: &Pass<AnyGame>) -> String {
    pass.result()
        .map_or_else(String::new, |(_, bound)| bound_result(bound))
}

/// A pass's result in words: `fail high`, `fail low` or `exact`.
fn bound_result(bound: Bound) -> String {
    match bound {
        Bound::Lower => crate::tr!("panels-passes-fail-high"),
        Bound::Upper => crate::tr!("panels-passes-fail-low"),
        Bound::Exact => crate::tr!("panels-bound-exact"),
    }
}

/// Lecture mode's passes beside the narration: one row a pass begun by
/// the cursor, with its window, and its result and value once the cursor
/// is past its end (the passes recorded ahead are not given away); the
/// pass shown underlined.
pub fn lecture_passes_ui(ui: &mut Ui, session: &Session<AnyGame>) {
    let shown = session.pass_index();
    let cursor = session.cursor();
    let wording = session.game().wording();
    let spacing = 16.0;
    // As wide as the table of every pass recorded, from the first step:
    // the tree beside it keeps its width, so nothing in it moves as rows
    // and results arrive.
    let width_of = |text: String| {
        ui.painter()
            .layout_no_wrap(
                text,
                egui::TextStyle::Body.resolve(ui.style()),
                egui::Color32::PLACEHOLDER,
            )
            .size()
            .x
    };
    let widest = |column: &dyn Fn(usize, &Pass<AnyGame>) -> String, heading: String| {
        session
            .passes()
            .iter()
            .enumerate()
            .map(|(index, pass)| width_of(column(index, pass)))
            .fold(width_of(heading), f32::max)
    };
    let headings = [
        crate::tr!("panels-stats-pass"),
        crate::tr!("panels-passes-window"),
        crate::tr!("panels-passes-result"),
        crate::tr!("panels-row-value"),
    ];
    // Any pass may end in any result: the widest of the three.
    let results = [Bound::Lower, Bound::Upper, Bound::Exact]
        .map(|bound| width_of(bound_result(bound)))
        .into_iter()
        .fold(width_of(headings[2].clone()), f32::max);
    let table = widest(&|index, _| (index + 1).to_string(), headings[0].clone())
        + widest(
            &|_, pass| {
                let (alpha, beta) = pass.window();
                notation::window(alpha, beta, wording)
            },
            headings[1].clone(),
        )
        + results
        + widest(
            &|_, pass| {
                pass.result()
                    .map_or_else(String::new, |(value, _)| format::score(value, wording))
            },
            headings[3].clone(),
        )
        + 3.0 * spacing;
    ui.set_min_width(table);
    Grid::new("lecture_passes_grid")
        .num_columns(4)
        .spacing([spacing, ui.spacing().item_spacing.y])
        .show(ui, |ui| {
            for heading in headings {
                ui.label(RichText::new(heading).strong());
            }
            ui.end_row();
            for (index, pass) in session.passes().iter().enumerate().take(shown + 1) {
                let number = RichText::new((index + 1).to_string());
                ui.label(if index == shown {
                    number.strong().underline()
                } else {
                    number
                });
                let (alpha, beta) = pass.window();
                ui.label(notation::window(alpha, beta, wording));
                let over = cursor >= pass.first_step() + pass.len();
                ui.label(if over {
                    result_text(pass)
                } else {
                    String::new()
                });
                ui.label(
                    pass.result()
                        .filter(|_| over)
                        .map_or_else(String::new, |(value, _)| format::score(value, wording)),
                );
                ui.end_row();
            }
        });
}

fn best_label(game: &AnyGame, best: Option<MoveCode>) -> String {
    best.map_or_else(
        || crate::tr!("panels-compare-no-move"),
        |mv| game.move_label(&game.root(), mv),
    )
}

/// The moves of an iteration's principal variation, e.g. `e4 e5 Nf3`.
fn pv_text(game: &AnyGame, iteration: &Pass<AnyGame>) -> String {
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
