//! The teaching moments past the classic tree, drawn as a lecturer projects
//! them: the whole-tree preview shows the game tree as given (every move
//! and leaf, nothing of the search: no probe, re-search, pass or pruning,
//! no two nodes on each other) and is the same for every algorithm; PVS's
//! best line runs through the re-search, whose leaves keep clear of each
//! other; MTD(f)'s passes share one picture and the last root says the
//! value proven; the outline highlights the best line at the end; pruned
//! leaves keep the grey values the whole-tree view showed a step before.

use std::collections::BTreeSet;

use petgraph::graph::NodeIndex;

use gametree::game::Game as _;
use gametree::input::AnyGame;
use gametree::layout::TreeLayout;
use gametree::scene::labels::LabelCache;
use gametree::scene::{
    self, Mark, Palette, Point, Scene, SceneInput, Shape, TextRole, TreeForm, TreeOverlay, View,
};
use gametree::search::{Algorithm, SearchOptions};
use gametree::session::Session;
use gametree::textbook::builtins;

use crate::common::search::finished;
use crate::scene::{Viewing, drawn_fully};

/// The panel of the tree at 1280×720 in lecture mode, and at 1920×1080.
const SIZES: [(Point, bool); 2] = [
    (Point::new(1210.0, 480.0), true),
    (Point::new(1500.0, 880.0), false),
];

/// `text` searched by `algorithm` to the end.
fn searched(text: &str, algorithm: Algorithm) -> Session<AnyGame> {
    let game = AnyGame::from_tree(text).unwrap();
    let options = SearchOptions {
        algorithm,
        ..SearchOptions::default()
    };
    let options = game.fit_options(options, false).unwrap();
    finished(game, options)
}

/// The scene at `session`'s cursor, laid out and fitted as the window does
/// it, in the whole-tree view if `whole`, as a fan or an `outline`.
fn drawn(session: &Session<AnyGame>, (size, lecture): (Point, bool), whole: bool) -> Scene {
    drawn_as(session, (size, lecture), whole, TreeForm::Fan)
}

fn drawn_as(
    session: &Session<AnyGame>,
    (size, lecture): (Point, bool),
    whole: bool,
    form: TreeForm,
) -> Scene {
    let viewing = Viewing {
        what: "scene moment",
        size,
        lecture,
        text_scale: 1.0,
    };
    drawn_fully(session, viewing, form, &BTreeSet::new(), whole)
}

/// What a person sees of a picture, without the search's node numbers:
/// every shape with its texts, roles dropped, rounded to a tenth of a point.
fn seen(scene: &Scene) -> Vec<String> {
    let round = |p: &Point| format!("({:.1}, {:.1})", p.x, p.y);
    scene
        .shapes
        .iter()
        .map(|shape| match shape {
            Shape::Text { at, text, size, .. } => format!("text {text} {} {size:.1}", round(at)),
            Shape::Line { points, .. } => {
                format!("line {:?}", points.iter().map(round).collect::<Vec<_>>())
            }
            Shape::Polygon { points, .. } => {
                format!("polygon {:?}", points.iter().map(round).collect::<Vec<_>>())
            }
            Shape::Rect { min, max, .. } => format!("rect {} {}", round(min), round(max)),
            Shape::Circle { center, radius, .. } => format!("circle {} {radius:.1}", round(center)),
        })
        .collect()
}

/// Node marks that cover each other: centres closer than their radii
/// together (a faint outline reaches its radius; a shape 1.25 of it).
fn overlapping(scene: &Scene) -> Vec<String> {
    let reach = |mark: Mark, radius: f32| match mark {
        Mark::Shape => radius * 1.25,
        _ => radius,
    };
    let mut faults = Vec::new();
    for (i, a) in scene.nodes.iter().enumerate() {
        for b in &scene.nodes[i + 1..] {
            let apart = a.at.distance(b.at);
            if apart < reach(a.mark, a.radius) + reach(b.mark, b.radius) {
                faults.push(format!(
                    "node {} at {:?} and node {} at {:?}: {apart:.1} apart",
                    a.node.index(),
                    a.at,
                    b.node.index(),
                    b.at
                ));
            }
        }
    }
    faults
}

