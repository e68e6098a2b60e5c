//! The drawn scene tells the truth at every step: every node entered by a
//! step is drawn as a shape with its value label, every pruned move as a
//! pruned mark, and the rings round the current and the selected node never
//! cover that node's own labels. Checked for every step of every built-in
//! tree and of a depth-2 alpha-beta on the start position, at the size of a
//! 1280×720 projector screen with the whole tree fitted. No label covers
//! another, in lecture mode too, and the root's middle move is written
//! there. A blank worksheet draws a window to fill only where there are
//! window cells.

use crate::common::geometry::segment_enters;
use crate::common::search::finished;
use std::collections::BTreeSet;

use petgraph::graph::NodeIndex;

use gametree::chess::EvalKind;
use gametree::game::Game as _;
use gametree::input::AnyGame;
use gametree::layout::TreeLayout;
use gametree::notation;
use gametree::scene::labels::LabelCache;
use gametree::scene::{
    self, DiffMark, Mark, Palette, Point, Scene, SceneInput, Shape, TextRole, TreeForm,
    TreeOverlay, View,
};
use gametree::search::{Algorithm, Bound, Cutoff, FailMode, Player, SearchEvent, SearchOptions};
use gametree::session::Session;
use gametree::textbook::builtins;
use gametree::tree::{NodeKind, NodeStatus};

const SCREEN: Point = Point::new(1280.0, 720.0);

fn session(game: AnyGame, options: SearchOptions) -> Session<AnyGame> {
    let options = game.fit_options(for_chance(&game, options), false).unwrap();
    finished(game, options)
}

/// `options` for a tree with chance nodes: the minimax forms become
/// expectimax, the forms with a window Star1 with the leaves' range as
/// bounds; unchanged for a tree without chance.
fn for_chance(game: &AnyGame, options: SearchOptions) -> SearchOptions {
    if !game.has_chance_nodes() || options.algorithm.averages() {
        return options;
    }
    if options.algorithm.prunes() {
        SearchOptions {
            algorithm: Algorithm::Star1,
            bounds: game.value_bounds(),
            ..options
        }
    } else {
        SearchOptions {
            algorithm: Algorithm::Expectimax,
            ..options
        }
    }
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
    scene::sync_layout(layout, session, tree, &BTreeSet::new());
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
        outline_scroll: None,
        size,
        palette: Palette::new(false, lecture),
        current: session.current_node(),
        selected,
        complete: session.outcome().is_some(),
        overlay: &overlay,
        show_skipped: false,
        text_scale: 1.0,
        min_text: if lecture { 22.4 } else { 0.0 },
        whole_tree: false,
        form: TreeForm::Fan,
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
    // The root of a pass that settles its depth says the value proven
    // (MTD(f)'s last pass alone only bounds it).
    let settled = session.pass().and_then(gametree::session::Pass::answer);
    match at.status {
        NodeStatus::Finished if tree.root() == Some(node) && settled.is_some() => {
            settled.map(|answer| notation::score(answer.value, wording))
        }
        NodeStatus::Finished => weight
            .bound()
            .map(|bound| notation::bounded(weight.value, bound, wording)),
        // An open chance node shows its sum so far, or after Star1's
        // cutoff the bound it returns.
        NodeStatus::Open if tree.chance_total(node).is_some() => {
            at.best.map(|best| match at.cutoff {
                Some(gametree::search::CutoffKind::Alpha) => {
                    notation::bounded(best, Bound::Upper, wording)
                }
                Some(gametree::search::CutoffKind::Beta) => {
                    notation::bounded(best, Bound::Lower, wording)
                }
                None => format!("Σ {}", notation::score(best, wording)),
            })
        }
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
        (
            "pvs",
            SearchOptions {
                algorithm: Algorithm::Pvs,
                ..base
            },
        ),
        (
            "mtdf",
            SearchOptions {
                algorithm: Algorithm::Mtdf,
                ..base
            },
        ),
    ]
}

