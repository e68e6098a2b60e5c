//! `SearchTree`: the explicit search tree, the nodes the search entered
//! (`store.rs`) plus a compact range of the moves each cutoff pruned, that
//! changes only by applying [`crate::search::SearchEvent`]s (`apply.rs`).
//!
//! Every node, pruned moves included, has a number (a [`NodeIndex`] to the
//! rest of the program) in the search's pre-order; `numbers.rs` finds where
//! a number is kept. Nodes are never removed or rewritten backwards.
//!
//! [`SearchTree::node_at`] reads a node's best value and window with the one
//! backup rule (`search/backup.rs`); `recorded_steps_replay_the_live_events`
//! (`tests/library/search_properties.rs`) keeps it equal to the stepper's. Each carries the step that
//! created it and the step that finished it, so the tree as it stood at any
//! earlier step is read by filtering on a cursor ([`SearchTree::node_at`]):
//! stepping back costs nothing and needs no undo log.

mod apply;
mod node;
mod numbered_graph;
mod numbers;
mod store;
mod visits;

use petgraph::graph::NodeIndex;

pub use node::{KnuthType, NodeAt, NodeKind, NodeStatus, OPEN, TreeNode};
pub use numbered_graph::{NumberedEdges, NumberedGraph, NumberedNode, NumberedNodes};
pub use numbers::{Nodes, layout_node, node_id, node_index};

use crate::game::{MoveCode, Score};
use crate::search::{
    Average, Bound, Cutoff, CutoffKind, NodeId, Player, Running, TieRule, keeps_the_first,
};
use numbers::Slot;
use store::Store;
use visits::MctsCounts;
pub use visits::{Playout, UcbChild};

/// An event that does not fit the tree built so far: a bug in whatever
/// produced the events, reported instead of corrupting the tree.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum TreeError {
    /// An event creates node `got` where node `expected` comes next.
    #[error("{}", crate::tr!("errs-tree-out-of-order", got = .got.to_string(), expected = .expected.to_string()))]
    OutOfOrder {
        /// The next free node number.
        expected: NodeId,
        /// The number in the event.
        got: NodeId,
    },
    /// An event names a node the tree does not have.
    #[error("{}", crate::tr!("errs-tree-unknown-node", node = .0.to_string()))]
    UnknownNode(NodeId),
    /// The tree cannot grow: the memory it needs next cannot be reserved.
    #[error("{}", crate::tr!("errs-tree-out-of-memory", nodes = *.nodes, bytes = *.bytes))]
    OutOfMemory {
        /// Nodes in the tree when it ran out.
        nodes: usize,
        /// The bytes it asked for.
        bytes: usize,
    },
    /// The tree's graph cannot number one more node with its `u32` indices.
    #[error("{}", crate::tr!("errs-tree-full", nodes = *.0))]
    Full(usize),
    /// A cutoff event and its list of pruned moves disagree.
    #[error("{}", crate::tr!("errs-tree-pruned-mismatch", announced = *.announced, given = *.given))]
    PrunedMismatch {
        /// The count in the event.
        announced: u16,
        /// The moves supplied.
        given: usize,
    },
}

/// How a finished search ended, as recorded by
/// [`crate::search::SearchEvent::Done`].
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

/// The moves one cutoff pruned, kept as a range instead of a node each.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PrunedRange {
    /// The number of the node that was cut.
    pub node: NodeId,
    /// The number of the first pruned move; the others follow.
    pub first: NodeId,
    /// Entered nodes stored when the cutoff happened: the storage indices of
    /// nodes entered later are past the pruned moves' numbers.
    pub stored_before: u32,
    /// The step of the cutoff.
    pub step: u32,
    /// Where its moves start in the tree's list of pruned moves, which is
    /// also how many moves earlier cutoffs pruned.
    pub start: u32,
    /// How many moves it pruned.
    pub count: u16,
    /// The pruned moves' ply.
    pub ply: u8,
}

/// A node on the line being searched: its number and where it is stored.
#[derive(Clone, Copy, Debug)]
struct OnPath {
    number: NodeId,
    stored: NodeIndex,
}