/// Before the first step, the whole-tree view draws every node of the tree
/// as given, once, faint, and each leaf's value; and the picture is the
/// same whichever algorithm will search it: minimax (which enters every
/// node), alpha-beta (which prunes), PVS (which probes and re-searches)
/// and MTD(f) (whose first pass cuts elsewhere than the last).
#[test]
fn the_whole_tree_preview_is_the_tree_as_given_for_every_algorithm() {
    let trees = builtins::builtins()
        .iter()
        .filter(|builtin| !AnyGame::from_tree(builtin.text).unwrap().has_chance_nodes())
        .map(|builtin| builtin.text)
        .chain(["[[2,4,6],[3,12,8],[14,5,2]]"]);
    for text in trees {
        let book = AnyGame::from_tree(text).unwrap();
        let given = book.as_textbook().unwrap();
        let leaves: Vec<String> = given
            .leaf_values_in_order()
            .iter()
            .map(ToString::to_string)
            .collect();
        for size in SIZES {
            let mut minimax = searched(text, Algorithm::Minimax);
            minimax.seek(0, 0).unwrap();
            let expected = drawn(&minimax, size, true);
            for algorithm in [
                Algorithm::AlphaBeta,
                Algorithm::Pvs,
                Algorithm::Mtdf,
                Algorithm::Minimax,
            ] {
                let what = format!("{text} by {algorithm:?} at {:?}", size.0);
                let mut session = searched(text, algorithm);
                session.seek(0, 0).unwrap();
                let preview = drawn(&session, size, true);
                assert_eq!(
                    preview.nodes.len(),
                    given.node_count(),
                    "{what}: every node of the tree once"
                );
                assert!(
                    preview.nodes.iter().all(|drawn| drawn.mark == Mark::Ahead),
                    "{what}: drawn faint, not reached"
                );
                let overlaps = overlapping(&preview);
                assert!(overlaps.is_empty(), "{what}: {overlaps:#?}");
                let values: Vec<&str> = preview
                    .shapes
                    .iter()
                    .filter_map(|shape| match shape {
                        Shape::Text {
                            text,
                            role: TextRole::Ahead(_),
                            ..
                        } => Some(text.as_str()),
                        _ => None,
                    })
                    .collect();
                // A three-level tree has room for every value.
                if given.height() <= 2 {
                    let mut sorted = values.clone();
                    sorted.sort_unstable();
                    let mut want: Vec<&str> = leaves.iter().map(String::as_str).collect();
                    want.sort_unstable();
                    assert_eq!(sorted, want, "{what}: every leaf's value");
                }
                assert_eq!(seen(&preview), seen(&expected), "{what}: as minimax's");
            }
        }
    }
}

/// PVS on `[[2,4,6],[3,12,8],[14,5,2]]` re-searches its second move: at
/// the end the best line runs through the re-search, not through the
/// probe it supersedes, and no two nodes (the re-search's leaves, the 14)
/// cover each other.
#[test]
fn pvs_draws_the_best_line_through_the_re_search_and_its_leaves_apart() {
    let session = searched("[[2,4,6],[3,12,8],[14,5,2]]", Algorithm::Pvs);
    let tree = session.tree().unwrap();
    let root = tree.root().unwrap();
    let children = tree.children(root);
    let (probe, again) = (children[1], children[2]);
    assert_eq!(tree.re_search_of(probe), Some(again));
    let line = scene::best_line(&session);
    assert_eq!(
        line.get(1),
        Some(&again),
        "the line's move is the re-search"
    );
    for size in SIZES {
        for whole in [false, true] {
            let what = format!("at {:?}, whole tree {whole}", size.0);
            let picture = drawn(&session, size, whole);
            let pv = Palette::new(false, size.1).pv;
            let best: Vec<&Vec<Point>> = picture
                .shapes
                .iter()
                .filter_map(|shape| match shape {
                    Shape::Line { points, stroke } if stroke.color == pv => Some(points),
                    _ => None,
                })
                .collect();
            assert_eq!(best.len(), 1, "{what}: one best line");
            let at = |node: NodeIndex| picture.drawn(node).unwrap().at;
            assert!(
                best[0].iter().any(|p| p.distance(at(again)) < 0.5),
                "{what}: the line goes through the re-search"
            );
            assert!(
                !best[0].iter().any(|p| p.distance(at(probe)) < 0.5),
                "{what}: the line skips the probe"
            );
            let overlaps = overlapping(&picture);
            assert!(overlaps.is_empty(), "{what}: {overlaps:#?}");
        }
    }
}

