//! The drawn scene tells the truth at every step: every node entered by a
//! step is drawn as a shape with its value label, every pruned move as a
//! pruned mark, and the rings round the current and the selected node never
//! cover that node's own labels. Checked for every step of every built-in
//! tree and of a depth-2 alpha-beta on the start position, at the size of a
//! 1280×720 projector screen with the whole tree fitted. No label covers
//! another, in lecture mode too, and the root's middle move is written
//! there. A blank worksheet draws a window to fill only where there are
//! window cells.

#![allow(
    clippy::unwrap_used,
    reason = "helpers shared by the tests below; a failed unwrap fails the test"
)]

mod common;

use common::search::finished;
use std::collections::BTreeSet;

use petgraph::graph::NodeIndex;

use gametree::chess::EvalKind;
use gametree::input::AnyGame;
use gametree::layout::TreeLayout;
use gametree::notation;
use gametree::scene::labels::LabelCache;
use gametree::scene::{
    self, DiffMark, Mark, Palette, Point, Scene, SceneInput, Shape, TextRole, TreeOverlay, View,
};
use gametree::search::{Algorithm, Bound, Cutoff, FailMode, Player, SearchOptions};
use gametree::session::Session;
use gametree::textbook::builtins;
use gametree::tree::{NodeKind, NodeStatus};

const SCREEN: Point = Point::new(1280.0, 720.0);

fn session(game: AnyGame, options: SearchOptions) -> Session<AnyGame> {
    let options = game.fit_options(options, false).unwrap();
    finished(game, options)
}

/// The chess start position, material evaluation.
fn start_position() -> AnyGame {
    AnyGame::from_fen(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        EvalKind::Material,
    )
    .unwrap()
}

/// The scene of `session` at its cursor, fitted to `size`.
fn scene_of(
    session: &Session<AnyGame>,
    layout: &mut TreeLayout,
    size: Point,
    selected: Option<NodeIndex>,
    lecture: bool,
) -> Scene {
    let tree = session.tree().unwrap();
    layout.sync(tree, session.local_cursor(), &BTreeSet::new());
    let overlay = TreeOverlay {
        lecture,
        ..TreeOverlay::default()
    };
    let mut labels = LabelCache::default();
    scene::build(SceneInput {
        session,
        tree,
        layout,
        labels: &mut labels,
        cursor: session.local_cursor(),
        view: View::fit(layout.bounds(), size),
        size,
        palette: Palette::new(false, lecture),
        current: session.current_node(),
        selected,
        complete: session.outcome().is_some(),
        overlay: &overlay,
        show_skipped: false,
        text_scale: 1.0,
        min_text: if lecture { 22.4 } else { 0.0 },
    })
}

/// What the value label of a node must say at the cursor: its value with
/// its bound once finished; while open, the best so far as a lower bound
/// for MAX or an upper bound for MIN; nothing before any child returned.
fn expected_value(session: &Session<AnyGame>, node: NodeIndex) -> Option<String> {
    let tree = session.tree().unwrap();
    let weight = tree.node(node).unwrap();
    let at = tree.node_at(node, session.local_cursor()).unwrap();
    let wording = gametree::game::Game::wording(session.game());
    match at.status {
        NodeStatus::Finished => weight
            .bound()
            .map(|bound| notation::bounded(weight.value, bound, wording)),
        NodeStatus::Open => at.best.map(|best| {
            let bound = match tree.player(node) {
                Player::Max => Bound::Lower,
                Player::Min => Bound::Upper,
            };
            notation::bounded(best, bound, wording)
        }),
        NodeStatus::Pruned | NodeStatus::Unborn => None,
    }
}

/// Checks the scene of every step of `session`; `what` names it in failures.
fn check_every_step(mut session: Session<AnyGame>, what: &str, size: Point) {
    let total = session.total_steps().unwrap();
    let mut layout = TreeLayout::new();
    for step in 0..=total {
        session.seek(step, 0).unwrap();
        let scene = scene_of(&session, &mut layout, size, None, false);
        check_scene(&session, &scene, &format!("{what}, step {step}"), size);
    }
}