/// The explicit tree of one search.
///
/// [`SearchTree::apply`] is the only way it changes: each event is applied
/// with its step number, and every node is stamped with the steps that
/// created and finished it, so [`SearchTree::node_at`] reads any node as it
/// stood at any earlier step.
///
/// ```
/// use gametree::search::{SearchOptions, Stepper};
/// use gametree::textbook::TextbookTree;
/// use gametree::tree::{NodeStatus, SearchTree};
///
/// let game = TextbookTree::parse("[[3,12,8],[2,4,6],[14,5,2]]")?;
/// let options = SearchOptions { depth: 2, ..SearchOptions::default() };
/// let mut stepper = Stepper::new(&game, options);
/// let mut tree = SearchTree::new(options.window());
/// let mut step = 0;
/// while let Some(event) = stepper.step(&game) {
///     tree.apply(&event, stepper.last_pruned(), step)?;
///     step += 1;
/// }
/// assert_eq!(tree.outcome().map(|outcome| outcome.value), Some(3));
///
/// let root = tree.root().ok_or("the root was entered")?;
/// let middle = tree.children(root)[1];
/// // The middle MIN node after its first leaf (step 17) and after its cutoff (step 18).
/// let before = tree.node_at(middle, 17).ok_or("a node")?;
/// let after = tree.node_at(middle, 18).ok_or("a node")?;
/// assert_eq!((before.best, before.cutoff.is_some()), (Some(2), false));
/// assert!(after.cutoff.is_some());
/// // Its last two moves were pruned: they are children, never visited.
/// let pruned: Vec<_> = tree.children(middle).into_iter().skip(1).collect();
/// assert_eq!(pruned.len(), 2);
/// for node in pruned {
///     assert_eq!(tree.node_at(node, step.into()).map(|at| at.status), Some(NodeStatus::Pruned));
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct SearchTree {
    /// The entered nodes, in the order they were entered, and an edge
    /// from each to each child it entered.
    stored: Store,
    /// The cutoff convention of a search with an `[α, β]` window.
    window: Option<Cutoff>,
    /// The entered nodes whose player is not the one alternation gives at
    /// their ply (MAX at even plies), in number order: empty unless the
    /// game names players (a textbook tree with `min[…]` under MIN), so the
    /// nodes themselves stay 24 bytes.
    off_beat: Vec<NodeId>,
    outcome: Option<TreeOutcome>,
    /// The quiescence nodes (entered with no depth left and moves to
    /// search), in number order.
    quiescent: Vec<NodeId>,
    /// The stand-pats of quiescence nodes, `(node, value)` in number order;
    /// each is the step after its node's `Enter`.
    stand_pats: Vec<(NodeId, Score)>,
    /// The cutoffs, in search (and number) order.
    cutoffs: Vec<PrunedRange>,
    /// The moves of `cutoffs`, 2 bytes each.
    pruned_moves: Vec<MoveCode>,
    /// The line being searched, by ply, so that recording finds the nodes
    /// its events name at once.
    path: Vec<OnPath>,
    /// The entered nodes that search their move a second time (PVS's
    /// re-searches, right after the probe of the same move), in number order.
    re_searches: Vec<NodeId>,
    /// The chance nodes, `(node, total weight of its outcomes)`, in number
    /// order: empty unless the search averages over chance.
    chance: Vec<(NodeId, u16)>,
    /// The outcomes entered under chance nodes, `(node, weight)`, in
    /// number order.
    weights: Vec<(NodeId, u16)>,
    /// Star1's bounds on the leaves' values, which its chance nodes'
    /// cutoffs are read with (`±∞` when none are known).
    bounds: (Score, Score),
    /// Monte Carlo tree search's counts (`visits.rs`); `None` for every
    /// other search.
    mcts: Option<Box<MctsCounts>>,
    /// Which of two children of equal value the search took: its
    /// algorithm's rule ([`Self::with_tie_rule`]), read by [`Self::node_at`].
    tie_rule: TieRule,
}

impl SearchTree {
    /// An empty tree for a search with an `[α, β]` window and this cutoff
    /// convention (alpha-beta forms: [`SearchOptions::window`]) or without
    /// one (`None`).
    ///
    /// [`SearchOptions::window`]: crate::search::SearchOptions::window
    #[must_use]
    pub fn new(window: Option<Cutoff>) -> Self {
        Self {
            stored: Store::default(),
            window,
            off_beat: Vec::new(),
            outcome: None,
            quiescent: Vec::new(),
            stand_pats: Vec::new(),
            cutoffs: Vec::new(),
            pruned_moves: Vec::new(),
            path: Vec::new(),
            re_searches: Vec::new(),
            chance: Vec::new(),
            weights: Vec::new(),
            bounds: (-crate::game::INFINITY, crate::game::INFINITY),
            mcts: None,
            tie_rule: keeps_the_first,
        }
    }

    /// Whether `id` searches its move a second time: PVS's re-search, the
    /// next sibling of the null-window probe of the same move.
    #[must_use]
    pub fn is_re_search(&self, id: NodeIndex) -> bool {
        self.re_searches.binary_search(&node_id(id)).is_ok()
    }

    /// The re-searches entered by step `cursor` (all of them for `u64::MAX`).
    #[must_use]
    pub fn re_searches_at(&self, cursor: u64) -> usize {
        self.re_searches
            .iter()
            .filter(|&&number| {
                self.node(node_index(number))
                    .is_some_and(|node| node.is_visible_at(cursor))
            })
            .count()
    }

