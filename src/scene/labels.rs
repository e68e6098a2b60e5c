//! Move labels (SAN for chess) per node, computed once: a label needs the
//! parent's position, which is rebuilt by replaying moves from the root, so
//! all children of a parent are labelled together.

use std::collections::HashMap;

use petgraph::graph::NodeIndex;

use crate::game::Game as _;
use crate::input::AnyGame;
use crate::session::Session;
use crate::tree::SearchTree;

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
        let parent = NodeIndex::new(parent);
        let state = session.state_of(parent);
        for child in tree.children(parent) {
            let label = match (&state, tree.node(child)) {
                (Some(state), Some(node)) => session.game().move_label(state, node.mv),
                _ => String::from("?"),
            };
            self.labels.insert(child.index(), label);
        }
    }
}
