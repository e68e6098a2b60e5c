//! Alpha-beta agrees with minimax on tic-tac-toe and Connect Four positions
//! reached by random playouts, for every algorithm, fail mode and ordering
//! (transposition table off).

#![allow(
    clippy::unwrap_used,
    reason = "helpers shared by the tests below; a failed unwrap fails the test"
)]

use gametree::game::{Game, MoveCode};
use gametree::games::connect4::ConnectFour;
use gametree::games::tictactoe::TicTacToe;
use gametree::search::{Algorithm, FailMode, MoveOrdering, SearchOptions};
use gametree::session::Session;
use proptest::prelude::*;

/// The state after following `picks` (each taken modulo the number of legal
/// moves) from `game`'s root, stopping where the game ends.
fn playout<G: Game>(game: &G, picks: &[u16]) -> G::State {
    let mut state = game.root();
    let mut moves = Vec::new();
    for &pick in picks {
        moves.clear();
        game.legal_moves(&state, &mut moves);
        if moves.is_empty() {
            break;
        }
        let mv: MoveCode = moves[usize::from(pick) % moves.len()];
        state = game.play(&state, mv).unwrap();
    }
    state
}

fn value<G: Game>(game: G, options: SearchOptions) -> i32 {
    let mut session = Session::new(game, options).unwrap();
    session.run_to_end().unwrap();
    session.outcome().unwrap().value
}

/// Every pruning algorithm, fail mode and ordering agrees with minimax.
fn agrees<G: Game + Clone>(game: &G, depth: u8) -> Result<(), TestCaseError> {
    let plain = SearchOptions {
        algorithm: Algorithm::Minimax,
        depth,
        ..SearchOptions::default()
    };
    let expected = value(game.clone(), plain);
    for algorithm in Algorithm::ALL {
        for fail in [FailMode::Hard, FailMode::Soft] {
            for ordering in MoveOrdering::MENU
                .into_iter()
                .chain([MoveOrdering::Random(7)])
            {
                let options = SearchOptions {
                    algorithm,
                    fail,
                    ordering,
                    ..plain
                };
                prop_assert_eq!(
                    value(game.clone(), options),
                    expected,
                    "{:?} {:?} {:?}",
                    algorithm,
                    fail,
                    ordering
                );
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn tictactoe_alpha_beta_equals_minimax(picks in prop::collection::vec(any::<u16>(), 2..9)) {
        let root = playout(&TicTacToe::default(), &picks);
        agrees(&TicTacToe::new(root), 9)?;
    }

    #[test]
    fn connect4_alpha_beta_equals_minimax(
        picks in prop::collection::vec(any::<u16>(), 0..30),
        depth in 1_u8..=4,
    ) {
        let root = playout(&ConnectFour::default(), &picks);
        agrees(&ConnectFour::new(root), depth)?;
    }
}
