//! Search on chess positions: node counts against perft, mates, orderings.

use gametree::chess::{ChessGame, EvalKind, START_FEN};
use gametree::game::{Game, MATE, mate_distance};
use gametree::input::AnyGame;
use gametree::search::{Algorithm, MoveOrdering, SearchOptions, Stepper};
use gametree::session::Session;

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn run(fen: &str, options: SearchOptions) -> gametree::session::Outcome {
    let game = AnyGame::from_fen(fen, EvalKind::Material).unwrap();
    let mut session = Session::new(game, options).unwrap();
    session.run_to_end().unwrap();
    session.outcome().unwrap()
}

#[test]
fn minimax_enters_one_plus_the_sum_of_perft() {
    // Perft figures: start position 20 / 400 / 8,902; Kiwipete 48 / 2,039.
    for (fen, perft) in [
        (START_FEN, &[20u64, 400, 8_902][..]),
        (KIWIPETE, &[48, 2_039][..]),
    ] {
        for depth in 1..=perft.len() {
            let options = SearchOptions {
                algorithm: Algorithm::Minimax,
                depth: depth as u8,
                ..SearchOptions::default()
            };
            let outcome = run(fen, options);
            let expected = 1 + perft[..depth].iter().sum::<u64>();
            assert_eq!(outcome.stats.nodes, expected, "{fen} depth {depth}");
            assert_eq!(outcome.stats.leaves, perft[depth - 1]);
        }
    }
}

#[test]
fn bare_stepper_and_recording_session_count_the_same() {
    let game = ChessGame::start(EvalKind::Pst);
    let options = SearchOptions {
        depth: 3,
        ordering: MoveOrdering::Seed,
        ..SearchOptions::default()
    };
    let mut stepper = Stepper::new(&game, options);
    stepper.run(&game);
    let mut session = Session::new(game.clone(), options).unwrap();
    session.run_to_end().unwrap();
    assert_eq!(*stepper.stats(), session.outcome().unwrap().stats);
}

/// Black king h8 boxed in by its pawns; Ra8 mates.
const MATE_IN_ONE: &str = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
/// The rook ladder: 1.Ra7 Kg8 2.Rb8#, no mate in one.
const MATE_IN_TWO: &str = "7k/8/8/8/8/8/R7/1R4K1 w - - 0 1";

#[test]
fn mates_are_found_and_the_shorter_one_is_preferred() {
    for algorithm in [
        Algorithm::Minimax,
        Algorithm::AlphaBeta,
        Algorithm::Negamax,
        Algorithm::NegamaxAlphaBeta,
    ] {
        for ordering in [
            MoveOrdering::Natural,
            MoveOrdering::Captures,
            MoveOrdering::Worst,
        ] {
            let options = |depth| SearchOptions {
                algorithm,
                ordering,
                depth,
                ..SearchOptions::default()
            };
            let one = run(MATE_IN_ONE, options(3));
            assert_eq!(one.value, MATE - 1, "{algorithm:?} {ordering:?}");
            assert_eq!(mate_distance(one.value), Some(1));
            let game = ChessGame::from_fen(MATE_IN_ONE, EvalKind::Material).unwrap();
            assert_eq!(
                game.move_label(&game.root(), one.best_move.unwrap()),
                "Ra8#"
            );

            let two = run(MATE_IN_TWO, options(3));
            assert_eq!(two.value, MATE - 3, "{algorithm:?} {ordering:?}");
            let two_shallow = run(MATE_IN_TWO, options(2));
            assert!(two_shallow.value < MATE - 1000, "no mate within two plies");
        }
    }
}

#[test]
fn being_mated_scores_negative_from_the_root_side() {
    // Black (MAX) has one move, Kb8, and then Rh8 mates.
    let fen = "k7/1p6/1K6/8/8/8/8/7R b - - 0 1";
    let outcome = run(
        fen,
        SearchOptions {
            depth: 2,
            ..SearchOptions::default()
        },
    );
    assert_eq!(outcome.value, -(MATE - 2));
    // Already mated at the root: no move, the worst score.
    let mated = run("7k/8/8/8/8/8/5PPP/r5K1 w - - 0 1", SearchOptions::default());
    assert_eq!((mated.value, mated.best_move), (-MATE, None));
}

#[test]
fn node_cap_stops_cleanly_and_marks_truncation() {
    let capped = |max_nodes| {
        let options = SearchOptions {
            algorithm: Algorithm::Minimax,
            depth: 4,
            max_nodes,
            ..SearchOptions::default()
        };
        run(START_FEN, options)
    };
    // Each first move's subtree holds about 9,000 nodes at this depth.
    let early = capped(1_000);
    assert!(early.truncated);
    assert_eq!(early.stats.nodes, 1_000);
    assert_eq!(
        (early.best_move, early.value),
        (None, 0),
        "no move finished: the static value"
    );
    let later = capped(30_000);
    assert!(later.truncated);
    assert_eq!(later.stats.nodes, 30_000);
    assert!(
        later.best_move.is_some(),
        "the best of the moves finished so far"
    );
}