fn check_scene(session: &Session<AnyGame>, scene: &Scene, at: &str, size: Point) {
    let tree = session.tree().unwrap();
    let cursor = session.local_cursor();
    let mut groups = Vec::new();
    for drawn in &scene.nodes {
        if let Mark::PrunedGroup { count } = drawn.mark {
            groups.push(drawn.node.index()..drawn.node.index() + count as usize);
        }
    }
    for index in 0..tree.len() {
        let node = NodeIndex::new(index);
        let weight = tree.node(node).unwrap();
        if !weight.is_visible_at(cursor) {
            assert!(
                scene.drawn(node).is_none(),
                "{at}: unborn node {index} is drawn"
            );
            continue;
        }
        if weight.kind == NodeKind::Pruned {
            let marked = scene
                .drawn(node)
                .is_some_and(|drawn| drawn.mark == Mark::Pruned)
                || groups.iter().any(|group| group.contains(&index));
            assert!(marked, "{at}: pruned move {index} has no pruned mark");
            continue;
        }
        let drawn = scene
            .drawn(node)
            .unwrap_or_else(|| panic!("{at}: entered node {index} is not drawn"));
        assert_eq!(drawn.mark, Mark::Shape, "{at}: node {index} is not a shape");
        let inside = (0.0..=size.x).contains(&drawn.at.x) && (0.0..=size.y).contains(&drawn.at.y);
        assert!(inside, "{at}: node {index} is off screen at {:?}", drawn.at);
        let labels: Vec<(&str, f32)> = scene.texts(TextRole::Value(node)).collect();
        match expected_value(session, node) {
            Some(value) => {
                assert_eq!(
                    labels.len(),
                    1,
                    "{at}: node {index} value labels {labels:?}"
                );
                assert_eq!(labels[0].0, value, "{at}: node {index} label");
                assert!(
                    labels[0].1 >= 12.0,
                    "{at}: node {index} label size {}",
                    labels[0].1
                );
            }
            None => assert!(labels.is_empty(), "{at}: node {index} has a value early"),
        }
    }
}

fn textbook_options() -> Vec<(&'static str, SearchOptions)> {
    let base = SearchOptions::default();
    vec![
        (
            "alpha-beta fail-hard",
            SearchOptions {
                algorithm: Algorithm::AlphaBeta,
                fail: FailMode::Hard,
                ..base
            },
        ),
        (
            "alpha-beta fail-soft",
            SearchOptions {
                algorithm: Algorithm::AlphaBeta,
                fail: FailMode::Soft,
                ..base
            },
        ),
        (
            "minimax",
            SearchOptions {
                algorithm: Algorithm::Minimax,
                ..base
            },
        ),
    ]
}

#[test]
fn every_step_of_every_builtin_tree_draws_what_was_entered() {
    for builtin in builtins() {
        for (name, options) in textbook_options() {
            let game = AnyGame::from_tree(builtin.text).unwrap();
            let what = format!("{} with {name}", builtin.name);
            check_every_step(session(game, options), &what, SCREEN);
        }
    }
}

#[test]
fn every_step_of_depth_two_alpha_beta_on_the_start_position_draws_what_was_entered() {
    let game = start_position();
    let options = SearchOptions {
        algorithm: Algorithm::AlphaBeta,
        depth: 2,
        ..SearchOptions::default()
    };
    check_every_step(session(game, options), "start position, depth 2", SCREEN);
}

/// The rectangle a text covers, estimated as the scene estimates it.
fn text_box(shape: &Shape) -> Option<(Point, Point, TextRole)> {
    let Shape::Text {
        at,
        anchor,
        text,
        size,
        role,
        ..
    } = shape
    else {
        return None;
    };
    let (min, max) = scene::text_bounds(*at, *anchor, text, *size);
    Some((min, max, *role))
}

