//! What the tree stores per node: 24 bytes, stamped with the steps that
//! created and finished it, so any earlier step can be shown without undoing.

use crate::game::{MoveCode, Score};
use crate::search::{Bound, CutoffKind, LeafReason, Player};

/// `finished` of a node that has not finished (yet, or ever).
pub const OPEN: u32 = u32::MAX;

/// What kind of node the search made of it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum NodeKind {
    /// A node whose moves were searched (or are being searched).
    Inner,
    /// An inner node whose value is exact although it lies on or outside
    /// its window: it searched every move, its best child was exact and no
    /// other child could beat it, and fail-hard did not clamp it (fail-soft
    /// `classic`'s MIN 3 returns 2 under α = 3, as AIMA Fig. 5.5 shows).
    InnerExact,
    /// A node scored without searching its moves.
    Leaf(LeafReason),
    /// A node answered by the transposition table with an exact value.
    TtExact,
    /// A node answered by the transposition table with a lower bound.
    TtLower,
    /// A node answered by the transposition table with an upper bound.
    TtUpper,
    /// A move skipped by a cutoff: never visited.
    Pruned,
}

// One byte: the table's bound is spelled out in the variants, because an enum
// with two variants carrying data (`Leaf(..)`, `TtHit(Bound)`) takes two.
const _: () = assert!(std::mem::size_of::<NodeKind>() == 1);

impl NodeKind {
    /// The kind of a node answered by the transposition table.
    #[must_use]
    pub fn tt_hit(bound: Bound) -> Self {
        match bound {
            Bound::Exact => Self::TtExact,
            Bound::Lower => Self::TtLower,
            Bound::Upper => Self::TtUpper,
        }
    }

    /// Whether the node searched its moves ([`Self::Inner`] or
    /// [`Self::InnerExact`]).
    #[must_use]
    pub fn is_inner(self) -> bool {
        matches!(self, Self::Inner | Self::InnerExact)
    }

    /// The table's bound, if this is a transposition-table hit.
    #[must_use]
    pub fn tt_bound(self) -> Option<Bound> {
        match self {
            Self::TtExact => Some(Bound::Exact),
            Self::TtLower => Some(Bound::Lower),
            Self::TtUpper => Some(Bound::Upper),
            _ => None,
        }
    }
}

/// One node of the explicit tree. Values, α and β are from MAX's view.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TreeNode {
    /// α when the node was entered.
    pub alpha: Score,
    /// β when the node was entered.
    pub beta: Score,
    /// The value the node returned; meaningful once it has finished.
    pub value: Score,
    /// The step (0-based event index) that created the node.
    pub born: u32,
    /// The step that finished it, or [`OPEN`].
    pub finished: u32,
    /// The move from the parent (meaningless at the root).
    pub mv: MoveCode,
    /// Inner node, leaf, TT hit or pruned move.
    pub kind: NodeKind,
    /// Plies from the root.
    pub ply: u8,
}

impl TreeNode {
    /// Whether the node exists once `cursor` steps have been applied.
    #[must_use]
    pub fn is_visible_at(&self, cursor: u64) -> bool {
        u64::from(self.born) < cursor
    }

    /// Whether the node has finished once `cursor` steps have been applied.
    #[must_use]
    pub fn is_finished_at(&self, cursor: u64) -> bool {
        self.finished != OPEN && u64::from(self.finished) < cursor
    }

    /// Whether the node's value has reached its parent by `cursor`: the
    /// backup is the step right after the finish.
    #[must_use]
    pub fn is_backed_up_at(&self, cursor: u64) -> bool {
        self.finished != OPEN && u64::from(self.finished) + 1 < cursor
    }

    /// How the returned value relates to the node's true value, once it has
    /// finished: exact for a leaf (it was evaluated, not searched, so its
    /// value is the true one whatever the window), the table's bound for a
    /// transposition-table hit, the window's verdict for an inner node, and
    /// `None` for a pruned move (it has no value at all).
    #[must_use]
    pub fn bound(&self) -> Option<Bound> {
        match self.kind {
            NodeKind::Pruned => None,
            NodeKind::Leaf(_) | NodeKind::InnerExact => Some(Bound::Exact),
            NodeKind::TtExact | NodeKind::TtLower | NodeKind::TtUpper => self.kind.tt_bound(),
            NodeKind::Inner => Some(Bound::classify(self.value, self.alpha, self.beta)),
        }
    }

