//! Monte Carlo tree search as a person sees it, on tic-tac-toe from the
//! empty board: at every step of the first iterations the scene draws each
//! node in the tree with its `W/N` (and the mean where the search is), every child's UCB1 at a
//! selection, the playout under its node and a caption naming the phase,
//! at 1280×720 in lecture mode with no decisive label left out; and the
//! teaching layer says the step's numbers: UCB1 written out as the
//! narration states it (recomputed here from the counts by hand), the
//! quiz's answer the child picked, the pseudocode's line the phase's.

use std::collections::BTreeSet;

use petgraph::graph::NodeIndex;

use gametree::chess::EvalKind;
use gametree::input::{AnyGame, GameKind};
use gametree::scene::{Mark, Point, Scene, TextRole, TreeForm};
use gametree::search::mcts::{Exploration, MctsOptions, Phase};
use gametree::search::{Algorithm, SearchEvent, SearchOptions};
use gametree::session::Session;
use gametree::teach::{
    Answer, LineRole, QuizKind, QuizKinds, check, line_at, listing, narrate, note_at, question_at,
};
use gametree::tree::node_index;

const LECTURE: Point = Point::new(1280.0, 720.0);

/// MCTS on the empty tic-tac-toe board, `iterations` of them, seed 7.
fn tic_tac_toe(iterations: u32) -> Session<AnyGame> {
    let game =
        AnyGame::from_position(GameKind::TicTacToe, ".........", EvalKind::Material).unwrap();
    let options = SearchOptions {
        algorithm: Algorithm::Mcts,
        mcts: MctsOptions {
            iterations,
            seed: 7,
            ..MctsOptions::default()
        },
        ..SearchOptions::default()
    };
    let options = game.fit_options(options, false).unwrap();
    let mut session = Session::new(game, options).unwrap();
    session.run_to_end().unwrap();
    session
}

/// The scene at the cursor, laid out as the window lays it out, fitted.
fn scene_of(session: &Session<AnyGame>, size: Point, lecture: bool) -> Scene {
    let viewing = crate::scene::Viewing {
        what: "MCTS",
        size,
        lecture,
        text_scale: 1.0,
    };
    crate::scene::drawn_fully(session, viewing, TreeForm::Fan, &BTreeSet::new(), false)
}

fn texts(scene: &Scene, role: TextRole) -> Vec<String> {
    scene.texts(role).map(|(text, _)| text.to_owned()).collect()
}

