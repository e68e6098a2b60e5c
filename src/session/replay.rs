//! Rebuilds the full [`SearchEvent`] of any recorded step from its packed
//! record and the stamped tree, so the log can stay at 2 bytes a step.
//!
//! Depends on the backup rule (`search/backup.rs`) through
//! `SearchTree::node_at`; `recorded_steps_replay_the_live_events`
//! (`tests/library/search_properties.rs`) keeps replay equal to the live search.

use petgraph::graph::NodeIndex;

use crate::search::{DepthRules, LeafReason, OpenFrame, SearchEvent};
use crate::session::log::{StepKind, StepRecord};
use crate::tree::{NodeKind, SearchTree, node_id, node_index};

/// How many moves `node` searches: the stack knows for a node still open,
/// the tree for a finished one.
fn move_count(tree: &SearchTree, open: &[OpenFrame], node: NodeIndex) -> usize {
    open.iter()
        .find(|frame| frame.node == node_id(node))
        .map_or_else(
            || tree.move_count(node),
            |frame| usize::from(frame.move_count),
        )
}

/// The remaining depth `node` was entered with.
pub fn depth_left(tree: &SearchTree, rules: DepthRules, open: &[OpenFrame], node: NodeIndex) -> u8 {
    if let Some(frame) = open.iter().find(|frame| frame.node == node_id(node)) {
        return frame.depth_left;
    }
    let path = tree.path(node);
    let mut depth = rules.depth;
    for pair in path.windows(2) {
        let parent = pair[0];
        if let Some(frame) = open.iter().find(|frame| frame.node == node_id(parent)) {
            depth = frame.depth_left;
        }
        let ply = tree.node(parent).map_or(0, |node| node.ply);
        depth = rules.child_depth(ply, depth, move_count(tree, open, parent));
    }
    depth
}

/// The event of step `step` (0-based within `tree`'s search) from its record.
pub fn event_at(
    tree: &SearchTree,
    rules: DepthRules,
    open: &[OpenFrame],
    record: StepRecord,
    step: u64,
) -> Option<SearchEvent> {
    let node_index = node_index(record.node());
    let node = tree.node(node_index)?;
    let event = match record.kind() {
        StepKind::Enter => {
            let parent = tree.parent(node_index);
            let move_index = tree.move_index(node_index);
            let move_count = match node.kind {
                kind if kind.is_inner() => move_count(tree, open, node_index),
                _ => 0,
            };
            SearchEvent::Enter {
                node: record.node(),
                parent: parent.map(node_id),
                mv: node.mv,
                move_index: u16::try_from(move_index).unwrap_or(u16::MAX),
                ply: node.ply,
                player: tree.player(node_index),
                depth_left: depth_left(tree, rules, open, node_index),
                alpha: node.alpha,
                beta: node.beta,
                move_count: u16::try_from(move_count).unwrap_or(u16::MAX),
                chance: tree.chance_total(node_index).unwrap_or(0),
                weight: tree.chance_weight(node_index).unwrap_or(0),
            }
        }
        StepKind::Leaf => SearchEvent::Leaf {
            node: record.node(),
            value: node.value,
            reason: match node.kind {
                NodeKind::Leaf(reason) => reason,
                _ => LeafReason::DepthLimit,
            },
        },
        StepKind::TtHit => SearchEvent::TtHit {
            node: record.node(),
            value: node.value,
            bound: node.bound()?,
        },
        StepKind::StandPat => {
            let after = tree.node_at(node_index, step + 1)?;
            SearchEvent::StandPat {
                node: record.node(),
                value: tree.stand_pat(node_index)?,
                alpha: after.alpha,
                beta: after.beta,
            }
        }
        StepKind::Finish => SearchEvent::Finish {
            node: record.node(),
            value: node.value,
            bound: node.bound()?,
        },
        StepKind::Backup => {
            let parent = tree.parent(node_index)?;
            let after = tree.node_at(parent, step + 1)?;
            SearchEvent::Backup {
                parent: node_id(parent),
                child: record.node(),
                child_value: node.value,
                improved: after.best_child == Some(node_index),
                best: after.best?,
                alpha: after.alpha,
                beta: after.beta,
            }
        }
        StepKind::Cutoff => {
            let after = tree.node_at(node_index, step + 1)?;
            let range = tree.pruned_of(node_index)?;
            SearchEvent::Cutoff {
                node: record.node(),
                kind: after.cutoff?,
                value: after.best?,
                alpha: after.alpha,
                beta: after.beta,
                first_pruned: range.first,
                pruned: range.count,
            }
        }
        StepKind::Select | StepKind::Expand | StepKind::Simulate | StepKind::Backpropagate => {
            return monte_carlo_event(tree, record, step);
        }
        StepKind::Done => {
            let outcome = tree.outcome()?;
            SearchEvent::Done {
                value: outcome.value,
                best_move: outcome.best_move,
                truncated: outcome.truncated,
            }
        }
    };
    Some(event)
}

/// The event of a Monte Carlo step (selection, expansion, playout,
/// backpropagation) from its record and the tree's counts.
fn monte_carlo_event(tree: &SearchTree, record: StepRecord, step: u64) -> Option<SearchEvent> {
    let node_index = node_index(record.node());
    let node = tree.node(node_index)?;
    let event = match record.kind() {
        StepKind::Select => SearchEvent::Select {
            parent: node_id(tree.parent(node_index)?),
            child: record.node(),
            iteration: tree.iteration_of(step)?,
        },
        StepKind::Expand => SearchEvent::Expand {
            node: record.node(),
            parent: tree.parent(node_index).map(node_id),
            mv: node.mv,
            move_index: u16::try_from(tree.move_index(node_index)).unwrap_or(u16::MAX),
            ply: node.ply,
            player: tree.player(node_index),
            iteration: tree.iteration_of(step)?,
        },
        StepKind::Simulate => {
            let playout = tree.playout_at(step)?;
            SearchEvent::Simulate {
                node: playout.node,
                plies: playout.plies,
                result: playout.result,
                iteration: tree.iteration_of(step)?,
            }
        }
        StepKind::Backpropagate => {
            let playout = tree.playout_at(step.checked_sub(1)?)?;
            SearchEvent::Backpropagate {
                node: playout.node,
                result: playout.result,
                iteration: tree.iteration_of(step)?,
            }
        }
        _ => return None,
    };
    Some(event)
}
