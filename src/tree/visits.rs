//! Monte Carlo tree search's counts, a side table of the tree kept only for
//! an MCTS search (other searches pay one empty pointer): for each node,
//! the steps that backed a playout up through it, each with the running sum
//! of results, so that `N` and `W` as they stood at any step are a binary
//! search away ([`SearchTree::visits_at`]); and each iteration's first step
//! and playout, so that a step's iteration and the same phase of another
//! iteration are found without replaying.
//!
//! "The counts at step k" are those of the backpropagations among the
//! first k steps (a cursor of k, as [`SearchTree::node_at`] reads it).

use petgraph::graph::NodeIndex;

use super::{SearchTree, TreeError};
use crate::search::NodeId;
use crate::search::mcts::{Exploration, Phase, Reward, Scale, Ucb, Visits, ucb};

/// One backpropagation through a node: its step and the node's `W` (in
/// halves) after it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Visit {
    step: u32,
    w_halves: i64,
}

/// A node's backpropagations in step order: the first kept in place, in 8
/// bytes (most nodes of a Monte Carlo tree are visited once, so they need
/// no list of their own, and the line's counts stay near each other in
/// memory), the others in a list.
#[derive(Clone, Debug)]
struct NodeVisits {
    /// The step of the first, `u32::MAX` before it.
    first_step: u32,
    /// W (in halves) after the first: one result.
    first_w: i32,
    more: Vec<Visit>,
}

impl Default for NodeVisits {
    fn default() -> Self {
        Self {
            first_step: u32::MAX,
            first_w: 0,
            more: Vec::new(),
        }
    }
}

impl NodeVisits {
    /// N and W once `cursor` steps have been applied.
    fn at(&self, cursor: u64) -> Visits {
        if self.first_step == u32::MAX || u64::from(self.first_step) >= cursor {
            return Visits::default();
        }
        let more = self
            .more
            .partition_point(|visit| u64::from(visit.step) < cursor);
        Visits {
            n: u32::try_from(more + 1).unwrap_or(u32::MAX),
            w_halves: more
                .checked_sub(1)
                .and_then(|last| self.more.get(last))
                .map_or(i64::from(self.first_w), |visit| visit.w_halves),
        }
    }

    /// One more backpropagation of `result` at `step`.
    #[inline]
    fn push(&mut self, step: u32, result: Reward, nodes: usize) -> Result<(), TreeError> {
        if self.first_step == u32::MAX {
            self.first_step = step;
            self.first_w = result.0;
            return Ok(());
        }
        let w_halves = self
            .more
            .last()
            .map_or(i64::from(self.first_w), |visit| visit.w_halves)
            + i64::from(result.0);
        push(&mut self.more, Visit { step, w_halves }, nodes)
    }
}

/// A playout, as recorded.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Playout {
    /// The step of its [`crate::search::SearchEvent::Simulate`]; its
    /// backpropagation is the step after.
    pub step: u32,
    /// Where it started.
    pub node: NodeId,
    /// Its length in plies.
    pub plies: u16,
    /// Its result, MAX's view.
    pub result: Reward,
}

/// A child's standing at a selection: its counts and its UCB1 score.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct UcbChild {
    /// The child.
    pub node: NodeIndex,
    /// Its `N` and `W` at the step.
    pub visits: Visits,
    /// Its score term by term, from the chooser's view; `None` if it has
    /// not been visited (+∞: it goes first).
    pub ucb: Option<Ucb>,
}

/// The counts of an MCTS search (see the module's text).
#[derive(Clone, Debug)]
pub(super) struct MctsCounts {
    scale: Scale,
    /// By node number.
    visits: Vec<NodeVisits>,
    /// By iteration (iteration `i` at `i − 1`).
    playouts: Vec<Playout>,
    /// The first step of each iteration, by iteration.
    starts: Vec<u32>,
}

impl MctsCounts {
    pub(super) fn new(scale: Scale) -> Self {
        Self {
            scale,
            visits: Vec::new(),
            playouts: Vec::new(),
            starts: Vec::new(),
        }
    }

