//! Node numbers and where the tree keeps each node: an entered node is
//! stored (`store.rs`), a pruned move is an entry of its cutoff's range.
//!
//! The search numbers every node it enters and every move a cutoff prunes,
//! in one pre-order sequence; only the entered ones are stored, so a
//! storage index is the node's number less the pruned moves numbered before
//! it. Both directions are a binary search over the cutoffs (which are in
//! number order), and the path being searched is kept at hand so that the
//! recording search translates in constant time.

use petgraph::graph::NodeIndex;

use super::{PrunedRange, SearchTree, TreeNode};
use crate::game::INFINITY;
use crate::search::NodeId;
use crate::tree::{NodeKind, OPEN};

/// The node numbered `id` by the search, as the rest of the program names
/// it. With [`node_id`], the one conversion between the two.
#[must_use]
pub fn node_index(id: NodeId) -> NodeIndex {
    NodeIndex::new(id as usize)
}

/// The node a layout (and the scene drawn from it) numbers `id`: the
/// search's number kept as a `usize`, as [`NodeIndex::index`] gives it
/// back. The one way from a layout's number to a node.
#[must_use]
pub fn layout_node(id: usize) -> NodeIndex {
    NodeIndex::new(id)
}

/// The search's number of the node `index` (saturating: no tree holds
/// `u32::MAX` nodes, [`crate::search::NODE_ID_LIMIT`]).
#[must_use]
pub fn node_id(index: NodeIndex) -> NodeId {
    NodeId::try_from(index.index()).unwrap_or(NodeId::MAX)
}

/// Where the node with a given number is kept.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Slot {
    /// An entered node: where it is stored.
    Stored(NodeIndex),
    /// The `index`-th move of the cutoff `range` (an index into the cutoffs).
    Pruned {
        /// Index of the cutoff in `SearchTree::cutoffs`.
        range: usize,
        /// The move's place in that range.
        index: u16,
    },
}

impl SearchTree {
    /// Where node number `number` is kept, if the tree has it.
    pub(super) fn slot(&self, number: NodeId) -> Option<Slot> {
        if let Some(on_path) = self.path.iter().rev().find(|p| p.number == number) {
            return Some(Slot::Stored(on_path.stored));
        }
        let after = self.cutoffs.partition_point(|range| range.first <= number);
        let stored = match after.checked_sub(1) {
            None => number,
            Some(at) => {
                let range = self.cutoffs.get(at)?;
                let index = number - range.first;
                if let Ok(index) = u16::try_from(index)
                    && index < range.count
                {
                    return Some(Slot::Pruned { range: at, index });
                }
                number - range.start - u32::from(range.count)
            }
        };
        ((stored as usize) < self.stored.len())
            .then(|| Slot::Stored(NodeIndex::new(stored as usize)))
    }

    /// The number of the entered node stored at `stored`.
    pub(super) fn number_of(&self, stored: NodeIndex) -> NodeIndex {
        let index = stored.index();
        let after = self
            .cutoffs
            .partition_point(|range| range.stored_before as usize <= index);
        let before = after
            .checked_sub(1)
            .and_then(|at| self.cutoffs.get(at))
            .map_or(0, |range| range.start as usize + usize::from(range.count));
        NodeIndex::new(index + before)
    }

    /// The pruned move `index` of the cutoff `range`, as a node: never
    /// visited, born at the cutoff's step.
    pub(super) fn pruned_node(range: &PrunedRange, mv: crate::game::MoveCode) -> TreeNode {
        TreeNode {
            alpha: -INFINITY,
            beta: INFINITY,
            value: 0,
            born: range.step,
            finished: OPEN,
            mv,
            kind: NodeKind::Pruned,
            ply: range.ply,
        }
    }

    /// Every node in number order, pruned moves included: what a full walk
    /// of the tree (the layout, the printers) reads, one step each.
    #[must_use]
    pub fn nodes(&self) -> Nodes<'_> {
        self.nodes_from(0)
    }

    /// The nodes numbered `number` and on, in number order.
    #[must_use]
    pub fn nodes_from(&self, number: usize) -> Nodes<'_> {
        let range = self
            .cutoffs
            .partition_point(|r| r.first as usize + usize::from(r.count) <= number);
        let pruned_before = match self.cutoffs.get(range) {
            Some(r) => r.start as usize + number.saturating_sub(r.first as usize),
            None => self.pruned_moves.len(),
        };
        Nodes {
            tree: self,
            number,
            stored: number.saturating_sub(pruned_before),
            range,
        }
    }

    /// How many nodes exist once `cursor` steps have been applied: nodes are
    /// born in number order, so the visible ones are the numbers below this
    /// count.
    #[must_use]
    pub fn visible_count(&self, cursor: u64) -> usize {
        let stored = self
            .stored
            .nodes()
            .partition_point(|node| node.weight.is_visible_at(cursor));
        let cutoffs = self
            .cutoffs
            .partition_point(|range| u64::from(range.step) < cursor);
        let pruned = cutoffs
            .checked_sub(1)
            .and_then(|at| self.cutoffs.get(at))
            .map_or(0, |range| range.start as usize + usize::from(range.count));
        stored + pruned
    }
}

/// The nodes of a [`SearchTree`] in number order ([`SearchTree::nodes`]).
pub struct Nodes<'a> {
    tree: &'a SearchTree,
    number: usize,
    stored: usize,
    range: usize,
}

impl Iterator for Nodes<'_> {
    type Item = (NodeIndex, TreeNode);

    fn next(&mut self) -> Option<Self::Item> {
        let id = NodeIndex::new(self.number);
        let tree = self.tree;
        while let Some(range) = tree.cutoffs.get(self.range) {
            let first = range.first as usize;
            if self.number < first {
                break;
            }
            if let Some(&mv) = tree
                .pruned_moves
                .get(range.start as usize + self.number - first)
                && self.number - first < usize::from(range.count)
            {
                self.number += 1;
                return Some((id, SearchTree::pruned_node(range, mv)));
            }
            self.range += 1;
        }
        let node = tree.stored.nodes().get(self.stored)?.weight;
        self.stored += 1;
        self.number += 1;
        Some((id, node))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.tree.len().saturating_sub(self.number);
        (left, Some(left))
    }
}

impl ExactSizeIterator for Nodes<'_> {}
