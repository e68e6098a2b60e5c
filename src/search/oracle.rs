//! The oracle behind the `best` and `worst` orderings: each child's exact
//! minimax value, found by a hidden search that is never recorded or counted.

use std::collections::HashMap;

use crate::game::{Game, INFINITY, Score};
use crate::search::event::Player;
use crate::search::rules::{DepthRules, shift_mate, static_score};

/// Exact minimax values, memoised by (position key, remaining depth).
#[derive(Default)]
pub struct Oracle {
    memo: HashMap<(u64, u8), Score>,
}

impl Oracle {
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
        if let Some(value) = static_score(game, state, ply, depth_left) {
            return value;
        }
        let key = (game.position_key(state), depth_left);
        if let Some(&stored) = self.memo.get(&key) {
            // Mate distances are stored from this node; shift them to this ply.
            return shift_mate(stored, Score::from(ply));
        }
        let player = Player::at_ply(ply);
        let mut moves = Vec::new();
        game.legal_moves(state, &mut moves);
        let child_depth = rules.child_depth(ply, depth_left, moves.len());
        let mut best = player.perspective(-INFINITY);
        for mv in moves {
            let Some(child) = game.play(state, mv) else {
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