    pub(super) fn shrink_to_fit(&mut self) {
        // The nodes' own lists are left as they grew: shrinking each is a
        // reallocation a node, which cost more than a tenth of recording a
        // short game's search, for at most the doubling's slack.
        self.visits.shrink_to_fit();
        self.playouts.shrink_to_fit();
        self.starts.shrink_to_fit();
    }

    pub(super) fn allocated_bytes(&self) -> usize {
        self.visits.capacity() * std::mem::size_of::<NodeVisits>()
            + self
                .visits
                .iter()
                .map(|list| list.more.capacity() * std::mem::size_of::<Visit>())
                .sum::<usize>()
            + self.playouts.capacity() * std::mem::size_of::<Playout>()
            + self.starts.capacity() * std::mem::size_of::<u32>()
    }
}

/// Pushes `item`, asking first whether the memory can be had.
fn push<T>(list: &mut Vec<T>, item: T, nodes: usize) -> Result<(), TreeError> {
    list.try_reserve(1).map_err(|_| TreeError::OutOfMemory {
        nodes,
        bytes: std::mem::size_of::<T>().max(1) * list.capacity().max(1),
    })?;
    list.push(item);
    Ok(())
}

impl SearchTree {
    /// An empty tree for a Monte Carlo tree search whose results are turned
    /// round for MIN as `scale` says, with its counts side table.
    #[must_use]
    pub fn new_mcts(scale: Scale) -> Self {
        let mut tree = Self::new(None);
        tree.mcts = Some(Box::new(MctsCounts::new(scale)));
        tree
    }

    /// Whether the tree is a Monte Carlo tree search's.
    #[must_use]
    pub fn is_mcts(&self) -> bool {
        self.mcts.is_some()
    }

    /// How the search turns results round for MIN, for an MCTS tree.
    #[must_use]
    pub fn mcts_scale(&self) -> Option<Scale> {
        self.mcts.as_ref().map(|counts| counts.scale)
    }

    /// `N` and `W` of `id` once `cursor` steps have been applied (zero for
    /// a node not yet in the tree, and in a tree that is not MCTS's).
    #[must_use]
    pub fn visits_at(&self, id: NodeIndex, cursor: u64) -> Visits {
        self.mcts
            .as_ref()
            .and_then(|counts| counts.visits.get(id.index()))
            .map_or_else(Visits::default, |list| list.at(cursor))
    }

    /// Iterations whose backpropagation is among the first `cursor` steps:
    /// the root's `N`.
    #[must_use]
    pub fn iterations_at(&self, cursor: u64) -> u32 {
        self.root().map_or(0, |root| self.visits_at(root, cursor).n)
    }

    /// `parent`'s children in the tree once `cursor` steps have been
    /// applied, in move order, each with its counts and UCB1 score with
    /// exploration constant `c`, from the view of the player at `parent`.
    /// At a [`crate::search::SearchEvent::Select`] of step `k`, a cursor of
    /// `k` gives the scores the choice was made on.
    #[must_use]
    pub fn ucb_at(&self, parent: NodeIndex, cursor: u64, c: Exploration) -> Vec<UcbChild> {
        let Some(scale) = self.mcts_scale() else {
            return Vec::new();
        };
        let chooser = self.player(parent);
        let parent_n = self.visits_at(parent, cursor).n;
        self.children(parent)
            .into_iter()
            .filter(|&child| {
                self.node(child)
                    .is_some_and(|node| node.is_visible_at(cursor))
            })
            .map(|child| {
                let visits = self.visits_at(child, cursor);
                UcbChild {
                    node: child,
                    visits,
                    ucb: ucb::ucb1(chooser, scale, c, parent_n, visits),
                }
            })
            .collect()
    }

