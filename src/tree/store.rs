//! Where a tree keeps the nodes the search entered: a petgraph [`Graph`]
//! with an edge from each node to each child it entered, 48 bytes a node
//! (petgraph's 32-byte node around the 24-byte [`TreeNode`], and the 16-byte
//! edge from its parent).
//!
//! A node's index in the graph is the order it was stored in; its children
//! are its outgoing edges, whatever their storage indices, so a child can be
//! added to any node at any time. Growth asks first whether the memory can be
//! had, so running out is an error rather than an abort.

use petgraph::Direction;
use petgraph::graph::{Edge, Graph, Node, NodeIndex};

use super::TreeNode;

/// The graph a search tree is stored in: its entered nodes, and an edge from
/// each to each child it entered. Private to the tree: the rest of the
/// program sees it by node numbers ([`crate::tree::SearchTree::graph`]).
pub(super) type TreeGraph = Graph<TreeNode, (), petgraph::Directed, u32>;

/// Bytes petgraph takes for a stored node.
const NODE_BYTES: usize = std::mem::size_of::<Node<TreeNode, u32>>();

/// Bytes petgraph takes for an edge.
const EDGE_BYTES: usize = std::mem::size_of::<Edge<(), u32>>();

/// The entered nodes of a tree, by storage index.
#[derive(Clone, Debug, Default)]
pub(super) struct Store {
    graph: TreeGraph,
}

impl Store {
    /// Bytes a stored node takes: its node and the edge from its parent.
    pub(super) const BYTES_PER_NODE: usize = NODE_BYTES + EDGE_BYTES;

    /// How many nodes are stored.
    pub(super) fn len(&self) -> usize {
        self.graph.node_count()
    }

    /// The stored nodes in storage order (the order they were stored in).
    pub(super) fn nodes(&self) -> &[Node<TreeNode, u32>] {
        self.graph.raw_nodes()
    }

    /// The node at `index`.
    pub(super) fn get(&self, index: NodeIndex) -> Option<&TreeNode> {
        self.graph.node_weight(index)
    }

    /// The node at `index`, to finish it.
    pub(super) fn get_mut(&mut self, index: NodeIndex) -> Option<&mut TreeNode> {
        self.graph.node_weight_mut(index)
    }

    /// The parent of the node at `index`: the one node with an edge to it.
    pub(super) fn parent(&self, index: NodeIndex) -> Option<NodeIndex> {
        self.graph
            .neighbors_directed(index, Direction::Incoming)
            .next()
    }

    /// The child added last to the node at `index` (petgraph lists a
    /// node's edges newest first).
    pub(super) fn last_child(&self, index: NodeIndex) -> Option<NodeIndex> {
        self.graph.neighbors(index).next()
    }

    /// How many children the node at `index` has.
    pub(super) fn child_count(&self, index: NodeIndex) -> usize {
        self.graph.neighbors(index).count()
    }

    /// The children of the node at `index`, in the order they were added
    /// (petgraph lists a node's edges newest first).
    pub(super) fn children(&self, index: NodeIndex) -> Vec<NodeIndex> {
        let mut children: Vec<NodeIndex> = self.graph.neighbors(index).collect();
        children.reverse();
        children
    }

    /// Makes room for `more` nodes and their edges, doubling as a vector
    /// does but asking first whether the memory can be had. On failure, the
    /// bytes it asked for; the store is unchanged but for capacity.
    #[inline]
    pub(super) fn try_grow(&mut self, more: usize) -> Result<(), usize> {
        let needed = self.len().saturating_add(more);
        let (nodes, edges) = self.graph.capacity();
        if needed <= nodes && needed <= edges {
            return Ok(());
        }
        self.grow(needed)
    }

    /// Makes room for `nodes` nodes and their edges in one block each, if
    /// both can be had now, and says whether it did; otherwise leaves
    /// growth to [`Self::try_grow`] (half a reservation would only take
    /// address space the doubling needs). Untouched room costs address
    /// space, not memory.
    pub(super) fn reserve(&mut self, nodes: usize) -> bool {
        let (have_nodes, have_edges) = self.graph.capacity();
        if have_nodes >= nodes && have_edges >= nodes {
            return true;
        }
        let bytes = nodes.saturating_mul(NODE_BYTES + EDGE_BYTES);
        if can_have(bytes).is_err() {
            return false;
        }
        self.graph
            .reserve_exact_nodes(nodes.saturating_sub(self.graph.node_count()));
        self.graph
            .reserve_exact_edges(nodes.saturating_sub(self.graph.edge_count()));
        true
    }

    /// The slow part of [`Self::try_grow`]. Petgraph's graph has no
    /// fallible reserve, so each of its two vectors is grown only after a
    /// block of the size it will have was reserved and given back: the
    /// check that the memory can be had right now.
    #[cold]
    fn grow(&mut self, needed: usize) -> Result<(), usize> {
        let len = self.len();
        let target = needed.max(len.saturating_mul(2)).max(64);
        let (nodes, edges) = self.graph.capacity();
        if nodes < target {
            can_have(target.saturating_mul(NODE_BYTES))?;
            self.graph
                .reserve_exact_nodes(target - self.graph.node_count());
        }
        if edges < target {
            can_have(target.saturating_mul(EDGE_BYTES))?;
            self.graph
                .reserve_exact_edges(target - self.graph.edge_count());
        }
        Ok(())
    }

    /// Stores `node` as the last child of `parent` (`None` for the root).
    /// Returns its index, or `None` (and the store unchanged) if `parent`
    /// is not stored or the graph's `u32` indices are used up. Room should
    /// have been made ([`Self::try_grow`]).
    pub(super) fn push(&mut self, node: TreeNode, parent: Option<NodeIndex>) -> Option<NodeIndex> {
        if parent.is_some_and(|parent| parent.index() >= self.len()) {
            return None;
        }
        let index = self.graph.try_add_node(node).ok()?;
        // Cannot fail: the parent is stored, and there are fewer edges than nodes.
        if let Some(parent) = parent {
            self.graph.try_add_edge(parent, index, ()).ok()?;
        }
        Some(index)
    }

    /// Gives back spare capacity.
    pub(super) fn shrink_to_fit(&mut self) {
        self.graph.shrink_to_fit();
    }

    /// Bytes allocated, spare capacity included.
    pub(super) fn allocated_bytes(&self) -> usize {
        let (nodes, edges) = self.graph.capacity();
        nodes * NODE_BYTES + edges * EDGE_BYTES
    }
}

/// Whether a block of `bytes` can be allocated now: reserves it and gives
/// it back. `Err(bytes)` if it cannot.
fn can_have(bytes: usize) -> Result<(), usize> {
    let mut probe: Vec<u8> = Vec::new();
    let reserved = probe.try_reserve_exact(bytes).map_err(|_| bytes);
    // Kept observable, so that the compiler does not elide the allocation.
    std::hint::black_box(&probe);
    reserved
}
