//! The oracle behind the `best` and `worst` orderings: each child's exact
//! minimax value, found by a hidden search that is never recorded or counted
//! as nodes. Its visits are bounded all the same: the stepper gives it a
//! budget equal to the node cap, and stops (truncated) when it runs out.

use std::collections::HashMap;

use crate::game::{Game, INFINITY, Score};
use crate::search::event::Player;
use crate::search::rules::{DepthRules, leaf_or_moves, shift_mate};

/// Exact minimax values, memoised by (position key, remaining depth).
pub struct Oracle {
    memo: HashMap<(u64, u8), Score>,
    /// Nodes it may still visit; `u64::MAX` (no limit) by default.
    budget: u64,
    /// Whether the budget ran out: values returned since are meaningless.
    exhausted: bool,
}

impl Default for Oracle {
    fn default() -> Self {
        Self::with_budget(u64::MAX)
    }
}

impl Oracle {
    /// An oracle that visits at most `budget` nodes; once they are used up
    /// it answers 0 at once and [`Self::is_exhausted`] says so.
    #[must_use]
    pub fn with_budget(budget: u64) -> Self {
        Self {
            memo: HashMap::new(),
            budget,
            exhausted: false,
        }
    }

    /// Whether the budget ran out, so that the values (and any ordering
    /// built on them) cannot be trusted.
    #[must_use]
    pub fn is_exhausted(&self) -> bool {
        self.exhausted
    }

    /// The exact minimax value (MAX's view) of `state`, entered at `ply` with
    /// `depth_left` plies to go, under the same rules as the visible search.
    pub fn value<G: Game>(
        &mut self,
        game: &G,
        rules: DepthRules,
        state: &G::State,
        ply: u8,
        depth_left: u8,
    ) -> Score {
        if self.budget == 0 {
            self.exhausted = true;
            return 0;
        }
        self.budget -= 1;
        let key = (game.position_key(state), depth_left);
        if depth_left > 0
            && let Some(&stored) = self.memo.get(&key)
        {
            // Mate distances are stored from this node; shift them to this ply.
            return shift_mate(stored, Score::from(ply));
        }
        let mut moves = Vec::new();
        if let Some((value, _)) = leaf_or_moves(game, state, ply, depth_left, &mut moves) {
            return value;
        }
        let player = Player::at_ply(ply);
        let child_depth = rules.child_depth(ply, depth_left, moves.len());
        let mut best = player.perspective(-INFINITY);
        for mv in moves {
            let Some(child) = game.play_generated(state, mv) else {
                continue;
            };
            let value = self.value(game, rules, &child, ply + 1, child_depth);
            if player.prefers(value, best) {
                best = value;
            }
        }
        self.memo.insert(key, shift_mate(best, -Score::from(ply)));
        best
    }
}
