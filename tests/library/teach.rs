//! The teaching layer from the outside: pseudocode lines, narration,
//! locals, quizzes and comparisons on textbook trees and chess positions,
//! and the comparison's numbers against the real `gametree analyze --json`.

use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use gametree::chess::EvalKind;
use gametree::game::INFINITY;
use gametree::input::AnyGame;
use gametree::search::{
    Algorithm, FailMode, Interrupt, MoveOrdering, Player, SearchEvent, SearchOptions,
};
use gametree::session::Session;
use gametree::teach::{
    Answer, CompareError, Comparison, LineRole, QuizKind, QuizKinds, Tally, View, ask, check,
    compare, compare_within, line_at, listing, locals, narrate, question_at,
};

const CLASSIC: &str = "[[3,12,8],[2,4,6],[14,5,2]]";
/// White mates with Qxf7# (Scholar's mate).
const MATE_IN_ONE: &str = "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
/// Qb6 stalemates.
const STALEMATE_IN_ONE: &str = "k7/8/8/2Q5/8/8/8/7K w - - 0 1";
/// Kxb2 leaves two bare kings.
const BARE_KINGS_IN_ONE: &str = "7k/8/8/8/8/8/1p6/K7 w - - 0 1";
/// Any quiet move reaches the fifty-move rule.
const FIFTY_IN_ONE: &str = "7k/8/8/8/8/8/8/KR6 w - - 99 80";
/// Few pieces, many transpositions: the table gets hits.
const ROOK_ENDING: &str = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn tree_session(text: &str, options: SearchOptions) -> Session<AnyGame> {
    let game = AnyGame::from_tree(text).unwrap();
    let options = game.fit_options(options, false).unwrap();
    let mut session = Session::new(game, options).unwrap();
    session.run_to_end().unwrap();
    session
}

fn chess_session(fen: &str, options: SearchOptions) -> Session<AnyGame> {
    let game = AnyGame::from_fen(fen, EvalKind::Material).unwrap();
    let mut session = Session::new(game, options).unwrap();
    session.run_to_end().unwrap();
    session
}

fn step_of(session: &Session<AnyGame>, wanted: impl Fn(&SearchEvent) -> bool) -> u64 {
    (0..session.frontier())
        .find(|&step| session.event(step).is_some_and(|(_, event)| wanted(&event)))
        .expect("the search has such a step")
}

#[test]
fn the_classic_alpha_cutoff_is_explained_on_the_break_line() {
    let session = tree_session(CLASSIC, SearchOptions::default());
    let listing = listing(session.options());
    let step = step_of(&session, |event| {
        matches!(event, SearchEvent::Cutoff { .. })
    });
    assert_eq!(step, 17);
    let line = line_at(&listing, &session, step).unwrap();
    assert_eq!(listing.lines[line].role, LineRole::Prune);
    assert_eq!(listing.lines[line].side, Some(Player::Min));
    assert_eq!(listing.lines[line].code, "break");
    let text = narrate(&session, step);
    assert_eq!(
        text,
        "MIN at 2 found 2 ≤ α = 3: MAX above already has 3, so the remaining 2 moves (2, 3) are pruned — an α-cutoff."
    );
    // The backup before it says why, the finish after it what is returned.
    assert_eq!(
        narrate(&session, step - 1),
        "Back at MIN at 2, move 1 returned 2: its first result, so best = 2, and β falls to 2 — 2 ≤ α = 3, so MAX above will never choose this line."
    );
    assert_eq!(
        listing.lines[line_at(&listing, &session, step - 1).unwrap()].role,
        LineRole::Improve
    );
    // Fail-soft (the default): MIN at 2 returns the 2 it found, ≤2 as in
    // AIMA's Fig. 5.5.
    let finish = narrate(&session, step + 1);
    assert!(
        finish.contains("returns 2, an upper bound (≤2)"),
        "{finish}"
    );
    assert!(!finish.contains("clamped"), "{finish}");
    let done = narrate(&session, session.frontier() - 1);
    assert_eq!(
        done,
        "The search is over after 11 nodes: MAX's best move is move 1, worth 3."
    );
}

fn all_options() -> Vec<SearchOptions> {
    let mut all = Vec::new();
    for algorithm in Algorithm::ALL {
        for transposition_table in [false, true] {
            for fail in [FailMode::Hard, FailMode::Soft] {
                if fail == FailMode::Soft && !algorithm.prunes() {
                    continue;
                }
                all.push(SearchOptions {
                    algorithm,
                    transposition_table,
                    fail,
                    ..SearchOptions::default()
                });
            }
        }
    }
    all
}

