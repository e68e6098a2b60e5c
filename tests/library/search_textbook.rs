//! Search on textbook trees: the classic 3×3 example and Knuth and Moore's
//! best- and worst-case leaf counts.

use gametree::game::MoveCode;
use gametree::input::AnyGame;
use gametree::search::{Algorithm, FailMode, MoveOrdering, SearchEvent, SearchOptions};
use gametree::session::Session;
use gametree::textbook::TextbookTree;
use gametree::tree::NodeKind;

fn session(text: &str, options: SearchOptions) -> Session<AnyGame> {
    let game = AnyGame::from_tree(text).unwrap();
    let options = game.fit_options(options, false).unwrap();
    let mut session = Session::new(game, options).unwrap();
    session.run_to_end().unwrap();
    session
}

fn evaluated(session: &Session<AnyGame>) -> Vec<i32> {
    (0..session.frontier())
        .filter_map(|step| match session.event(step)?.1 {
            SearchEvent::Leaf { value, .. } => Some(value),
            _ => None,
        })
        .collect()
}

const CLASSIC: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

#[test]
fn classic_tree_alpha_beta_prunes_four_and_six() {
    for fail in [FailMode::Hard, FailMode::Soft] {
        for algorithm in [Algorithm::AlphaBeta, Algorithm::NegamaxAlphaBeta] {
            let options = SearchOptions {
                algorithm,
                fail,
                ..SearchOptions::default()
            };
            let session = session(CLASSIC, options);
            let outcome = session.outcome().unwrap();
            assert_eq!(outcome.value, 3, "{algorithm:?} {fail:?}");
            assert_eq!(outcome.best_move, Some(MoveCode(0)));
            assert_eq!(evaluated(&session), [3, 12, 8, 2, 14, 5, 2]);
            assert_eq!(outcome.stats.leaves, 7);
            assert_eq!(outcome.stats.pruned, 2);
            assert_eq!(outcome.stats.cutoffs, 1);

            // The pruned moves are the second and third replies of the second move.
            let tree = session.tree().unwrap();
            let pruned: Vec<String> = tree
                .nodes()
                .map(|(n, _)| n)
                .filter(|&n| tree.node(n).unwrap().kind == NodeKind::Pruned)
                .map(|n| session.path_labels(n).join("."))
                .collect();
            assert_eq!(pruned, ["2.2", "2.3"]);
            let root = tree.root().unwrap();
            let best_child = tree
                .node_at(root, session.cursor())
                .unwrap()
                .best_child
                .unwrap();
            assert_eq!(session.move_label(best_child).as_deref(), Some("1"));
        }
    }
}

#[test]
fn classic_tree_minimax_and_negamax_evaluate_every_leaf() {
    for algorithm in [Algorithm::Minimax, Algorithm::Negamax] {
        let session = session(
            CLASSIC,
            SearchOptions {
                algorithm,
                ..SearchOptions::default()
            },
        );
        let outcome = session.outcome().unwrap();
        assert_eq!(outcome.value, 3);
        assert_eq!(evaluated(&session), [3, 12, 8, 2, 4, 6, 14, 5, 2]);
        assert_eq!((outcome.stats.nodes, outcome.stats.pruned), (13, 0));
    }
}

#[test]
fn fail_soft_returns_the_true_bound_where_fail_hard_clamps() {
    let value_of_second_reply = |fail| {
        let session = session(
            CLASSIC,
            SearchOptions {
                fail,
                ..SearchOptions::default()
            },
        );
        let tree = session.tree().unwrap();
        let second = tree.children(tree.root().unwrap())[1];
        tree.node(second).unwrap().value
    };
    // The second MIN node is cut off after its first leaf, 2, with α = 3.
    assert_eq!(value_of_second_reply(FailMode::Hard), 3);
    assert_eq!(value_of_second_reply(FailMode::Soft), 2);
}

