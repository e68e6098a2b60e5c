//! A drawn node's name as a person would say it, for a screen reader: who
//! moves and where, its value and bound, its window, its cutoff and how
//! many moves it pruned, and what a collapsed or grouped mark stands for:
//! "MIN at 2, value at most 2, window 3 to +∞, alpha cutoff, 2 moves
//! pruned". Values and windows are written by [`format`], as the
//! narration writes them; the words come from the catalogs.

use petgraph::graph::NodeIndex;

use crate::game::Game as _;
use crate::input::AnyGame;
use crate::notation;
use crate::scene::Mark;
use crate::search::{Bound, CutoffKind};
use crate::session::Session;
use crate::teach::format;
use crate::teach::narration::leaf_reason;
use crate::tr;
use crate::tree::{NodeKind, NodeStatus, SearchTree};

/// How a node is shown, beyond what the tree says about it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Shown<'a> {
    /// How the scene draws it.
    pub mark: Mark,
    /// Nodes hidden under it because the user collapsed it (0: open).
    pub hidden_below: usize,
    /// Values, windows and cutoffs are hidden (a quiz question, a
    /// worksheet): the name gives none but what is drawn.
    pub hide_values: bool,
    /// The value written at the node on the tree, if one is (a leaf's
    /// value on a worksheet or a drill, a leaf not reached yet in the
    /// whole-tree view): the name says it, since the eye reads it.
    pub drawn_value: Option<&'a str>,
    /// On a blank sheet, the student marked the move into it pruned.
    pub marked_pruned: bool,
}

/// An outcome of a chance node says its probability: `probability 1/3`.
fn outcome_probability(tree: &SearchTree, node: NodeIndex) -> Option<String> {
    let total = tree.chance_total(tree.parent(node)?)?;
    Some(tr!(
        "spoken-probability",
        probability = crate::game::probability_text(tree.chance_weight(node)?, total)
    ))
}

/// The spoken name of `node` of `tree` at the session's cursor, drawn as
/// `shown` says; empty if the node does not exist in `tree`.
#[must_use]
pub fn node_name(
    session: &Session<AnyGame>,
    tree: &SearchTree,
    node: NodeIndex,
    shown: Shown<'_>,
) -> String {
    if tree.is_mcts() && tree.node(node).is_some() {
        let place = session.game().wording().place(&session.path_labels(node));
        return mcts_name(tree, node, session.local_cursor(), &place, shown);
    }
    minimax_name(session, tree, node, shown)
}

