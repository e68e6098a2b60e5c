//! What full minimax would cost on what is searched, to the depth searched:
//! counted by running minimax when that is cheap, otherwise estimated by
//! Knuth's random probes (D. E. Knuth, "Estimating the efficiency of
//! backtrack programs", 1975), which follow the game's real branching, so
//! that a game whose moves run out (tic-tac-toe loses a move every ply) or
//! that ends early is not priced as a uniform `b^d` tree.

#![expect(
    clippy::cast_precision_loss,
    reason = "node counts and estimates become f64 for the size estimate; exactness beyond 2^52 does not matter there"
)]

use crate::game::{Game, MoveCode};
use crate::search::{Algorithm, SearchEvent, SearchOptions, Stepper};

/// How many random paths an estimate follows.
pub const PROBES: u32 = 4_096;

/// The size of a full minimax search.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum MinimaxSize {
    /// Counted: a minimax search ran to its end within the budget.
    Counted {
        /// Nodes entered, the root included.
        nodes: u64,
        /// Leaves: depth-limit nodes and finished games.
        leaves: u64,
    },
    /// Estimated from [`PROBES`] random paths: each path multiplies the
    /// numbers of moves it meets, which is on average the number of nodes
    /// at each ply.
    Estimated {
        /// Expected nodes, the root included.
        nodes: f64,
        /// Expected leaves.
        leaves: f64,
    },
}

/// The size of a full minimax search of `game` with `options` (its depth
/// and singular extension; every other option is minimax's): counted if
/// minimax enters at most `budget` nodes, estimated otherwise.
/// Deterministic.
#[must_use]
pub fn minimax_size<G: Game>(game: &G, options: &SearchOptions, budget: u64) -> MinimaxSize {
    let options = SearchOptions {
        algorithm: Algorithm::Minimax,
        transposition_table: false,
        iterative_deepening: false,
        max_nodes: budget,
        ..*options
    };
    let mut stepper = Stepper::new(game, options);
    while let Some(event) = stepper.step(game) {
        if let SearchEvent::Done { truncated, .. } = event {
            if truncated {
                break;
            }
            let stats = stepper.stats();
            return MinimaxSize::Counted {
                nodes: stats.nodes,
                leaves: stats.leaves,
            };
        }
    }
    estimate(game, &options)
}

/// Knuth's estimator: along a path chosen at random, the product of the
/// move counts met so far stands for the nodes of that ply; the average
/// over [`PROBES`] paths is an unbiased estimate of the tree's size.
fn estimate<G: Game>(game: &G, options: &SearchOptions) -> MinimaxSize {
    let rules = crate::search::DepthRules {
        depth: options.depth,
        singular_extension: options.singular_extension,
    };
    let (mut nodes, mut leaves) = (0.0_f64, 0.0_f64);
    let mut moves: Vec<MoveCode> = Vec::new();
    for probe in 0..PROBES {
        let (mut state, mut ply, mut depth_left, mut weight) =
            (game.root(), 0_u8, options.depth, 1.0);
        loop {
            nodes += weight;
            moves.clear();
            // A leaf as the search decides it: the depth limit, or a
            // position that ends the game.
            if depth_left == 0 || game.moves_or_terminal(&state, &mut moves).is_some() {
                leaves += weight;
                break;
            }
            let Some(&mv) = moves.get(pick(game.position_key(&state), probe, moves.len())) else {
                leaves += weight;
                break;
            };
            let Some(next) = game.play_generated(&state, mv) else {
                break;
            };
            weight *= moves.len() as f64;
            depth_left = rules.child_depth(ply, depth_left, moves.len());
            ply = ply.saturating_add(1);
            state = next;
        }
    }
    let probes = f64::from(PROBES);
    MinimaxSize::Estimated {
        nodes: nodes / probes,
        leaves: leaves / probes,
    }
}

/// A move index below `count` for `probe` at the position keyed `key`:
/// a multiplicative hash, so that paths differ from probe to probe and the
/// estimate is the same on every run.
fn pick(key: u64, probe: u32, count: usize) -> usize {
    let mixed = (key ^ u64::from(probe).rotate_left(29))
        .wrapping_mul(0xD6E8_FEB8_6659_FD93)
        .rotate_right(17)
        .wrapping_mul(0xA24B_AED4_963E_E407);
    let high = mixed >> 32;
    usize::try_from(high % count as u64).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::{AnyGame, GameKind};

    fn game(kind: GameKind, position: &str) -> AnyGame {
        AnyGame::from_position(kind, position, crate::chess::EvalKind::Material).unwrap()
    }

    fn options(depth: u8) -> SearchOptions {
        SearchOptions {
            depth,
            ..SearchOptions::default()
        }
    }

    #[test]
    fn a_small_game_is_counted_exactly() {
        // Two marks played: 7 moves, then 6, 5, …; nobody can win before
        // X's third mark, so 1 + 7 + 7·6 nodes to depth 2.
        let ttt = game(GameKind::TicTacToe, "x...o....");
        assert_eq!(
            minimax_size(&ttt, &options(2), 1_000),
            MinimaxSize::Counted {
                nodes: 1 + 7 + 42,
                leaves: 42
            }
        );
        // Connect Four to depth 2: 1 + 7 + 49.
        let c4 = game(GameKind::ConnectFour, "");
        assert_eq!(
            minimax_size(&c4, &options(2), 1_000),
            MinimaxSize::Counted {
                nodes: 57,
                leaves: 49
            }
        );
    }

    #[test]
    fn the_estimate_follows_shrinking_branching_not_b_to_the_d() {
        // The whole tic-tac-toe game: 549,946 nodes, 255,168 finished games.
        // A uniform tree with the root's 9 moves would have 9^9 ≈ 387
        // million leaves; the probes must land near the truth.
        let ttt = game(GameKind::TicTacToe, ".........");
        let MinimaxSize::Estimated { nodes, leaves } = minimax_size(&ttt, &options(9), 1_000)
        else {
            panic!("over the budget, so estimated");
        };
        assert!((400_000.0..700_000.0).contains(&nodes), "{nodes}");
        assert!((180_000.0..330_000.0).contains(&leaves), "{leaves}");
        // Deterministic.
        assert_eq!(
            minimax_size(&ttt, &options(9), 1_000),
            MinimaxSize::Estimated { nodes, leaves }
        );
    }

    #[test]
    fn a_uniform_game_is_estimated_exactly() {
        // Connect Four to depth 3 never fills a column nor ends: every path
        // multiplies 7s, so every probe gives 1 + 7 + 49 + 343.
        let c4 = game(GameKind::ConnectFour, "");
        assert_eq!(
            minimax_size(&c4, &options(3), 10),
            MinimaxSize::Estimated {
                nodes: 400.0,
                leaves: 343.0
            }
        );
    }
}
