//! What a node says about itself when the pointer rests on it: the path of
//! moves to it, who moves, its value and bound, its `[α, β]` window, and
//! what kind of node it is, as of the cursor. The window's hover text and
//! the `<title>` of each node in an exported SVG are this text.

use petgraph::graph::NodeIndex;

use crate::game::Game as _;
use crate::game::Role;
use crate::input::AnyGame;
use crate::notation;
use crate::session::Session;
use crate::tree::{NodeKind, NodeStatus, SearchTree};

/// The path of moves to `node`, the node's one name ([`crate::game::Wording::path`]:
/// `root`, `2.1`, `e4 e5`).
#[must_use]
pub fn path_text(session: &Session<AnyGame>, node: NodeIndex) -> String {
    session.game().wording().path(&session.path_labels(node))
}

/// The lines describing `node` of `tree` at the session's cursor: path,
/// player, value and bound, window, status. Values read `?` while
/// `hide_values`. Empty if the node does not exist at the cursor.
#[must_use]
pub fn node_lines(
    session: &Session<AnyGame>,
    tree: &SearchTree,
    node: NodeIndex,
    path: &str,
    hide_values: bool,
) -> Vec<String> {
    let hidden = |text: String| if hide_values { String::from("?") } else { text };
    let wording = session.game().wording();
    let score_text = |score| hidden(notation::score(score, wording));
    let cursor = session.local_cursor();
    let (Some(weight), Some(at)) = (tree.node(node), tree.node_at(node, cursor)) else {
        return Vec::new();
    };
    let mut lines = vec![crate::tr!("scene-tip-path", path = path)];
    let ply = weight.ply.to_string();
    lines.push(match tree.role(node) {
        Role::Max => crate::tr!("scene-tip-max", ply = ply),
        Role::Min => crate::tr!("scene-tip-min", ply = ply),
        Role::Chance => crate::tr!("scene-tip-chance", ply = ply),
    });
    if tree.is_mcts() {
        // Monte Carlo tree search: the counts, not a value and window.
        let visits = tree.visits_at(node, cursor);
        let w = crate::search::mcts::Reward(i32::try_from(visits.w_halves).unwrap_or(i32::MAX));
        lines.push(hidden(crate::tr!(
            "scene-tip-visits",
            n = visits.n.to_string(),
            w = w.to_string(),
            mean = visits
                .mean()
                .map_or_else(|| String::from("–"), |mean| notation::mean(Some(mean)))
        )));
        return lines;
    }
    if let (Some(parent), Some(weight)) = (tree.parent(node), tree.chance_weight(node))
        && let Some(total) = tree.chance_total(parent)
    {
        lines.push(crate::tr!(
            "scene-tip-probability",
            probability = crate::game::probability_text(weight, total)
        ));
    }
    match at.status {
        NodeStatus::Pruned => lines.push(crate::tr!("scene-tip-pruned")),
        NodeStatus::Open | NodeStatus::Unborn => {
            lines.push(crate::tr!("scene-tip-open"));
            if let Some(best) = at.best {
                lines.push(crate::tr!("scene-tip-best-so-far", best = score_text(best)));
            }
        }
        NodeStatus::Finished => {
            if let Some(bound) = weight.bound() {
                // The bound's name is an answer too ("exact", "failed high").
                lines.push(crate::tr!(
                    "scene-tip-value",
                    value = hidden(format!(
                        "{} ({})",
                        notation::bounded(weight.value, bound, wording),
                        notation::bound_name(bound)
                    ))
                ));
                if notation::is_rounded(weight.value, wording) {
                    lines.push(crate::tr!(
                        "scene-tip-exactly",
                        value = hidden(notation::exact(weight.value, wording))
                    ));
                }
            }
            if let Some(kind) = weight
                .knuth_type(tree.player(node))
                .filter(|_| tree.prunes() && !hide_values)
            {
                lines.push(crate::tr!("scene-tip-knuth", kind = kind.name()));
            }
        }
    }
    if at.status != NodeStatus::Pruned {
        lines.push(format!(
            "α = {}, β = {}",
            score_text(at.alpha),
            score_text(at.beta)
        ));
    }
    match weight.kind {
        NodeKind::Leaf(reason) if weight.is_finished_at(cursor) => {
            lines.push(crate::tr!("scene-tip-leaf", reason = reason.to_string()));
        }
        kind if weight.is_finished_at(cursor) && kind.tt_bound().is_some() => {
            let bound = kind
                .tt_bound()
                .map_or_else(String::new, |bound| bound.to_string());
            lines.push(crate::tr!("scene-tip-tt-hit", bound = hidden(bound)));
        }
        _ => {}
    }
    if let Some(cutoff) = at.cutoff {
        lines.push(crate::tr!(
            "scene-tip-cutoff",
            cutoff = crate::scene::labels::cutoff_name(cutoff)
        ));
    }
    lines
}
