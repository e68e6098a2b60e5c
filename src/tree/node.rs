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
    /// MAX at even plies, MIN at odd ones.
    #[must_use]
    pub fn player(&self) -> Player {
        Player::at_ply(self.ply)
    }

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

    /// How the returned value relates to the node's true value.
    #[must_use]
    pub fn bound(&self) -> Bound {
        self.kind
            .tt_bound()
            .unwrap_or_else(|| Bound::classify(self.value, self.alpha, self.beta))
    }

    /// The node's Knuth–Moore type, judged by its result: PV if its value is
    /// exact, CUT if it failed high for the side to move (a cutoff or a
    /// refutation), ALL if every move failed low.
    #[must_use]
    pub fn knuth_type(&self) -> KnuthType {
        match (self.bound(), self.player()) {
            (Bound::Exact, _) => KnuthType::Pv,
            (Bound::Lower, Player::Max) | (Bound::Upper, Player::Min) => KnuthType::Cut,
            (Bound::Lower, Player::Min) | (Bound::Upper, Player::Max) => KnuthType::All,
        }
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
