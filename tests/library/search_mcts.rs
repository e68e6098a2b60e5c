//! Monte Carlo tree search (issue 26): the tests the issue asks for, and
//! the session's promises for a second engine.
//!
//! - Determinism: the same seed gives the same events, step for step.
//! - `max[1,0]` puts most of 100 iterations on move 1.
//! - Tic-tac-toe with a win in one finds it within a few hundred iterations.
//! - Every recorded step replays the live engine's event, and stepping back
//!   then forward shows what stepping straight shows, on every game.
//! - The counts: at every step, `N(root)` is the number of backpropagations
//!   so far; every node visited at least once whose game is not over has
//!   `N = 1 + Σ N(children)`; a node just expanded, whose playout has not
//!   been backed up yet, has `N = 0`.
//! - Each selection picked what UCB1 says on the counts recorded before it.
//! - The node cap bounds the tree.

use crate::common::positions::{Case, case};
use crate::common::search::live_events;
use gametree::chess::EvalKind;
use gametree::game::{Game, Player};
use gametree::input::{AnyGame, GameKind};
use gametree::search::mcts::{Exploration, MctsOptions, Phase, Reward, ucb};
use gametree::search::{Algorithm, SearchEvent, SearchOptions};
use gametree::session::{Goal, Motion, Session};
use gametree::tree::SearchTree;
use petgraph::graph::NodeIndex;
use proptest::prelude::*;

fn mcts(iterations: u32, seed: u64) -> SearchOptions {
    SearchOptions {
        algorithm: Algorithm::Mcts,
        mcts: MctsOptions {
            iterations,
            seed,
            // Short chess playouts keep the chess cases quick.
            playout_cap: 40,
            ..MctsOptions::default()
        },
        ..SearchOptions::default()
    }
}

fn finished(game: AnyGame, options: SearchOptions) -> Session<AnyGame> {
    let mut session = Session::new(game, options).unwrap();
    session.run_to_end().unwrap();
    session
}

fn tree_game(text: &str) -> AnyGame {
    AnyGame::from_tree(text).unwrap()
}

fn all_events(session: &Session<AnyGame>) -> Vec<SearchEvent> {
    (0..session.frontier())
        .map(|step| session.event(step).unwrap().1)
        .collect()
}

/// The visits of the root's children at the end, in move order.
fn root_visits(session: &Session<AnyGame>) -> Vec<u32> {
    let tree = session.tree().unwrap();
    let end = session.frontier();
    tree.children(tree.root().unwrap())
        .into_iter()
        .map(|child| tree.visits_at(child, end).n)
        .collect()
}

#[test]
fn the_same_seed_gives_the_same_search_step_for_step() {
    let game =
        || AnyGame::from_position(GameKind::TicTacToe, ".........", EvalKind::default()).unwrap();
    let one = finished(game(), mcts(200, 7));
    let again = finished(game(), mcts(200, 7));
    assert_eq!(all_events(&one), all_events(&again));
    let other = finished(game(), mcts(200, 8));
    assert_ne!(
        all_events(&one),
        all_events(&other),
        "another seed plays other playouts"
    );
}

#[test]
fn two_arms_put_most_of_100_iterations_on_the_better_move() {
    let session = finished(tree_game("max[1,0]"), mcts(100, 0));
    let visits = root_visits(&session);
    assert_eq!(visits.len(), 2);
    assert!(visits[0] > 50, "move 1 got {visits:?}");
    // The root counts every iteration; its first is its own playout.
    assert_eq!(visits.iter().sum::<u32>() + 1, 100);
    let outcome = session.outcome().unwrap();
    assert_eq!(outcome.best_move.map(|mv| mv.0), Some(0));
    // Move 1 won every playout through it: a mean of 1, in thousandths.
    assert_eq!(outcome.value, 1000);
}

