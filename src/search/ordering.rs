//! Move ordering: puts a node's legal moves in the order the search tries them.
//!
//! Every ordering is a stable sort of the generator's order, so ties keep the
//! natural order and the same position always gets the same order.

use std::cmp::Reverse;

use crate::game::{Game, MoveCode};
use crate::search::event::{NodeId, Player};
use crate::search::options::MoveOrdering;
use crate::search::oracle::Oracle;
use crate::search::rules::DepthRules;

/// Where the moves being ordered come from.
pub struct NodeContext<'a, G: Game> {
    /// The node's position.
    pub state: &'a G::State,
    /// The node's number, which seeds the `random` ordering.
    pub node: NodeId,
    /// The node's ply.
    pub ply: u8,
    /// The children's remaining depth.
    pub child_depth: u8,
}

/// Reorders `moves` (the generator's order) in place.
pub fn order_moves<G: Game>(
    game: &G,
    ordering: MoveOrdering,
    rules: DepthRules,
    oracle: &mut Oracle,
    node: &NodeContext<'_, G>,
    moves: &mut [MoveCode],
) {
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
            let player = Player::at_ply(node.ply);
            let mut keyed: Vec<(i64, MoveCode)> = moves
                .iter()
                .map(|&mv| {
                    let value = game.play_generated(node.state, mv).map_or(0, |child| {
                        oracle.value(game, rules, &child, node.ply + 1, node.child_depth)
                    });
                    // Sort ascending by how good the move is for the mover.
                    let goodness = i64::from(player.perspective(value));
                    let key = if ordering == MoveOrdering::Best {
                        -goodness
                    } else {
                        goodness
                    };
                    (key, mv)
                })
                .collect();
            keyed.sort_by_key(|&(key, _)| key);
            for (slot, (_, mv)) in moves.iter_mut().zip(keyed) {
                *slot = mv;
            }
        }
        MoveOrdering::Random(seed) => shuffle(
            moves,
            seed ^ u64::from(node.node).wrapping_mul(0xA076_1D64_78BD_642F),
        ),
    }
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