    /// The re-search of `id`, if `id` was PVS's null-window probe of a move
    /// that was then searched again (its next sibling).
    #[must_use]
    pub fn re_search_of(&self, id: NodeIndex) -> Option<NodeIndex> {
        if self.re_searches.is_empty() {
            return None;
        }
        let parent = self.parent(id)?;
        let children = self.children(parent);
        let at = children.iter().position(|&child| child == id)?;
        let next = *children.get(at + 1)?;
        self.is_re_search(next).then_some(next)
    }

    /// `id`'s children, one per move: a move searched twice (PVS's probe,
    /// then its re-search) is represented by its re-search, which has the
    /// last word on it. [`Self::children`] lists both.
    #[must_use]
    pub fn move_children(&self, id: NodeIndex) -> Vec<NodeIndex> {
        let children = self.children(id);
        if self.re_searches.is_empty() {
            return children;
        }
        let searched_again: Vec<bool> = children
            .iter()
            .skip(1)
            .map(|&next| self.is_re_search(next))
            .chain([false])
            .collect();
        children
            .into_iter()
            .zip(searched_again)
            .filter_map(|(child, again)| (!again).then_some(child))
            .collect()
    }

    /// What `id`'s value says of its move, once finished: its own bound,
    /// except that a PVS probe's value is only the bound its null window
    /// gives it ([`Self::probe_bound`]), and a re-search and its probe that
    /// bound the same value from both sides (the probe failed high at 3,
    /// the re-search low at 3) make it exact.
    #[must_use]
    pub fn move_bound(&self, id: NodeIndex) -> Option<Bound> {
        let node = self.node(id)?;
        let own = node.bound()?;
        if let Some(probed) = self.probe_bound(id) {
            return Some(probed);
        }
        if own == Bound::Exact || !self.is_re_search(id) {
            return Some(own);
        }
        let pinned = self.previous_sibling(id).is_some_and(|probe| {
            self.node(probe)
                .is_some_and(|probe| probe.value == node.value)
                && self.move_bound(probe).is_some_and(|bound| bound != own)
        });
        Some(if pinned { Bound::Exact } else { own })
    }

    /// What PVS knows of a finished null-window probe `id`: the bound its
    /// window gives its value, whatever its node saw below it; `None` for a
    /// node that is no probe, or a probe answered by a leaf or an exact
    /// table hit, which PVS takes as exact (and does not search again).
    #[must_use]
    pub fn probe_bound(&self, id: NodeIndex) -> Option<Bound> {
        let node = self.node(id)?;
        let answered_exactly = matches!(node.kind, NodeKind::Leaf(_) | NodeKind::TtExact);
        (self.is_probe(id) && !answered_exactly)
            .then(|| Bound::classify(node.value, node.alpha, node.beta))
    }

    /// Whether `id` is one of PVS's null-window probes
    /// ([`crate::search::is_null_window_probe`]): a move of a MAX or MIN
    /// node entered with a window one unit wide inside its parent's, and
    /// not a re-search. Constant time: root moves ask it of every move.
    #[must_use]
    pub fn is_probe(&self, id: NodeIndex) -> bool {
        let (Some(parent), Some(node)) = (self.parent(id), self.node(id)) else {
            return false;
        };
        let Some(entered) = self.node(parent) else {
            return false;
        };
        crate::search::is_null_window_probe(
            (node.alpha, node.beta),
            self.player(parent),
            (entered.alpha, entered.beta),
        ) && self.chance_total(parent).is_none()
            && !self.is_re_search(id)
    }

    /// The child before `id` in its parent's list.
    #[must_use]
    pub fn previous_sibling(&self, id: NodeIndex) -> Option<NodeIndex> {
        let parent = self.parent(id)?;
        let children = self.children(parent);
        let at = children.iter().position(|&child| child == id)?;
        at.checked_sub(1)
            .and_then(|before| children.get(before).copied())
    }

    /// The position of `id`'s move in its parent's (ordered) move list: its
    /// place among its siblings, a re-search counted with its probe.
    #[must_use]
    pub fn move_index(&self, id: NodeIndex) -> usize {
        let Some(parent) = self.parent(id) else {
            return 0;
        };
        let children = self.children(parent);
        let at = children.iter().position(|&child| child == id).unwrap_or(0);
        let repeats = children[..=at]
            .iter()
            .filter(|&&child| self.is_re_search(child))
            .count();
        at - repeats
    }