/// [`node_name`] for the minimax family's nodes.
fn minimax_name(
    session: &Session<AnyGame>,
    tree: &SearchTree,
    node: NodeIndex,
    shown: Shown<'_>,
) -> String {
    let wording = session.game().wording();
    let value = |score| format::value(score, wording);
    let cursor = session.local_cursor();
    let Some(weight) = tree.node(node) else {
        return String::new();
    };
    let place = wording.place(&session.path_labels(node));
    let at = tree.node_at(node, cursor);
    let status = at.map_or(NodeStatus::Unborn, |at| at.status);
    let mut parts = Vec::new();
    match shown.mark {
        Mark::PrunedGroup { count } => {
            parts.push(tr!("spoken-pruned-group", count = count, place = place));
        }
        Mark::Pruned => parts.push(tr!("spoken-pruned-move", place = place)),
        _ => parts.push(tr!(
            "spoken-node",
            role = tree.role(node).name(),
            place = place
        )),
    }
    parts.extend(outcome_probability(tree, node));
    // PVS: a move searched twice is said as such, probe first.
    if tree.is_re_search(node) {
        parts.push(tr!("spoken-re-search"));
    } else if tree
        .re_search_of(node)
        .and_then(|again| tree.node(again))
        .is_some_and(|again| again.is_visible_at(cursor))
    {
        parts.push(tr!("spoken-probe-searched-again"));
    }
    match status {
        NodeStatus::Pruned => {
            parts.push(tr!("spoken-never-searched"));
            parts.extend(drawn_value(shown));
        }
        NodeStatus::Unborn => {
            parts.push(tr!("spoken-not-reached"));
            parts.extend(drawn_value(shown));
        }
        NodeStatus::Open => {
            parts.push(tr!("spoken-being-searched"));
            if let Some(best) = at.and_then(|at| at.best).filter(|_| !shown.hide_values) {
                parts.push(if tree.chance_total(node).is_some() {
                    tr!("spoken-weighted-sum-so-far", value = value(best))
                } else {
                    tr!("spoken-best-so-far", value = value(best))
                });
            }
        }
        NodeStatus::Finished => {
            match weight.kind {
                NodeKind::Leaf(reason) => parts.push(leaf_reason(reason)),
                kind if kind.tt_bound().is_some() => {
                    parts.push(tr!("spoken-tt-hit"));
                }
                _ => {}
            }
            if shown.hide_values {
                parts.extend(drawn_value(shown));
            } else if let Some(bound) = weight.bound() {
                let written = value(weight.value);
                parts.push(match bound {
                    Bound::Exact => tr!("spoken-value", value = written),
                    Bound::Lower => tr!("spoken-value-at-least", value = written),
                    Bound::Upper => tr!("spoken-value-at-most", value = written),
                });
            }
        }
    }
    if let Some(at) = at.filter(|_| matches!(status, NodeStatus::Open | NodeStatus::Finished)) {
        if shown.hide_values {
            if shown.drawn_value.is_none() {
                parts.push(tr!("spoken-values-hidden"));
            }
        } else {
            parts.push(tr!(
                "spoken-window",
                alpha = value(at.alpha),
                beta = value(at.beta)
            ));
            if let Some(cutoff) = at.cutoff {
                parts.push(match cutoff {
                    CutoffKind::Alpha => tr!("spoken-alpha-cutoff"),
                    CutoffKind::Beta => tr!("spoken-beta-cutoff"),
                });
                if let Some(range) = tree.pruned_of(node) {
                    parts.push(tr!("spoken-moves-pruned", count = range.count));
                }
            }
        }
    }
    mark_parts(shown, &mut parts);
    parts.join(", ")
}

/// `value 3` for the value drawn at a node, if one is.
fn drawn_value(shown: Shown<'_>) -> Option<String> {
    shown
        .drawn_value
        .map(|drawn| tr!("spoken-value", value = drawn))
}

/// `collapsed, 3 nodes hidden` for a node the user collapsed.
fn collapsed(hidden_below: usize) -> String {
    tr!("spoken-collapsed", count = hidden_below)
}

/// A Monte Carlo node's name: who moves and where, how often its playouts
/// came back through it and their mean, MAX's view: "MIN at 3, visited 7
/// times, mean 0.62". Before its first playout: "not visited yet".
fn mcts_name(
    tree: &SearchTree,
    node: NodeIndex,
    cursor: u64,
    place: &str,
    shown: Shown<'_>,
) -> String {
    let mut parts = vec![tr!(
        "spoken-node",
        role = tree.player(node).name(),
        place = place
    )];
    let visits = tree.visits_at(node, cursor);
    if shown.hide_values {
        parts.push(tr!("spoken-values-hidden"));
    } else if let Some(mean) = visits.mean() {
        parts.push(tr!(
            "spoken-visited",
            count = visits.n,
            mean = notation::mean(Some(mean))
        ));
    } else {
        parts.push(tr!("spoken-not-visited"));
    }
    if shown.hidden_below > 0 {
        parts.push(collapsed(shown.hidden_below));
    }
    parts.join(", ")
}

/// What the mark a node is drawn with stands for: the student's pruned
/// mark on a blank sheet, a band, a folded row, a collapsed subtree.
fn mark_parts(shown: Shown<'_>, parts: &mut Vec<String>) {
    if shown.marked_pruned {
        parts.push(tr!("spoken-marked-pruned"));
    }
    match shown.mark {
        Mark::Band { count } => parts.push(tr!("spoken-band", count = count)),
        Mark::SearchedGroup { count } => parts.push(tr!("spoken-searched-group", count = count)),
        _ if shown.hidden_below > 0 => parts.push(collapsed(shown.hidden_below)),
        _ => {}
    }
}