/// MTD(f) on `classic` searches it in passes: every node drawn in any pass
/// sits where the tree as given has it (so the root does not jump when the
/// next pass starts), and at the end the root says the value the passes
/// proved, 3, not the last pass's bound.
#[test]
fn mtdf_passes_share_one_picture_and_the_last_root_says_the_value() {
    let classic = builtins::builtin("classic").unwrap().text;
    let mut mtdf = searched(classic, Algorithm::Mtdf);
    let minimax = searched(classic, Algorithm::Minimax);
    assert_eq!(mtdf.outcome().unwrap().value, 3);
    let total = mtdf.total_steps().unwrap();
    assert!(mtdf.passes().len() > 1, "MTD(f) needs passes here");
    for size in SIZES {
        for whole in [false, true] {
            let end = drawn(&minimax, size, whole);
            let place = |picture: &Scene, node: NodeIndex| {
                picture
                    .nodes
                    .iter()
                    .find(|drawn| drawn.node == node)
                    .map(|drawn| drawn.at)
            };
            let root = place(&end, NodeIndex::new(0)).unwrap();
            for step in 1..=total {
                mtdf.seek(step, 0).unwrap();
                let picture = drawn(&mtdf, size, whole);
                let at = place(&picture, NodeIndex::new(0)).unwrap();
                assert!(
                    at.distance(root) < 0.01,
                    "step {step} ({:?}, whole {whole}): root at {at:?}, not {root:?}",
                    size.0
                );
                // Every node entered sits on the node of the same moves.
                let tree = mtdf.tree().unwrap();
                let book = minimax.tree().unwrap();
                for drawn in picture.nodes.iter().filter(|d| d.mark == Mark::Shape) {
                    let moves = tree.moves_to(drawn.node);
                    let same = (0..book.len())
                        .map(NodeIndex::new)
                        .find(|&node| book.moves_to(node) == moves)
                        .unwrap();
                    let there = place(&end, same).unwrap();
                    assert!(
                        drawn.at.distance(there) < 0.01,
                        "step {step}: node {:?} at {:?}, the tree has it at {there:?}",
                        drawn.node,
                        drawn.at
                    );
                }
            }
            mtdf.seek(total, 0).unwrap();
            let picture = drawn(&mtdf, size, whole);
            let root_value: Vec<&str> = picture
                .texts(TextRole::Value(NodeIndex::new(0)))
                .map(|(text, _)| text)
                .collect();
            assert_eq!(root_value, ["3"], "the value proven");
        }
    }
}

/// At `classic`'s first cutoff the two pruned leaves are written with the
/// grey values the whole-tree view showed them with a step before.
#[test]
fn pruned_leaves_keep_their_grey_values_at_the_cutoff() {
    let classic = builtins::builtin("classic").unwrap().text;
    let mut session = searched(classic, Algorithm::AlphaBeta);
    let total = session.total_steps().unwrap();
    let cutoff = (1..=total)
        .find(|&step| {
            matches!(
                session.event(step - 1),
                Some((_, gametree::search::SearchEvent::Cutoff { .. }))
            )
        })
        .unwrap();
    let grey = |scene: &Scene| -> Vec<String> {
        let mut texts: Vec<String> = scene
            .shapes
            .iter()
            .filter_map(|shape| match shape {
                Shape::Text {
                    text,
                    role: TextRole::Ahead(_) | TextRole::Skipped(_),
                    ..
                } => Some(text.clone()),
                _ => None,
            })
            .collect();
        texts.sort();
        texts
    };
    for size in SIZES {
        session.seek(cutoff - 1, 0).unwrap();
        let before = grey(&drawn(&session, size, true));
        session.seek(cutoff, 0).unwrap();
        let after = drawn(&session, size, true);
        let tree = session.tree().unwrap();
        let pruned: Vec<NodeIndex> = after
            .nodes
            .iter()
            .filter(|drawn| drawn.mark == Mark::Pruned)
            .map(|drawn| drawn.node)
            .collect();
        assert_eq!(pruned.len(), 2, "4 and 6 are pruned");
        for node in pruned {
            let written: Vec<&str> = after
                .texts(TextRole::Skipped(node))
                .map(|(text, _)| text)
                .collect();
            assert_eq!(written.len(), 1, "{node:?} keeps its value");
            assert!(before.iter().any(|text| text == written[0]));
            assert!(tree.node(node).is_some());
        }
    }
}

