//! The inspector: everything about the selected node at the cursor — move,
//! ply, MAX/MIN, the window on entry and now, value and bound, Knuth type,
//! a leaf's evaluation breakdown (for chess, any node's static evaluation:
//! `eval.rs`), and its children (click one to select it).
//! A textbook leaf can be given a new value, which re-runs the search.
//!
//! While the quiz hides values, every value, window and bound here reads
//! `?`, as on the tree, and the leaf editor and evaluation are not shown.

use egui::{Grid, RichText, ScrollArea, Ui};
use petgraph::graph::NodeIndex;

use crate::game::Role;
use crate::game::{Game as _, Score, Wording};
use crate::input::{AnyGame, AnyState};
use crate::notation;
use crate::scene::labels::{cutoff_name, settled_root_value};
use crate::scene::overlay::DivergenceMark;
use crate::search::{Bound, LeafReason};

use crate::session::Session;
use crate::tree::{NodeAt, NodeKind, NodeStatus, SearchTree, TreeNode};

use super::eval;
use crate::app::command::{Command, InspectCommand, SetupCommand};
use crate::app::files::trace_io::UnprunedReturns;
use crate::app::format;

/// The text of a value, window or bound: `?` while values are hidden.
struct Shown {
    hide_values: bool,
}

impl Shown {
    fn text(&self, text: impl FnOnce() -> String) -> String {
        if self.hide_values {
            "?".to_owned()
        } else {
            text()
        }
    }
}

/// Draws the inspector for `node` of the tree shown by `session`; with
/// `hide_values` (the quiz) values, windows and bounds read `?`. At a
/// student's trace's `divergence` it says what the check says there, and
/// no cutoff: the student's return is not one the algorithm makes; nor is
/// any of its `unpruned` returns, whose moves were not searched, not pruned.
pub(in crate::app) fn inspector_ui(
    ui: &mut Ui,
    session: &Session<AnyGame>,
    (node, divergence, unpruned): (
        Option<NodeIndex>,
        Option<&DivergenceMark>,
        UnprunedReturns<'_>,
    ),
    hide_values: bool,
    commands: &mut Vec<Command>,
) {
    let shown = Shown { hide_values };
    let wording = session.game().wording();
    let cursor = session.local_cursor();
    let found = node.and_then(|node| {
        let tree = session.tree()?;
        Some((node, tree, tree.node(node)?, tree.node_at(node, cursor)?))
    });
    let Some((node, tree, data, at)) = found else {
        ui.label(crate::tr!("panels-no-node-yet"));
        return;
    };
    // The node's one name, as the narration and the tooltip give it.
    let name = wording.path(&session.path_labels(node));
    ui.label(RichText::new(crate::tr!("panels-node-heading", name = name)).strong());
    let player = tree.player(node);
    let finished = at.status == NodeStatus::Finished;
    Grid::new("inspector_grid")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            row(ui, &crate::tr!("panels-row-ply"), &data.ply.to_string());
            row(
                ui,
                &crate::tr!("panels-row-player"),
                &role_text(tree.role(node)),
            );
            if tree.is_mcts() {
                mcts_rows(ui, &shown, tree, node, cursor);
                return;
            }
            kind_rows(ui, (tree, node), (&data, at.status), unpruned);
            if data.kind != NodeKind::Pruned && at.status != NodeStatus::Unborn {
                let entry = shown.text(|| notation::window(data.alpha, data.beta, wording));
                row(ui, &crate::tr!("panels-row-entry-window"), &entry);
                rounding_row(ui, &shown, (tree, node), wording);
                if tree.prunes() && !finished {
                    row(
                        ui,
                        &crate::tr!("panels-row-window-now"),
                        &shown.text(|| notation::window(at.alpha, at.beta, wording)),
                    );
                }
            }
            match data.bound() {
                Some(bound) if finished => {
                    let (value, status) = value_and_status(session, node, &data, bound);
                    row(ui, &crate::tr!("panels-row-value"), &shown.text(|| value));
                    row(ui, &crate::tr!("panels-row-status"), &shown.text(|| status));
                    if let Some(knuth) = data.knuth_type(player) {
                        row(
                            ui,
                            &crate::tr!("panels-row-knuth-type"),
                            &shown.text(|| knuth.name().to_owned()),
                        );
                    }
                    if session.options().algorithm.is_negamax() {
                        row(
                            ui,
                            &crate::tr!("panels-row-negamax-value"),
                            &shown
                                .text(|| notation::score(player.perspective(data.value), wording)),
                        );
                    }
                }
                _ => {
                    if let Some(best) = at.best {
                        row(
                            ui,
                            &crate::tr!("panels-row-best-so-far"),
                            &shown.text(|| notation::score(best, wording)),
                        );
                    }
                }
            }
            let diverges = divergence.filter(|mark| mark.marks(node, cursor));
            if let Some(mark) = diverges {
                row(
                    ui,
                    &crate::tr!("panels-row-your-search"),
                    &shown.text(|| mark.said_here()),
                );
            } else if at.cutoff.is_some() && left_unpruned(tree, node, unpruned) {
                row(
                    ui,
                    &crate::tr!("panels-row-your-search"),
                    &crate::tr!("panels-unpruned-return"),
                );
            } else if let Some(cutoff) = at.cutoff {
                row(ui, &crate::tr!("panels-row-cutoff"), &cutoff_name(cutoff));
            }
        });
    if hide_values {
        // The evaluation and the leaf editor would show the hidden value.
        ui.label(RichText::new(crate::tr!("panels-values-hidden")).weak());
    } else {
        let leaf = finished && matches!(data.kind, NodeKind::Leaf(_));
        evaluation_and_edit_ui(ui, session, (node, leaf), commands);
    }
    let left = left_unpruned(tree, node, unpruned);
    children_ui(ui, session, (node, left), &shown, at.best_child, commands);
}