/// Every step has a line, a sentence and locals; returns all sentences.
fn check_every_step(session: &Session<AnyGame>) -> Vec<String> {
    let listing = listing(session.options());
    let mut sentences = Vec::new();
    for step in 0..session.frontier() {
        let line = line_at(&listing, session, step);
        assert!(line.is_some(), "step {step}: {:?}", session.event(step));
        let text = narrate(session, step);
        assert!(
            text.len() > 20
                && text.ends_with('.')
                && text.starts_with(char::is_uppercase)
                && !text.contains("TODO"),
            "step {step}: {text}"
        );
        assert!(locals(session, step).is_some(), "step {step}");
        sentences.push(text);
    }
    sentences
}

#[test]
fn every_step_of_every_variant_has_a_line_and_a_sentence() {
    let trees = [
        CLASSIC,
        "[[[[8],[5]],[[10]]],[3,6,9],[10,1,7,2]]",
        "[[1,1],[5,3],[4,3,2]]",
        "7",
    ];
    let mut sentences = Vec::new();
    for options in all_options() {
        for tree in trees {
            sentences.extend(check_every_step(&tree_session(tree, options)));
        }
        for (fen, depth) in [
            (MATE_IN_ONE, 2),
            (STALEMATE_IN_ONE, 1),
            (BARE_KINGS_IN_ONE, 1),
            (FIFTY_IN_ONE, 1),
            (ROOK_ENDING, 4),
        ] {
            let options = SearchOptions { depth, ..options };
            sentences.extend(check_every_step(&chess_session(fen, options)));
        }
    }
    let deepening = SearchOptions {
        iterative_deepening: true,
        depth: 2,
        ordering: MoveOrdering::Captures,
        ..SearchOptions::default()
    };
    sentences.extend(check_every_step(&chess_session(MATE_IN_ONE, deepening)));
    let capped = SearchOptions {
        max_nodes: 5,
        ..SearchOptions::default()
    };
    sentences.extend(check_every_step(&chess_session(ROOK_ENDING, capped)));
    for phrase in [
        "is checkmate",
        "mate in 1 for MAX",
        "is stalemate",
        "insufficient material",
        "fifty-move rule",
        "is a leaf of the tree",
        "is at the depth limit",
        "The transposition table already holds",
        "α-cutoff",
        "β-cutoff",
        "Depth 1 of iterative deepening is over",
        "The node cap of 5 nodes stopped the search",
        "MIN after Qxf7#",
    ] {
        assert!(
            sentences.iter().any(|text| text.contains(phrase)),
            "no sentence says {phrase:?}"
        );
    }
}

#[test]
fn negamax_locals_are_from_the_side_to_move() {
    let negamax = tree_session(
        CLASSIC,
        SearchOptions {
            algorithm: Algorithm::NegamaxAlphaBeta,
            ..SearchOptions::default()
        },
    );
    let alphabeta = tree_session(CLASSIC, SearchOptions::default());
    // Step 16: move 1 (value 2) is backed up to MIN at 2, entered with [3, +∞].
    let step = 16;
    assert!(matches!(
        negamax.event(step),
        Some((_, SearchEvent::Backup { child_value: 2, .. }))
    ));
    let own = locals(&negamax, step).unwrap();
    assert_eq!(own.view, View::SideToMove(Player::Min));
    assert!(own.view.label().contains("side to move"));
    assert_eq!(own.player, Player::Min);
    assert_eq!(own.path, ["2"]);
    assert_eq!((own.alpha, own.beta), (Some(-2), Some(-3)));
    assert_eq!(own.best, Some(-2));
    assert_eq!((own.move_number, own.move_count), (Some(1), 3));
    assert_eq!(own.move_label.as_deref(), Some("1"));
    assert_eq!(own.depth, 1);
    let max = locals(&alphabeta, step).unwrap();
    assert_eq!(max.view, View::Max);
    assert_eq!((max.alpha, max.beta, max.best), (Some(3), Some(2), Some(2)));
    // On entry to MIN at 2 (step 13), before any child: [3, +∞] seen by MIN is [−∞, −3].
    let entered = locals(&negamax, 13).unwrap();
    assert_eq!((entered.alpha, entered.beta), (Some(-INFINITY), Some(-3)));
    assert_eq!((entered.best, entered.move_number), (None, None));
    // Plain minimax keeps no window.
    let minimax = tree_session(
        CLASSIC,
        SearchOptions {
            algorithm: Algorithm::Minimax,
            ..SearchOptions::default()
        },
    );
    let plain = locals(&minimax, 4).unwrap();
    assert_eq!((plain.alpha, plain.beta, plain.best), (None, None, Some(3)));
}

