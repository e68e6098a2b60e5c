//! Finding a node by its path of move labels (SAN for chess, child numbers
//! for textbook trees): the one way a node is named outside a running
//! search, in the explorer's place keeping, its comparison and session files.

use petgraph::graph::NodeIndex;

use crate::game::Game;
use crate::tree::SearchTree;

/// The node of `tree` that `path` (move labels from the root) leads to, and
/// whether the whole path was found; if not, the deepest node on the way.
/// `None` if the tree has no root yet.
pub fn follow_path<G: Game>(
    game: &G,
    tree: &SearchTree,
    path: &[String],
) -> Option<(NodeIndex, bool)> {
    let mut node = tree.root()?;
    let mut state = game.root();
    for label in path {
        let next = tree.move_children(node).into_iter().find_map(|child| {
            let mv = tree.node(child)?.mv;
            (game.move_label(&state, mv) == *label).then_some((child, mv))
        });
        let Some((child, mv)) = next else {
            return Some((node, false));
        };
        node = child;
        let Some(next_state) = game.play(&state, mv) else {
            return Some((node, false));
        };
        state = next_state;
    }
    Some((node, true))
}