    /// The child selection would pick at `parent` with the counts at
    /// `cursor`, if every move of `parent` (`move_count` of them) is in
    /// the tree by then; `None` while one is still to be expanded (the
    /// next step there is an expansion).
    #[must_use]
    pub fn selection_at(
        &self,
        parent: NodeIndex,
        cursor: u64,
        c: Exploration,
        move_count: usize,
    ) -> Option<NodeIndex> {
        let children = self.ucb_at(parent, cursor, c);
        if children.len() < move_count || children.is_empty() {
            return None;
        }
        let scale = self.mcts_scale()?;
        let picked = ucb::pick(
            self.player(parent),
            scale,
            c,
            self.visits_at(parent, cursor).n,
            children.iter().map(|child| child.visits),
        )?;
        children.get(picked).map(|child| child.node)
    }

    /// The most visited child of `id` at `cursor`, ties to the better mean
    /// for MAX, then the first ([`ucb::most_visited`]); `None` without a
    /// visited child.
    #[must_use]
    pub fn most_visited_child(&self, id: NodeIndex, cursor: u64) -> Option<NodeIndex> {
        let children: Vec<(NodeIndex, Visits)> = self
            .children(id)
            .into_iter()
            .map(|child| (child, self.visits_at(child, cursor)))
            .filter(|(_, visits)| visits.n > 0)
            .collect();
        let at = ucb::most_visited(children.iter().map(|&(_, visits)| visits))?;
        children.get(at).map(|&(child, _)| child)
    }

    /// From `from`, the most visited child, and so on while there is one:
    /// an MCTS search's principal variation.
    #[must_use]
    pub fn most_visited_line(&self, from: NodeIndex, cursor: u64) -> Vec<NodeIndex> {
        let mut line = vec![from];
        let mut at = from;
        while let Some(child) = self.most_visited_child(at, cursor) {
            line.push(child);
            at = child;
        }
        line
    }

    /// The iteration (from 1) step `step` belongs to; `None` for a step
    /// before the first or past the last recorded, or outside MCTS.
    #[must_use]
    pub fn iteration_of(&self, step: u64) -> Option<u32> {
        let counts = self.mcts.as_ref()?;
        let after = counts
            .starts
            .partition_point(|&start| u64::from(start) <= step);
        u32::try_from(after).ok().filter(|&it| it > 0)
    }

    /// The iterations recorded (the last may still be going on).
    #[must_use]
    pub fn iterations_recorded(&self) -> u32 {
        self.mcts.as_ref().map_or(0, |counts| {
            u32::try_from(counts.starts.len()).unwrap_or(u32::MAX)
        })
    }

    /// The first step of iteration `iteration` (from 1).
    #[must_use]
    pub fn iteration_start(&self, iteration: u32) -> Option<u64> {
        let counts = self.mcts.as_ref()?;
        let at = usize::try_from(iteration.checked_sub(1)?).ok()?;
        counts.starts.get(at).map(|&step| u64::from(step))
    }

    /// The playout of iteration `iteration` (from 1), once recorded.
    #[must_use]
    pub fn playout(&self, iteration: u32) -> Option<Playout> {
        let counts = self.mcts.as_ref()?;
        let at = usize::try_from(iteration.checked_sub(1)?).ok()?;
        counts.playouts.get(at).copied()
    }

    /// The step at which `phase` starts in iteration `iteration`: its first
    /// selection (the iteration's first step), its expansion, its playout
    /// or its backpropagation. An iteration without the phase (the first
    /// selects nothing; one that reached a game end expands nothing) gives
    /// its next phase's step. `None` if the iteration is not recorded that
    /// far. With [`Self::iteration_of`], what "the same phase in the
    /// previous or next iteration" jumps to.
    #[must_use]
    pub fn phase_step(&self, iteration: u32, phase: Phase) -> Option<u64> {
        let start = self.iteration_start(iteration)?;
        let playout = self.playout(iteration);
        match phase {
            Phase::Selection => Some(start),
            Phase::Expansion => {
                let simulate = u64::from(playout?.step);
                // The expansion, if any, is the step right before the playout.
                Some(if self.expanded_in(iteration) {
                    simulate - 1
                } else {
                    simulate
                })
            }
            Phase::Simulation => playout.map(|playout| u64::from(playout.step)),
            Phase::Backpropagation => playout.map(|playout| u64::from(playout.step) + 1),
        }
    }

