//! Session features: iterative deepening, singular extension, motions, and
//! stepping past either end.

use gametree::chess::EvalKind;
use gametree::game::MATE;
use gametree::input::AnyGame;
use gametree::search::{Algorithm, SearchEvent, SearchOptions};
use gametree::session::{Motion, Pass, Progress, Session, StepKind};

fn chess(fen: &str, options: SearchOptions) -> Session<AnyGame> {
    Session::new(AnyGame::from_fen(fen, EvalKind::Material).unwrap(), options).unwrap()
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn iterative_deepening_keeps_every_iteration_and_ends_like_one_search() {
    let deepening = SearchOptions {
        depth: 3,
        iterative_deepening: true,
        ..SearchOptions::default()
    };
    let mut session = chess(START, deepening);
    session.run_to_end().unwrap();
    let depths: Vec<u8> = session.passes().iter().map(Pass::depth).collect();
    assert_eq!(depths, [1, 2, 3]);
    let mut plain = chess(
        START,
        SearchOptions {
            depth: 3,
            ..SearchOptions::default()
        },
    );
    plain.run_to_end().unwrap();
    let (last, single) = (session.outcome().unwrap(), plain.outcome().unwrap());
    assert_eq!(
        (last.value, last.best_move, last.stats),
        (single.value, single.best_move, single.stats)
    );
    // Each iteration's tree stays complete and reachable by moving the cursor.
    let ends: Vec<(bool, u64)> = session
        .passes()
        .iter()
        .map(|it| (it.is_done(), it.first_step() + it.len()))
        .collect();
    for (index, (done, end)) in ends.into_iter().enumerate() {
        assert!(done);
        session.seek(end, 0).unwrap();
        assert_eq!(session.pass_index(), index);
        assert!(matches!(
            session.last_event(),
            Some(SearchEvent::Done { .. })
        ));
    }
    let total: u64 = session.passes().iter().map(Pass::len).sum();
    assert_eq!(session.total_steps(), Some(total));
}

#[test]
fn singular_extension_searches_forced_moves_deeper() {
    // Black's only move is Kb8, after which Rh8 mates.
    let fen = "k7/1p6/1K6/8/8/8/8/7R b - - 0 1";
    let mut plain = chess(
        fen,
        SearchOptions {
            depth: 1,
            ..SearchOptions::default()
        },
    );
    plain.run_to_end().unwrap();
    assert_eq!(
        plain.outcome().unwrap().value,
        1 - 5,
        "a pawn against a rook"
    );
    let extended_options = SearchOptions {
        depth: 1,
        singular_extension: true,
        ..SearchOptions::default()
    };
    let mut extended = chess(fen, extended_options);
    extended.run_to_end().unwrap();
    assert_eq!(extended.outcome().unwrap().value, -(MATE - 2));
    let tree = extended.tree().unwrap();
    let child = tree.children(tree.root().unwrap())[0];
    assert_eq!(
        extended.pass().unwrap().depth_left(child),
        1,
        "the forced move kept its depth"
    );
}

fn tree_session(text: &str) -> Session<AnyGame> {
    let game = AnyGame::from_tree(text).unwrap();
    let options = game.fit_options(SearchOptions::default(), false).unwrap();
    Session::new(game, options).unwrap()
}

fn go(session: &mut Session<AnyGame>, motion: Motion) -> Progress {
    let goal = session.goal(motion);
    session.pursue(goal, u64::MAX).unwrap()
}

#[test]
fn motions_stop_where_they_say() {
    let mut session = tree_session("[[3,12,8],[2,4,6],[14,5,2]]");
    assert_eq!(go(&mut session, Motion::NextKeyMoment), Progress::Reached);
    let Some(SearchEvent::Cutoff { pruned, .. }) = session.last_event() else {
        panic!("at a cutoff")
    };
    assert_eq!(pruned, 2);
    let cutoff_step = session.cursor();

    go(&mut session, Motion::Start);
    assert_eq!(session.cursor(), 0);
    assert_eq!(go(&mut session, Motion::NextNode), Progress::Reached);
    assert!(matches!(
        session.last_event(),
        Some(SearchEvent::Enter { node: 0, .. })
    ));
    go(&mut session, Motion::NextNode);
    let first_child = session.current_node().unwrap();
    // Step over: run until the node just entered has finished.
    assert_eq!(go(&mut session, Motion::StepOver), Progress::Reached);
    assert_eq!(
        session.last_event().and_then(|e| e.finishes()),
        Some(first_child.index() as u32)
    );
    // Step out from a leaf of the second move: its parent finishes.
    session.seek(cutoff_step - 2, 0).unwrap();
    go(&mut session, Motion::StepOut);
    let finished = session.last_event().and_then(|e| e.finishes()).unwrap();
    let tree = session.tree().unwrap();
    assert_eq!(
        tree.children(tree.root().unwrap())[1].index() as u32,
        finished
    );

    assert_eq!(go(&mut session, Motion::End), Progress::Reached);
    assert!(session.outcome().is_some());
    assert_eq!(go(&mut session, Motion::NextKeyMoment), Progress::AtEnd);
    assert_eq!(
        go(&mut session, Motion::Step),
        Progress::AtEnd,
        "stepping past the end"
    );
    assert_eq!(session.cursor(), session.total_steps().unwrap());
    go(&mut session, Motion::Start);
    assert!(!session.step_back(), "stepping before the start");
    assert_eq!(session.cursor(), 0);
    assert_eq!(session.last_event(), None);
}

#[test]
fn budgets_split_long_runs_without_changing_them() {
    let options = SearchOptions {
        algorithm: Algorithm::Minimax,
        depth: 3,
        ..SearchOptions::default()
    };
    let mut in_slices = chess(START, options);
    let goal = in_slices.goal(Motion::End);
    let mut slices = 0;
    while in_slices.pursue(goal, 1_000).unwrap() == Progress::Working {
        slices += 1;
    }
    assert!(slices > 20, "{slices}");
    let mut whole = chess(START, options);
    whole.run_to_end().unwrap();
    assert_eq!(in_slices.cursor(), whole.cursor());
    assert_eq!(in_slices.outcome(), whole.outcome());
}

#[test]
fn step_log_kinds_match_events() {
    let mut minimax = tree_session("[[1,1],[5,3],[4,3,2]]");
    minimax.run_to_end().unwrap();
    // Monte Carlo tree search reads its own kinds from the same 3 bits.
    let game = AnyGame::from_tree("[[1,1],[5,3],[4,3,2]]").unwrap();
    let options = SearchOptions {
        algorithm: Algorithm::Mcts,
        ..SearchOptions::default()
    };
    let mut mcts = Session::new(game, options).unwrap();
    mcts.run_to_end().unwrap();
    for session in [minimax, mcts] {
        let iteration = session.pass().unwrap();
        for step in 0..iteration.len() {
            let kind = iteration.log().get(step as usize).unwrap().kind();
            let event = iteration.event(step).unwrap();
            let expected = match event {
                SearchEvent::Enter { .. } => StepKind::Enter,
                SearchEvent::Leaf { .. } => StepKind::Leaf,
                SearchEvent::TtHit { .. } => StepKind::TtHit,
                SearchEvent::StandPat { .. } => StepKind::StandPat,
                SearchEvent::Backup { .. } => StepKind::Backup,
                SearchEvent::Cutoff { .. } => StepKind::Cutoff,
                SearchEvent::Finish { .. } => StepKind::Finish,
                SearchEvent::Done { .. } => StepKind::Done,
                SearchEvent::Select { .. } => StepKind::Select,
                SearchEvent::Expand { .. } => StepKind::Expand,
                SearchEvent::Simulate { .. } => StepKind::Simulate,
                SearchEvent::Backpropagate { .. } => StepKind::Backpropagate,
            };
            assert_eq!(kind, expected);
        }
    }
}

/// A session keeps pruned moves as ranges: it reads every step back as its
/// stepper emitted it, numbers every pruned move, and stores a node only
/// for each node entered.
#[test]
fn a_session_replays_its_events_and_stores_pruned_moves_as_ranges() {
    const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let cases = [
        (START, Algorithm::AlphaBeta, 3, 5_000_000),
        (KIWIPETE, Algorithm::NegamaxAlphaBeta, 2, 5_000_000),
        (KIWIPETE, Algorithm::AlphaBeta, 3, 700),
        (START, Algorithm::Minimax, 2, 5_000_000),
    ];
    for (fen, algorithm, depth, max_nodes) in cases {
        let options = SearchOptions {
            algorithm,
            depth,
            max_nodes,
            ..SearchOptions::default()
        };
        let game = AnyGame::from_fen(fen, EvalKind::Material).unwrap();
        let mut compact = Session::new(game.clone(), options).unwrap();
        compact.run_to_end().unwrap();
        let mut stepper = compact.replay_stepper(0, None).unwrap();
        let mut step = 0;
        while let Some(event) = stepper.step(&game) {
            assert_eq!(compact.event(step), Some((0, event)), "{fen} step {step}");
            step += 1;
        }
        assert_eq!(step, compact.frontier());
        let a = compact.outcome().unwrap();
        let small = compact.tree().unwrap();
        assert_eq!(
            small.entered() as u64 + a.stats.pruned,
            small.len() as u64,
            "{fen}: pruned moves are numbered but not stored as nodes"
        );
        assert_eq!(small.entered() as u64, a.stats.nodes, "{fen}");
        let kept: u64 = small
            .pruned_ranges()
            .iter()
            .map(|range| u64::from(range.count))
            .sum();
        assert_eq!(kept, a.stats.pruned);
    }
}

/// The events a lecture stops at, stepping key moment to key moment from
/// the start of `session`, with whether each was a re-search's entry and
/// the pass it is in.
fn key_moments(session: &mut Session<AnyGame>) -> Vec<(SearchEvent, bool, usize)> {
    let mut stops = Vec::new();
    while go(session, Motion::NextKeyMoment) == Progress::Reached {
        let event = session.last_event().unwrap();
        let re_search = matches!(event, SearchEvent::Enter { node, .. }
            if session.tree().unwrap().is_re_search(gametree::tree::node_index(node)));
        stops.push((event, re_search, session.pass_index()));
    }
    stops
}

#[test]
fn next_key_moment_stops_where_each_algorithm_teaches() {
    let with = |text: &str, algorithm: Algorithm| {
        let game = AnyGame::from_tree(text).unwrap();
        let options = SearchOptions {
            algorithm,
            ..SearchOptions::default()
        };
        let options = game.fit_options(options, false).unwrap();
        Session::new(game, options).unwrap()
    };
    // Alpha-beta: its two cutoffs on the classic tree, nothing else.
    let stops = key_moments(&mut tree_session("[[3,12,8],[2,4,6],[14,5,2]]"));
    assert!(!stops.is_empty());
    assert!(
        stops
            .iter()
            .all(|(event, _, _)| matches!(event, SearchEvent::Cutoff { .. })),
        "{stops:?}"
    );
    // PVS: the re-search of its second move is one of them.
    let stops = key_moments(&mut with("[[2,4,6],[3,12,8],[14,5,2]]", Algorithm::Pvs));
    assert_eq!(
        stops.iter().filter(|(_, re, _)| *re).count(),
        1,
        "{stops:?}"
    );
    // MTD(f): the second pass's first step is one.
    let stops = key_moments(&mut with("classic", Algorithm::Mtdf));
    assert!(stops.iter().any(|(_, _, pass)| *pass == 1), "{stops:?}");
    // Expectimax: a chance node's average (its finish).
    let stops = key_moments(&mut with(
        "[chance[3,5],chance[2,8]]",
        Algorithm::Expectimax,
    ));
    assert!(
        stops
            .iter()
            .any(|(event, _, _)| matches!(event, SearchEvent::Finish { .. })),
        "{stops:?}"
    );
}
