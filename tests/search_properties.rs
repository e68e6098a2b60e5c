//! Invariants of the search, checked on random textbook trees and on chess
//! positions reached by random legal playouts.

#![allow(
    clippy::unwrap_used,
    reason = "helpers shared by the tests below; a failed unwrap fails the test"
)]

mod common;

use common::random_tree::random_tree;
use gametree::chess::{ChessGame, EvalKind};
use gametree::game::Game;
use gametree::input::{AnyGame, AnyState};
use gametree::search::{
    Algorithm, FailMode, MoveOrdering, SearchEvent, SearchOptions, SearchStats, Stepper,
};
use gametree::session::Session;
use gametree::textbook::TextbookTree;
use gametree::tree::{NodeAt, NodeKind};
use proptest::prelude::*;

fn tree_session(text: &str, options: SearchOptions) -> Session<AnyGame> {
    let game = AnyGame::from_tree(text).unwrap();
    let options = game.fit_options(options, false).unwrap();
    Session::new(game, options).unwrap()
}

fn root_value(mut session: Session<AnyGame>) -> i32 {
    session.run_to_end().unwrap();
    session.outcome().unwrap().value
}

/// Every combination of algorithm, fail mode, ordering and table.
fn all_options() -> Vec<SearchOptions> {
    let mut all = Vec::new();
    for algorithm in Algorithm::ALL {
        for fail in [FailMode::Hard, FailMode::Soft] {
            for ordering in MoveOrdering::MENU
                .into_iter()
                .chain([MoveOrdering::Random(99)])
            {
                for transposition_table in [false, true] {
                    all.push(SearchOptions {
                        algorithm,
                        fail,
                        ordering,
                        transposition_table,
                        ..SearchOptions::default()
                    });
                }
            }
        }
    }
    all
}

fn minimax() -> SearchOptions {
    SearchOptions {
        algorithm: Algorithm::Minimax,
        ..SearchOptions::default()
    }
}

/// A visible node: when it was born, its result once finished, and its
/// state at the cursor.
type VisibleNode = (u32, Option<(NodeKind, i32)>, NodeAt);

/// What a front end can see at the cursor: every visible node's stamps
/// and derived state, the last event and the counters.
fn view(session: &Session<AnyGame>) -> (Vec<VisibleNode>, Option<SearchEvent>, SearchStats) {
    let tree = session.tree().unwrap();
    let cursor = session.local_cursor();
    let nodes = tree
        .nodes()
        .map(|(n, _)| n)
        .filter(|&n| tree.node(n).unwrap().is_visible_at(cursor))
        .map(|n| {
            let node = tree.node(n).unwrap();
            let finished = node
                .is_finished_at(cursor)
                .then_some((node.kind, node.value));
            (node.born, finished, tree.node_at(n, cursor).unwrap())
        })
        .collect();
    (nodes, session.last_event(), session.stats())
}