/// Monte Carlo tree search's rows for `node` at `cursor`: counts, not a
/// window and value.
fn mcts_rows(ui: &mut Ui, shown: &Shown, tree: &SearchTree, node: NodeIndex, cursor: u64) {
    let visits = tree.visits_at(node, cursor);
    let w = crate::search::mcts::Reward(i32::try_from(visits.w_halves).unwrap_or(i32::MAX));
    row(
        ui,
        &crate::tr!("panels-row-visits"),
        &shown.text(|| visits.n.to_string()),
    );
    // "(MAX's view)" goes with the value: as part of the label
    // it widened the label column until "MAX (maximises)"
    // broke mid-word at 1280×720 in lecture mode.
    row(
        ui,
        &crate::tr!("panels-row-results"),
        &shown.text(|| crate::tr!("panels-results-max-view", results = w.to_string())),
    );
    let mean = visits
        .mean()
        .map_or_else(|| "–".to_owned(), |mean| notation::mean(Some(mean)));
    row(ui, &crate::tr!("panels-row-mean"), &shown.text(|| mean));
}

/// The rows of what `node` is and what it is now; a move a student's
/// search left where nothing prunes it (`unpruned`) is not searched.
fn kind_rows(
    ui: &mut Ui,
    (tree, node): (&SearchTree, NodeIndex),
    (data, status): (&TreeNode, NodeStatus),
    unpruned: UnprunedReturns<'_>,
) {
    let unsearched = data.kind == NodeKind::Pruned
        && tree
            .parent(node)
            .is_some_and(|parent| left_unpruned(tree, parent, unpruned));
    if unsearched {
        row(
            ui,
            &crate::tr!("panels-row-kind"),
            &crate::tr!("panels-unsearched-kind"),
        );
        row(
            ui,
            &crate::tr!("panels-row-now"),
            &crate::tr!("panels-unsearched"),
        );
    } else {
        row(ui, &crate::tr!("panels-row-kind"), &kind_text(data));
        row(ui, &crate::tr!("panels-row-now"), &status_text(status));
    }
}

/// Whether `node`'s moves left unsearched are a student's search's return
/// that nothing pruned (`unpruned`), not a cutoff.
fn left_unpruned(tree: &SearchTree, node: NodeIndex, unpruned: UnprunedReturns<'_>) -> bool {
    tree.pruned_of(node)
        .is_some_and(|range| unpruned.at(u64::from(range.step)))
}

/// Star1's window for the outcome `node`, where the units rounded it:
/// its exact ends.
fn rounding_row(
    ui: &mut Ui,
    shown: &Shown,
    (tree, node): (&SearchTree, NodeIndex),
    wording: Wording,
) {
    if let Some(exactly) = crate::teach::chance::outcome_window_rounding(tree, node, wording) {
        row(
            ui,
            &crate::tr!("panels-row-exactly"),
            &shown.text(|| exactly),
        );
    }
}

/// A finished node's value and status as the inspector writes them. At
/// the end of a search of several passes (MTD(f)) the root's last pass
/// gave only a bound, and the passes together proved the value.
fn value_and_status(
    session: &Session<AnyGame>,
    node: NodeIndex,
    data: &TreeNode,
    bound: Bound,
) -> (String, String) {
    let wording = session.game().wording();
    let this_pass = notation::bounded(data.value, bound, wording);
    let proven = (bound != Bound::Exact)
        .then(|| settled_root_value(session, node, session.outcome().is_some()))
        .flatten();
    match (proven, data.kind) {
        (Some(proven), _) => (
            proven,
            crate::tr!(
                "panels-status-passes-meet",
                last_pass = this_pass,
                bound = bound_status(bound)
            ),
        ),
        (None, NodeKind::Leaf(_)) => (this_pass, crate::tr!("panels-status-leaf-exact")),
        (None, _) => (this_pass, bound_status(bound)),
    }
}