#[test]
fn tic_tac_toe_finds_a_win_in_one_within_300_iterations() {
    // X to move with x x . in the top row: x3 wins at once. O threatens
    // the middle row's o6 too, so a player that does not win loses.
    let game =
        AnyGame::from_position(GameKind::TicTacToe, "xx.oo....", EvalKind::default()).unwrap();
    for seed in 0..5 {
        let session = finished(game.clone(), mcts(300, seed));
        let outcome = session.outcome().unwrap();
        let label = outcome
            .best_move
            .map(|mv| game.move_label(&game.root(), mv));
        assert_eq!(label.as_deref(), Some("x3"), "seed {seed}");
    }
}

#[test]
fn mcts_is_not_in_the_minimax_family() {
    assert!(!Algorithm::ALL.contains(&Algorithm::Mcts));
    assert_eq!("mcts".parse(), Ok(Algorithm::Mcts));
    assert!(!Algorithm::Mcts.prunes());
}

#[test]
fn the_node_cap_bounds_the_tree() {
    let game = AnyGame::from_position(GameKind::ConnectFour, "", EvalKind::default()).unwrap();
    let options = SearchOptions {
        max_nodes: 25,
        ..mcts(10_000, 3)
    };
    let session = finished(game, options);
    let tree = session.tree().unwrap();
    assert_eq!(tree.entered(), 25);
    let outcome = session.outcome().unwrap();
    assert!(outcome.truncated);
    assert!(session.frontier() < 200, "{} steps", session.frontier());
    assert_eq!(
        session.last_event(),
        Some(SearchEvent::Done {
            value: session.outcome().unwrap().value,
            best_move: outcome.best_move,
            truncated: true
        })
    );
}

#[test]
fn iterations_out_of_range_are_refused() {
    for iterations in [0, 1_000_001] {
        let error = Session::new(tree_game("[1,0]"), mcts(iterations, 0))
            .err()
            .unwrap()
            .to_string();
        assert!(error.contains(&iterations.to_string()), "{error}");
    }
}

/// A game end reached by selection is played out again from itself (0
/// plies) and scored as the game says: a textbook leaf by its value.
#[test]
fn a_leaf_reached_again_is_its_own_playout() {
    let session = finished(tree_game("max[3,min[5,1]]"), mcts(12, 0));
    let leaf_playouts: Vec<(u16, Reward)> = all_events(&session)
        .into_iter()
        .filter_map(|event| match event {
            SearchEvent::Simulate {
                node: 1,
                plies,
                result,
                ..
            } => Some((plies, result)),
            _ => None,
        })
        .collect();
    assert!(leaf_playouts.len() > 1, "{leaf_playouts:?}");
    assert!(
        leaf_playouts
            .iter()
            .all(|&playout| playout == (0, Reward::of_value(3))),
        "{leaf_playouts:?}"
    );
}

/// At every step: the root's N is the backpropagations so far, and each
/// node's N is 1 + the sum of its children's, unless its game is over or
/// it has not been visited yet.
fn counts_add_up(session: &Session<AnyGame>) -> Result<(), TestCaseError> {
    let tree = session.tree().unwrap();
    let game = session.game();
    let root = tree.root().unwrap();
    let mut backpropagations = 0;
    for cursor in 0..=session.frontier() {
        if cursor > 0
            && matches!(
                session.event(cursor - 1).unwrap().1,
                SearchEvent::Backpropagate { .. }
            )
        {
            backpropagations += 1;
        }
        prop_assert_eq!(tree.visits_at(root, cursor).n, backpropagations);
        for (node, weight) in tree.nodes() {
            if !weight.is_visible_at(cursor) {
                continue;
            }
            let n = tree.visits_at(node, cursor).n;
            let over = game.terminal(&session.state_of(node).unwrap()).is_some();
            if n == 0 || over {
                continue;
            }
            let below: u32 = tree
                .children(node)
                .into_iter()
                .map(|child| tree.visits_at(child, cursor).n)
                .sum();
            prop_assert_eq!(n, 1 + below, "node {} at cursor {}", node.index(), cursor);
        }
    }
    Ok(())
}

