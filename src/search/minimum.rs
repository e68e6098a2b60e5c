//! The leaves alpha-beta evaluates on the game at hand with the `best`
//! ordering (each node tries its children in the order of their exact
//! minimax values, best first), under the search's own cutoff test and
//! fail mode, counted, never recorded.
//!
//! With the cutoff `α ≥ β`, distinct values and a uniform tree this is the
//! fewest leaves any move order gives (Knuth and Moore's minimal tree). On
//! a tree that is not uniform a cheaper refutation may exist than the best
//! move (in `[[5,6],[[1,0],2]]` best first evaluates 4 leaves, the leaf 2
//! first 3), and with `α > β` a tie is searched on, so the figure is only
//! "best-first"; the ordering view (`teach::ordering::fewest_leaves`) tries
//! every order.
//!
//! On a uniform tree (every inner node has `b` moves, every leaf is at depth
//! `d`) with distinct values this is Knuth and Moore's closed formula
//! `b^⌈d/2⌉ + b^⌊d/2⌋ − 1`; on any other tree only the measured count is
//! true (`uneven` has 10 leaves, and the formula with its root's 3 moves and
//! height 4 would claim 17).

use crate::game::Game;
use crate::search::Algorithm;
use crate::search::options::{MoveOrdering, SearchOptions};
use crate::search::rules::DepthRules;
use crate::search::stepper::Stepper;

/// What [`best_case_leaves`] found.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BestCase {
    /// Alpha-beta with the `best` ordering evaluated this many leaves.
    Measured(u64),
    /// Counting would cost more than the budget, so it was not done.
    TooLarge,
}

/// A uniform tree's shape: `branching` moves at every inner node, every
/// leaf `depth` plies below the root.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct UniformShape {
    /// Moves at every inner node.
    pub branching: u32,
    /// Plies from the root to every leaf.
    pub depth: u8,
}

impl UniformShape {
    /// Knuth and Moore's minimum, `b^⌈d/2⌉ + b^⌊d/2⌋ − 1` leaves, as a float
    /// so that large shapes do not overflow.
    #[must_use]
    pub fn knuth_moore(self) -> f64 {
        let b = f64::from(self.branching);
        let d = i32::from(self.depth);
        (b.powi(d - d / 2) + b.powi(d / 2) - 1.0).max(1.0)
    }
}

/// Counts the leaves alpha-beta evaluates on `game` to `options.depth` with
/// the `best` ordering, without a transposition table or iterative
/// deepening (what `options` says about those is ignored; the depth, the
/// cutoff test, the fail mode and singular extension are kept).
///
/// The visible search and the hidden search behind the ordering may each
/// visit at most `budget` nodes; past that the answer is
/// [`BestCase::TooLarge`], so this never takes long.
#[must_use]
pub fn best_case_leaves<G: Game>(game: &G, options: &SearchOptions, budget: u64) -> BestCase {
    let options = SearchOptions {
        algorithm: Algorithm::AlphaBeta,
        ordering: MoveOrdering::Best,
        transposition_table: false,
        iterative_deepening: false,
        max_nodes: budget,
        ..*options
    };
    let mut stepper = Stepper::new(game, options);
    stepper.limit_oracle(budget);
    let mut truncated = true;
    while let Some(event) = stepper.step(game) {
        if let crate::search::SearchEvent::Done { truncated: cut, .. } = event {
            truncated = cut;
        }
        if stepper.oracle_exhausted() {
            return BestCase::TooLarge;
        }
    }
    if truncated || stepper.oracle_exhausted() {
        BestCase::TooLarge
    } else {
        BestCase::Measured(stepper.stats().leaves)
    }
}

/// The shape of `game`'s tree searched to `depth`, if it is uniform: every
/// node above the depth limit has the same number of moves (at least one)
/// and none ends the game early. Visits at most `budget` nodes; `None` if
/// the tree is not uniform or the budget runs out.
#[must_use]
pub fn uniform_shape<G: Game>(game: &G, rules: DepthRules, budget: u64) -> Option<UniformShape> {
    let mut branching = None;
    let mut visits = 0_u64;
    let mut moves = Vec::new();
    let mut stack = vec![(game.root(), 0_u8, rules.depth)];
    let mut leaf_ply = None;
    while let Some((state, ply, depth_left)) = stack.pop() {
        visits += 1;
        if visits > budget {
            return None;
        }
        if depth_left == 0 {
            if *leaf_ply.get_or_insert(ply) != ply {
                return None;
            }
            continue;
        }
        if game.terminal(&state).is_some() {
            return None;
        }
        moves.clear();
        game.legal_moves(&state, &mut moves);
        if moves.is_empty() || *branching.get_or_insert(moves.len()) != moves.len() {
            return None;
        }
        let child_depth = rules.child_depth(ply, depth_left, moves.len());
        for &mv in &moves {
            stack.push((game.play(&state, mv)?, ply + 1, child_depth));
        }
    }
    Some(UniformShape {
        branching: u32::try_from(branching?).ok()?,
        depth: leaf_ply?,
    })
}