    /// The node's Knuth–Moore type, judged by its result against its
    /// window: PV if the value lies inside it, CUT if it failed high for the
    /// side to move (a cutoff or a refutation), ALL if every move failed low
    /// for the side to move. A value proved exact outside the window
    /// ([`NodeKind::InnerExact`]) is still typed by the window.
    ///
    /// Only nodes that searched moves have a type: a leaf (evaluated, never
    /// searched) and a pruned move (never visited) have none. A
    /// transposition-table hit is typed by the table's bound. `player`
    /// moves at the node ([`crate::tree::SearchTree::player`]).
    #[must_use]
    pub fn knuth_type(&self, player: Player) -> Option<KnuthType> {
        if matches!(self.kind, NodeKind::Leaf(_) | NodeKind::Pruned) {
            return None;
        }
        let verdict = match self.kind {
            NodeKind::InnerExact => Bound::classify(self.value, self.alpha, self.beta),
            _ => self.bound()?,
        };
        Some(match (verdict, player) {
            (Bound::Exact, _) => KnuthType::Pv,
            (Bound::Lower, Player::Max) | (Bound::Upper, Player::Min) => KnuthType::Cut,
            (Bound::Lower, Player::Min) | (Bound::Upper, Player::Max) => KnuthType::All,
        })
    }
}

/// Knuth and Moore's node types (1975).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum KnuthType {
    /// Principal-variation node: exact value inside the window.
    Pv,
    /// Cut node: one move refuted it.
    Cut,
    /// All node: every move was searched and none raised α.
    All,
}

impl KnuthType {
    /// `"PV"`, `"CUT"` or `"ALL"`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::Pv => "PV",
            Self::Cut => "CUT",
            Self::All => "ALL",
        }
    }
}

/// Where a node stands at the cursor.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum NodeStatus {
    /// Not created yet at this step.
    Unborn,
    /// Being searched.
    Open,
    /// Done: its value is known.
    Finished,
    /// A pruned move, never visited.
    Pruned,
}

/// A node as it stands once `cursor` steps have been applied, derived from
/// its stamps and its children's.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct NodeAt {
    /// Unborn, open, finished or pruned.
    pub status: NodeStatus,
    /// α now (MAX's view).
    pub alpha: Score,
    /// β now (MAX's view).
    pub beta: Score,
    /// The best value backed up so far, if any child has been backed up.
    pub best: Option<Score>,
    /// The child that gave `best`: the first with the best value.
    pub best_child: Option<petgraph::graph::NodeIndex>,
    /// The cutoff that happened here by now, if any.
    pub cutoff: Option<CutoffKind>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Terminal;

    fn node(kind: NodeKind, ply: u8, value: Score, alpha: Score, beta: Score) -> TreeNode {
        TreeNode {
            alpha,
            beta,
            value,
            born: 0,
            finished: 1,
            mv: MoveCode(0),
            kind,
            ply,
        }
    }

    #[test]
    fn a_leaf_is_exact_and_has_no_knuth_type() {
        // Leaf 7 of a MAX node entered with [−∞, 5]: 7 ≥ β would make an
        // inner node a lower bound, but a leaf was evaluated, not searched.
        let leaf = NodeKind::Leaf(LeafReason::Terminal(Terminal::TreeLeaf));
        let seven = node(leaf, 2, 7, -1_000_000, 5);
        assert_eq!(seven.bound(), Some(Bound::Exact));
        assert_eq!(seven.knuth_type(Player::Max), None);
        let depth = node(NodeKind::Leaf(LeafReason::DepthLimit), 1, -3, 0, 4);
        assert_eq!(depth.bound(), Some(Bound::Exact));
        assert_eq!(depth.knuth_type(Player::Min), None);
    }

    #[test]
    fn inner_nodes_are_judged_by_their_window_and_pruned_moves_not_at_all() {
        // MIN node of classic entered with [3, +∞] that returns 3 (fail-hard):
        // 3 ≤ α, so it failed low (an upper bound); for MIN, a result ≤ α is
        // a refutation of MAX's move: a CUT node.
        let min = node(NodeKind::Inner, 1, 3, 3, 1_000_000);
        assert_eq!(min.bound(), Some(Bound::Upper));
        assert_eq!(min.knuth_type(Player::Min), Some(KnuthType::Cut));
        let pv = node(NodeKind::Inner, 0, 3, -1_000_000, 1_000_000);
        assert_eq!(pv.bound(), Some(Bound::Exact));
        assert_eq!(pv.knuth_type(Player::Max), Some(KnuthType::Pv));
        let pruned = node(NodeKind::Pruned, 2, 0, 0, 0);
        assert_eq!(pruned.bound(), None);
        assert_eq!(pruned.knuth_type(Player::Max), None);
    }
}
