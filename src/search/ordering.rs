//! Move ordering: puts a node's legal moves in the order the search tries them.
//!
//! Every ordering is a stable sort of the generator's order, so ties keep the
//! natural order and the same position always gets the same order. The
//! `best` and `worst` orderings run the oracle's hidden search, which an
//! [`Interrupt`] may pause; [`OracleWork`] keeps what was done for the next try.

#![expect(
    clippy::cast_possible_truncation,
    reason = "a shuffle index is at most the move count"
)]

use std::cmp::Reverse;

use crate::game::Player;
use crate::game::{Game, MoveCode};
use crate::search::event::NodeId;
use crate::search::interrupt::{Interrupt, Interrupted};
use crate::search::options::MoveOrdering;
use crate::search::oracle::{Evaluation, Oracle};
use crate::search::rules::{DepthRules, mover};

/// Where the moves being ordered come from.
pub struct NodeContext<'a, G: Game> {
    /// The node's position.
    pub state: &'a G::State,
    /// The node's number, which seeds the `random` ordering.
    pub node: NodeId,
    /// The node's ply.
    pub ply: u8,
    /// Who moves at the node.
    pub player: Player,
    /// The children's remaining depth.
    pub child_depth: u8,
}

/// The oracle's values of one node's moves so far, kept while an interrupt
/// pauses the `best` or `worst` ordering of that node.
pub struct OracleWork<S> {
    /// The node being ordered.
    node: NodeId,
    /// The moves valued so far, in the generator's order, with sort keys.
    keyed: Vec<(i64, MoveCode)>,
    /// The value of the next move, being computed.
    current: Option<Evaluation<S>>,
}

/// What ordering a node's moves needs besides the game and the moves.
pub struct OrderingTools<'a, S> {
    /// The ordering.
    pub ordering: MoveOrdering,
    /// The depth rules, for the oracle.
    pub rules: DepthRules,
    /// The oracle behind `best` and `worst`.
    pub oracle: &'a mut Oracle,
    /// Work on an oracle ordering that an interrupt paused.
    pub paused: &'a mut Option<OracleWork<S>>,
    /// When to pause the oracle.
    pub interrupt: &'a Interrupt,
}

/// Reorders `moves` (the generator's order) in place.
///
/// # Errors
/// [`Interrupted`] if the interrupt paused the oracle: `moves` are left as
/// they were, and `tools.paused` keeps the work for the next call on the
/// same node.
pub fn order_moves<G: Game>(
    game: &G,
    tools: OrderingTools<'_, G::State>,
    node: &NodeContext<'_, G>,
    moves: &mut [MoveCode],
) -> Result<(), Interrupted> {
    let OrderingTools {
        ordering,
        rules,
        oracle,
        paused,
        interrupt,
    } = tools;
    match ordering {
        MoveOrdering::Natural => {}
        MoveOrdering::Captures => moves.sort_by_key(|&mv| {
            let traits = game.move_traits(node.state, mv);
            // Captures first: most valuable victim, then least valuable attacker.
            (
                !traits.is_capture(),
                Reverse(traits.victim),
                traits.attacker,
            )
        }),
        MoveOrdering::Seed => moves.sort_by_key(|&mv| {
            let traits = game.move_traits(node.state, mv);
            if traits.is_capture() {
                0
            } else if traits.forward {
                1
            } else {
                2
            }
        }),
        MoveOrdering::Best | MoveOrdering::Worst => {
            let player = node.player;
            let mut work = match paused.take() {
                Some(work) if work.node == node.node => work,
                _ => OracleWork {
                    node: node.node,
                    keyed: Vec::with_capacity(moves.len()),
                    current: None,
                },
            };
            while let Some(&mv) = moves.get(work.keyed.len()) {
                let value = if let Some(evaluation) = work.current.as_mut() {
                    match oracle.resume(game, rules, evaluation, interrupt) {
                        Ok(value) => value,
                        Err(interrupted) => {
                            *paused = Some(work);
                            return Err(interrupted);
                        }
                    }
                } else if let Some(child) = game.play_generated(node.state, mv) {
                    let at = (node.ply + 1, mover(game, &child, Some(player)));
                    work.current = Some(Evaluation::new(child, at, node.child_depth));
                    continue;
                } else {
                    0
                };
                work.current = None;
                // Sort ascending by how good the move is for the mover.
                let goodness = i64::from(player.perspective(value));
                let key = if ordering == MoveOrdering::Best {
                    -goodness
                } else {
                    goodness
                };
                work.keyed.push((key, mv));
            }
            work.keyed.sort_by_key(|&(key, _)| key);
            for (slot, (_, mv)) in moves.iter_mut().zip(work.keyed) {
                *slot = mv;
            }
        }
        MoveOrdering::Random(seed) => shuffle(
            moves,
            seed ^ u64::from(node.node).wrapping_mul(0xA076_1D64_78BD_642F),
        ),
    }
    Ok(())
}

/// Fisher–Yates with a splitmix64 stream: reproducible on every platform.
fn shuffle(moves: &mut [MoveCode], seed: u64) {
    let mut state = seed;
    let mut next = || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    for i in (1..moves.len()).rev() {
        let j = (next() % (i as u64 + 1)) as usize;
        moves.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shuffle_is_a_reproducible_permutation() {
        let original: Vec<MoveCode> = (0..10).map(MoveCode).collect();
        let mut a = original.clone();
        let mut b = original.clone();
        shuffle(&mut a, 5);
        shuffle(&mut b, 5);
        assert_eq!(a, b);
        assert_ne!(a, original, "seed 5 should move something");
        let mut sorted = a.clone();
        sorted.sort();
        assert_eq!(sorted, original);
    }
}
