//! `SearchTree`: the explicit search tree, a `petgraph::Graph` that changes
//! only by applying [`SearchEvent`]s.
//!
//! Nodes are never removed or rewritten backwards. Each carries the step that
//! created it and the step that finished it, so the tree as it stood at any
//! earlier step is read by filtering on a cursor ([`SearchTree::node_at`]):
//! stepping back costs nothing and needs no undo log.

mod node;

use petgraph::Direction;
use petgraph::graph::{DiGraph, NodeIndex};

pub use node::{KnuthType, NodeAt, NodeKind, NodeStatus, OPEN, TreeNode};

use crate::game::{INFINITY, MoveCode, Score};
use crate::search::{CutoffKind, NodeId, SearchEvent};

/// An event that does not fit the tree built so far: a bug in whatever
/// produced the events, reported instead of corrupting the tree.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum TreeError {
    /// An event creates node `got` where node `expected` comes next.
    #[error("event creates node {got} but node {expected} comes next")]
    OutOfOrder {
        /// The next free node number.
        expected: NodeId,
        /// The number in the event.
        got: NodeId,
    },
    /// An event names a node the tree does not have.
    #[error("event names node {0}, which the tree does not have")]
    UnknownNode(NodeId),
    /// The tree cannot grow: the memory it needs next cannot be reserved.
    #[error(
        "out of memory: the search tree has {nodes} nodes and cannot grow by {bytes} more bytes; lower the node cap or the depth"
    )]
    OutOfMemory {
        /// Nodes in the tree when it ran out.
        nodes: usize,
        /// The bytes it asked for.
        bytes: usize,
    },
    /// A cutoff event and its list of pruned moves disagree.
    #[error("cutoff prunes {announced} moves but {given} were given")]
    PrunedMismatch {
        /// The count in the event.
        announced: u16,
        /// The moves supplied.
        given: usize,
    },
}

/// Growth steps of at least this many bytes are probed before they are
/// taken (see `SearchTree::make_room`).
const PROBE_FROM_BYTES: usize = 32 << 20;

/// How a finished search ended, as recorded by [`SearchEvent::Done`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TreeOutcome {
    /// The root's value (MAX's view).
    pub value: Score,
    /// The root's best move.
    pub best_move: Option<MoveCode>,
    /// Whether the node cap stopped the search.
    pub truncated: bool,
    /// The step of the `Done` event.
    pub step: u32,
}

/// The moves one cutoff pruned, as a compact tree keeps them: a range of
/// moves instead of a node each.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PrunedRange {
    /// The node that was cut.
    pub node: NodeId,
    /// Nodes in the tree when the cutoff happened: the pruned moves come
    /// after these in search order.
    pub at: u32,
    /// The step of the cutoff.
    pub step: u32,
    /// Where its moves start in [`SearchTree::pruned_moves`].
    pub start: u32,
    /// How many moves it pruned.
    pub count: u16,
}

/// The explicit tree of one search.
#[derive(Clone, Debug)]
pub struct SearchTree {
    graph: DiGraph<TreeNode, ()>,
    prunes: bool,
    outcome: Option<TreeOutcome>,
    /// Whether pruned moves are kept as ranges (`cutoffs`) rather than nodes.
    compact: bool,
    /// A compact tree's cutoffs, in search order.
    cutoffs: Vec<PrunedRange>,
    /// The moves of `cutoffs`, 2 bytes each.
    pruned_moves: Vec<MoveCode>,
    /// Where a cut node's range is in `cutoffs`.
    cut_at: std::collections::HashMap<NodeId, u32>,
}

impl SearchTree {
    /// An empty tree for a search that prunes (alpha-beta forms) or not.
    #[must_use]
    pub fn new(prunes: bool) -> Self {
        Self {
            graph: DiGraph::new(),
            prunes,
            outcome: None,
            compact: false,
            cutoffs: Vec::new(),
            pruned_moves: Vec::new(),
            cut_at: std::collections::HashMap::new(),
        }
    }

    /// An empty tree that keeps the moves a cutoff prunes as a range on the
    /// cut node (2 bytes a move, [`Self::pruned_of`]) instead of a node
    /// each (48 bytes): for searches nobody draws. The events it takes must
    /// not number pruned moves (see `Stepper::number_pruned`), so node
    /// numbers are graph indices here too.
    #[must_use]
    pub fn compact(prunes: bool) -> Self {
        Self {
            compact: true,
            ..Self::new(prunes)
        }
    }

