//! A drawn node's name as a person would say it, for a screen reader: who
//! moves and where, its value and bound, its window, its cutoff and how
//! many moves it pruned, and what a collapsed or grouped mark stands for:
//! "MIN at 2, value at most 2, window 3 to +∞, alpha cutoff, 2 moves
//! pruned". Values and windows are written by [`format`], as the
//! narration writes them.

use petgraph::graph::NodeIndex;

use crate::game::Game as _;
use crate::input::AnyGame;
use crate::notation;
use crate::scene::Mark;
use crate::search::{Bound, CutoffKind};
use crate::session::Session;
use crate::teach::format;
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
    Some(format!(
        "probability {}",
        crate::game::probability_text(tree.chance_weight(node)?, total)
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
            parts.push(format!("{count} pruned moves, the first {place}"));
        }
        Mark::Pruned => parts.push(format!("pruned move {place}")),
        _ => parts.push(format!("{} {place}", tree.role(node).name())),
    }
    parts.extend(outcome_probability(tree, node));
    // PVS: a move searched twice is said as such, probe first.
    if tree.is_re_search(node) {
        parts.push(String::from("re-search"));
    } else if tree
        .re_search_of(node)
        .and_then(|again| tree.node(again))
        .is_some_and(|again| again.is_visible_at(cursor))
    {
        parts.push(String::from("null-window probe, searched again"));
    }
    match status {
        NodeStatus::Pruned => {
            parts.push(String::from("never searched"));
            parts.extend(shown.drawn_value.map(|drawn| format!("value {drawn}")));
        }
        NodeStatus::Unborn => {
            parts.push(String::from("not reached yet"));
            parts.extend(shown.drawn_value.map(|drawn| format!("value {drawn}")));
        }
        NodeStatus::Open => {
            parts.push(String::from("being searched"));
            if let Some(best) = at.and_then(|at| at.best).filter(|_| !shown.hide_values) {
                let so_far = if tree.chance_total(node).is_some() {
                    "weighted sum so far"
                } else {
                    "best so far"
                };
                parts.push(format!("{so_far} {}", value(best)));
            }
        }
        NodeStatus::Finished => {
            match weight.kind {
                NodeKind::Leaf(reason) => parts.push(reason.to_string()),
                kind if kind.tt_bound().is_some() => {
                    parts.push(String::from("transposition-table hit"));
                }
                _ => {}
            }
            if shown.hide_values {
                parts.extend(shown.drawn_value.map(|drawn| format!("value {drawn}")));
            } else if let Some(bound) = weight.bound() {
                let side = match bound {
                    Bound::Exact => "",
                    Bound::Lower => "at least ",
                    Bound::Upper => "at most ",
                };
                parts.push(format!("value {side}{}", value(weight.value)));
            }
        }
    }
    if let Some(at) = at.filter(|_| matches!(status, NodeStatus::Open | NodeStatus::Finished)) {
        if shown.hide_values {
            if shown.drawn_value.is_none() {
                parts.push(String::from("values hidden"));
            }
        } else {
            parts.push(format!("window {} to {}", value(at.alpha), value(at.beta)));
            if let Some(cutoff) = at.cutoff {
                parts.push(String::from(match cutoff {
                    CutoffKind::Alpha => "alpha cutoff",
                    CutoffKind::Beta => "beta cutoff",
                }));
                if let Some(range) = tree.pruned_of(node) {
                    parts.push(format!(
                        "{} pruned",
                        format::plural(range.count, "move", "moves")
                    ));
                }
            }
        }
    }
    mark_parts(shown, &mut parts);
    parts.join(", ")
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
    let mut parts = vec![format!("{} {place}", tree.player(node).name())];
    let visits = tree.visits_at(node, cursor);
    if shown.hide_values {
        parts.push(String::from("values hidden"));
    } else if let Some(mean) = visits.mean() {
        parts.push(format!(
            "visited {}, mean {}",
            format::plural(visits.n, "time", "times"),
            notation::mean(Some(mean))
        ));
    } else {
        parts.push(String::from("not visited yet"));
    }
    if shown.hidden_below > 0 {
        parts.push(format!(
            "collapsed, {} hidden",
            format::plural(
                u64::try_from(shown.hidden_below).unwrap_or(u64::MAX),
                "node",
                "nodes"
            )
        ));
    }
    parts.join(", ")
}

/// What the mark a node is drawn with stands for: the student's pruned
/// mark on a blank sheet, a band, a folded row, a collapsed subtree.
fn mark_parts(shown: Shown<'_>, parts: &mut Vec<String>) {
    if shown.marked_pruned {
        parts.push(String::from("marked pruned"));
    }
    match shown.mark {
        Mark::Band { count } => parts.push(format!(
            "a subtree of {count} nodes drawn as one band, zoom in to open it"
        )),
        Mark::SearchedGroup { count } => parts.push(format!(
            "the first of {count} searched leaves folded into one row"
        )),
        _ if shown.hidden_below > 0 => parts.push(format!(
            "collapsed, {} hidden",
            format::plural(
                u64::try_from(shown.hidden_below).unwrap_or(u64::MAX),
                "node",
                "nodes"
            )
        )),
        _ => {}
    }
}