/// Every selection picked the child UCB1 picks on the counts recorded
/// before it ([`Session::mcts_choice`]), and every child of the node was
/// in the tree by then.
fn selections_follow_ucb1(session: &Session<AnyGame>) -> Result<(), TestCaseError> {
    let c = session.options().mcts.exploration;
    let tree = session.tree().unwrap();
    let scale = tree.mcts_scale().unwrap();
    for step in 0..session.frontier() {
        let Some(choice) = session.mcts_choice(step) else {
            continue;
        };
        let chooser = tree.player(choice.parent);
        let picked = ucb::pick(
            chooser,
            scale,
            c,
            choice.parent_visits.n,
            choice.children.iter().map(|child| child.visits),
        )
        .unwrap();
        prop_assert_eq!(choice.children[picked].node, choice.picked, "step {}", step);
        prop_assert!(choice.children.iter().all(|child| child.visits.n > 0));
        prop_assert_eq!(
            tree.selection_at(choice.parent, step, c, choice.children.len()),
            Some(choice.picked)
        );
    }
    Ok(())
}

/// Going to a, then b, then c shows at c what going straight to c shows:
/// the same last event, statistics, and N and W of every node.
fn stepping_back_then_forward_equals_stepping_straight(
    game: &AnyGame,
    options: SearchOptions,
    [a, b, c]: [u64; 3],
) -> Result<(), TestCaseError> {
    let whole = finished(game.clone(), options);
    let step = |thousandths: u64| thousandths * whole.frontier() / 1000;
    let view = |session: &Session<AnyGame>| {
        let tree = session.tree().unwrap();
        let cursor = session.local_cursor();
        let counts: Vec<_> = tree
            .nodes()
            .filter(|(_, node)| node.is_visible_at(cursor))
            .map(|(id, _)| tree.visits_at(id, cursor))
            .collect();
        (counts, session.last_event(), session.stats())
    };
    let mut wandering = Session::new(game.clone(), options).unwrap();
    wandering.seek(step(a.max(b)), u64::MAX).unwrap();
    wandering.seek(step(a.min(b)), u64::MAX).unwrap();
    wandering.seek(step(c), u64::MAX).unwrap();
    let mut straight = Session::new(game.clone(), options).unwrap();
    straight.seek(step(c), u64::MAX).unwrap();
    prop_assert_eq!(wandering.cursor(), straight.cursor());
    prop_assert_eq!(view(&wandering), view(&straight));
    Ok(())
}

macro_rules! on_every_game {
    ($($module:ident: $kind:expr, cases $cases:expr;)*) => {$(
        mod $module {
            use super::*;

            proptest! {
                #![proptest_config(ProptestConfig::with_cases($cases))]

                #[test]
                fn recorded_steps_replay_the_live_events(
                    case in case($kind),
                    iterations in 1_u32..80,
                    seed in any::<u64>(),
                ) {
                    let session = finished(case.game.clone(), options(&case, iterations, seed));
                    prop_assert_eq!(all_events(&session), live_events(&session));
                }

                #[test]
                fn counts_add_up_at_every_step(
                    case in case($kind),
                    iterations in 1_u32..60,
                    seed in any::<u64>(),
                ) {
                    let session = finished(case.game.clone(), options(&case, iterations, seed));
                    counts_add_up(&session)?;
                    selections_follow_ucb1(&session)?;
                }

                #[test]
                fn stepping_back_then_forward_equals_stepping_straight(
                    case in case($kind),
                    iterations in 1_u32..60,
                    seed in any::<u64>(),
                    steps in prop::array::uniform3(0_u64..=1000),
                ) {
                    super::stepping_back_then_forward_equals_stepping_straight(
                        &case.game,
                        options(&case, iterations, seed),
                        steps,
                    )?;
                }
            }
        }
    )*};
}