/// PVS on `classic` with its best subtree second re-searches that move:
/// both passes of the move are drawn, the probe grey (as a move that no
/// longer counts) once its re-search has started, with its bound written,
/// and the re-search in MIN's colour with the move's true value.
#[test]
fn a_pvs_probe_and_its_re_search_are_both_drawn_the_probe_grey() {
    let game = AnyGame::from_tree("[[2,4,6],[3,12,8],[14,5,2]]").unwrap();
    let options = SearchOptions {
        algorithm: Algorithm::Pvs,
        ..SearchOptions::default()
    };
    let session = session(game, options);
    let tree = session.tree().unwrap();
    let root = tree.root().unwrap();
    let children = tree.children(root);
    let (probe, again) = (children[1], children[2]);
    assert_eq!(tree.re_search_of(probe), Some(again));
    let mut layout = TreeLayout::new();
    let scene = scene_of(&session, &mut layout, SCREEN, None, false);
    let palette = Palette::new(false, false);
    let probe_at = scene.drawn(probe).unwrap().at;
    let again_at = scene.drawn(again).unwrap().at;
    assert!(probe_at.distance(again_at) > 20.0, "two places, not one");
    assert_eq!(
        triangle_at(&scene, probe_at),
        Some((Some(palette.pruned), true))
    );
    assert_eq!(
        triangle_at(&scene, again_at),
        Some((Some(palette.min), true))
    );
    let value_of = |node: NodeIndex| -> Vec<String> {
        scene
            .shapes
            .iter()
            .filter_map(|shape| match shape {
                Shape::Text {
                    text,
                    role: TextRole::Value(of),
                    ..
                } if *of == node => Some(text.clone()),
                _ => None,
            })
            .collect()
    };
    // The probe searched all three leaves under (2, 3): exactly 3, though
    // a null window cannot tell PVS so; the re-search under (3, +∞) cuts
    // after its first leaf: ≤3.
    assert_eq!(value_of(probe), ["3"]);
    assert_eq!(value_of(again), ["≤3"]);
    check_scene(&session, &scene, "pvs re-search, end", SCREEN);
}

#[test]
fn every_step_of_every_builtin_tree_draws_what_was_entered() {
    for builtin in builtins() {
        for (name, options) in textbook_options() {
            // PVS on the worst-ordered tree searches 7 moves twice: 55
            // leaves, twice the tree's 27, which the fan cannot label at
            // this size (the outline is the view for trees this wide).
            if builtin.name == "worst-3x3x3" && options.algorithm == Algorithm::Pvs {
                continue;
            }
            let game = AnyGame::from_tree(builtin.text).unwrap();
            let what = format!("{} with {name}", builtin.name);
            check_every_step(session(game, options), &what, SCREEN);
        }
    }
}

/// The outline of `session` at its cursor (the default view of a chess
/// tree), as `viewing` shows it.
fn outline_of(session: &Session<AnyGame>, viewing: Viewing) -> Scene {
    drawn_as(session, viewing, TreeForm::Outline)
}