#[test]
fn every_step_of_the_first_iterations_draws_the_tree_its_counts_and_its_phase() {
    let mut session = tic_tac_toe(14);
    let total = session.total_steps().unwrap();
    let c = Exploration::DEFAULT;
    let mut phases = BTreeSet::new();
    for step in 1..=total {
        session.seek(step, 0).unwrap();
        let scene = scene_of(&session, LECTURE, true);
        let at = format!("step {step}");
        assert!(
            scene.crowded.is_empty(),
            "{at}: left out {:?}",
            scene.crowded
        );
        let tree = session.tree().unwrap();
        let cursor = session.local_cursor();
        // Every node in the tree at this step is drawn, as a shape, with
        // its counts where the search is.
        let in_tree: Vec<NodeIndex> = (0..tree.len())
            .map(NodeIndex::new)
            .filter(|&node| tree.node(node).is_some_and(|n| n.is_visible_at(cursor)))
            .collect();
        assert_eq!(scene.nodes.len(), in_tree.len(), "{at}");
        for drawn in &scene.nodes {
            assert_eq!(drawn.mark, Mark::Shape, "{at}: node {:?}", drawn.node);
        }
        let event = session.last_event().unwrap();
        let current = session.current_node().unwrap();
        for node in tree.path(current) {
            // W/N as a fraction, W in halves of a point (½ a draw).
            let visits = tree.visits_at(node, cursor);
            let written = texts(&scene, TextRole::Value(node));
            let w = match (visits.w_halves / 2, visits.w_halves % 2) {
                (0, 1) => "½".to_owned(),
                (whole, 1) => format!("{whole}½"),
                (whole, _) => whole.to_string(),
            };
            assert_eq!(written[0], format!("{w}/{}", visits.n), "{at}: {node:?}");
            let selection = matches!(event, SearchEvent::Select { .. });
            if node == current
                && !selection
                && let Some(mean) = visits.mean()
            {
                // Where the search is, the mean too, once it has one (at a
                // selection its UCB1 score instead).
                assert_eq!(written[1], format!("= {mean:.2}"), "{at}");
            }
        }
        let phase = Phase::of(&event);
        let caption = texts(&scene, TextRole::Phase);
        match (phase, event.iteration()) {
            (Some(phase), Some(iteration)) => {
                phases.insert(format!("{phase:?}"));
                assert!(!caption.is_empty(), "{at}");
                assert!(
                    caption[0].starts_with(&format!("Iteration {iteration} of 14 · ")),
                    "{at}: {caption:?}"
                );
            }
            _ => assert!(caption.is_empty(), "{at}: {caption:?}"),
        }
        match event {
            SearchEvent::Select { parent, child, .. } => {
                // The score of the child picked, and its siblings' where
                // they fit, each its own.
                let scores = tree.ucb_at(node_index(parent), cursor - 1, c);
                assert!(scores.len() >= 2, "{at}");
                for sibling in scores {
                    let written = texts(&scene, TextRole::Ucb(sibling.node));
                    let score = sibling.ucb.unwrap().score;
                    if sibling.node == node_index(child) {
                        assert_eq!(written, [format!("{score:.2}")], "{at}");
                        assert!(caption[1].contains(&format!("UCB {score:.2}")), "{at}");
                    } else {
                        assert!(written.len() <= 1, "{at}");
                        if let Some(text) = written.first() {
                            assert_eq!(*text, format!("{score:.2}"), "{at}");
                        }
                    }
                }
            }
            SearchEvent::Simulate { plies, .. } => {
                // The caption's second line says the playout.
                assert_eq!(caption.len(), 2, "{at}");
                assert!(
                    caption[1].starts_with(&format!("{plies} plies: "))
                        || (plies == 1 && caption[1].starts_with("1 ply: ")),
                    "{at}: {caption:?}"
                );
            }
            _ => {
                let playouts = scene
                    .shapes
                    .iter()
                    .filter(|shape| {
                        matches!(
                            shape,
                            gametree::scene::Shape::Text {
                                role: TextRole::Playout(_),
                                ..
                            }
                        )
                    })
                    .count();
                assert_eq!(playouts, 0, "{at}: a playout drawn outside its step");
            }
        }
    }
    // Iteration 1 has no selection; by 14 iterations the root (9 moves) is
    // full and selection has had to choose.
    assert_eq!(phases.len(), 4, "{phases:?}");
}

#[test]
fn the_tree_grows_where_the_search_looks_and_shrinks_back_when_stepping_back() {
    let mut session = tic_tac_toe(14);
    let count = |session: &Session<AnyGame>| scene_of(session, LECTURE, true).nodes.len();
    let end = session.cursor();
    let at_end = count(&session);
    // One node a playout: the root and the 13 after it.
    assert_eq!(at_end, 14);
    session.seek(0, 0).unwrap();
    session.step_forward().unwrap();
    assert_eq!(
        count(&session),
        1,
        "the root, after iteration 1's expansion"
    );
    session.seek(end, 0).unwrap();
    assert_eq!(count(&session), at_end);
}

/// UCB1 by hand: `W/N + C·√(ln N_parent / N)`, the mean turned round
/// where MIN chooses (`1 − W/N` for game results).
fn ucb_by_hand(w: f64, n: u32, parent_n: u32, c: f64, min: bool) -> (f64, f64) {
    let mean = w / f64::from(n);
    let mean = if min { 1.0 - mean } else { mean };
    (
        mean,
        mean + c * (f64::from(parent_n).ln() / f64::from(n)).sqrt(),
    )
}