    /// Whether iteration `iteration` added a node (its playout starts at a
    /// node born the step before).
    fn expanded_in(&self, iteration: u32) -> bool {
        self.playout(iteration).is_some_and(|playout| {
            self.node(crate::tree::node_index(playout.node))
                .is_some_and(|node| node.born + 1 == playout.step)
        })
    }

    /// The playout recorded at step `step` (its `Simulate`), if any.
    #[must_use]
    pub fn playout_at(&self, step: u64) -> Option<Playout> {
        let iteration = self.iteration_of(step)?;
        self.playout(iteration)
            .filter(|playout| u64::from(playout.step) == step)
    }

    /// Notes that `iteration` is going on at `step`.
    pub(super) fn note_iteration(&mut self, iteration: u32, step: u32) -> Result<(), TreeError> {
        let nodes = self.entered();
        let Some(counts) = self.mcts.as_mut() else {
            return Ok(());
        };
        if counts.starts.len() < iteration as usize {
            push(&mut counts.starts, step, nodes)?;
        }
        Ok(())
    }

    /// A node joined an MCTS tree: its empty list of visits.
    pub(super) fn note_expanded(&mut self) -> Result<(), TreeError> {
        let nodes = self.entered();
        if let Some(counts) = self.mcts.as_mut() {
            push(&mut counts.visits, NodeVisits::default(), nodes)?;
        }
        Ok(())
    }

    /// A playout was run.
    pub(super) fn note_playout(&mut self, playout: Playout) -> Result<(), TreeError> {
        let nodes = self.entered();
        if let Some(counts) = self.mcts.as_mut() {
            push(&mut counts.playouts, playout, nodes)?;
        }
        Ok(())
    }

    /// A playout's result went up from `node`, the end of the line being
    /// searched, to the root.
    pub(super) fn note_backpropagation(
        &mut self,
        node: NodeId,
        result: Reward,
        step: u32,
    ) -> Result<(), TreeError> {
        let nodes = self.entered();
        // The playout's node ends the line being searched.
        let end = self
            .path
            .iter()
            .rposition(|on| on.number == node)
            .ok_or(TreeError::UnknownNode(node))?;
        self.path.truncate(end + 1);
        let Some(counts) = self.mcts.as_mut() else {
            return Ok(());
        };
        for on in &self.path {
            let list = counts
                .visits
                .get_mut(on.number as usize)
                .ok_or(TreeError::UnknownNode(on.number))?;
            list.push(step, result, nodes)?;
        }
        Ok(())
    }

    /// Selection went down from `parent`, on the line being searched, to
    /// `child`, one ply below it: the line now ends there.
    pub(super) fn note_selected(&mut self, parent: NodeId, child: NodeId) -> Result<(), TreeError> {
        // The parent is on the line: its end, or the root again.
        let at = self
            .path
            .iter()
            .rposition(|on| on.number == parent)
            .ok_or(TreeError::UnknownNode(parent))?;
        self.path.truncate(at + 1);
        let stored = self.stored(child)?;
        // A child is numbered after its parent. (Its edge is not read: a
        // cache miss a selection step cannot afford; the replay tests
        // check that every selection goes to a child.)
        if child <= parent {
            return Err(TreeError::UnknownNode(child));
        }
        self.path.push(super::OnPath {
            number: child,
            stored,
        });
        Ok(())
    }

    pub(super) fn mcts_shrink_to_fit(&mut self) {
        if let Some(counts) = self.mcts.as_mut() {
            counts.shrink_to_fit();
        }
    }

    pub(super) fn mcts_allocated_bytes(&self) -> usize {
        self.mcts
            .as_ref()
            .map_or(0, |counts| counts.allocated_bytes())
    }
}