#[test]
fn the_quiz_scores_right_and_wrong_answers_on_the_classic_tree() {
    let game = AnyGame::from_tree(CLASSIC).unwrap();
    let fail_hard = SearchOptions {
        fail: FailMode::Hard,
        ..SearchOptions::default()
    };
    let options = game.fit_options(fail_hard, false).unwrap();
    let mut session = Session::new(game, options).unwrap();
    let mut tally = Tally::default();
    let mut questions = Vec::new();
    // Alternate right and wrong answers, stepping on after each.
    loop {
        if let Some(question) = ask(&mut session, QuizKinds::ALL).unwrap() {
            let answer = if questions.len() % 2 == 0 {
                question.correct
            } else {
                match question.correct {
                    Answer::Value(v) => Answer::Value(v + 1),
                    Answer::Cutoff(cut) => Answer::Cutoff(!cut),
                    Answer::Window { alpha, beta } => Answer::Window {
                        alpha: beta,
                        beta: alpha,
                    },
                    Answer::Child(node) => {
                        Answer::Child(petgraph::graph::NodeIndex::new(node.index() + 1))
                    }
                }
            };
            let verdict = check(&question, answer);
            assert_eq!(
                verdict.right,
                questions.len() % 2 == 0,
                "{}",
                verdict.explanation
            );
            tally.record(&verdict);
            questions.push(question);
        }
        if !session.step_forward().unwrap() {
            break;
        }
    }
    assert_eq!(tally.asked as usize, questions.len());
    assert_eq!(tally.right as usize, questions.len().div_ceil(2));
    // Before step 13 MIN at 2 is entered: it gets [3, +∞].
    let window = question_at(&session, 13, QuizKinds::only(QuizKind::Window)).unwrap();
    assert_eq!(
        window.correct,
        Answer::Window {
            alpha: 3,
            beta: INFINITY
        }
    );
    assert!(window.prompt.contains("MIN at 2"), "{}", window.prompt);
    // Before step 16, which backs 2 up to MIN at 2 (and whose sentence
    // names the cutoff): it stops. Asked before the step that answers it,
    // so nothing shown so far (the sentence of step 15 is MIN at 2.1's
    // leaf) gives the answer away.
    let cut = question_at(&session, 16, QuizKinds::ALL).unwrap();
    assert_eq!(cut.kind, QuizKind::Cutoff);
    assert!(
        matches!(session.event(16), Some((_, SearchEvent::Backup { .. }))),
        "the question comes before the backup"
    );
    let shown = narrate(&session, 15);
    assert!(
        !shown.contains('α') && !shown.contains("never"),
        "the sentence on screen does not answer it: {shown}"
    );
    assert!(question_at(&session, 17, QuizKinds::only(QuizKind::Cutoff)).is_none());
    assert_eq!(cut.correct, Answer::Cutoff(true));
    assert!(cut.prompt.contains("Will MIN stop here"), "{}", cut.prompt);
    let wrong = check(&cut, Answer::Cutoff(false));
    assert!(!wrong.right);
    assert!(wrong.explanation.contains("α = 3"), "{}", wrong.explanation);
    // Before step 4 backs 3 up to MIN at 1: β = 3 > α = −∞, it goes on.
    let go_on = question_at(&session, 4, QuizKinds::only(QuizKind::Cutoff)).unwrap();
    assert_eq!(go_on.correct, Answer::Cutoff(false));
    // Before step 18 MIN at 2 finishes: fail-hard returns 3, not its best 2.
    let value = question_at(&session, 18, QuizKinds::only(QuizKind::Value)).unwrap();
    assert_eq!(value.correct, Answer::Value(3));
    let typed = Answer::parse(QuizKind::Value, "2", value.wording).unwrap();
    let verdict = check(&value, typed);
    assert!(!verdict.right);
    assert!(
        verdict.explanation.contains("best was 2"),
        "{}",
        verdict.explanation
    );
    assert!(question_at(&session, 13, QuizKinds::default()).is_none());
}

#[test]
fn quizzes_work_on_chess_too() {
    let session = chess_session(
        ROOK_ENDING,
        SearchOptions {
            depth: 2,
            ..SearchOptions::default()
        },
    );
    let asked = (0..session.frontier())
        .filter_map(|step| question_at(&session, step, QuizKinds::ALL))
        .collect::<Vec<_>>();
    for kind in [QuizKind::Value, QuizKind::Cutoff, QuizKind::Window] {
        assert!(asked.iter().any(|q| q.kind == kind), "{kind:?}");
    }
    assert!(asked.iter().all(|q| check(q, q.correct).right));
}

fn cli_json(args: &[&str]) -> serde_json::Value {
    let output = crate::common::cli::english(&mut Command::new(env!("CARGO_BIN_EXE_gametree")))
        .arg("analyze")
        .args(args)
        .arg("--json")
        .output()
        .unwrap();
    assert!(output.status.success(), "{args:?}");
    serde_json::from_slice(&output.stdout).unwrap()
}