/// The outline of a chess search at its end: the best line's rows are
/// highlighted and joined in the best line's colour, as the fan draws it.
#[test]
fn the_outline_highlights_the_best_line_at_the_end() {
    let game = AnyGame::from_fen(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        gametree::chess::EvalKind::Material,
    )
    .unwrap();
    let options = SearchOptions {
        depth: 2,
        ..SearchOptions::default()
    };
    let session = finished(game, options);
    let line = scene::best_line(&session);
    assert_eq!(line.len(), 3, "root, a move, the reply");
    for size in SIZES {
        let picture = drawn_as(&session, size, false, TreeForm::Outline);
        let pv = Palette::new(false, size.1).pv;
        let joins = picture
            .shapes
            .iter()
            .filter_map(|shape| match shape {
                Shape::Line { points, stroke } if stroke.color == pv => points.last().copied(),
                _ => None,
            })
            .collect::<Vec<_>>();
        assert_eq!(
            joins.len(),
            line.len() - 1,
            "a join into each move of the line"
        );
        for node in &line[1..] {
            let glyph = picture.drawn(*node).unwrap().at;
            assert!(
                joins
                    .iter()
                    .any(|end| (end.y - glyph.y).abs() < 0.5 && end.x < glyph.x),
                "the join into {node:?} ends at its row"
            );
            let banded = picture.shapes.iter().any(|shape| {
                matches!(shape, Shape::Rect { min, max, fill, .. }
                    if min.y < glyph.y && glyph.y < max.y && min.x < glyph.x
                        && fill.r == pv.r && fill.g == pv.g && fill.b == pv.b)
            });
            assert!(banded, "the row of {node:?} is highlighted");
        }
    }
}

/// `classic` by alpha-beta at every step, as lectured: every inner node
/// entered keeps its `[α, β]` window in view, finished exact (MIN 3 from
/// step 32 on) or not.
#[test]
fn every_inner_node_keeps_its_window_at_every_step() {
    let classic = builtins::builtin("classic").unwrap().text;
    let mut session = searched(classic, Algorithm::AlphaBeta);
    let total = session.total_steps().unwrap();
    for size in SIZES {
        for whole in [false, true] {
            for step in 1..=total {
                session.seek(step, 0).unwrap();
                let picture = drawn(&session, size, whole);
                let tree = session.tree().unwrap();
                let cursor = session.local_cursor();
                for drawn in picture.nodes.iter().filter(|d| d.mark == Mark::Shape) {
                    let node = tree.node(drawn.node).unwrap();
                    if node.ply >= 2 || !node.is_visible_at(cursor) {
                        continue;
                    }
                    assert_eq!(
                        picture.texts(TextRole::Window(drawn.node)).count(),
                        1,
                        "step {step} at {:?}, whole tree {whole}: node {:?} has no window",
                        size.0,
                        drawn.node
                    );
                }
            }
        }
    }
}

/// A node folded by a double-click shows a fold mark hanging under it:
/// faint in the whole-tree view before the search reaches it, and once its
/// cutoff has come, with how many nodes it hides.
#[test]
fn a_folded_node_shows_its_fold_before_and_after_its_cutoff() {
    let classic = builtins::builtin("classic").unwrap().text;
    let mut session = searched(classic, Algorithm::AlphaBeta);
    let min_2 = NodeIndex::new(5);
    let folded = BTreeSet::from([min_2]);
    for (step, hidden) in [(5, None), (18, Some("+3")), (34, Some("+3"))] {
        session.seek(step, 0).unwrap();
        for size in SIZES {
            let tree = session.tree().unwrap();
            let mut layout = TreeLayout::new();
            scene::sync_layout(&mut layout, &session, tree, &folded);
            let overlay = TreeOverlay {
                lecture: size.1,
                ..TreeOverlay::default()
            };
            let mut labels = LabelCache::default();
            let picture = scene::build(SceneInput {
                session: &session,
                tree,
                layout: &layout,
                labels: &mut labels,
                cursor: session.local_cursor(),
                view: View::fit(layout.bounds(), size.0),
                outline_scroll: None,
                size: size.0,
                palette: Palette::new(false, size.1),
                current: session.current_node(),
                selected: None,
                complete: session.outcome().is_some(),
                overlay: &overlay,
                show_skipped: false,
                text_scale: 1.0,
                min_text: if size.1 { 22.4 } else { 0.0 },
                whole_tree: true,
                form: TreeForm::Fan,
            });
            let what = format!("step {step} at {:?}", size.0);
            let drawn = picture.drawn(min_2).unwrap();
            // A shape under the node, narrower than it, that no other node has.
            let marks = picture
                .shapes
                .iter()
                .filter(|shape| match shape {
                    Shape::Polygon { points, .. } => points.iter().all(|p| {
                        p.y > drawn.at.y + drawn.radius
                            && p.y < drawn.at.y + drawn.radius * 3.0
                            && (p.x - drawn.at.x).abs() < drawn.radius
                    }),
                    _ => false,
                })
                .count();
            assert_eq!(marks, 1, "{what}: one fold mark under MIN 2");
            let badge: Vec<&str> = picture
                .texts(TextRole::Hidden(min_2))
                .map(|(text, _)| text)
                .collect();
            assert_eq!(badge, hidden.into_iter().collect::<Vec<_>>(), "{what}");
            assert!(picture.crowded.is_empty(), "{what}: {:?}", picture.crowded);
        }
    }
}

