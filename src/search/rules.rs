//! The rules every search shares: when a node is a leaf, what a leaf scores,
//! how deep a child is searched, and how mate scores move between plies.

use crate::game::Player;
use crate::game::{Game, MATE, MATE_BAND, MoveCode, Outcome, Score, Terminal};
use crate::search::event::LeafReason;

/// How the remaining depth shrinks from a node to its children.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct DepthRules {
    /// The root's depth.
    pub depth: u8,
    /// A node with exactly one legal move does not use up depth.
    pub singular_extension: bool,
}

impl DepthRules {
    /// The remaining depth of the children of a node at `ply` with
    /// `depth_left` plies to go and `move_count` legal moves.
    ///
    /// Extensions stop at twice the root depth, so forced sequences (a
    /// perpetual check, say) cannot make the search endless.
    #[must_use]
    pub fn child_depth(self, ply: u8, depth_left: u8, move_count: usize) -> u8 {
        let extend = self.singular_extension
            && move_count == 1
            && u16::from(ply) + 1 < 2 * u16::from(self.depth);
        if extend {
            depth_left
        } else {
            depth_left.saturating_sub(1)
        }
    }
}

/// Who moves in `state`, whose parent's mover was `parent` (`None` at the
/// root): the game's word if it has one ([`Game::player`]), else the other
/// player (MAX at the root). The one home of the rule: the search, its
/// ordering oracle and through them the tree read it.
#[inline]
pub fn mover<G: Game>(game: &G, state: &G::State, parent: Option<Player>) -> Player {
    game.player(state)
        .unwrap_or_else(|| parent.map_or(Player::Max, Player::other))
}

/// The least and greatest value a leaf of `game` can score, as Star1
/// prunes chance nodes with them: the options' bounds, else the game's
/// own ([`Game::value_bounds`]), else none (`±∞`, which never prunes). The
/// one home of the choice: the stepper and the tree both read it.
#[must_use]
pub fn leaf_bounds<G: Game>(game: &G, options: &crate::search::SearchOptions) -> (Score, Score) {
    options
        .bounds
        .or_else(|| game.value_bounds())
        .unwrap_or((-crate::game::INFINITY, crate::game::INFINITY))
}

/// The value and reason of a node scored without searching its moves, or
/// `None` if its moves must be searched; `player` moves in `state`.
pub fn leaf_score<G: Game>(
    game: &G,
    state: &G::State,
    (ply, player): (u8, Player),
    depth_left: u8,
) -> Option<(Score, LeafReason)> {
    if let Some(terminal) = game.terminal(state) {
        return Some(terminal_leaf(game, state, terminal, (ply, player)));
    }
    (depth_left == 0).then(|| (game.evaluate(state), LeafReason::DepthLimit))
}

/// What [`leaf_score`] says, but when the node is not a leaf its moves are
/// appended to `moves` (generated once, for both questions). A depth-limit
/// node only asks whether any legal move exists.
pub fn leaf_or_moves<G: Game>(
    game: &G,
    state: &G::State,
    at: (u8, Player),
    depth_left: u8,
    moves: &mut Vec<MoveCode>,
) -> Option<(Score, LeafReason)> {
    if depth_left == 0 {
        return leaf_score(game, state, at, depth_left);
    }
    game.moves_or_terminal(state, moves)
        .map(|terminal| terminal_leaf(game, state, terminal, at))
}

/// Quiescence searches no node deeper than this many plies past the
/// root's depth: a node there is scored at once, as without quiescence.
pub const QUIESCENCE_PLIES: u8 = 4;

/// What quiescence does at a depth-limit node at `ply` of a search to
/// `depth`: `Err` with the node's value and reason if it is scored at once
/// (the game is over; no noisy move; or [`QUIESCENCE_PLIES`] are used up),
/// else `Ok` with its stand-pat (`None` in check, where every move is
/// searched) and the moves it searches appended to `moves`.
pub fn quiescence_or_leaf<G: Game>(
    game: &G,
    state: &G::State,
    (ply, player): (u8, Player),
    depth: u8,
    moves: &mut Vec<MoveCode>,
) -> Result<Option<Score>, (Score, LeafReason)> {
    if u16::from(ply) >= u16::from(depth) + u16::from(QUIESCENCE_PLIES) {
        return Err(leaf_score(game, state, (ply, player), 0)
            .unwrap_or_else(|| (game.evaluate(state), LeafReason::DepthLimit)));
    }
    let start = moves.len();
    if let Some(terminal) = game.moves_or_terminal(state, moves) {
        moves.truncate(start);
        return Err(terminal_leaf(game, state, terminal, (ply, player)));
    }
    if game.in_check(state) {
        return Ok(None);
    }
    let mut kept = start;
    for at in start..moves.len() {
        let mv = moves[at];
        if game.is_noisy(state, mv) {
            moves[kept] = mv;
            kept += 1;
        }
    }
    moves.truncate(kept);
    let value = game.evaluate(state);
    if kept == start {
        Err((value, LeafReason::DepthLimit))
    } else {
        Ok(Some(value))
    }
}

/// The value of a position that ends the game, `ply` plies from the root
/// with `mover` to move, from its [`Outcome`] alone: the one home of the rule.
fn terminal_leaf<G: Game>(
    game: &G,
    state: &G::State,
    terminal: Terminal,
    (ply, mover): (u8, Player),
) -> (Score, LeafReason) {
    let value = match terminal.outcome() {
        // The side to move has won or lost: good for MAX if that side is
        // MAX (won) or MIN (lost); sooner is more.
        Outcome::Win => mover.perspective(MATE - Score::from(ply)),
        Outcome::Loss => mover.perspective(-(MATE - Score::from(ply))),
        Outcome::Draw => 0,
        Outcome::Scored => game.evaluate(state),
    };
    (value, LeafReason::Terminal(terminal))
}

/// Moves a mate score `plies` further from the point it is counted from
/// (negative: closer). Other scores are returned unchanged.
#[must_use]
pub fn shift_mate(value: Score, plies: Score) -> Score {
    if value > MATE - MATE_BAND {
        value - plies
    } else if value < -(MATE - MATE_BAND) {
        value + plies
    } else {
        value
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn singular_extension_keeps_depth_for_forced_moves_only() {
        let rules = DepthRules {
            depth: 3,
            singular_extension: true,
        };
        assert_eq!(rules.child_depth(0, 3, 1), 3);
        assert_eq!(rules.child_depth(0, 3, 2), 2);
        assert_eq!(
            rules.child_depth(5, 1, 1),
            0,
            "no extension past twice the depth"
        );
        let plain = DepthRules {
            depth: 3,
            singular_extension: false,
        };
        assert_eq!(plain.child_depth(0, 3, 1), 2);
    }

    #[test]
    fn mate_shift_moves_only_mate_scores() {
        assert_eq!(shift_mate(MATE - 3, 2), MATE - 5);
        assert_eq!(shift_mate(-(MATE - 3), 2), -(MATE - 5));
        assert_eq!(shift_mate(42, 2), 42);
    }
}