fn assert_side_matches_cli(side: &gametree::teach::SideResult, json: &serde_json::Value) {
    let counts = &side.counts;
    assert_eq!(json["nodes"], counts.stats.nodes);
    assert_eq!(json["leaves"], counts.stats.leaves);
    assert_eq!(json["cutoffs"], counts.stats.cutoffs);
    assert_eq!(json["pruned"], counts.stats.pruned);
    assert_eq!(json["value"], counts.value);
    assert_eq!(json["best_move"].as_str(), counts.best_move.as_deref());
}

#[test]
fn comparisons_equal_what_the_cli_prints() {
    let game = AnyGame::from_tree(CLASSIC).unwrap();
    let minimax = SearchOptions {
        algorithm: Algorithm::Minimax,
        ..SearchOptions::default()
    };
    let comparison = compare(&game, minimax, SearchOptions::default()).unwrap();
    assert_side_matches_cli(
        &comparison.a,
        &cli_json(&["--tree", CLASSIC, "--algo", "minimax"]),
    );
    assert_side_matches_cli(&comparison.b, &cli_json(&["--tree", CLASSIC]));
    assert_eq!(
        (
            comparison.a.counts.stats.nodes,
            comparison.b.counts.stats.nodes
        ),
        (13, 11)
    );
    assert!((comparison.saved - (1.0 - 11.0 / 13.0)).abs() < 1e-12);
    assert_eq!(comparison.visited.common, 11);
    let only_minimax: Vec<Vec<String>> = comparison
        .visited
        .only_a
        .iter()
        .map(|subtree| subtree.path.clone())
        .collect();
    assert_eq!(only_minimax, [["2", "2"], ["2", "3"]]);
    assert_eq!(comparison.visited.only_a_nodes(), 2);
    assert!(comparison.visited.only_b.is_empty());

    let chess = AnyGame::from_fen(ROOK_ENDING, EvalKind::Material).unwrap();
    let plain = SearchOptions {
        depth: 3,
        ..SearchOptions::default()
    };
    let ordered = SearchOptions {
        ordering: MoveOrdering::Captures,
        transposition_table: true,
        ..plain
    };
    let comparison = compare(&chess, plain, ordered).unwrap();
    assert_side_matches_cli(
        &comparison.a,
        &cli_json(&["--fen", ROOK_ENDING, "--depth", "3"]),
    );
    assert_side_matches_cli(
        &comparison.b,
        &cli_json(&[
            "--fen",
            ROOK_ENDING,
            "--depth",
            "3",
            "--order",
            "captures",
            "--tt",
        ]),
    );
    let visited = &comparison.visited;
    assert_eq!(
        visited.common + visited.only_a_nodes(),
        comparison.a.counts.stats.nodes
    );
    assert_eq!(
        visited.common + visited.only_b_nodes(),
        comparison.b.counts.stats.nodes
    );
    assert!(comparison.a.millis >= 0.0);
}

/// A comparison with its wall-clock times left out (they vary run to run).
fn untimed(mut comparison: Comparison) -> Comparison {
    comparison.a.millis = 0.0;
    comparison.b.millis = 0.0;
    comparison
}

#[test]
fn a_raised_interrupt_cancels_a_comparison_even_inside_the_oracle_search() {
    // Best-first ordering at depth 7 from Kiwipete: its hidden search alone
    // runs for minutes, so the test ends only if the interrupt is honoured,
    // whether it comes before the first step or inside the hidden search.
    let game = AnyGame::from_fen(KIWIPETE, EvalKind::Material).unwrap();
    let first = SearchOptions {
        depth: 7,
        ordering: MoveOrdering::Best,
        ..SearchOptions::default()
    };
    let second = SearchOptions {
        ordering: MoveOrdering::Worst,
        ..first
    };
    let flag = Arc::new(AtomicBool::new(false));
    let interrupt = Interrupt::on_flag(Arc::clone(&flag));
    let thread = std::thread::spawn(move || compare_within(&game, first, second, &interrupt));
    flag.store(true, Ordering::Relaxed);
    assert_eq!(thread.join().unwrap(), Err(CompareError::Cancelled));
    assert_eq!(
        CompareError::Cancelled.to_string(),
        "the comparison was cancelled"
    );
}

#[test]
fn an_interrupt_that_never_comes_changes_nothing_in_a_comparison() {
    let flag = Arc::new(AtomicBool::new(false));
    let interrupt = Interrupt::on_flag(flag);
    let chess = AnyGame::from_fen(ROOK_ENDING, EvalKind::Material).unwrap();
    let plain = SearchOptions {
        depth: 3,
        ..SearchOptions::default()
    };
    let best = SearchOptions {
        ordering: MoveOrdering::Best,
        ..plain
    };
    let tree = AnyGame::from_tree(CLASSIC).unwrap();
    let minimax = SearchOptions {
        algorithm: Algorithm::Minimax,
        ..SearchOptions::default()
    };
    for (game, a, b) in [(&chess, plain, best), (&tree, minimax, best)] {
        let expected = untimed(compare(game, a, b).unwrap());
        let got = untimed(compare_within(game, a, b, &interrupt).unwrap());
        assert_eq!(got, expected);
        assert!(expected.b.counts.stats.nodes > 0);
    }
}