/// MCTS options for `case`: a small node cap now and then, so that a
/// truncated search is checked too, and C from 0 to 3.
fn options(case: &Case, iterations: u32, seed: u64) -> SearchOptions {
    let base = case.with(mcts(iterations, seed));
    let c = [0.0, 0.5, std::f64::consts::SQRT_2, 3.0][(seed % 4) as usize];
    SearchOptions {
        max_nodes: if seed.is_multiple_of(3) {
            1 + seed % 30
        } else {
            10_000
        },
        mcts: MctsOptions {
            exploration: Exploration::new(c).unwrap(),
            ..base.mcts
        },
        ..base
    }
}

on_every_game! {
    tree: GameKind::Tree, cases 48;
    chess: GameKind::Chess, cases 12;
    tictactoe: GameKind::TicTacToe, cases 48;
    connect4: GameKind::ConnectFour, cases 32;
}

/// The keys that jump to the same phase of the next or previous iteration.
#[test]
fn same_phase_jumps_go_an_iteration_on_or_back() {
    let game =
        AnyGame::from_position(GameKind::TicTacToe, ".........", EvalKind::default()).unwrap();
    let mut session = Session::new(game, mcts(30, 1)).unwrap();
    // From the start, forward goes to iteration 1's first step.
    let goal = session.goal(Motion::NextIteration);
    assert_eq!(
        goal,
        Goal::Phase {
            iteration: 1,
            phase: Phase::Selection
        }
    );
    session.pursue(goal, 100).unwrap();
    assert_eq!(session.cursor(), 1);
    assert_eq!(session.mcts_phase(0), Some((1, Phase::Expansion)));
    // Iteration 1 expands the root; its playout is step 2.
    session.seek(2, 100).unwrap();
    assert_eq!(session.mcts_phase(1), Some((1, Phase::Simulation)));
    for iteration in 2..=12 {
        let goal = session.goal(Motion::NextIteration);
        session.pursue(goal, 1_000).unwrap();
        assert_eq!(
            session.mcts_phase(session.cursor() - 1),
            Some((iteration, Phase::Simulation))
        );
    }
    let at = session.cursor();
    let goal = session.goal(Motion::PreviousIteration);
    session.pursue(goal, 1_000).unwrap();
    assert_eq!(
        session.mcts_phase(session.cursor() - 1),
        Some((11, Phase::Simulation))
    );
    assert!(session.cursor() < at);
    // Every iteration's steps: selections, one expansion, the playout, the
    // backpropagation, in that order, and phase_step finds each.
    session.run_to_end().unwrap();
    let tree: &SearchTree = session.tree().unwrap();
    for iteration in 1..=30 {
        let simulate = session
            .mcts_phase_step(iteration, Phase::Simulation)
            .unwrap();
        let back = session
            .mcts_phase_step(iteration, Phase::Backpropagation)
            .unwrap();
        assert_eq!(back, simulate + 1);
        let expand = session
            .mcts_phase_step(iteration, Phase::Expansion)
            .unwrap();
        assert_eq!(
            session.mcts_phase(expand),
            Some((iteration, Phase::Expansion))
        );
        let first = session
            .mcts_phase_step(iteration, Phase::Selection)
            .unwrap();
        assert_eq!(tree.iteration_of(first), Some(iteration));
        if first > 0 {
            assert_eq!(tree.iteration_of(first - 1), Some(iteration - 1));
        }
    }
}

/// MIN's view of a mean is 1 − mean for games, −mean for textbook trees.
#[test]
fn min_sees_the_mean_turned_round() {
    let session = finished(tree_game("max[min[4,6],min[9,1]]"), mcts(20, 0));
    let tree = session.tree().unwrap();
    let root = tree.root().unwrap();
    let first = tree.children(root)[0];
    assert_eq!(tree.player(first), Player::Min);
    let end = session.frontier();
    let at_min = tree.ucb_at(first, end, Exploration::DEFAULT);
    for child in at_min {
        let mean = child.visits.mean().unwrap();
        assert!((child.ucb.unwrap().mean + mean).abs() < 1e-12);
    }
    let node: NodeIndex = tree.children(first)[0];
    assert!(tree.visits_at(node, end).n > 0);
}