/// Whether a ring of `radius` and line `width` round `centre` crosses the
/// rectangle `min..max`: some of the rectangle is nearer than the ring's
/// outer edge and some farther than its inner edge.
fn ring_crosses(centre: Point, radius: f32, width: f32, min: Point, max: Point) -> bool {
    let nearest = Point::new(centre.x.clamp(min.x, max.x), centre.y.clamp(min.y, max.y));
    let corners = [min, max, Point::new(min.x, max.y), Point::new(max.x, min.y)];
    let farthest = corners
        .iter()
        .map(|corner| corner.distance(centre))
        .fold(0.0, f32::max);
    nearest.distance(centre) < radius + width / 2.0 && farthest > radius - width / 2.0
}

#[test]
fn rings_never_cover_the_current_or_selected_nodes_own_labels() {
    for lecture in [false, true] {
        let game = AnyGame::from_tree("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
        let mut session = session(game, SearchOptions::default());
        let total = session.total_steps().unwrap();
        let mut layout = TreeLayout::new();
        for step in 1..total {
            session.seek(step, 0).unwrap();
            let current = session.current_node();
            // The user picked the current node's parent: both rings show.
            let parent = current.and_then(|node| session.tree().unwrap().parent(node));
            let scene = scene_of(&session, &mut layout, SCREEN, parent, lecture);
            let rings: Vec<(Point, f32, f32)> = scene
                .shapes
                .iter()
                .filter_map(|shape| match shape {
                    Shape::Circle {
                        center,
                        radius,
                        fill: None,
                        stroke: Some(stroke),
                    } => Some((*center, *radius, stroke.width)),
                    _ => None,
                })
                .collect();
            let expected = if parent.is_some() { 2 } else { 1 };
            assert_eq!(
                rings.len(),
                expected,
                "step {step}: current and selected rings"
            );
            let ringed = [current, parent];
            for (min, max, role) in scene.shapes.iter().filter_map(text_box) {
                let own = matches!(role,
                    TextRole::Value(n) | TextRole::Window(n) | TextRole::Cutoff(n)
                        if ringed.contains(&Some(n)));
                if !own {
                    continue;
                }
                for &(centre, radius, width) in &rings {
                    assert!(
                        !ring_crosses(centre, radius, width, min, max),
                        "step {step} (lecture {lecture}): a ring {centre:?} r {radius} w {width} crosses {role:?} {min:?} {max:?}"
                    );
                }
            }
        }
    }
}

/// The scene of the classic tree searched by the default alpha-beta
/// (fail-soft), at its end, fitted to `size`.
fn classic_at_its_end(size: Point, lecture: bool) -> Scene {
    let game = AnyGame::from_tree("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
    let session = session(game, SearchOptions::default());
    let mut layout = TreeLayout::new();
    scene_of(&session, &mut layout, size, None, lecture)
}

/// The classic tree (Russell & Norvig, Figure 5.5), fail-soft (the
/// default), at its end. By hand: the leaves are exact, 3 12 8 2 14 5 2 (4
/// and 6 pruned); MIN at 1 gets [−∞, +∞] and returns 3; MIN at 2 gets
/// [3, +∞], fails low at leaf 2 and returns 2, an upper bound (≤2); MIN at
/// 3 gets [3, +∞] and searches all three leaves: exactly 2, as the book
/// draws it; the root is 3.
#[test]
fn the_classic_tree_reads_as_in_the_textbook() {
    let scene = classic_at_its_end(SCREEN, false);
    let mut values: Vec<&str> = scene
        .shapes
        .iter()
        .filter_map(|shape| match shape {
            Shape::Text {
                text,
                role: TextRole::Value(_),
                ..
            } => Some(text.as_str()),
            _ => None,
        })
        .collect();
    values.sort_unstable();
    let mut expected = vec!["3", "3", "12", "8", "≤2", "2", "14", "5", "2", "2", "3"];
    expected.sort_unstable();
    assert_eq!(values, expected);
}

#[test]
fn the_moves_of_a_fresh_chess_line_are_written_on_its_edges() {
    let game = start_position();
    let options = SearchOptions {
        algorithm: Algorithm::AlphaBeta,
        depth: 3,
        ..SearchOptions::default()
    };
    let mut session = session(game, options);
    // Steps 1-4 enter the root, a3, a5 and b3: one straight chain.
    session.seek(4, 0).unwrap();
    for lecture in [false, true] {
        let mut layout = TreeLayout::new();
        let scene = scene_of(&session, &mut layout, SCREEN, None, lecture);
        let moves: Vec<String> = move_labels(&scene)
            .into_iter()
            .map(|(text, _)| text)
            .collect();
        assert_eq!(moves, ["a3", "a5", "b3"], "lecture mode {lecture}");
    }
}

#[test]
fn moves_only_the_other_search_visited_get_a_dashed_ring_even_when_pruned_here() {
    let game = AnyGame::from_tree("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
    let session = session(game, SearchOptions::default());
    let tree = session.tree().unwrap();
    let pruned: Vec<NodeIndex> = tree
        .nodes()
        .map(|(n, _)| n)
        .filter(|&index| {
            tree.node(index)
                .is_some_and(|node| node.kind == NodeKind::Pruned)
        })
        .collect();
    assert_eq!(pruned.len(), 2, "classic prunes 4 and 6");
    // As Compare marks them against minimax, which visits both.
    let overlay = TreeOverlay {
        diff: pruned
            .iter()
            .map(|&index| (index, DiffMark::OnlyOther))
            .collect(),
        ..TreeOverlay::default()
    };
    let mut layout = TreeLayout::new();
    layout.sync(tree, session.local_cursor(), &BTreeSet::new());
    let mut labels = LabelCache::default();
    let scene = scene::build(SceneInput {
        session: &session,
        tree,
        layout: &layout,
        labels: &mut labels,
        cursor: session.local_cursor(),
        view: View::fit(layout.bounds(), SCREEN),
        size: SCREEN,
        palette: Palette::new(false, false),
        current: session.current_node(),
        selected: None,
        complete: true,
        overlay: &overlay,
        show_skipped: false,
        text_scale: 1.0,
        min_text: 0.0,
    });
    for index in pruned {
        let drawn = scene
            .nodes
            .iter()
            .find(|drawn| drawn.node == index)
            .expect("the pruned move is drawn");
        let ringed = scene.shapes.iter().any(|shape| {
            matches!(shape, Shape::Circle { center, stroke: Some(stroke), .. }
                if stroke.dashed && center.distance(drawn.at) < 0.5)
        });
        assert!(ringed, "no dashed ring round pruned node {}", index.index());
    }
}

/// `[[5,7],[5,9]]`: MIN at 2 is entered with α = 5 and its first leaf, 5,
/// brings β down to 5, a tie at the bound. Under `α ≥ β` the tree draws its
/// last leaf (9) as a pruned move; under `α > β` that leaf is entered and
/// drawn as a shape with its value. Every step stays truthful under both.
#[test]
fn a_tie_at_a_bound_is_drawn_pruned_under_ge_and_searched_under_gt() {
    let last_leaf = |cutoff: Cutoff| {
        let options = SearchOptions {
            cutoff,
            ..SearchOptions::default()
        };
        let game = AnyGame::from_tree("[[5,7],[5,9]]").unwrap();
        let session = session(game, options);
        let mut layout = TreeLayout::new();
        let scene = scene_of(&session, &mut layout, SCREEN, None, true);
        let tree = session.tree().unwrap();
        let root = tree.root().unwrap();
        let second = tree.children(root)[1];
        let leaf = *tree.children(second).last().unwrap();
        let drawn = scene.drawn(leaf).unwrap();
        let value: Vec<String> = scene
            .texts(TextRole::Value(leaf))
            .map(|(t, _)| t.to_owned())
            .collect();
        check_every_step(session, &format!("tie under {}", cutoff.name()), SCREEN);
        (drawn.mark, value)
    };
    assert_eq!(last_leaf(Cutoff::Ge), (Mark::Pruned, vec![]));
    assert_eq!(last_leaf(Cutoff::Gt), (Mark::Shape, vec!["9".to_owned()]));
}

/// The triangle drawn for the node at `at`: its fill and whether its apex
/// points down (one corner below the centre: a MIN node).
fn triangle_at(scene: &Scene, at: Point) -> Option<(Option<gametree::scene::Rgba>, bool)> {
    scene.shapes.iter().find_map(|shape| match shape {
        Shape::Polygon { points, fill, .. } if points.len() == 3 => {
            let centre = points.iter().fold(Point::new(0.0, 0.0), |sum, p| {
                Point::new(sum.x + p.x / 3.0, sum.y + p.y / 3.0)
            });
            (centre.distance(at) < 20.0).then(|| {
                let below = points.iter().filter(|p| p.y > centre.y).count();
                (*fill, below == 1)
            })
        }
        _ => None,
    })
}

/// `max[min[min[3,9],min[10,6]],min[4,7]]`: MIN moves at ply 1 and again
/// at ply 2. The tree view reads the player from the node, not from the
/// ply: both levels are drawn as MIN triangles (apex down, MIN's colour),
/// the values are the minimax ones, and every step stays truthful.
#[test]
fn consecutive_min_levels_are_drawn_as_min_nodes() {
    let game = AnyGame::from_tree("max[min[min[3,9],min[10,6]],min[4,7]]").unwrap();
    let session = session(game, SearchOptions::default());
    let mut layout = TreeLayout::new();
    let scene = scene_of(&session, &mut layout, SCREEN, None, true);
    let tree = session.tree().unwrap();
    let root = tree.root().unwrap();
    let first = tree.children(root)[0];
    let palette = Palette::new(false, true);
    let mut seen = Vec::new();
    for node in [first, tree.children(first)[0], tree.children(first)[1]] {
        assert_eq!(tree.player(node), Player::Min);
        let drawn = scene.drawn(node).unwrap();
        assert_eq!(
            triangle_at(&scene, drawn.at),
            Some((Some(palette.min), true)),
            "node {node:?}"
        );
        seen.extend(
            scene
                .texts(TextRole::Value(node))
                .map(|(t, _)| t.to_owned()),
        );
    }
    // MIN at 1 gets 3 from its first MIN child; the second, entered with
    // [−∞, 3], finds only 10 and 6, both ≥ β = 3, and returns 6 (fail-soft,
    // the default): exact, since it searched both leaves.
    assert_eq!(seen, ["3", "3", "6"]);
    assert_eq!(
        triangle_at(&scene, scene.drawn(root).unwrap().at),
        Some((Some(palette.max), false))
    );
    check_every_step(session, "consecutive MIN", SCREEN);
}

/// A blank worksheet on the classic tree draws an empty window box at each
/// of its 4 inner nodes and none under its 9 leaves, which have no window
/// cells to fill (seen at 1920×1080, where every label has room).
#[test]
fn a_blank_worksheet_draws_window_boxes_at_inner_nodes_only() {
    use gametree::scene::overlay::BLANK_WINDOW;
    use gametree::teach::worksheet::{Answers, Drawing, Fill, search, sheet_cells, sheet_nodes};

    let tree = gametree::textbook::TextbookTree::parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
    let whole = search(&tree, Algorithm::Minimax, Cutoff::Ge).unwrap();
    let cells = sheet_cells(&whole, Fill::Windows);
    let overlay = TreeOverlay {
        blank: true,
        sheet: sheet_nodes(&Drawing {
            cells: &cells,
            answers: &Answers::default(),
            report: None,
            current: None,
            fill: Fill::Windows,
            reveal: None,
        }),
        ..TreeOverlay::default()
    };
    let size = Point::new(1920.0, 1080.0);
    let searched = whole.tree().unwrap();
    let mut layout = TreeLayout::new();
    layout.sync(searched, whole.local_cursor(), &BTreeSet::new());
    let mut labels = LabelCache::default();
    let scene = scene::build(SceneInput {
        session: &whole,
        tree: searched,
        layout: &layout,
        labels: &mut labels,
        cursor: whole.local_cursor(),
        view: View::fit(layout.bounds(), size),
        size,
        palette: Palette::new(false, false),
        current: None,
        selected: None,
        complete: false,
        overlay: &overlay,
        show_skipped: false,
        text_scale: 1.0,
        min_text: 0.0,
    });
    let boxed: BTreeSet<NodeIndex> = scene
        .shapes
        .iter()
        .filter_map(|shape| match shape {
            Shape::Text {
                role: TextRole::Window(node),
                text,
                ..
            } => {
                assert_eq!(text, BLANK_WINDOW);
                Some(*node)
            }
            _ => None,
        })
        .collect();
    let inner: BTreeSet<NodeIndex> = (0..13)
        .map(NodeIndex::new)
        .filter(|&node| searched.node(node).unwrap().kind.is_inner())
        .collect();
    assert_eq!(inner.len(), 4);
    assert_eq!(boxed, inner);
}

/// The move labels drawn, with the node each is written for.
fn move_labels(scene: &Scene) -> Vec<(String, usize)> {
    scene
        .shapes
        .iter()
        .filter_map(|shape| match shape {
            Shape::Text {
                text,
                role: TextRole::Move(node),
                ..
            } => Some((text.clone(), node.index())),
            _ => None,
        })
        .collect()
}

/// The tree panel of a 1280×720 window in lecture mode, side panels closed.
const LECTURE_PANEL: Point = Point::new(1210.0, 480.0);

/// On a projector the root's middle edge runs straight down through the
/// root's window, where its move label used to be dropped: it now goes
/// beside the window, where the sibling edges leave room.
#[test]
fn the_middle_move_of_the_classic_root_is_written_in_lecture_mode() {
    let scene = classic_at_its_end(LECTURE_PANEL, true);
    // Node 5 is the second MIN node: root 0, MIN 1 with leaves 2-4.
    let root_moves: Vec<(String, usize)> = move_labels(&scene)
        .into_iter()
        .filter(|&(_, node)| [1, 5, 9].contains(&node))
        .collect();
    assert_eq!(
        root_moves,
        [
            ("1".to_owned(), 1),
            ("2".to_owned(), 5),
            ("3".to_owned(), 9)
        ]
    );
}

/// No label covers another, at any step of the classic tree and at the end
/// of every built-in tree, in lecture mode at 1280×720 and in the normal
/// view.
#[test]
fn labels_never_cover_each_other() {
    let mut scenes = Vec::new();
    for builtin in builtins::builtins() {
        let game = AnyGame::from_tree(builtin.text).unwrap();
        let mut session = session(game, SearchOptions::default());
        let total = session.total_steps().unwrap();
        let steps: Vec<u64> = if builtin.name == "classic" {
            (1..=total).collect()
        } else {
            vec![total]
        };
        for step in steps {
            session.seek(step, 0).unwrap();
            for (lecture, size) in [(true, LECTURE_PANEL), (false, SCREEN)] {
                let mut layout = TreeLayout::new();
                let scene = scene_of(&session, &mut layout, size, None, lecture);
                scenes.push((
                    format!("{} step {step} lecture {lecture}", builtin.name),
                    scene,
                ));
            }
        }
    }
    for (what, scene) in &scenes {
        let boxes: Vec<(Point, Point, TextRole)> =
            scene.shapes.iter().filter_map(text_box).collect();
        for (i, a) in boxes.iter().enumerate() {
            for b in &boxes[i + 1..] {
                let overlap = a.0.x < b.1.x && b.0.x < a.1.x && a.0.y < b.1.y && b.0.y < a.1.y;
                assert!(!overlap, "{what}: {:?} covers {:?}", a.2, b.2);
            }
        }
    }
}