/// The step that finishes the node at `path` (child numbers from the root).
fn finish_of(session: &Session<AnyGame>, path: &[&str]) -> (u64, SearchEvent) {
    let step = step_of(session, |event| match *event {
        SearchEvent::Finish { node, .. } => {
            session.path_labels(gametree::tree::node_index(node)) == path
        }
        _ => false,
    });
    (step, session.event(step).unwrap().1)
}

#[test]
fn a_min_root_is_narrated_as_min() {
    // Issue 22, item 1: MIN moves at a root written `min[…]`. Its moves are
    // worth 10, 11 and 13 (the MAX nodes' maxima), so MIN picks move 1.
    let session = tree_session("min[[10,5,7],[11,3,8],[2,13,4]]", SearchOptions::default());
    let first = narrate(&session, 0);
    assert!(first.contains("where MIN is to move"), "{first}");
    let last = narrate(&session, session.frontier() - 1);
    assert!(
        last.contains("MIN's best move is move 1, worth 10"),
        "{last}"
    );
}

#[test]
fn fail_soft_classic_is_aima_figure_5_5_and_fail_hard_clamps() {
    // Issue 22, item 8. AIMA (3rd ed.) Fig. 5.5: MIN 2 (C) is ≤2 after its
    // first leaf, MIN 3 (D) searches 14, 5, 2 and is exactly 2.
    use gametree::search::Bound;
    let soft = tree_session(
        CLASSIC,
        SearchOptions {
            fail: FailMode::Soft,
            ..SearchOptions::default()
        },
    );
    let (_, second) = finish_of(&soft, &["2"]);
    assert!(matches!(
        second,
        SearchEvent::Finish {
            value: 2,
            bound: Bound::Upper,
            ..
        }
    ));
    let (step, third) = finish_of(&soft, &["3"]);
    assert!(matches!(
        third,
        SearchEvent::Finish {
            value: 2,
            bound: Bound::Exact,
            ..
        }
    ));
    let node = soft
        .tree()
        .unwrap()
        .node(gametree::tree::node_index(match third {
            SearchEvent::Finish { node, .. } => node,
            _ => unreachable!(),
        }));
    assert_eq!(node.unwrap().bound(), Some(Bound::Exact));
    let sentence = narrate(&soft, step);
    assert!(sentence.contains("its exact value"), "{sentence}");
    assert!(!sentence.contains("bound ("), "{sentence}");
    // Fail-hard clamps MIN 3's 2 to its window's α = 3: an upper bound.
    let hard = tree_session(
        CLASSIC,
        SearchOptions {
            fail: FailMode::Hard,
            ..SearchOptions::default()
        },
    );
    let (_, third) = finish_of(&hard, &["3"]);
    assert!(matches!(
        third,
        SearchEvent::Finish {
            value: 3,
            bound: Bound::Upper,
            ..
        }
    ));
}

#[test]
fn a_bound_equal_to_the_best_is_not_called_a_tie() {
    // Issue 22, item 7. MAX's second move: MIN at 2 cuts after its 6
    // (6 ≤ α = 6), returns ≤6 and is worth 3: no tie with the first move's 6.
    let session = tree_session("[[6,9],[6,3]]", SearchOptions::default());
    let backup = narrate(&session, session.frontier() - 3);
    assert!(
        backup.starts_with("Back at MAX at the root, move 2 returned 6 (≤6"),
        "{backup}"
    );
    assert!(
        backup.contains("worth at most 6, so it cannot beat MAX's best 6"),
        "{backup}"
    );
    assert!(!backup.contains("ties"), "{backup}");
    // The same at a MIN root: the second move is ≥6 and worth 9.
    let session = tree_session("min[[6,3],[6,9]]", SearchOptions::default());
    let backup = narrate(&session, session.frontier() - 3);
    assert!(backup.contains("(≥6"), "{backup}");
    assert!(
        backup.contains("worth at least 6, so it cannot beat MIN's best 6"),
        "{backup}"
    );
    assert!(!backup.contains("ties"), "{backup}");
}

