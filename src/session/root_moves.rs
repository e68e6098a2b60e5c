//! "Why this move?": every move of the root as the search knows it at a
//! step: its value (exact, or the bound alpha-beta proved), the line the
//! search expects after it, and for a refuted move the reply that refuted
//! it and how much worse than the best move it is. The CLI's `root_moves`
//! and the explorer's root-moves table both read this.

use std::collections::HashSet;

use petgraph::graph::NodeIndex;

use crate::game::{Game, MoveCode, Score, line_labels, mate_moves};
use crate::search::Bound;
use crate::tree::{NodeKind, SearchTree};

use super::Session;

/// How far the search has got with one root move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RootMoveStatus {
    /// Searched: the value it returned, exact or a bound.
    Searched {
        /// The value, from MAX's (the side to move's) view.
        value: Score,
        /// Whether `value` is exact or a bound.
        bound: Bound,
    },
    /// Entered and still being searched.
    Searching,
    /// Not entered (yet, or ever: a node cap stopped the search first).
    NotSearched,
    /// Skipped by a cutoff at the root (a search with a narrowed window).
    Pruned,
}

/// One move of the root and what the search found about it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RootMoveLine {
    /// The move.
    pub mv: MoveCode,
    /// Its node in the tree, once the search has entered (or pruned) it.
    pub node: Option<NodeIndex>,
    /// Its label: SAN for chess, the 1-based child number for trees.
    pub label: String,
    /// Its machine label (UCI for chess), if the game has one.
    pub uci: Option<String>,
    /// How far the search has got with it.
    pub status: RootMoveStatus,
    /// Whether it is the best move found so far.
    pub best: bool,
    /// The labels of the line the search expects after it (the opponent's
    /// reply first); empty until it is searched.
    pub line: Vec<String>,
    /// The last node of the move's line (the move's own node if nothing
    /// follows it), once searched: where the line leads on the board.
    pub line_end: Option<NodeIndex>,
    /// For a refuted move (searched, not the best, and worse than the best
    /// move or only bounded from above): the reply that refuted it, the
    /// first move of `line`.
    pub refutation: Option<String>,
    /// For a refuted move: how much worse than the best move it is (at
    /// least this much for an upper bound), unless a mate score is involved.
    pub worse_by: Option<Score>,
}

impl RootMoveLine {
    /// The value and bound, once searched.
    #[must_use]
    pub fn searched(&self) -> Option<(Score, Bound)> {
        match self.status {
            RootMoveStatus::Searched { value, bound } => Some((value, bound)),
            _ => None,
        }
    }
}