/// Quiescence on `6k1/8/3p4/4p3/8/8/7Q/6K1 w - - 0 1` at depth 1 (the
/// horizon capture Qxe5 and the recapture dxe5 under it), run to its end.
fn finished_quiescence() -> Session<AnyGame> {
    let game = AnyGame::from_fen(
        "6k1/8/3p4/4p3/8/8/7Q/6K1 w - - 0 1",
        gametree::chess::EvalKind::Material,
    )
    .unwrap();
    let options = SearchOptions {
        depth: 1,
        quiescence: true,
        ..SearchOptions::default()
    };
    finished(game, options)
}

/// Quiescence on `6k1/8/3p4/4p3/8/8/7Q/6K1 w - - 0 1` at depth 1: at the
/// end the outline keeps the horizon line open, Qxe5 with the recapture
/// dxe5 that quiescence found under it, not folded to "1 move searched".
#[test]
fn the_horizon_line_stays_open_at_the_end_of_quiescence() {
    let session = finished_quiescence();
    assert!(session.outcome().is_some());
    let tree = session.tree().unwrap();
    let root = tree.root().unwrap();
    let capture = tree
        .children(root)
        .into_iter()
        .find(|&child| session.move_label(child).as_deref() == Some("Qxe5"))
        .unwrap();
    let recapture = tree
        .children(capture)
        .into_iter()
        .find(|&child| session.move_label(child).as_deref() == Some("dxe5"))
        .unwrap();
    assert_eq!(scene::outline::suited(&session), TreeForm::Outline);
    // Tall enough for every row: which rows are open, not where the view
    // scrolls, is checked here.
    for size in SIZES.map(|(size, lecture)| (Point::new(size.x, 4000.0), lecture)) {
        let picture = drawn_as(&session, size, false, TreeForm::Outline);
        let what = format!("at {:?}", size.0);
        assert!(picture.drawn(capture).is_some(), "{what}: Qxe5 has its row");
        assert_eq!(
            picture.texts(TextRole::Hidden(capture)).count(),
            0,
            "{what}: Qxe5 is not folded"
        );
        assert!(
            picture.drawn(recapture).is_some(),
            "{what}: dxe5 has its row under Qxe5"
        );
    }
}

/// MTD(f) on games, drawn as a fan at 1280×720 in lecture mode: from the
/// last step of one pass to the first of the next, the root stays where
/// it was (Connect Four `4453` at depth 4, three passes; tic-tac-toe
/// `x...o....`; a chess opening at depth 2).
#[test]
fn mtdf_on_games_keeps_the_root_in_place_between_passes() {
    use gametree::input::GameKind;
    let games = [
        (
            AnyGame::from_position(
                GameKind::ConnectFour,
                "4453",
                gametree::chess::EvalKind::Material,
            )
            .unwrap(),
            4,
        ),
        (
            AnyGame::from_position(
                GameKind::TicTacToe,
                "x...o....",
                gametree::chess::EvalKind::Material,
            )
            .unwrap(),
            9,
        ),
        (
            AnyGame::from_fen(
                "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
                gametree::chess::EvalKind::Material,
            )
            .unwrap(),
            2,
        ),
    ];
    for (game, depth) in games {
        let options = SearchOptions {
            algorithm: Algorithm::Mtdf,
            depth,
            ..SearchOptions::default()
        };
        let options = game.fit_options(options, false).unwrap();
        let mut session = finished(game, options);
        let total = session.total_steps().unwrap();
        let mut changes = 0;
        let root_at = |session: &Session<AnyGame>| {
            let picture = drawn_as(
                session,
                (Point::new(1208.0, 347.0), true),
                false,
                TreeForm::Fan,
            );
            picture
                .drawn(session.tree().unwrap().root().unwrap())
                .unwrap()
                .at
        };
        for step in 1..total - 1 {
            if session.pass_index_of(step) == session.pass_index_of(step + 1) {
                continue;
            }
            // The cursor after `step + 1` events ends the pass of event `step`.
            session.seek(step + 1, 0).unwrap();
            let (pass, before) = (session.pass_index(), root_at(&session));
            session.seek(step + 2, 0).unwrap();
            let after = root_at(&session);
            // The picture changes from one pass's tree to the next's.
            assert_eq!(session.pass_index(), pass + 1, "{depth}: step {step}");
            assert!(
                before.distance(after) < 0.5,
                "{depth}: the root moved from {before:?} to {after:?} between steps {} and {}",
                step + 1,
                step + 2
            );
            changes += 1;
        }
        assert!(changes >= 1, "{depth}: no second pass");
    }
}

