//! `SearchEvent`: the one vocabulary every consumer reads — the tree, the CLI,
//! the statistics, the tests and the teaching panels.
//!
//! All values, α and β in events are from MAX's point of view, whatever the
//! algorithm; negamax consumers flip them with [`crate::game::Player::perspective`].

use std::fmt;

use crate::game::{MoveCode, Outcome, Player, Score, Terminal};
use crate::search::mcts::Reward;

/// A node's number: the order in which the search created it, from 0 at the
/// root. Pruned moves get numbers too, when the cutoff that skips them happens.
pub type NodeId = u32;

/// Why a node was scored without searching its moves.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum LeafReason {
    /// The depth limit was reached; the static evaluation was used.
    DepthLimit,
    /// The game is over in this position.
    Terminal(Terminal),
}

impl LeafReason {
    /// Whether the leaf's value is a static value (the evaluation at the
    /// depth limit, or an ending the game scores itself, such as a textbook
    /// leaf) rather than a decided game (a win, loss or draw).
    #[must_use]
    pub fn is_valued(self) -> bool {
        match self {
            Self::DepthLimit => true,
            Self::Terminal(terminal) => terminal.outcome() == Outcome::Scored,
        }
    }
}

impl fmt::Display for LeafReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::DepthLimit => f.write_str("depth limit"),
            Self::Terminal(terminal) => terminal.fmt(f),
        }
    }
}

/// How a value relates to a node's true minimax value.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Bound {
    /// The value is the true minimax value.
    Exact,
    /// The true value is at least this (the node failed high).
    Lower,
    /// The true value is at most this (the node failed low).
    Upper,
}

impl Bound {
    /// Classifies `value` returned by a node searched with the MAX-view window
    /// `[alpha, beta]`.
    #[must_use]
    pub fn classify(value: Score, alpha: Score, beta: Score) -> Self {
        if value >= beta {
            Self::Lower
        } else if value <= alpha {
            Self::Upper
        } else {
            Self::Exact
        }
    }
}

/// Whether a node entered with the window `window` under a node where
/// `parent` moves, whose window on entry was `parent_window` (both in MAX's
/// view), is one of PVS's null-window probes: a window one unit wide whose
/// edge on the side the parent never moves lies inside the parent's. A
/// first move gets its parent's window whole, and a MAX node only raises α
/// (a MIN node only lowers β), so only a probe is narrower there. Whatever
/// its node saw below it, a probe tells the search only a bound: its
/// [`Bound::classify`] against that window (PVS then searches it again to
/// learn more), unless a leaf or an exact table hit answered it, which is
/// exact. The stepper makes the probes; this is the rule the tree's root
/// moves, the trace and the narration read them by. Star1 narrows a chance
/// node's outcomes' windows too: callers leave those out.
#[must_use]
pub fn is_null_window_probe(
    window: (Score, Score),
    parent: Player,
    parent_window: (Score, Score),
) -> bool {
    let one_wide = i64::from(window.1) - i64::from(window.0) == 1;
    one_wide
        && match parent {
            Player::Max => window.1 < parent_window.1,
            Player::Min => window.0 > parent_window.0,
        }
}

impl fmt::Display for Bound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Exact => "exact",
            Self::Lower => "lower bound",
            Self::Upper => "upper bound",
        })
    }
}

/// Which kind of cutoff pruned a node's remaining moves.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CutoffKind {
    /// At a MIN node: a value ≤ α, which MAX above already beats.
    Alpha,
    /// At a MAX node: a value ≥ β, which MIN above will never allow.
    Beta,
}

impl CutoffKind {
    /// The kind of cutoff that happens at a node of `player`.
    #[must_use]
    pub fn at(player: Player) -> Self {
        match player {
            Player::Max => Self::Beta,
            Player::Min => Self::Alpha,
        }
    }

    /// `"α-cutoff"` or `"β-cutoff"`, as `--trace` lines name it (an interface,
    /// English in every language; the tree says [`crate::scene::labels::cutoff_name`]).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::Alpha => "α-cutoff",
            Self::Beta => "β-cutoff",
        }
    }
}