    /// The tree as a petgraph graph, for petgraph's own tools: a view
    /// ([`NumberedGraph`]) whose node ids are the node numbers the rest of
    /// the program uses, pruned moves included, with an edge from each node
    /// to each of its children. A node's children are listed last first, as
    /// petgraph's `Graph` lists a node's edges newest first, so a
    /// depth-first walk (which stacks them) visits them in search order.
    ///
    /// AIMA's tree searched by alpha-beta has 13 nodes: it enters 11 and
    /// prunes 2 moves (the second MIN node's 4 and 6, after its 2 ≤ α = 3):
    ///
    /// ```
    /// use gametree::search::{SearchOptions, Stepper};
    /// use gametree::textbook::TextbookTree;
    /// use gametree::tree::{NodeKind, SearchTree};
    /// use petgraph::dot::{Config, Dot};
    /// use petgraph::graph::NodeIndex;
    /// use petgraph::visit::{Dfs, EdgeCount, NodeCount};
    ///
    /// let game = TextbookTree::parse("[[3,12,8],[2,4,6],[14,5,2]]")?;
    /// let options = SearchOptions { depth: 2, ..SearchOptions::default() };
    /// let mut stepper = Stepper::new(&game, options);
    /// let mut tree = SearchTree::new(options.window());
    /// let mut step = 0;
    /// while let Some(event) = stepper.step(&game) {
    ///     tree.apply(&event, stepper.last_pruned(), step)?;
    ///     step += 1;
    /// }
    /// let graph = tree.graph();
    /// assert_eq!((graph.node_count(), graph.edge_count()), (13, 12));
    ///
    /// // Depth first from the root: the search's own order, every number in
    /// // turn. The values are the root's 3, the first MIN node's 3 and leaves
    /// // 3, 12, 8, the second's 2 (its one leaf, then its pruned 7 and 8),
    /// // the third's 2 and leaves 14, 5, 2.
    /// let mut dfs = Dfs::new(graph, NodeIndex::new(0));
    /// let mut numbers = Vec::new();
    /// while let Some(id) = dfs.next(graph) {
    ///     numbers.push(id.index());
    /// }
    /// assert_eq!(numbers, (0..13).collect::<Vec<_>>());
    /// let pruned: Vec<NodeIndex> = tree.nodes()
    ///     .filter(|(_, node)| node.kind == NodeKind::Pruned)
    ///     .map(|(id, _)| id)
    ///     .collect();
    /// assert_eq!(pruned, [NodeIndex::new(7), NodeIndex::new(8)]);
    ///
    /// // Graphviz's DOT, each node labelled with its value, a pruned move
    /// // with a cross.
    /// let dot = format!(
    ///     "{:?}",
    ///     Dot::with_attr_getters(
    ///         graph,
    ///         &[Config::EdgeNoLabel, Config::NodeNoLabel],
    ///         &|_, _| String::new(),
    ///         &|_, node| match node.node.kind {
    ///             NodeKind::Pruned => "label = \"×\"".to_owned(),
    ///             _ => format!("label = \"{}\"", node.node.value),
    ///         },
    ///     )
    /// );
    /// let lines: Vec<&str> = dot.lines().map(str::trim).collect();
    /// assert_eq!(lines.iter().filter(|line| line.contains("label")).count(), 13);
    /// assert_eq!(lines.iter().filter(|line| line.contains("->")).count(), 12);
    /// // The second MIN node (number 5): its leaf 2 (number 6) and the two
    /// // moves it pruned (7 and 8), under the numbers the program shows.
    /// assert!(lines.contains(&"5 [ label = \"2\"]"));
    /// assert!(lines.contains(&"7 [ label = \"×\"]"));
    /// for edge in ["5 -> 6 [ ]", "5 -> 7 [ ]", "5 -> 8 [ ]"] {
    ///     assert!(lines.contains(&edge));
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn graph(&self) -> NumberedGraph<'_> {
        NumberedGraph::new(self)
    }

    /// The cutoffs in search order.
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

    /// The range of moves a cutoff pruned at `id`, if one did.
    #[must_use]
    pub fn pruned_of(&self, id: NodeIndex) -> Option<&PrunedRange> {
        let number = node_id(id);
        let Some(Slot::Stored(stored)) = self.slot(number) else {
            return None;
        };
        let finished = self.stored.get(stored)?.finished;
        // A cutoff is always followed by its node's finish, one step later:
        // the node's cutoff, if it had one, is the one at the step before
        // its finish, or the latest one while it has not finished.
        let candidate = if finished == OPEN {
            self.cutoffs.last()
        } else {
            let step = finished.checked_sub(1)?;
            self.cutoffs
                .get(self.cutoffs.partition_point(|range| range.step < step))
        };
        candidate.filter(|range| range.node == number)
    }

    /// The stand-pat of `id`, if it is a quiescence node that stood pat:
    /// its own static value, taken at the step after it was entered.
    #[must_use]
    pub fn stand_pat(&self, id: NodeIndex) -> Option<Score> {
        let number = node_id(id);
        let at = self
            .stand_pats
            .binary_search_by_key(&number, |&(node, _)| node)
            .ok()?;
        self.stand_pats.get(at).map(|&(_, value)| value)
    }

    /// Whether the search went past the depth limit anywhere (quiescence).
    #[must_use]
    pub fn has_quiescence(&self) -> bool {
        !self.quiescent.is_empty()
    }

    /// Whether `id` belongs to quiescence: a node entered with no depth
    /// left that searched captures or evasions, or a child of one.
    #[must_use]
    pub fn is_quiescent(&self, id: NodeIndex) -> bool {
        let quiescent = |id: NodeIndex| self.quiescent.binary_search(&node_id(id)).is_ok();
        !self.quiescent.is_empty() && (quiescent(id) || self.parent(id).is_some_and(quiescent))
    }

    /// How many moves `id` had: searched ones and pruned ones.
    #[must_use]
    pub fn move_count(&self, id: NodeIndex) -> usize {
        let searched = match self.slot_of(id) {
            Some(Slot::Stored(stored)) => self.stored.child_count(stored),
            _ => 0,
        };
        let repeats = if self.re_searches.is_empty() {
            0
        } else {
            self.children(id)
                .into_iter()
                .filter(|&child| self.is_re_search(child))
                .count()
        };
        let searched = searched - repeats;
        searched
            + self
                .pruned_of(id)
                .map_or(0, |range| usize::from(range.count))
    }

    /// Number of nodes, pruned moves included.
    #[must_use]
    pub fn len(&self) -> usize {
        self.stored.len() + self.pruned_moves.len()
    }

    /// Number of nodes the search entered: [`Self::len`] without the
    /// pruned moves.
    #[must_use]
    pub fn entered(&self) -> usize {
        self.stored.len()
    }

    /// Whether the search has not entered the root yet.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.stored.len() == 0
    }

    /// The root, once entered.
    #[must_use]
    pub fn root(&self) -> Option<NodeIndex> {
        (!self.is_empty()).then(|| NodeIndex::new(0))
    }

    /// The node numbered `id` by the search (a pruned move too).
    #[must_use]
    pub fn node(&self, id: NodeIndex) -> Option<TreeNode> {
        match self.slot_of(id)? {
            Slot::Stored(stored) => self.stored.get(stored).copied(),
            Slot::Pruned { range, index } => {
                let range = self.cutoffs.get(range)?;
                let mv = *self.pruned_moves(range).get(usize::from(index))?;
                Some(Self::pruned_node(range, mv))
            }
        }
    }

    /// How the search ended, once it has.
    #[must_use]
    pub fn outcome(&self) -> Option<TreeOutcome> {
        self.outcome
    }

    /// Whether the tree belongs to a search with an `[α, β]` window.
    #[must_use]
    pub fn prunes(&self) -> bool {
        self.window.is_some()
    }

    /// The cutoff convention, if the search has an `[α, β]` window.
    #[must_use]
    pub fn window(&self) -> Option<Cutoff> {
        self.window
    }

    /// An empty tree for a search with `options`: its window
    /// ([`Self::new`]) and its algorithm's tie rule, so that the tree reads
    /// each node's best child as the search chose it.
    #[must_use]
    pub fn for_search(options: &crate::search::SearchOptions) -> Self {
        Self {
            tie_rule: options.algorithm.descriptor().tie_rule,
            ..Self::new(options.window())
        }
    }

    /// The same empty tree for a search whose leaves lie within `bounds`
    /// (Star1's, [`crate::search::leaf_bounds`]).
    #[must_use]
    pub fn with_bounds(mut self, bounds: (Score, Score)) -> Self {
        self.bounds = bounds;
        self
    }

    /// The bounds the search's leaves lie within (`±∞` if unknown).
    #[must_use]
    pub fn bounds(&self) -> (Score, Score) {
        self.bounds
    }

    /// The total weight of the outcomes of `id`, if it is a chance node
    /// that was searched by averaging.
    #[must_use]
    pub fn chance_total(&self, id: NodeIndex) -> Option<u16> {
        let number = node_id(id);
        self.chance
            .binary_search_by_key(&number, |&(node, _)| node)
            .ok()
            .and_then(|at| self.chance.get(at))
            .map(|&(_, total)| total)
    }

    /// The weight of `id` among its chance parent's outcomes, if its
    /// parent is a chance node (its probability is this over the parent's
    /// [`Self::chance_total`]).
    #[must_use]
    pub fn chance_weight(&self, id: NodeIndex) -> Option<u16> {
        let number = node_id(id);
        self.weights
            .binary_search_by_key(&number, |&(node, _)| node)
            .ok()
            .and_then(|at| self.weights.get(at))
            .map(|&(_, weight)| weight)
    }

    /// Whether the node numbered `number` is a chance node.
    fn is_chance_number(&self, number: NodeId) -> bool {
        self.chance
            .binary_search_by_key(&number, |&(node, _)| node)
            .is_ok()
    }

    /// Whether the search met any chance node.
    #[must_use]
    pub fn has_chance(&self) -> bool {
        !self.chance.is_empty()
    }

    /// What `id` does with its children's values: MAX, MIN or CHANCE.
    #[must_use]
    pub fn role(&self, id: NodeIndex) -> crate::game::Role {
        crate::game::Role::of(self.player(id), self.chance_total(id).is_some())
    }

    /// Who moves at `id`, as the search entered it (see
    /// [`crate::search::mover`]); a pruned move was never entered, and is
    /// taken to be the other player than its parent's. MAX if `id` is not
    /// in the tree.
    #[must_use]
    pub fn player(&self, id: NodeIndex) -> Player {
        match self.slot_of(id) {
            Some(Slot::Stored(stored)) => {
                let Some(node) = self.stored.get(stored) else {
                    return Player::Max;
                };
                let alternating = Player::at_ply(node.ply);
                let number = node_id(id);
                if !self.off_beat.is_empty() && self.off_beat.binary_search(&number).is_ok() {
                    alternating.other()
                } else {
                    alternating
                }
            }
            Some(Slot::Pruned { .. }) => self
                .parent(id)
                .map_or(Player::Max, |parent| self.player(parent).other()),
            None => Player::Max,
        }
    }

    /// The node's Knuth–Moore type ([`TreeNode::knuth_type`]), if it has one.
    #[must_use]
    pub fn knuth_type(&self, id: NodeIndex) -> Option<KnuthType> {
        self.node(id)?.knuth_type(self.player(id))
    }

    /// The parent of `id`, `None` for the root.
    #[must_use]
    pub fn parent(&self, id: NodeIndex) -> Option<NodeIndex> {
        match self.slot_of(id)? {
            Slot::Stored(stored) => self
                .stored
                .parent(stored)
                .map(|parent| self.number_of(parent)),
            Slot::Pruned { range, .. } => {
                self.cutoffs.get(range).map(|range| node_index(range.node))
            }
        }
    }

    /// The children of `id` in search order, pruned moves last.
    #[must_use]
    pub fn children(&self, id: NodeIndex) -> Vec<NodeIndex> {
        let Some(Slot::Stored(stored)) = self.slot_of(id) else {
            return Vec::new();
        };
        let mut children: Vec<NodeIndex> = self
            .stored
            .children(stored)
            .into_iter()
            .map(|child| self.number_of(child))
            .collect();
        if let Some(range) = self.pruned_of(id) {
            let first = range.first as usize;
            children.extend((first..first + usize::from(range.count)).map(NodeIndex::new));
        }
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

    fn slot_of(&self, id: NodeIndex) -> Option<Slot> {
        self.slot(node_id(id))
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
        let player = self.player(id);
        let mut at = NodeAt {
            status,
            alpha: node.alpha,
            beta: node.beta,
            best: None,
            best_child: None,
            cutoff: None,
        };
        if !node.kind.is_inner() {
            return Some(at);
        }
        let cut = self
            .pruned_of(id)
            .is_some_and(|range| u64::from(range.step) < cursor);
        if cut {
            at.cutoff = Some(CutoffKind::at(player));
        }
        let Some(Slot::Stored(stored)) = self.slot_of(id) else {
            return Some(at);
        };
        if self.chance_total(id).is_some() {
            return Some(self.average_at(id, at, cut, cursor));
        }
        let mut running = Running::entered(node.alpha, node.beta);
        if let Some(value) = self.stand_pat(id)
            && u64::from(node.born) + 1 < cursor
        {
            running = running.back_up(player, self.window, value).running;
        }
        let mut best_stored = None;
        for child_index in self.stored.children(stored) {
            let Some(child) = self.stored.get(child_index) else {
                continue;
            };
            if !child.is_backed_up_at(cursor) {
                continue;
            }
            let backed = running.back_up_with_ties(
                player,
                self.window,
                child.value,
                best_stored.is_some(),
                || (self.tie_rule)(node_id(id), node_id(self.number_of(child_index))),
            );
            if backed.improved {
                best_stored = Some(child_index);
            }
            running = backed.running;
        }
        at.best = running.best;
        at.best_child = best_stored.map(|child| self.number_of(child));
        at.alpha = running.alpha;
        at.beta = running.beta;
        Some(at)
    }

    /// The average of chance node `id` as it stands at `cursor`: the
    /// outcomes backed up by then folded by the one rule ([`Average`]) the
    /// search applied, with the weight still to come; `None` if `id` is no
    /// chance node, and the count of outcomes backed up.
    #[must_use]
    pub fn average(&self, id: NodeIndex, cursor: u64) -> Option<(Average, usize)> {
        let total = self.chance_total(id)?;
        let Some(Slot::Stored(stored)) = self.slot_of(id) else {
            return None;
        };
        let mut average = Average::entered(total);
        let mut backed = 0;
        for child_index in self.stored.children(stored) {
            let Some(child) = self.stored.get(child_index) else {
                continue;
            };
            if !child.is_backed_up_at(cursor) {
                continue;
            }
            let weight = self.chance_weight(self.number_of(child_index)).unwrap_or(0);
            average = average.back_up(weight, child.value);
            backed += 1;
        }
        Some((average, backed))
    }

    /// A chance node as it stands at `cursor`: its weighted sum so far
    /// ([`Self::average`]); after a Star1 cutoff, the bound it returned and
    /// the kind of cutoff.
    fn average_at(&self, id: NodeIndex, mut at: NodeAt, cut: bool, cursor: u64) -> NodeAt {
        let Some((average, backed)) = self.average(id, cursor) else {
            return at;
        };
        at.best = (backed > 0).then(|| average.value());
        if cut && let Some((kind, bound)) = average.cut((at.alpha, at.beta), self.bounds) {
            at.cutoff = Some(kind);
            at.best = Some(bound);
        }
        at
    }

    /// The principal variation as it stands at `cursor`: from the root,
    /// the best child backed up so far, as long as there is one.
    /// For Monte Carlo tree search, the most visited line
    /// ([`Self::most_visited_line`]).
    #[must_use]
    pub fn principal_variation(&self, cursor: u64) -> Vec<NodeIndex> {
        let Some(root) = self.root() else {
            return Vec::new();
        };
        if self.is_mcts() {
            return self.most_visited_line(root, cursor);
        }
        self.best_line(root, cursor)
    }

    /// The line the search expects from `from` as it stands at `cursor`:
    /// `from`, then the best child backed up so far, and so on, as long as
    /// there is one. From a root move, the moves after it are its line, and
    /// the first of them is the reply that gave it its value.
    #[must_use]
    pub fn best_line(&self, from: NodeIndex, cursor: u64) -> Vec<NodeIndex> {
        let mut line = Vec::new();
        let mut at = Some(from);
        while let Some(node) = at {
            line.push(node);
            at = self
                .node_at(node, cursor)
                .and_then(|state| state.best_child);
        }
        line
    }

    /// Gives back the spare capacity the tree grew while the search ran.
    pub fn shrink_to_fit(&mut self) {
        self.stored.shrink_to_fit();
        self.path = Vec::new();
        self.cutoffs.shrink_to_fit();
        self.pruned_moves.shrink_to_fit();
        self.re_searches.shrink_to_fit();
        self.quiescent.shrink_to_fit();
        self.stand_pats.shrink_to_fit();
        self.mcts_shrink_to_fit();
    }

    /// Bytes the tree has allocated: the stored nodes' capacity, the
    /// cutoffs and the pruned moves.
    #[must_use]
    pub fn allocated_bytes(&self) -> usize {
        self.stored.allocated_bytes()
            + self.cutoffs.capacity() * std::mem::size_of::<PrunedRange>()
            + self.pruned_moves.capacity() * std::mem::size_of::<MoveCode>()
            + self.path.capacity() * std::mem::size_of::<OnPath>()
            + self.re_searches.capacity() * std::mem::size_of::<NodeId>()
            + self.quiescent.capacity() * std::mem::size_of::<NodeId>()
            + self.stand_pats.capacity() * std::mem::size_of::<(NodeId, Score)>()
            + self.mcts_allocated_bytes()
    }

    /// Bytes an entered node takes: petgraph's node around the 24-byte
    /// [`TreeNode`], and the edge from its parent.
    #[must_use]
    pub fn bytes_per_node() -> usize {
        Store::BYTES_PER_NODE
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::INFINITY;
    use crate::search::{SearchEvent, SearchOptions, Stepper};
    use crate::textbook::TextbookTree;

    #[test]
    fn nodes_stay_small() {
        assert_eq!(std::mem::size_of::<TreeNode>(), 24);
        assert_eq!(std::mem::size_of::<PrunedRange>(), 24);
        assert_eq!(SearchTree::bytes_per_node(), 48);
    }

    #[test]
    fn events_out_of_order_are_refused() {
        let mut tree = SearchTree::new(Some(Cutoff::Ge));
        let enter = |node, parent| SearchEvent::Enter {
            node,
            parent,
            mv: MoveCode(0),
            move_index: 0,
            ply: 0,
            player: Player::Max,
            depth_left: 1,
            alpha: -INFINITY,
            beta: INFINITY,
            move_count: 1,
            chance: 0,
            weight: 0,
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

    /// Records a whole search of `text` with `options`.
    fn recorded(text: &str, options: SearchOptions) -> SearchTree {
        let game = TextbookTree::parse(text).unwrap();
        let mut stepper = Stepper::new(&game, options);
        let mut tree = SearchTree::new(options.window());
        let mut step = 0;
        while let Some(event) = stepper.step(&game) {
            tree.apply(&event, stepper.last_pruned(), step).unwrap();
            step += 1;
        }
        tree
    }

    #[test]
    fn pruned_moves_are_numbered_nodes_kept_as_ranges() {
        // Classic: alpha-beta prunes 4 and 6 under the second MIN node (its
        // first leaf, 2, is ≤ α = 3); the third MIN node finds its 2 only
        // last, so there is one cutoff of 2 moves.
        let tree = recorded(
            "[[3,12,8],[2,4,6],[14,5,2]]",
            SearchOptions {
                depth: 2,
                ..SearchOptions::default()
            },
        );
        // Root, 3 MIN nodes, 3 + 1 + 3 leaves entered, 2 pruned moves.
        assert_eq!(tree.entered(), 11);
        assert_eq!(tree.len(), 13);
        assert_eq!(tree.pruned_ranges().len(), 1);
        let second = tree.children(NodeIndex::new(0))[1];
        let children = tree.children(second);
        assert_eq!(children.len(), 3);
        let kinds: Vec<NodeKind> = children
            .iter()
            .map(|&child| tree.node(child).unwrap().kind)
            .collect();
        assert!(matches!(kinds[0], NodeKind::Leaf(_)));
        assert_eq!(&kinds[1..], &[NodeKind::Pruned, NodeKind::Pruned]);
        for &child in &children {
            assert_eq!(tree.parent(child), Some(second));
        }
        // The third MIN node is entered after the pruned moves' numbers.
        let third = tree.children(NodeIndex::new(0))[2];
        assert_eq!(third.index(), children[2].index() + 1);
        // Fail-soft: MIN 3 searched all its leaves, so it is exact (2)
        // though 2 ≤ α = 3, as AIMA's Fig. 5.5 has it.
        assert_eq!(tree.node(third).unwrap().kind, NodeKind::InnerExact);
        assert_eq!(tree.move_count(second), 3);
    }

    #[test]
    fn a_cut_node_finds_its_range_at_every_step_of_the_recording() {
        // By hand: the first MIN node is worth 8; each of the other three
        // has its first MAX child come back at most 8 (clamped to α = 8),
        // so β = 8 = α and its second child is pruned: three cutoffs. The
        // tree is read after every step, so also between a cutoff and its
        // node's finish, where the node is still open.
        let text = "[[[1,9],[8,2]],[[3,7],[4,6]],[[5,5],[9,1]],[[2,8],[7,3]]]";
        let game = TextbookTree::parse(text).unwrap();
        let options = SearchOptions::default();
        let mut stepper = Stepper::new(&game, options);
        let mut tree = SearchTree::new(options.window());
        let mut cut = Vec::new();
        let mut step = 0;
        while let Some(event) = stepper.step(&game) {
            tree.apply(&event, stepper.last_pruned(), step).unwrap();
            if let SearchEvent::Cutoff {
                node,
                first_pruned,
                pruned,
                ..
            } = event
            {
                cut.push((node, first_pruned, pruned));
            }
            for id in (0..tree.len()).map(NodeIndex::new) {
                let expected = cut
                    .iter()
                    .find(|&&(node, ..)| node as usize == id.index())
                    .map(|&(_, first, count)| (first, count));
                let found = tree.pruned_of(id).map(|range| (range.first, range.count));
                assert_eq!(found, expected, "node {} after step {step}", id.index());
            }
            step += 1;
        }
        assert_eq!(cut.len(), 3);
    }

    #[test]
    fn every_walk_agrees_with_node_and_parent() {
        let tree = recorded(
            "[[[1,9],[8,2]],[[3,7],[4,6]],[[5,5],[9,1]],[[2,8],[7,3]]]",
            SearchOptions::default(),
        );
        assert!(!tree.pruned_ranges().is_empty());
        let all: Vec<(NodeIndex, TreeNode)> = tree.nodes().collect();
        assert_eq!(all.len(), tree.len());
        for (number, &(id, node)) in all.iter().enumerate() {
            assert_eq!(id.index(), number);
            assert_eq!(tree.node(id), Some(node));
            assert_eq!(tree.nodes_from(number).next(), Some((id, node)));
            for child in tree.children(id) {
                assert_eq!(tree.parent(child), Some(id), "child {child:?} of {id:?}");
            }
            let born = u64::from(node.born);
            assert!(tree.visible_count(born) <= number);
            assert!(tree.visible_count(born + 1) > number);
        }
        assert_eq!(tree.node(NodeIndex::new(tree.len())), None);
    }
}
