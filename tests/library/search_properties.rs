//! Invariants of the search, with and without quiescence. Three are written once, over `Session<AnyGame>`,
//! and run on every registered game (random textbook trees, and chess,
//! tic-tac-toe and Connect Four positions reached by random playouts, see
//! `crate::common::positions`): every variant agrees with minimax on the root value,
//! every recorded step replays the live event, and stepping back then forward
//! shows what stepping straight shows. The others run on textbook trees.

use crate::common::positions::{Case, case};
use crate::common::random_tree::random_tree;
use crate::common::search::{all_options, live_events};
use gametree::game::Game;
use gametree::input::{AnyGame, AnyState, GameKind};
use gametree::search::{Algorithm, SearchEvent, SearchOptions, SearchStats, Stepper};
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

/// The live event stream of a bare stepper: one pass.
fn stepper_events<G: Game>(game: &G, options: SearchOptions) -> Vec<SearchEvent> {
    let mut stepper = Stepper::new(game, options);
    std::iter::from_fn(|| stepper.step(game)).collect()
}

/// Every variant (algorithm, fail mode, ordering, table) gives the root
/// value minimax gives, at the case's depth.
fn every_variant_agrees_with_minimax(case: &Case) -> Result<(), TestCaseError> {
    let value = |options| {
        let mut session = Session::new(case.game.clone(), case.with(options)).unwrap();
        session.run_to_end().unwrap();
        session.outcome().unwrap().value
    };
    let expected = value(minimax());
    for options in all_options() {
        prop_assert_eq!(value(options), expected, "{:?}", options);
    }
    // With quiescence: the same, against minimax with quiescence, on every
    // fourth variant (see `with_quiescence` for chess's depth).
    let quiescence = |options| with_quiescence(case, options);
    let value = |options| {
        let mut session = Session::new(case.game.clone(), quiescence(options)).unwrap();
        session.run_to_end().unwrap();
        session.outcome().unwrap().value
    };
    let expected = value(minimax());
    for options in all_options().into_iter().step_by(4) {
        prop_assert_eq!(value(options), expected, "{:?}", options);
    }
    Ok(())
}

/// `options` at the case's depth with quiescence on: in chess at depth 1,
/// since minimax's capture sequences past a deeper horizon grow too fast
/// for a property test in middlegames.
fn with_quiescence(case: &Case, options: SearchOptions) -> SearchOptions {
    let depth = if case.game.kind() == GameKind::Chess {
        1
    } else {
        case.options.depth
    };
    SearchOptions {
        quiescence: true,
        depth,
        ..options
    }
}

/// The `which`-th of 32 variants spread over [`all_options`], with
/// quiescence on for the odd ones.
fn variant(case: &Case, which: usize) -> SearchOptions {
    let all = all_options();
    let options = case.with(all[which * all.len() / 32]);
    if which % 2 == 1 {
        with_quiescence(case, options)
    } else {
        options
    }
}

/// Every recorded step's event, rebuilt from the tree and the 2-byte log
/// (`Session::event`), is the event the live stepper gave.
fn recorded_steps_replay_the_live_events(case: &Case, which: usize) -> Result<(), TestCaseError> {
    let options = variant(case, which);
    let mut session = Session::new(case.game.clone(), options).unwrap();
    session.run_to_end().unwrap();
    let live = live_events(&session);
    let replayed: Vec<SearchEvent> = (0..session.frontier())
        .map(|k| session.event(k).unwrap().1)
        .collect();
    prop_assert_eq!(replayed, live);
    Ok(())
}

/// Going to step `a`, then `b`, then `c` (thousandths of the search's steps,
/// so forward, back and forward again in any order) shows the same visible
/// tree, last event and statistics as going straight to `c`.
fn stepping_back_then_forward_equals_stepping_straight(
    case: &Case,
    which: usize,
    [a, b, c]: [u64; 3],
) -> Result<(), TestCaseError> {
    let options = variant(case, which);
    let session = || Session::new(case.game.clone(), options).unwrap();
    let mut whole = session();
    whole.run_to_end().unwrap();
    let step = |thousandths: u64| thousandths * whole.frontier() / 1000;
    let mut wandering = session();
    wandering.seek(step(a.max(b)), u64::MAX).unwrap();
    wandering.seek(step(a.min(b)), u64::MAX).unwrap();
    wandering.seek(step(c), u64::MAX).unwrap();
    let mut straight = session();
    straight.seek(step(c), u64::MAX).unwrap();
    prop_assert_eq!(wandering.cursor(), straight.cursor());
    prop_assert_eq!(view(&wandering), view(&straight));
    Ok(())
}

/// Runs the three properties above on random cases of each game, in a
/// module per game (`tree::…`, `chess::…`, `tictactoe::…`, `connect4::…`),
/// with its number of cases for the agreement (which searches every
/// variant) and for the stepping properties.
macro_rules! on_every_game {
    ($($module:ident: $kind:expr, agreement $agree:expr, stepping $steps:expr;)*) => {$(
        mod $module {
            use super::*;

            proptest! {
                #![proptest_config(ProptestConfig::with_cases($agree))]

                #[test]
                fn every_variant_agrees_with_minimax(case in case($kind)) {
                    super::every_variant_agrees_with_minimax(&case)?;
                }
            }

            proptest! {
                #![proptest_config(ProptestConfig::with_cases($steps))]

                #[test]
                fn recorded_steps_replay_the_live_events(case in case($kind), which in 0_usize..32) {
                    super::recorded_steps_replay_the_live_events(&case, which)?;
                }

                #[test]
                fn stepping_back_then_forward_equals_stepping_straight(
                    case in case($kind),
                    which in 0_usize..32,
                    steps in prop::array::uniform3(0_u64..=1000),
                ) {
                    super::stepping_back_then_forward_equals_stepping_straight(&case, which, steps)?;
                }
            }
        }
    )*};
}

on_every_game! {
    tree: GameKind::Tree, agreement 48, stepping 48;
    chess: GameKind::Chess, agreement 16, stepping 32;
    tictactoe: GameKind::TicTacToe, agreement 48, stepping 64;
    connect4: GameKind::ConnectFour, agreement 48, stepping 64;
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

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
    fn nodes_finish_once_and_get_no_children_after_a_cutoff(random in random_tree(), which in 0usize..32) {
        let text = random.to_text();
        let options = all_options()[which * all_options().len() / 32];
        let game = AnyGame::from_tree(&text).unwrap();
        let options = game.fit_options(options, false).unwrap();
        let events = stepper_events(&game, options);
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