/// The outline's guides end in an elbow only at a row that is drawn: at
/// quiescence's last step at 1280×720 an elbow to the row past the
/// canvas's foot read as a connector cut in half. Every height of the
/// tree panel from a short one to 1280×720's.
#[test]
fn the_outline_draws_no_elbow_to_a_row_off_the_canvas() {
    let session = finished_quiescence();
    for height in (300..=480).step_by(6) {
        #[expect(clippy::cast_precision_loss, reason = "small heights")]
        let size = Point::new(1210.0, height as f32);
        let picture = drawn_as(&session, (size, true), false, TreeForm::Outline);
        for shape in &picture.shapes {
            let Shape::Line { points, .. } = shape else {
                continue;
            };
            // A guide: down from a parent's glyph, then right to a row.
            let [from, corner, to] = points[..] else {
                continue;
            };
            if (from.x - corner.x).abs() > 0.01 || (corner.y - to.y).abs() > 0.01 {
                continue;
            }
            assert!(
                picture
                    .nodes
                    .iter()
                    .any(|node| (node.at.y - to.y).abs() < 1.0 && node.at.x > to.x),
                "panel {height} points tall: a guide's elbow at y {} has no row drawn there",
                to.y
            );
        }
    }
}

/// At the end of Monte Carlo tree search on tic-tac-toe, drawn as a fan
/// on the canvas 1280×720 in lecture mode leaves the tree, no edge out of the root crosses the root's
/// counts (the mean's line under them ran across a dense fan).
#[test]
fn the_mcts_roots_counts_keep_clear_of_its_edges_at_the_end() {
    let game = AnyGame::from_position(
        gametree::input::GameKind::TicTacToe,
        ".........",
        gametree::chess::EvalKind::Material,
    )
    .unwrap();
    let options = SearchOptions {
        algorithm: Algorithm::Mcts,
        ..SearchOptions::default()
    };
    let options = game.fit_options(options, false).unwrap();
    let session = finished(game, options);
    let root = session.tree().unwrap().root().unwrap();
    // The tree's canvas at 1280×720 in lecture mode, under its toolbar
    // and over the pseudocode and the narration.
    let picture = drawn(&session, (Point::new(1210.0, 315.0), true), false);
    let at = picture.drawn(root).unwrap().at;
    let counts: Vec<(Point, Point)> = picture
        .shapes
        .iter()
        .filter_map(|shape| match shape {
            Shape::Text {
                at,
                anchor,
                text,
                size,
                role: TextRole::Value(node),
                ..
            } if *node == root => Some(scene::text_bounds(*at, *anchor, text, *size)),
            _ => None,
        })
        .collect();
    assert!(counts.len() >= 2, "the root's W/N and mean: {counts:?}");
    let mut edges = 0;
    for shape in &picture.shapes {
        let Shape::Line { points, .. } = shape else {
            continue;
        };
        let [from, to] = points[..] else {
            continue;
        };
        if (from.x - at.x).abs() > 1.0 || (from.y - at.y).abs() > 1.0 {
            continue;
        }
        edges += 1;
        for step in 0..=100_u8 {
            let t = f32::from(step) / 100.0;
            let p = Point::new(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t);
            for (min, max) in &counts {
                assert!(
                    !(min.x..=max.x).contains(&p.x) || !(min.y..=max.y).contains(&p.y),
                    "the edge {from:?}–{to:?} crosses the root's counts at {min:?}–{max:?}"
                );
            }
        }
    }
    assert_eq!(edges, 9, "the root's nine edges are drawn from its centre");
}