    /// Whether pruned moves are kept as ranges rather than nodes.
    #[must_use]
    pub fn is_compact(&self) -> bool {
        self.compact
    }

    /// A compact tree's cutoffs in search order (empty for a full tree,
    /// whose pruned moves are nodes).
    #[must_use]
    pub fn pruned_ranges(&self) -> &[PrunedRange] {
        &self.cutoffs
    }

    /// The moves of a pruned range.
    #[must_use]
    pub fn pruned_moves(&self, range: &PrunedRange) -> &[MoveCode] {
        let start = range.start as usize;
        self.pruned_moves
            .get(start..start + usize::from(range.count))
            .unwrap_or_default()
    }

    /// The range of moves a cutoff pruned at `id` in a compact tree.
    #[must_use]
    pub fn pruned_of(&self, id: NodeIndex) -> Option<&PrunedRange> {
        let at = self.cut_at.get(&NodeId::try_from(id.index()).ok()?)?;
        self.cutoffs.get(*at as usize)
    }

    /// How many moves `id` had searched or pruned: its children, plus a
    /// compact tree's pruned range.
    #[must_use]
    pub fn move_count(&self, id: NodeIndex) -> usize {
        self.graph.neighbors(id).count() + self.pruned_of(id).map_or(0, |r| usize::from(r.count))
    }

    /// The underlying graph: edges point from parent to child.
    #[must_use]
    pub fn graph(&self) -> &DiGraph<TreeNode, ()> {
        &self.graph
    }

    /// Number of nodes, pruned moves included (in a full tree; a compact
    /// tree keeps them apart, [`Self::pruned_ranges`]).
    #[must_use]
    pub fn len(&self) -> usize {
        self.graph.node_count()
    }