/// A finished node's bound in the Status row: `exact`, `lower bound
/// (failed high in MAX's view)` or `upper bound (failed low in MAX's
/// view)`: the Knuth types speak from the side to move instead, so the
/// view is named.
fn bound_status(bound: Bound) -> String {
    match bound {
        Bound::Exact => crate::tr!("panels-bound-exact"),
        Bound::Lower => crate::tr!("panels-status-lower"),
        Bound::Upper => crate::tr!("panels-status-upper"),
    }
}

/// One row of the grid: its name, and its value wrapped to the panel's
/// width, never cut at its edge.
fn row(ui: &mut Ui, label: &str, value: &str) {
    ui.label(label);
    super::eval::wrapped(ui, value.into());
    ui.end_row();
}

fn role_text(role: Role) -> String {
    match role {
        Role::Max => crate::tr!("panels-role-max"),
        Role::Min => crate::tr!("panels-role-min"),
        Role::Chance => crate::tr!("panels-role-chance"),
    }
}

fn kind_text(node: &TreeNode) -> String {
    match node.kind {
        NodeKind::Inner | NodeKind::InnerExact => crate::tr!("panels-kind-inner"),
        NodeKind::Leaf(LeafReason::DepthLimit) => crate::tr!("panels-kind-leaf-depth-limit"),
        NodeKind::Leaf(LeafReason::Terminal(terminal)) => {
            crate::tr!("panels-kind-leaf", reason = terminal.said())
        }
        NodeKind::TtExact => crate::tr!("panels-kind-tt-exact"),
        NodeKind::TtLower => crate::tr!("panels-kind-tt-lower"),
        NodeKind::TtUpper => crate::tr!("panels-kind-tt-upper"),
        NodeKind::Pruned => crate::tr!("panels-kind-pruned"),
    }
}

fn status_text(status: NodeStatus) -> String {
    match status {
        NodeStatus::Unborn => crate::tr!("panels-status-unborn"),
        NodeStatus::Open => crate::tr!("panels-status-open"),
        NodeStatus::Finished => crate::tr!("panels-status-finished"),
        NodeStatus::Pruned => crate::tr!("panels-status-pruned"),
    }
}

/// A child's bound in the children's status column.
fn bound_text(bound: Bound) -> String {
    match bound {
        Bound::Exact => crate::tr!("panels-bound-exact"),
        Bound::Lower => crate::tr!("panels-bound-lower"),
        Bound::Upper => crate::tr!("panels-bound-upper"),
    }
}

/// The evaluation of `node` (a `leaf` or not) and, for a textbook leaf,
/// its editor.
fn evaluation_and_edit_ui(
    ui: &mut Ui,
    session: &Session<AnyGame>,
    (node, leaf): (NodeIndex, bool),
    commands: &mut Vec<Command>,
) {
    // Chess explains any node's position; other games a leaf's terms.
    if !eval::chess_evaluation_ui(ui, session, node, leaf) && leaf {
        evaluation_ui(ui, session, node);
    }
    leaf_edit_ui(ui, session, node, commands);
}

fn evaluation_ui(ui: &mut Ui, session: &Session<AnyGame>, node: NodeIndex) {
    let Some(state) = session.state_of(node) else {
        return;
    };
    let terms = session.game().explain(&state);
    let wording = session.game().wording();
    if terms.is_empty() {
        return;
    }
    ui.add_space(6.0);
    ui.label(RichText::new(crate::tr!("panels-evaluation")).strong());
    Grid::new("evaluation_grid").num_columns(2).show(ui, |ui| {
        for term in &terms {
            row(ui, &term.label, &notation::score(term.value, wording));
        }
    });
}

