//! Where a tree keeps the nodes the search entered: three parallel vectors,
//! 32 bytes a node (the 24-byte node, its parent and its next sibling).
//!
//! Entered nodes are stored in search order, a pre-order, so a node's first
//! child (if it has one) is the node stored right after it; the others
//! follow through `next_sibling`. Growth asks first whether the memory can
//! be had, so running out is an error rather than an abort.

#![expect(
    clippy::cast_possible_truncation,
    reason = "bit-packing: indices are node numbers, below NODE_ID_LIMIT (u32), stored as u32"
)]

use std::collections::TryReserveError;

use petgraph::graph::NodeIndex;

use super::TreeNode;

/// Marks a missing parent or sibling.
const NONE: u32 = u32::MAX;

/// The entered nodes of a tree, by storage index.
#[derive(Clone, Debug, Default)]
pub(super) struct Store {
    nodes: Vec<TreeNode>,
    parent: Vec<u32>,
    next_sibling: Vec<u32>,
}

impl Store {
    /// Bytes a stored node takes.
    pub(super) const BYTES_PER_NODE: usize =
        std::mem::size_of::<TreeNode>() + 2 * std::mem::size_of::<u32>();

    /// How many nodes are stored.
    pub(super) fn len(&self) -> usize {
        self.nodes.len()
    }

    /// The stored nodes in storage order.
    pub(super) fn nodes(&self) -> &[TreeNode] {
        &self.nodes
    }

    /// The node at `index`.
    pub(super) fn get(&self, index: NodeIndex) -> Option<&TreeNode> {
        self.nodes.get(index.index())
    }

    /// The node at `index`, to finish it.
    pub(super) fn get_mut(&mut self, index: NodeIndex) -> Option<&mut TreeNode> {
        self.nodes.get_mut(index.index())
    }

    /// The parent of the node at `index`.
    pub(super) fn parent(&self, index: NodeIndex) -> Option<NodeIndex> {
        let parent = *self.parent.get(index.index())?;
        (parent != NONE).then(|| NodeIndex::new(parent as usize))
    }

    /// The children of the node at `index`, in search order.
    pub(super) fn children(&self, index: NodeIndex) -> Children<'_> {
        let first = index.index() + 1;
        let at = (self.parent.get(first) == Some(&(index.index() as u32))).then_some(first);
        Children { store: self, at }
    }

    /// Makes room for `more` nodes, doubling as a vector does but asking
    /// first whether the memory can be had. On failure, the bytes it asked
    /// for; the store is unchanged but for capacity.
    #[inline]
    pub(super) fn try_grow(&mut self, more: usize) -> Result<(), usize> {
        let needed = self.nodes.len().saturating_add(more);
        if needed <= self.nodes.capacity()
            && needed <= self.parent.capacity()
            && needed <= self.next_sibling.capacity()
        {
            return Ok(());
        }
        self.grow(needed)
    }

    /// The slow part of [`Self::try_grow`]: doubles the vectors.
    #[cold]
    fn grow(&mut self, needed: usize) -> Result<(), usize> {
        let len = self.nodes.len();
        let target = needed.max(len.saturating_mul(2)).max(64);
        let grow = target - len;
        let asked = grow.saturating_mul(Self::BYTES_PER_NODE);
        let reserve = |result: Result<(), TryReserveError>| result.map_err(|_| asked);
        reserve(self.nodes.try_reserve_exact(grow))?;
        reserve(self.parent.try_reserve_exact(grow))?;
        reserve(self.next_sibling.try_reserve_exact(grow))
    }

    /// Stores `node` as the child of `parent` that comes after
    /// `previous_sibling` (the parent's last child so far; `None` for the
    /// first child, whose place follows from the pre-order). Returns its
    /// index. Room should have been made ([`Self::try_grow`]).
    pub(super) fn push(
        &mut self,
        node: TreeNode,
        parent: Option<NodeIndex>,
        previous_sibling: Option<NodeIndex>,
    ) -> NodeIndex {
        let index = self.nodes.len();
        self.nodes.push(node);
        self.parent
            .push(parent.map_or(NONE, |parent| parent.index() as u32));
        self.next_sibling.push(NONE);
        if let Some(slot) = previous_sibling.and_then(|s| self.next_sibling.get_mut(s.index())) {
            *slot = index as u32;
        }
        NodeIndex::new(index)
    }

    /// Gives back spare capacity.
    pub(super) fn shrink_to_fit(&mut self) {
        self.nodes.shrink_to_fit();
        self.parent.shrink_to_fit();
        self.next_sibling.shrink_to_fit();
    }

    /// Bytes allocated, spare capacity included.
    pub(super) fn allocated_bytes(&self) -> usize {
        self.nodes.capacity() * std::mem::size_of::<TreeNode>()
            + (self.parent.capacity() + self.next_sibling.capacity()) * std::mem::size_of::<u32>()
    }
}

/// The children of a stored node ([`Store::children`]).
pub(super) struct Children<'a> {
    store: &'a Store,
    at: Option<usize>,
}

impl Iterator for Children<'_> {
    type Item = NodeIndex;

    fn next(&mut self) -> Option<NodeIndex> {
        let at = self.at?;
        let next = *self.store.next_sibling.get(at)?;
        self.at = (next != NONE).then_some(next as usize);
        Some(NodeIndex::new(at))
    }
}