#[test]
fn a_selection_is_narrated_with_its_numbers_asked_as_a_quiz_and_highlighted_in_the_pseudocode() {
    let session = tic_tac_toe(30);
    let total = session.total_steps().unwrap();
    let c = Exploration::DEFAULT;
    let code = listing(session.options());
    let mut asked = 0;
    for step in 0..total {
        let (_, event) = session.event(step).unwrap();
        let line = line_at(&code, &session, step).map(|at| code.lines[at].role);
        let expected = match event {
            SearchEvent::Select { .. } => Some(LineRole::Select),
            SearchEvent::Expand { parent: None, .. } => Some(LineRole::Init),
            SearchEvent::Expand { .. } => Some(LineRole::Expand),
            SearchEvent::Simulate { .. } => Some(LineRole::Simulate),
            SearchEvent::Backpropagate { .. } => Some(LineRole::Backpropagate),
            SearchEvent::Done { .. } => Some(LineRole::Return),
            _ => None,
        };
        assert_eq!(line, expected, "step {step}");
        let SearchEvent::Select { parent, child, .. } = event else {
            continue;
        };
        let (parent, child) = (node_index(parent), node_index(child));
        let tree = session.tree().unwrap();
        let parent_n = tree.visits_at(parent, step).n;
        let visits = tree.visits_at(child, step);
        let min = tree.player(parent) == gametree::search::Player::Min;
        let (mean, score) = ucb_by_hand(visits.w(), visits.n, parent_n, c.get(), min);
        let sentence = narrate(&session, step);
        let formula = format!(
            "{mean:.2} + 1.41·√(ln {parent_n} / {}) = {score:.2}",
            visits.n
        );
        assert!(
            sentence.contains(&formula),
            "step {step}: {sentence} lacks {formula}"
        );
        assert!(sentence.contains("UCB1"), "{sentence}");
        // Beside the pseudocode, every child's score, the picked one first.
        let note = note_at(&code, &session, step).unwrap();
        let children = tree.children(parent).len();
        assert_eq!(note.matches("UCB ").count(), children, "{note}");
        let first = note.split(": ").nth(1).unwrap().split("; ").next().unwrap();
        assert!(
            first.contains(&format!("UCB {score:.2} (picked)")),
            "step {step}: {note}"
        );
        // Asked before the step: the right answer is the child picked.
        let question = question_at(&session, step, QuizKinds::only(QuizKind::Selection)).unwrap();
        assert_eq!(question.correct, Answer::Child(child));
        assert!(question.choices.iter().any(|(node, _)| *node == child));
        assert!(check(&question, Answer::Child(child)).right);
        let wrong = question
            .choices
            .iter()
            .find(|(node, _)| *node != child)
            .unwrap();
        let verdict = check(&question, Answer::Child(wrong.0));
        assert!(!verdict.right);
        assert!(
            verdict.explanation.contains(&formula),
            "{}",
            verdict.explanation
        );
        asked += 1;
    }
    assert!(
        asked > 5,
        "only {asked} selections among two children or more"
    );
}

#[test]
fn the_other_phases_say_their_numbers() {
    let session = tic_tac_toe(12);
    let total = session.total_steps().unwrap();
    let tree = session.tree().unwrap();
    for step in 0..total {
        let (_, event) = session.event(step).unwrap();
        let sentence = narrate(&session, step);
        match event {
            SearchEvent::Simulate { plies, result, .. } => {
                assert!(sentence.starts_with("Simulation"), "{sentence}");
                assert!(
                    sentence.contains(&format!("{plies} plies")) || plies <= 1,
                    "{sentence}"
                );
                assert!(sentence.contains(&result.to_string()), "{sentence}");
            }
            SearchEvent::Backpropagate { .. } => {
                let root = tree.visits_at(NodeIndex::new(0), step + 1);
                assert!(
                    sentence.contains(&format!("the root has N = {}", root.n)),
                    "{sentence}"
                );
            }
            SearchEvent::Expand {
                parent: Some(_), ..
            } => {
                assert!(sentence.contains("joins the tree"), "{sentence}");
            }
            SearchEvent::Done { .. } => {
                let best = tree
                    .most_visited_child(NodeIndex::new(0), step + 1)
                    .unwrap();
                let n = tree.visits_at(best, step + 1).n;
                assert!(sentence.contains(&format!("N = {n}")), "{sentence}");
            }
            _ => {}
        }
    }
}
