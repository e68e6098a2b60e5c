//! Recording: how each [`SearchEvent`] changes a [`SearchTree`].
//!
//! An entered node becomes a node of the graph; the moves a cutoff prunes
//! become one [`PrunedRange`] on the cut node (2 bytes a move), numbered
//! but not stored as nodes, so that memory follows the node cap.

use petgraph::graph::NodeIndex;

use super::numbers::Slot;
use super::{PROBE_FROM_BYTES, PrunedRange, SearchTree, TreeError, TreeNode, TreeOutcome};
use crate::game::{MoveCode, Score};
use crate::search::{NodeId, SearchEvent};
use crate::tree::{NodeKind, OPEN};

impl SearchTree {
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
            } => self.enter(node, parent, mv, ply, (alpha, beta), step)?,
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
                self.stored(parent)?;
                self.stored(child)?;
            }
            SearchEvent::Cutoff {
                node,
                first_pruned,
                pruned: count,
                ..
            } => self.cut(node, first_pruned, pruned, count, step)?,
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

    fn enter(
        &mut self,
        node: NodeId,
        parent: Option<NodeId>,
        mv: MoveCode,
        ply: u8,
        (alpha, beta): (Score, Score),
        step: u32,
    ) -> Result<(), TreeError> {
        self.expect_next(node)?;
        let parent = parent.map(|parent| self.stored(parent)).transpose()?;
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
            self.graph.add_edge(parent, index, ());
        }
        self.path.truncate(usize::from(ply));
        self.path
            .push((node, u32::try_from(index.index()).unwrap_or(u32::MAX)));
        Ok(())
    }

    fn cut(
        &mut self,
        node: NodeId,
        first: NodeId,
        pruned: &[MoveCode],
        count: u16,
        step: u32,
    ) -> Result<(), TreeError> {
        if usize::from(count) != pruned.len() {
            return Err(TreeError::PrunedMismatch {
                announced: count,
                given: pruned.len(),
            });
        }
        self.expect_next(first)?;
        let cut = self.stored(node)?;
        let ply = self.graph.node_weight(cut).map_or(0, |n| n.ply + 1);
        let out_of_memory = |bytes| TreeError::OutOfMemory {
            nodes: self.graph.node_count(),
            bytes,
        };
        let start = u32::try_from(self.pruned_moves.len()).map_err(|_| out_of_memory(2))?;
        self.cutoffs
            .try_reserve(1)
            .map_err(|_| out_of_memory(std::mem::size_of::<PrunedRange>()))?;
        self.pruned_moves
            .try_reserve(pruned.len())
            .map_err(|_| out_of_memory(pruned.len() * 2))?;
        self.cut_at
            .try_reserve(1)
            .map_err(|_| out_of_memory(2 * std::mem::size_of::<(NodeId, u32)>()))?;
        let index = u32::try_from(self.cutoffs.len()).unwrap_or(u32::MAX);
        self.cut_at.insert(node, index);
        self.cutoffs.push(PrunedRange {
            node,
            first,
            stored_before: u32::try_from(self.graph.node_count()).unwrap_or(u32::MAX),
            step,
            start,
            count,
            ply,
        });
        self.pruned_moves.extend_from_slice(pruned);
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
        let expected = NodeId::try_from(self.len()).unwrap_or(NodeId::MAX);
        if node == expected {
            Ok(())
        } else {
            Err(TreeError::OutOfOrder {
                expected,
                got: node,
            })
        }
    }

    /// The graph index of the entered node numbered `node`.
    fn stored(&self, node: NodeId) -> Result<NodeIndex, TreeError> {
        match self.slot(node) {
            Some(Slot::Stored(index)) => Ok(index),
            _ => Err(TreeError::UnknownNode(node)),
        }
    }

    fn finish(
        &mut self,
        node: NodeId,
        value: Score,
        step: u32,
        kind: NodeKind,
    ) -> Result<(), TreeError> {
        let index = self.stored(node)?;
        let weight = self
            .graph
            .node_weight_mut(index)
            .ok_or(TreeError::UnknownNode(node))?;
        weight.value = value;
        weight.finished = step;
        weight.kind = kind;
        Ok(())
    }
}
