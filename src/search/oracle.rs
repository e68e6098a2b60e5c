//! The oracle behind the `best` and `worst` orderings: each child's exact
//! minimax value, found by a hidden search that is never recorded or counted
//! as nodes. Its visits are bounded all the same: the stepper gives it a
//! budget equal to the node cap, and stops (truncated) when it runs out.
//!
//! The hidden search keeps an explicit stack ([`Evaluation`]), so an
//! [`Interrupt`] can pause it between two visits and a later call go on
//! from there: the visits, the budget spent and the memo are then exactly
//! those of a search that was never paused.

use std::collections::HashMap;

use crate::game::Player;
use crate::game::{Game, INFINITY, MoveCode, Score};
use crate::search::interrupt::{Interrupt, Interrupted};
use crate::search::rules::{DepthRules, leaf_or_moves, mover, shift_mate};

/// Visits between two looks at the interrupt (a millisecond or so).
const CHECK_EVERY: u64 = 1024;

/// Moves reserved before a node's moves are generated: more than any chess
/// position has (218), so the list grows only through `try_reserve`.
const MOVES_AHEAD: usize = 256;

/// Exact minimax values, memoised by (position key, remaining depth).
pub struct Oracle {
    memo: HashMap<(u64, u8), Score>,
    /// Nodes it may still visit; `u64::MAX` (no limit) by default.
    budget: u64,
    /// Whether the budget ran out: values returned since are meaningless.
    exhausted: bool,
    /// Nodes visited so far.
    visits: u64,
    /// The bytes it asked for when memory ran out.
    out_of_memory: Option<usize>,
}

impl Default for Oracle {
    fn default() -> Self {
        Self::with_budget(u64::MAX)
    }
}

/// One value being computed: the hidden search's stack, kept between calls
/// to [`Oracle::resume`] when an interrupt pauses it.
pub struct Evaluation<S> {
    /// The node to visit next; the evaluation's root first.
    visit: Option<(S, (u8, Player), u8)>,
    /// Inner nodes whose children are being searched, root first.
    stack: Vec<Pending<S>>,
    /// The moves of every node on the stack, each after its parent's.
    moves: Vec<MoveCode>,
}

/// An inner node of the hidden search, with the best value so far.
struct Pending<S> {
    state: S,
    key: (u64, u8),
    ply: u8,
    player: Player,
    child_depth: u8,
    best: Score,
    /// Its moves are `moves[moves_start..]`, once its children are done.
    moves_start: usize,
    /// The index in `moves` of the next move to try.
    next: usize,
}

impl<S> Evaluation<S> {
    /// The value of `state`, where `player` moves, entered at `ply` with
    /// `depth_left` plies to go, before any work.
    #[must_use]
    pub fn new(state: S, at: (u8, Player), depth_left: u8) -> Self {
        Self {
            visit: Some((state, at, depth_left)),
            stack: Vec::new(),
            moves: Vec::new(),
        }
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
            visits: 0,
            out_of_memory: None,
        }
    }

    /// The bytes the oracle asked for and did not get, if memory ran out
    /// (it is then also [exhausted](Self::is_exhausted)).
    #[must_use]
    pub fn out_of_memory(&self) -> Option<usize> {
        self.out_of_memory
    }

    /// Room for one more memo entry, one more stack frame and a node's
    /// moves; on failure it remembers the bytes.
    fn make_room<S>(&mut self, stack: &mut Vec<Pending<S>>, moves: &mut Vec<MoveCode>) -> bool {
        // What each vector would ask for if it had to grow now.
        let asked = [
            self.memo
                .try_reserve(1)
                .err()
                .map(|_| self.memo.capacity().max(1) * size_of::<((u64, u8), Score)>() * 2),
            stack
                .try_reserve(1)
                .err()
                .map(|_| stack.capacity().max(1) * size_of::<Pending<S>>() * 2),
            moves
                .try_reserve(MOVES_AHEAD)
                .err()
                .map(|_| (moves.len() + MOVES_AHEAD) * size_of::<MoveCode>()),
        ];
        match asked.into_iter().flatten().next() {
            None => true,
            Some(bytes) => {
                self.out_of_memory = Some(bytes);
                false
            }
        }
    }

    /// Whether the budget ran out, so that the values (and any ordering
    /// built on them) cannot be trusted.
    #[must_use]
    pub fn is_exhausted(&self) -> bool {
        self.exhausted
    }

    /// Nodes visited so far, memo hits included.
    #[must_use]
    pub fn visits(&self) -> u64 {
        self.visits
    }

    /// Works on `evaluation` until its exact minimax value (MAX's view) is
    /// known, under the same rules as the visible search.
    ///
    /// # Errors
    /// [`Interrupted`] if `interrupt` came first: `evaluation` keeps where
    /// the work got to, and the next call goes on from there.
    pub fn resume<G: Game>(
        &mut self,
        game: &G,
        rules: DepthRules,
        evaluation: &mut Evaluation<G::State>,
        interrupt: &Interrupt,
    ) -> Result<Score, Interrupted> {
        let Evaluation {
            visit,
            stack,
            moves,
        } = evaluation;
        loop {
            // Visit the next node: a value at once, or an inner node pushed.
            let mut value = None;
            if let Some((state, (ply, player), depth_left)) = visit.take() {
                if self.visits.is_multiple_of(CHECK_EVERY) && interrupt.is_raised() {
                    *visit = Some((state, (ply, player), depth_left));
                    return Err(Interrupted);
                }
                self.visits += 1;
                if self.budget == 0 || !self.make_room(stack, moves) {
                    self.exhausted = true;
                    stack.clear();
                    moves.clear();
                    return Ok(0);
                }
                self.budget -= 1;
                let key = (game.position_key(&state), depth_left);
                let start = moves.len();
                if depth_left > 0
                    && let Some(&stored) = self.memo.get(&key)
                {
                    // Mate distances are stored from this node; shift them to this ply.
                    value = Some(shift_mate(stored, Score::from(ply)));
                } else if let Some((leaf, _)) =
                    leaf_or_moves(game, &state, (ply, player), depth_left, moves)
                {
                    moves.truncate(start);
                    value = Some(leaf);
                } else {
                    let child_depth = rules.child_depth(ply, depth_left, moves.len() - start);
                    stack.push(Pending {
                        state,
                        key,
                        ply,
                        player,
                        child_depth,
                        best: player.perspective(-INFINITY),
                        moves_start: start,
                        next: start,
                    });
                }
            }
            // Hand values up until a node has a child left to visit.
            loop {
                let Some(top) = stack.last_mut() else {
                    return Ok(value.unwrap_or(0));
                };
                if let Some(child) = value.take()
                    && top.player.prefers(child, top.best)
                {
                    top.best = child;
                }
                while let Some(&mv) = moves.get(top.next) {
                    top.next += 1;
                    if let Some(child) = game.play_generated(&top.state, mv) {
                        let player = mover(game, &child, Some(top.player));
                        *visit = Some((child, (top.ply + 1, player), top.child_depth));
                        break;
                    }
                }
                if visit.is_some() {
                    break;
                }
                let Some(done) = stack.pop() else {
                    return Ok(0);
                };
                moves.truncate(done.moves_start);
                self.memo
                    .insert(done.key, shift_mate(done.best, -Score::from(done.ply)));
                value = Some(done.best);
            }
        }
    }
}