/// One step of a search.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SearchEvent {
    /// A node is entered with the window `[alpha, beta]`.
    Enter {
        /// The new node.
        node: NodeId,
        /// Its parent, `None` for the root.
        parent: Option<NodeId>,
        /// The move that leads here from the parent (meaningless at the root).
        mv: MoveCode,
        /// The move's 0-based position in the parent's (ordered) move list.
        move_index: u16,
        /// Plies from the root.
        ply: u8,
        /// Who moves here: what the game says
        /// ([`crate::game::Game::player`]), else the other player than at
        /// the parent (MAX at the root).
        player: Player,
        /// Plies left before the depth limit.
        depth_left: u8,
        /// α on entry.
        alpha: Score,
        /// β on entry.
        beta: Score,
        /// How many moves the node will search, 0 if it is scored at once.
        move_count: u16,
        /// At a chance node searched by an algorithm that averages, the
        /// total weight of its outcomes ([`crate::game::Game::chance_total`]);
        /// 0 at a MAX or MIN node.
        chance: u16,
        /// The node's weight among its chance parent's outcomes (its
        /// probability is `weight / chance` of the parent); 0 under a
        /// MAX or MIN node.
        weight: u16,
    },
    /// A node is scored without searching its moves; it is finished.
    Leaf {
        /// The node.
        node: NodeId,
        /// Its static or terminal value.
        value: Score,
        /// Why it was not searched deeper.
        reason: LeafReason,
    },
    /// A node's value comes from the transposition table; it is finished.
    TtHit {
        /// The node.
        node: NodeId,
        /// The value it returns.
        value: Score,
        /// What the table knew about the stored value.
        bound: Bound,
    },
    /// A quiescence node (entered at the depth limit, with captures or
    /// promotions to search) takes its own static value as its first best:
    /// the side to move may *stand pat*, decline every capture. Comes right
    /// after the node's `Enter`; may close its window at once, a cutoff.
    StandPat {
        /// The node.
        node: NodeId,
        /// Its static value.
        value: Score,
        /// The node's α after it.
        alpha: Score,
        /// The node's β after it.
        beta: Score,
    },
    /// A finished child's value reaches its parent.
    Backup {
        /// The parent.
        parent: NodeId,
        /// The child that finished.
        child: NodeId,
        /// The value the child returned.
        child_value: Score,
        /// Whether it became the parent's best: strictly better, or a tie
        /// its algorithm's tie rule takes.
        improved: bool,
        /// The parent's best value after the backup.
        best: Score,
        /// The parent's α after the backup.
        alpha: Score,
        /// The parent's β after the backup.
        beta: Score,
    },
    /// `α ≥ β` at `node`: its remaining moves are pruned.
    Cutoff {
        /// The node where the cutoff happens.
        node: NodeId,
        /// α- or β-cutoff.
        kind: CutoffKind,
        /// The node's best value, which caused the cutoff.
        value: Score,
        /// α at the cutoff.
        alpha: Score,
        /// β at the cutoff.
        beta: Score,
        /// The number given to the first pruned move; the others follow.
        first_pruned: NodeId,
        /// How many moves were pruned.
        pruned: u16,
    },
    /// An inner node has searched its moves (or was cut off); it is finished.
    Finish {
        /// The node.
        node: NodeId,
        /// The value it returns to its parent.
        value: Score,
        /// How that value relates to the node's true value.
        bound: Bound,
    },
    /// Monte Carlo tree search, selection: UCB1 picks `child` of `parent`
    /// (the root first, in every iteration but the first). The scores of
    /// every child at the choice are
    /// [`crate::tree::SearchTree::ucb_at`] at this step.
    Select {
        /// The node choosing.
        parent: NodeId,
        /// The child picked.
        child: NodeId,
        /// The iteration, from 1.
        iteration: u32,
    },
    /// Monte Carlo tree search, expansion: a node joins the tree, the next
    /// move in move order of the node selection stopped at (the root
    /// itself in iteration 1).
    Expand {
        /// The new node.
        node: NodeId,
        /// Its parent, `None` for the root.
        parent: Option<NodeId>,
        /// The move that leads here from the parent (meaningless at the root).
        mv: MoveCode,
        /// The move's 0-based position in the parent's move list.
        move_index: u16,
        /// Plies from the root.
        ply: u8,
        /// Who moves here ([`crate::search::mover`]).
        player: Player,
        /// The iteration, from 1.
        iteration: u32,
    },
    /// Monte Carlo tree search, simulation: a random playout from `node`
    /// (the node just expanded, or a game end selection reached).
    Simulate {
        /// Where the playout starts.
        node: NodeId,
        /// Its length in plies (0 from a game end).
        plies: u16,
        /// Its result, MAX's view ([`Reward`] says how an ending maps).
        result: Reward,
        /// The iteration, from 1.
        iteration: u32,
    },
    /// Monte Carlo tree search, backpropagation: `N += 1` and
    /// `W += result` at `node` and at each of its ancestors up to the root.
    Backpropagate {
        /// Where the playout started: the lowest node updated.
        node: NodeId,
        /// The playout's result, MAX's view.
        result: Reward,
        /// The iteration, from 1.
        iteration: u32,
    },
    /// The search is over.
    ///
    /// For Monte Carlo tree search, `best_move` is the most visited root
    /// move and `value` its mean result (MAX's view) in thousandths,
    /// rounded: 1000 for a move that won every playout.
    Done {
        /// The root's value (best so far if truncated).
        value: Score,
        /// The root's best move, if any move was searched.
        best_move: Option<MoveCode>,
        /// Whether the node cap stopped the search early.
        truncated: bool,
    },
}

