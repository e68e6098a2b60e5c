//! Move ordering: puts a node's legal moves in the order the search tries them.
//!
//! Every ordering is a stable sort of the generator's order, so ties keep the
//! natural order and the same position always gets the same order; `killers`
//! and `history` also read what the search learnt so far
//! ([`OrderingMemory`]), the same at the same step of the same search. With
//! the transposition table, the table's move for the position then goes
//! first (with every ordering but `worst`, whose point is to prune nothing).
//! The
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
use crate::search::memory::OrderingMemory;
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
    /// Killers and history, for the orderings that learn.
    pub memory: &'a OrderingMemory,
    /// The transposition table's move for the position, tried first.
    pub table_move: Option<MoveCode>,
}

/// Captures first, most valuable victim then least valuable attacker
/// (MVV-LVA); quiet moves after them, all alike: the first part of the
/// `killers` and `history` keys. (`captures` also sorts the quiet moves by
/// their attacker, least valuable first.)
fn captures_first<G: Game>(game: &G, state: &G::State, mv: MoveCode) -> (bool, Reverse<u8>, u8) {
    let traits = game.move_traits(state, mv);
    if traits.is_capture() {
        (false, Reverse(traits.victim), traits.attacker)
    } else {
        (true, Reverse(0), 0)
    }
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
        memory,
        table_move,
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
        MoveOrdering::Killers => {
            let [first, second] = memory.killers(node.ply);
            moves.sort_by_key(|&mv| {
                let killer = if Some(mv) == first {
                    0
                } else if Some(mv) == second {
                    1
                } else {
                    2
                };
                (captures_first(game, node.state, mv), killer)
            });
        }
        MoveOrdering::History => moves.sort_by_key(|&mv| {
            (
                captures_first(game, node.state, mv),
                Reverse(memory.history(node.player, mv)),
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
    if ordering != MoveOrdering::Worst
        && let Some(at) = table_move.and_then(|best| moves.iter().position(|&mv| mv == best))
    {
        moves[..=at].rotate_right(1);
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
    use crate::textbook::TextbookTree;

    /// The root's four moves of `[1,2,3,4]` ordered by `ordering` with
    /// move 2 as the table's move.
    fn with_table_move(ordering: MoveOrdering) -> Vec<MoveCode> {
        let game = TextbookTree::parse("[1,2,3,4]").unwrap();
        let mut moves: Vec<MoveCode> = (0..4).map(MoveCode).collect();
        let mut oracle = Oracle::with_budget(1_000);
        let tools = OrderingTools {
            ordering,
            rules: DepthRules {
                depth: 1,
                singular_extension: false,
            },
            oracle: &mut oracle,
            paused: &mut None,
            interrupt: &Interrupt::never(),
            memory: &OrderingMemory::default(),
            table_move: Some(MoveCode(2)),
        };
        let root = game.root();
        let node = NodeContext {
            state: &root,
            node: 0,
            ply: 0,
            player: Player::Max,
            child_depth: 0,
        };
        order_moves(&game, tools, &node, &mut moves).unwrap();
        moves
    }

    #[test]
    fn the_table_move_goes_first_and_the_rest_keep_their_order() {
        let codes = |codes: [u16; 4]| codes.map(MoveCode).to_vec();
        assert_eq!(with_table_move(MoveOrdering::Natural), codes([2, 0, 1, 3]));
        // Best first by value is 4, 3, 2, 1: the table's move 2 (worth 3) first.
        assert_eq!(with_table_move(MoveOrdering::Best), codes([2, 3, 1, 0]));
        assert_eq!(
            with_table_move(MoveOrdering::Worst),
            codes([0, 1, 2, 3]),
            "worst first ignores the table"
        );
    }

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