/// Every legal move of `game`'s root as `tree` stands at `cursor` (local
/// steps): first the moves the search has entered (or pruned), in search
/// order, then the others, in the game's move order.
#[must_use]
pub fn root_moves<G: Game>(game: &G, tree: &SearchTree, cursor: u64) -> Vec<RootMoveLine> {
    let root_state = game.root();
    let mut legal = Vec::new();
    game.legal_moves(&root_state, &mut legal);
    let root = tree.root().filter(|&root| {
        tree.node(root)
            .is_some_and(|node| node.is_visible_at(cursor))
    });
    let at_root = root.and_then(|root| tree.node_at(root, cursor));
    let best_value = at_root.and_then(|at| at.best);
    let best_child = at_root.and_then(|at| at.best_child);
    let root_cut = root
        .and_then(|root| tree.pruned_of(root))
        .is_some_and(|range| u64::from(range.step) < cursor);
    let mut rows = Vec::with_capacity(legal.len());
    for child in root.map(|root| tree.children(root)).unwrap_or_default() {
        let Some(node) = tree.node(child) else {
            continue;
        };
        // A probe searched again: its re-search, once entered, has the last word.
        if tree
            .re_search_of(child)
            .and_then(|again| tree.node(again))
            .is_some_and(|again| again.is_visible_at(cursor))
        {
            continue;
        }
        let status = if node.kind == NodeKind::Pruned {
            if root_cut {
                RootMoveStatus::Pruned
            } else {
                continue;
            }
        } else if !node.is_visible_at(cursor) {
            continue;
        } else if let (true, Some(bound)) = (node.is_finished_at(cursor), tree.move_bound(child)) {
            RootMoveStatus::Searched {
                value: node.value,
                bound,
            }
        } else {
            RootMoveStatus::Searching
        };
        let nodes = tree.best_line(child, cursor);
        let moves: Vec<MoveCode> = nodes
            .iter()
            .copied()
            .filter_map(|node| tree.node(node).map(|node| node.mv))
            .collect();
        let labels = line_labels(game, &root_state, &moves);
        let best = Some(child) == best_child;
        let line: Vec<String> = match status {
            RootMoveStatus::Searched { .. } => labels.into_iter().skip(1).collect(),
            _ => Vec::new(),
        };
        let refuted = !best
            && match status {
                RootMoveStatus::Searched { value, bound } => {
                    bound == Bound::Upper || best_value.is_some_and(|best| value < best)
                }
                _ => false,
            };
        rows.push(RootMoveLine {
            mv: node.mv,
            node: Some(child),
            label: game.move_label(&root_state, node.mv),
            uci: game.move_uci(&root_state, node.mv),
            status,
            best,
            line_end: matches!(status, RootMoveStatus::Searched { .. })
                .then(|| nodes.last().copied())
                .flatten(),
            refutation: refuted.then(|| line.first().cloned()).flatten(),
            worse_by: refuted.then(|| worse_by(best_value, status)).flatten(),
            line,
        });
    }
    // A set, not a scan of the rows: a root may have tens of thousands of moves.
    let listed: HashSet<MoveCode> = rows.iter().map(|row| row.mv).collect();
    for mv in legal {
        if listed.contains(&mv) {
            continue;
        }
        rows.push(RootMoveLine {
            mv,
            node: None,
            label: game.move_label(&root_state, mv),
            uci: game.move_uci(&root_state, mv),
            status: RootMoveStatus::NotSearched,
            best: false,
            line: Vec::new(),
            line_end: None,
            refutation: None,
            worse_by: None,
        });
    }
    rows
}

/// The best value minus a searched move's value, unless either is a mate
/// score (their difference counts plies, not pawns).
fn worse_by(best: Option<Score>, status: RootMoveStatus) -> Option<Score> {
    let (best, RootMoveStatus::Searched { value, .. }) = (best?, status) else {
        return None;
    };
    (mate_moves(best).is_none() && mate_moves(value).is_none()).then(|| best.saturating_sub(value))
}

impl<G: Game> Session<G> {
    /// Every root move of the iteration shown, as known at the cursor
    /// ([`root_moves`]).
    #[must_use]
    pub fn root_moves(&self) -> Vec<RootMoveLine> {
        self.tree().map_or_else(Vec::new, |tree| {
            root_moves(&self.game, tree, self.local_cursor())
        })
    }

    /// The node one ply along (or back along, if not `forward`) the
    /// principal variation at the cursor from `shown` (the root if `None`),
    /// for stepping through it on the board: from a node off the line,
    /// forward goes to the line's first move and back to the root. `None`
    /// at either end of the line.
    #[must_use]
    pub fn pv_step(&self, shown: Option<NodeIndex>, forward: bool) -> Option<NodeIndex> {
        let pv = self.principal_variation();
        let at = shown.map_or(Some(0), |node| {
            pv.iter().position(|&pv_node| pv_node == node)
        });
        let target = match (at, forward) {
            (Some(index), true) => index + 1,
            (Some(index), false) => index.checked_sub(1)?,
            (None, true) => 1,
            (None, false) => 0,
        };
        pv.get(target).copied()
    }

    /// The principal variation at the cursor as one text
    /// ([`Game::line_text`]): `1. e4 e5 2. Nf3` for chess.
    #[must_use]
    pub fn pv_text(&self) -> String {
        let moves = self
            .principal_variation()
            .last()
            .and_then(|&node| self.tree().map(|tree| tree.moves_to(node)))
            .unwrap_or_default();
        let root = self.game.root();
        self.game
            .line_text(&root, &line_labels(&self.game, &root, &moves))
    }
}
