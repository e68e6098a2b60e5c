//! Recording: how each [`SearchEvent`] changes a [`SearchTree`].
//!
//! An entered node is stored (`store.rs`); the moves a cutoff prunes
//! become one [`PrunedRange`] on the cut node (2 bytes a move), numbered
//! but not stored as nodes, so that memory follows the node cap.

use petgraph::graph::NodeIndex;

use super::numbers::Slot;
use super::{OnPath, Playout, PrunedRange, SearchTree, TreeError, TreeNode, TreeOutcome};
use crate::game::{MoveCode, Score};
use crate::search::{Bound, NodeId, Player, SearchEvent};
use crate::tree::{NodeKind, OPEN};

impl SearchTree {
    /// Applies the event that is step `step` of the search. `pruned` lists the
    /// moves a [`SearchEvent::Cutoff`] skips ([`crate::search::Stepper::last_pruned`]).
    ///
    /// # Errors
    /// A [`TreeError`] if the event does not fit the tree; the tree is unchanged.
    #[expect(
        clippy::inline_always,
        reason = "one copy per kind of event: see `search::EventSink`"
    )]
    #[inline(always)]
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
                player,
                alpha,
                beta,
                depth_left,
                move_count,
                chance,
                weight,
                ..
            } => {
                self.enter(node, parent, mv, ply, (alpha, beta), step)?;
                if chance > 0 {
                    self.chance.push((node, chance));
                }
                if weight > 0 || parent.is_some_and(|parent| self.is_chance_number(parent)) {
                    self.weights.push((node, weight));
                }
                if player != Player::at_ply(ply) && self.off_beat.last() < Some(&node) {
                    self.off_beat.push(node);
                }
                // Only quiescence searches a node with no depth left.
                if depth_left == 0 && move_count > 0 {
                    self.quiescent.push(node);
                }
            }
            SearchEvent::StandPat { node, value, .. } => {
                self.stored(node)?;
                self.stand_pats.push((node, value));
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
            SearchEvent::Finish { node, value, bound } => {
                self.finish(node, value, step, NodeKind::Inner)?;
                self.settle(node, bound)?;
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
            SearchEvent::Select { .. }
            | SearchEvent::Expand { .. }
            | SearchEvent::Simulate { .. }
            | SearchEvent::Backpropagate { .. } => self.apply_monte_carlo(event, step)?,
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

    /// Applies a Monte Carlo step: a node joins the tree, selection goes
    /// down, a playout or its backpropagation is noted in the counts.
    fn apply_monte_carlo(&mut self, event: &SearchEvent, step: u32) -> Result<(), TreeError> {
        match *event {
            SearchEvent::Expand {
                node,
                parent,
                mv,
                ply,
                player,
                iteration,
                ..
            } => {
                self.note_iteration(iteration, step)?;
                self.enter(node, parent, mv, ply, (0, 0), step)?;
                if player != Player::at_ply(ply) && self.off_beat.last() < Some(&node) {
                    self.off_beat.push(node);
                }
                self.note_expanded()?;
            }
            SearchEvent::Select {
                parent,
                child,
                iteration,
            } => {
                self.note_iteration(iteration, step)?;
                self.note_selected(parent, child)?;
            }
            SearchEvent::Simulate {
                node,
                plies,
                result,
                iteration,
            } => {
                self.stored(node)?;
                self.note_iteration(iteration, step)?;
                self.note_playout(Playout {
                    step,
                    node,
                    plies,
                    result,
                })?;
            }
            SearchEvent::Backpropagate { node, result, .. } => {
                self.note_backpropagation(node, result, step)?;
            }
            _ => {}
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
        let parent = match parent {
            None => None,
            Some(parent) => Some((parent, self.stored(parent)?)),
        };
        self.make_room(1)?;
        // The parent's last child so far (petgraph lists edges newest
        // first): the same move entered again right after itself is PVS's
        // re-search.
        let repeated = parent
            .and_then(|(_, stored)| self.stored.last_child(stored))
            .and_then(|sibling| self.stored.get(sibling))
            .is_some_and(|sibling| sibling.mv == mv);
        let index = self
            .stored
            .push(
                TreeNode {
                    alpha,
                    beta,
                    value: 0,
                    born: step,
                    finished: OPEN,
                    mv,
                    kind: NodeKind::Inner,
                    ply,
                },
                parent.map(|(_, stored)| stored),
            )
            .ok_or(TreeError::Full(self.stored.len()))?;
        if repeated {
            let nodes = self.entered();
            self.re_searches
                .try_reserve(1)
                .map_err(|_| TreeError::OutOfMemory {
                    nodes,
                    bytes: std::mem::size_of::<NodeId>(),
                })?;
            self.re_searches.push(node);
        }
        self.path.truncate(usize::from(ply));
        self.path.push(OnPath {
            number: node,
            stored: index,
        });
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
        let ply = self.stored.get(cut).map_or(0, |n| n.ply + 1);
        let out_of_memory = |bytes| TreeError::OutOfMemory {
            nodes: self.stored.len(),
            bytes,
        };
        let start = u32::try_from(self.pruned_moves.len()).map_err(|_| out_of_memory(2))?;
        self.cutoffs
            .try_reserve(1)
            .map_err(|_| out_of_memory(std::mem::size_of::<PrunedRange>()))?;
        self.pruned_moves
            .try_reserve(pruned.len())
            .map_err(|_| out_of_memory(pruned.len() * 2))?;
        self.cutoffs.push(PrunedRange {
            node,
            first,
            stored_before: u32::try_from(self.stored.len()).unwrap_or(u32::MAX),
            step,
            start,
            count,
            ply,
        });
        self.pruned_moves.extend_from_slice(pruned);
        Ok(())
    }

    /// Makes room for a search of up to `nodes` entered nodes (its node
    /// cap) in one block, if the memory can be had now, so that the tree
    /// never copies itself to grow, and says whether it did; without it,
    /// it grows by doubling.
    pub(crate) fn reserve(&mut self, nodes: usize) -> bool {
        self.stored.reserve(nodes)
    }

    /// Makes room for `more` nodes: running out of memory ends in
    /// [`TreeError::OutOfMemory`] instead of an abort.
    fn make_room(&mut self, more: usize) -> Result<(), TreeError> {
        let nodes = self.stored.len();
        self.stored
            .try_grow(more)
            .map_err(|bytes| TreeError::OutOfMemory { nodes, bytes })
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

    /// Where the entered node numbered `node` is stored.
    pub(super) fn stored(&self, node: NodeId) -> Result<NodeIndex, TreeError> {
        match self.slot(node) {
            Some(Slot::Stored(index)) => Ok(index),
            _ => Err(TreeError::UnknownNode(node)),
        }
    }

    /// Marks a finished inner node exact when the search proved it so
    /// although its value lies outside its window.
    fn settle(&mut self, node: NodeId, bound: Bound) -> Result<(), TreeError> {
        let index = self.stored(node)?;
        let weight = self
            .stored
            .get_mut(index)
            .ok_or(TreeError::UnknownNode(node))?;
        if bound == Bound::Exact && weight.bound() != Some(Bound::Exact) {
            weight.kind = NodeKind::InnerExact;
        }
        Ok(())
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
            .stored
            .get_mut(index)
            .ok_or(TreeError::UnknownNode(node))?;
        weight.value = value;
        weight.finished = step;
        weight.kind = kind;
        Ok(())
    }
}
