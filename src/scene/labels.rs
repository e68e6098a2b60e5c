//! Move labels (SAN for chess) per node, computed once: a label needs the
//! parent's position, which is rebuilt by replaying moves from the root, so
//! all children of a parent are labelled together; and the value written on
//! a node ([`value_text`]), shared by the tree view, SVG and DOT.

use std::collections::HashMap;

use crate::game::{Game as _, Score, Wording};
use crate::input::AnyGame;
use crate::notation;
use crate::search::{Bound, Player};
use crate::session::Session;
use crate::tree::{NodeKind, SearchTree, TreeNode, layout_node};

/// What is written as a node's value: its value with its bound once
/// finished (`3`, `≤3`), the best so far as a bound while it is open
/// (`≥3` at MAX, `≤3` at MIN), nothing for a pruned move or an open node
/// with nothing backed up yet. `player` moves at the node. Won games read
/// in the game's `wording` (`#2`, `W2`).
#[must_use]
pub fn value_text(
    node: &TreeNode,
    player: Player,
    best: Option<Score>,
    finished: bool,
    wording: Wording,
) -> Option<String> {
    if node.kind == NodeKind::Pruned {
        return None;
    }
    if finished {
        return Some(notation::bounded(node.value, node.bound()?, wording));
    }
    let bound = match player {
        Player::Max => Bound::Lower,
        Player::Min => Bound::Upper,
    };
    Some(notation::bounded(best?, bound, wording))
}

/// Labels of the moves into nodes of one tree.
#[derive(Default)]
pub struct LabelCache {
    labels: HashMap<usize, String>,
}

impl LabelCache {
    /// Forgets every label (the tree changed).
    pub fn clear(&mut self) {
        self.labels.clear();
    }

    /// The label of the move into `node` (which has parent `parent`).
    pub fn label(
        &mut self,
        session: &Session<AnyGame>,
        tree: &SearchTree,
        node: usize,
        parent: usize,
    ) -> &str {
        if !self.labels.contains_key(&node) {
            self.fill_children(session, tree, parent);
        }
        self.labels.get(&node).map_or("?", String::as_str)
    }

    fn fill_children(&mut self, session: &Session<AnyGame>, tree: &SearchTree, parent: usize) {
        let parent = layout_node(parent);
        let state = session.state_of(parent);
        let game = session.game();
        // Under a chance node whose outcomes are not equally likely, each
        // edge says its probability too: `1: 0.9`.
        let weighted = state.as_ref().and_then(|state| {
            let total = game.chance_total(state)?;
            let mut moves = Vec::new();
            game.legal_moves(state, &mut moves);
            let first = moves.first().map(|&mv| game.chance_weight(state, mv));
            moves
                .iter()
                .any(|&mv| Some(game.chance_weight(state, mv)) != first)
                .then_some(total)
        });
        for child in tree.children(parent) {
            let label = match (&state, tree.node(child)) {
                (Some(state), Some(node)) => {
                    let label = game.move_label(state, node.mv);
                    match weighted {
                        Some(total) => format!(
                            "{label}: {}",
                            crate::game::probability_text(
                                game.chance_weight(state, node.mv),
                                total
                            )
                        ),
                        None => label,
                    }
                }
                _ => String::from("?"),
            };
            self.labels.insert(child.index(), label);
        }
    }
}
