//! Move labels (SAN for chess, child numbers for trees) for every node of a
//! finished search tree, computed in one walk that replays moves from the root.

use petgraph::graph::NodeIndex;

use crate::game::Game;
use crate::tree::{NodeKind, SearchTree};

/// The label of the move into every node, pruned moves included, indexed
/// by node number (the root's label is empty).
pub struct NodeLabels {
    nodes: Vec<String>,
}

impl NodeLabels {
    /// Labels every node of `tree`, a search of `game`.
    pub fn of<G: Game>(game: &G, tree: &SearchTree) -> Self {
        let mut labels = vec![String::new(); tree.len()];
        let Some(root) = tree.root() else {
            return Self { nodes: labels };
        };
        let mut stack = vec![(root, game.root())];
        while let Some((node, state)) = stack.pop() {
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
        Self { nodes: labels }
    }

    /// The label of the move into `node` (empty for the root).
    pub fn label(&self, node: NodeIndex) -> &str {
        self.nodes.get(node.index()).map_or("?", String::as_str)
    }
}
