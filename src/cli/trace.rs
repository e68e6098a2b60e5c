//! `--trace`: one line per search event, in the order the search emitted them.
//!
//! Step numbers follow the one convention of the whole program: **step `k`
//! is the `k`-th event, counted from 1**, and "at step `k`" means after it
//! has been applied (the session's cursor is `k`). Step 0 is the start,
//! before any event. So the line numbered `k` here is the event the
//! explorer's status line and narration describe at "Step `k`", and the
//! last line's number equals `steps` in the JSON.

use std::fmt::Write as _;

use petgraph::graph::NodeIndex;

use crate::cli::labels::NodeLabels;
use crate::input::AnyGame;
use crate::notation::{bounded, score, window};
use crate::search::{Bound, NodeId, Player, SearchEvent};
use crate::session::{Iteration, Session};
use crate::tree::{SearchTree, TreeNode};

fn index(node: NodeId) -> NodeIndex {
    NodeIndex::new(node as usize)
}

/// Every event of the (finished) session, one line each: its step number
/// (1-based, see the module doc), kind, the node's path from the root, then
/// values and window.
pub fn render(session: &Session<AnyGame>) -> String {
    let mut out = String::new();
    let mut labels: Option<(usize, NodeLabels)> = None;
    for step in 0..session.frontier() {
        let Some((iteration, event)) = session.event(step) else {
            continue;
        };
        let Some(tree) = session.iterations().get(iteration).map(Iteration::tree) else {
            continue;
        };
        if labels.as_ref().is_none_or(|(at, _)| *at != iteration) {
            labels = Some((iteration, NodeLabels::of(session.game(), tree)));
        }
        let Some((_, labels)) = labels.as_ref() else {
            continue;
        };
        let _ = writeln!(out, "{:>7} {}", step + 1, line(tree, labels, &event));
    }
    out
}

/// One event as `kind path  details`.
fn line(tree: &SearchTree, labels: &NodeLabels, event: &SearchEvent) -> String {
    let path = |node: NodeId| labels.path_text(tree, index(node));
    match *event {
        SearchEvent::Enter {
            node,
            ply,
            depth_left,
            alpha,
            beta,
            move_count,
            ..
        } => format!(
            "enter   {}  {} node, ply {ply}, depth left {depth_left}, window {}, {move_count} moves",
            path(node),
            Player::at_ply(ply).name(),
            window(alpha, beta)
        ),
        SearchEvent::Leaf {
            node,
            value,
            reason,
        } => format!(
            "leaf    {}  value {} ({reason}, exact)",
            path(node),
            bounded(value, Bound::Exact)
        ),
        SearchEvent::TtHit { node, value, bound } => format!(
            "tt-hit  {}  value {} ({bound}) from the transposition table",
            path(node),
            bounded(value, bound)
        ),
        SearchEvent::Backup {
            parent,
            child,
            child_value,
            improved,
            best,
            alpha,
            beta,
        } => format!(
            "backup  {}  ← {} returns {}, {}; best {}, window {}",
            path(parent),
            labels.label(index(child)),
            // A child that failed high or low returns a bound: `≤3`.
            tree.node(index(child))
                .and_then(TreeNode::bound)
                .map_or_else(|| score(child_value), |bound| bounded(child_value, bound)),
            if improved {
                "improved"
            } else {
                "no improvement"
            },
            score(best),
            window(alpha, beta)
        ),
        SearchEvent::Cutoff {
            node,
            kind,
            value,
            alpha,
            beta,
            first_pruned,
            pruned,
        } => {
            let skipped: Vec<&str> = (0..u32::from(pruned))
                .map(|i| labels.label(index(first_pruned + i)))
                .collect();
            format!(
                "cutoff  {}  {} at value {}, α {} ≥ β {}; pruned {pruned}: {}",
                path(node),
                kind.name(),
                score(value),
                score(alpha),
                score(beta),
                skipped.join(", ")
            )
        }
        SearchEvent::Finish { node, value, bound } => {
            format!(
                "finish  {}  value {} ({bound})",
                path(node),
                bounded(value, bound)
            )
        }
        SearchEvent::Done {
            value,
            best_move,
            truncated,
        } => {
            let best = best_move
                .and_then(|mv| {
                    tree.root().and_then(|root| {
                        tree.children(root)
                            .into_iter()
                            .find(|&child| tree.node(child).is_some_and(|n| n.mv == mv))
                    })
                })
                .map_or("none", |child| labels.label(child));
            format!(
                "done    root  value {}, best move {best}{}",
                score(value),
                if truncated {
                    ", truncated by the node cap"
                } else {
                    ""
                }
            )
        }
    }
}