#[test]
fn a_tied_window_under_the_strict_cutoff_reads_strictly() {
    // Issue 22, item 6: with α > β a [3, 3] window still searches a 3, so
    // what cannot matter is < 3 and > 3, and fail-hard's clamp to 3 is why
    // a cutoff fail-soft makes is lost here.
    let tree = "[[[[1,2],[3,4]],[[5,6],[7,8]]],[[[8,7],[6,5]],[[4,3],[2,1]]]]";
    let session = tree_session(
        tree,
        SearchOptions {
            cutoff: gametree::search::Cutoff::Gt,
            fail: FailMode::Hard,
            ..SearchOptions::default()
        },
    );
    let sentences: Vec<String> = (0..session.frontier())
        .map(|step| narrate(&session, step))
        .collect();
    let tied: Vec<&String> = sentences
        .iter()
        .filter(|sentence| sentence.contains("window [3, 3]:"))
        .collect();
    assert!(!tied.is_empty());
    for sentence in tied {
        assert!(
            sentence.contains("anything < 3 here cannot matter to MAX"),
            "{sentence}"
        );
        assert!(
            sentence.contains("anything > 3 here cannot matter to MIN"),
            "{sentence}"
        );
        assert!(
            !sentence.contains('≤') && !sentence.contains('≥'),
            "{sentence}"
        );
    }
    assert!(
        sentences.iter().any(|sentence| sentence
            .contains("fail-hard clamped the move's 5 to its window's edge 3")
            && sentence.contains("this cutoff is lost")),
        "the clamp that loses a cutoff is named"
    );
}

#[test]
fn a_bound_says_whose_view_it_is_in() {
    // Issue 22, item 5: the Knuth types speak from the side to move, the
    // values from MAX; classic's MIN 2 failed low for MAX, high for MIN.
    let session = tree_session(CLASSIC, SearchOptions::default());
    let (step, _) = finish_of(&session, &["2"]);
    let sentence = narrate(&session, step);
    assert!(
        sentence.contains("failed low in MAX's view (for MIN, the side to move, it failed high)"),
        "{sentence}"
    );
}