impl SearchEvent {
    /// The node this event is about: the entered, scored, cut or finished
    /// node; the parent for a backup; the root for `Done`.
    #[must_use]
    pub fn node(&self) -> NodeId {
        match *self {
            Self::Enter { node, .. }
            | Self::Leaf { node, .. }
            | Self::TtHit { node, .. }
            | Self::StandPat { node, .. }
            | Self::Cutoff { node, .. }
            | Self::Finish { node, .. }
            | Self::Expand { node, .. }
            | Self::Simulate { node, .. }
            | Self::Backpropagate { node, .. } => node,
            Self::Backup { parent, .. } => parent,
            Self::Select { child, .. } => child,
            Self::Done { .. } => 0,
        }
    }

    /// The Monte Carlo iteration this event belongs to (from 1), `None`
    /// for the other searches' events and `Done`.
    #[must_use]
    pub fn iteration(&self) -> Option<u32> {
        match *self {
            Self::Select { iteration, .. }
            | Self::Expand { iteration, .. }
            | Self::Simulate { iteration, .. }
            | Self::Backpropagate { iteration, .. } => Some(iteration),
            _ => None,
        }
    }

    /// Whether this event finishes a node (leaf, TT hit or inner node).
    #[must_use]
    pub fn finishes(&self) -> Option<NodeId> {
        match *self {
            Self::Leaf { node, .. } | Self::TtHit { node, .. } | Self::Finish { node, .. } => {
                Some(node)
            }
            _ => None,
        }
    }
}

/// Counters kept by a search.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, serde::Serialize)]
pub struct SearchStats {
    /// Nodes entered, the root included (Monte Carlo tree search: nodes
    /// expanded).
    pub nodes: u64,
    /// Nodes scored statically or as terminal positions (Monte Carlo tree
    /// search: playouts).
    pub leaves: u64,
    /// Cutoffs that pruned at least one move.
    pub cutoffs: u64,
    /// Moves skipped by cutoffs.
    pub pruned: u64,
    /// Nodes answered by the transposition table.
    pub tt_hits: u64,
    /// The deepest ply entered.
    pub max_ply: u8,
    /// Events emitted.
    pub steps: u64,
}

impl SearchStats {
    /// Counts one event into the statistics.
    #[inline]
    pub fn count(&mut self, event: &SearchEvent) {
        self.steps += 1;
        match *event {
            SearchEvent::Enter { ply, .. } | SearchEvent::Expand { ply, .. } => {
                self.nodes += 1;
                self.max_ply = self.max_ply.max(ply);
            }
            // A playout scores the node it starts from, as a leaf is scored.
            SearchEvent::Leaf { .. } | SearchEvent::Simulate { .. } => self.leaves += 1,
            SearchEvent::TtHit { .. } => self.tt_hits += 1,
            SearchEvent::Cutoff { pruned, .. } => {
                self.cutoffs += 1;
                self.pruned += u64::from(pruned);
            }
            SearchEvent::StandPat { .. }
            | SearchEvent::Backup { .. }
            | SearchEvent::Finish { .. }
            | SearchEvent::Select { .. }
            | SearchEvent::Backpropagate { .. }
            | SearchEvent::Done { .. } => {}
        }
    }

    /// The counters of two searches together (the passes of one depth):
    /// sums, and the deeper of the two plies.
    #[must_use]
    pub fn plus(self, other: Self) -> Self {
        Self {
            nodes: self.nodes + other.nodes,
            leaves: self.leaves + other.leaves,
            cutoffs: self.cutoffs + other.cutoffs,
            pruned: self.pruned + other.pruned,
            tt_hits: self.tt_hits + other.tt_hits,
            max_ply: self.max_ply.max(other.max_ply),
            steps: self.steps + other.steps,
        }
    }
}