/// For a textbook leaf: a field for a new value and "Apply and re-run".
fn leaf_edit_ui(
    ui: &mut Ui,
    session: &Session<AnyGame>,
    node: NodeIndex,
    commands: &mut Vec<Command>,
) {
    let Some(tree) = session.game().as_textbook() else {
        return;
    };
    let Some(AnyState::Tree(state)) = session.state_of(node) else {
        return;
    };
    let Some(current) = tree.leaf_value(state) else {
        return;
    };
    ui.add_space(6.0);
    ui.label(RichText::new(crate::tr!("panels-edit-leaf")).strong());
    let id = ui.scope_id().with(("leaf_edit", state, current));
    let mut text = ui.data_mut(|data| {
        data.get_temp_mut_or_insert_with(id, || current.to_string())
            .clone()
    });
    let parsed = text.trim().replace('−', "-").parse::<Score>();
    let mut apply = false;
    // Wrapped: German's longer button went past the panel's edge at
    // 1280×720 in lecture mode.
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(crate::tr!("panels-new-value"));
        let response = ui
            .add(egui::TextEdit::singleline(&mut text).desired_width(80.0))
            .labelled_by(label.id);
        apply = response.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
        apply |= ui
            .add_enabled(
                parsed.is_ok(),
                egui::Button::new(crate::tr!("panels-apply-and-rerun")),
            )
            .on_hover_text(crate::tr!("panels-apply-and-rerun-hint"))
            .clicked();
    });
    match &parsed {
        Ok(value) if apply => commands.push(Command::Setup(SetupCommand::EditLeaf {
            state,
            value: *value,
        })),
        Ok(_) => {}
        Err(_) => {
            ui.label(
                RichText::new(crate::tr!("panels-type-whole-number"))
                    .color(ui.visuals().error_fg_color),
            );
        }
    }
    ui.data_mut(|data| data.insert_temp(id, text));
}

/// The children of `node`; `left` when its moves not searched were left by
/// a student's search, not pruned.
fn children_ui(
    ui: &mut Ui,
    session: &Session<AnyGame>,
    (node, left): (NodeIndex, bool),
    shown: &Shown,
    best_child: Option<NodeIndex>,
    commands: &mut Vec<Command>,
) {
    let Some(tree) = session.tree() else {
        return;
    };
    let cursor = session.local_cursor();
    let children: Vec<_> = tree
        .children(node)
        .into_iter()
        .filter_map(|child| Some((child, tree.node(child)?, tree.node_at(child, cursor)?)))
        .filter(|(_, _, at)| at.status != NodeStatus::Unborn)
        .collect();
    if children.is_empty() {
        return;
    }
    ui.add_space(6.0);
    ui.label(
        RichText::new(crate::tr!(
            "panels-children-heading",
            count = children.len()
        ))
        .strong(),
    );
    ScrollArea::vertical()
        .id_salt("children_scroll")
        .max_height(320.0)
        .show(ui, |ui| {
            let not_searched = if left {
                crate::tr!("panels-unsearched")
            } else {
                crate::tr!("panels-status-pruned")
            };
            children_grid_ui(
                ui,
                session,
                (&children, &not_searched),
                shown,
                best_child,
                commands,
            );
        });
}

/// The grid of `children`, the moves not searched said `not_searched`.
fn children_grid_ui(
    ui: &mut Ui,
    session: &Session<AnyGame>,
    (children, not_searched): (&[(NodeIndex, TreeNode, NodeAt)], &str),
    shown: &Shown,
    best_child: Option<NodeIndex>,
    commands: &mut Vec<Command>,
) {
    let wording = session.game().wording();
    Grid::new("children_grid")
        .num_columns(3)
        .striped(true)
        .show(ui, |ui| {
            ui.label(RichText::new(crate::tr!("panels-column-move")).weak());
            ui.label(RichText::new(crate::tr!("panels-row-value")).weak());
            ui.label(RichText::new(crate::tr!("panels-row-status")).weak());
            ui.end_row();
            for &(child, data, at) in children {
                let label = format::node_name(session, child);
                // The star marks the best child: a hint at the values.
                let best = best_child == Some(child) && !shown.hide_values;
                let text = if best { format!("{label} ★") } else { label };
                if ui
                    .selectable_label(false, text)
                    .on_hover_text(crate::tr!("panels-select-this-node"))
                    .clicked()
                {
                    commands.push(Command::Inspect(InspectCommand::Select(child)));
                }
                let visits = session
                    .tree()
                    .filter(|tree| tree.is_mcts())
                    .map(|tree| tree.visits_at(child, session.local_cursor()));
                let (value, status) = match (visits, at.status, data.bound()) {
                    // Monte Carlo tree search: results over visits, never
                    // a search's status (its nodes stay open to the end).
                    (Some(visits), ..) => (
                        shown.text(|| crate::scene::labels::mcts_fraction(visits)),
                        shown.text(|| {
                            visits.mean().map_or_else(
                                || crate::tr!("panels-no-playout-yet"),
                                |mean| crate::tr!("panels-mean", mean = notation::mean(Some(mean))),
                            )
                        }),
                    ),
                    (None, NodeStatus::Finished, Some(bound)) => (
                        shown.text(|| notation::bounded(data.value, bound, wording)),
                        shown.text(|| bound_text(bound)),
                    ),
                    (None, NodeStatus::Pruned, _) | (None, _, None) => {
                        ("—".to_owned(), not_searched.to_owned())
                    }
                    _ => ("…".to_owned(), crate::tr!("panels-status-open")),
                };
                ui.label(value);
                ui.label(status);
                ui.end_row();
            }
        });
}