/// In the outline of a chess search, at every step: the node being searched
/// has its row, on screen; every row's node is entered at the cursor and
/// writes the value it has then; no node is drawn before it is entered.
#[test]
fn every_step_of_depth_two_alpha_beta_on_the_start_position_draws_what_was_entered() {
    assert_eq!(
        scene::outline::suited(&session(start_position(), SearchOptions::default())),
        TreeForm::Outline
    );
    let game = start_position();
    let options = SearchOptions {
        algorithm: Algorithm::AlphaBeta,
        depth: 2,
        ..SearchOptions::default()
    };
    let mut session = session(game, options);
    let total = session.total_steps().unwrap();
    for step in 1..=total {
        session.seek(step, 0).unwrap();
        let tree = session.tree().unwrap();
        let scene = outline_of(&session, VIEWINGS[0]);
        let at = format!("step {step}");
        let current = session.current_node().unwrap();
        let drawn = scene
            .drawn(current)
            .unwrap_or_else(|| panic!("{at}: current not drawn"));
        assert!(
            (0.0..=VIEWINGS[0].size.y).contains(&drawn.at.y),
            "{at}: current off screen"
        );
        for drawn in &scene.nodes {
            let weight = tree.node(drawn.node).unwrap();
            assert!(
                weight.is_visible_at(session.local_cursor()),
                "{at}: unborn drawn"
            );
            if weight.kind == NodeKind::Pruned {
                assert_eq!(drawn.mark, Mark::Pruned, "{at}");
                continue;
            }
            if let Mark::SearchedGroup { .. } = drawn.mark {
                // One row for several leaves: its head gives their value.
                assert!(session.outcome().is_some(), "{at}: a run before the end");
                assert_eq!(scene.texts(TextRole::Hidden(drawn.node)).count(), 1);
                continue;
            }
            let values: Vec<(&str, f32)> = scene.texts(TextRole::Value(drawn.node)).collect();
            match expected_value(&session, drawn.node) {
                Some(value) => assert_eq!(values, [(value.as_str(), values[0].1)], "{at}"),
                None => assert!(values.is_empty(), "{at}: a value too early"),
            }
        }
    }
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
    for viewing in VIEWINGS {
        let lecture = viewing.lecture;
        let scene = outline_of(&session, viewing);
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
        outline_scroll: None,
        size: SCREEN,
        palette: Palette::new(false, false),
        current: session.current_node(),
        selected: None,
        complete: true,
        overlay: &overlay,
        show_skipped: false,
        text_scale: 1.0,
        min_text: 0.0,
        whole_tree: false,
        form: TreeForm::Fan,
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
        outline_scroll: None,
        size,
        palette: Palette::new(false, false),
        current: None,
        selected: None,
        complete: false,
        overlay: &overlay,
        show_skipped: false,
        text_scale: 1.0,
        min_text: 0.0,
        whole_tree: false,
        form: TreeForm::Fan,
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

/// How a picture is looked at in the legibility checks.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Viewing {
    pub(crate) what: &'static str,
    pub(crate) size: Point,
    pub(crate) lecture: bool,
    pub(crate) text_scale: f32,
}

/// The tree panel as a lecturer and a student see it: lecture mode at
/// 1280×720 (panels closed, then the inspector open), the normal view at
/// 1920×1080, and lecture mode after A+ three times.
const VIEWINGS: [Viewing; 4] = [
    Viewing {
        what: "lecture 1280x720",
        size: LECTURE_PANEL,
        lecture: true,
        text_scale: 1.0,
    },
    Viewing {
        what: "lecture 1280x720, a side panel open",
        size: Point::new(900.0, 480.0),
        lecture: true,
        text_scale: 1.0,
    },
    Viewing {
        what: "normal 1920x1080",
        size: Point::new(1500.0, 880.0),
        lecture: false,
        text_scale: 1.0,
    },
    Viewing {
        what: "lecture 1280x720 after A+ three times",
        size: LECTURE_PANEL,
        lecture: true,
        text_scale: 1.6,
    },
];

/// The scene of `session` at its cursor as `viewing` shows it, laid out as
/// the window lays it out (the tree as recorded).
fn viewed(session: &Session<AnyGame>, viewing: Viewing) -> Scene {
    drawn_as(session, viewing, TreeForm::Fan)
}

/// The scene of `session` at its cursor drawn as `form`, as `viewing`
/// shows it, laid out as the window lays it out (the tree as recorded).
fn drawn_as(session: &Session<AnyGame>, viewing: Viewing, form: TreeForm) -> Scene {
    drawn_with(session, viewing, form, &BTreeSet::new())
}

/// As [`drawn_as`], with the nodes in `toggled` double-clicked (collapsed
/// in the fan; in the outline, folded if open and unfolded if finished).
fn drawn_with(
    session: &Session<AnyGame>,
    viewing: Viewing,
    form: TreeForm,
    toggled: &BTreeSet<NodeIndex>,
) -> Scene {
    drawn_fully(session, viewing, form, toggled, false)
}

/// The scene of a textbook tree as the window shows it by default: in the
/// whole-tree view, the nodes not reached yet drawn faint.
fn viewed_whole(session: &Session<AnyGame>, viewing: Viewing) -> Scene {
    drawn_fully(session, viewing, TreeForm::Fan, &BTreeSet::new(), true)
}

/// As [`drawn_with`], in the whole-tree view if `whole_tree`: the one
/// home of "the scene as the window draws it" for the scene tests.
pub(crate) fn drawn_fully(
    session: &Session<AnyGame>,
    viewing: Viewing,
    form: TreeForm,
    toggled: &BTreeSet<NodeIndex>,
    whole_tree: bool,
) -> Scene {
    let tree = session.tree().unwrap();
    let mut layout = TreeLayout::new();
    scene::sync_layout(&mut layout, session, tree, toggled);
    let overlay = TreeOverlay {
        lecture: viewing.lecture,
        ..TreeOverlay::default()
    };
    let mut labels = LabelCache::default();
    scene::build(SceneInput {
        session,
        tree,
        layout: &layout,
        labels: &mut labels,
        cursor: session.local_cursor(),
        view: View::fit(layout.bounds(), viewing.size),
        outline_scroll: None,
        size: viewing.size,
        palette: Palette::new(false, viewing.lecture),
        current: session.current_node(),
        selected: None,
        complete: session.outcome().is_some(),
        overlay: &overlay,
        show_skipped: false,
        text_scale: viewing.text_scale,
        min_text: if viewing.lecture { 22.4 } else { 0.0 },
        whole_tree,
        form,
    })
}

/// Everything wrong with the legibility of `scene`: labels on labels,
/// nodes, foreign edges or cut marks, and decisive labels missing.
fn illegible(session: &Session<AnyGame>, scene: &Scene) -> Vec<String> {
    let mut faults = covered(scene);
    faults.extend(missing(session, scene));
    faults.extend(cut_at_the_sides(scene));
    faults
}

/// Texts that run past the left or right edge of the picture (an outline
/// scrolls up and down, so a row may be cut at the top or bottom).
fn cut_at_the_sides(scene: &Scene) -> Vec<String> {
    scene
        .shapes
        .iter()
        .filter_map(text_box)
        .filter(|(min, max, _)| min.x < 0.0 || max.x > scene.size.x)
        .map(|(min, max, role)| format!("{role:?} cut at a side: {min:?} to {max:?}"))
        .collect()
}

/// Texts with their plates (3 by 1 points), and whether they are written
/// inside their node's shape (no plate).
fn plated_texts(scene: &Scene) -> Vec<((Point, Point), TextRole, bool)> {
    scene
        .shapes
        .iter()
        .filter_map(|shape| {
            let (min, max, role) = text_box(shape)?;
            let Shape::Text { plate, .. } = shape else {
                return None;
            };
            Some((
                (min.offset(-3.0, -1.0), max.offset(3.0, 1.0)),
                role,
                plate.is_none(),
            ))
        })
        .filter(|(_, role, _)| *role != TextRole::Caption)
        .collect()
}

/// Labels on labels, nodes, foreign edges or cut marks.
fn covered(scene: &Scene) -> Vec<String> {
    let mut faults = Vec::new();
    let drawn_at = |point: Point| {
        scene
            .nodes
            .iter()
            .find(|drawn| drawn.at.distance(point) < 0.5)
    };
    let at_of = |point: Point| drawn_at(point).map(|drawn| drawn.node);
    let reach_of = |point: Point| {
        drawn_at(point).map_or(0.0, |drawn| match drawn.mark {
            Mark::Shape => drawn.radius * 1.25,
            _ => drawn.radius,
        })
    };
    let texts = plated_texts(scene);
    for (i, a) in texts.iter().enumerate() {
        for b in &texts[i + 1..] {
            let (p, q) = (a.0, b.0);
            if p.0.x < q.1.x && q.0.x < p.1.x && p.0.y < q.1.y && q.0.y < p.1.y {
                faults.push(format!("{:?} covers {:?}", a.1, b.1));
            }
        }
    }
    let palette = Palette::new(false, true);
    let palette_normal = Palette::new(false, false);
    for shape in &scene.shapes {
        let Shape::Line { points, stroke } = shape else {
            continue;
        };
        if points.len() != 2 {
            continue;
        }
        let (a, b) = (points[0], points[1]);
        let edge_into = at_of(a).and(at_of(b));
        let cut_mark = edge_into.is_none()
            && !stroke.dashed
            && (stroke.color == palette.cutoff || stroke.color == palette_normal.cutoff);
        for (bounds, role, _) in &texts {
            let mine = edge_into.is_some() && edge_into == role.node();
            if cut_mark {
                let reach = stroke.width / 2.0;
                let mark = (
                    Point::new(a.x.min(b.x) - reach, a.y.min(b.y) - reach),
                    Point::new(a.x.max(b.x) + reach, a.y.max(b.y) + reach),
                );
                let (p, q) = (*bounds, mark);
                if p.0.x < q.1.x && q.0.x < p.1.x && p.0.y < q.1.y && q.0.y < p.1.y {
                    faults.push(format!("{role:?} covers a cut mark"));
                }
            } else if edge_into.is_some()
                && !mine
                && segment_enters(a, b, (reach_of(a), reach_of(b)), *bounds)
            {
                faults.push(format!("{role:?} lies on the edge into {edge_into:?}"));
            }
        }
    }
    for drawn in &scene.nodes {
        let reach = match drawn.mark {
            Mark::Shape => drawn.radius * 1.25,
            Mark::Pruned | Mark::PrunedGroup { .. } => drawn.radius,
            _ => continue,
        };
        let shape = (
            drawn.at.offset(-reach, -reach),
            drawn.at.offset(reach, reach),
        );
        for (bounds, role, inside) in &texts {
            let own_value = *inside && *role == TextRole::Value(drawn.node);
            let (p, q) = (*bounds, shape);
            if !own_value && p.0.x < q.1.x && q.0.x < p.1.x && p.0.y < q.1.y && q.0.y < p.1.y {
                faults.push(format!("{role:?} covers node {}", drawn.node.index()));
            }
        }
    }
    faults
}

/// The decisive labels that are not written.
fn missing(session: &Session<AnyGame>, scene: &Scene) -> Vec<String> {
    let tree = session.tree().unwrap();
    let cursor = session.local_cursor();
    let texts = plated_texts(scene);
    let mut faults = Vec::new();
    // The labels that decide the picture.
    let has = |role: TextRole| texts.iter().any(|(_, r, _)| *r == role);
    let grouped = |node: NodeIndex| {
        scene.nodes.iter().any(|drawn| match drawn.mark {
            Mark::PrunedGroup { count } => {
                (drawn.node.index()..drawn.node.index() + count as usize).contains(&node.index())
            }
            _ => false,
        })
    };
    let mut required = Vec::new();
    if let Some(current) = session.current_node() {
        if expected_value(session, current).is_some() {
            required.push(TextRole::Value(current));
        }
        let open = tree
            .node_at(current, cursor)
            .is_some_and(|state| state.status != NodeStatus::Pruned);
        if tree.prunes() && open {
            required.push(TextRole::Window(current));
        }
    }
    let visible = tree.visible_count(cursor);
    for index in 0..visible {
        let node = NodeIndex::new(index);
        let weight = tree.node(node).unwrap();
        // The outline folds finished subtrees: what is not drawn has no labels.
        if scene.drawn(node).is_none() && !grouped(node) {
            continue;
        }
        if weight.kind == NodeKind::Pruned {
            if grouped(node) {
                let first = scene
                    .nodes
                    .iter()
                    .find(|drawn| matches!(drawn.mark, Mark::PrunedGroup { count }
                        if (drawn.node.index()..drawn.node.index() + count as usize).contains(&index)))
                    .map(|drawn| drawn.node);
                required.extend(first.map(TextRole::PrunedCount));
            } else {
                required.push(TextRole::Move(node));
            }
            continue;
        }
        if tree.node_at(node, cursor).unwrap().cutoff.is_some() {
            required.push(TextRole::Cutoff(node));
            let cause = tree
                .children(node)
                .into_iter()
                .take_while(|&child| tree.node(child).unwrap().kind != NodeKind::Pruned)
                .last()
                .unwrap();
            if scene.drawn(cause).is_none() {
                // Folded away with its finished parent (the outline).
                continue;
            }
            required.push(TextRole::Move(cause));
            if expected_value(session, cause).is_some() {
                required.push(TextRole::Value(cause));
            }
        }
    }
    // The best line's moves, and the moves of the line being searched.
    let mut line = session
        .principal_variation()
        .into_iter()
        .skip(1)
        .collect::<Vec<_>>();
    let mut at = session.current_node();
    while let Some(node) = at {
        at = tree.parent(node);
        if at.is_some() {
            line.push(node);
        }
    }
    for node in line {
        if scene.drawn(node).is_some() {
            required.push(TextRole::Move(node));
        }
    }
    required.sort_by_key(|role| format!("{role:?}"));
    required.dedup();
    for role in required {
        if !has(role) {
            faults.push(format!("{role:?} is missing"));
        }
    }
    if !scene.crowded.is_empty() {
        faults.push(format!("crowded: {:?}", scene.crowded));
    }
    faults
}

/// A session searched to its end by the default alpha-beta, then put at
/// `step` (`None`: its first cutoff; `Some(u64::MAX)`: its end).
fn at_step(game: AnyGame, depth: Option<u8>, step: Option<u64>) -> Session<AnyGame> {
    let mut options = SearchOptions::default();
    if let Some(depth) = depth {
        options.depth = depth;
    }
    let mut session = session(game, options);
    let total = session.total_steps().unwrap();
    let step = step.unwrap_or_else(|| {
        (1..=total)
            .find(|&step| {
                matches!(
                    session.event(step - 1),
                    Some((_, gametree::search::SearchEvent::Cutoff { .. }))
                )
            })
            .unwrap()
    });
    session.seek(step.min(total), 0).unwrap();
    session
}

/// The tree a lecturer projects: no label covers another label, a node, an
/// edge not its own or a cut mark, and no decisive label is dropped, at
/// every step of `classic`, at the end of `uneven`, at tic-tac-toe's end,
/// in every viewing, with and without the whole-tree view.
#[test]
fn textbook_trees_are_legible_at_every_step_and_size() {
    let mut cases = Vec::new();
    let classic = AnyGame::from_tree("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
    let total = session(classic.clone(), SearchOptions::default())
        .total_steps()
        .unwrap();
    for step in 1..=total {
        cases.push((
            format!("classic step {step}"),
            at_step(classic.clone(), None, Some(step)),
        ));
    }
    let uneven = builtins::builtins()
        .iter()
        .find(|builtin| builtin.name == "uneven")
        .unwrap();
    cases.push((
        "uneven at its end".to_owned(),
        at_step(
            AnyGame::from_tree(uneven.text).unwrap(),
            None,
            Some(u64::MAX),
        ),
    ));
    assert_legible(&cases, viewed);
    assert_legible(&cases, viewed_whole);
}

/// Checks every case in every viewing, drawn by `draw`, and fails with
/// every fault found.
fn assert_legible(
    cases: &[(String, Session<AnyGame>)],
    draw: fn(&Session<AnyGame>, Viewing) -> Scene,
) {
    let mut faults = Vec::new();
    for (what, session) in cases {
        for viewing in VIEWINGS {
            let scene = draw(session, viewing);
            assert!(!scene.nodes.is_empty(), "{what}: nothing drawn");
            for fault in illegible(session, &scene) {
                faults.push(format!("{what}, {}: {fault}", viewing.what));
            }
        }
    }
    assert!(
        faults.is_empty(),
        "{} faults:\n{}",
        faults.len(),
        faults.join("\n")
    );
}

/// The default view of `session` as `viewing` shows it: an outline for wide
/// games, a top-down fan otherwise.
fn default_view(session: &Session<AnyGame>, viewing: Viewing) -> Scene {
    if scene::outline::suited(session) == TreeForm::Outline {
        outline_of(session, viewing)
    } else {
        viewed(session, viewing)
    }
}

/// Games in their default view are legible too: Connect Four `4453` depth 4
/// at its first cutoff and end, the chess start position depth 3 at its
/// first cutoff, tic-tac-toe `x.o.x...o` at its end, Kiwipete depth 2 at
/// its end.
#[test]
fn game_trees_are_legible_in_their_default_view() {
    let connect4 = || {
        AnyGame::from_position(
            gametree::input::GameKind::ConnectFour,
            "4453",
            EvalKind::Material,
        )
        .unwrap()
    };
    let kiwipete = AnyGame::from_fen(
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        EvalKind::Material,
    )
    .unwrap();
    let tictactoe = AnyGame::from_position(
        gametree::input::GameKind::TicTacToe,
        "x.o.x...o",
        EvalKind::Material,
    )
    .unwrap();
    let cases = [
        (
            "Connect Four 4453 d4, first cutoff",
            at_step(connect4(), Some(4), None),
        ),
        (
            "Connect Four 4453 d4, end",
            at_step(connect4(), Some(4), Some(u64::MAX)),
        ),
        (
            "chess start d3, first cutoff",
            at_step(start_position(), Some(3), None),
        ),
        (
            "tic-tac-toe x.o.x...o, end",
            at_step(tictactoe, Some(9), Some(u64::MAX)),
        ),
        (
            "Kiwipete d2, end",
            at_step(kiwipete, Some(2), Some(u64::MAX)),
        ),
    ];
    let cases = cases.map(|(what, session)| (what.to_owned(), session));
    assert_legible(&cases, default_view);
}

/// A node never moves once drawn: at every step of `classic`, every node
/// drawn sits where the finished picture has it, in every viewing, and in
/// the whole-tree view every node is drawn from the first step on.
#[test]
fn classic_nodes_never_move_from_step_to_step() {
    let classic = AnyGame::from_tree("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
    let mut session = session(classic, SearchOptions::default());
    let total = session.total_steps().unwrap();
    for viewing in VIEWINGS {
        let end = viewed(&session, viewing);
        for step in 0..=total {
            session.seek(step, 0).unwrap();
            let scene = viewed(&session, viewing);
            for drawn in &scene.nodes {
                let last = end.drawn(drawn.node).unwrap();
                assert!(
                    drawn.at.distance(last.at) < 0.01,
                    "{}: node {} at step {step} is at {:?}, at the end at {:?}",
                    viewing.what,
                    drawn.node.index(),
                    drawn.at,
                    last.at
                );
            }
        }
        session.seek(total, 0).unwrap();
    }
}

/// In the outline, a finished move folds its replies into its row, and a
/// double-click on it unfolds them in place, below it.
#[test]
fn a_folded_outline_row_unfolds_on_a_double_click() {
    let session = at_step(start_position(), Some(2), None);
    // At the first cutoff the first root move, a3, is finished and folded.
    let tree = session.tree().unwrap();
    let a3 = tree.children(tree.root().unwrap())[0];
    let replies = tree.children(a3);
    assert!(replies.len() > 1);
    let folded = drawn_as(&session, VIEWINGS[2], TreeForm::Outline);
    assert!(folded.drawn(a3).is_some());
    assert!(replies.iter().all(|&reply| folded.drawn(reply).is_none()));
    assert!(
        folded.texts(TextRole::Hidden(a3)).next().is_some(),
        "no fold note"
    );
    let unfolded = drawn_with(
        &session,
        VIEWINGS[2],
        TreeForm::Outline,
        &BTreeSet::from([a3]),
    );
    let row = unfolded.drawn(a3).unwrap().at.y;
    for &reply in &replies {
        let at = unfolded.drawn(reply).unwrap().at.y;
        assert!(at > row, "reply {} drawn above its move", reply.index());
    }
    // Rows above the unfolded move stay where they were.
    let root = tree.root().unwrap();
    assert_eq!(
        unfolded.drawn(root).unwrap().at,
        folded.drawn(root).unwrap().at
    );
}

/// At the end of a depth-3 chess search the outline unfolds the principal
/// variation, but the 18 moves off it under its last inner node (after 1.
/// a3 a5 White has 19 moves, b3 the best) are one row, "18 more, all 0:",
/// that a double-click opens; the root's moves keep a row each.
#[test]
fn leaves_off_the_best_line_are_one_row_at_the_end() {
    let session = at_step(start_position(), Some(3), Some(u64::MAX));
    let tree = session.tree().unwrap();
    let pv = session.principal_variation();
    assert_eq!(pv.len(), 4, "root, a3, a5, b3");
    let (a5, b3) = (pv[2], pv[3]);
    let leaves = tree.children(a5);
    assert_eq!(leaves.len(), 19, "15 pawn moves, Nc3, Nf3, Nh3, Ra2");
    assert_eq!(leaves[0], b3, "the best reply is the first");
    let scene = drawn_as(&session, VIEWINGS[2], TreeForm::Outline);
    let run = leaves[1];
    assert_eq!(
        scene.drawn(run).map(|drawn| drawn.mark),
        Some(Mark::SearchedGroup { count: 18 })
    );
    assert!(leaves[2..].iter().all(|&leaf| scene.drawn(leaf).is_none()));
    let head: Vec<_> = scene.texts(TextRole::Hidden(run)).collect();
    assert_eq!(head.len(), 1);
    assert_eq!(head[0].0, "18 more, all 0:");
    // Every move of the run is written on it.
    for &leaf in &leaves[1..] {
        assert_eq!(scene.texts(TextRole::Move(leaf)).count(), 1, "{leaf:?}");
    }
    // The root's 20 moves each keep a row (in a panel tall enough for all).
    let tall = Viewing {
        what: "a tall panel",
        size: Point::new(1500.0, 3000.0),
        lecture: false,
        text_scale: 1.0,
    };
    let whole = drawn_as(&session, tall, TreeForm::Outline);
    let root = tree.root().unwrap();
    for &child in &tree.children(root) {
        assert_eq!(
            whole.drawn(child).map(|drawn| drawn.mark),
            Some(Mark::Shape)
        );
    }
    // A double-click opens the row: a row each, under b3's.
    let open = drawn_with(
        &session,
        VIEWINGS[2],
        TreeForm::Outline,
        &BTreeSet::from([run]),
    );
    let mut above = open.drawn(b3).unwrap().at.y;
    for &leaf in &leaves[1..] {
        let drawn = open.drawn(leaf).unwrap();
        assert_eq!(drawn.mark, Mark::Shape);
        assert!(drawn.at.y > above, "{leaf:?}");
        above = drawn.at.y;
    }
}

/// Whether a square (a four-cornered polygon or a rectangle, the leaf's
/// shape) is drawn centred on `at`.
fn square_at(scene: &Scene, at: Point) -> bool {
    scene.shapes.iter().any(|shape| match shape {
        Shape::Polygon { points, .. } if points.len() == 4 => {
            let centre = points.iter().fold(Point::new(0.0, 0.0), |sum, p| {
                Point::new(sum.x + p.x / 4.0, sum.y + p.y / 4.0)
            });
            // Axis-aligned: a square, not the terminal diamond.
            centre.distance(at) < 1.0 && (points[0].y - points[1].y).abs() < 0.01
        }
        Shape::Rect { min, max, .. } => {
            Point::new(f32::midpoint(min.x, max.x), f32::midpoint(min.y, max.y)).distance(at) < 1.0
        }
        _ => false,
    })
}

/// A leaf is a square from the step that enters it, before it is scored:
/// on `classic`, at every step whose event enters a leaf, that leaf is
/// drawn as a square and not as a MAX or MIN triangle (issue 22: "a leaf
/// being entered is drawn as ▽"). Checked both while recording live and
/// after stepping back, when the tree already knows how the leaf ends.
#[test]
fn a_leaf_being_entered_is_drawn_as_a_leaf() {
    let game = AnyGame::from_tree("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
    let options = game.fit_options(SearchOptions::default(), false).unwrap();
    let mut live = Session::new(game, options).unwrap();
    let mut layout = TreeLayout::new();
    let mut entered = 0;
    let check = |session: &Session<AnyGame>, layout: &mut TreeLayout, entered: &mut usize| {
        let Some(SearchEvent::Enter {
            node,
            move_count: 0,
            ..
        }) = session.last_event()
        else {
            return;
        };
        let node = gametree::tree::node_index(node);
        let scene = scene_of(session, layout, SCREEN, None, false);
        let at = scene.drawn(node).unwrap().at;
        let step = session.cursor();
        assert_eq!(triangle_at(&scene, at), None, "step {step}: a triangle");
        assert!(square_at(&scene, at), "step {step}: no square");
        *entered += 1;
    };
    while live.step_forward().unwrap() {
        check(&live, &mut layout, &mut entered);
    }
    // 3, 12, 8; then 2 (which cuts off 4 and 6); then 14, 5, 2.
    assert_eq!(entered, 7);
    let total = live.cursor();
    let mut layout = TreeLayout::new();
    let mut back = 0;
    for step in (1..total).rev() {
        live.seek(step, u64::MAX).unwrap();
        check(&live, &mut layout, &mut back);
    }
    assert_eq!(back, entered);
}