/// The live event stream of a bare stepper.
fn live_events<G: Game>(game: &G, options: SearchOptions) -> Vec<SearchEvent> {
    let mut stepper = Stepper::new(game, options);
    std::iter::from_fn(|| stepper.step(game)).collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn every_variant_agrees_with_minimax_on_trees(random in random_tree()) {
        let text = random.to_text();
        let expected = root_value(tree_session(&text, minimax()));
        for options in all_options() {
            prop_assert_eq!(root_value(tree_session(&text, options)), expected, "{:?}", options);
        }
    }

    #[test]
    fn pruned_leaves_never_change_the_root_value(random in random_tree(), replacement in -60i32..60) {
        let text = random.to_text();
        let mut session = tree_session(&text, SearchOptions::default());
        session.run_to_end().unwrap();
        let value = session.outcome().unwrap().value;
        let tree = session.tree().unwrap();
        let mut edited = TextbookTree::parse(&text).unwrap();
        for node in tree.nodes().map(|(n, _)| n) {
            if tree.node(node).unwrap().kind != NodeKind::Pruned {
                continue;
            }
            let Some(AnyState::Tree(pruned)) = session.state_of(node) else { panic!("tree state") };
            let mut below = vec![pruned];
            while let Some(at) = below.pop() {
                if edited.is_leaf(at) {
                    edited.set_leaf_value(at, replacement).unwrap();
                }
                below.extend_from_slice(edited.children(at));
            }
        }
        let changed = root_value(tree_session(&edited.to_list_string(), SearchOptions::default()));
        prop_assert_eq!(changed, value);
    }

    #[test]
    fn stepping_then_running_equals_one_batch(random in random_tree(), steps in 0u64..120) {
        let text = random.to_text();
        let mut batch = tree_session(&text, SearchOptions::default());
        batch.run_to_end().unwrap();
        let mut stepped = tree_session(&text, SearchOptions::default());
        for _ in 0..steps {
            stepped.step_forward().unwrap();
        }
        stepped.run_to_end().unwrap();
        prop_assert_eq!(stepped.tree().unwrap().nodes().map(|(_, n)| n).collect::<Vec<_>>(),
                        batch.tree().unwrap().nodes().map(|(_, n)| n).collect::<Vec<_>>());
        prop_assert_eq!(view(&stepped), view(&batch));
    }

    #[test]
    fn stepping_back_then_forward_equals_stepping_straight(random in random_tree(), a in 0u64..150, b in 0u64..150, c in 0u64..150) {
        let text = random.to_text();
        let mut wandering = tree_session(&text, SearchOptions::default());
        wandering.seek(a.max(b), u64::MAX).unwrap();
        wandering.seek(a.min(b), u64::MAX).unwrap();
        wandering.seek(c, u64::MAX).unwrap();
        let mut straight = tree_session(&text, SearchOptions::default());
        straight.seek(c, u64::MAX).unwrap();
        prop_assert_eq!(wandering.cursor(), straight.cursor());
        prop_assert_eq!(view(&wandering), view(&straight));
    }

    #[test]
    fn recorded_steps_replay_the_live_events(random in random_tree(), which in 0usize..32) {
        let text = random.to_text();
        let options = all_options()[which * all_options().len() / 32];
        let game = AnyGame::from_tree(&text).unwrap();
        let options = game.fit_options(options, false).unwrap();
        let live = live_events(&game, options);
        let mut session = Session::new(game, options).unwrap();
        session.run_to_end().unwrap();
        let replayed: Vec<SearchEvent> = (0..session.frontier()).map(|k| session.event(k).unwrap().1).collect();
        prop_assert_eq!(replayed, live);
    }

    #[test]
    fn nodes_finish_once_and_get_no_children_after_a_cutoff(random in random_tree(), which in 0usize..32) {
        let text = random.to_text();
        let options = all_options()[which * all_options().len() / 32];
        let game = AnyGame::from_tree(&text).unwrap();
        let options = game.fit_options(options, false).unwrap();
        let events = live_events(&game, options);
        let mut finished = std::collections::HashMap::new();
        let mut cut = std::collections::HashSet::new();
        let mut entered = 0;
        for event in &events {
            match *event {
                SearchEvent::Enter { parent, .. } => {
                    entered += 1;
                    prop_assert!(parent.is_none_or(|p| !cut.contains(&p)), "child entered after a cutoff");
                }
                SearchEvent::Cutoff { node, .. } => { cut.insert(node); }
                _ => {}
            }
            if let Some(node) = event.finishes() {
                *finished.entry(node).or_insert(0) += 1;
            }
        }
        prop_assert_eq!(finished.len(), entered);
        prop_assert!(finished.values().all(|&count| count == 1));
        let ended_cleanly = matches!(events.last(), Some(SearchEvent::Done { truncated: false, .. }));
        prop_assert!(ended_cleanly);
    }
}

/// A position reached from the start by `plies` random legal moves.
fn playout(seed: u64, plies: usize) -> String {
    let game = ChessGame::start(EvalKind::Pst);
    let mut state = game.root();
    let mut rng = seed;
    let mut moves = Vec::new();
    for _ in 0..plies {
        moves.clear();
        game.legal_moves(&state, &mut moves);
        if moves.is_empty() {
            break;
        }
        rng = rng
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let pick = moves[(rng >> 33) as usize % moves.len()];
        state = game.play(&state, pick).unwrap();
    }
    ChessGame::fen(&state)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(10))]

    #[test]
    fn every_variant_agrees_with_minimax_on_chess(seed in any::<u64>(), plies in 0usize..30, eval in prop_oneof![Just(EvalKind::Material), Just(EvalKind::Pst)]) {
        let fen = playout(seed, plies);
        let search = |options: SearchOptions| {
            let mut session = Session::new(AnyGame::from_fen(&fen, eval).unwrap(), options).unwrap();
            session.run_to_end().unwrap();
            session.outcome().unwrap().value
        };
        let expected = search(SearchOptions { depth: 2, ..minimax() });
        for options in all_options() {
            prop_assert_eq!(search(SearchOptions { depth: 2, ..options }), expected, "{} {:?}", fen, options);
        }
        let deeper = search(SearchOptions { depth: 3, ..minimax() });
        for ordering in [MoveOrdering::Natural, MoveOrdering::Captures, MoveOrdering::Seed] {
            for transposition_table in [false, true] {
                let options = SearchOptions { depth: 3, ordering, transposition_table, ..SearchOptions::default() };
                prop_assert_eq!(search(options), deeper, "{} {:?}", fen, options);
            }
        }
    }

    #[test]
    fn chess_steps_replay_the_live_events(seed in any::<u64>(), plies in 0usize..20) {
        let fen = playout(seed, plies);
        let options = SearchOptions { depth: 3, ordering: MoveOrdering::Captures, transposition_table: true, ..SearchOptions::default() };
        let game = AnyGame::from_fen(&fen, EvalKind::Material).unwrap();
        let live = live_events(&game, options);
        let mut session = Session::new(game, options).unwrap();
        session.run_to_end().unwrap();
        let replayed: Vec<SearchEvent> = (0..session.frontier()).map(|k| session.event(k).unwrap().1).collect();
        prop_assert_eq!(replayed, live);
    }
}