    /// Whether the search has not entered the root yet.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.graph.node_count() == 0
    }

    /// The root, once entered.
    #[must_use]
    pub fn root(&self) -> Option<NodeIndex> {
        (!self.is_empty()).then(|| NodeIndex::new(0))
    }

    /// The node numbered `id` by the search.
    #[must_use]
    pub fn node(&self, id: NodeIndex) -> Option<&TreeNode> {
        self.graph.node_weight(id)
    }

    /// How the search ended, once it has.
    #[must_use]
    pub fn outcome(&self) -> Option<TreeOutcome> {
        self.outcome
    }

    /// Whether the tree belongs to a search with an `[α, β]` window.
    #[must_use]
    pub fn prunes(&self) -> bool {
        self.prunes
    }

    /// The parent of `id`, `None` for the root.
    #[must_use]
    pub fn parent(&self, id: NodeIndex) -> Option<NodeIndex> {
        self.graph
            .neighbors_directed(id, Direction::Incoming)
            .next()
    }

    /// The children of `id` in search order, pruned moves last.
    #[must_use]
    pub fn children(&self, id: NodeIndex) -> Vec<NodeIndex> {
        let mut children: Vec<NodeIndex> = self.graph.neighbors(id).collect();
        // petgraph lists the newest edge first; node numbers follow search order.
        children.reverse();
        children
    }

    /// The nodes from the root down to `id`, both included.
    #[must_use]
    pub fn path(&self, id: NodeIndex) -> Vec<NodeIndex> {
        let mut path = vec![id];
        let mut at = id;
        while let Some(parent) = self.parent(at) {
            path.push(parent);
            at = parent;
        }
        path.reverse();
        path
    }

    /// The moves from the root to `id`.
    #[must_use]
    pub fn moves_to(&self, id: NodeIndex) -> Vec<MoveCode> {
        self.path(id)
            .into_iter()
            .skip(1)
            .filter_map(|node| self.node(node).map(|node| node.mv))
            .collect()
    }

    /// Applies the event that is step `step` of the search. `pruned` lists the
    /// moves a [`SearchEvent::Cutoff`] skips ([`crate::search::Stepper::last_pruned`]).
    ///
    /// # Errors
    /// A [`TreeError`] if the event does not fit the tree; the tree is unchanged.
    pub fn apply(
        &mut self,
        event: &SearchEvent,
        pruned: &[MoveCode],
        step: u32,
    ) -> Result<(), TreeError> {
        match *event {
            SearchEvent::Enter {
                node,
                parent,
                mv,
                ply,
                alpha,
                beta,
                ..
            } => {
                self.expect_next(node)?;
                if let Some(parent) = parent {
                    self.weight(parent)?;
                }
                self.make_room(1)?;
                let index = self.graph.add_node(TreeNode {
                    alpha,
                    beta,
                    value: 0,
                    born: step,
                    finished: OPEN,
                    mv,
                    kind: NodeKind::Inner,
                    ply,
                });
                if let Some(parent) = parent {
                    self.graph
                        .add_edge(NodeIndex::new(parent as usize), index, ());
                }
            }
            SearchEvent::Leaf {
                node,
                value,
                reason,
            } => {
                self.finish(node, value, step, NodeKind::Leaf(reason))?;
            }
            SearchEvent::TtHit { node, value, bound } => {
                self.finish(node, value, step, NodeKind::tt_hit(bound))?;
            }
            SearchEvent::Finish { node, value, .. } => {
                self.finish(node, value, step, NodeKind::Inner)?;
            }
            SearchEvent::Backup { parent, child, .. } => {
                self.weight(parent)?;
                self.weight(child)?;
            }
            SearchEvent::Cutoff {
                node,
                first_pruned,
                pruned: count,
                ..
            } => {
                if usize::from(count) != pruned.len() {
                    return Err(TreeError::PrunedMismatch {
                        announced: count,
                        given: pruned.len(),
                    });
                }
                self.expect_next(first_pruned)?;
                let ply = self.weight(node)?.ply + 1;
                if self.compact {
                    let start = u32::try_from(self.pruned_moves.len()).unwrap_or(u32::MAX);
                    self.cutoffs
                        .try_reserve(1)
                        .map_err(|_| TreeError::OutOfMemory {
                            nodes: self.graph.node_count(),
                            bytes: std::mem::size_of::<PrunedRange>(),
                        })?;
                    self.pruned_moves.try_reserve(pruned.len()).map_err(|_| {
                        TreeError::OutOfMemory {
                            nodes: self.graph.node_count(),
                            bytes: pruned.len() * 2,
                        }
                    })?;
                    self.cut_at
                        .insert(node, u32::try_from(self.cutoffs.len()).unwrap_or(u32::MAX));
                    self.cutoffs.push(PrunedRange {
                        node,
                        at: first_pruned,
                        step,
                        start,
                        count,
                    });
                    self.pruned_moves.extend_from_slice(pruned);
                    return Ok(());
                }
                self.make_room(pruned.len())?;
                let parent = NodeIndex::new(node as usize);
                for &mv in pruned {
                    let child = self.graph.add_node(TreeNode {
                        alpha: -INFINITY,
                        beta: INFINITY,
                        value: 0,
                        born: step,
                        finished: OPEN,
                        mv,
                        kind: NodeKind::Pruned,
                        ply,
                    });
                    self.graph.add_edge(parent, child, ());
                }
            }
            SearchEvent::Done {
                value,
                best_move,
                truncated,
            } => {
                self.outcome = Some(TreeOutcome {
                    value,
                    best_move,
                    truncated,
                    step,
                });
            }
        }
        Ok(())
    }

    /// Makes room for `more` nodes (and their edges), doubling as a vector
    /// does, but asking first whether the memory can be had: running out
    /// ends in [`TreeError::OutOfMemory`] instead of an abort.
    fn make_room(&mut self, more: usize) -> Result<(), TreeError> {
        let (node_capacity, edge_capacity) = self.graph.capacity();
        let nodes = self.graph.node_count();
        let needed = nodes.saturating_add(more);
        if needed <= node_capacity && needed <= edge_capacity.saturating_add(1) {
            return Ok(());
        }
        let target = needed.max(node_capacity.saturating_mul(2)).max(64);
        let bytes = (target - nodes).saturating_mul(Self::bytes_per_node());
        // Reserve the whole growth once as a probe (the old storage is still
        // held, as it is while a vector moves), then let the graph take it.
        // Smaller steps are not probed: the allocator would serve and keep
        // them on its heap, and they cannot decide whether memory runs out.
        if bytes >= PROBE_FROM_BYTES {
            let mut probe: Vec<u8> = Vec::new();
            if probe.try_reserve_exact(bytes).is_err() {
                return Err(TreeError::OutOfMemory { nodes, bytes });
            }
            drop(probe);
        }
        self.graph.reserve_exact_nodes(target - nodes);
        self.graph
            .reserve_exact_edges(target.saturating_sub(self.graph.edge_count()));
        Ok(())
    }

    fn expect_next(&self, node: NodeId) -> Result<(), TreeError> {
        let expected = NodeId::try_from(self.graph.node_count()).unwrap_or(NodeId::MAX);
        if node == expected {
            Ok(())
        } else {
            Err(TreeError::OutOfOrder {
                expected,
                got: node,
            })
        }
    }

    fn weight(&self, node: NodeId) -> Result<&TreeNode, TreeError> {
        self.graph
            .node_weight(NodeIndex::new(node as usize))
            .ok_or(TreeError::UnknownNode(node))
    }

    fn finish(
        &mut self,
        node: NodeId,
        value: Score,
        step: u32,
        kind: NodeKind,
    ) -> Result<(), TreeError> {
        let weight = self
            .graph
            .node_weight_mut(NodeIndex::new(node as usize))
            .ok_or(TreeError::UnknownNode(node))?;
        weight.value = value;
        weight.finished = step;
        weight.kind = kind;
        Ok(())
    }

    /// The node `id` as it stood once `cursor` steps had been applied:
    /// status, the current `[α, β]`, best value and child, and any cutoff.
    #[must_use]
    pub fn node_at(&self, id: NodeIndex, cursor: u64) -> Option<NodeAt> {
        let node = self.node(id)?;
        let status = if !node.is_visible_at(cursor) {
            NodeStatus::Unborn
        } else if node.kind == NodeKind::Pruned {
            NodeStatus::Pruned
        } else if node.is_finished_at(cursor) {
            NodeStatus::Finished
        } else {
            NodeStatus::Open
        };
        let player = node.player();
        let mut at = NodeAt {
            status,
            alpha: node.alpha,
            beta: node.beta,
            best: None,
            best_child: None,
            cutoff: None,
        };
        if node.kind != NodeKind::Inner {
            return Some(at);
        }
        if self
            .pruned_of(id)
            .is_some_and(|range| u64::from(range.step) < cursor)
        {
            at.cutoff = Some(CutoffKind::at(player));
        }
        for child_index in self.children(id) {
            let Some(child) = self.node(child_index) else {
                continue;
            };
            if child.kind == NodeKind::Pruned {
                if child.is_visible_at(cursor) {
                    at.cutoff = Some(CutoffKind::at(player));
                }
                continue;
            }
            if !child.is_backed_up_at(cursor) {
                continue;
            }
            if at.best.is_none_or(|best| player.prefers(child.value, best)) {
                at.best = Some(child.value);
                at.best_child = Some(child_index);
            }
        }
        if let (true, Some(best)) = (self.prunes, at.best) {
            match player {
                crate::search::Player::Max => at.alpha = at.alpha.max(best),
                crate::search::Player::Min => at.beta = at.beta.min(best),
            }
        }
        Some(at)
    }

    /// The principal variation as it stands at `cursor`: from the root,
    /// the best child backed up so far, as long as there is one.
    #[must_use]
    pub fn principal_variation(&self, cursor: u64) -> Vec<NodeIndex> {
        let mut line = Vec::new();
        let mut at = self.root();
        while let Some(node) = at {
            line.push(node);
            at = self
                .node_at(node, cursor)
                .and_then(|state| state.best_child);
        }
        line
    }

    /// Gives back the spare capacity the graph grew while the search ran.
    pub fn shrink_to_fit(&mut self) {
        self.graph.shrink_to_fit();
        self.cutoffs.shrink_to_fit();
        self.pruned_moves.shrink_to_fit();
    }

    /// Bytes the graph holds per node: the node, its incoming edge, and
    /// petgraph's bookkeeping.
    #[must_use]
    pub fn bytes_per_node() -> usize {
        std::mem::size_of::<petgraph::graph::Node<TreeNode>>()
            + std::mem::size_of::<petgraph::graph::Edge<()>>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nodes_stay_small() {
        assert_eq!(std::mem::size_of::<TreeNode>(), 24);
        assert!(
            SearchTree::bytes_per_node() <= 48,
            "{}",
            SearchTree::bytes_per_node()
        );
    }

    #[test]
    fn events_out_of_order_are_refused() {
        let mut tree = SearchTree::new(true);
        let enter = |node, parent| SearchEvent::Enter {
            node,
            parent,
            mv: MoveCode(0),
            move_index: 0,
            ply: 0,
            depth_left: 1,
            alpha: -INFINITY,
            beta: INFINITY,
            move_count: 1,
        };
        assert_eq!(
            tree.apply(&enter(1, None), &[], 0),
            Err(TreeError::OutOfOrder {
                expected: 0,
                got: 1
            })
        );
        tree.apply(&enter(0, None), &[], 0).unwrap();
        assert_eq!(
            tree.apply(&enter(1, Some(7)), &[], 1),
            Err(TreeError::UnknownNode(7))
        );
        assert_eq!(tree.len(), 1);
    }
}