/// A uniform tree whose leaves are distinct, so no two subtrees tie.
fn uniform(branching: usize, depth: usize) -> String {
    let leaves = branching.pow(depth as u32);
    // A fixed permutation of 0..leaves: multiply by a unit modulo `leaves`.
    let step = (1..leaves)
        .rev()
        .find(|s| gcd(*s, leaves) == 1 && *s > leaves / 3)
        .unwrap_or(1);
    let values = (0..leaves).map(|i| i32::try_from((i * step) % leaves).unwrap() - 20);
    TextbookTree::uniform(branching, depth, values)
        .unwrap()
        .to_list_string()
}

fn gcd(a: usize, b: usize) -> usize {
    if b == 0 { a } else { gcd(b, a % b) }
}

#[test]
fn perfect_ordering_meets_the_knuth_moore_minimum_and_worst_prunes_nothing() {
    for branching in 2..=4usize {
        for depth in 1..=4usize {
            let text = uniform(branching, depth);
            let minimax = session(
                &text,
                SearchOptions {
                    algorithm: Algorithm::Minimax,
                    ..SearchOptions::default()
                },
            );
            for algorithm in [Algorithm::AlphaBeta, Algorithm::NegamaxAlphaBeta] {
                let best = session(
                    &text,
                    SearchOptions {
                        algorithm,
                        ordering: MoveOrdering::Best,
                        ..SearchOptions::default()
                    },
                );
                let worst = session(
                    &text,
                    SearchOptions {
                        algorithm,
                        ordering: MoveOrdering::Worst,
                        ..SearchOptions::default()
                    },
                );
                let b = branching as u64;
                let knuth_moore = b.pow(depth.div_ceil(2) as u32) + b.pow((depth / 2) as u32) - 1;
                let best = best.outcome().unwrap();
                let worst = worst.outcome().unwrap();
                assert_eq!(best.stats.leaves, knuth_moore, "b={b} d={depth} {text}");
                assert_eq!(
                    worst.stats.leaves,
                    b.pow(depth as u32),
                    "b={b} d={depth} {text}"
                );
                assert_eq!(worst.stats.pruned, 0);
                assert_eq!(best.value, minimax.outcome().unwrap().value);
                assert_eq!(worst.value, best.value);
            }
        }
    }
}

#[test]
fn ties_keep_the_first_best_move_and_equality_cuts() {
    // First move: MIN value 1. Second: 3, now the best. Third: after 4 and 3,
    // β = 3 = α, so the last reply, 2, is pruned: a cutoff needs only α ≥ β.
    let session = session("[[1,1],[5,3],[4,3,2]]", SearchOptions::default());
    let outcome = session.outcome().unwrap();
    assert_eq!(outcome.value, 3);
    assert_eq!(outcome.best_move, Some(MoveCode(1)));
    assert_eq!(evaluated(&session), [1, 1, 5, 3, 4, 3]);
    assert_eq!(outcome.stats.pruned, 1);
    let options = SearchOptions {
        algorithm: Algorithm::Minimax,
        ..SearchOptions::default()
    };
    let equal = self::session("[[3,3],[3,4]]", options);
    assert_eq!(
        equal.outcome().unwrap().best_move,
        Some(MoveCode(0)),
        "only a strict improvement replaces the best move"
    );
}

#[test]
fn the_ordered_builtins_are_best_and_worst_cases_in_natural_order() {
    let text = |name| gametree::textbook::builtin(name).unwrap().text;
    let unordered = session(text("uniform-3x3x3"), SearchOptions::default());
    let perfect = session(text("perfect-3x3x3"), SearchOptions::default());
    let worst = session(text("worst-3x3x3"), SearchOptions::default());
    let value = unordered.outcome().unwrap().value;
    assert_eq!(perfect.outcome().unwrap().value, value);
    assert_eq!(worst.outcome().unwrap().value, value);
    // b = 3, d = 3: 3^2 + 3^1 - 1 = 11 leaves at best, 3^3 = 27 at worst.
    assert_eq!(perfect.outcome().unwrap().stats.leaves, 11);
    assert_eq!(worst.outcome().unwrap().stats.leaves, 27);
    assert_eq!(worst.outcome().unwrap().stats.pruned, 0);
}