#[test]
fn every_node_called_exact_has_its_minimax_value() {
    // Issue 22, item 8: exactness is now proved beyond the window (every
    // move searched, the best child exact, no other child able to beat
    // it); this checks the claim against minimax, node by node, for every
    // fail mode, cutoff test, table and a few orders, including fail-hard
    // closed windows (α > β) with the table, where a clamped value's own
    // verdict points the wrong way.
    use gametree::input::GameKind;
    use gametree::search::{Bound, Cutoff};
    use std::collections::HashMap;
    let games = [
        AnyGame::from_position(GameKind::TicTacToe, "....x.o..", EvalKind::Material).unwrap(),
        AnyGame::from_tree(CLASSIC).unwrap(),
        AnyGame::from_tree("[[[[1,2],[3,4]],[[5,6],[7,8]]],[[[8,7],[6,5]],[[4,3],[2,1]]]]")
            .unwrap(),
        AnyGame::from_tree("min[[6,3],[6,9],[[5,6],[6,2]]]").unwrap(),
    ];
    for game in games {
        let depth = if game.as_textbook().is_some() { 4 } else { 5 };
        let run = |options: SearchOptions| {
            let options = game.fit_options(options, false).unwrap();
            let mut session = Session::new(game.clone(), options).unwrap();
            session.run_to_end().unwrap();
            session
        };
        let minimax = run(SearchOptions {
            algorithm: Algorithm::Minimax,
            depth,
            ..SearchOptions::default()
        });
        let tree = minimax.tree().unwrap();
        let truth: HashMap<Vec<String>, i32> = (0..tree.len())
            .map(petgraph::graph::NodeIndex::new)
            .filter_map(|node| Some((minimax.path_labels(node), tree.node(node)?.value)))
            .collect();
        for fail in [FailMode::Hard, FailMode::Soft] {
            for cutoff in [Cutoff::Ge, Cutoff::Gt] {
                for transposition_table in [false, true] {
                    for ordering in [MoveOrdering::Natural, MoveOrdering::Worst] {
                        let options = SearchOptions {
                            depth,
                            fail,
                            cutoff,
                            transposition_table,
                            ordering,
                            ..SearchOptions::default()
                        };
                        let session = run(options);
                        let tree = session.tree().unwrap();
                        for node in (0..tree.len()).map(petgraph::graph::NodeIndex::new) {
                            let Some(weight) = tree.node(node) else {
                                continue;
                            };
                            if weight.bound() == Some(Bound::Exact) {
                                let path = session.path_labels(node);
                                assert_eq!(
                                    Some(&weight.value),
                                    truth.get(&path),
                                    "{path:?} {options:?}"
                                );
                            }
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn a_node_with_one_move_searched_its_only_move() {
    // Issue 22, item 9: "has searched all its 1 move". uneven's [[8],[5]]
    // nodes have one move each.
    let session = tree_session("uneven", SearchOptions::default());
    let sentences: Vec<String> = (0..session.frontier())
        .map(|step| narrate(&session, step))
        .collect();
    assert!(
        sentences
            .iter()
            .any(|s| s.contains("has searched its only move"))
    );
    assert!(sentences.iter().all(|s| !s.contains("all its 1 move")));
}

#[test]
fn a_hidden_value_does_not_leak_through_a_tooltip() {
    // Issue 22, item 3: with values hidden the tooltip still said
    // "(exact)" or "(lower bound (failed high))".
    use gametree::scene::tooltip::node_lines;
    let session = tree_session(CLASSIC, SearchOptions::default());
    let tree = session.tree().unwrap();
    for node in (0..tree.len()).map(petgraph::graph::NodeIndex::new) {
        let shown = node_lines(&session, tree, node, "path", false).join("\n");
        let hidden = node_lines(&session, tree, node, "path", true).join("\n");
        for word in ["exact", "bound", "failed"] {
            assert!(!hidden.contains(word), "{hidden}");
        }
        if tree.node(node).is_some_and(|n| n.bound().is_some()) {
            assert!(
                shown.contains("exact") || shown.contains("bound"),
                "{shown}"
            );
        }
    }
}

/// PVS on `classic` with its best subtree second (the trace in
/// `search_passes`): step 14 enters move 2 with the null window [2, 3],
/// step 25 backs its 3 up, strictly inside (2, +∞), and step 26 enters it
/// again with [3, +∞]. The quiz and the narration say so, not that a child
/// inherits its parent's window.
#[test]
fn pvs_probes_and_re_searches_are_asked_and_told_as_such() {
    let session = tree_session(
        "[[2,4,6],[3,12,8],[14,5,2]]",
        SearchOptions {
            algorithm: Algorithm::Pvs,
            ..SearchOptions::default()
        },
    );
    let window = question_at(&session, 13, QuizKinds::only(QuizKind::Window)).unwrap();
    assert_eq!(window.correct, Answer::Window { alpha: 2, beta: 3 });
    assert!(
        window.because.contains("null window [2, 3]"),
        "{}",
        window.because
    );
    let cut = question_at(&session, 24, QuizKinds::only(QuizKind::Cutoff)).unwrap();
    assert_eq!(cut.correct, Answer::Cutoff(false));
    assert!(
        cut.because.contains("will search move 2 again"),
        "{}",
        cut.because
    );
    let again = narrate(&session, 25);
    assert!(
        again.contains("PVS searches move 2 again with the window [3, +∞]"),
        "{again}"
    );
    // Issue 33: the probe failed high, so it said only "at least 3".
    assert!(
        again.contains("its probe said only that it is worth at least 3"),
        "{again}"
    );
    let probe = narrate(&session, 13);
    assert!(
        probe.contains("PVS probes move 2 with the null window [2, 3]"),
        "{probe}"
    );
}

/// MTD(f) on `classic` from guess 0: each pass's first and last sentences
/// say which window and what its result proves.
#[test]
fn mtdf_passes_are_narrated_with_their_windows_and_verdicts() {
    let session = tree_session(
        CLASSIC,
        SearchOptions {
            algorithm: Algorithm::Mtdf,
            ..SearchOptions::default()
        },
    );
    let second = session.passes()[1].first_step();
    let first_end = narrate(&session, second - 1);
    assert!(
        first_end.contains("Pass 1 is over: the pass failed high: the value is at least 3"),
        "{first_end}"
    );
    assert!(first_end.contains("Another pass follows"), "{first_end}");
    let start = narrate(&session, second);
    assert!(start.contains("MTD(f) pass 2"), "{start}");
    assert!(start.contains("null window [3, 4]"), "{start}");
    assert!(start.contains("at least 4"), "{start}");
    let last = narrate(&session, session.frontier() - 1);
    assert!(
        last.contains("failed low: the value is at most 3"),
        "{last}"
    );
    assert!(
        last.contains("The bounds meet: the root is worth 3 to MAX"),
        "{last}"
    );
    let listing = listing(session.options());
    let verdict = line_at(&listing, &session, session.frontier() - 1).unwrap();
    assert_eq!(listing.lines[verdict].role, LineRole::PassVerdict);
    let call = line_at(&listing, &session, second).unwrap();
    assert_eq!(listing.lines[call].role, LineRole::PassCall);
}

/// Issue 27: the spoken names of the classic tree's nodes once alpha-beta
/// (fail-soft) is over, worked out by hand: MIN at 2 enters with [3, +∞],
/// its first leaf 2 brings β to 2 ≤ α = 3 and its moves 2.2 and 2.3 are
/// pruned, so it returns an upper bound 2 (the issue's own example); the
/// root took 3 from MIN at 1, whose β fell to 3. Node numbers are the
/// search's pre-order: root 0, MIN at 1 is 1, MIN at 2 is 5, its pruned
/// moves 7 and 8.
#[test]
fn spoken_names_of_the_classic_tree_read_as_a_person_says_them() {
    use gametree::scene::Mark;
    use gametree::teach::spoken::{Shown, node_name};
    use petgraph::graph::NodeIndex;

    let session = tree_session(CLASSIC, SearchOptions::default());
    let tree = session.tree().unwrap();
    let name = |id: usize, mark: Mark, hidden_below: usize, hide_values: bool| {
        let shown = Shown {
            mark,
            hidden_below,
            hide_values,
            drawn_value: None,
            marked_pruned: false,
        };
        node_name(&session, tree, NodeIndex::new(id), shown)
    };
    assert_eq!(
        name(5, Mark::Shape, 0, false),
        "MIN at 2, value at most 2, window 3 to 2, alpha cutoff, 2 moves pruned"
    );
    assert_eq!(
        name(0, Mark::Shape, 0, false),
        "MAX at the root, value 3, window 3 to +∞"
    );
    assert_eq!(
        name(1, Mark::Shape, 3, false),
        "MIN at 1, value 3, window −∞ to 3, collapsed, 3 nodes hidden"
    );
    assert_eq!(
        name(1, Mark::Band { count: 4 }, 0, false),
        "MIN at 1, value 3, window −∞ to 3, a subtree of 4 nodes drawn as one band, zoom in to open it"
    );
    assert_eq!(
        name(7, Mark::Pruned, 0, false),
        "pruned move at 2.2, never searched"
    );
    assert_eq!(
        name(7, Mark::PrunedGroup { count: 2 }, 0, false),
        "2 pruned moves, the first at 2.2, never searched"
    );
    // A quiz hiding values: who and where, nothing that answers it.
    assert_eq!(name(5, Mark::Shape, 0, true), "MIN at 2, values hidden");
}

/// The quiz asks for the window of each pass after the first, and answers
/// with what the passes before it said: MTD(f)'s second pass on `classic`
/// gets (3, 4), since the first failed high at 3.
#[test]
fn the_quiz_asks_for_the_window_of_mtdfs_next_pass() {
    let session = tree_session(
        CLASSIC,
        SearchOptions {
            algorithm: Algorithm::Mtdf,
            ..SearchOptions::default()
        },
    );
    let second = session.passes()[1].first_step();
    let question = question_at(&session, second, QuizKinds::only(QuizKind::Window)).unwrap();
    assert_eq!(question.correct, Answer::Window { alpha: 3, beta: 4 });
    assert!(question.prompt.contains("new pass"), "{}", question.prompt);
    assert!(
        question.because.contains("MTD(f) pass 2"),
        "{}",
        question.because
    );
    // The first pass's root is not asked: its window is the guess's.
    assert!(question_at(&session, 0, QuizKinds::only(QuizKind::Window)).is_none());
}

/// A PVS probe and its re-search are told apart by a screen reader: the
/// reordered `classic`'s move 2 is stored as node 5 (its probe, after the
/// first MIN node 1 and its leaves 2 to 4) and node 9 (its re-search,
/// after the probe's leaves 6 to 8).
#[test]
fn spoken_names_tell_a_probe_from_its_re_search() {
    use gametree::scene::Mark;
    use gametree::teach::spoken::{Shown, node_name};
    use petgraph::graph::NodeIndex;

    let options = SearchOptions {
        algorithm: Algorithm::Pvs,
        ..SearchOptions::default()
    };
    let session = tree_session("[[2,4,6],[3,12,8],[14,5,2]]", options);
    let tree = session.tree().unwrap();
    let shown = Shown {
        mark: Mark::Shape,
        hidden_below: 0,
        hide_values: false,
        drawn_value: None,
        marked_pruned: false,
    };
    let probe = node_name(&session, tree, NodeIndex::new(5), shown);
    assert!(
        probe.starts_with("MIN at 2, null-window probe, searched again, value 3, window 2 to 3"),
        "{probe}"
    );
    let again = node_name(&session, tree, NodeIndex::new(9), shown);
    assert!(
        again.starts_with("MIN at 2, re-search, value at most 3, window 3 to"),
        "{again}"
    );
}

#[test]
fn the_end_says_when_the_best_move_only_ties() {
    let narrate_end = |fen: &str, depth: u8| {
        let game = AnyGame::from_fen(fen, EvalKind::Material).unwrap();
        let options = SearchOptions {
            depth,
            ..SearchOptions::default()
        };
        let mut session = Session::new(game, options).unwrap();
        session.run_to_end().unwrap();
        narrate(&session, session.cursor() - 1)
    };
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let end = narrate_end(start, 3);
    assert!(end.contains("best move is a3, worth 0."), "{end}");
    assert!(
        end.contains(
            "a3 is best only because it was searched first: 19 other moves are worth at most 0"
        ),
        "{end}"
    );
    // A mate in one is best for a reason.
    let mate = narrate_end(MATE_IN_ONE, 1);
    assert!(!mate.contains("searched first"), "{mate}");
}
