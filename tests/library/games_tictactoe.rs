//! Tic-tac-toe under the project's own search: the whole game tree from the
//! empty board (549,946 nodes, 255,168 finished games, a draw), alpha-beta
//! agreeing with fewer nodes, an immediate win and a forced block.

use crate::common::search::finished;
use gametree::game::{Game as _, MATE, MoveCode};
use gametree::games::tictactoe::TicTacToe;
use gametree::search::{Algorithm, FailMode, SearchOptions};
use gametree::session::Outcome;

fn search(game: TicTacToe, algorithm: Algorithm, fail: FailMode, depth: u8) -> Outcome {
    let options = SearchOptions {
        algorithm,
        fail,
        depth,
        ..SearchOptions::default()
    };
    finished(game, options).outcome().unwrap()
}

#[test]
fn minimax_enters_the_whole_game_tree_and_finds_a_draw() {
    // The game tree of tic-tac-toe: 549,946 nodes (the empty board
    // included), 255,168 of them finished games; perfect play draws.
    for algorithm in [Algorithm::Minimax, Algorithm::Negamax] {
        let outcome = search(TicTacToe::default(), algorithm, FailMode::Hard, 9);
        assert!(!outcome.truncated, "{algorithm:?}");
        assert_eq!(outcome.stats.nodes, 549_946, "{algorithm:?}");
        assert_eq!(outcome.stats.leaves, 255_168, "{algorithm:?}");
        assert_eq!(outcome.value, 0, "{algorithm:?}");
    }
}

#[test]
fn alpha_beta_finds_the_draw_with_fewer_nodes() {
    for algorithm in [Algorithm::AlphaBeta, Algorithm::NegamaxAlphaBeta] {
        for fail in [FailMode::Hard, FailMode::Soft] {
            let outcome = search(TicTacToe::default(), algorithm, fail, 9);
            assert_eq!(outcome.value, 0, "{algorithm:?} {fail:?}");
            assert!(outcome.stats.nodes < 549_946, "{algorithm:?} {fail:?}");
            assert!(outcome.stats.pruned > 0, "{algorithm:?} {fail:?}");
        }
    }
}

#[test]
fn an_immediate_win_is_found() {
    // x x .
    // o o .
    // . . .     X to move: cell 3 wins at once (O threatens cell 6).
    let game = TicTacToe::from_text("xx.oo....").unwrap();
    for depth in [1, 9] {
        for algorithm in Algorithm::ALL {
            let outcome = search(game, algorithm, FailMode::Hard, depth);
            assert_eq!(
                outcome.best_move,
                Some(MoveCode(2)),
                "{algorithm:?} {depth}"
            );
            // A win one ply from the root scores MATE − 1.
            assert_eq!(outcome.value, MATE - 1, "{algorithm:?} {depth}");
        }
    }
    let root = game.root();
    assert_eq!(game.move_label(&root, MoveCode(2)), "x3");
}

#[test]
fn a_forced_block_is_found() {
    // x x .
    // . o .
    // . . .     O to move: only cell 3 stops X's top row.
    let game = TicTacToe::from_text("xx..o....").unwrap();
    for algorithm in Algorithm::ALL {
        let outcome = search(game, algorithm, FailMode::Hard, 9);
        assert_eq!(outcome.best_move, Some(MoveCode(2)), "{algorithm:?}");
        // MAX is O here: blocking does not lose.
        assert!(outcome.value > -(MATE - 100), "{algorithm:?}");
    }
    // Every other reply lets X win at once: from MAX's (O's) view, X's win
    // two plies from the root scores −(MATE − 2).
    let outcome = search(game, Algorithm::Minimax, FailMode::Hard, 2);
    assert_eq!(outcome.best_move, Some(MoveCode(2)));
    let root = game.root();
    let mut moves = Vec::new();
    game.legal_moves(&root, &mut moves);
    for mv in moves.into_iter().filter(|&mv| mv != MoveCode(2)) {
        let after = game.play(&root, mv).unwrap();
        let reply = TicTacToe::new(after);
        let outcome = search(reply, Algorithm::Minimax, FailMode::Hard, 1);
        // Now X is MAX and wins in one ply.
        assert_eq!(outcome.value, MATE - 1, "after o{}", mv.0 + 1);
        assert_eq!(outcome.best_move, Some(MoveCode(2)), "after o{}", mv.0 + 1);
    }
}
