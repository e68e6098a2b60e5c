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
        if let Some(phase) = assert_caption(&scene, &event, &at) {
            phases.insert(format!("{phase:?}"));
        }
        match event {
            SearchEvent::Select { parent, child, .. } => {
                // Every child's score in the table beside the tree.
                let scores = tree.ucb_at(node_index(parent), cursor - 1, c);
                assert!(scores.len() >= 2, "{at}");
                for sibling in scores {
                    let written = texts(&scene, TextRole::Ucb(sibling.node));
                    let score = sibling.ucb.unwrap().score;
                    assert_eq!(written, [format!("{score:.2}")], "{at}");
                    if sibling.node == node_index(child) {
                        assert_eq!(texts(&scene, TextRole::Tally(sibling.node))[0], "▶");
                    }
                }
            }
            SearchEvent::Simulate {
                node,
                plies,
                result,
                ..
            } => {
                // The playout's length and result, under its node.
                let written = texts(&scene, TextRole::Playout(node_index(node)));
                let scale = tree.mcts_scale().unwrap();
                assert_eq!(
                    written,
                    [gametree::scene::labels::playout_text(plies, result, scale)],
                    "{at}"
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

/// The caption beside the tree: the iteration of `event` and its phase,
/// returned; nothing outside an iteration.
fn assert_caption(scene: &Scene, event: &SearchEvent, at: &str) -> Option<Phase> {
    let caption = texts(scene, TextRole::Phase);
    let (Some(phase), Some(iteration)) = (Phase::of(event), event.iteration()) else {
        assert!(caption.is_empty(), "{at}: {caption:?}");
        return None;
    };
    let title = match phase {
        Phase::Selection => "1 Selection",
        Phase::Expansion => "2 Expansion",
        Phase::Simulation => "3 Simulation",
        Phase::Backpropagation => "4 Backpropagation",
    };
    assert_eq!(
        caption,
        [format!("Iteration {iteration} of 14"), title.to_owned()],
        "{at}"
    );
    Some(phase)
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

/// The tree panel of the real window: 1280×720 in lecture mode (both
/// side panels closed to strips) and 1920×1080 in the normal view.
const PANELS: [(Point, bool); 2] = [
    (Point::new(1208.0, 347.0), true),
    (Point::new(1850.0, 700.0), false),
];

/// MCTS on the empty tic-tac-toe board as the window runs it by default
/// (1000 iterations, seed 0): nine moves at the root.
fn empty_board() -> Session<AnyGame> {
    let game =
        AnyGame::from_position(GameKind::TicTacToe, ".........", EvalKind::Material).unwrap();
    let options = SearchOptions {
        algorithm: Algorithm::Mcts,
        ..SearchOptions::default()
    };
    let options = game.fit_options(options, false).unwrap();
    let mut session = Session::new(game, options).unwrap();
    session.run_to_end().unwrap();
    session
}

/// The boxes of the texts with a role `wanted` picks, as the scene
/// estimates them.
fn text_boxes(scene: &Scene, wanted: impl Fn(TextRole) -> bool) -> Vec<(Point, Point, String)> {
    scene
        .shapes
        .iter()
        .filter_map(|shape| match shape {
            gametree::scene::Shape::Text {
                at,
                anchor,
                text,
                size,
                role,
                ..
            } if wanted(*role) => {
                let (min, max) = gametree::scene::text_bounds(*at, *anchor, text, *size);
                Some((min, max, text.clone()))
            }
            _ => None,
        })
        .collect()
}

fn is_table(role: TextRole) -> bool {
    matches!(
        role,
        TextRole::Tally(_) | TextRole::Ucb(_) | TextRole::TableHead
    )
}

/// The table is legible: every text of it inside the picture, at the
/// tree's text size, no two overlapping, and no other text over it.
fn assert_table_legible(scene: &Scene, lecture: bool, at: &str) {
    let table = text_boxes(scene, is_table);
    let others = text_boxes(scene, |role| !is_table(role));
    assert!(!table.is_empty(), "{at}: no table");
    let overlap = |a: &(Point, Point, String), b: &(Point, Point, String)| {
        a.0.x < b.1.x - 0.5 && b.0.x < a.1.x - 0.5 && a.0.y < b.1.y - 0.5 && b.0.y < a.1.y - 0.5
    };
    for (i, cell) in table.iter().enumerate() {
        assert!(
            cell.0.x >= 0.0
                && cell.0.y >= 0.0
                && cell.1.x <= scene.size.x
                && cell.1.y <= scene.size.y,
            "{at}: {cell:?} is cut by the picture's edge"
        );
        for other in table[i + 1..].iter().chain(&others) {
            assert!(!overlap(cell, other), "{at}: {cell:?} overlaps {other:?}");
        }
    }
    if lecture {
        for (text, size) in scene.shapes.iter().filter_map(|shape| match shape {
            gametree::scene::Shape::Text {
                text, size, role, ..
            } if is_table(*role) => Some((text, *size)),
            _ => None,
        }) {
            assert!(size >= 22.4, "{at}: {text:?} at {size}");
        }
    }
    // The table's column no node is drawn under.
    let left = table.iter().map(|cell| cell.0.x).fold(f32::MAX, f32::min);
    for drawn in &scene.nodes {
        assert!(
            drawn.at.x + drawn.radius < left,
            "{at}: node {:?} at {:?} under the table",
            drawn.node,
            drawn.at
        );
    }
}

/// At a selection, at every depth and all through the run, every child
/// of the node choosing has its row in the table beside the tree: its
/// move, its `W/N` and its UCB1 score, the child picked first and
/// marked; the caption is written; at the end every root move has its
/// row with its counts, the move played first and marked.
#[test]
fn the_table_beside_the_tree_lists_every_child_compared() {
    let mut session = empty_board();
    let total = session.total_steps().unwrap();
    let c = Exploration::DEFAULT;
    let mut depths = BTreeSet::new();
    let mut checked = 0;
    for step in 1..=total {
        let (_, event) = session.event(step - 1).unwrap();
        let SearchEvent::Select { parent, child, .. } = event else {
            continue;
        };
        let (parent, child) = (node_index(parent), node_index(child));
        let depth = session.tree().unwrap().path(parent).len() - 1;
        // The first iterations one by one, then the first selection at
        // each depth in each thousand steps.
        if !depths.insert((depth, step / 1000)) && step > 140 {
            continue;
        }
        checked += 1;
        session.seek(step, 0).unwrap();
        let tree = session.tree().unwrap();
        let scores = tree.ucb_at(parent, step - 1, c);
        for (size, lecture) in PANELS {
            let scene = scene_of(&session, size, lecture);
            let at = format!("step {step} (depth {depth}) at {size:?}");
            // In the first iterations nothing is left out that the table
            // does not give (a move label on a shallow edge among many, or
            // the counts of the child picked, may be: its row has them);
            // past them the tree is denser than a fitted view labels.
            let left_out: Vec<_> = scene
                .crowded
                .iter()
                .filter(|_| step <= 140)
                .filter(|role| match role {
                    TextRole::Move(_) => false,
                    TextRole::Value(node) => texts(&scene, TextRole::Tally(*node)).is_empty(),
                    _ => true,
                })
                .collect();
            assert!(left_out.is_empty(), "{at}: {left_out:?}");
            assert_eq!(texts(&scene, TextRole::Phase).len(), 2, "{at}");
            assert_table_legible(&scene, lecture, &at);
            // Below the root, the title names the node choosing.
            let heads = texts(&scene, TextRole::TableHead);
            if depth > 0 {
                let title = format!("After {}", session.path_labels(parent).join(" "));
                assert_eq!(heads[0], title, "{at}");
            }
            let best = scores
                .iter()
                .map(|s| s.ucb.map_or(f64::INFINITY, |u| u.score))
                .fold(f64::MIN, f64::max);
            for scored in &scores {
                let row = texts(&scene, TextRole::Tally(scored.node));
                let score = texts(&scene, TextRole::Ucb(scored.node));
                let label = session.move_label(scored.node).unwrap();
                let counts = gametree::scene::labels::mcts_fraction(scored.visits);
                let expected = gametree::notation::mean(scored.ucb.map(|u| u.score));
                if scored.node == child {
                    assert_eq!(row, ["▶", label.as_str(), counts.as_str()], "{at}");
                    assert!(
                        scored.ucb.map_or(f64::INFINITY, |u| u.score) >= best,
                        "{at}"
                    );
                } else {
                    assert_eq!(row, [label.as_str(), counts.as_str()], "{at}");
                }
                assert_eq!(score, [expected], "{at}: {label}");
            }
            // The child picked heads the table.
            let first = text_boxes(&scene, |role| matches!(role, TextRole::Tally(_)))
                .into_iter()
                .min_by(|a, b| a.0.y.total_cmp(&b.0.y))
                .unwrap();
            assert_eq!(first.2, "▶", "{at}");
        }
    }
    let deepest = depths.iter().map(|(depth, _)| *depth).max().unwrap();
    assert!(deepest >= 3, "selections checked at depths {depths:?}");
    assert!(checked > 40, "{checked} selections checked");
    session.seek(total, 0).unwrap();
    let tree = session.tree().unwrap();
    let root = tree.root().unwrap();
    let cursor = session.local_cursor();
    let played = tree.most_visited_child(root, cursor).unwrap();
    for (size, lecture) in PANELS {
        let scene = scene_of(&session, size, lecture);
        let at = format!("the end at {size:?}");
        assert_table_legible(&scene, lecture, &at);
        for node in tree.children(root) {
            let visits = tree.visits_at(node, cursor);
            let label = session.move_label(node).unwrap();
            let mut expected = vec![
                label,
                gametree::scene::labels::mcts_fraction(visits),
                gametree::notation::mean(visits.mean()),
            ];
            if node == played {
                expected.insert(0, "▶".to_owned());
            }
            assert_eq!(texts(&scene, TextRole::Tally(node)), expected, "{at}");
        }
    }
}
