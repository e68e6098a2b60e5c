//! Move labels (SAN for chess, child numbers for trees) for every node of a
//! finished search tree, made one node at a time in number order by
//! replaying moves along the current line: memory follows the depth, not the
//! size of the tree.

use petgraph::graph::NodeIndex;

use crate::game::Game;
use crate::tree::{NodeKind, Nodes, SearchTree, TreeNode};

/// A node met by [`Labelled`]: its number, the node, its parent and the
/// label of the move into it (empty for the root).
pub struct LabelledNode {
    /// The node's number.
    pub index: NodeIndex,
    /// The node.
    pub node: TreeNode,
    /// Its parent, `None` for the root.
    pub parent: Option<NodeIndex>,
    /// The move into it, as the game labels it.
    pub label: String,
}

/// Every node of a tree in number order with its move label.
pub struct Labelled<'a, G: Game> {
    game: &'a G,
    nodes: Nodes<'a>,
    /// The line to the last node met, by ply: its number and position
    /// (`None` below a move that could not be played, or a pruned move).
    line: Vec<(NodeIndex, Option<G::State>)>,
}

impl<'a, G: Game> Labelled<'a, G> {
    /// Walks `tree`, a search of `game`.
    pub fn new(game: &'a G, tree: &'a SearchTree) -> Self {
        Self {
            game,
            nodes: tree.nodes(),
            line: Vec::new(),
        }
    }
}

impl<G: Game> Iterator for Labelled<'_, G> {
    type Item = LabelledNode;

    fn next(&mut self) -> Option<LabelledNode> {
        let (index, node) = self.nodes.next()?;
        let ply = usize::from(node.ply);
        if ply == 0 {
            self.line.clear();
            self.line.push((index, Some(self.game.root())));
            return Some(LabelledNode {
                index,
                node,
                parent: None,
                label: String::new(),
            });
        }
        // Numbers are a pre-order: the parent is the last node one ply up.
        self.line.truncate(ply);
        let (parent, state) = match self.line.last() {
            Some((parent, state)) => (Some(*parent), state.as_ref()),
            None => (None, None),
        };
        let label = state.map_or_else(
            || "?".to_owned(),
            |state| self.game.move_label(state, node.mv),
        );
        let next = state
            .filter(|_| node.kind != NodeKind::Pruned)
            .and_then(|state| self.game.play(state, node.mv));
        self.line.push((index, next));
        Some(LabelledNode {
            index,
            node,
            parent,
            label,
        })
    }
}
