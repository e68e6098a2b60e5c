//! Move labels (SAN for chess, child numbers for trees) for every node of a
//! finished search tree, computed in one walk that replays moves from the root.

use petgraph::graph::NodeIndex;

use crate::game::Game;
use crate::tree::{NodeKind, SearchTree};

/// The label of the move into every node, indexed by node number (the
/// root's label is empty), and of every pruned move a compact tree keeps
/// apart, in its order.
pub struct NodeLabels {
    nodes: Vec<String>,
    pruned: Vec<String>,
}

impl NodeLabels {
    /// Labels every node of `tree`, a search of `game`.
    pub fn of<G: Game>(game: &G, tree: &SearchTree) -> Self {
        let mut labels = vec![String::new(); tree.len()];
        let mut pruned = Vec::new();
        let mut pruned_at = Vec::new();
        let Some(root) = tree.root() else {
            return Self {
                nodes: labels,
                pruned,
            };
        };
        let mut stack = vec![(root, game.root())];
        while let Some((node, state)) = stack.pop() {
            if let Some(range) = tree.pruned_of(node) {
                for (i, &mv) in tree.pruned_moves(range).iter().enumerate() {
                    pruned_at.push((range.start as usize + i, game.move_label(&state, mv)));
                }
            }
            for child in tree.children(node) {
                let Some(weight) = tree.node(child) else {
                    continue;
                };
                if let Some(label) = labels.get_mut(child.index()) {
                    *label = game.move_label(&state, weight.mv);
                }
                if weight.kind == NodeKind::Pruned {
                    continue;
                }
                if let Some(next) = game.play(&state, weight.mv) {
                    stack.push((child, next));
                }
            }
        }
        pruned_at.sort_unstable_by_key(|(at, _)| *at);
        pruned.extend(pruned_at.into_iter().map(|(_, label)| label));
        Self {
            nodes: labels,
            pruned,
        }
    }

    /// The label of the move into `node` (empty for the root).
    pub fn label(&self, node: NodeIndex) -> &str {
        self.nodes.get(node.index()).map_or("?", String::as_str)
    }

    /// The label of the `i`-th pruned move a compact tree keeps apart
    /// (index into [`SearchTree::pruned_moves`] order).
    pub fn pruned(&self, i: usize) -> &str {
        self.pruned.get(i).map_or("?", String::as_str)
    }
}
